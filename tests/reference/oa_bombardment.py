"""A naive reference for Order of Arms' bombardment in weather (1.0, B12.2 and B12.2.1-B12.2.2, lines
1389-1463; C24.2), written from the book and not from the engine: the weather die where the weather
table has a column, then the bombardment within the table's "Max Rng", each die hitting on a six after
the modifiers (dice.py), "a total possible maximum of two (+2) or minimum of minus one (-1)". It reads the printed
cells of the Artillery Strength and the Artillery in Weather Effects tables (from `herald export`).
See afde_fire.py for what a reference is for.

Left out, as the ruleset refuses them by name: a structure as the target (the situation does not
say which kind) and a densely occupied area (C24.2's "+1" to the losses does not say whether a
bombardment without a hit scores one); and the Fates of the Trade (12.23), a roll of its own."""
from fractions import Fraction

from dice import hits as pool_hits

from afde_fire import cell

GUNPOWDER = ("gunpowder_heavy", "gunpowder_medium", "gunpowder_light")
WEATHER_COLUMNS = ("rain", "storm", "snow", "heavy_snow")


def modifier(f):
    """B12.2.2: +1 each (on troops only), -1 each, the total between -1 and +2."""
    plus = f["troops"] and sum([f["mma_flank"], f["densely_occupied"], f["schiltron_or_phalanx"],
                                f["exceptional_artillery_leader"],
                                f["artillery"] in GUNPOWDER and f["range"] == 1])
    minus = sum([f["weather"] in ("rain", "storm", "fog", "snow", "heavy_snow"), f["time"] in ("dawn", "night"),
                 f["artillery"] == "rocket"])
    return max(-1, min(2, plus - minus))


def bombardment(export, f):
    """{losses: chance}, or None when the ruleset cannot weigh it (see above)."""
    if not f["troops"] or f["densely_occupied"]:
        return None
    if f["range"] > int(cell(export, "artillery_strength", f["artillery"], "max_range")):
        return None  # the table's "Max Rng": out of range, no bombardment
    dice = int(cell(export, "artillery_strength", f["artillery"], "troops"))
    m = modifier(f)
    out = {}
    for hits, chance in pool_hits(dice, sum(1 for face in range(1, 7) if face + m >= 6)).items():
        losses = hits * (2 if f["phalanx_target"] else 1)  # C24.2: doubled against a Phalanx
        out[losses] = out.get(losses, Fraction(0)) + chance
    return out


def distribution(export, s):
    """{((the weather roll's word, the losses or "not rolled"), ()): chance}."""
    roll, fire = s["weather_roll"], s["fire"]
    if roll["weather"] in WEATHER_COLUMNS:
        needed = cell(export, "artillery_weather", roll["artillery"], roll["weather"])
        can = Fraction(0) if needed == "X" else Fraction(7 - int(needed), 6)  # "equal or exceeds"
    else:
        can = None  # no weather roll: the artillery fires
    # A bombardment the weather never lets happen is never weighed, whatever it would be.
    losses = bombardment(export, fire) if can != 0 else {}
    if losses is None:
        return None
    if can is None:
        return {(("not rolled", n), ()): p for n, p in losses.items()}
    out = {}
    if can < 1:
        out[(("failure", "not rolled"), ())] = 1 - can
    for n, p in losses.items():
        if can > 0:
            out[(("success", n), ())] = can * p
    return out
