"""A naive reference for Order of Arms' melee (1.0, B15.7, lines 1968-1973), written from the book and
not from the engine: dice equal to the strength (one more with a paired leader, B15.7.1), every face
a hit on a five or a six with no modifier (dice.py), the armor's deflection "reduced by one". See
afde_fire.py for what a reference is for. Left out: dice assigned by several units."""
from fractions import Fraction

from dice import hits as pool_hits

from oa_ranged_fire import deflected


def distribution(export, s):
    """{((hits, hits scored, losses), ()): chance}."""
    if s.get("assigned"):
        return None
    n = s["unit"]["strength"] + (1 if s["leader_paired"] else 0)
    deflection = max(0, deflected(s["target"]["armor"], s["weapon"]) - 1)
    out = {}
    for hits, chance in pool_hits(n, 2).items():  # a five or a six
        scored = max(0, hits - deflection)
        key = ((hits, scored, scored), ())
        out[key] = out.get(key, Fraction(0)) + chance
    return out
