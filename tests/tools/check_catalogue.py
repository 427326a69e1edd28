#!/usr/bin/env python3
"""Every kind of finding of `herald check --list-checks` is documented and
tested: its page docs/checks/ID.md exists (and no page names an unknown id),
states the kind's level, shows a failing and a passing sample, and is what
`--explain ID` prints; tests/checks/ID/ holds a case that reports ID and a
close variant that does not. Every id is declared once, in
src/support/diagnostic_ids.def: --list-checks lists exactly its documented
ids, in its order, at its levels and stages; no id or constant is declared
twice; and no source of src/ or grammar/ spells an id as a string literal
(code reports with the list's constants, ids::name_undefined)."""
import glob
import os
import re
import subprocess
import sys

herald, root = os.path.abspath(sys.argv[1]), sys.argv[2]
failures = []

listing = subprocess.run([herald, "check", "--list-checks"], capture_output=True, text=True, check=True).stdout
kinds = {}
for line in listing.splitlines():
    kind_id, level, stage = line.split()[:3]
    kinds[kind_id] = (level, stage)
if len(kinds) < 20:
    failures.append(f"--list-checks lists only {len(kinds)} kinds")

# The list, and what --list-checks derives from it.
declared = re.findall(r'^HERALD_DIAGNOSTIC\((\w+), "([^"]+)", (\w+), (\w+), (true|false), "([^"]*)"\)',
                      open(os.path.join(root, "src", "support", "diagnostic_ids.def"), encoding="utf-8").read(), re.M)
if len(declared) < 40:
    failures.append(f"diagnostic_ids.def declares only {len(declared)} ids")
for index, what in ((0, "constant"), (1, "id")):
    names = [d[index] for d in declared]
    for name in sorted({n for n in names if names.count(n) > 1}):
        failures.append(f"diagnostic_ids.def declares the {what} {name} twice")
for constant, kind_id, *_ in declared:
    if constant != kind_id.replace(".", "_"):
        failures.append(f"diagnostic_ids.def: {kind_id}'s constant should be {kind_id.replace('.', '_')}")
documented = [(d[1], d[2], d[3]) for d in declared if d[4] == "true"]
if [(k, level, stage) for k, (level, stage) in kinds.items()] != documented:
    failures.append("--list-checks does not list the documented ids of diagnostic_ids.def, in order")
known = {d[1] for d in declared}
listing_text = [f"{k:<24} {lv:<8} {st:<9} {summary}" for _, k, lv, st, doc, summary in declared if doc == "true"]
if listing.splitlines() != listing_text:
    failures.append("--list-checks is not the documented rows of diagnostic_ids.def (id, level, stage, summary)")
# A declared id anywhere in a string (`"name.undefined"`, `" [io.internal]"`), or a
# string handed to a report call (an undeclared id would skip the list).
string = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
id_like = re.compile(r'(?<![\w.])([a-z]+\.[a-z0-9_]+)(?![\w.])')
reported = re.compile(r'\b(?:error|warning|note|report)\(\s*(?:severity::\w+,\s*)?"')
for path in sorted(glob.glob(os.path.join(root, "src", "**", "*.[ch]pp"), recursive=True) +
                   glob.glob(os.path.join(root, "grammar", "*.[ch]pp"))):
    for number, line in enumerate(open(path, encoding="utf-8"), 1):
        code = line.split("//")[0] if not line.lstrip().startswith("#include") else ""
        where = f"{os.path.relpath(path, root)}:{number}"
        for text in string.findall(code):
            for spelled in id_like.findall(text):
                if spelled in known:
                    failures.append(f"{where}: '{spelled}' spelled in a string; use ids::{spelled.replace('.', '_')}")
        if reported.search(code):
            failures.append(f"{where}: a diagnostic reported with a string id; declare it in diagnostic_ids.def")

pages_dir = os.path.join(root, "docs", "checks")
pages = {name[:-3] for name in os.listdir(pages_dir) if name.endswith(".md")}
for extra in sorted(pages - kinds.keys()):
    failures.append(f"docs/checks/{extra}.md documents no kind of finding")

checks_dir = os.path.join(root, "tests", "checks")
# Every id a user can see has its page: none is left undocumented.
for _, kind_id, _, _, doc, _ in declared:
    if doc != "true":
        failures.append(f"{kind_id}: every id is documented (listed by --list-checks, explained by --explain)")
# What the suite reports or names, for the ids decided before the checker (syntax, loader,
# resolver, engine, command), whose cases live with the inputs that provoke them.
evidence = set()
for path in (glob.glob(os.path.join(root, "tests", "diagnostics", "*.expected")) +
             glob.glob(os.path.join(root, "tests", "resolve", "bad", "*.expected")) +
             glob.glob(os.path.join(root, "tests", "codegen", "bad", "*.expected")) +
             glob.glob(os.path.join(root, "tests", "checks", "*", "*", "expected"))):
    evidence.update(re.findall(r"\[([a-z]+\.[a-z0-9_]+)\]", open(path, encoding="utf-8").read()))
for path in glob.glob(os.path.join(root, "tests", "tools", "*.py")) + glob.glob(os.path.join(root, "tests", "unit", "*.cpp")):
    if os.path.basename(path) == "check_catalogue.py":
        continue
    text = open(path, encoding="utf-8").read()
    evidence.update(k for k in known if k in text)
# The last resort of main() for an exception nothing else catches: no input provokes it on purpose.
evidence.add("io.internal")
for kind_id, (level, stage) in sorted(kinds.items()):
    if kind_id not in pages:
        failures.append(f"{kind_id}: no page docs/checks/{kind_id}.md")
    else:
        page = open(os.path.join(pages_dir, kind_id + ".md"), encoding="utf-8").read()
        if not page.startswith(f"# {kind_id}\n"):
            failures.append(f"{kind_id}: the page does not start with '# {kind_id}'")
        first = page.split("\n\n")[1] if "\n\n" in page else ""
        if f"{'an' if level == 'error' else 'a'} {level}" not in " ".join(first.lower().split()):
            failures.append(f"{kind_id}: the page's first paragraph does not say it is {'an' if level == 'error' else 'a'} {level}")
        if "## Fails" not in page or "## Passes" not in page:
            failures.append(f"{kind_id}: the page lacks a '## Fails' or '## Passes' sample")
        explained = subprocess.run([herald, "check", "--explain", kind_id], capture_output=True, text=True)
        if explained.returncode != 0 or explained.stdout != page:
            failures.append(f"{kind_id}: --explain does not print docs/checks/{kind_id}.md")
    case_root = os.path.join(checks_dir, kind_id)
    if stage != "checker" and not os.path.isdir(case_root):
        # A front end's or a command's error: some case of the suite reports it.
        if kind_id not in evidence:
            failures.append(f"{kind_id}: no test reports it (a case of tests/diagnostics/ or tests/resolve/bad/, "
                            f"or a test tool or unit test that names it)")
        continue
    cases = sorted(os.listdir(case_root)) if os.path.isdir(case_root) else []
    tag = f"[{kind_id}]"
    reporting = [c for c in cases if tag in open(os.path.join(case_root, c, "expected"), encoding="utf-8").read()]
    if not reporting:
        failures.append(f"{kind_id}: no case of tests/checks/{kind_id}/ reports it")
    if len(reporting) == len(cases):
        failures.append(f"{kind_id}: no close variant in tests/checks/{kind_id}/ that does not report it")

for failure in failures:
    print(failure)
sys.exit(1 if failures else 0)
