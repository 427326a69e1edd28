#!/usr/bin/env python3
"""The TextMate grammar of the rules language (editors/vscode/syntaxes/), run on every
sample of the language reference (tests/samples/) and every bundled ruleset by a
small TextMate tokenizer (match, begin/end, captures, include): every token gets a
scope, no begin/end region is left open at the end of a file, every keyword the
parser knows is scoped as one, and a few lines get the scopes an editor shows.

The grammar keeps to the regular expressions Python's `re` and Oniguruma read alike.

usage: textmate_check.py ROOT"""
import glob
import json
import os
import re
import sys

root = sys.argv[1]
grammar = json.load(open(os.path.join(root, "editors", "vscode", "syntaxes", "herald.tmLanguage.json"), encoding="utf-8"))
failures = []


def expect(condition, message):
    if not condition:
        failures.append(message)


def flatten(patterns):
    """The rules of a pattern list, includes expanded (in order)."""
    out = []
    for p in patterns:
        if "include" in p:
            name = p["include"]
            target = grammar["patterns"] if name == "$self" else grammar["repository"][name[1:]].get("patterns", [])
            out += flatten(target)
        else:
            out.append(p)
    return out


compiled = {}


def regex(text):
    if text not in compiled:
        compiled[text] = re.compile(text)
    return compiled[text]


def earliest(rules, line, pos):
    """The rule whose match starts first at or after `pos` (the first listed on a tie)."""
    best = None
    for rule in rules:
        key = "match" if "match" in rule else "begin"
        m = regex(rule[key]).search(line, pos)
        if m and (best is None or m.start() < best[1].start()):
            best = (rule, m)
    return best


def mark(scopes, m, name, captures):
    for i in range(m.start(), m.end()):
        if name:
            scopes[i].append(name)
    for group, capture in (captures or {}).items():
        g = int(group)
        if m.group(g) is not None and "name" in capture:
            for i in range(m.start(g), m.end(g)):
                scopes[i].append(capture["name"])


def tokenize(text):
    """Each line's characters with their scopes, and the regions still open at the end."""
    stack = []  # open begin/end rules, each with where its content starts on the current line
    result = []
    for line in text.split("\n"):
        scopes = [[] for _ in line]
        stack = [(rule, 0) for rule, _ in stack]
        pos = 0
        while pos <= len(line):
            if stack:
                rule, start = stack[-1]
                end = regex(rule["end"]).search(line, pos)
                inner = earliest(flatten(rule.get("patterns", [])), line, pos)
                if end and (inner is None or end.start() <= inner[1].start()):
                    for i in range(start, end.start()):
                        if rule.get("name"):
                            scopes[i].append(rule["name"])
                    mark(scopes, end, rule.get("name"), rule.get("endCaptures"))
                    stack.pop()  # the stack shrinks: a zero-width end ($) cannot loop
                    pos = end.end()
                    continue
                if inner is None:
                    break
                found = inner
            else:
                found = earliest(flatten(grammar["patterns"]), line, pos)
                if found is None:
                    break
            rule, m = found
            if "match" in rule:
                mark(scopes, m, rule.get("name"), rule.get("captures"))
                pos = m.end() if m.end() > pos else pos + 1
            else:
                mark(scopes, m, rule.get("name"), rule.get("beginCaptures"))
                stack.append((rule, m.end()))
                pos = m.end() if m.end() > m.start() else m.end() + 1
        for rule, start in stack:  # regions running on to the next line
            for i in range(start, len(line)):
                if rule.get("name"):
                    scopes[i].append(rule["name"])
        result.append((line, scopes))
    return result, [rule for rule, _ in stack]


sources = sorted(glob.glob(os.path.join(root, "tests", "samples", "*.herald")) +
                 glob.glob(os.path.join(root, "rulesets", "*", "*.herald")))
expect(len(sources) >= 25, f"only {len(sources)} samples found")
for path in sources:
    name = os.path.relpath(path, root)
    lines, still_open = tokenize(open(path, encoding="utf-8").read())
    expect(not still_open, f"{name}: a region is still open at the end: {[r.get('name') for r in still_open]}")
    for number, (line, scopes) in enumerate(lines, 1):
        bare = [i for i, c in enumerate(line) if not c.isspace() and not scopes[i]]
        if bare:
            failures.append(f"{name}:{number}:{bare[0] + 1}: no scope for {line[bare[0]:bare[0] + 20]!r}")

# Every keyword of the parser is scoped as a keyword (or a type, a constant, an operator word).
keywords = set()
for path in glob.glob(os.path.join(root, "grammar", "*.[ch]pp")):
    keywords.update(re.findall(r'\bkw(?:_text)?\("([a-z_]+)"\)', open(path, encoding="utf-8").read()))
for word in sorted(keywords):
    (line, scopes), = tokenize(word)[0][:1]
    kinds = {s.split(".")[0] for s in scopes[0]} if scopes else set()
    expect(kinds & {"keyword", "constant", "storage"}, f"the parser's keyword '{word}' is scoped {sorted(set(scopes[0]))}")

# What an editor shows on a line of the 2010 edition.
line = 'table fire_table "Fire Table" fr "TABLE DES TIRS" ref "9.3" line 806 { Ar: 5/7 +1 NF; }'
(text, scopes), = tokenize(line)[0]
for token, wanted in (("table", "keyword.declaration.herald"), ("fire_table", "entity.name.type.herald"),
                      ('"Fire Table"', "string.quoted.double.herald"), ("806", "constant.numeric.integer.herald"),
                      ("5/7", "constant.numeric.ratio.herald"), ("+1", "constant.numeric.integer.herald"),
                      ("NF", "variable.other.herald"), ("line", "keyword.other.herald")):
    at = text.index(token)
    expect(all(wanted in scopes[i] for i in range(at, at + len(token))), f"'{token}' is not scoped {wanted}: {scopes[at]}")

for f in failures[:40]:
    print(f)
print(f"textmate: {len(sources)} files, {len(failures)} problems")
sys.exit(1 if failures else 0)
