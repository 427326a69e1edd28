"""A naive reference for Au fil de l'épée's charge and its pursuit (2010, 10.9, lines 540-556),
written from the book and not from the engine: the charge, the élan and the dispersion each a
mêlée of afde_melee.py over every face of its d10, one after the other from each outcome of the
step before, under 10.9's conditions in its words. See afde_fire.py for what a reference is for.

The situation names each pursuit's target (the map decides who stands in the central front hex): a
pursuit entry `again` is the unit just charged, if it is still there; otherwise the units it lists.
Left out, as for the single mêlée: fire, leaders, a counter charge, a unit that cannot retreat;
and entries that name a target after one result only (`after`), which are the engine's notation."""
from fractions import Fraction

import afde_melee


def state_of(unit, state):
    """The unit as a step leaves it, for the next step to read."""
    return dict(unit, fatigue=state[0], order=state[1])


def advanced_unfatigued(attacker_results, attacker_state):
    """10.9: "an advance after mêlée without 'fatigue' for the attacking unit"; a discouraged unit
    cannot advance (12.1, line 615)."""
    return "advance_obligatory" in attacker_results and "F" not in attacker_results and \
        attacker_state[1] != "discouraged"


def still_in_front(states):
    """An `again` target: the units charged, unless they left the central front hex. A unit that
    becomes routed (by Dr, or by D when discouraged and fatigued) "must immediately retreat two
    hexes" (12.2.1) and then one more for the R (12.2.3); an eliminated one is gone."""
    return all(st != ("eliminated",) and st[1] != "routed" for st in states)


def melee(export, attacker, defenders, entry):
    return afde_melee.distribution(export, {
        "attackers": [attacker], "defenders": defenders, "charge": entry["charge"],
        "rear_attack": entry.get("rear_attack", False), "terrain": entry["terrain"], "counter_charge": False})


def distribution(export, s):
    """{(pursuit, (the attacker's state, each engaged unit's, in the order met)): chance}."""
    if len(s["attackers"]) != 1:
        return None

    first = melee(export, s["attackers"][0], s["defenders"], s)
    if first is None:
        return None
    out = {}
    fresh_at_start = s["attackers"][0]["fatigue"] == "fresh"
    try:
        for ((defence, attack), states), p in first.items():
            attacker, engaged = states[0], list(states[1:])
            steps = [("élan", s.get("elan", [])), ("dispersion", s.get("dispersion", []))]
            _pursue(export, s, steps, fresh_at_start, attacker, s["defenders"], engaged, defence or "",
                    attack or "", "none", p, out)
    except Impossible:
        # A pursuit the dice can lead to that cannot be fought (a hex no charge may enter): the
        # situation cannot be resolved, whatever the chance of reaching it.
        return None
    return out


class Impossible(Exception):
    pass


def _pursue(export, s, steps, fresh_at_start, attacker, met, engaged, defence, attack, pursuit, p, out):
    """From one outcome of a step (the attacker's state, the units met by that step and every unit
    engaged so far, the step's results), the next step if 10.9 lets it happen, else a final state."""
    name, entries = steps[0] if steps else (None, [])
    target = entries[0] if entries else None
    met_states = engaged[-len(met):]
    if target is None or not fresh_at_start or not advanced_unfatigued(attack.split("+"), attacker):
        defenders = []
    elif target.get("again"):
        defenders = [state_of(u, st) for u, st in zip(met, met_states)] if still_in_front(met_states) else []
    else:
        defenders = target.get("defenders", [])
    if not defenders:  # no pursuit, or no one in the central front hex (line 552)
        out[(pursuit, (attacker, *engaged))] = out.get((pursuit, (attacker, *engaged)), Fraction(0)) + p
        return
    result = melee(export, state_of(s["attackers"][0], attacker), defenders, target)
    if result is None:
        raise Impossible()
    before = engaged[:-len(met)] if target.get("again") else engaged
    for ((d, a), states), q in result.items():
        attacker_after, now_engaged = states[0], before + list(states[1:])
        if name == "élan":
            _pursue(export, s, steps[1:], fresh_at_start, attacker_after, defenders, now_engaged, d or "", a or "",
                    "élan", p * q, out)
            continue
        # "Whatever the result of its charge, the attacking unit which executed the Dispersion suffers
        # a 'fatigue' result in addition to the results of the charge, and the pursuit ends."
        if attacker_after != ("eliminated",):
            attacker_after = ("fatigued", attacker_after[1])
        key = ("élan and dispersion", (attacker_after, *now_engaged))
        out[key] = out.get(key, Fraction(0)) + p * q
