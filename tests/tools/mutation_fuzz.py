#!/usr/bin/env python3
"""Bad input gets a clear error, never a crash: a fixed set of deterministic
mutations of the bundled rulesets and the reference samples (tokens deleted,
duplicated, swapped, bytes inserted, files cut short) must each exit 0 or 1,
print diagnostics in clang form, and never leak an internal C++ name. A mutant
that still checks clean goes through `herald build` too (same rules), and every
fifth one that builds must give headers that compile with -Werror."""
import glob
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

herald, root = sys.argv[1:3]
herald = os.path.abspath(herald)
count = int(sys.argv[3]) if len(sys.argv) > 3 else 300
rng = random.Random(int(os.environ.get("HERALD_FUZZ_SEED", "20261122")))
sources = sorted(glob.glob(os.path.join(root, "rulesets", "*", "*.herald")) +
                 glob.glob(os.path.join(root, "tests", "samples", "*.herald")))
token = re.compile(rb'"[^"\n]*"|[A-Za-z_][A-Za-z0-9_]*|[+-]?\d+|\S')
junk = [b"@", b"\x00", b"\xff", b"\"", b"/*", b"{", b"}", b";", b"(", b"[", b"..", b"->", b"9999999999", "é".encode()]
leaks = re.compile(r"boost|N5boost|spirit|x3::|std::")
diagnostic = re.compile(r"^(\S.*?:\d+:\d+|herald): (error|warning|note): ")


def mutate(data: bytes) -> bytes:
    spans = [m.span() for m in token.finditer(data)]
    if not spans:
        return data + rng.choice(junk)
    a, b = rng.choice(spans)
    kind = rng.randrange(5)
    if kind == 0:
        return data[:a] + data[b:]
    if kind == 1:
        return data[:b] + b" " + data[a:b] + data[b:]
    if kind == 2:
        c, d = rng.choice(spans)
        if c < a:
            a, b, c, d = c, d, a, b
        if c >= b:
            return data[:a] + data[c:d] + data[b:c] + data[a:b] + data[d:]
        return data
    if kind == 3:
        return data[:a] + rng.choice(junk) + data[a:]
    return data[:rng.randrange(len(data) + 1)]


failures = []
compiler = shutil.which("g++")
built = 0


def build_mutant(path, i, name, tmp):
    """A mutant that checks clean: herald build follows the same rules, and its headers compile."""
    global built
    out = os.path.join(tmp, "out")
    shutil.rmtree(out, ignore_errors=True)
    run = subprocess.run([herald, "build", path, "--cpp-out", out], capture_output=True, timeout=60)
    text = run.stderr.decode("utf-8", "replace")
    if run.returncode not in (0, 1):
        failures.append(f"mutation {i} of {name}: herald build exit {run.returncode}\n{text[-2000:]}")
    elif run.returncode == 1 and not any(diagnostic.match(line) for line in text.splitlines()):
        failures.append(f"mutation {i} of {name}: herald build exit 1 without a diagnostic\n{text[:2000]}")
    elif run.returncode == 0 and compiler:
        built += 1
        if built % 5:
            return
        unit = os.path.join(tmp, "unit.cpp")
        with open(unit, "w") as f:
            for header in sorted(glob.glob(os.path.join(out, "*.hpp"))):
                f.write(f'#include "{header}"\n')
        c = subprocess.run([compiler, "-std=c++17", "-Wall", "-Wextra", "-Werror", "-fsyntax-only",
                            "-I", os.path.join(root, "src"), unit], capture_output=True, timeout=120)
        if c.returncode != 0:
            kept = os.path.join(tmp, f"build-{i}.herald")
            shutil.copy(path, kept)
            failures.append(f"mutation {i} of {name}: its headers do not compile\n{c.stderr.decode()[:3000]}")


with tempfile.TemporaryDirectory() as tmp:
    for src in sources:
        shutil.copy(src, tmp)
    for i in range(count):
        src = rng.choice(sources)
        name = os.path.basename(src)
        original = open(src, "rb").read()
        mutated = mutate(original)
        path = os.path.join(tmp, name)
        open(path, "wb").write(mutated)
        run = subprocess.run([herald, "check", path], capture_output=True, timeout=60)
        text = run.stderr.decode("utf-8", "replace")
        if run.returncode not in (0, 1):
            failures.append(f"mutation {i} of {name}: exit {run.returncode}\n{text[-2000:]}")
        elif leaks.search(text):
            failures.append(f"mutation {i} of {name}: internal name in the output\n{text[:2000]}")
        elif run.returncode == 1 and not any(diagnostic.match(line) for line in text.splitlines()):
            failures.append(f"mutation {i} of {name}: exit 1 without a diagnostic\n{text[:2000]}")
        elif run.returncode == 0:
            build_mutant(path, i, name, tmp)
        if failures and len(failures) > 5:
            break
        if run.returncode not in (0, 1):
            open(os.path.join(tmp, f"crash-{i}.herald"), "wb").write(mutated)
        open(path, "wb").write(original)
for f in failures:
    print(f)
print(f"{count} mutations ({built} built clean), {len(failures)} failures")
sys.exit(1 if failures else 0)
