#!/usr/bin/env python3
"""The book's arithmetic held against `herald resolve`: each NAME.claims (JSON) of tests/resolve/ lists
what the situation's note works out from the rulebook (a chance, a modifier, the sum, a line of a
roll's report), written from the book and not from the output; this test runs the case as
run_resolve.sh does and checks each claim. The expected files NAME.txt are snapshots of the output:
a claim is what keeps a snapshot refreshed over a wrong result from passing.

A claim is one of:
  {"chance": "3/10", "of": REGEX}      the chances of the outcomes (rows of the first chart) whose
                                       description REGEX finds, summed, are exactly 3/10
  {"chance": "17/100", "leader": NAME, "fate": FATE}
                                       the leader's fate, over every row: a row that names it, or the
                                       chances given under a row ("placed with another unit 17/20, ...")
  {"modifier": NAME, "value": "+1"}    the modifier NAME is listed with that value (the first list)
  {"sum": "+9", "clamped": "+7"}       the modifiers' sum, and where given the clamped sum (English
                                       reports: a French one's claims are lines, "says")
  {"says": "total: 14"}                a line of the report, stripped, is exactly this

usage: resolve_claims.py HERALD SOURCE_DIR"""
import fractions
import glob
import json
import os
import re
import subprocess
import sys

herald, source_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
cases_dir = os.path.join(source_dir, "tests", "resolve")
CHART_ROW = re.compile(r"^[\u2588\u00b7]+\s+(\d+(?:/\d+)?)\s+[\d.,]+\s*%\s+(.*)$")
MODIFIER = re.compile(r"^\s+(\w+)\s+([+-]?\d+|0)\s+\[")
SUM = re.compile(r"^\s+sum\s+([+-]?\d+)(?:, clamped to ([+-]?\d+))?")


def report(name):
    """The text report of the case, run with its arguments and ruleset as run_resolve.sh runs it."""
    def beside(suffix, default):
        path = os.path.join(cases_dir, name + suffix)
        return open(path).read().split() if os.path.exists(path) else default
    ruleset = os.path.join(source_dir, beside(".ruleset", ["rulesets/afde/afde-2010.herald"])[0])
    p = subprocess.run([herald, "resolve", ruleset, name + ".json", *beside(".args", [])], cwd=cases_dir,
                       capture_output=True, text=True, env=dict(os.environ, NO_COLOR="1"))
    if p.returncode != 0:
        raise RuntimeError(f"herald resolve exited {p.returncode}: {p.stderr.strip()}")
    return p.stdout.splitlines()


LEADER_FATES = re.compile(r"^\s+leader (\S+): (.*)$")


def first_chart(lines):
    """The rows of the first chart, each (chance, description, {leader: {fate: chance given the row}})."""
    rows = []
    for line in lines:
        m = CHART_ROW.match(line)
        if m:
            rows.append((fractions.Fraction(m.group(1)), m.group(2), {}))
            continue
        given = LEADER_FATES.match(line) if rows else None
        if given:
            fates = (re.fullmatch(r"(.*) (\d+(?:/\d+)?)", part) for part in given.group(2).split(", "))
            rows[-1][2][given.group(1)] = {f.group(1): fractions.Fraction(f.group(2)) for f in fates if f}
        elif rows:
            break
    return rows


def leader_chance(rows, leader, fate):
    """The chance of the fate over every row, or None when no row names the leader at all."""
    total, named = fractions.Fraction(0), False
    for chance, text, given in rows:
        if leader in given:
            named = True
            total += chance * given[leader].get(fate, 0)
        elif f"leader {leader}: " in text:
            named = True
            total += chance if f"leader {leader}: {fate}" in text.split(", ") else 0
    return total if named else None


def check(claim, lines):
    """None when the report holds the claim, else what it holds instead."""
    if "leader" in claim:
        got = leader_chance(first_chart(lines), claim["leader"], claim["fate"])
        if got is None:
            return f"no row names the leader {claim['leader']}"
        return None if got == fractions.Fraction(claim["chance"]) else f"{got}"
    if "chance" in claim:
        rows = first_chart(lines)
        matched = [p for p, text, _ in rows if re.search(claim["of"], text)]
        got = sum(matched, fractions.Fraction(0))
        if not matched:
            return f"no outcome matches {claim['of']!r}"
        return None if got == fractions.Fraction(claim["chance"]) else f"{got} over {len(matched)} outcomes"
    if "modifier" in claim:
        values = [m.group(2) for m in map(MODIFIER.match, lines) if m and m.group(1) == claim["modifier"]]
        if not values:
            return "not listed"
        return None if values[0] == claim["value"] else f"listed with {values[0]}"
    if "sum" in claim:
        sums = [m for m in map(SUM.match, lines) if m]
        if not sums:
            return "no sum"
        got = (sums[0].group(1), sums[0].group(2))
        return None if got == (claim["sum"], claim.get("clamped")) else f"sum {got[0]}, clamped to {got[1]}"
    if "says" in claim:
        return None if claim["says"] in (line.strip() for line in lines) else "no such line"
    return f"not a claim: {sorted(claim)}"


failures, checked = [], 0
cases = sorted(glob.glob(os.path.join(cases_dir, "*.claims")))
for path in cases:
    name = os.path.basename(path)[:-len(".claims")]
    if not os.path.exists(os.path.join(cases_dir, name + ".json")):
        failures.append(f"{name}: claims beside no situation file")
        continue
    try:
        lines = report(name)
    except RuntimeError as e:
        failures.append(f"{name}: {e}")
        continue
    for claim in json.load(open(path, encoding="utf-8"))["claims"]:
        checked += 1
        wrong = check(claim, lines)
        if wrong:
            failures.append(f"{name}: {json.dumps(claim, ensure_ascii=False)}: {wrong}")
for f in failures:
    print("FAILED:", f)
print(f"resolve_claims: {checked} claims of {len(cases)} cases, {len(failures)} failures")
sys.exit(1 if failures or not checked else 0)
