#!/usr/bin/env python3
"""Every ```herald block of grammar/reference.md is a file of tests/samples,
byte for byte, and every sample parses (`herald check --syntax-only`)."""
import glob
import os
import re
import subprocess
import sys

herald, root = sys.argv[1:3]
herald = os.path.abspath(herald)
reference = open(os.path.join(root, "grammar", "reference.md"), encoding="utf-8").read()
blocks = re.findall(r"```herald\n(.*?)```", reference, re.S)
samples = {path: open(path, encoding="utf-8").read()
           for path in sorted(glob.glob(os.path.join(root, "tests", "samples", "*.herald")))}
failures = []
if not samples:
    failures.append("no sample in tests/samples")
for i, block in enumerate(blocks, 1):
    if block not in samples.values():
        first = block.splitlines()[0] if block else ""
        failures.append(f"reference block {i} ({first!r}) is not a file of tests/samples")
for path, text in samples.items():
    if text not in blocks:
        failures.append(f"{os.path.relpath(path, root)} is not shown in grammar/reference.md")
run = subprocess.run([herald, "check", "--syntax-only", *samples.keys()], capture_output=True, cwd=root)
if run.returncode != 0:
    failures.append("samples do not parse:\n" + run.stderr.decode("utf-8", "replace"))
for f in failures:
    print(f)
print(f"{len(blocks)} reference blocks, {len(samples)} samples")
sys.exit(1 if failures else 0)
