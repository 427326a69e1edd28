#!/usr/bin/env python3
"""The engine held to a naive reference (tests/reference/): random situations of one procedure,
drawn with a fixed seed, each resolved by the reference and by `herald resolve --format json` (500 a
run, the ruleset loaded once: one JSON line a situation), and their exact distributions compared
outcome for outcome; a refusal must be a refusal on both sides.
A difference is shrunk to the smallest situation that still differs (fewer units, plainer values)
and printed as a situation file, ready for tests/resolve/.

usage: reference_check.py HERALD SOURCE_DIR PROCEDURE [--count N] [--seed S] [--jobs J]
  PROCEDURE: fire, melee, charge, rally, initiative (Au fil de l'épée 2010); bombardment_in_weather (a
  sequence: the weather's test and a dice pool), first_player_determination (a sequence rolled
  again on a tie), ranged_fire and close_combat (dice pools), double_rate_volleys (a test, then one or
  two pools), melee_pool (the melee's dice), activation, reaction_roll (meeting the charge),
  interception_roll, wheel_in_place, retreat, leader_casualty, lance_check (broken lances),
  rapid_movement, fallback_fire, breaking_through, melee_check (melee determination), elan_check
  (attacking when Not in Control) (tests), activation_count (a sequence) (Order of Arms 1.0)
The suite runs 1,000 situations a procedure; an on-demand run takes --count 100000 (README)."""
import argparse
import concurrent.futures
import copy
import json
import os
import random
import subprocess
import sys
import tempfile
import threading
from fractions import Fraction

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reference"))
import afde_charge  # noqa: E402
import afde_fire  # noqa: E402
import afde_initiative  # noqa: E402
import afde_melee  # noqa: E402
import afde_rally  # noqa: E402
import oa_bombardment  # noqa: E402
import oa_close_quarters  # noqa: E402
import oa_double_rate  # noqa: E402
import oa_first_player  # noqa: E402
import oa_melee  # noqa: E402
import oa_ranged_fire  # noqa: E402
import oa_tests  # noqa: E402

TERRAINS = ["clear", "wood", "bushes", "marsh", "village", "farm", "stream", "river", "wall", "fortification",
            "gate", "bridge", "track", "road", "level_up", "level_down"]
UNIT_TYPES = ["Ch", "Ha", "Cl", "Su", "Pi", "Mi", "Il", "Ar", "Ab", "Aq", "At"]
INFANTRY = ["Su", "Pi", "Mi", "Il", "Ar", "Ab", "Aq"]
# How often each type is drawn mounted: knights and men at arms on foot now and then (9.3's
# dismounted target), mounted archers and crossbowmen (9.3's mounted firer).
MOUNTED = {"Ch": 0.85, "Ha": 0.85, "Cl": 0.9, "Ar": 0.15, "Ab": 0.15}


def unit(rng, unit_type, orders=("valiant", "discouraged")):
    strength = rng.randint(1, 6)
    u = {"type": unit_type, "strength": strength, "strength_fatigued": rng.randint(1, strength),
         "quality": rng.randint(2, 7), "quality_fatigued": rng.randint(1, 5),
         "fatigue": rng.choice(["fresh", "fatigued"]), "order": rng.choice(orders),
         "mounted": rng.random() < MOUNTED.get(unit_type, 0),
         "moved": rng.random() < 0.3}
    return u


def fire_situation(rng):
    firer_type = rng.choice(afde_fire.FIRE_CAPABLE)
    firers = [unit(rng, firer_type, ("valiant", "discouraged", "routed")) for _ in range(rng.choice([1, 1, 2, 3]))]
    target = unit(rng, rng.choice(UNIT_TYPES), ("valiant", "discouraged", "routed"))
    s = {"firers": firers, "target": target, "range": rng.randint(1, 6), "phase": "ranged",
         "terrain": rng.choice(TERRAINS), "fire_from_inside": False}
    if s["terrain"] in ("wall", "gate"):
        s["fire_from_inside"] = rng.random() < 0.5
    # One artillery counter stacks with one infantry counter (5.2.1): the stacks a map can hold.
    if target["type"] in INFANTRY and rng.random() < 0.4:
        target["mounted"] = False
        s["stacked"] = [unit(rng, "At", ("valiant", "discouraged", "routed"))]
    return s


def rally_situation(rng):
    unit_type = rng.choice(UNIT_TYPES)
    s = {"unit": unit(rng, unit_type, ("discouraged", "routed", "routed", "valiant")),
         "adjacent_enemy": rng.random() < 0.1, "banner_leader_near": rng.random() < 0.4,
         "banner_leader_bonus": rng.randint(0, 3), "army_commander_near": rng.random() < 0.3,
         "army_commander_bonus": rng.randint(0, 3)}
    if unit_type in INFANTRY and rng.random() < 0.3:
        s["unit"]["mounted"] = False
        s["stacked"] = [unit(rng, "At", ("valiant", "discouraged", "routed"))]
    return s


def initiative_situation(rng):
    return {"roller": {"army_commander_bonus": rng.randint(0, 9)},
            "opponent": {"army_commander_bonus": rng.randint(0, 9)}}


CHARGERS = ["Ch", "Ha"]  # 10.2, line 461


def melee_situation(rng):
    attackers = [unit(rng, rng.choice(UNIT_TYPES[:-1])) for _ in range(rng.choice([1, 1, 2]))]
    defender = unit(rng, rng.choice(UNIT_TYPES), ("valiant", "discouraged", "routed"))
    defenders = [defender]
    if defender["type"] in INFANTRY and rng.random() < 0.3:
        defender["mounted"] = False
        defenders.append(unit(rng, "At", (defender["order"],) if rng.random() < 0.7 else ("valiant", "discouraged")))
        for d in defenders:
            d["hex"] = 1
    s = {"attackers": attackers, "defenders": defenders, "charge": "none", "rear_attack": rng.random() < 0.2,
         "terrain": rng.choice(TERRAINS), "counter_charge": False}
    # Charges by mounted Ch and Ha, and now and then by a unit that cannot charge (refused on both sides).
    if rng.random() < (0.6 if all(a["type"] in CHARGERS and a["mounted"] for a in attackers) else 0.08):
        s["charge"] = rng.choice(["front", "rear"] if len(attackers) == 1 else
                                 ["front", "rear", "multiple_front", "multiple_with_rear"])
    if all(d["order"] == "routed" for d in defenders):
        s["charge"], s["rear_attack"] = "none", False
    return s


def pursuit_entry(rng, first):
    entry = {"charge": rng.choice(["front", "front", "rear"]), "terrain": rng.choice(TERRAINS)}
    entry["rear_attack"] = entry["charge"] == "rear" or rng.random() < 0.1
    if first and rng.random() < 0.7:
        entry["again"] = True
    else:
        entry["defenders"] = [unit(rng, rng.choice(UNIT_TYPES[:-1]))]
    return entry


def charge_situation(rng):
    attacker = unit(rng, rng.choice(CHARGERS))
    attacker["mounted"] = True
    defender = unit(rng, rng.choice(UNIT_TYPES))
    s = {"attackers": [attacker], "defenders": [defender], "charge": rng.choice(["front", "front", "rear"]),
         "terrain": rng.choice(TERRAINS), "counter_charge_attempt": False}
    s["rear_attack"] = s["charge"] == "rear" or rng.random() < 0.1
    if rng.random() < 0.85:
        s["elan"] = [pursuit_entry(rng, True)]
        if rng.random() < 0.7:
            s["dispersion"] = [pursuit_entry(rng, False)]
    return s


ARTILLERY = ["mechanical_heavy", "mechanical_medium", "mechanical_light", "gunpowder_heavy", "gunpowder_medium",
             "gunpowder_light", "rocket"]


def bombardment_situation(rng):
    artillery, weather = rng.choice(ARTILLERY), rng.choice(["clear", "rain", "storm", "snow", "heavy_snow", "fog"])
    fire = {"artillery": artillery, "range": rng.randint(1, 3), "troops": rng.random() < 0.9,
            "mma_flank": rng.random() < 0.3, "densely_occupied": rng.random() < 0.1,
            "schiltron_or_phalanx": rng.random() < 0.3, "exceptional_artillery_leader": rng.random() < 0.2,
            "weather": weather, "time": rng.choice(["day", "dawn", "dusk", "night"]),
            "phalanx_target": rng.random() < 0.2}
    return {"weather_roll": {"artillery": artillery, "weather": weather}, "fire": fire}


def first_player_situation(rng):
    def side():
        return {"commander": {"tactical": rng.randint(0, 3), "command": rng.randint(0, 6), "army_commander": True}}
    return {"first": side(), "second": side()}


def ranged_fire_situation(rng):
    unit_type = rng.choice(["MK", "MX"])
    target_type, combatant = rng.choice([("FMA", "foot"), ("FP", "foot"), ("MMA", "mounted"), ("FB", "foot"),
                                         ("MK", "mounted")])
    return {"unit": {"type": unit_type, "combatant": "mounted", "strength": rng.randint(1, 10),
                     "armor": rng.choice(["B", "C", "None"]), "elite": rng.random() < 0.3, "formation": "none"},
            "target": {"type": target_type, "combatant": combatant, "strength": rng.randint(1, 3),
                       "armor": rng.choice(["A", "B", "C", "None"]),
                       "formation": "phalanx" if target_type == "FP" and rng.random() < 0.5 else "none"},
            "range": rng.randint(1, 2), "defender_option": rng.choice(["stand", "stand", "retreat"]),
            "leader": {"tactical": rng.randint(0, 2), "command": rng.randint(0, 3)},
            "terrain_applies": False, "target_terrain_applies": False, "extra_bonus": 0,
            "defensive_bow_fire": False,
            "weapon": rng.choice(["normal", "normal", "club_implement", "arbalest", "hand_gun_a", "hand_gun_b"])}


def double_rate_situation(rng):
    fire = ranged_fire_situation(rng)
    fire["unit"]["type"] = "MK"  # a bow: B14.5 is for non-crossbow archery
    fire["unit"]["elan"] = rng.randint(0, 6)
    leader = {"tactical": rng.randint(0, 4), "command": rng.randint(0, 5), "exceptional": True}
    if leader["tactical"] == leader["command"]:  # the reference leaves equal ratings out
        leader["command"] += 1
    fire["leader"] = leader
    return {"attempt": {"unit": fire["unit"], "leader": leader}, "fire": fire}


def close_combat_situation(rng):
    def oa_unit(phalanx_ok):
        combatant, unit_type = rng.choice([("mounted", "MMA"), ("mounted", "MM"), ("mounted", "MK"), ("mounted", "MS"),
                                           ("foot", "FMA"), ("foot", "FI"), ("foot", "FK"), ("foot", "FP"),
                                           ("foot", "FH")])
        phalanx = phalanx_ok and unit_type in ("FP", "FH") and rng.random() < 0.5
        # Up to ten: more dice than the limit of engagement lets through (B15.5.3), a phalanx's halves
        # and half again on odd strengths.
        return {"type": unit_type, "combatant": combatant, "strength": rng.randint(1, 10),
                "armor": rng.choice(["A", "B", "C", "None"]), "elite": rng.random() < 0.2,
                "formation": "phalanx" if phalanx else "none"}
    attacking = rng.random() < 0.6
    unit = oa_unit(True)
    return {"unit": unit, "target": oa_unit(True), "attacking": attacking, "flanking": rng.random() < 0.2,
            "in_melee": rng.random() < 0.2, "target_polearm": rng.random() < 0.3,
            "leader": {"tactical": rng.randint(0, 2), "command": rng.randint(0, 3), "exceptional": rng.random() < 0.2},
            "terrain_applies": False, "extra_bonus": 0,
            "weapon": rng.choice(["normal", "normal", "club_implement", "couched_lance", "hand_gun_b"]),
            "phalanx_assault": attacking and unit["formation"] == "phalanx" and rng.random() < 0.7}


def oa_melee_situation(rng):
    def oa_unit():
        combatant, unit_type = rng.choice([("mounted", "MMA"), ("mounted", "MK"), ("foot", "FMA"), ("foot", "FP"),
                                           ("foot", "FB")])
        return {"type": unit_type, "combatant": combatant, "strength": rng.randint(1, 10),
                "armor": rng.choice(["A", "B", "C", "None"]), "formation": "none"}
    return {"unit": oa_unit(), "target": oa_unit(), "leader_paired": rng.random() < 0.3,
            "weapon": rng.choice(["normal", "normal", "club_implement", "couched_lance", "arbalest", "hand_gun_b"])}


def oa_leader(rng):
    return {"tactical": rng.randint(0, 3), "command": rng.randint(0, 6), "exceptional": rng.random() < 0.3}


def oa_mma(rng):
    return {"type": "MMA", "combatant": "mounted", "strength": rng.randint(1, 6), "armor": "A",
            "elan": rng.randint(0, 6), "formation": "none"}


def oa_unit_of(rng, unit_type, combatant):
    return {"type": unit_type, "combatant": combatant, "strength": rng.randint(1, 6),
            "armor": rng.choice(["A", "B", "C", "None"]), "elan": rng.randint(0, 7), "formation": "none"}


# Combat units whose élan is their own (C21.1: artillery's is the Army's).
OA_ELAN_CHECKED = [(t, "mounted") for t in ("MMA", "MB", "MXB", "MM", "MK", "MS", "MX")] + \
    [(t, "foot") for t in ("FB", "FBL", "FXB", "FXP", "FXA", "FHG", "FMA", "FH", "FP", "FS", "FI", "FK")]


def breaking_through_situation(rng):
    """A shielded stack stronger than its shield, an attacker at least as strong as both (B15.10)."""
    shielding = rng.randint(1, 8)
    shielded = shielding + rng.randint(1, 8)
    return {"leader": dict(oa_leader(rng), tactical=rng.randint(0, 4), exceptional=True),
            "attacker_strength": shielded + shielding + rng.choice([0, 0, 0, 1, 2, 3, 5]),
            "shielded_strength": shielded, "shielding_strength": shielding}


OA = "rulesets/order-of-arms/order-of-arms-1.0.herald"
OA_TESTS = {
    "activation": lambda rng: {"commander": oa_leader(rng), "first_player_first_roll": rng.random() < 0.5},
    "reaction_roll": lambda rng: {"unit": oa_mma(rng), "leader": oa_leader(rng), "use_elan": rng.random() < 0.5},
    "interception_roll": lambda rng: {"unit": oa_mma(rng), "leader": oa_leader(rng)},
    "wheel_in_place": lambda rng: {"unit": oa_mma(rng), "leader": oa_leader(rng)},
    "retreat": lambda rng: {"unit": dict(oa_mma(rng), type=rng.choice(["MMA", "FMA", "FP"])),
                            "enemy_mounted": rng.random() < 0.5, "own_mounted": rng.random() < 0.5,
                            "elite_in_stack": rng.random() < 0.3, "not_in_control": rng.random() < 0.3,
                            "formation_leader": oa_leader(rng), "formation_leader_present": rng.random() < 0.5,
                            "losses": rng.randint(0, 6)},
    "leader_casualty": lambda rng: {"leader": dict(oa_leader(rng), control_radius=2, treachery=0),
                                    "charge_combat": rng.random() < 0.5, "steps_eliminated": rng.randint(0, 5),
                                    "side_eliminated": rng.random() < 0.2, "bombardment": rng.random() < 0.2,
                                    "extra_bonus": rng.choice([0, 0, 1, 2])},
    "activation_count": lambda rng: {"roll": {"commander": oa_leader(rng),
                                              "first_player_first_roll": rng.random() < 0.5}},
    "lance_check": lambda rng: {"durability": rng.randint(1, 6)},
    # The rolls the book makes only with a Leader of Exceptional Ability, a foot archery unit, a unit
    # Not in Control and out of melee, or stacks that can break through: drawn only where the book rolls.
    "rapid_movement": lambda rng: {"leader": dict(oa_leader(rng), exceptional=True)},
    "fallback_fire": lambda rng: {"unit": oa_unit_of(rng, rng.choice(oa_tests.FOOT_ARCHERY), "foot"),
                                  "own_leader_stacked": rng.random() < 0.5},
    "breaking_through": breaking_through_situation,
    "melee_check": lambda rng: {"lowest_elan": rng.randint(0, 9)},
    "elan_check": lambda rng: {"unit": dict(oa_unit_of(rng, *rng.choice(OA_ELAN_CHECKED)), control="not_in_control",
                                            state="normal")},
}
OA_REFERENCES = {"activation": oa_tests.activation, "reaction_roll": oa_tests.meet_the_charge,
                 "interception_roll": oa_tests.interception, "wheel_in_place": oa_tests.wheel_in_place,
                 "retreat": oa_tests.retreat, "leader_casualty": oa_tests.leader_casualty,
                 "activation_count": oa_tests.activation_count, "lance_check": oa_tests.broken_lances,
                 "rapid_movement": oa_tests.rapid_movement, "fallback_fire": oa_tests.fallback_fire,
                 "breaking_through": oa_tests.breaking_through, "melee_check": oa_tests.melee_determination,
                 "elan_check": oa_tests.not_in_control_attack}


PROCEDURES = {"fire": ("rulesets/afde/afde-2010.herald", fire_situation, afde_fire.distribution),
              **{kind: (OA, OA_TESTS[kind], OA_REFERENCES[kind]) for kind in OA_TESTS},
              "melee_pool": ("rulesets/order-of-arms/order-of-arms-1.0.herald", oa_melee_situation,
                             oa_melee.distribution),
              "close_combat": ("rulesets/order-of-arms/order-of-arms-1.0.herald", close_combat_situation,
                               oa_close_quarters.distribution),
              "double_rate_volleys": ("rulesets/order-of-arms/order-of-arms-1.0.herald", double_rate_situation,
                                      oa_double_rate.distribution),
              "ranged_fire": ("rulesets/order-of-arms/order-of-arms-1.0.herald", ranged_fire_situation,
                              oa_ranged_fire.distribution),
              "first_player_determination": ("rulesets/order-of-arms/order-of-arms-1.0.herald", first_player_situation,
                                             oa_first_player.distribution),
              "bombardment_in_weather": ("rulesets/order-of-arms/order-of-arms-1.0.herald", bombardment_situation,
                                         oa_bombardment.distribution),
              "charge": ("rulesets/afde/afde-2010.herald", charge_situation, afde_charge.distribution),
              "melee": ("rulesets/afde/afde-2010.herald", melee_situation, afde_melee.distribution),
              "initiative": ("rulesets/afde/afde-2010.herald", initiative_situation, afde_initiative.distribution),
              "rally": ("rulesets/afde/afde-2010.herald", rally_situation, afde_rally.distribution)}


def in_reference_terms(document, situation_kind):
    """An engine's distribution (`herald resolve --format json`) in the reference's terms."""
    out = {}
    for o in document["outcomes"]:
        # The roll's results (a fire's results, a test's word, a pool's numbers), then each unit in the
        # report's order. A whole charge is compared by its pursuit and its units: each step's results
        # are the reference's path to them, not its answer.
        verdicts = tuple(part["word"] if part["kind"] == "word" else part["number"] if part["kind"] == "number"
                         else "+".join(part["results"]) or None
                         for part in o["outcome"] if part["kind"] in ("results", "word", "number")
                         and (situation_kind != "charge" or part["key"] == "pursuit"))
        result = verdicts[0] if len(verdicts) == 1 else verdicts
        units = [part for part in o["outcome"] if part["kind"] == "unit"]
        # An eliminated unit has no state left to compare.
        states = tuple(("eliminated",) if u["unit"]["eliminated"] else (u["unit"]["fatigue"], u["unit"]["order"])
                       for u in units)
        key = (result, states)
        out[key] = out.get(key, Fraction(0)) + Fraction(int(o["numerator"]), int(o["denominator"]))
    return out


def engine_batch(herald, ruleset, situation_kind, givens, work):
    """The engine's answer for each situation, [(distribution, None) or (None, why it refused)], from one
    `herald resolve` of them all (the ruleset loaded once, one JSON line a situation)."""
    paths = []
    for i, given in enumerate(givens):
        path = os.path.join(work, f"s{threading.get_ident()}-{i}.json")
        with open(path, "w") as f:
            json.dump({"situation": SITUATION_KIND.get(situation_kind, situation_kind), "given": given}, f)
        paths.append(path)
    if len(paths) == 1:  # one situation: its document, or its refusal on standard error
        paths.append(paths[0])
    p = subprocess.run([herald, "resolve", ruleset, *paths, "--format", "json"], capture_output=True, text=True)
    lines = [json.loads(line) for line in p.stdout.splitlines() if line.strip()]
    # Exit 2: one situation past --memory-budget (its line says so), or not found.
    if p.returncode not in (0, 1, 2) or len(lines) != len(paths):
        raise RuntimeError(f"herald resolve exited {p.returncode}: {p.stderr[-500:]}")
    for path in set(paths):
        os.unlink(path)
    return [(None, line["refused"]) if "refused" in line else (in_reference_terms(line, situation_kind), None)
            for line in lines[:len(givens)]]


# A procedure whose situation has another name (Order of Arms' melee beside Au fil de l'épée's).
SITUATION_KIND = {"melee_pool": "melee"}


def engine(herald, ruleset, procedure, given, work):
    return engine_batch(herald, ruleset, procedure, [given], work)[0]


def compare(mine, theirs, refusal):
    """None when the reference's answer and the engine's agree, else how they differ."""
    if mine is None and theirs is None:
        return None
    if mine is None:
        return f"the engine resolves it, the reference refuses it: {fmt(theirs)}"
    if theirs is None:
        return f"the engine refuses it ({refusal}), the reference gives {fmt(mine)}"
    if mine != theirs:
        return f"the engine gives {fmt(theirs)}, the reference {fmt(mine)}"
    return None


def differs(herald, procedure, given, export, work):
    """None when the engine and the reference agree on the situation, else how they differ."""
    ruleset, _, reference = PROCEDURES[procedure]
    return compare(reference(export, given), *engine(herald, ruleset, procedure, given, work))


def fmt(d):
    return "; ".join(f"{k}: {v}" for k, v in sorted(d.items(), key=str))


def simpler(given):
    """Situations one step plainer than `given`: a unit fewer, a flag off, a smaller number, a plainer
    state, clear terrain."""
    def variants(value, path):
        if isinstance(value, dict):
            for k, v in value.items():
                yield from variants(v, path + [k])
        elif isinstance(value, list):
            if len(value) > (1 if path and path[-1] in ("firers", "attackers", "defenders") else 0):
                for i in range(len(value)):
                    yield path, value[:i] + value[i + 1:]
            for i, v in enumerate(value):
                yield from variants(v, path + [i])
        elif isinstance(value, bool) and value:
            yield path, False
        elif isinstance(value, int) and not isinstance(value, bool) and value > 0:
            yield path, value - 1
        elif value in ("fatigued", "discouraged", "routed") or (isinstance(value, str) and path[-1] == "terrain"
                                                                 and value != "clear"):
            yield path, {"fatigued": "fresh", "discouraged": "valiant", "routed": "discouraged"}.get(value, "clear")
    for path, value in variants(given, []):
        s = copy.deepcopy(given)
        at = s
        for k in path[:-1]:
            at = at[k]
        at[path[-1]] = value
        yield s


def shrink(herald, procedure, given, export, work):
    """The plainest situation that still differs in the same way: each side refusing it or not as
    for the first (a simplification into what the reference leaves out is not kept)."""
    ruleset, _, reference = PROCEDURES[procedure]

    def kind(s):
        """Which sides refuse the situation, and whether they differ on it."""
        mine, (theirs, refusal) = reference(export, s), engine(herald, ruleset, procedure, s, work)
        return mine is None, theirs is None, compare(mine, theirs, refusal) is not None

    first = kind(given)
    changed = True
    while changed:
        changed = False
        for s in simpler(given):
            try:
                if kind(s) == first:
                    given, changed = s, True
                    break
            except (RuntimeError, KeyError, StopIteration, ValueError, IndexError):
                continue
    return given


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("herald")
    parser.add_argument("source")
    parser.add_argument("procedure", choices=sorted(PROCEDURES))
    parser.add_argument("--count", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20261128)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    herald = os.path.abspath(args.herald)
    ruleset, generate, _ = PROCEDURES[args.procedure]
    ruleset = os.path.join(os.path.abspath(args.source), ruleset)
    PROCEDURES[args.procedure] = (ruleset, *PROCEDURES[args.procedure][1:])
    export = json.loads(subprocess.run([herald, "export", ruleset, "--format", "json"], capture_output=True,
                                       text=True, check=True).stdout)
    rng = random.Random(args.seed)
    situations = [generate(rng) for _ in range(args.count)]
    with tempfile.TemporaryDirectory() as work, concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        reference = PROCEDURES[args.procedure][2]
        chunks = [situations[i:i + 500] for i in range(0, len(situations), 500)]
        answers = [a for chunk in pool.map(lambda c: engine_batch(herald, ruleset, args.procedure, c, work), chunks)
                   for a in chunk]
        # A situation drawn twice is worked out once (initiative has 100 distinct ones in 1,000 draws).
        worked = {}
        mine = [worked.setdefault(key, reference(export, s)) if (key := json.dumps(s, sort_keys=True)) not in worked
                else worked[key] for s in situations]
        verdicts = [compare(m, *a) for m, a in zip(mine, answers)]
        wrong = [(s, v) for s, v in zip(situations, verdicts) if v]
        refused = sum(1 for m, (theirs, _) in zip(mine, answers) if m is None and theirs is None)
        both = sum(1 for m, (theirs, _) in zip(mine, answers) if m is not None and theirs is not None)
        if both < 0.4 * len(situations):
            print(f"FAILED: only {both} of {len(situations)} situations are resolved: the generator draws too few "
                  "that can be fought to compare anything")
        if wrong:
            first = shrink(herald, args.procedure, wrong[0][0], export, work)
            print(f"FAILED: {len(wrong)} of {args.count} situations differ; the first, shrunk:")
            print(json.dumps({"situation": args.procedure, "given": first}, indent=2))
            print(differs(herald, args.procedure, first, export, work))
    print(f"reference_check {args.procedure}: {args.count} situations (seed {args.seed}; {refused} refused by both "
          f"sides), {len(wrong)} differ")
    sys.exit(1 if wrong or both < 0.4 * len(situations) else 0)


if __name__ == "__main__":
    main()
