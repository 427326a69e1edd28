"""What the references share: the number of hits of a pool of independent dice."""
from fractions import Fraction
from math import comb


def hits(n, hitting_faces, sides=6):
    """{k: chance of exactly k hits} for n dice each hitting on `hitting_faces` of its `sides` faces:
    every die independent of the others, so k of n in C(n, k) ways (the dice rolled one by one, each
    sequence of faces counted once)."""
    p = Fraction(max(0, min(sides, hitting_faces)), sides)
    chances = {k: comb(n, k) * p ** k * (1 - p) ** (n - k) for k in range(n + 1)}
    return {k: c for k, c in chances.items() if c}  # a count no face can give is no outcome
