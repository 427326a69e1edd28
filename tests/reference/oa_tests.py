"""Naive references for Order of Arms' single-die tests (1.0), each written from its paragraph and not
from the engine: every face of the die, the book's comparison. See afde_fire.py for what a reference
is for.

activation (B8.0, line 768): succeeds when the die is at most the Army Commander's command rating
(the number of activations is then the rating less the die, or one when equal: the sequence
activation_count's, not this test's); meet_the_charge (B11.4.1, line 1054): the die at most the
command rating or the printed élan, whichever is being used, no modifiers; interception (B11.5, line
1085): at most the leader's command rating, no modifiers; wheel_in_place (B11.6.1, line 1106): the die
less the leader's tactical rating "equal to or greater" than the printed strength; retreat (B15.5.5,
lines 1878 and 1921-1935): the die with table 15.5.5a's modifiers at most the élan.

The tests below activation_count (each function's docstring cites its lines): broken_lances (B11.11),
rapid_movement (B13.1.3), fallback_fire (B15.9.3), breaking_through (B15.10), melee_determination
(B15.7), not_in_control_attack (B9.1.2), melee_retreat (B15.7). Where the book says the roll is not
made at all (a leader who is not of Exceptional Ability, a unit in melee, an attacker too weak to
break through), the reference refuses the situation: None. Left out: what follows a roll (the
markers placed, the rout of a unit of élan two or less when its Army's Élan is zero, the options of
Fallback & Fire), the Battle Plan Chit's rapid movement (no roll), an artillery unit's élan (its
Army's, C21.1 line 2402, which the situations do not hold)."""
from fractions import Fraction


def test(success_on_face):
    wins = sum(1 for face in range(1, 7) if success_on_face(face))
    out = {}
    if wins:
        out[("success", ())] = Fraction(wins, 6)
    if wins < 6:
        out[("failure", ())] = Fraction(6 - wins, 6)
    return out


def activation(export, s):
    return test(lambda face: face <= s["commander"]["command"])


def meet_the_charge(export, s):
    rating = s["unit"]["elan"] if s["use_elan"] else s["leader"]["command"]
    return test(lambda face: face <= rating)


def interception(export, s):
    return test(lambda face: face <= s["leader"]["command"])


def wheel_in_place(export, s):
    return test(lambda face: face - s["leader"]["tactical"] >= s["unit"]["strength"])


def retreat(export, s):
    modifier = 0
    if s["enemy_mounted"] and not s["own_mounted"]:
        modifier += 1
    if s["elite_in_stack"]:
        modifier -= 1
    if s["not_in_control"]:
        modifier += 1
    if s["formation_leader_present"]:
        modifier -= s["formation_leader"]["command"]
    return test(lambda face: face + modifier <= s["unit"]["elan"])


def leader_casualty(export, s):
    """B3.2 (lines 590-592): two dice with the modifiers of lines 624-640 and B3.3.3 (line 618); a
    casualty on 11 or more (the book's "11, or 12", read with its example of line 1613, where +6 makes
    every roll of 5 and more a casualty). A casualty is the test's failure."""
    modifier = (1 if s["charge_combat"] else 0) + (1 if s["steps_eliminated"] >= 3 else 0) + \
        (2 if s["side_eliminated"] else 0) - (1 if s["bombardment"] else 0) + 2 * s["extra_bonus"]
    out = {}
    for a in range(1, 7):
        for b in range(1, 7):
            key = ("failure" if a + b + modifier >= 11 else "success", ())
            out[key] = out.get(key, Fraction(0)) + Fraction(1, 36)
    return out


def activation_count(export, s):
    """B8.0 (line 768): the die, and the activations it gives: the rating less the die when lower, one
    when equal, none when higher; one more on the First Player's first roll, "even if the die roll
    resulted in no activations"."""
    rating, first = s["roll"]["commander"]["command"], s["roll"]["first_player_first_roll"]
    out = {}
    for die in range(1, 7):
        activations = (rating - die if die < rating else 1 if die == rating else 0) + (1 if first else 0)
        out[((die, activations), ())] = Fraction(1, 6)
    return out


def broken_lances(export, s):
    """B11.11 (lines 1244-1246): one die per natural six; "Rolling equal to or less than the side's
    Lance Durability Value results in a broken lance" (a broken lance is the test's failure)."""
    return test(lambda face: face > s["durability"])


def rapid_movement(export, s):
    """B13.1.3 (line 1546): "A Leader of Exceptional Ability ... rolling one die and comparing it to
    either the leader's tactical or command ratings, whichever is higher. If the die roll is equal to
    or less than the chosen rating", the units may use rapid movement. No modifier is printed. A
    leader not of Exceptional Ability makes no such roll."""
    leader = s["leader"]
    if not leader.get("exceptional"):
        return None
    chosen = max(leader["tactical"], leader["command"])
    return test(lambda face: face <= chosen)


# A2.22 (lines 394-398): the foot ranged units that shoot bows or crossbows; Foot Hand Gunners (line
# 399) are ranged but not "archery".
FOOT_ARCHERY = ("FB", "FBL", "FXB", "FXP", "FXA")


def fallback_fire(export, s):
    """B15.9.3 (line 2021: "friendly foot Ranged Fire archery units") and its Procedure (line 2037):
    one die "compared to élan rating of the Ranged Firing Unit", "equal to or less this value"
    succeeds; line 2041: a unit "stacked with their own leader to whose formation they belong may
    subtract -1" (read as one less, the player always taking it: it only helps). Any other unit makes
    no such roll. Left out: the conditions on the area (not shielded, an attack by foot only), which
    the situation does not hold."""
    unit = s["unit"]
    if unit.get("type") not in FOOT_ARCHERY or unit.get("combatant", "foot") != "foot":
        return None
    modifier = -1 if s["own_leader_stacked"] else 0
    return test(lambda face: face + modifier <= unit["elan"])


def breaking_through(export, s):
    """B15.10 (lines 2043-2060). Only when the shielded stack's printed strength is "greater than"
    the shielding stack's (line 2045) and the attacking stack has a Leader of Exceptional Ability
    and a strength "equal to or greater than" the two together (lines 2047-2048); otherwise no roll.
    The die, with the modifiers of lines 2058-2060 added (read as minus one, minus two, minus one a
    point: a low roll breaks through, line 2054), "equal to or less than" the shielded strength less
    the shielding strength breaks through."""
    leader, attacker = s["leader"], s["attacker_strength"]
    shielded, shielding = s["shielded_strength"], s["shielding_strength"]
    if not leader.get("exceptional") or shielded <= shielding or attacker < shielded + shielding:
        return None
    modifier = -(attacker - (shielded + shielding))
    if leader["tactical"] >= 3:
        modifier -= 2
    elif leader["tactical"] >= 1:
        modifier -= 1
    return test(lambda face: face + modifier <= shielded - shielding)


def melee_determination(export, s):
    """B15.7, Melee Determination (line 1909): "Each player rolls one (1) die. If either result is
    equal to or less than the lowest Élan value [C21.0] on their side, then the areas ... enter
    Melee. Leaders do not modify this die roll." One player's die against his side's lowest élan;
    melee is the test's failure (either player's failure brings it: the other die is another
    situation)."""
    return test(lambda face: face > s["lowest_elan"])


# A2.22 (lines 414-443): the units that are not combat units, or whose élan is the Army's (C21.1).
NOT_ELAN_CHECKED = ("AMB", "AMO", "AMC", "AMM", "AMT", "AGF", "AGC", "AGR", "AGD", "AGB", "AGG", "leader", "camp",
                    "non_combatant")


def not_in_control_attack(export, s):
    """B9.1.2 (line 880): a unit Not in Control "May not attack unless they roll an Élan check
    against their Élan rating"; the book does not spell the check out: read as every élan roll it
    does spell out, one die equal to or less than the rating (lines 1878, 1909, 2037, 2462), with
    no modifier (the +1 of line 882 is for rout checks and retreats). No check for a unit in control
    (line 876 lists the restrictions of the others) nor in melee ("Exception: Units in Melee [B15.7]
    can attack without this restriction", line 880)."""
    unit = s["unit"]
    if unit.get("control") == "in_control" or unit.get("state") == "in_melee" or unit.get("type") in NOT_ELAN_CHECKED:
        return None
    return test(lambda face: face <= unit["elan"])


def melee_retreat(export, s):
    """B15.7 (line 1969): in melee, units "may attempt to retreat ... by rolling equal to or less
    than their printed élan value, adding one (+1) to their die roll attempts for being
    automatically out of control". A paired leader "can be used for retreat die rolls" (B15.7.1, line
    1973) and table 15.5.5a's note says of units in melee "use the Not-in-Control modifier above"
    (line 1939), which leaves its other lines (mounted, elite, the leader's command rating) open:
    a situation with a paired leader is left out (the melee situation holds no leader rating).
    Not driven by reference_check.py: `herald resolve` on a melee situation resolves the pool
    melee, never this test."""
    if s.get("leader_paired"):
        return None
    return test(lambda face: face + 1 <= s["unit"]["elan"])
