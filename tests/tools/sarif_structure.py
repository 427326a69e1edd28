#!/usr/bin/env python3
"""Validates `herald check --format sarif` (and --format json) against the
requirements of the SARIF 2.1.0 schema that Herald's output exercises:
required properties, enumerated values, types, and cross-references
(ruleIndex, relatedLocations ids); and every SARIF it produces against the
official SARIF 2.1.0 JSON schema (a copy in tests/sarif/, read with Debian's
python3-jsonschema), as GitHub code scanning reads it: columns in UTF-16 code
units, paths relative to %SRCROOT%, fingerprints that survive lines moving."""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

import jsonschema

herald, cases = sys.argv[1:3]
cases = os.path.abspath(cases)
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


schema = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sarif", "sarif-schema-2.1.0.json"),
                        encoding="utf-8"))
validator = jsonschema.Draft7Validator(schema)


def check_sarif(doc, name):
    for problem in list(validator.iter_errors(doc))[:5]:
        errors.append(f"{name}: not valid against the SARIF 2.1.0 schema: {problem.message} at {list(problem.absolute_path)}")
    expect(doc.get("version") == "2.1.0", f"{name}: version must be 2.1.0")
    run0 = (doc.get("runs") or [{}])[0]
    expect(run0.get("columnKind") in (None, "utf16CodeUnits"), f"{name}: columns must be UTF-16 code units")
    expect("%SRCROOT%" in run0.get("originalUriBaseIds", {}), f"{name}: %SRCROOT% must be an original URI base id")
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


def sarif_of(*arguments, cwd=None):
    run = subprocess.run([herald, "check", "--format", "sarif", *arguments], capture_output=True, cwd=cwd)
    return run.returncode, json.loads(run.stdout)


with tempfile.TemporaryDirectory() as tmp:
    # An I/O error is a result too, and valid SARIF.
    code, doc = sarif_of("missing.herald", cwd=tmp)
    expect(code == 2, f"missing file: exit {code}, expected 2")
    check_sarif(doc, "missing file")
    # Columns in UTF-16 code units: 'é' is one unit, U+1D538 two, before the unknown name.
    text = 'ruleset r;\nsymbol X "\u00e9\U0001d538" ; table t { rows nowhere; }\n'
    open(os.path.join(tmp, "wide.herald"), "w", encoding="utf-8").write(text)
    code, doc = sarif_of("wide.herald", cwd=tmp)
    check_sarif(doc, "wide")
    located = [r for r in doc["runs"][0]["results"] if "nowhere" in r["message"]["text"]]
    expect(len(located) == 1, "wide: the unknown axis is reported once")
    if located:
        region = located[0]["locations"][0]["physicalLocation"]["region"]
        line = text.split("\n")[1]
        wanted = len(line[:line.index("nowhere")].encode("utf-16-le")) // 2 + 1
        expect(region["startColumn"] == wanted, f"wide: startColumn {region['startColumn']}, expected {wanted} (UTF-16 units)")
        artifact = located[0]["locations"][0]["physicalLocation"]["artifactLocation"]
        expect(artifact == {"uri": "wide.herald", "uriBaseId": "%SRCROOT%"}, f"wide: artifact {artifact}")
    # An absolute path outside the run's directory is a file:// URI.
    code, doc = sarif_of(os.path.join(tmp, "wide.herald"), cwd=os.path.dirname(tmp))
    check_sarif(doc, "absolute")
    artifact = doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    expect(artifact.get("uri", "").startswith("file:///") or artifact.get("uriBaseId") == "%SRCROOT%",
           f"absolute: artifact {artifact}")
    # A run past the collector's limit (10,000 kept): still valid, and it says what it left out.
    open(os.path.join(tmp, "many.herald"), "w").write("ruleset many;\n" + "".join(
        f"die d{i} faces 6..1;\n" for i in range(10050)))
    code, doc = sarif_of("many.herald", cwd=tmp)
    check_sarif(doc, "over the cap")
    notices = doc["runs"][0].get("invocations", [{}])[0].get("toolExecutionNotifications", [])
    expect(any("not kept" in n["message"]["text"] for n in notices), f"over the cap: no notification of what is left out: {notices}")
    # Fingerprints survive lines inserted above a finding.
    case = os.path.join(os.path.abspath(cases), "amend_noop")
    moved = os.path.join(tmp, "moved")
    shutil.copytree(case, moved)
    _, before = sarif_of("main.herald", cwd=moved)
    main = os.path.join(moved, "main.herald")
    body = open(main, encoding="utf-8").read().split("\n")
    open(main, "w", encoding="utf-8").write("\n".join(body[:3] + ["// a comment", "", "// moved down"] + body[3:]))
    _, after = sarif_of("main.herald", cwd=moved)
    prints = lambda d: [r["partialFingerprints"]["primaryLocationLineHash"] for r in d["runs"][0]["results"]]
    lines = lambda d: [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in d["runs"][0]["results"]]
    expect(prints(before) == prints(after) and lines(before) != lines(after),
           f"fingerprints must survive lines inserted above: {prints(before)} {lines(before)} -> {prints(after)} {lines(after)}")

for e in errors[:50]:
    print(e)
print(f"{len(inputs)} inputs, {len(errors)} problems")
sys.exit(1 if errors else 0)
