#!/usr/bin/env python3
"""Runs one `herald resolve` case of tests/resolve/.

A good case is NAME.json (a situation file) beside its expected outputs:
NAME.txt (text on standard output) and/or NAME.out.json (with --format json).
NAME.args, when present, holds more arguments (`--roll 9 --roll 7`), and
NAME.ruleset another ruleset than the 2010 edition. A bad case lives in bad/:
NAME.json beside NAME.expected, the exact diagnostics on standard error, and
the exit code 1. A crash, a sanitizer report or another exit code fails.
"""
import difflib
import os
import shlex
import subprocess
import sys

herald, directory, case = sys.argv[1:4]
herald = os.path.abspath(herald)
case_dir = os.path.join(directory, os.path.dirname(case))
name = os.path.basename(case)
repository = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def read(path):
    return open(path, encoding="utf-8").read() if os.path.exists(path) else None


ruleset = (read(os.path.join(case_dir, name + ".ruleset")) or "rulesets/afde/afde-2010.herald").strip()
ruleset = os.path.relpath(os.path.join(repository, ruleset), case_dir)
extra = shlex.split(read(os.path.join(case_dir, name + ".args")) or "")
env = dict(os.environ, NO_COLOR="1")
failures = []


def compare(expected, actual, what):
    if expected != actual:
        failures.append(f"{what} differs:")
        failures.extend(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "expected", "actual"))


def run(arguments):
    return subprocess.run([herald, "resolve", ruleset, name + ".json"] + arguments, cwd=case_dir,
                          capture_output=True, env=env)


expected_errors = read(os.path.join(case_dir, name + ".expected"))
if expected_errors is not None:
    result = run(extra)
    if result.returncode != 1:
        failures.append(f"exit code {result.returncode}, expected 1")
    compare(expected_errors, result.stderr.decode("utf-8", "replace"), "diagnostics")
else:
    outputs = [(name + ".txt", []), (name + ".out.json", ["--format", "json"])]
    found = False
    for expected_file, arguments in outputs:
        expected = read(os.path.join(case_dir, expected_file))
        if expected is None:
            continue
        found = True
        result = run(extra + arguments)
        if result.returncode != 0:
            failures.append(f"exit code {result.returncode}: {result.stderr.decode('utf-8', 'replace')}")
        compare(expected, result.stdout.decode("utf-8", "replace"), expected_file)
    if not found:
        failures.append("no expected output (NAME.txt, NAME.out.json or NAME.expected)")
sys.stdout.writelines(line if line.endswith("\n") else line + "\n" for line in failures)
sys.exit(1 if failures else 0)
