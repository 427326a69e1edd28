#!/usr/bin/env python3
"""Runs one libFuzzer harness: builds its seed corpus from the project's own
inputs, then a bounded number of executions (not a time limit: CI runs the
same inputs every time, the seed fixed). A crash, a sanitizer report, a hang
past the per-input limit or an out-of-memory fails, naming the input kept.

usage: run_fuzz.py HARNESS NAME SOURCE_DIR CORPUS_DIR [RUNS]
(RUNS defaults to 2000; a long run: RUNS=10000000, see the README)"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

harness, name, source_dir, corpus = sys.argv[1:5]
runs = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[5] else 2000
here = os.path.dirname(os.path.abspath(__file__))


def files(*patterns):
    out = []
    for pattern in patterns:
        out += glob.glob(os.path.join(source_dir, pattern), recursive=True)
    return sorted(out)


def read(path):
    with open(path, "rb") as f:
        return f.read()


def seeds():
    """The harness's seeds: name -> bytes."""
    if name in ("frontend", "aids"):
        return {os.path.relpath(p, source_dir): read(p) for p in files(
            "rulesets/*/*.herald", "tests/diagnostics/**/*.herald", "tests/samples/*.herald",
            "tests/checks/**/*.herald", "tests/codegen/**/*.herald")}
    if name == "import":
        # Each file that imports another, with its import renamed to the harness's second file.
        out = {}
        for p in files("rulesets/*/*.herald", "tests/diagnostics/**/*.herald", "tests/checks/**/*.herald"):
            text = read(p)
            m = re.search(rb'import\s+"([^"]+)"', text)
            if not m:
                continue
            imported = os.path.join(os.path.dirname(p), m.group(1).decode("utf-8", "replace"))
            if not os.path.isfile(imported):
                continue
            main = text.replace(m.group(0), b'import "other.herald"')
            out[os.path.relpath(p, source_dir)] = main + b"\0" + read(imported)
        return out
    if name == "situation":
        return {os.path.relpath(p, source_dir): read(p) for p in files("tests/resolve/**/*.json")
                if not p.endswith(".out.json")}
    sys.exit(f"run_fuzz: no seeds for harness '{name}'")


seed_dir = os.path.join(corpus, "seeds")
shutil.rmtree(seed_dir, ignore_errors=True)
os.makedirs(seed_dir)
for i, (origin, data) in enumerate(sorted(seeds().items())):
    with open(os.path.join(seed_dir, f"{i:04d}"), "wb") as f:
        f.write(data)
with tempfile.TemporaryDirectory() as work:
    found = os.path.join(work, "found")  # inputs the run discovers (not kept: the run is a smoke test)
    os.makedirs(found)
    artifacts = os.path.join(corpus, "artifacts") + os.sep
    os.makedirs(artifacts, exist_ok=True)
    # libFuzzer's entropic schedule keeps a frequency for every feature of every input, updated on
    # each execution: on these inputs (rulesets of tens of kilobytes, about 90,000 features) that
    # bookkeeping was 77% of a smoke run's time (perf), for the same coverage as the plain schedule
    # (fuzz_import, 2,000 runs: 56 s and 21,952 edges entropic, 11 s and 21,902 plain). A long run
    # keeps libFuzzer's default, which guides it better over millions of executions.
    schedule = ["-entropic=0"] if runs <= 100000 else []
    command = [harness, f"-runs={runs}", "-seed=1", *schedule, "-timeout=60", "-rss_limit_mb=4096", "-max_len=65536",
               f"-dict={os.path.join(here, 'herald.dict')}", f"-artifact_prefix={artifacts}",
               "-print_final_stats=1", found, seed_dir]
    p = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, cwd=work)
    out = p.stdout.decode("utf-8", errors="replace")
stats = [line for line in out.splitlines() if line.startswith(("stat::", "#")) and ("DONE" in line or "stat::" in line)]
print("\n".join(stats[-8:]))
if p.returncode != 0:
    print(out[-6000:])
    kept = [line for line in out.splitlines() if "Test unit written to" in line]
    print(f"run_fuzz: {name} FAILED (exit {p.returncode}); " + (kept[-1] if kept else "no input kept") +
          f"; reproduce with: {harness} <that file>")
    sys.exit(1)
print(f"run_fuzz: {name}: {len(os.listdir(seed_dir))} seeds, {runs} runs, no crash")
