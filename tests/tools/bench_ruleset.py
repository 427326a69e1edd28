#!/usr/bin/env python3
"""The benchmarks' generated ruleset (bench/make_ruleset.py) checks clean: the front-end and
checker figures of the README are measured on a valid ruleset of the asked size."""
import pathlib
import subprocess
import sys
import tempfile

herald, generator = sys.argv[1], sys.argv[2]
with tempfile.TemporaryDirectory() as tmp:
    out = pathlib.Path(tmp) / "afde-bench.herald"
    subprocess.run([sys.executable, generator, "0.3", str(out)], check=True, stdout=subprocess.DEVNULL)
    size = out.stat().st_size
    if size < 300_000:
        sys.exit(f"asked for 0.3 MB, got {size} bytes")
    run = subprocess.run([herald, "check", "--werror", str(out)], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("the generated ruleset does not check clean:\n" + run.stderr[-3000:])
print(f"generated {size} bytes; checks clean")
