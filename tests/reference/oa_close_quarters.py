"""A naive reference for Order of Arms' close quarters combat (1.0, B15.5.1-B15.5.4, lines 1832-1866;
B15.5.4a's modifiers, lines 1941-1963; C19.0, C20 and C26), written from the book and not from the
engine: the dice of B15.5.1 (a Phalanx attacking in a Phalanx Assault at half again, defending at half,
C26.1-C26.2), the limit of B15.5.3, each die hitting on six or more after the modifiers (dice.py), the
hits each armor deflects, the losses. See afde_fire.py for what a reference is for.

Its units are those the Weapon vs. Armor table has a close quarters row for (MMA, MM, MK, MS; FMA,
FI, FK, FP, FH). Left out: terrain (the chart is cited, not printed), a Leader of Exceptional
Ability's extra bonus, dice assigned by several units."""
from fractions import Fraction

from dice import hits as pool_hits

from oa_ranged_fire import deflected

# C19.0, the Close Quarters Combat lines (2368-2369) and the foot lines (2372-2373), "-" read as 0.
ROWS = {("mounted", t): {"A": 0, "B": 1, "C": 1, "None": 2} for t in ("MMA", "MM", "MK")}
ROWS[("mounted", "MS")] = {"A": -1, "B": 0, "C": 1, "None": 2}
ROWS.update({("foot", t): {"A": 1, "B": 1, "C": 2, "None": 2} for t in ("FMA", "FI", "FK")})
ROWS.update({("foot", t): {"A": 0, "B": 1, "C": 2, "None": 2} for t in ("FP", "FH")})


def dice(s):
    unit, leader = s["unit"], s["leader"]
    strength = unit["strength"]
    if unit["formation"] == "phalanx" and s["attacking"] and s["phalanx_assault"]:
        strength += strength // 2  # C26.1: "increasing the attack strength of phalanx units by 50%"
    elif unit["formation"] == "phalanx" and not s["attacking"]:
        strength = max(1, strength // 2)  # C26.2: "defend only at half strength ... not below one"
    strength += 1 if leader["tactical"] > 0 else 0  # B15.5.1, B3.1.1
    target = s["target"]["strength"]
    # B15.5.3: three times the printed strength or six, whichever is greater; four times or nine
    # for a Leader of Exceptional Ability.
    limit = max(4 * target, 9) if leader.get("exceptional") else max(3 * target, 6)
    return min(strength, limit)


def distribution(export, s):
    """{((hits, hits scored, losses), ()): chance}, or None outside what it covers."""
    unit, target = s["unit"], s["target"]
    row = ROWS.get((unit["combatant"], unit["type"]))
    if row is None or s.get("terrain_applies") or s.get("extra_bonus") or s.get("assigned"):
        return None
    modifier = row[target["armor"]] + sum([bool(unit.get("elite")), s["flanking"], s["in_melee"],
                                           unit["formation"] == "phalanx" and s["attacking"] and not s["target_polearm"]])
    out = {}
    for hits, chance in pool_hits(dice(s), sum(1 for face in range(1, 7) if face + modifier >= 6)).items():
        scored = max(0, hits - deflected(target["armor"], s["weapon"]))
        losses = scored // 2 if target["formation"] == "phalanx" else scored
        key = ((hits, scored, losses), ())
        out[key] = out.get(key, Fraction(0)) + chance
    return out
