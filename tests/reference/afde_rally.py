"""A naive reference for Au fil de l'épée's rally (2010, 12.3, and 5.2.6's stack), written from the
book and not from the engine: every face of the d10, the modifiers as 12.3 lists them, the effects
of a rally by its words. See afde_fire.py for what a reference is for."""
from fractions import Fraction


def current_quality(unit):
    """12.3: "if the unit is fatigued: use the quality on the back of the counter"."""
    return unit.get("quality_fatigued", unit["quality"]) if unit["fatigue"] == "fatigued" else unit["quality"]


def rallied(unit):
    """12.3's effects: discouraged becomes valiant, routed becomes discouraged."""
    order = {"discouraged": "valiant", "routed": "discouraged"}.get(unit["order"], unit["order"])
    return (unit["fatigue"], order)


def distribution(export, s):
    """{("success" or "failure", (the unit's state, each stacked unit's)): chance}, or None when no
    rally can be attempted (an enemy adjacent, line 655; no unit that needs it, line 659)."""
    unit, stacked = s["unit"], s.get("stacked", [])
    # "a d10 for each unit that needs to be rallied", two stacked units "a single counter for rally
    # attempts" (line 175): a stack rallies when one of its units needs it.
    if s["adjacent_enemy"] or all(u["order"] == "valiant" for u in [unit, *stacked]):
        return None
    # 5.2.6 (line 175): two stacked units make one roll, with the higher quality of the two.
    quality = max(current_quality(u) for u in [unit, *stacked])
    # "if the unit is routed: +1": the situation's unit, the one rolling (the book does not say which
    # unit of a stack it reads).
    modifier = 1 if unit["order"] == "routed" else 0
    # The banner leader's and the army commander's bonuses are not cumulative: the better one.
    bonuses = [s["banner_leader_bonus"] if s["banner_leader_near"] else 0,
               s["army_commander_bonus"] if s["army_commander_near"] else 0]
    modifier -= max(bonuses)
    out = {}
    for face in range(10):
        success = face == 0 or face + modifier <= quality
        units = [unit, *stacked]
        key = ("success", tuple(rallied(u) for u in units)) if success else \
            ("failure", tuple((u["fatigue"], u["order"]) for u in units))
        out[key] = out.get(key, Fraction(0)) + Fraction(1, 10)
    return out
