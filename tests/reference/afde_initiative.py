"""A naive reference for Au fil de l'épée's initiative (2010, 6.C, lines 215-225), written from the
book and not from the engine: every face of the four d6 (two a player), each total the two dice and
the army commander's bonus, the case by the difference. See afde_fire.py for what a reference is for."""
from fractions import Fraction
from itertools import product


def case(difference):
    """C.1 equal, C.2 a difference of 1 to 3, C.3 of 4 to 7, C.4 of 8 or more."""
    return "C1" if difference == 0 else "C2" if difference <= 3 else "C3" if difference <= 7 else "C4"


def distribution(export, s):
    """{((case, who has the initiative), ()): chance}: the roller, the opponent or none."""
    out = {}
    for a, b, c, d in product(range(1, 7), repeat=4):
        roller = a + b + s["roller"]["army_commander_bonus"]
        opponent = c + d + s["opponent"]["army_commander_bonus"]
        who = "none" if roller == opponent else "roller" if roller > opponent else "opponent"
        key = ((case(abs(roller - opponent)), who), ())
        out[key] = out.get(key, Fraction(0)) + Fraction(1, 6 ** 4)
    return out
