"""Naive references for Order of Arms' single-die tests (1.0), each written from its paragraph and not
from the engine: every face of the die, the book's comparison. See afde_fire.py for what a reference
is for.

activation (B8.0, line 768): succeeds when the die is at most the Army Commander's command rating
(the number of activations is then the rating less the die, or one when equal: the sequence
activation_count's, not this test's); meet_the_charge (B11.4.1, line 1054): the die at most the
command rating or the printed élan, whichever is being used, no modifiers; interception (B11.5, line
1085): at most the leader's command rating, no modifiers; wheel_in_place (B11.6.1, line 1106): the die
less the leader's tactical rating "equal to or greater" than the printed strength; retreat (B15.5.5,
lines 1878 and 1921-1935): the die with table 15.5.5a's modifiers at most the élan."""
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
