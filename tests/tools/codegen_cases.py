#!/usr/bin/env python3
"""`herald build`, checked from the outside: the golden header of a small ruleset,
warning-free compilation (g++ and clang++, C++17 and C++20), escaping round trips,
byte-identical and mtime-preserving rebuilds, untouched output on failure, and
generated/ kept fresh.

usage: codegen_cases.py CASE HERALD ROOT [ARGS...]
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

case, herald, root = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
extra = sys.argv[4:]
problems = []
codegen = os.path.join(root, "tests", "codegen")
bundled = sorted(glob.glob(os.path.join(root, "rulesets", "*", "*.herald")))
flags = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"]


def build(files, out, env=None, check=False, force=False, cwd=None):
    command = [herald, "build", *files, "--cpp-out", out] + (["--check"] if check else []) + (["--force"] if force else [])
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=cwd)


def snapshot(folder):
    """Every file of a folder with its bytes and modification time (ns)."""
    out = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        with open(path, "rb") as f:
            out[name] = (f.read(), os.stat(path).st_mtime_ns)
    return out


def built_ok(result, what):
    if result.returncode != 0:
        problems.append(f"{what}: herald build exited {result.returncode}\n{result.stdout}{result.stderr}")
        return False
    return True


def golden(tmp):
    """tests/codegen/small: the headers of a small ruleset, reviewed by hand, byte for byte."""
    out = os.path.join(tmp, "out")
    if not built_ok(build([os.path.join(codegen, "small", "small.herald")], out), "small"):
        return
    expected_dir = os.path.join(codegen, "small", "expected")
    expected, produced = sorted(os.listdir(expected_dir)), sorted(os.listdir(out))
    if expected != produced:
        problems.append(f"small: produced {produced}, expected {expected}")
    for name in set(expected) & set(produced):
        a = open(os.path.join(expected_dir, name), encoding="utf-8").read()
        b = open(os.path.join(out, name), encoding="utf-8").read()
        if a != b:
            import difflib
            diff = "".join(difflib.unified_diff(a.splitlines(True), b.splitlines(True), "expected/" + name, "produced/" + name))
            problems.append(f"small: {name} differs from tests/codegen/small/expected/{name}:\n{diff[:4000]}")


def compile_all(tmp):
    """Every header (bundled, small, escape) compiles warning-free in one translation unit."""
    compiler, standard = extra[0], extra[1]
    if shutil.which(compiler) is None:
        problems.append(f"{compiler} is not installed (scripts/install-deps.sh installs it)")
        return
    headers = [os.path.join(root, "generated")]
    for name in ("small", "escape", "edge"):
        out = os.path.join(tmp, name)
        if built_ok(build([os.path.join(codegen, name, name + ".herald")], out), name):
            headers.append(out)
    unit = os.path.join(tmp, "all_headers.cpp")
    with open(unit, "w", encoding="utf-8") as f:
        for folder in headers:
            for header in sorted(glob.glob(os.path.join(folder, "*.hpp"))):
                f.write(f'#include "{header}"\n')
        f.write("int main() { return 0; }\n")
    command = [compiler, f"-std={standard}", *flags, "-fsyntax-only", "-I", os.path.join(root, "src"),
               "-I", os.path.join(root, "generated"), unit]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0 or result.stderr.strip():
        problems.append(f"{' '.join(command)}\n{result.stderr[:6000]}")


ESCAPE_PROGRAM = r'''// Prints every label, footnote and text of the escape ruleset, each followed by a NUL byte.
#include <cstdio>
#include "escape.hpp"
namespace e = herald_generated::escape_rules;
namespace s = herald_generated::escape_system;
static void put(std::string_view text) { std::fwrite(text.data(), 1, text.size(), stdout); std::fputc(0, stdout); }
int main() {
  for (auto const& x : e::symbols) put(x.label.en), put(x.label.fr);
  for (auto const& x : e::enums) {
    put(x.label.en), put(x.label.fr);
    for (auto const& v : x.values) put(v.label.en), put(v.label.fr);
  }
  for (auto const& t : e::tables::all) {
    put(t.label.en), put(t.label.fr);
    for (auto const& f : t.footnotes) put(f.text);
  }
  for (auto const& l : e::lists::all)
    for (auto const& m : l.modifiers) put(m.text);
  for (auto const& v : s::mood_entries) put(v.en), put(v.fr);
}
'''


def escape(tmp):
    """Dangerous labels compile and come back byte for byte."""
    compiler = extra[0]
    out = os.path.join(tmp, "escape")
    if not built_ok(build([os.path.join(codegen, "escape", "escape.herald")], out), "escape"):
        return
    program = os.path.join(tmp, "escape_main.cpp")
    open(program, "w", encoding="utf-8").write(ESCAPE_PROGRAM)
    binary = os.path.join(tmp, "escape_main")
    command = [compiler, "-std=c++17", *flags, "-I", out, "-I", os.path.join(root, "src"), program, "-o", binary]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        problems.append(f"escape: {' '.join(command)}\n{result.stderr[:6000]}")
        return
    printed = subprocess.run([binary], capture_output=True).stdout.split(b"\0")[:-1]
    expected = json.load(open(os.path.join(codegen, "escape", "expected.json"), encoding="utf-8"))
    strings = [p.decode("utf-8") for p in printed]
    for text in expected:
        if text not in strings:
            problems.append(f"escape: {text!r} did not round-trip; the header printed {strings!r}")
    bad = [s for s in strings if s not in expected and s not in ("", "Unit", "Meeting", "Modifiers", "Modificateurs")]
    if bad:
        problems.append(f"escape: printed strings that no label holds: {bad!r}")


def determinism(tmp):
    """Same bytes whatever the run, locale or time zone; an unchanged header keeps its mtime."""
    first, second = os.path.join(tmp, "first"), os.path.join(tmp, "second")
    env = dict(os.environ, LC_ALL="fr_FR.UTF-8", LANG="fr_FR.UTF-8", TZ="Pacific/Auckland")
    if not (built_ok(build(bundled, first), "first build") and built_ok(build(bundled, second, env=env), "fr/Auckland build")):
        return
    a, b = snapshot(first), snapshot(second)
    for name in sorted(set(a) | set(b)):
        if a.get(name, (None,))[0] != b.get(name, (None,))[0]:
            problems.append(f"determinism: {name} differs between a build and one under LC_ALL=fr_FR.UTF-8 TZ=Pacific/Auckland")
    again = build(bundled, first)
    if built_ok(again, "rebuild") and snapshot(first) != a:
        problems.append("determinism: a second build rewrote headers whose content did not change (mtime moved)")
    if "0 written" not in again.stdout:
        problems.append(f"determinism: a second build reported writes: {again.stdout.strip()}")


def failure_leaves_output(tmp):
    """A ruleset that fails its checks writes nothing; --force writes anyway."""
    out = os.path.join(tmp, "out")
    rules = os.path.join(tmp, "rules")
    shutil.copytree(os.path.join(codegen, "small"), rules, ignore=shutil.ignore_patterns("expected"))
    if not built_ok(build([os.path.join(rules, "small.herald")], out), "small"):
        return
    before = snapshot(out)
    text = open(os.path.join(rules, "small.herald"), encoding="utf-8").read()
    # A cell outside its type (thresholds are int/int or int): the checks fail.
    open(os.path.join(rules, "small.herald"), "w", encoding="utf-8").write(text.replace("5/8 7", "5/8 NE"))
    result = build([os.path.join(rules, "small.herald")], out)
    if result.returncode != 1 or "error:" not in result.stderr:
        problems.append(f"failure: expected exit 1 with an error, got {result.returncode}\n{result.stderr}")
    if snapshot(out) != before:
        problems.append("failure: a build whose checks failed changed the output folder")
    forced = build([os.path.join(rules, "small.herald")], out, force=True)
    if forced.returncode != 1 or snapshot(out) == before:
        problems.append(f"failure: --force should write the headers and still exit 1 (got {forced.returncode})")


def refused(tmp):
    """tests/codegen/bad: names the generated C++ cannot spell are refused with their
    location (exactly NAME.expected), exit 1, and the output folder is left as it was."""
    out = os.path.join(tmp, "out")
    os.makedirs(out)
    sentinel = os.path.join(out, "kept.hpp")
    open(sentinel, "w").write("// already here\n")
    before = snapshot(out)
    for expected in sorted(glob.glob(os.path.join(codegen, "bad", "*.expected"))):
        name = os.path.basename(expected)[:-len(".expected")]
        result = build([os.path.join("tests", "codegen", "bad", name + ".herald")], out, cwd=root)
        want = open(expected, encoding="utf-8").read()
        if result.returncode != 1 or result.stderr != want:
            problems.append(f"bad/{name}: exit {result.returncode}, stderr:\n{result.stderr}\nexpected:\n{want}")
    if snapshot(out) != before:
        problems.append("bad: a refused build changed the output folder")


def fresh(tmp):
    """generated/ is what the bundled rulesets produce; a stale header is named with the command that refreshes it."""
    result = build([os.path.relpath(f, root) for f in bundled], "generated", check=True, cwd=root)
    if result.returncode != 0:
        problems.append("generated/ is stale:\n" + result.stderr)
    # Edit one cell of the 2010 ruleset without regenerating: --check names the stale headers.
    rules = os.path.join(tmp, "afde")
    shutil.copytree(os.path.join(root, "rulesets", "afde"), rules)
    path = os.path.join(rules, "afde-2010.herald")
    text = open(path, encoding="utf-8").read()
    edited = text.replace("5/7 6/8 7/9 NF NF", "5/7 6/8 8/9 NF NF", 1)
    if edited == text:
        problems.append("fresh: the Archers row of the fire table was not found in afde-2010.herald")
        return
    open(path, "w", encoding="utf-8").write(edited)
    copies = sorted(glob.glob(os.path.join(rules, "*.herald")))
    stale = build(copies, os.path.join(root, "generated"), check=True)
    if (stale.returncode != 1 or "afde_2010.hpp is stale" not in stale.stderr or "herald build" not in stale.stderr
            or "[build.stale]" not in stale.stderr):
        problems.append(f"fresh: an edited cell should make --check name afde_2010.hpp and the command:\n{stale.stderr}")
    if "afde_vv45.hpp" in stale.stderr:
        problems.append("fresh: a 2010 edit made the VV45 header stale too:\n" + stale.stderr)


cases = {"refused": refused, "golden": golden, "compile": compile_all, "escape": escape, "determinism": determinism,
         "failure": failure_leaves_output, "fresh": fresh}
with tempfile.TemporaryDirectory() as tmp:
    cases[case](tmp)
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
