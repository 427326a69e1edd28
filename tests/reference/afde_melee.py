"""A naive reference for Au fil de l'épée's single mêlée (2010, 10.5-10.8 and the Mêlée Table, lines
843-931), written from the book and not from the engine: the modifiers in the Table's words, "all
cumulative up to + or - 7", every face of the d10, the results in the Table's order applied to each
unit by 10.6, 10.7, 11 and 12.1. It reads the printed cells of the unit types' table and of the
Terrain Chart (from `herald export`); the odds steps are the book's own lines (849-859).

Readings it shares with the ruleset, where the book leaves one open: a charge reads the Terrain
Chart's "Effect on charges" column and any other mêlée "Effect on mêlées"; a discouraged defender
beside a routed one counts both "+1 if one or more, but not all, defenders are discouraged" and "+2 if
... at least one, but not all, defenders are routed" (the Table's "all cumulative").

Left out, where the book gives the engine nothing to be held to or another procedure answers: fire
before the mêlée, leaders, a counter charge, a unit that cannot retreat, several defenders' hexes,
and all defenders routed beside a charge or a rear attack (line 847: "+5 if all defenders are
routed" is not cumulative with the modifiers "linked to facing", which the book does not list). See
afde_fire.py for what a reference is for."""
from fractions import Fraction

from afde_fire import after as after_fire_result
from afde_fire import cell, current_strength
from afde_rally import current_quality

CHARGE = {"none": 0, "front": 3, "rear": 4, "multiple_front": 4, "multiple_with_rear": 5}


def odds_modifier(attack, defence):
    """Lines 849-859, the ratio always rounded in favour of the defender."""
    ratio = Fraction(attack, defence)
    return 2 if ratio >= 2 else 1 if ratio >= 1 else 0 if ratio >= Fraction(1, 2) else \
        -1 if ratio >= Fraction(1, 3) else -2


def signed(text):
    return 0 if text == "NE" else int(text.replace(" ", ""))


def modifiers(export, s):
    """The Mêlée Table's modifiers by name, before the limit; None when the mêlée cannot be fought:
    the terrain forbids it (NA), or a unit charges that cannot."""
    attackers, defenders = s["attackers"], s["defenders"]
    if s["charge"] != "none" and any(a["type"] not in ("Ch", "Ha") or not a["mounted"] for a in attackers):
        return None  # 10.2 (line 461): only mounted Ch and Ha can charge
    out = {}
    terrain = cell(export, "terrain_chart", s["terrain"], "charge" if s["charge"] != "none" else "melee")
    if terrain == "NA":
        return None
    out["terrain"] = signed(terrain)
    # 5.2.1: artillery adds its strength to the infantry's only when defending; stacked units add theirs.
    out["odds"] = odds_modifier(sum(current_strength(u) for u in attackers),
                                sum(current_strength(u) for u in defenders))
    # The note under the table: the unit types most favourable to the defender.
    out["types"] = min(int(cell(export, "melee_types", a["type"], d["type"]).replace("+", ""))
                       for a in attackers for d in defenders)
    # The best quality on each side; a stack defends with the weaker of its two (5.2.1, 5.2.5).
    attack = max(current_quality(u) for u in attackers)
    defence = min(current_quality(u) for u in defenders) if len(defenders) > 1 else current_quality(defenders[0])
    out["quality"] = 1 if attack > defence else -1 if attack < defence else 0
    if s["rear_attack"]:
        out["rear"] = 2
    out["charge"] = CHARGE[s["charge"]]
    discouraged = [u["order"] == "discouraged" for u in attackers]
    if all(discouraged):
        out["attackers_discouraged"] = -2
    elif any(discouraged):
        out["attackers_discouraged"] = -1
    # Three modifiers, each its own line of the Table and "all cumulative": one discouraged defender
    # beside a routed one counts +1 and +2.
    orders = [u["order"] for u in defenders]
    discouraged, routed, n = orders.count("discouraged"), orders.count("routed"), len(orders)
    if 0 < discouraged < n:
        out["some_defenders_discouraged"] = 1
    if discouraged == n or 0 < routed < n:
        out["defenders_discouraged_or_some_routed"] = 2
    if routed == n:
        out["defenders_routed"] = 5
    return out


def band(total):
    """The Results table (defenders, attackers), each in the order it is applied."""
    if total <= -4:
        return ["advance_optional"], ["D", "R"]
    if total <= 0:
        return [], ["F", "R"]
    if total <= 3:
        return ["F"], ["R"]
    if total == 4:
        return [], []
    if total <= 6:
        return ["R"], ["F", "advance_obligatory"]
    if total <= 9:
        return ["F", "R"], ["advance_obligatory"]
    if total <= 13:
        return ["D", "R"], ["advance_obligatory"]
    return ["Dr", "R"], ["advance_obligatory"]


def apply(unit, results):
    """(fatigue, order) or ("eliminated",) after the results, in order: F (11: a fatigued unit stays
    fatigued), D and Dr as after fire (12.1, 12.2.1, 12.2.3), R (10.7: a retreat, the unit able to
    make it); 10.6: artillery that incurs R or Dr is eliminated."""
    fatigue, order = unit["fatigue"], unit["order"]
    for r in results:
        if r in ("R", "Dr") and unit["type"] == "At":
            return ("eliminated",)
        if r == "F":
            fatigue = "fatigued"
        elif r in ("D", "Dr"):
            state = after_fire_result(dict(unit, fatigue=fatigue, order=order), r, False)
            if state == ("eliminated",):
                return state
            fatigue, order = state
        # R: a retreat (or, routed, a one-hex rout move: 12.2.3), the unit able to make it.
    return (fatigue, order)


def distribution(export, s):
    """{((defenders' results, attackers' results), (each attacker's state, each defender's)): chance}."""
    mods = modifiers(export, s)
    if mods is None:
        return None
    total_modifier = max(-7, min(7, sum(mods.values())))
    out = {}
    for face in range(10):
        defence, attack = band(face + total_modifier)
        states = tuple(apply(u, attack) for u in s["attackers"]) + tuple(apply(u, defence) for u in s["defenders"])
        key = (("+".join(defence) or None, "+".join(attack) or None), states)
        out[key] = out.get(key, Fraction(0)) + Fraction(1, 10)
    return out
