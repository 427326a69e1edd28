"""A naive reference for Order of Arms' ranged fire (1.0, B14.3-B14.4, lines 1697-1724; C19.0's
Weapon vs. Armor and C20's deflection, lines 2355-2395; C26's Phalanx losses), written from the book
and not from the engine: the dice of B14.3, the limit of B14.4 C, each die hitting on six or more
after the modifiers (dice.py: the hits of independent dice), the hits each armor deflects, the losses. See afde_fire.py for what
a reference is for.

Its units are the mounted skirmishers and crossbowmen (MK, MX), the only ranged rows of the Weapon
vs. Armor table (a foot archer has none: the engine refuses it by name). Left out: terrain (the
Terrain Effects Chart is cited, not printed), a Leader of Exceptional Ability's extra bonus, the
Defensive Bow Fire, dice assigned by several units."""
from fractions import Fraction

from dice import hits as pool_hits

# C19.0, the Ranged lines (2370-2371), "-" read as no modifier.
WEAPON_VS_ARMOR = {"MK": {"A": -1, "B": 0, "C": 1, "None": 1}, "MX": {"A": 0, "B": 1, "C": 1, "None": 2}}


def deflected(armor, weapon):
    """C20.0 and C20.1: hits an armor deflects from a weapon."""
    if weapon in ("couched_lance", "arbalest"):  # one less than normal: A one, the others none
        return 1 if armor == "A" else 0
    if weapon == "hand_gun_a":
        return 0
    if weapon == "hand_gun_b":  # penetrates all armor but A
        return 2 if armor == "A" else 0
    if armor == "C":  # "only protects against weapon type 'Club Implement'"
        return 1 if weapon == "club_implement" else 0
    return {"A": 2, "B": 1}.get(armor, 0)


def distribution(export, s):
    """{((hits, hits scored, losses), ()): chance}, or None outside what it covers."""
    unit, target, leader = s["unit"], s["target"], s["leader"]
    if unit["type"] not in WEAPON_VS_ARMOR or s.get("terrain_applies") or s.get("target_terrain_applies") or \
            s.get("extra_bonus") or s.get("defensive_bow_fire") or s.get("assigned"):
        return None
    # B14.3: the unit's strength, its leader's tactical bonus; B14.2: a retreating defender costs the
    # attacker one (lines 1675, 1683), "potentially to zero".
    dice = max(0, unit["strength"] + (1 if leader["tactical"] > 0 else 0) - (1 if s["defender_option"] == "retreat" else 0))
    dice = min(dice, 3 * target["strength"])  # B14.4 C: excess dice are lost
    modifier = WEAPON_VS_ARMOR[unit["type"]][target["armor"]] + (1 if unit["elite"] else 0)
    out = {}
    for hits, chance in pool_hits(dice, sum(1 for face in range(1, 7) if face + modifier >= 6)).items():
        scored = max(0, hits - deflected(target["armor"], s["weapon"]))
        losses = scored // 2 if target["formation"] == "phalanx" else scored  # C26: a step per two hits
        key = ((hits, scored, losses), ())
        out[key] = out.get(key, Fraction(0)) + chance
    return out
