"""A naive reference for Order of Arms' First Player Determination (1.0, B7.0, line 736), written from
the book and not from the engine: each player's die and his Army Commander's Command Rating, "Roll
again in the event of a tie", so that the totals kept are those of the first round without a tie:
every pair of faces that does not tie, each as likely as the others. See afde_fire.py for what a
reference is for."""
from fractions import Fraction
from itertools import product


def distribution(export, s):
    """{((first total, second total, "success" when the first side is First Player, else "failure"), ()): chance}."""
    first, second = s["first"]["commander"]["command"], s["second"]["commander"]["command"]
    pairs = [(a + first, b + second) for a, b in product(range(1, 7), repeat=2) if a + first != b + second]
    return {((f, g, "success" if f > g else "failure"), ()): Fraction(1, len(pairs)) for f, g in pairs}
