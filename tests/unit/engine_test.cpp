// The reference engine (src/engine) against the rules of Au fil de l'épée 2010: odds, mêlée, fire.
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

// ================================================================== odds (10.5, Mêlée Table)

// "Die roll modifiers for odds ratio (always round in favor of the defender)"
// (line 849): 2-1 and higher +2 (851), 1-1 +1 (853), 1-2 0 (855), 1-3 -1 (857),
// less than 1-3 -2 (859); "Always round the strength ratio in favour of the
// defender" (10.5 line 507): a ratio between two printed steps takes the lower one.
// Mi against Mi in clear terrain with equal quality: no other modifier moves.
TEST_F(engine_odds, ratio_on_a_boundary_and_just_beside_it) {
  struct odds_case {
    int attacker, defender;
    std::int64_t modifier;
    char const* why;
  };
  odds_case const cases[] = {
      {6, 3, +2, "2:1 exactly: the 2-1 step (line 851)"},
      {9, 1, +2, "9:1: \"2 - 1 and higher\" (line 851)"},
      {7, 4, +1, "7:4 = 1.75, just under 2:1: rounds down to 1-1 (line 853)"},
      {3, 3, +1, "1:1 exactly (line 853)"},
      {5, 3, +1, "5:3 = 1.67: rounds down to 1-1, not up to 2-1 (line 507)"},
      {5, 6, 0, "5:6, just under 1:1: the 1-2 step (line 855)"},
      {3, 5, 0, "3:5 = 0.6: between 1-2 and 1-1, rounds to 1-2 (line 855)"},
      {3, 6, 0, "1:2 exactly (line 855)"},
      {2, 5, -1, "2:5 = 0.4: between 1-3 and 1-2, rounds to 1-3 (line 857)"},
      {2, 6, -1, "1:3 exactly (line 857)"},
      {3, 10, -2, "3:10, just under 1:3: less than 1-3 (line 859)"},
      {1, 4, -2, "1:4: less than 1-3 (line 859)"},
  };
  for (auto const& c : cases) {
    SCOPED_TRACE(c.why);
    auto p = engine::afde::prepare_melee(tables(), melee({unit("Mi", c.attacker, 3)}, {unit("Mi", c.defender, 3)}));
    EXPECT_EQ(modifier(p.modifiers, "odds_ratio").delta, c.modifier);
    EXPECT_TRUE(modifier(p.modifiers, "odds_ratio").applies);
    // Mi/Mi is 0 (line 869), same quality, clear terrain NE (line 767): the odds are the whole sum.
    EXPECT_EQ(p.modifiers.raw, c.modifier);
    EXPECT_EQ(p.modifiers.total, c.modifier);
  }
}

// The odds compare current strengths: a fatigued unit uses the back of its
// counter (11.1 line 580). Attacker 6 SP on the front, 3 on the back, against 3:
// fatigued, the odds are 3:3 = 1-1 (+1), not 6:3 = 2-1 (+2).
TEST_F(engine_odds, a_fatigued_unit_counts_the_strength_on_the_back) {
  auto fresh = engine::afde::prepare_melee(tables(), melee({unit("Mi", 6, 3, "fresh", "valiant", false, 3, 3)},
                                                     {unit("Mi", 3, 3)}));
  auto tired = engine::afde::prepare_melee(tables(), melee({unit("Mi", 6, 3, "fatigued", "valiant", false, 3, 3)},
                                                     {unit("Mi", 3, 3)}));
  EXPECT_EQ(modifier(fresh.modifiers, "odds_ratio").delta, 2);
  EXPECT_EQ(modifier(tired.modifiers, "odds_ratio").delta, 1);
}

// ================================================================== mêlée modifiers

// Combined attacks (line 875): "take the unit types most favourable to the
// defender (the "least good" attacker and the "best" defender)"; quality
// (line 883): "use the best quality unit on each side".
// Attackers Ch (3 SP, q6) + Mi (3 SP, q3) against Pi (3 SP, q4):
//   types: Ch/Pi = +2, Mi/Pi = 0 (lines 864, 869, column Pi): the least good
//          attacker is the Mi, the cell most favourable to the defender is 0;
//   quality: best attacker 6 > best defender 4: +1 (line 879), although the Mi (q3)
//          is the unit whose type is used;
//   odds: 6 SP : 3 SP = 2-1: +2 (line 851).
// Sum: 0 + 0 (clear, line 767) + 2 + 0 + 1 + 0 (no leaders) = +3.
TEST_F(engine_melee, combined_attack_takes_the_least_good_attacker_and_the_best_qualities) {
  auto p = engine::afde::prepare_melee(tables(), melee({unit("Ch", 3, 6, "fresh", "valiant", true), unit("Mi", 3, 3)},
                                                 {unit("Pi", 3, 4)}));
  EXPECT_EQ(text_field(p.s, "attacker_type"), "Mi");
  EXPECT_EQ(text_field(p.s, "defender_type"), "Pi");
  EXPECT_EQ(number_field(p.s, "attacker_quality"), 6);
  EXPECT_EQ(number_field(p.s, "defender_quality"), 4);
  EXPECT_EQ(applied(p.modifiers, "unit_types"), 0);
  EXPECT_EQ(applied(p.modifiers, "quality_superior"), 1);
  EXPECT_FALSE(modifier(p.modifiers, "quality_inferior").applies);
  EXPECT_EQ(applied(p.modifiers, "odds_ratio"), 2);
  EXPECT_EQ(p.modifiers.total, 3);
}

// The same rules with several defenders: Ch (4 SP, q5) against Mi (2 SP, q2) +
// Ha (2 SP, q6). Ch/Mi = +3, Ch/Ha = +1 (line 864): the best defender is the Ha,
// +1. Best defender quality 6 > 5: -1 (line 881), although the Ha is not the
// weaker unit. Odds 4:4 = 1-1: +1. Sum: +1 + 1 - 1 = +1.
TEST_F(engine_melee, combined_defence_takes_the_best_defender_type_and_quality) {
  auto p = engine::afde::prepare_melee(tables(), melee({unit("Ch", 4, 5, "fresh", "valiant", true)},
                                                 {unit("Mi", 2, 2), unit("Ha", 2, 6, "fresh", "valiant", true)}));
  EXPECT_EQ(text_field(p.s, "defender_type"), "Ha");
  EXPECT_EQ(applied(p.modifiers, "unit_types"), 1);
  EXPECT_EQ(applied(p.modifiers, "quality_inferior"), -1);
  EXPECT_FALSE(modifier(p.modifiers, "quality_superior").applies);
  EXPECT_EQ(applied(p.modifiers, "odds_ratio"), 1);
  EXPECT_EQ(p.modifiers.total, 1);
}

// "All the modifiers are cumulative up to + or - 7" (line 845); the
// Tremetousia élan (line 572): Ch (3 6 6) charges the discouraged Cl again:
// +1 odds 1-1, +2 Ch vs Cl (line 864), +1 quality 6 > 5, +2 defender discouraged
// (line 896), +3 charge into a front hex (line 890) = +9, "limited up to the
// limit of + or - 7": a roll of 7 gives 14, Dr + R for the defender (line 913).
TEST_F(engine_melee, tremetousia_elan_modifiers_of_nine_are_clamped_to_seven) {
  value s = melee({unit("Ch", 3, 6, "fresh", "valiant", true)},
                  {unit("Cl", 3, 5, "fresh", "discouraged", true)}, "front");
  auto p = engine::afde::prepare_melee(tables(), s);
  EXPECT_EQ(applied(p.modifiers, "odds_ratio"), 1);
  EXPECT_EQ(applied(p.modifiers, "unit_types"), 2);
  EXPECT_EQ(applied(p.modifiers, "quality_superior"), 1);
  EXPECT_EQ(applied(p.modifiers, "defenders_discouraged_or_some_routed"), 2);
  EXPECT_EQ(applied(p.modifiers, "charge_front"), 3);
  EXPECT_EQ(p.modifiers.raw, 9);
  EXPECT_EQ(p.modifiers.total, 7);

  auto r = run("melee", s, {{"d10", {7}}});
  EXPECT_EQ(fact(r.final, "defenders"), "Dr + R") << describe(r.final);
  EXPECT_EQ(fact(r.final, "attackers"), "advance_obligatory");
  // Dr on a fresh discouraged unit: routed (line 614); R on a routed unit: still routed (line 646).
  EXPECT_EQ(fact(r.final, "defenders[0] Cl"), "fresh routed");
  ASSERT_EQ(r.steps.size(), 1u);
  EXPECT_EQ(r.steps[0].total, 14);
}

// The clamp works downwards too (line 845, line 903). Mi (1 SP, q2, discouraged,
// just fired offensively) attacks Ch (4 SP, q6) in a village:
//   -2 village, Effect on mêlées (line 771); -2 odds 1:4 (line 859);
//   -2 Mi vs Ch (line 869); -1 quality 2 < 6 (line 881); -2 offensive fire (line 888);
//   -2 all attackers discouraged (line 893) = -11, clamped to -7.
// A roll of 0 gives -7: defenders Advance optional, attackers D + R (line 906);
// D on a fresh discouraged unit: fatigued discouraged (line 611).
TEST_F(engine_melee, a_sum_of_minus_eleven_is_clamped_to_minus_seven) {
  value attacker = with(unit("Mi", 1, 2, "fresh", "discouraged", false, 1, 1), "fired_offensive", boolean(true));
  value s = melee({attacker}, {unit("Ch", 4, 6, "fresh", "valiant", true)}, "none", "village");
  auto p = engine::afde::prepare_melee(tables(), s);
  EXPECT_EQ(applied(p.modifiers, "terrain_melee"), -2);
  EXPECT_EQ(applied(p.modifiers, "odds_ratio"), -2);
  EXPECT_EQ(applied(p.modifiers, "unit_types"), -2);
  EXPECT_EQ(applied(p.modifiers, "quality_inferior"), -1);
  EXPECT_EQ(applied(p.modifiers, "offensive_fire"), -2);
  EXPECT_EQ(applied(p.modifiers, "attackers_all_discouraged"), -2);
  EXPECT_EQ(p.modifiers.raw, -11);
  EXPECT_EQ(p.modifiers.total, -7);

  auto r = run("melee", s, {{"d10", {0}}});
  EXPECT_EQ(r.steps.at(0).total, -7);
  EXPECT_EQ(fact(r.final, "defenders"), "advance_optional") << describe(r.final);
  EXPECT_EQ(fact(r.final, "attackers"), "D + R");
  EXPECT_EQ(fact(r.final, "attackers[0] Mi"), "fatigued discouraged");
}

// "An artillery unit which incurs a result of "Retreat" or "Rout" is
// automatically eliminated" (10.6 line 516). Mi (3 SP, q3) attacks At (3 SP, q3):
// odds 1-1 +1, Mi vs At 0 (line 869, column At), equal quality, clear: +1.
//   roll 4 -> 5: defenders R (line 910): the At is eliminated, a Mi would only retreat;
//   roll 6 -> 7: defenders F + R (line 911): F, then R eliminates the At;
//   roll 1 -> 2: defenders F (line 908): the At is only fatigued.
TEST_F(engine_melee, artillery_is_eliminated_by_a_retreat) {
  value at = melee({unit("Mi", 3, 3)}, {unit("At", 3, 3, "fresh", "valiant", false, 3, 3)});
  ASSERT_EQ(engine::afde::prepare_melee(tables(), at).modifiers.total, 1);

  auto r = run("melee", at, {{"d10", {4}}});
  EXPECT_EQ(fact(r.final, "defenders"), "R") << describe(r.final);
  EXPECT_EQ(fact(r.final, "defenders[0] At"), "eliminated");
  // Attackers at 5: F + Obligatory advance (line 910).
  EXPECT_EQ(fact(r.final, "attackers"), "F + advance_obligatory");

  value mi = melee({unit("Mi", 3, 3)}, {unit("Mi", 3, 3)});
  auto r_mi = run("melee", mi, {{"d10", {4}}});
  EXPECT_EQ(fact(r_mi.final, "defenders"), "R");
  EXPECT_EQ(fact(r_mi.final, "defenders[0] Mi"), "fresh valiant");

  auto r_fr = run("melee", at, {{"d10", {6}}});
  EXPECT_EQ(fact(r_fr.final, "defenders"), "F + R");
  EXPECT_EQ(fact(r_fr.final, "defenders[0] At"), "eliminated");

  auto r_f = run("melee", at, {{"d10", {1}}});
  EXPECT_EQ(fact(r_f.final, "defenders"), "F");
  EXPECT_EQ(fact(r_f.final, "defenders[0] At"), "fatigued valiant");
}

// ================================================================== fire (9.3)

// "All modifiers are cumulative" (line 815), printed: "+1 ... more than 4
// strength points" (line 820) and "+2 ... more than 8 strength points" (line 821).
// Read as printed, 9 SP earns both: +3. Archers at range 1, target Mi in clear
// terrain, nobody moved, mounted or discouraged: no other modifier.
TEST_F(engine_fire, more_than_eight_strength_points_earn_both_plus_one_and_plus_two) {
  auto nine = engine::afde::prepare_fire(tables(), fire({unit("Ar", 5, 5), unit("Ar", 4, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_TRUE(modifier(nine.modifiers, "large_force").applies);
  EXPECT_TRUE(modifier(nine.modifiers, "very_large_force").applies);
  EXPECT_FALSE(modifier(nine.modifiers, "small_force").applies);
  EXPECT_EQ(applied(nine.modifiers, "large_force") + applied(nine.modifiers, "very_large_force"), 3);
  EXPECT_EQ(nine.modifiers.total, 3);

  // 8 SP is not "more than 8": +1 only.
  auto eight = engine::afde::prepare_fire(tables(), fire({unit("Ar", 4, 5), unit("Ar", 4, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_TRUE(modifier(eight.modifiers, "large_force").applies);
  EXPECT_FALSE(modifier(eight.modifiers, "very_large_force").applies);
  EXPECT_EQ(eight.modifiers.total, 1);

  // 5 SP: more than 4 (line 820).
  auto five = engine::afde::prepare_fire(tables(), fire({unit("Ar", 5, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_EQ(five.modifiers.total, 1);
}

// Exactly 4 SP is neither "less than 4" (line 819) nor "more than 4" (line 820): 0.
// 3 SP: "- 1 ... less than 4 strength points (e.g., archers with strength 3 =
// -1 from the die roll). This does not apply to artillery." (line 819).
TEST_F(engine_fire, four_strength_points_earn_nothing_and_three_cost_one_except_for_artillery) {
  auto four = engine::afde::prepare_fire(tables(), fire({unit("Ar", 4, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_FALSE(modifier(four.modifiers, "small_force").applies);
  EXPECT_FALSE(modifier(four.modifiers, "large_force").applies);
  EXPECT_FALSE(modifier(four.modifiers, "very_large_force").applies);
  EXPECT_EQ(four.modifiers.raw, 0);

  auto archers = engine::afde::prepare_fire(tables(), fire({unit("Ar", 3, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_EQ(applied(archers.modifiers, "small_force"), -1);
  EXPECT_EQ(archers.modifiers.total, -1);

  auto artillery = engine::afde::prepare_fire(tables(), fire({unit("At", 3, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_FALSE(modifier(artillery.modifiers, "small_force").applies);
  EXPECT_EQ(artillery.modifiers.total, 0);

  // Two firers of 2 SP: "combined total of firing units" (line 819) is 4: nothing.
  auto combined = engine::afde::prepare_fire(tables(), fire({unit("Ar", 2, 5), unit("Ar", 2, 5)}, unit("Mi", 4, 4), 1));
  EXPECT_EQ(combined.modifiers.raw, 0);
}

// Fire Table (lines 808-812): Archers print "No firing" at 4 and 5 hexes; the
// Artillery prints 6/8 at 4 hexes.
TEST_F(engine_fire, no_firing_cells_refuse_the_situation) {
  value archers = fire({unit("Ar", 4, 5)}, unit("Mi", 4, 4), 4);
  EXPECT_THROW(engine::afde::prepare_fire(tables(), archers), engine::engine_error);
  EXPECT_THROW(run("fire", archers, {{"d10", {9}}}), engine::engine_error);
  EXPECT_THROW(engine::resolve_all(loaded(), "fire", archers), engine::engine_error);
  // Cl and Il (javelins) print "No firing" from 3 hexes (line 813).
  EXPECT_THROW(engine::afde::prepare_fire(tables(), fire({unit("Cl", 4, 5, "fresh", "valiant", true)}, unit("Mi", 4, 4), 3)),
               engine::engine_error);

  auto artillery = engine::afde::prepare_fire(tables(), fire({unit("At", 4, 5)}, unit("Mi", 4, 4), 4));
  EXPECT_EQ(artillery.discourage, 6);
  ASSERT_TRUE(artillery.rout.has_value());
  EXPECT_EQ(*artillery.rout, 8);
}

// "The target is hit on a roll of a d10 greater than or equal to the numbers
// indicated" (line 831); first number discourages (833), second routs (835);
// "If there is only one figure on the table, it is the die roll required to
// discourage the unit" (837). Archers 4 SP (no modifier) at 1 hex: 5/7 (line 809).
// Crossbows 4 SP at 3 hexes: 9 alone (line 810): a 9 discourages, never routs.
TEST_F(engine_fire, thresholds_are_reached_at_or_above_the_printed_numbers) {
  value archers = fire({unit("Ar", 4, 5)}, unit("Mi", 4, 4), 1);
  EXPECT_EQ(fact(run("fire", archers, {{"d10", {4}}}).final, "result"), "-");
  EXPECT_EQ(fact(run("fire", archers, {{"d10", {5}}}).final, "result"), "D");
  EXPECT_EQ(fact(run("fire", archers, {{"d10", {6}}}).final, "result"), "D");
  EXPECT_EQ(fact(run("fire", archers, {{"d10", {7}}}).final, "result"), "Dr");

  value crossbows = fire({unit("Ab", 4, 5)}, unit("Mi", 4, 4), 3);
  EXPECT_EQ(fact(run("fire", crossbows, {{"d10", {8}}}).final, "result"), "-");
  auto r = run("fire", crossbows, {{"d10", {9}}});
  EXPECT_EQ(fact(r.final, "result"), "D");
  EXPECT_EQ(fact(r.final, "target"), "fresh discouraged");
}

// The Tremetousia defensive fire (line 570): Cl (3 SP, mounted) at 1 hex rolls
// 7, -1 for less than 4 SP, -1 mounted: 5, under 7/8 (line 813): no effect.
TEST_F(engine_fire, tremetousia_defensive_fire_has_no_effect) {
  value s = fire({unit("Cl", 3, 5, "fresh", "valiant", true)},
                 with(unit("Ch", 3, 6, "fresh", "valiant", true), "moved", boolean(true)), 1);
  auto r = run("fire", s, {{"d10", {7}}});
  ASSERT_EQ(r.steps.size(), 1u);
  EXPECT_EQ(applied(r.steps[0].modifiers, "small_force"), -1);
  EXPECT_EQ(applied(r.steps[0].modifiers, "mounted_firer"), -1);
  EXPECT_EQ(r.steps[0].total, 5);
  EXPECT_EQ(fact(r.final, "result"), "-");
  EXPECT_EQ(fact(r.final, "target"), "fresh valiant");
}


}  // namespace
}  // namespace herald
