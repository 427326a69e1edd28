#!/usr/bin/env python3
"""A bad situation gets a clear error, never a crash: deterministic mutations
of the situation files of tests/resolve/ (fields removed, values replaced by
other types, numbers pushed out of range, lists emptied or doubled, enum
values misspelled) each make `herald resolve` exit 0 or 1 with diagnostics
in clang form, never a signal, a sanitizer report or an internal C++ name."""
import copy
import glob
import json
import os
import random
import re
import subprocess
import sys
import tempfile

herald, root = os.path.abspath(sys.argv[1]), sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 200
rng = random.Random(int(os.environ.get("HERALD_FUZZ_SEED", "20261122")))
ruleset = os.path.join(root, "rulesets", "afde", "afde-2010.herald")
situations = [json.load(open(p, encoding="utf-8")) for p in sorted(glob.glob(os.path.join(root, "tests", "resolve", "*.json")))
              if not p.endswith(".out.json")]
leaks = re.compile(r"boost|N5boost|spirit|x3::|std::")
diagnostic = re.compile(r"^(\S.*?:\d+:\d+|herald): (error|warning|note): ")
replacements = [None, True, 0, -1, 41, 2**40, 3.5, "", "Xx", [], {}, [{}], "valiant", "Ch"]


def places(value, path=()):
    """Every (container, key) in a JSON tree."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield value, k
            yield from places(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield value, i
            yield from places(v, path + (i,))


def mutate(situation):
    doc = copy.deepcopy(situation)
    spots = list(places(doc["given"]))
    container, key = rng.choice(spots)
    action = rng.randrange(4)
    if action == 0 and isinstance(container, dict):
        del container[key]
    elif action == 1 and isinstance(container[key], list):
        container[key] = container[key] * 2 if rng.random() < 0.5 else []
    elif action == 2 and isinstance(container[key], str):
        container[key] = container[key][::-1]
    else:
        container[key] = rng.choice(replacements)
    return doc


failures = []
with tempfile.TemporaryDirectory() as tmp:
    for n in range(count):
        doc = mutate(rng.choice(situations))
        path = os.path.join(tmp, f"m{n}.json")
        json.dump(doc, open(path, "w"))
        args = [herald, "resolve", ruleset, path] + (["--roll", "4", "--roll", "9", "--roll", "0"] if n % 3 == 0 else [])
        run = subprocess.run(args, capture_output=True, env=dict(os.environ, NO_COLOR="1"), timeout=120)
        err = run.stderr.decode("utf-8", "replace")
        problem = None
        if run.returncode not in (0, 1):
            problem = f"exit {run.returncode}"
        elif leaks.search(err) or "AddressSanitizer" in err or "runtime error" in err:
            problem = "internal name or sanitizer report"
        elif run.returncode == 1 and not any(diagnostic.match(line) for line in err.splitlines()):
            problem = "exit 1 without a diagnostic"
        if problem:
            failures.append(f"{problem}: {json.dumps(doc)[:300]}\n{err[:500]}")
for f in failures[:10]:
    print(f)
print(f"{count} mutated situations, {len(failures)} failures")
sys.exit(1 if failures else 0)
