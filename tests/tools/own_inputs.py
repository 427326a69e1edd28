#!/usr/bin/env python3
"""No command writes over what it reads (issue 45): every output option of every command,
pointed at an input (a ruleset, an import, the other side of a diff; by the same path, another
spelling, a symbolic link or a hard link) or a depfile pointed at an output, is refused with
[io.same_file], exit 2, and nothing is written: the inputs keep their bytes, no output appears."""
import os
import shutil
import subprocess
import sys
import tempfile

herald, root = os.path.abspath(sys.argv[1]), sys.argv[2]
failures = []


def snapshot(folder):
    """Every file under `folder` with its bytes (links as their targets)."""
    files = {}
    for base, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(base, name)
            files[os.path.relpath(path, folder)] = os.readlink(path) if os.path.islink(path) else open(path, "rb").read()
    return files


with tempfile.TemporaryDirectory() as tmp:
    work = os.path.join(tmp, "rs")
    shutil.copytree(os.path.join(root, "rulesets", "afde"), work)
    os.symlink("afde-2010.herald", os.path.join(work, "link.herald"))
    os.link(os.path.join(work, "afde-2014.herald"), os.path.join(work, "hard.herald"))
    # A header and an aid the commands would write, hard-linked to the ruleset they read.
    os.makedirs(os.path.join(work, "generated"))
    os.link(os.path.join(work, "afde-2010.herald"), os.path.join(work, "generated", "afde_2010.hpp"))
    os.makedirs(os.path.join(work, "aids"))
    os.link(os.path.join(work, "afde-2010.herald"), os.path.join(work, "aids", "afde_2010.en.p1.svg"))
    os.link(os.path.join(work, "afde-2010.herald"), os.path.join(work, "aids", "afde_2014.en.since-afde_2010.p2.svg"))
    cases = [
        ("export -o the ruleset", ["export", "afde-2010.herald", "--format", "json", "-o", "afde-2010.herald"]),
        ("export -o an import", ["export", "afde-2010.herald", "--format", "json", "-o", "afde.system.herald"]),
        ("export -o another spelling", ["export", "afde-2010.herald", "--format", "json", "-o", "generated/../afde-2010.herald"]),
        ("export -o a link to the ruleset", ["export", "afde-2010.herald", "--format", "json", "-o", "link.herald"]),
        ("export -o a hard link", ["export", "afde-2014.herald", "--format", "json", "-o", "hard.herald"]),
        ("diff -o the new side", ["diff", "afde-2010.herald", "afde-2014.herald", "-o", "afde-2014.herald"]),
        ("diff -o the old side", ["diff", "afde-2010.herald", "afde-2014.herald", "-o", "afde-2010.herald"]),
        ("diff --impact -o an import", ["diff", "afde-2010.herald", "afde-2014.herald", "--format", "html", "-o",
                                        os.path.join(work, "afde.system.herald")]),
        ("build --depfile the ruleset", ["build", "afde-2010.herald", "--cpp-out", "out", "--depfile", "afde-2010.herald"]),
        ("build --list-outputs --depfile an import",
         ["build", "afde-2010.herald", "--cpp-out", "out", "--list-outputs", "--depfile", "afde.system.herald"]),
        ("build --depfile one of its headers", ["build", "afde-2010.herald", "--cpp-out", "out", "--depfile", "out/afde_2010.hpp"]),
        ("build: a header hard-linked to the ruleset", ["build", "afde-2010.herald", "--cpp-out", "generated"]),
        ("aids: a page hard-linked to the ruleset", ["aids", "afde-2010.herald", "--format", "svg", "--lang", "en", "-o", "aids"]),
        ("aids --highlight-since: a page hard-linked to the base",
         ["aids", "afde-2014.herald", "--highlight-since", "afde-2010.herald", "--format", "svg", "--lang", "en", "-o", "aids"]),
    ]
    before = snapshot(work)
    for what, args in cases:
        run = subprocess.run([herald, *args], capture_output=True, cwd=work)
        err = run.stderr.decode("utf-8", "replace")
        if run.returncode != 2 or "[io.same_file]" not in err or "nothing written" not in err:
            failures.append(f"{what}: exit {run.returncode}, expected 2 and [io.same_file]:\n{err}")
        after = snapshot(work)
        if after != before:
            changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
            failures.append(f"{what}: the folder changed: {', '.join(changed)}")
            before = after
    # The close variant: an output beside the inputs is written.
    run = subprocess.run([herald, "export", "afde-2010.herald", "--format", "json", "-o", "afde-2010.json"],
                         capture_output=True, cwd=work)
    if run.returncode != 0 or not os.path.exists(os.path.join(work, "afde-2010.json")):
        failures.append("export -o a new file beside the ruleset: not written")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)
