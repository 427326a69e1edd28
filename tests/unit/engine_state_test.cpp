// The reference engine against Au fil de l'épée 2010: rally, changes of state, leaders, initiative.
//
// Every case is built from the rules text: `line N` is a line of
// /work/shared/sources/afde-2010-en.txt, the source of rulesets/afde/afde-2010.herald.
// Every expected number is worked out by hand in a comment from the printed
// tables (Fire Table lines 806-841, Mêlée Table lines 843-931, rally 12.3
// lines 651-676, initiative 6.C lines 215-225); none is copied from the engine's output.

#include <gtest/gtest.h>

#include "engine_cases.hpp"

namespace herald {
namespace {

// ================================================================== rally (12.3)

// "an unmodified roll of 0 on the d10 automatically results in a successful
// rally attempt" (line 661). A routed unit of quality 0: 0 + 1 (routed, line 666)
// = 1 > 0, still a success; "a routed unit which rallies becomes discouraged" (675).
// A roll of 1 gives 2 > 0: failure.
TEST_F(engine_rally, an_unmodified_zero_always_succeeds) {
  value s = rally(unit("Mi", 3, 0, "fresh", "routed"));
  auto r = run("rally", s, {{"d10", {0}}});
  ASSERT_EQ(r.steps.size(), 1u);
  EXPECT_EQ(r.steps[0].total, 1);  // above the quality: only the natural 0 makes it succeed
  EXPECT_EQ(fact(r.final, "rally"), "success");
  EXPECT_EQ(fact(r.final, "unit"), "fresh discouraged");

  auto fail = run("rally", s, {{"d10", {1}}});
  EXPECT_EQ(fact(fail.final, "rally"), "failure");
  EXPECT_EQ(fact(fail.final, "unit"), "fresh routed");
}

// "the rally attempt succeeds if the modified die roll result is less than or
// equal to the quality" (line 660); "if the unit is routed: +1" (line 666).
// Quality 4: a discouraged unit rolling 4 has 4 <= 4, success, and becomes valiant
// (line 674); a routed unit rolling 4 has 5 > 4, failure; rolling 3 has 4, success.
TEST_F(engine_rally, routed_adds_one) {
  auto discouraged = run("rally", rally(unit("Mi", 3, 4, "fresh", "discouraged")), {{"d10", {4}}});
  EXPECT_EQ(fact(discouraged.final, "rally"), "success");
  EXPECT_EQ(fact(discouraged.final, "unit"), "fresh valiant");

  value routed = rally(unit("Mi", 3, 4, "fresh", "routed"));
  auto four = run("rally", routed, {{"d10", {4}}});
  EXPECT_EQ(applied(four.steps.at(0).modifiers, "routed"), 1);
  EXPECT_EQ(four.steps.at(0).total, 5);
  EXPECT_EQ(fact(four.final, "rally"), "failure");
  EXPECT_EQ(fact(run("rally", routed, {{"d10", {3}}}).final, "rally"), "success");
}

// "subtract the leader bonus" of the banner leader (line 667) and of the army
// commander (line 669), but "only the more favorable bonus of the two is used
// (they are not cumulative)" (line 670). Routed q4, banner leader bonus 1, army
// commander bonus 2: +1 - 2 = -1 (not +1 - 1 - 2 = -2).
//   roll 5 -> 4 <= 4: success; roll 6 -> 5 > 4: failure (cumulative bonuses would give 4, a success).
TEST_F(engine_rally, only_the_better_leader_bonus_counts) {
  value s = rally(unit("Mi", 3, 4, "fresh", "routed"), 1, 2);
  auto r = run("rally", s, {{"d10", {6}}});
  auto const& m = r.steps.at(0).modifiers;
  EXPECT_EQ(applied(m, "routed"), 1);
  EXPECT_EQ(applied(m, "army_commander"), -2);
  EXPECT_FALSE(modifier(m, "banner_leader").applies);
  EXPECT_FALSE(modifier(m, "banner_leader").removed_by.empty());
  EXPECT_EQ(m.total, -1);
  EXPECT_EQ(r.steps.at(0).total, 5);
  EXPECT_EQ(fact(r.final, "rally"), "failure");
  EXPECT_EQ(fact(run("rally", s, {{"d10", {5}}}).final, "rally"), "success");

  // The banner leader alone (bonus 3): its bonus counts (line 667): 6 + 1 - 3 = 4 <= 4.
  auto banner = run("rally", rally(unit("Mi", 3, 4, "fresh", "routed"), 3, 0), {{"d10", {6}}});
  EXPECT_EQ(applied(banner.steps.at(0).modifiers, "banner_leader"), -3);
  EXPECT_EQ(banner.steps.at(0).total, 4);
  EXPECT_EQ(fact(banner.final, "rally"), "success");
}

// "if the unit is fatigued: use the quality on the back of the counter" (line 665).
// Quality 5 on the front, 3 on the back, fatigued and discouraged (no modifier):
// a roll of 4 fails (4 > 3) although it would pass the front's 5; a roll of 3 passes.
TEST_F(engine_rally, a_fatigued_unit_uses_the_quality_on_the_back) {
  value s = rally(unit("Mi", 3, 5, "fatigued", "discouraged", false, 2, 3));
  auto r = run("rally", s, {{"d10", {4}}});
  EXPECT_EQ(r.steps.at(0).total, 4);
  EXPECT_EQ(fact(r.final, "rally"), "failure");
  EXPECT_EQ(fact(run("rally", s, {{"d10", {3}}}).final, "rally"), "success");
  // The same unit fresh passes with 4 (4 <= 5).
  auto fresh = run("rally", rally(unit("Mi", 3, 5, "fresh", "discouraged", false, 2, 3)), {{"d10", {4}}});
  EXPECT_EQ(fact(fresh.final, "rally"), "success");
}

// "rally is only possible if the unit is not adjacent to an enemy unit" (line 655);
// rally is for the discouraged and routed units (line 659: "each unit that needs to be rallied").
TEST_F(engine_rally, adjacent_or_valiant_units_cannot_rally) {
  value adjacent = with(rally(unit("Mi", 3, 4, "fresh", "routed")), "adjacent_enemy", boolean(true));
  EXPECT_THROW(run("rally", adjacent, {{"d10", {0}}}), engine::engine_error);
  EXPECT_THROW(run("rally", rally(unit("Mi", 3, 4)), {{"d10", {0}}}), engine::engine_error);
}

// ================================================================== changes of state (11, 12)

// Artillery 4 SP at 1 hex: 3/5 (line 812); 4 SP takes no strength modifier
// (lines 819-821), artillery is never short of strength (819), target Mi on foot
// in clear terrain: total = roll. A 3 discourages (D), a 5 routs (Dr).
class engine_state_fire : public engine_base {
 protected:
  static value at_fire(value target) { return fire({unit("At", 4, 5)}, std::move(target), 1); }
};

TEST_F(engine_state_fire, discouraged_results_accumulate_as_rule_12_says) {
  ASSERT_EQ(engine::afde::prepare_fire(tables(), at_fire(unit("Mi", 4, 4))).modifiers.total, 0);

  // "a unit may become discouraged as the result of fire" (line 610).
  auto valiant = run("fire", at_fire(unit("Mi", 4, 4)), {{"d10", {3}}});
  EXPECT_EQ(fact(valiant.final, "result"), "D");
  EXPECT_EQ(fact(valiant.final, "target"), "fresh discouraged");

  // "already discouraged, but still fresh, remains discouraged but becomes fatigued" (line 611).
  auto fresh = run("fire", at_fire(unit("Mi", 4, 4, "fresh", "discouraged", false, 3, 3)), {{"d10", {3}}});
  EXPECT_EQ(fact(fresh.final, "target"), "fatigued discouraged");

  // "already discouraged, and also fatigued, will rout if it receives a new discouraged result" (line 613).
  auto tired = run("fire", at_fire(unit("Mi", 4, 4, "fatigued", "discouraged", false, 3, 3)), {{"d10", {3}}});
  EXPECT_EQ(fact(tired.final, "result"), "D");
  EXPECT_EQ(fact(tired.final, "target"), "fatigued routed");

  // A routed unit receiving D stays routed (line 645).
  auto routed = run("fire", at_fire(unit("Mi", 4, 4, "fresh", "routed")), {{"d10", {3}}});
  EXPECT_EQ(fact(routed.final, "target"), "fresh routed");
}

TEST_F(engine_state_fire, rout_results_rout_then_eliminate) {
  // "already discouraged, whether fatigued or not, is simply routed (not eliminated)
  // if it receives a rout result" (line 614).
  auto discouraged = run("fire", at_fire(unit("Mi", 4, 4, "fresh", "discouraged")), {{"d10", {5}}});
  EXPECT_EQ(fact(discouraged.final, "result"), "Dr");
  EXPECT_EQ(fact(discouraged.final, "target"), "fresh routed");

  // "a routed unit, whether fresh or fatigued, which receives another rout result is eliminated" (line 647).
  auto routed = run("fire", at_fire(unit("Mi", 4, 4, "fresh", "routed")), {{"d10", {5}}});
  EXPECT_EQ(fact(routed.final, "result"), "Dr");
  EXPECT_EQ(fact(routed.final, "target"), "eliminated");
  auto tired = run("fire", at_fire(unit("Mi", 4, 4, "fatigued", "routed", false, 3, 3)), {{"d10", {5}}});
  EXPECT_EQ(fact(tired.final, "target"), "eliminated");

  // "An artillery unit which suffers a "Rout" result is automatically eliminated" (9.3 line 444).
  auto artillery = run("fire", at_fire(unit("At", 3, 4)), {{"d10", {5}}});
  EXPECT_EQ(fact(artillery.final, "target"), "eliminated");
  // ... while D leaves it in place, discouraged (not a retreat nor a rout).
  auto artillery_d = run("fire", at_fire(unit("At", 3, 4)), {{"d10", {3}}});
  EXPECT_EQ(fact(artillery_d.final, "target"), "fresh discouraged");
}

// A mêlée D + R on a discouraged, fatigued defender: D routs it (line 613), the
// R then moves it as a routed unit (line 646): routed, not eliminated. Mi 4 SP
// (q3) vs Mi 2 SP (fatigued: back 2 SP, q2): 2-1 +2 (851), Mi/Mi 0, 3 > 2 +1 (879),
// all defenders discouraged +2 (896) = +5; roll 6 -> 11: D + R (line 912).
TEST_F(engine_state, melee_d_then_r_on_a_fatigued_discouraged_defender) {
  value s = melee({unit("Mi", 4, 3)}, {unit("Mi", 3, 3, "fatigued", "discouraged", false, 2, 2)});
  ASSERT_EQ(engine::afde::prepare_melee(tables(), s).modifiers.total, 5);
  auto r = run("melee", s, {{"d10", {6}}});
  EXPECT_EQ(fact(r.final, "defenders"), "D + R") << describe(r.final);
  EXPECT_EQ(fact(r.final, "defenders[0] Mi"), "fatigued routed");
}

// ================================================================== leaders (7.5)

// "An unmodified 9 on the mêlée d10 die roll requires a test ... of the leader or
// leaders stacked with the defending unit. An unmodified 0 ... with the attacking
// unit ... roll a d10: 0 to 5 = No effect, 6 or 7 = the leader is captured, 8 = he
// is wounded, 9 = he is killed." (line 931).
// Mi vs Mi, 3 SP each, q3, one leader of bonus 1 on each side: +1 (odds) + 0 (1 - 1).
class engine_leaders_melee : public engine_base {
 protected:
  static value with_leaders(int defender_leaders = 1) {
    value s = melee({unit("Mi", 3, 3)}, {unit("Mi", 3, 3)});
    s = with(s, "attacker_leaders", list({leader(1)}));
    std::vector<value> defenders;
    for (int i = 0; i < defender_leaders; ++i) defenders.push_back(leader(1));
    return with(s, "defender_leaders", list(defenders));
  }
};

TEST_F(engine_leaders_melee, a_natural_nine_tests_the_defending_leaders) {
  std::size_t unused = 99;
  auto r = run("melee", with_leaders(), {{"d10", {9, 7}}}, &unused);
  EXPECT_EQ(unused, 0u);  // the mêlée d10, then the leader's d10
  EXPECT_EQ(fact(r.final, "defender_leaders[0]"), "captured") << describe(r.final);
  EXPECT_EQ(fact(r.final, "attacker_leaders[0]"), absent);
  // 9 + 1 = 10: D + R for the defenders (line 912).
  EXPECT_EQ(fact(r.final, "defenders"), "D + R");
  ASSERT_NE(step_named(r, "leader test"), nullptr);
  EXPECT_EQ(step_named(r, "leader test")->naturals, std::vector<int>{7});

  EXPECT_EQ(fact(run("melee", with_leaders(), {{"d10", {9, 5}}}).final, "defender_leaders[0]"), "no_effect");
  EXPECT_EQ(fact(run("melee", with_leaders(), {{"d10", {9, 6}}}).final, "defender_leaders[0]"), "captured");
  EXPECT_EQ(fact(run("melee", with_leaders(), {{"d10", {9, 8}}}).final, "defender_leaders[0]"), "wounded");
  EXPECT_EQ(fact(run("melee", with_leaders(), {{"d10", {9, 9}}}).final, "defender_leaders[0]"), "killed");

  // Each leader stacked with the defending unit is tested, in order.
  auto two = run("melee", with_leaders(2), {{"d10", {9, 9, 3}}}, &unused);
  EXPECT_EQ(unused, 0u);
  EXPECT_EQ(fact(two.final, "defender_leaders[0]"), "killed");
  EXPECT_EQ(fact(two.final, "defender_leaders[1]"), "no_effect");
}

TEST_F(engine_leaders_melee, a_natural_zero_tests_the_attacking_leaders) {
  std::size_t unused = 99;
  auto r = run("melee", with_leaders(), {{"d10", {0, 8}}}, &unused);
  EXPECT_EQ(unused, 0u);
  EXPECT_EQ(fact(r.final, "attacker_leaders[0]"), "wounded") << describe(r.final);
  EXPECT_EQ(fact(r.final, "defender_leaders[0]"), absent);
  // 0 + 1 = 1: defenders F, attackers R (line 908).
  EXPECT_EQ(fact(r.final, "defenders"), "F");
  EXPECT_EQ(fact(r.final, "attackers"), "R");
}

TEST_F(engine_leaders_melee, other_naturals_test_no_leader) {
  for (int natural = 1; natural <= 8; ++natural) {
    SCOPED_TRACE(natural);
    std::size_t unused = 99;
    // A second roll is given; it must stay unused.
    auto r = run("melee", with_leaders(), {{"d10", {natural, 9}}}, &unused);
    EXPECT_EQ(unused, 1u);
    EXPECT_EQ(fact(r.final, "attacker_leaders[0]"), absent);
    EXPECT_EQ(fact(r.final, "defender_leaders[0]"), absent);
    EXPECT_EQ(step_named(r, "leader test"), nullptr);
  }
}

// The leaders modifier: "+ or - the difference in bonus of all leaders – of the two
// sides – participating in combat" (line 887): attacker 3 + 1, defender 2: +2.
TEST_F(engine_leaders_melee, the_leaders_modifier_is_the_difference_of_bonuses) {
  value s = with(with(melee({unit("Mi", 3, 3)}, {unit("Mi", 3, 3)}), "attacker_leaders", list({leader(3), leader(1)})),
                 "defender_leaders", list({leader(2)}));
  auto p = engine::afde::prepare_melee(tables(), s);
  EXPECT_EQ(applied(p.modifiers, "leaders"), 2);
  EXPECT_EQ(p.modifiers.total, 3);  // +1 odds 1-1
}

// "When firing, an unmodified die roll of 9 on the d10 requires a casualty check
// ... of each leader stacked with the target unit: roll a d10: 0 to 5 = No effect,
// 6 to 8 = leader wounded, 9 = leader killed." (line 841).
// Artillery 4 SP at 1 hex (3/5, no modifier) on a Mi carrying one leader.
TEST_F(engine_leaders, fire_natural_nine_tests_the_target_leaders) {
  value target = with(unit("Mi", 4, 4), "leaders", list({leader(1)}));
  value s = fire({unit("At", 4, 5)}, target, 1);
  std::size_t unused = 99;
  auto r = run("fire", s, {{"d10", {9, 6}}}, &unused);
  EXPECT_EQ(unused, 0u);
  EXPECT_EQ(fact(r.final, "target.leaders[0]"), "wounded") << describe(r.final);  // 6: wounded in fire, captured in mêlée
  EXPECT_EQ(fact(r.final, "result"), "Dr");  // 9 >= 5
  EXPECT_EQ(fact(run("fire", s, {{"d10", {9, 5}}}).final, "target.leaders[0]"), "no_effect");
  EXPECT_EQ(fact(run("fire", s, {{"d10", {9, 8}}}).final, "target.leaders[0]"), "wounded");
  EXPECT_EQ(fact(run("fire", s, {{"d10", {9, 9}}}).final, "target.leaders[0]"), "killed");

  // A natural 0 tests no leader in fire (only the mêlée has the 0 trigger, line 931).
  auto zero = run("fire", s, {{"d10", {0, 9}}}, &unused);
  EXPECT_EQ(unused, 1u);
  EXPECT_EQ(fact(zero.final, "target.leaders[0]"), absent);
}

// ================================================================== initiative (6.C)

// "Each player rolls two d6 and adds the bonus of his army commander" (line 215).
// Arsuf (line 260): Crusader 9 + 3 = 12, Ayyoubid 2 + 2 = 4: "The difference
// between the two results is 8, and this falls under case C.4., with the Crusader
// player gaining the initiative." Dice order: roller's two d6, then the opponent's.
TEST_F(engine_initiative, arsuf_difference_eight_is_c4_for_the_roller) {
  std::size_t unused = 99;
  auto r = run("initiative", initiative(3, 2), {{"d6", {4, 5, 1, 1}}}, &unused);
  EXPECT_EQ(unused, 0u);
  ASSERT_NE(step_named(r, "roller"), nullptr);
  ASSERT_NE(step_named(r, "opponent"), nullptr);
  ASSERT_NE(step_named(r, "difference"), nullptr);
  EXPECT_EQ(step_named(r, "roller")->total, 12);
  EXPECT_EQ(step_named(r, "opponent")->total, 4);
  EXPECT_EQ(step_named(r, "difference")->total, 8);
  EXPECT_EQ(fact(r.final, "case"), "C4") << describe(r.final);
  EXPECT_EQ(fact(r.final, "initiative"), "roller");
}

// "C.1. If the results are equal: neither player has the initiative" (line 217):
// 3 + 4 + 1 = 8 against 5 + 2 + 1 = 8.
TEST_F(engine_initiative, equal_totals_are_c1_and_nobody_has_the_initiative) {
  auto r = run("initiative", initiative(1, 1), {{"d6", {3, 4, 5, 2}}});
  EXPECT_EQ(fact(r.final, "case"), "C1") << describe(r.final);
  EXPECT_EQ(fact(r.final, "initiative"), "none");
  // Equal totals from unequal dice: 6 + 6 + 0 = 12 against 5 + 4 + 3 = 12.
  auto bonus = run("initiative", initiative(0, 3), {{"d6", {6, 6, 5, 4}}});
  EXPECT_EQ(fact(bonus.final, "case"), "C1");
  EXPECT_EQ(fact(bonus.final, "initiative"), "none");
}

// The bands of C.2 (1 to 3, line 219), C.3 (4 to 7, line 223), C.4 (8 or more,
// line 225), at each boundary; no bonus, the opponent rolls 1 + 1 = 2.
TEST_F(engine_initiative, band_boundaries_and_the_higher_total_wins) {
  struct initiative_case {
    int a, b;
    char const* band;
  };
  initiative_case const cases[] = {{2, 1, "C2"}, {4, 1, "C2"}, {4, 2, "C3"}, {6, 3, "C3"}, {6, 4, "C4"}, {6, 6, "C4"}};
  for (auto const& c : cases) {
    SCOPED_TRACE(std::to_string(c.a + c.b - 2));
    auto r = run("initiative", initiative(0, 0), {{"d6", {c.a, c.b, 1, 1}}});
    EXPECT_EQ(fact(r.final, "case"), c.band);
    EXPECT_EQ(fact(r.final, "initiative"), "roller");
  }
  // The opponent's higher total gives him the initiative: 2 against 12, difference 10.
  auto r = run("initiative", initiative(0, 0), {{"d6", {1, 1, 6, 6}}});
  EXPECT_EQ(fact(r.final, "case"), "C4");
  EXPECT_EQ(fact(r.final, "initiative"), "opponent");
}


}  // namespace
}  // namespace herald
