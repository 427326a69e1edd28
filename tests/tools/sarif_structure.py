#!/usr/bin/env python3
"""Validates `herald check --format sarif` (and --format json) against the
requirements of the SARIF 2.1.0 schema that Herald's output exercises:
required properties, enumerated values, types, and cross-references
(ruleIndex, relatedLocations ids).  The official schema is not packaged by
Debian, so its constraints are restated here; see the README."""
import glob
import json
import os
import subprocess
import sys

herald, cases = sys.argv[1:3]
herald = os.path.abspath(herald)
# The kinds of finding herald documents: every one is a rule of every run.
listing = subprocess.run([herald, "check", "--list-checks"], capture_output=True, text=True).stdout
documented = sorted(line.split()[0] for line in listing.splitlines())
errors = []


def expect(condition, message):
    if not condition:
        errors.append(message)


def check_region(region, where):
    for key in ("startLine", "startColumn", "endLine", "endColumn"):
        expect(isinstance(region.get(key), int) and region[key] >= 1, f"{where}: region.{key} must be an integer >= 1")
    if all(isinstance(region.get(k), int) for k in ("startLine", "endLine", "startColumn", "endColumn")):
        expect(region["endLine"] >= region["startLine"], f"{where}: endLine before startLine")
        if region["endLine"] == region["startLine"]:
            expect(region["endColumn"] >= region["startColumn"], f"{where}: endColumn before startColumn")


def check_location(location, where):
    physical = location.get("physicalLocation")
    expect(isinstance(physical, dict), f"{where}: physicalLocation missing")
    if not isinstance(physical, dict):
        return
    uri = physical.get("artifactLocation", {}).get("uri")
    expect(isinstance(uri, str) and uri and "\\" not in uri, f"{where}: artifactLocation.uri must be a URI reference")
    check_region(physical.get("region", {}), where)


def check_sarif(doc, name):
    expect(doc.get("version") == "2.1.0", f"{name}: version must be 2.1.0")
    expect(isinstance(doc.get("$schema"), str), f"{name}: $schema missing")
    runs = doc.get("runs")
    expect(isinstance(runs, list) and len(runs) == 1, f"{name}: one run expected")
    for run in runs or []:
        driver = run.get("tool", {}).get("driver", {})
        expect(isinstance(driver.get("name"), str) and driver["name"], f"{name}: tool.driver.name required")
        rules = driver.get("rules", [])
        ids = [r.get("id") for r in rules]
        expect(len(set(ids)) == len(ids), f"{name}: rules must be unique")
        # The documented rules first, sorted (their indices are the same in
        # every run), then the others in use, sorted.
        documented_ids = [i for i in ids if i in documented]
        expect(documented_ids == sorted(documented) and ids[:len(documented)] == documented_ids
               and ids[len(documented):] == sorted(ids[len(documented):]),
               f"{name}: the documented rules come first, sorted, then the others, sorted")
        generic = ("Herald diagnostic", "Import problem", "Input/output problem", "Lexical error",
                   "Name resolution problem", "Syntax error", "Type error")
        for r in rules:
            expect(isinstance(r.get("shortDescription", {}).get("text"), str), f"{name}: rule {r.get('id')} needs shortDescription.text")
            expect(r.get("shortDescription", {}).get("text") not in generic,
                   f"{name}: rule {r.get('id')} has only a generic description (add it to describe_rule)")
            level = r.get("defaultConfiguration", {}).get("level")
            expect(level in ("none", "note", "warning", "error"), f"{name}: rule {r.get('id')} bad default level {level}")
        results = run.get("results")
        expect(isinstance(results, list), f"{name}: results must be an array")
        for i, result in enumerate(results or []):
            where = f"{name}: result {i}"
            expect(isinstance(result.get("message", {}).get("text"), str), f"{where}: message.text required")
            expect(result.get("level") in ("none", "note", "warning", "error"), f"{where}: bad level")
            rule_index = result.get("ruleIndex")
            expect(isinstance(rule_index, int) and 0 <= rule_index < len(rules) and rules[rule_index]["id"] == result.get("ruleId"),
                   f"{where}: ruleIndex must point at the rule named by ruleId")
            for location in result.get("locations", []):
                check_location(location, where)
            related_ids = []
            for related in result.get("relatedLocations", []):
                related_ids.append(related.get("id"))
                check_location(related, where + " related")
                expect(isinstance(related.get("message", {}).get("text"), str), f"{where}: related message.text")
            expect(all(isinstance(x, int) and x >= 0 for x in related_ids) and len(set(related_ids)) == len(related_ids),
                   f"{where}: relatedLocations ids must be unique non-negative integers")
            fingerprints = result.get("partialFingerprints", {})
            expect(fingerprints and all(isinstance(v, str) for v in fingerprints.values()), f"{where}: partialFingerprints")


os.chdir(cases)
inputs = sorted(glob.glob("*.herald"))
expect(len(inputs) > 0, "no diagnostics cases found")
run = subprocess.run([herald, "check", "--format", "sarif", *inputs], capture_output=True)
expect(run.returncode == 1, f"check of the malformed cases should exit 1, got {run.returncode}")
try:
    sarif = json.loads(run.stdout)
    check_sarif(sarif, "sarif")
    expect(sum(1 for r in sarif["runs"][0]["results"] if r.get("relatedLocations")) > 0,
           "at least one result should carry relatedLocations (a previous definition)")
except json.JSONDecodeError as e:
    errors.append(f"sarif output is not JSON: {e}")

run = subprocess.run([herald, "check", "--format", "json", *inputs], capture_output=True)
try:
    doc = json.loads(run.stdout)
    expect(doc.get("errors", 0) > 0, "json: error count")
    for d in doc.get("diagnostics", []):
        expect(d.get("severity") in ("error", "warning", "note"), "json: severity")
        expect("id" in d and "message" in d, "json: id and message")
except json.JSONDecodeError as e:
    errors.append(f"json output is not JSON: {e}")

# The bundled rulesets, their acknowledged findings and remarks included.
bundled = sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "rulesets", "*", "*.herald")))
run = subprocess.run([herald, "check", "--format", "sarif", "--show-acknowledged", "--remarks", *bundled],
                     capture_output=True)
expect(run.returncode == 0, f"the bundled rulesets should check clean, got {run.returncode}")
try:
    sarif = json.loads(run.stdout)
    check_sarif(sarif, "bundled sarif")
    results = sarif["runs"][0]["results"]
    expect(any(r.get("suppressions") for r in results), "bundled: acknowledged findings carry suppressions")
    rules = sarif["runs"][0]["tool"]["driver"]["rules"]
    expect(all("fullDescription" in r for r in rules if r["id"].startswith(("modifier.", "symbol.", "band."))),
           "bundled: checker rules carry their full description")
    # Every documented kind is a rule, used or not, with its page as help.
    levels = {line.split()[0]: line.split()[1] for line in listing.splitlines()}
    by_id = {r["id"]: r for r in rules}
    for kind_id, level in levels.items():
        rule = by_id.get(kind_id)
        expect(rule is not None, f"bundled: rule {kind_id} is not listed")
        if rule is not None:
            expect(rule.get("defaultConfiguration", {}).get("level") == level,
                   f"bundled: rule {kind_id}'s default level is not {level}")
            expect(rule.get("help", {}).get("markdown", "").startswith(f"# {kind_id}\n"),
                   f"bundled: rule {kind_id} does not carry its page as help")
except json.JSONDecodeError as e:
    errors.append(f"bundled sarif output is not JSON: {e}")

for e in errors[:50]:
    print(e)
print(f"{len(inputs)} inputs, {len(errors)} problems")
sys.exit(1 if errors else 0)
