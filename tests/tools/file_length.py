#!/usr/bin/env python3
"""No hand-written source of the compiler over 800 lines (issue 39): a file that long holds more
than one job, and the next change to it is a hunt. Covers the stages (src/, grammar/), the
benchmarks, the consumer example and the tests (their programs, tools, references and harnesses);
the generated headers (generated/) are not covered. Run by layout/layering (layering.py imports it).

usage: file_length.py ROOT"""
import os
import sys

LIMIT = 800
FOLDERS = ("src", "grammar", "bench", "examples", "tests")
SUFFIXES = (".cpp", ".hpp", ".def", ".py", ".mustache")


def problems(root):
    out = []
    for folder in FOLDERS:
        for directory, _, files in os.walk(os.path.join(root, folder)):
            if "__pycache__" in directory:
                continue
            for name in sorted(files):
                if not name.endswith(SUFFIXES):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8", errors="replace") as f:
                    count = sum(1 for _ in f)
                if count > LIMIT:
                    rel = os.path.relpath(path, root)
                    out.append(f"{rel} has {count} lines, over {LIMIT}: split it by what each part does")
    return sorted(out)


if __name__ == "__main__":
    found = problems(sys.argv[1])
    for p in found:
        print(p)
    sys.exit(1 if found else 0)
