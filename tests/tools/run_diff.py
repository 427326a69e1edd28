#!/usr/bin/env python3
"""Runs one `herald diff` case of tests/diff/.

A case is a folder: old.herald and new.herald (importing ../small.system.herald),
or a file `rulesets` naming two rulesets of the repository (a bundled edition
against another). Beside them: expected.txt (the text report on standard output)
and/or expected.json (with --format json), and `exit`, the exit code (0: no
change, 1: changes, 2: error). A file `args` adds its words to the command line
(`--impact`). A crash or another exit code fails.
"""
import difflib
import os
import subprocess
import sys

herald, case_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
repository = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def read(name):
    path = os.path.join(case_dir, name)
    return open(path, encoding="utf-8").read() if os.path.exists(path) else None


pair = read("rulesets")
if pair:
    cwd, files = repository, pair.split()
else:
    cwd, files = case_dir, ["--root", "..", "old.herald", "new.herald"]
wanted_exit = int((read("exit") or "1").strip())
extra = (read("args") or "").split()
failures = []
for fmt, expected_name in (("text", "expected.txt"), ("json", "expected.json")):
    expected = read(expected_name)
    if expected is None:
        continue
    run = subprocess.run([herald, "diff", *files, *extra, "--format", fmt], cwd=cwd, capture_output=True,
                         env=dict(os.environ, NO_COLOR="1"))
    actual = run.stdout.decode("utf-8", "replace")
    if run.returncode != wanted_exit:
        failures.append(f"{fmt}: exit {run.returncode}, expected {wanted_exit}\n" + run.stderr.decode("utf-8", "replace"))
    if actual != expected:
        failures.append(f"{fmt} report differs:")
        failures.extend(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", "actual"))
if read("expected.txt") is None and read("expected.json") is None:
    failures.append("the case has neither expected.txt nor expected.json")
for f in failures:
    print(f, end="" if f.endswith("\n") else "\n")
sys.exit(1 if failures else 0)
