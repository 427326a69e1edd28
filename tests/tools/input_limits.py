#!/usr/bin/env python3
"""Memory is bounded by the input and the limits, never by the number of
mistakes: a file of 20,000 bad bytes and one of 400,000 take about the same
memory (a run keeps its first 10,000 diagnostics and counts the rest), and
both report exact counts and exit 1.

usage: input_limits.py HERALD"""
import json
import re
import os
import resource
import subprocess
import sys
import tempfile

herald = os.path.abspath(sys.argv[1])
failures = []


def peak_kb(args, cwd):
    """Runs herald in a child and returns (exit code, stderr, the child's peak RSS in KB)."""
    code = ("import resource, subprocess, sys\n"
            "p = subprocess.run(sys.argv[1:], capture_output=True)\n"
            "sys.stdout.write(str(p.returncode) + ' ' + "
            "str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) + '\\n')\n"
            "sys.stdout.write(p.stderr.decode('utf-8', 'replace'))\n")
    # Under AddressSanitizer, freed memory waits in a quarantine whose size is
    # the sanitizer's, not Herald's: measure without it.
    asan = ":".join(filter(None, [os.environ.get("ASAN_OPTIONS", ""), "quarantine_size_mb=0"]))
    p = subprocess.run([sys.executable, "-c", code, herald, *args], cwd=cwd, capture_output=True, text=True,
                       env=dict(os.environ, NO_COLOR="1", ASAN_OPTIONS=asan))
    first, _, rest = p.stdout.partition("\n")
    status, kb = first.split()
    return int(status), rest, int(kb)


with tempfile.TemporaryDirectory() as work:
    runs = {}
    for count in (20_000, 400_000):
        path = os.path.join(work, f"bad{count}.herald")
        with open(path, "wb") as f:
            f.write(b"\xff" * count)  # each byte a lex.invalid_utf8 error
        runs[count] = peak_kb(["check", "--error-limit", "5", os.path.basename(path)], work)
        status, err, kb = runs[count]
        if status != 1:
            failures.append(f"{count} bad bytes: exit {status}, not 1")
        counted = re.search(r"^(\d+) errors generated\.$", err, re.M)
        if not counted or int(counted.group(1)) < count:
            failures.append(f"{count} bad bytes: the summary does not count them all: {err[-300:]}")
        p = subprocess.run([herald, "check", "--format", "json", os.path.basename(path)], cwd=work,
                           capture_output=True)
        kept = json.loads(p.stdout)["diagnostics"]
        said = [d for d in kept if "too many diagnostics: a run keeps the first 10000" in d["message"]]
        if len(kept) != 10_001 or len(said) != 1:
            failures.append(f"{count} bad bytes: {len(kept)} diagnostics kept, not the first 10000 and a note")
    small, large = runs[20_000][2], runs[400_000][2]
    # 20 times the errors: the memory may grow with the file (400 KB), not with the errors.
    if large > small * 1.5 + 20_000:
        failures.append(f"memory grows with the number of errors: {small} KB for 20,000, {large} KB for 400,000")
    print(f"peak memory: {small} KB for 20,000 bad bytes, {large} KB for 400,000")
for f in failures:
    print("FAILED:", f)
sys.exit(1 if failures else 0)
