#!/usr/bin/env python3
"""The bundled editions verify their worked examples: for each edition, a copy
in which one expected value of a worked example is changed fails `herald check`
with [example.mismatch] at that value, and the unchanged copy passes."""
import os
import shutil
import subprocess
import sys
import tempfile

herald, repository = os.path.abspath(sys.argv[1]), sys.argv[2]
env = dict(os.environ, NO_COLOR="1")
# edition file, text as the book gives it, the value changed, its replacement, the example
cases = [
    ("afde-2010.herald", "    total: 11, defenders: [D, R], attackers: [advance_obligatory]\n", "total: 11", "total: 12",
     "tremetousia_charge", "total: the book gives 12, the tables give 11"),
    ("afde-2014.herald", "expect { modifiers: { large_force: +1 }, total: 5, result: PE };", "total: 5", "total: 6",
     "guinegatte_tirs_defensifs", "total: the book gives 6, the tables give 5"),
    ("afde-vv45.herald", "expect { roller_total: 15, opponent_total: 7, difference: 8, case: C4, initiative: roller };",
     "case: C4", "case: C3", "bouvines_initiative", "case: the book gives [C3], the tables give [C4]"),
]
failures = []
with tempfile.TemporaryDirectory() as work:
    for edition_file, book, value, changed, example, message in cases:
        folder = os.path.join(work, edition_file)
        shutil.copytree(os.path.join(repository, "rulesets", "afde"), folder)
        edition = os.path.join(folder, edition_file)
        clean = subprocess.run([herald, "check", edition], capture_output=True, env=env)
        if clean.returncode != 0:
            failures.append(f"{edition_file} unchanged does not check:\n" + clean.stderr.decode())
            continue
        text = open(edition, encoding="utf-8").read()
        if text.count(book) != 1:
            failures.append(f"{edition_file}: the expectation of {example} is not written as this test expects")
            continue
        at = text.index(book) + book.index(value)
        line = text[:at].count("\n") + 1
        column = at - (text.rfind("\n", 0, at) + 1) + len(value.split(": ")[0]) + 3
        open(edition, "w", encoding="utf-8").write(text.replace(book, book.replace(value, changed)))
        broken = subprocess.run([herald, "check", edition], capture_output=True, env=env)
        errors = broken.stderr.decode()
        wanted = f"{edition_file}:{line}:{column}: error: example '{example}': {message} [example.mismatch]"
        if broken.returncode != 1 or wanted not in errors:
            failures.append(f"{edition_file}: exit {broken.returncode}, expected 1 and\n  {wanted}\ngot:\n{errors}")
for f in failures:
    print(f)
sys.exit(1 if failures else 0)
