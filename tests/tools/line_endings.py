#!/usr/bin/env python3
"""The bundled rulesets saved with other line ends (CR alone, as old Mac OS
wrote them; CR LF, as Windows does; a mix) export exactly as they do with LF:
no comment runs past its line, no table is lost, every position is the same.

usage: line_endings.py HERALD SOURCE_DIR"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

herald, source_dir = os.path.abspath(sys.argv[1]), sys.argv[2]
rulesets = os.path.join(source_dir, "rulesets", "afde")
CONVERSIONS = {
    "cr": lambda text: text.replace(b"\n", b"\r"),
    "crlf": lambda text: text.replace(b"\n", b"\r\n"),
    # Each line end in turn LF, CR, CR LF.
    "mixed": lambda text: b"".join(line + (b"\n", b"\r", b"\r\n")[i % 3]
                                   for i, line in enumerate(text.split(b"\n"))),
}


def export(folder, edition):
    p = subprocess.run([herald, "export", edition + ".herald", "--format", "json"], cwd=folder,
                       capture_output=True, env=dict(os.environ, NO_COLOR="1"))
    return p.returncode, p.stdout, p.stderr.decode("utf-8", errors="replace")


failures = []
editions = sorted(f[:-len(".herald")] for f in os.listdir(rulesets)
                  if f.endswith(".herald") and not f.endswith(".system.herald"))
with tempfile.TemporaryDirectory() as work:
    for name, convert in CONVERSIONS.items():
        folder = os.path.join(work, name)
        shutil.copytree(rulesets, folder)
        for f in os.listdir(folder):
            path = os.path.join(folder, f)
            with open(path, "rb") as handle:
                text = handle.read()
            with open(path, "wb") as handle:
                handle.write(convert(text))
        for edition in editions:
            code, expected, _ = export(rulesets, edition)
            got_code, got, errors = export(folder, edition)
            tables = len(re.findall(rb'"cells"', got))
            if got_code != code or got != expected:
                failures.append(f"{name}: {edition} exports differently (exit {got_code}, "
                                f"{tables} cell lists): {errors[:400]}")
for f in failures:
    print(f)
print(f"{len(CONVERSIONS) * len(editions) - len(failures)} of {len(CONVERSIONS) * len(editions)} exports identical")
sys.exit(1 if failures else 0)
