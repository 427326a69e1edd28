"""A naive reference for Order of Arms' Double Rate Fire and its volleys (1.0, B14.5, lines 1726-1735),
written from the book and not from the engine: one die against the higher of the leader's tactical
and command ratings, the élan modifiers "to the roll against the Leader's command rating", then one
or two volleys of oa_ranged_fire.py at the same target. See afde_fire.py for what a reference is for.

Left out: ratings equal (the roll is then against both, and the book does not say whether the
command rating's modifiers apply), and the units B14.5 names (FB, FBL), which the Weapon vs. Armor
table has no row for: the volleys are the mounted skirmishers' of oa_ranged_fire.py."""
from fractions import Fraction

import oa_ranged_fire


def distribution(export, s):
    """{((the attempt's word, first volley's losses, second volley's or "not rolled"), ()): chance}."""
    attempt, leader = s["attempt"], s["attempt"]["leader"]
    if leader["tactical"] == leader["command"]:
        return None
    against_command = leader["command"] > leader["tactical"]
    elan = attempt["unit"]["elan"]
    modifier = (-1 if elan >= 4 else 1 if elan <= 1 else 0) if against_command else 0
    rating = max(leader["tactical"], leader["command"])
    twice = Fraction(sum(1 for face in range(1, 7) if face + modifier <= rating), 6)
    volley = {}
    fire = oa_ranged_fire.distribution(export, s["fire"])
    if fire is None:
        return None
    for ((_, _, losses), _), p in fire.items():
        volley[losses] = volley.get(losses, Fraction(0)) + p
    out = {}
    for first, p in volley.items():
        if twice < 1:
            key = (("failure", first, "not rolled"), ())
            out[key] = out.get(key, Fraction(0)) + (1 - twice) * p
        for second, q in volley.items():
            if twice > 0:
                key = (("success", first, second), ())
                out[key] = out.get(key, Fraction(0)) + twice * p * q
    return out
