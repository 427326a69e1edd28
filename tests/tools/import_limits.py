#!/usr/bin/env python3
"""Imports at their limits and against the root, through symbolic links:

- a chain of 64 files nested by imports checks; 65 is refused by name
  (import.too_deep at the import that goes one too deep), never a stack overflow;
- a symbolic link inside the root that leads out of it is refused (import.outside_root);
- a file given through a link finds its imports from the link's folder, as
  named (as a C compiler finds a quoted include), not from the link's target.

usage: import_limits.py HERALD"""
import os
import subprocess
import sys
import tempfile

herald = os.path.abspath(sys.argv[1])
failures = []


def check(folder, *args):
    p = subprocess.run([herald, "check", *args], cwd=folder, capture_output=True,
                       env=dict(os.environ, NO_COLOR="1"))
    return p.returncode, p.stderr.decode("utf-8", errors="replace")


def expect(condition, what, output=""):
    if not condition:
        failures.append(what + ("\n" + output if output else ""))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


with tempfile.TemporaryDirectory() as work:
    chain = os.path.join(work, "chain")
    write(os.path.join(chain, "f0.herald"), "system s;\ndie d6 faces 1..6;\n")
    for i in range(1, 65):
        write(os.path.join(chain, f"f{i}.herald"), f'ruleset r{i};\nimport "f{i - 1}.herald";\n')
    code, out = check(chain, "f63.herald")
    expect(code == 0 and out == "", "64 files nested by imports should check clean", out)
    code, out = check(chain, "f64.herald")
    expect(code == 1 and out.startswith("f1.herald:2:8: error: imports nest deeper than 64 files; "
                                        "'f0.herald' is not loaded [import.too_deep]"),
           "65 files nested by imports should be refused at the 65th", out)

    # A link inside the root whose target lies outside it.
    outside = os.path.join(work, "outside")
    write(os.path.join(outside, "secret.herald"), "system secret;\n")
    root = os.path.join(work, "root")
    write(os.path.join(root, "main.herald"), 'ruleset r;\nimport "inner.herald";\n')
    os.symlink(os.path.join(outside, "secret.herald"), os.path.join(root, "inner.herald"))
    code, out = check(root, "main.herald")
    expect(code == 1 and "[import.outside_root]" in out,
           "a link inside the root leading out of it should be refused", out)

    # The file given is a link to a file deeper in the root: `..` in its
    # imports is read from the link's folder, as named (it once was read from
    # the target's, so `../outside.herald` stayed inside the root).
    project = os.path.join(work, "project")
    write(os.path.join(project, "a", "b", "real.herald"), 'ruleset r;\nimport "../outside.herald";\n')
    write(os.path.join(project, "a", "outside.herald"), "system s;\n")
    write(os.path.join(work, "outside.herald"), "system s;\n")
    os.symlink(os.path.join(project, "a", "b", "real.herald"), os.path.join(project, "main.herald"))
    code, out = check(project, "main.herald")
    expect(code == 1 and out.startswith("main.herald:2:8: error: import '../outside.herald' leaves the ruleset root"),
           "an import of a linked file should be found from the link's folder, and leave the root", out)
    code, out = check(os.path.join(project, "a", "b"), "--root", project, "real.herald")
    expect(code == 0 and out == "", "the same file named by its own path imports ../outside.herald inside the root", out)

for f in failures:
    print("FAILED:", f)
sys.exit(1 if failures else 0)
