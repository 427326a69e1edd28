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
