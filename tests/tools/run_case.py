#!/usr/bin/env python3
"""Runs one diagnostics case: `herald check` on NAME.herald (or NAME/main.herald)
and compares its standard error, byte for byte, with NAME.expected.

The expected exit code is 1, unless NAME.exit holds another one (2 for I/O).
A crash, a sanitizer report or exit code 0 fails the case.
"""
import os
import subprocess
import sys

herald, directory, case = sys.argv[1:4]
herald = os.path.abspath(herald)
target = case + ".herald"
if os.path.isdir(os.path.join(directory, case)):
    target = os.path.join(case, "main.herald")
expected = open(os.path.join(directory, case + ".expected"), encoding="utf-8").read()
exit_file = os.path.join(directory, case + ".exit")
expected_code = int(open(exit_file).read().strip()) if os.path.exists(exit_file) else 1

env = dict(os.environ, NO_COLOR="1")
run = subprocess.run([herald, "check", target], cwd=directory, capture_output=True, env=env)
actual = run.stderr.decode("utf-8", errors="replace")
ok = True
if run.returncode != expected_code:
    print(f"exit code {run.returncode}, expected {expected_code}")
    ok = False
if actual != expected:
    import difflib
    print("diagnostics differ from %s.expected:" % case)
    sys.stdout.writelines(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                               "expected", "actual"))
    ok = False
sys.exit(0 if ok else 1)
