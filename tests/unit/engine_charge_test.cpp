// The reference engine against Au fil de l'épée 2010: the charge chain and exact distributions.
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

// ================================================================== charge, élan, dispersion (10.9)

// Ch (3 SP, q6, mounted) charges a mounted Ha (3 SP, q6; back 3 SP, q4) in a front hex:
// +1 odds 1-1, +1 Ch vs Ha (line 864), quality 6 = 6: 0, +3 charge (line 890) = +5.
//   roll 0 -> 5: defenders R, attackers F + Obligatory advance (line 910);
//   roll 2 -> 7: defenders F + R, attackers Obligatory advance (line 911).
value charging_ch(std::string const& fatigue = "fresh") { return unit("Ch", 3, 6, fatigue, "valiant", true, 3, 6); }
value charged_ha() { return unit("Ha", 3, 6, "fresh", "valiant", true, 3, 4); }

// "If the charging unit was not already fatigued at the start, and if the initial
// charge results in an advance after mêlée without "fatigue" for the attacking
// unit, the latter must execute an Elan" (line 540).
// Roll 2: advance without F: élan against the same Ha, now fatigued (F + R):
// +1 odds (3 SP on its back), +1 Ch vs Ha, +1 quality 6 > 4, +3 = +6; roll 5 -> 11:
// D + R (line 912): the Ha, fatigued valiant, becomes fatigued discouraged.
TEST_F(engine_charge, elan_follows_an_advance_without_fatigue_by_a_fresh_charger) {
  std::size_t unused = 99;
  auto r = run("charge", charge(charging_ch(), charged_ha(), {pursue_again()}), {{"d10", {2, 5}}}, &unused);
  EXPECT_EQ(unused, 0u);
  EXPECT_EQ(fact(r.final, "charge: defenders"), "F + R") << describe(r.final);
  EXPECT_EQ(fact(r.final, "charge: attackers"), "advance_obligatory");
  EXPECT_EQ(fact(r.final, "pursuit"), "élan");
  ASSERT_NE(step_named(r, "élan"), nullptr);
  EXPECT_EQ(step_named(r, "élan")->modifiers.total, 6);
  EXPECT_EQ(step_named(r, "élan")->total, 11);
  EXPECT_EQ(fact(r.final, "élan: defenders"), "D + R");
  EXPECT_EQ(fact(r.final, "engaged[0] Ha"), "fatigued discouraged");
  EXPECT_EQ(fact(r.final, "attackers[0] Ch"), "fresh valiant");  // no dispersion: not fatigued
}

// Roll 0: F + Obligatory advance: an advance *with* fatigue, no élan (line 540).
TEST_F(engine_charge, no_elan_after_an_advance_with_fatigue) {
  std::size_t unused = 99;
  auto r = run("charge", charge(charging_ch(), charged_ha(), {pursue_again()}), {{"d10", {0, 9}}}, &unused);
  EXPECT_EQ(unused, 1u);
  EXPECT_EQ(fact(r.final, "charge: attackers"), "F + advance_obligatory") << describe(r.final);
  EXPECT_EQ(fact(r.final, "pursuit"), "none");
  EXPECT_EQ(step_named(r, "élan"), nullptr);
  EXPECT_EQ(fact(r.final, "attackers[0] Ch"), "fatigued valiant");
}

// A charger already fatigued at the start makes no élan (line 540), even after an
// advance without F. Fatigued Ch with the same back (3 SP, q6): roll 2 -> 7 as above.
TEST_F(engine_charge, no_elan_when_the_charger_started_fatigued) {
  std::size_t unused = 99;
  auto r = run("charge", charge(charging_ch("fatigued"), charged_ha(), {pursue_again()}), {{"d10", {2, 9}}}, &unused);
  EXPECT_EQ(unused, 1u);
  EXPECT_EQ(fact(r.final, "charge: attackers"), "advance_obligatory") << describe(r.final);
  EXPECT_EQ(fact(r.final, "pursuit"), "none");
  EXPECT_EQ(step_named(r, "élan"), nullptr);
}

// The Tremetousia example (lines 570-572): charge 4 + 7 = 11 D + R; élan 7 + 7
// (clamped from 9) = 14 Dr + R; dispersion 2 + 7 = 9 F + R against the Ha on
// lower ground (+1 Effect on charges, line 782). "Whatever the result of its
// charge, the attacking unit which executed the Dispersion suffers a "fatigue"
// result ... and the pursuit ends" (line 542): the Ch ends fatigued.
TEST_F(engine_charge, tremetousia_dispersion_ends_with_the_charger_fatigued) {
  value s = charge(unit("Ch", 3, 6, "fresh", "valiant", true), unit("Cl", 3, 5, "fresh", "valiant", true),
                   {pursue_again()}, {pursue({unit("Ha", 3, 5, "fresh", "valiant", true)}, "level_down")});
  std::size_t unused = 99;
  auto r = run("charge", s, {{"d10", {4, 7, 2}}}, &unused);
  EXPECT_EQ(unused, 0u);
  EXPECT_EQ(fact(r.final, "charge: defenders"), "D + R") << describe(r.final);
  EXPECT_EQ(fact(r.final, "élan: defenders"), "Dr + R");
  EXPECT_EQ(fact(r.final, "dispersion: defenders"), "F + R");
  EXPECT_EQ(fact(r.final, "dispersion: attackers"), "advance_obligatory");  // no F from the table...
  EXPECT_EQ(fact(r.final, "attackers[0] Ch"), "fatigued valiant");          // ... but fatigued all the same
  EXPECT_EQ(fact(r.final, "engaged[0] Cl"), "fresh routed");
  EXPECT_EQ(fact(r.final, "engaged[1] Ha"), "fatigued valiant");
  ASSERT_NE(step_named(r, "élan"), nullptr);
  EXPECT_EQ(step_named(r, "élan")->modifiers.raw, 9);
  EXPECT_EQ(step_named(r, "élan")->total, 14);
  ASSERT_NE(step_named(r, "dispersion"), nullptr);
  EXPECT_EQ(applied(step_named(r, "dispersion")->modifiers, "terrain_charge"), 1);
  EXPECT_EQ(step_named(r, "dispersion")->total, 9);
}

// "If the result of the Elan involves a new advance after mêlée without "fatigue"
// ... the latter can choose to execute a Dispersion" (line 542): an élan ending in
// F + Obligatory advance allows none. Charge roll 2 (F + R, as above); élan +6,
// roll 0 -> 6: attackers F + Obligatory advance (line 910): no dispersion.
TEST_F(engine_charge, no_dispersion_after_an_elan_with_fatigue) {
  value s = charge(charging_ch(), charged_ha(), {pursue_again()}, {pursue({unit("Mi", 3, 3)})});
  std::size_t unused = 99;
  auto r = run("charge", s, {{"d10", {2, 0, 9}}}, &unused);
  EXPECT_EQ(unused, 1u);
  EXPECT_EQ(fact(r.final, "élan: attackers"), "F + advance_obligatory") << describe(r.final);
  EXPECT_EQ(step_named(r, "dispersion"), nullptr);
  EXPECT_EQ(fact(r.final, "engaged[1] Mi"), absent);
  EXPECT_EQ(fact(r.final, "attackers[0] Ch"), "fatigued valiant");
}

// "an unrouted cavalry unit of type Ch or Ha that is the target of a charge can
// attempt a counter charge" (10.3 line 479): a Cl cannot ("The unit that is the
// target of the charge is neither a Ch nor an Ha, so it can not attempt a counter
// charge", line 570), nor can a dismounted Ha ("Ch and Ha on foot can't charge", line 461).
TEST_F(engine_charge, counter_charge_by_a_cl_or_a_dismounted_ha_is_refused) {
  value cl = charge(charging_ch(), unit("Cl", 3, 5, "fresh", "valiant", true), {}, {}, true);
  EXPECT_THROW(run("charge", cl, {{"d10", {0, 0}}}), engine::engine_error);
  try {
    run("charge", cl, {{"d10", {0, 0}}});
  } catch (engine::engine_error const& e) {
    EXPECT_NE(e.rule.find("10.3"), std::string::npos) << e.rule;
  }
  value on_foot = charge(charging_ch(), unit("Ha", 3, 5), {}, {}, true);
  EXPECT_THROW(run("charge", on_foot, {{"d10", {0, 0}}}), engine::engine_error);
}

// 10.3 (line 479): "if the score is less than or equal to the quality of the unit,
// then the counter charge succeeds and all the die roll modifiers for charging are
// disregarded". Mounted Ha q5 against the Ch: without the charge, +1 odds, +1 Ch vs
// Ha, +1 quality 6 > 5 = +3; with it, +3 more (line 890).
//   counter charge roll 5 (<= 5): success; mêlée roll 4 -> 7: F + R (line 911);
//   counter charge roll 6 (> 5): failure; mêlée roll 4 -> 10: D + R (line 912).
TEST_F(engine_charge, a_successful_counter_charge_cancels_the_charge_modifiers) {
  value s = charge(charging_ch(), unit("Ha", 3, 5, "fresh", "valiant", true, 3, 4), {}, {}, true);
  std::size_t unused = 99;
  auto success = run("charge", s, {{"d10", {5, 4}}}, &unused);
  EXPECT_EQ(unused, 0u);
  EXPECT_EQ(fact(success.final, "charge: counter charge"), "success") << describe(success.final);
  engine::step const* fought = step_named(success, "charge");
  ASSERT_NE(fought, nullptr);
  EXPECT_FALSE(modifier(fought->modifiers, "charge_front").applies);
  EXPECT_FALSE(modifier(fought->modifiers, "terrain_charge").applies);
  EXPECT_TRUE(modifier(fought->modifiers, "terrain_melee").applies);
  EXPECT_EQ(fought->modifiers.total, 3);
  EXPECT_EQ(fought->total, 7);
  EXPECT_EQ(fact(success.final, "charge: defenders"), "F + R");

  auto failure = run("charge", s, {{"d10", {6, 4}}}, &unused);
  EXPECT_EQ(fact(failure.final, "charge: counter charge"), "failure") << describe(failure.final);
  engine::step const* charged = step_named(failure, "charge");
  ASSERT_NE(charged, nullptr);
  EXPECT_EQ(applied(charged->modifiers, "charge_front"), 3);
  EXPECT_EQ(charged->modifiers.total, 6);
  EXPECT_EQ(charged->total, 10);
  EXPECT_EQ(fact(failure.final, "charge: defenders"), "D + R");
}

// The élan "again" charges the units just charged (record pursuit, 10.9 line 556:
// "it can be attacked again in Elan or Dispersion"); the leaders stacked with them
// stay with them through the retreat (7.5 line 331: a leader accompanies his unit)
// and still count: "+ or - the difference in bonus of all leaders" (line 887) and the
// natural 9 test of the leaders stacked with the defending unit (line 931).
// charging_ch against charged_ha with a defending leader of bonus 1: charge +5 - 1 = +4;
// roll 3 -> 7: F + R, advance: élan against the Ha, fatigued (back 3 SP, q4):
// +1 odds, +1 Ch vs Ha, +1 quality 6 > 4, +3 front, -1 leader = +5; roll 9 -> 14,
// and the natural 9 tests the defending leader (roll 5: no effect, line 931).
value charge_with_defending_leader() {
  return with(charge(charging_ch(), charged_ha(), {pursue_again()}), "defender_leaders", list({leader(1)}));
}

// The procedure template itself, given a pursuit that names no leaders, keeps them.
TEST_F(engine_charge, elan_again_keeps_the_defending_leaders_in_the_template) {
  engine::given_dice dice({{"d10", {3, 9, 5}}});
  auto r = engine::afde::resolve_charge(tables(), charge_with_defending_leader(), dice);
  EXPECT_EQ(dice.unused(), 0u);
  ASSERT_NE(step_named(r, "élan"), nullptr) << describe(r.final);
  EXPECT_EQ(applied(step_named(r, "élan")->modifiers, "leaders"), -1);
  EXPECT_EQ(step_named(r, "élan")->total, 14);
  EXPECT_EQ(fact(r.final, "élan: defenders"), "Dr + R");
}

// The same situation through engine::resolve_once (what `herald resolve` and the
// examples use).
TEST_F(engine_charge, elan_again_keeps_the_defending_leaders_through_resolve_once) {
  std::size_t unused = 99;
  auto r = run("charge", charge_with_defending_leader(), {{"d10", {3, 9, 5}}}, &unused);
  EXPECT_EQ(unused, 0u);
  ASSERT_NE(step_named(r, "élan"), nullptr) << describe(r.final);
  EXPECT_EQ(applied(step_named(r, "élan")->modifiers, "leaders"), -1);
  EXPECT_EQ(step_named(r, "élan")->total, 14);
  EXPECT_EQ(fact(r.final, "élan: defenders"), "Dr + R");
}

// "7.5.3 Death: Immediately remove the leader's counter from the game" (line 345).
// Charge roll 9 -> 13 (+4): D + R, and the natural 9 tests the defending leader:
// roll 9, killed (line 931). The élan against the Ha (fresh discouraged): +1 odds,
// +1 Ch vs Ha, quality 6 = 6, +2 all defenders discouraged, +3 front = +7 without the
// dead leader (+6 if he still counted); élan roll 9 -> 16, Dr + R; the dead leader
// is not tested again, so the last roll given stays unused.
TEST_F(engine_charge, a_leader_killed_in_the_charge_is_gone_in_the_elan) {
  engine::given_dice dice({{"d10", {9, 9, 9, 5}}});
  auto r = engine::afde::resolve_charge(tables(), charge_with_defending_leader(), dice);
  EXPECT_EQ(fact(r.final, "charge: defender_leaders[0]"), "killed") << describe(r.final);
  ASSERT_NE(step_named(r, "élan"), nullptr);
  EXPECT_EQ(applied(step_named(r, "élan")->modifiers, "leaders"), 0);
  EXPECT_EQ(step_named(r, "élan")->modifiers.total, 7);
  EXPECT_EQ(step_named(r, "élan")->total, 16);
  EXPECT_EQ(dice.unused(), 1u);
}

// ================================================================== exact distributions

// Fire: Archers 3 SP at 1 hex (5/7, line 809), -1 for less than 4 SP (line 819):
// total = roll - 1. D when roll - 1 >= 5 and < 7: rolls 6, 7 (2/10); Dr when
// roll - 1 >= 7: rolls 8, 9 (2/10); nothing for rolls 0..5 (6/10).
// With one leader on the target, the natural 9 (1/10) tests him (line 841):
// killed on 9 (1/10 x 1/10 = 1/100), wounded on 6..8 (3/100), no effect on 0..5 (6/100).
TEST_F(engine_distribution, fire_archers_three_sp) {
  value s = fire({unit("Ar", 3, 5)}, with(unit("Mi", 4, 4), "leaders", list({leader(1)})), 1);
  auto d = engine::resolve_all(loaded(), "fire", s);
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(chance(d, "result", "-"), frac(3, 5));
  EXPECT_EQ(chance(d, "result", "D"), frac(1, 5));
  EXPECT_EQ(chance(d, "result", "Dr"), frac(1, 5));
  EXPECT_EQ(chance(d, "target", "fresh discouraged"), frac(1, 5));
  EXPECT_EQ(chance(d, "target", "fresh routed"), frac(1, 5));
  EXPECT_EQ(chance(d, "target.leaders[0]", "killed"), frac(1, 100));
  EXPECT_EQ(chance(d, "target.leaders[0]", "wounded"), frac(3, 100));
  EXPECT_EQ(chance(d, "target.leaders[0]", "no_effect"), frac(6, 100));
  EXPECT_EQ(chance(d, "target.leaders[0]", absent), frac(9, 10));
  // 9 sequences of one roll; on the natural 9, the leader's roll matters only
  // through its band (killed 9, wounded 6..8, no effect 0..5): 3 of two rolls.
  EXPECT_EQ(d.sequences, 12u);
}

// Only given dice build a procedure's steps (Dice::explains): an exact run reads the outcomes
// alone. The mêlée with leaders on both sides, rolled 0 (the attacker's leader tested, line 931,
// here 9: killed): the same outcome facts either way, and the steps only for the given dice.
// A Dice type that does not say is explained, so a consumer's own dice keep their steps.
struct silent_dice {
  int roll(engine::die_faces const& die, std::string const& = {}) { return die.low; }
};
static_assert(engine::explains_steps_v<engine::given_dice>);
static_assert(!engine::explains_steps_v<engine::enumerating_dice>);
static_assert(!engine::explains_steps_v<engine::random_dice>);
static_assert(engine::explains_steps_v<silent_dice>);

TEST_F(engine_distribution, steps_built_for_given_dice_only) {
  value s = with(with(melee({unit("Mi", 3, 3)}, {unit("Mi", 3, 3)}), "attacker_leaders", list({leader(1)})),
                 "defender_leaders", list({leader(1)}));
  engine::given_dice given({{"d10", {0, 9}}});
  engine::resolution explained = engine::afde::resolve_melee_situation(tables(), s, given);
  ASSERT_EQ(explained.steps.size(), 2u);
  EXPECT_EQ(explained.steps[0].name, "mêlée");
  EXPECT_EQ(explained.steps[1].name, "leader test");
  bool found = false;
  auto d = engine::exact_distribution([&](engine::enumerating_dice& dice) {
    engine::resolution r = engine::afde::resolve_melee_situation(tables(), s, dice);
    EXPECT_TRUE(r.steps.empty());
    found = found || r.final == explained.final;
    return r.final;
  });
  EXPECT_TRUE(found) << "the given rolls' outcome is one of the exact run's";
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(given.unused(), 0u);
}

// The single roll refuses a mêlée that is a whole combat: with leaders, resolve_melee would leave
// the leaders of a unit it eliminates uncaptured (7.5 line 325); resolve_melee_situation takes it.
TEST_F(engine_distribution, single_roll_refuses_a_whole_combat) {
  value s = with(melee({unit("Mi", 3, 3)}, {unit("Mi", 3, 3)}), "defender_leaders", list({leader(1)}));
  engine::given_dice dice({{"d10", {5}}});
  auto prepared = engine::afde::prepare_melee(tables(), s);
  try {
    engine::afde::resolve_melee(tables(), prepared, dice);
    ADD_FAILURE() << "resolve_melee resolved a mêlée with leaders";
  } catch (engine::engine_error const& e) {
    EXPECT_EQ(e.rule, "7.5 line 325");
    EXPECT_NE(std::string(e.what()).find("resolve_melee_situation"), std::string::npos) << e.what();
  }
  engine::given_dice again({{"d10", {5}}});
  EXPECT_NO_THROW(engine::afde::resolve_melee_situation(tables(), s, again));
}

// Six attacker leaders, tested on a natural 0 (line 931): each leader's d10 matters
// only through its band (no effect 0..5, captured 6..7, wounded 8, killed 9). With
// leaders the mêlée is a whole combat (a leader's unit may be eliminated, 7.5 line
// 325), which rolls the mêlée by band: modifiers +9 (odds +1, types +2, leaders
// +6) clamped to +7, faces 1..8 at totals 8..15 fall in 3 bands (F + R 8..9, D + R
// 10..13, Dr + R 14..15), and the natural 9 that tests the defender's leaders (none)
// is kept apart. So 4 sequences of one roll and 4^6 of seven, not 10^6: the exact distribution of
// many leaders stays tractable. Each leader: killed 1/10 x 1/10 = 1/100,
// captured 1/10 x 2/10 = 1/50, untested 9/10.
TEST_F(engine_distribution, many_leaders_enumerate_by_band) {
  value s = melee({unit("Ch", 6, 5, "fresh", "valiant", true)}, {unit("Pi", 6, 5)});
  for (int i = 0; i < 6; ++i) engine::items(s, "attacker_leaders").items.push_back(leader(1));
  auto d = engine::resolve_all(loaded(), "melee", s);
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(d.sequences, 4u + 4096u);
  EXPECT_EQ(chance(d, "attacker_leaders[5]", "killed"), frac(1, 100));
  EXPECT_EQ(chance(d, "attacker_leaders[5]", "captured"), frac(1, 50));
  EXPECT_EQ(chance(d, "attacker_leaders[5]", absent), frac(9, 10));
}

// The budget: the same mêlée with its leaders, bounded. Its 4,099 outcomes hold about 4 MB:
// a budget of 1 MiB refuses it by name (resource_limit, not a refusal of the situation), a budget
// of 64 MiB lets it through, hears of its progress, and is credited back when it returns.
TEST_F(engine_distribution, many_leaders_within_a_memory_budget) {
  value s = melee({unit("Ch", 6, 5, "fresh", "valiant", true)}, {unit("Pi", 6, 5)});
  for (int i = 0; i < 6; ++i) engine::items(s, "attacker_leaders").items.push_back(leader(1));
  engine::budget small(1 << 20);
  try {
    engine::resolve_all(loaded(), "melee", s, &small);
    ADD_FAILURE() << "a 1 MiB budget let 4,099 outcomes through";
  } catch (engine::resource_limit const& e) {
    EXPECT_NE(std::string(e.what()).find("would hold more than 1.0 MiB (the memory budget): give fewer leaders"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(small.held(), 0u);  // what it had charged is credited back as the enumeration unwinds
  EXPECT_GT(small.peak(), std::uint64_t(1) << 20);
  engine::budget enough(std::uint64_t(64) << 20);
  std::uint64_t heard = 0;
  enough.on_progress([&](engine::progress const& p) { heard = std::max(heard, p.entries); });
  auto d = engine::resolve_all(loaded(), "melee", s, &enough);
  EXPECT_EQ(d.sequences, 4u + 4096u);
  EXPECT_GT(enough.peak(), std::uint64_t(1) << 20);
  EXPECT_EQ(enough.held(), 0u);
  EXPECT_GT(heard, 0u);  // 4,100 sequences: it reported once, at the 4,096th
  EXPECT_LE(heard, d.outcomes.size());
}

TEST(engine_budget, charges_credits_and_refuses_by_name) {
  engine::budget b(1000);
  b.charge(600, "the groups");
  EXPECT_EQ(b.held(), 600u);
  b.credit(200);
  EXPECT_EQ(b.held(), 400u);
  b.charge(600, "the groups");  // 1,000: at the limit, not past it
  EXPECT_EQ(b.peak(), 1000u);
  try {
    b.charge(1, "the mêlée's outcomes", "give fewer leaders");
    ADD_FAILURE() << "1,001 bytes held within a budget of 1,000";
  } catch (engine::resource_limit const& e) {
    EXPECT_STREQ(e.what(), "the mêlée's outcomes would hold more than 1000 bytes (the memory budget): give fewer "
                           "leaders, or raise --memory-budget");
  }
  {
    engine::budget_share share(&b, "a share", "");
    b.credit(1001);
    share.charge(300);
    EXPECT_EQ(b.held(), 300u);
  }
  EXPECT_EQ(b.held(), 0u);
  engine::budget_share none(nullptr, "unbounded", "");
  none.charge(std::uint64_t(1) << 62);  // no budget: nothing is counted, nothing refused
  EXPECT_EQ(none.charged(), 0u);
}

TEST(engine_budget, sizes_as_a_person_reads_them) {
  EXPECT_EQ(engine::bytes_text(1), "1 byte");
  EXPECT_EQ(engine::bytes_text(1023), "1023 bytes");
  EXPECT_EQ(engine::bytes_text(1024), "1.0 KiB");
  EXPECT_EQ(engine::bytes_text(1536), "1.5 KiB");
  EXPECT_EQ(engine::bytes_text(std::uint64_t(1) << 30), "1.0 GiB");
  EXPECT_EQ(engine::bytes_text(std::uint64_t(35) << 20), "35.0 MiB");
}

// Mêlée: the Tremetousia élan (line 572), modifiers +7: totals 7..16, one per roll.
// 7..9 F + R (line 911): rolls 0..2, 3/10; 10..13 D + R (912): rolls 3..6, 4/10;
// 14..16 Dr + R (913): rolls 7..9, 3/10. The attackers always advance.
TEST_F(engine_distribution, melee_tremetousia_elan) {
  value s = melee({unit("Ch", 3, 6, "fresh", "valiant", true)},
                  {unit("Cl", 3, 5, "fresh", "discouraged", true, 3, 4)}, "front");
  auto d = engine::resolve_all(loaded(), "melee", s);
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(d.sequences, 10u);
  EXPECT_EQ(chance(d, "defenders", "F + R"), frac(3, 10));
  EXPECT_EQ(chance(d, "defenders", "D + R"), frac(4, 10));
  EXPECT_EQ(chance(d, "defenders", "Dr + R"), frac(3, 10));
  EXPECT_EQ(chance(d, "attackers", "advance_obligatory"), 1);
  // F or D on a fresh discouraged Cl: fatigued discouraged (lines 576, 611): 7/10; Dr: routed (614).
  EXPECT_EQ(chance(d, "defenders[0] Cl", "fatigued discouraged"), frac(7, 10));
  EXPECT_EQ(chance(d, "defenders[0] Cl", "fresh routed"), frac(3, 10));
}

// Mêlée with leaders (line 931): Mi vs Mi, one leader each (bonus 1), modifiers +1.
// Defender leader: natural 9 (1/10), then 6..7 captured (2/10): 2/100; 8 wounded
// 1/100; 9 killed 1/100; 0..5 no effect 6/100. Attacker leader: natural 0, the same.
// Totals: roll + 1. Band 1..3 F/R: rolls 0..2 (3/10); 4 nothing: roll 3 (1/10);
// 5..6 R/F + advance: rolls 4, 5 (2/10); 7..9 F + R: rolls 6..8 (3/10); 10 D + R: roll 9 (1/10).
TEST_F(engine_distribution, melee_with_leaders) {
  value s = with(with(melee({unit("Mi", 3, 3)}, {unit("Mi", 3, 3)}), "attacker_leaders", list({leader(1)})),
                 "defender_leaders", list({leader(1)}));
  auto d = engine::resolve_all(loaded(), "melee", s);
  EXPECT_EQ(d.total(), 1);
  for (std::string who : {"defender_leaders[0]", "attacker_leaders[0]"}) {
    SCOPED_TRACE(who);
    EXPECT_EQ(chance(d, who, "captured"), frac(2, 100));
    EXPECT_EQ(chance(d, who, "wounded"), frac(1, 100));
    EXPECT_EQ(chance(d, who, "killed"), frac(1, 100));
    EXPECT_EQ(chance(d, who, "no_effect"), frac(6, 100));
  }
  EXPECT_EQ(chance(d, "defenders", "F"), frac(3, 10));
  EXPECT_EQ(chance(d, "defenders", "-"), frac(1, 10));
  EXPECT_EQ(chance(d, "defenders", "R"), frac(2, 10));
  EXPECT_EQ(chance(d, "defenders", "F + R"), frac(3, 10));
  EXPECT_EQ(chance(d, "defenders", "D + R"), frac(1, 10));
}

// Rally: routed, quality 4, no leader: success when natural == 0 (line 661) or
// natural + 1 <= 4 (lines 660, 666): naturals 0, 1, 2, 3: 4/10.
// With the army commander (bonus 2) and the banner leader (bonus 1) near: natural
// + 1 - 2 <= 4 (line 670): naturals 0..5: 6/10 (cumulative bonuses would give 7/10).
TEST_F(engine_distribution, rally_routed_quality_four) {
  auto alone = engine::resolve_all(loaded(), "rally", rally(unit("Mi", 3, 4, "fresh", "routed")));
  EXPECT_EQ(alone.total(), 1);
  EXPECT_EQ(alone.sequences, 10u);
  EXPECT_EQ(chance(alone, "rally", "success"), frac(4, 10));
  EXPECT_EQ(chance(alone, "unit", "fresh discouraged"), frac(4, 10));
  EXPECT_EQ(chance(alone, "unit", "fresh routed"), frac(6, 10));

  auto led = engine::resolve_all(loaded(), "rally", rally(unit("Mi", 3, 4, "fresh", "routed"), 1, 2));
  EXPECT_EQ(led.total(), 1);
  EXPECT_EQ(chance(led, "rally", "success"), frac(6, 10));

  // Quality 0: only the unmodified 0 succeeds (line 661): 1/10.
  auto hopeless = engine::resolve_all(loaded(), "rally", rally(unit("Mi", 3, 0, "fresh", "routed")));
  EXPECT_EQ(chance(hopeless, "rally", "success"), frac(1, 10));
}

// Initiative, equal bonuses (line 215): the difference of two independent 2d6 sums.
// A 2d6 sum s has N(s) = 6 - |s - 7| ways in 36 (1 2 3 4 5 6 5 4 3 2 1 for s = 2..12).
// C1 (equal, line 217): sum of N(s)^2 = 1+4+9+16+25+36+25+16+9+4+1 = 146 of 1296 = 73/648.
// C4 for the roller (difference >= 8, line 225): (10,2) 3x1, (11,2) 2x1, (11,3) 2x2,
// (12,2) 1x1, (12,3) 1x2, (12,4) 1x3 = 3+2+4+1+2+3 = 15 of 1296 = 5/432; the same for
// the opponent by symmetry. The roller and the opponent each win (1296 - 146) / 2 = 575.
// Arsuf's bonuses 3 and 2: equal totals when the opponent's 2d6 exceeds the roller's by 1:
// sum of N(s) N(s + 1) = 1x2+2x3+3x4+4x5+5x6+6x5+5x4+4x3+3x2+2x1 = 140 of 1296 = 35/324.
TEST_F(engine_distribution, initiative_two_d6_opposed) {
  auto d = engine::resolve_all(loaded(), "initiative", initiative(2, 2));
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(d.sequences, 1296u);
  EXPECT_EQ(chance(d, "case", "C1"), frac(73, 648));
  EXPECT_EQ(chance(d, "initiative", "none"), frac(146, 1296));
  EXPECT_EQ(chance(d, "initiative", "roller"), frac(575, 1296));
  EXPECT_EQ(chance(d, "initiative", "opponent"), frac(575, 1296));
  auto c4_roller = d.outcomes.find(engine::outcome{engine::fact::results("case", {"C4"}), {"initiative", "roller"}});
  ASSERT_NE(c4_roller, d.outcomes.end());
  EXPECT_EQ(c4_roller->second, frac(5, 432));

  auto arsuf = engine::resolve_all(loaded(), "initiative", initiative(3, 2));
  EXPECT_EQ(arsuf.total(), 1);
  EXPECT_EQ(chance(arsuf, "case", "C1"), frac(35, 324));
}

// Charge chain: charging_ch against charged_ha (+5), élan against the same Ha, no dispersion.
//   charge rolls 0, 1 (totals 5, 6): attackers F + advance (line 910): no élan (line 540);
//     the Ch ends fatigued.                                                     2/10
//   rolls 2..4 (7..9): Ha F + R: fatigued valiant (back 3 SP, q4); élan +6
//     (+1 odds, +1 Ch vs Ha, +1 quality 6 > 4, +3 front): élan roll 0 (6) gives the
//     attackers F + advance; rolls 1..9 (7..15) an advance.                     3/10
//   rolls 5..8 (10..13): Ha D + R: fresh discouraged; élan +7 (+1, +1, quality 0,
//     +2 all defenders discouraged, +3): 7..16, never F for the attackers.      4/10
//   roll 9 (14): Ha Dr + R: fresh routed, gone two hexes and one more (lines 621, 646):
//     `again` finds no one, no élan (line 552).                                1/10
// Élan: 7/10. Ch ends fatigued: 2/10 + 3/10 x 1/10 = 23/100; fresh valiant 77/100.
// The Ha is never eliminated: a routed Ha is never charged again (a routed unit receiving
// Dr is eliminated, line 647, but the élan cannot reach it).
// A mêlée inside a combat rolls one face per band of results, and apart each natural that
// calls a leader test (0 and 9, line 931): the charge {0} {1} {2..4} {5..8} {9}, the élan
// five such classes after F + R and after D + R: 2 + 5 + 5 + 1 = 13 sequences (73 face by face).
TEST_F(engine_distribution, charge_chain_with_elan) {
  auto d = engine::resolve_all(loaded(), "charge", charge(charging_ch(), charged_ha(), {pursue_again()}));
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(d.sequences, 2u + 5u + 5u + 1u);
  EXPECT_EQ(chance(d, "pursuit", "élan"), frac(7, 10));
  EXPECT_EQ(chance(d, "pursuit", "none"), frac(3, 10));
  EXPECT_EQ(chance(d, "attackers[0] Ch", "fatigued valiant"), frac(23, 100));
  EXPECT_EQ(chance(d, "attackers[0] Ch", "fresh valiant"), frac(77, 100));
  EXPECT_EQ(chance(d, "engaged[0] Ha", "eliminated"), 0);
}

// The Tremetousia chain (lines 570-572) with every face: each Ch +7 charge (charge
// and élan) advances without F (totals 7..16, line 911-913). After the charge's Dr + R
// (faces 7..9, 3/10) the Cl is gone (lines 621, 646) and the pursuit ends (line 552);
// otherwise the élan and the dispersion (its +7 also gives 7..16) follow: 3 + 7 x 100 = 703
// sequences face by face, 2 + 3 x 5 x 5 = 77 by classes of faces (each +7 roll: {0} {1,2}
// {3..6} {7,8} {9}, the naturals 0 and 9 calling leader tests), the Ch fatigued by the
// dispersion (line 546) 7/10 of the time. Units are given their backs (the example prints
// none) since some branches fatigue them.
TEST_F(engine_distribution, charge_chain_tremetousia_every_face) {
  value s = charge(unit("Ch", 3, 6, "fresh", "valiant", true, 3, 6), unit("Cl", 3, 5, "fresh", "valiant", true, 3, 4),
                   {pursue_again()}, {pursue({unit("Ha", 3, 5, "fresh", "valiant", true, 3, 4)}, "level_down")});
  auto d = engine::resolve_all(loaded(), "charge", s);
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(d.sequences, 2u + 3u * 5u * 5u);
  EXPECT_EQ(chance(d, "pursuit", "élan and dispersion"), frac(7, 10));
  EXPECT_EQ(chance(d, "pursuit", "none"), frac(3, 10));
  EXPECT_EQ(chance(d, "attackers[0] Ch", "fatigued valiant"), frac(7, 10));
  // The dispersion against the fresh Ha: +1 odds, +1 Ch vs Ha, +1 quality 6 > 5,
  // +3 front, +1 lower ground = +7: F + R for rolls 0..2 (3/10) -> the Ha fatigued valiant.
  EXPECT_EQ(chance(d, "dispersion: defenders", "F + R"), frac(7, 10) * frac(3, 10));
}

// A band table with a gap (an edition built with --force, or a consumer's own tables: the checker
// reports band.gap, `herald resolve` refuses the ruleset, but the engine may still be handed it):
// a mêlée with leaders, whose faces are classified by band, at totals no band holds, is refused by
// name, not read past the band's outcomes. Ch (6 SP, quality 6) against Mi (3 SP, quality 3): odds
// 2-1 +2, Ch against Mi, quality +1: every total from 4 upwards, 14..16 among them.
TEST_F(engine_distribution, a_total_no_band_holds_is_refused_not_read) {
  auto const dir = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde";
  auto read = [](std::filesystem::path const& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
  };
  std::string edition = read(dir / "afde-2010.herald");
  std::string const band = "  14..16: Dr + R, advance_obligatory line 913;\n";
  ASSERT_NE(edition.find(band), std::string::npos);
  edition.erase(edition.find(band), band.size());
  testing::rule_files files;
  files.write("afde.system.herald", read(dir / "afde.system.herald"));
  auto const path = files.write("afde-2010.herald", edition);
  testing::loaded state;
  auto const name = state.load(path, files.dir());
  ASSERT_TRUE(name) << state.ids();
  engine::ruleset_tables const gap(*state.library.find(*name));
  value s = with(with(melee({unit("Ch", 6, 6, "fresh", "valiant", true)}, {unit("Mi", 3, 3)}), "attacker_leaders",
                      list({leader(1)})),
                 "defender_leaders", list({leader(1)}));
  try {
    engine::resolve_all(gap, "melee", s);
    ADD_FAILURE() << "a total no band holds was resolved";
  } catch (engine::engine_error const& e) {
    EXPECT_NE(std::string(e.what()).find("melee_result has no band for a total of 1"), std::string::npos) << e.what();
  }
}


}  // namespace
}  // namespace herald
