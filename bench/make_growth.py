#!/usr/bin/env python3
"""Writes the growth inputs of the README's figures into bench/inputs/: a mêlée with N leaders
{bonus 1} a side (tests/resolve/melee_leaders.json, N = 8 and 40) and the charge chain with three
leaders a side (tests/resolve/charge_chain.json). Run again after either source changes."""
import json
import pathlib

here = pathlib.Path(__file__).resolve().parent
cases = here.parent / "tests" / "resolve"
out = here / "inputs"
out.mkdir(exist_ok=True)


def with_leaders(source, n, note):
    situation = json.loads((cases / source).read_text(encoding="utf-8"))
    situation["note"] = note
    for side in ("attacker_leaders", "defender_leaders"):
        situation["given"][side] = [{"bonus": 1} for _ in range(n)]
    return situation


for n in (8, 40):
    doc = with_leaders("melee_leaders.json", n, f"tests/resolve/melee_leaders.json with {n} leaders {{bonus 1}} a side "
                       "(bench/make_growth.py)")
    (out / f"melee_leaders_{n}.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
doc = with_leaders("charge_chain.json", 3, "tests/resolve/charge_chain.json with three leaders {bonus 1} a side "
                   "(bench/make_growth.py)")
(out / "chain_leaders_3.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
