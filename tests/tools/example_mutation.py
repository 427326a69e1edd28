#!/usr/bin/env python3
"""The bundled 2010 edition verifies its worked examples: a copy whose
Tremetousia charge expects 12 instead of the book's 11 fails `herald check`
with [example.mismatch] at that value, and the unchanged copy passes."""
import os
import shutil
import subprocess
import sys
import tempfile

herald, repository = os.path.abspath(sys.argv[1]), sys.argv[2]
book = "    total: 11, defenders: [D, R], attackers: [advance_obligatory]\n"
env = dict(os.environ, NO_COLOR="1")
with tempfile.TemporaryDirectory() as work:
    folder = os.path.join(work, "afde")
    shutil.copytree(os.path.join(repository, "rulesets", "afde"), folder)
    edition = os.path.join(folder, "afde-2010.herald")
    clean = subprocess.run([herald, "check", edition], capture_output=True, env=env)
    if clean.returncode != 0:
        sys.exit("the unchanged 2010 edition does not check:\n" + clean.stderr.decode())
    text = open(edition, encoding="utf-8").read()
    if text.count(book) != 1:
        sys.exit("the Tremetousia charge expectation is not in the 2010 edition as this test expects")
    line = text[: text.index(book)].count("\n") + 1
    column = len(text[: text.index(book)].rsplit("\n", 1)[-1]) + len("    total: ") + 1
    open(edition, "w", encoding="utf-8").write(text.replace(book, book.replace("11", "12")))
    broken = subprocess.run([herald, "check", edition], capture_output=True, env=env)
    errors = broken.stderr.decode()
    wanted = f"afde-2010.herald:{line}:{column}: error: example 'tremetousia_charge': total: the book gives 12, " \
             "the tables give 11 [example.mismatch]"
    if broken.returncode != 1 or wanted not in errors:
        sys.exit(f"exit {broken.returncode}, expected 1 and\n  {wanted}\ngot:\n{errors}")
