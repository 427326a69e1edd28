#!/usr/bin/env python3
"""Writes a large, valid ruleset for the front-end and checker benchmarks: the body of the
2010 edition (its tables, lists, bands, transitions, tests, examples and statements) copied
under fresh names until the file reaches the asked size, after the edition's own header.
The system file it imports is copied beside it, so the output checks on its own.

    bench/make_ruleset.py 20 /tmp/bench/afde-20mb.herald
"""
import pathlib
import re
import shutil
import sys

HERE = pathlib.Path(__file__).resolve().parent
EDITION = HERE.parent / "rulesets" / "afde" / "afde-2010.herald"
SYSTEM = EDITION.with_name("afde.system.herald")
DECLARATION = re.compile(r"^(table|bands|modifiers|transitions|test|example)\s+([A-Za-z_][A-Za-z_0-9]*)", re.M)
STATEMENT = re.compile(r"^(rule|ruleset|title|edition|lang|source|import)\b")


def blocks(text):
    """Top-level statements with their bodies, in order."""
    out = []
    for line in text.splitlines(keepends=True):
        starts = line[:1] not in ("", " ", "\t", "}", "\n") and not line.startswith("//")
        if starts or not out:
            out.append("")
        out[-1] += line
    return out


def split(text, system):
    """The edition's header (stated once) and its body (copied). A declaration whose name is
    also a situation of the system (test `rally` on `rally`) is stated once: its name cannot
    be renamed without renaming the situation."""
    situations = set(re.findall(r"\b([a-z_][a-z_0-9]*)\b", system))
    header, body = [], []
    for block in blocks(text):
        declared = DECLARATION.match(block)
        if declared and declared.group(2) not in situations:
            body.append(block)
        elif declared or STATEMENT.match(block) or not body:
            header.append(block)
        else:
            body.append(block)  # statements about the declarations (says, acknowledge, note)
    return "".join(header), "".join(body)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make_ruleset.py SIZE_MB OUTPUT.herald")
    target = int(float(sys.argv[1]) * 1_000_000)
    out = pathlib.Path(sys.argv[2])
    out.parent.mkdir(parents=True, exist_ok=True)
    text = EDITION.read_text(encoding="utf-8")
    header, body = split(text, SYSTEM.read_text(encoding="utf-8"))
    names = sorted({m.group(2) for m in DECLARATION.finditer(body)}, key=len, reverse=True)
    if not names:
        sys.exit(f"{EDITION} declares nothing to copy")
    rename = re.compile(r"\b(" + "|".join(map(re.escape, names)) + r")\b")
    parts = [header.replace("ruleset afde_2010;", "ruleset afde_bench;")]
    size = len(parts[0].encode())
    copy = 0
    while size < target:
        # The first copy keeps the edition's names: the declarations stated once read them.
        part = body if copy == 0 else rename.sub(lambda m, c=copy: f"{m.group(1)}_c{c}", body)
        parts.append(part)
        size += len(part.encode())
        copy += 1
    out.write_text("".join(parts), encoding="utf-8")
    shutil.copyfile(SYSTEM, out.with_name(SYSTEM.name))
    print(f"{out}: {size} bytes, {copy} copies of the 2010 body")


if __name__ == "__main__":
    main()
