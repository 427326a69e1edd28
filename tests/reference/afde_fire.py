"""A naive reference for Au fil de l'épée's fire (2010, 9.3 and 12.1), written from the book and not
from the engine: every face of the d10 enumerated, the modifiers as the book prints them, the
result applied to each unit by the words of 12.1, 12.2.1 and 9.3's special cases. It reads only the
printed cells of the tables (the Fire Table and the Terrain Chart's "Effect on fire", from `herald
export`), never the ruleset's conditions or the engine's code, so that a slip in either shows as a
difference.

Readings it shares with the ruleset, where the book leaves one open: the Terrain Chart's "Effect on
fire" is a modifier although 9.3's list does not print it (the chart's column, line 766; the ruleset's
note on terrain_fire), read as a number, NE as 0 and B as no modifier.

What it leaves out, where the book says nothing the engine could be held to or another procedure
answers: leaders (their test is another table), firers of different types (9.3 combines units
"activated at the same time" with no word on which row they read), a routed target unable to make
its further rout move (a map's matter)."""
from fractions import Fraction

FIRE_CAPABLE = ("Ar", "Ab", "Aq", "At", "Cl", "Il")


def current_strength(unit):
    """The counter's back when fatigued (11.1)."""
    return unit.get("strength_fatigued", unit["strength"]) if unit["fatigue"] == "fatigued" else unit["strength"]


def cell(export, table, row, column):
    for c in next(t for t in export["tables"] if t["name"] == table)["cells"]:
        if c["row"] == [row] and c["column"] == [column]:
            return c["text"]
    return None


def threshold(export, firer_type, rng):
    """The Fire Table's cell: (discourage, rout or None), or None for "No firing" and beyond the table."""
    text = cell(export, "fire_table", firer_type, rng)
    if text is None or not text[0].isdigit():
        return None
    figures = [int(x) for x in text.split("/")]
    return figures[0], (figures[1] if len(figures) > 1 else None)


def terrain_effect(export, terrain, from_inside):
    """The Terrain Chart's "Effect on fire": NE is no effect, B only blocks the line of sight, "a / b [a]"
    is a from outside and b from the inside of a wall or gate (footnote [a])."""
    text = cell(export, "terrain_chart", terrain, "fire").replace("[a]", "").strip()
    parts = [p.strip() for p in text.split("/")]
    numbers = [0 if p == "NE" else int(p.replace(" ", "")) for p in parts if p != "B"]
    if len(numbers) == 2:
        return numbers[1] if from_inside else numbers[0]
    return numbers[0]


def modifiers(export, s):
    """9.3's modifiers, "all cumulative", each as the book words it; the terrain's effect last."""
    firers, target = s["firers"], s["target"]
    strength = sum(current_strength(f) for f in firers)
    out = {}
    if strength < 4 and firers[0]["type"] != "At":
        out["small_force"] = -1
    if strength > 4:
        out["large_force"] = 1
    if strength > 8:
        out["very_large_force"] = 2
    if target["type"] in ("Ch", "Ha") and not target["mounted"]:
        out["dismounted_target"] = -1
    if any(f.get("moved") for f in firers):
        out["firer_moved"] = -1
    if any(f["mounted"] for f in firers):
        out["mounted_firer"] = -1
    if any(f["order"] == "discouraged" for f in firers):
        out["discouraged_firer"] = -1
    out["terrain"] = terrain_effect(export, s["terrain"], s["fire_from_inside"])
    return out


def after(unit, result, artillery_eliminated):
    """A unit's state after D or Dr, (fatigue, order) or ("eliminated",) (12.1; 12.2.1; 12.2.3 for a
    routed unit; 9.3: an artillery unit that suffers a Rout result is eliminated)."""
    fatigue, order = unit["fatigue"], unit["order"]
    if result is None:
        return (fatigue, order)
    if result == "Dr":
        # 12.2.3: "a routed unit ... which receives another rout result is eliminated".
        if order == "routed" or (artillery_eliminated and unit["type"] == "At"):
            return ("eliminated",)
        return (fatigue, "routed")
    if order == "routed":  # 12.2.3: a further two-hex move, "and remain in a routed state"
        return (fatigue, order)
    if order == "valiant":
        return (fatigue, "discouraged")
    if fatigue == "fresh":  # discouraged, fresh: stays discouraged, becomes fatigued
        return ("fatigued", "discouraged")
    # Discouraged and fatigued: routed. Not "a Rout result" (9.3), which alone eliminates artillery.
    return (fatigue, "routed")


def suffers(s):
    """Which units of the hex take the result (9.3's special cases: artillery only alone, or under
    an artillery unit's fire)."""
    hex_units = [s["target"], *s.get("stacked", [])]
    artillery_fire = s["firers"][0]["type"] == "At"
    if len(hex_units) == 1 or artillery_fire:
        return [True] * len(hex_units)
    return [u["type"] != "At" for u in hex_units]


def distribution(export, s):
    """{(result, (state of the target, state of each stacked unit)): chance}, or None when the fire
    cannot be made (no firing at that range)."""
    cut = threshold(export, s["firers"][0]["type"], s["range"])
    if cut is None:
        return None
    total_modifier = sum(modifiers(export, s).values())
    hit = suffers(s)
    out = {}
    for face in range(10):
        total = face + total_modifier
        result = "Dr" if cut[1] is not None and total >= cut[1] else "D" if total >= cut[0] else None
        states = tuple(after(u, result if hit[i] else None, True) for i, u in
                       enumerate([s["target"], *s.get("stacked", [])]))
        key = (result, states)
        out[key] = out.get(key, Fraction(0)) + Fraction(1, 10)
    return out
