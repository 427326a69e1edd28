#!/usr/bin/env python3
"""Runs one case of tests/checks/: CASE/args holds the arguments given to
`herald check` (paths relative to CASE/), CASE/expected the exact standard
error, CASE/exit the exit code (0 when absent). A crash or a sanitizer report
fails the case."""
import difflib
import os
import shlex
import subprocess
import sys

herald, case_dir = os.path.abspath(sys.argv[1]), sys.argv[2]
read = lambda name: open(os.path.join(case_dir, name), encoding="utf-8").read()
arguments = shlex.split(read("args"))
expected = read("expected")
code = int(read("exit").strip()) if os.path.exists(os.path.join(case_dir, "exit")) else 0
run = subprocess.run([herald, "check"] + arguments, cwd=case_dir, capture_output=True,
                     env=dict(os.environ, NO_COLOR="1"))
actual = run.stderr.decode("utf-8", "replace")
ok = run.returncode == code and actual == expected
if run.returncode != code:
    print(f"exit code {run.returncode}, expected {code}")
if actual != expected:
    sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", "actual"))
sys.exit(0 if ok else 1)
