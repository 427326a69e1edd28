#!/usr/bin/env python3
"""Compares `herald export` of a ruleset with its reviewed golden file, and
checks that the export is byte-identical across runs, locales and time zones."""
import os
import subprocess
import sys
import tempfile

herald, root, ruleset, golden = sys.argv[1:5]
herald = os.path.abspath(herald)


def export(extra_env):
    env = dict(os.environ, **extra_env)
    run = subprocess.run([herald, "export", ruleset, "--format", "json"], cwd=root,
                         capture_output=True, env=env)
    if run.returncode != 0:
        sys.stdout.write(run.stderr.decode("utf-8", "replace"))
        sys.exit(f"herald export exited with {run.returncode}")
    return run.stdout


first = export({"LC_ALL": "C", "TZ": "UTC"})
for env in ({"LC_ALL": "C.UTF-8", "TZ": "Pacific/Auckland"}, {"LANG": "fr_FR.UTF-8", "TZ": "America/New_York"}):
    if export(env) != first:
        sys.exit(f"export differs under {env}")
expected = open(os.path.join(root, golden), "rb").read()
if first != expected:
    import difflib
    sys.stdout.writelines(difflib.unified_diff(expected.decode().splitlines(True), first.decode().splitlines(True),
                                               golden, "herald export"))
    sys.exit(f"export differs from {golden}: review the diff, then refresh it with\n"
             f"  ./build/herald export {ruleset} --format json -o {golden}")
