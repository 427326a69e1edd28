#!/usr/bin/env python3
"""Outputs independent of how their inputs were spelled (issue 45): the headers, the export and the
aids of a ruleset named by a relative path from another folder and by its absolute path are the same
bytes (their banners name the file alone), so moving a checkout or a working directory rewrites
nothing and two machines agree."""
import os
import shutil
import subprocess
import sys
import tempfile

herald, root = os.path.abspath(sys.argv[1]), sys.argv[2]
failures = []


def outputs(ruleset, cwd, out):
    for args in (["build", ruleset, "--cpp-out", os.path.join(out, "generated")],
                 ["export", ruleset, "--format", "json", "-o", os.path.join(out, "export.json")],
                 ["aids", ruleset, "--format", "svg", "--format", "html", "-o", os.path.join(out, "aids")]):
        p = subprocess.run([herald, *args], capture_output=True, cwd=cwd)
        if p.returncode != 0:
            failures.append(f"{' '.join(args[:1])} from {cwd}: exit {p.returncode}: {p.stderr.decode()}")


with tempfile.TemporaryDirectory() as tmp:
    rs = os.path.join(tmp, "checkout", "rulesets")
    shutil.copytree(os.path.join(root, "rulesets", "afde"), rs)
    elsewhere = os.path.join(tmp, "elsewhere", "deeper")
    os.makedirs(elsewhere)
    outputs(os.path.relpath(os.path.join(rs, "afde-2014.herald"), elsewhere), elsewhere, os.path.join(tmp, "relative"))
    outputs(os.path.join(rs, ".", "afde-2014.herald"), tmp, os.path.join(tmp, "absolute"))
    # Every file of one side, byte for byte against the other's.
    for base, _, names in os.walk(os.path.join(tmp, "relative")):
        for name in names:
            a = os.path.join(base, name)
            b = os.path.join(tmp, "absolute", os.path.relpath(a, os.path.join(tmp, "relative")))
            if not os.path.exists(b) or open(a, "rb").read() != open(b, "rb").read():
                failures.append(f"{os.path.relpath(a, tmp)} differs with the ruleset's path spelled another way")
    if not any(os.scandir(os.path.join(tmp, "relative", "aids"))):
        failures.append("no aid was written")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)
