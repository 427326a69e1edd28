#!/usr/bin/env python3
"""Reading is bounded and confined (issue 45): a FIFO, a device or a directory given as a ruleset,
imported, or given as a situation file is refused by name without blocking; a `source` document
that climbs out of the `--sources` folder is never read (the findings are the same whether the
file outside exists or not: no oracle on the files around the folder)."""
import os
import shutil
import subprocess
import sys
import tempfile

herald, root = os.path.abspath(sys.argv[1]), sys.argv[2]
failures = []


def run(args, cwd):
    try:
        return subprocess.run([herald, *args], capture_output=True, cwd=cwd, timeout=20)
    except subprocess.TimeoutExpired:
        return None


with tempfile.TemporaryDirectory() as tmp:
    rs = os.path.join(tmp, "rs")
    shutil.copytree(os.path.join(root, "rulesets", "afde"), rs)
    os.mkfifo(os.path.join(rs, "fifo.herald"))
    os.mkfifo(os.path.join(rs, "situation.json"))
    with open(os.path.join(rs, "imports_fifo.herald"), "w") as f:
        f.write('ruleset imports_fifo;\nimport "fifo.herald";\n')
    cases = [
        ("a FIFO imported", ["check", "imports_fifo.herald"], b"it is a FIFO, not a regular file"),
        ("a FIFO given", ["check", "fifo.herald"], b"it is a FIFO, not a regular file"),
        ("a character device given", ["check", "/dev/zero"], b"it is a character device, not a regular file"),
        ("a FIFO as the situation file", ["resolve", "afde-2010.herald", "situation.json"],
         b"it is a FIFO, not a regular file"),
    ]
    for what, args, said in cases:
        r = run(args, rs)
        if r is None:
            failures.append(f"{what}: still running after 20 s (blocked on the read)")
        elif r.returncode == 0 or said not in r.stderr:
            failures.append(f"{what}: exit {r.returncode}, expected a refusal saying {said!r}:\n"
                            + r.stderr.decode("utf-8", "replace"))

    # --sources confined to its folder: a document named outside it is not read.
    docs = os.path.join(tmp, "docs")
    outside = os.path.join(tmp, "outside")
    os.makedirs(docs)
    os.makedirs(outside)
    text = open(os.path.join(rs, "afde-2010.herald"), encoding="utf-8").read()
    text = text.replace('source "afde-2010-en.txt";', 'source "../outside/afde-2010-en.txt";', 1)
    with open(os.path.join(rs, "climbs.herald"), "w", encoding="utf-8") as f:
        f.write(text.replace("ruleset afde_2010;", "ruleset climbs;", 1))
    absent = run(["check", "climbs.herald", "--sources", docs], rs)
    with open(os.path.join(outside, "afde-2010-en.txt"), "w") as f:
        f.write("\n".join(str(n) for n in range(1, 2000)) + "\n")
    present = run(["check", "climbs.herald", "--sources", docs], rs)
    if absent is None or present is None:
        failures.append("--sources: a run did not end")
    elif (absent.returncode, absent.stdout, absent.stderr) != (present.returncode, present.stdout, present.stderr):
        failures.append("--sources: a document outside the folder changed the findings (it was read)")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)
