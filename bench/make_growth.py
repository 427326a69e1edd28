#!/usr/bin/env python3
"""Writes the growth inputs of the README's figures into bench/inputs/: a mêlée with N leaders
{bonus 1} a side (tests/resolve/melee_leaders.json, N = 8 and 40), the charge chain with three
leaders a side (tests/resolve/charge_chain.json), a mêlée with 16 defensive fire orders at alike
targets (tests/resolve/melee_defensive_fire.json) and Order of Arms' charge of the book at 24 dice
against 12 (tests/resolve/oa_charge_result_l1.json at strengths 13 and 12). Run again after a
source changes."""
import copy
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

doc = json.loads((cases / "melee_defensive_fire.json").read_text(encoding="utf-8"))
doc["note"] = ("tests/resolve/melee_defensive_fire.json with 16 Ch attacking and 16 Cl defending, each Cl firing at "
               "the Ch of its own index (bench/make_growth.py)")
given = doc["given"]
given["attackers"] = [copy.deepcopy(given["attackers"][0]) for _ in range(16)]
given["defenders"] = [copy.deepcopy(given["defenders"][0]) for _ in range(16)]
given["defensive_fire"] = [{"firer": i, "target": i, "terrain": "clear"} for i in range(16)]
(out / "melee_fire_orders_16.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

doc = json.loads((cases / "oa_charge_result_l1.json").read_text(encoding="utf-8"))
doc["note"] = ("tests/resolve/oa_charge_result_l1.json (Order of Arms 1.0) with L1 at strength 13 and F1 at 12: "
               "24 dice against 12, lances that may break both ways (bench/make_growth.py)")
for side, other, strength in (("attacker", "defender", 13), ("defender", "attacker", 12)):
    doc["given"][side]["unit"]["strength"] = strength
    doc["given"][other]["target"]["strength"] = strength
(out / "oa_charge_24v12.json").write_text(json.dumps(doc, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
