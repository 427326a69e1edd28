// The reference engine (src/engine) against the rules of Au fil de l'épée 2010.
//
// Every case is built from the rules text: `line N` is a line of
// /work/shared/sources/afde-2010-en.txt, the source of rulesets/afde/afde-2010.herald.
// Every expected number is worked out by hand in a comment from the printed
// tables (Fire Table lines 806-841, Mêlée Table lines 843-931, rally 12.3
// lines 651-676, initiative 6.C lines 215-225); none is copied from the engine's output.
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <unistd.h>

#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/afde/model_instances.hpp"  // the procedures, compiled once over the model
#include "engine/ruleset_tables.hpp"
#include "engine/run.hpp"
#include "test_support.hpp"

namespace herald {
namespace {

using engine::probability;
using model::value;

// ------------------------------------------------------------------ the ruleset, loaded once

struct afde_2010_rules {
  testing::loaded state;
  model::ruleset const* rules = nullptr;
  std::unique_ptr<engine::ruleset_tables> tables;
};

afde_2010_rules const& afde() {
  static afde_2010_rules* loaded = [] {
    auto* out = new afde_2010_rules;
    auto dir = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde";
    auto name = out->state.load(dir / "afde-2010.herald", dir);
    if (name) out->rules = out->state.library.find(*name);
    if (out->rules) out->tables = std::make_unique<engine::ruleset_tables>(*out->rules);
    return out;
  }();
  return *loaded;
}

class engine_base : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_NE(afde().rules, nullptr) << "afde-2010.herald did not load: " << afde().state.ids();
    ASSERT_EQ(afde().state.diags.all().size(), 0u) << afde().state.ids();
  }
  // What the procedures read, and the ruleset with it (what engine/run.hpp resolves with).
  static engine::tables const& tables() { return afde().tables->tables(); }
  static engine::ruleset_tables const& loaded() { return *afde().tables; }
};

// One fixture per procedure, so that --gtest_filter='engine*' selects them all.
class engine_odds : public engine_base {};
class engine_melee : public engine_base {};
class engine_fire : public engine_base {};
class engine_rally : public engine_base {};
class engine_state : public engine_base {};
class engine_leaders : public engine_base {};
class engine_initiative : public engine_base {};
class engine_charge : public engine_base {};
class engine_distribution : public engine_base {};

// ------------------------------------------------------------------ building situations

value num(std::int64_t n) { return engine::number_value(n); }
value nm(std::string const& s) { return engine::name_value(s); }
value boolean(bool b) { return engine::bool_value(b); }

value list(std::vector<value> items = {}) { return engine::list_value(std::move(items)); }
value object(std::vector<std::pair<std::string, value>> fields) { return engine::object_value(std::move(fields)); }

// `v` with one field set (added or replaced).
value with(value v, std::string const& field, value x) {
  engine::set_field(v, field, std::move(x));
  return v;
}

// A combat unit (record unit, 2.1 line 58). The back of the counter
// (strength_fatigued, quality_fatigued, 11.1 line 580) is given only when a
// case needs it: the engine reads it only for fatigued units.
value unit(std::string const& type, int strength, int quality, std::string const& fatigue = "fresh",
           std::string const& order = "valiant", bool mounted = false,
           std::optional<int> strength_fatigued = std::nullopt, std::optional<int> quality_fatigued = std::nullopt) {
  value u = object({{"type", nm(type)},
                    {"strength", num(strength)},
                    {"quality", num(quality)},
                    {"mounted", boolean(mounted)},
                    {"fatigue", nm(fatigue)},
                    {"order", nm(order)},
                    {"moved", boolean(false)},
                    {"fired_offensive", boolean(false)},
                    {"leaders", list()}});
  if (strength_fatigued) u = with(u, "strength_fatigued", num(*strength_fatigued));
  if (quality_fatigued) u = with(u, "quality_fatigued", num(*quality_fatigued));
  return u;
}

// A leader (record leader, 1.1 line 37); only the bonus matters to the tables.
value leader(int bonus) {
  return object({{"bonus", num(bonus)},
                 {"command_rating", num(2)},
                 {"command_radius", num(3)},
                 {"movement", num(8)},
                 {"army_commander", boolean(false)},
                 {"wounded", boolean(false)}});
}

// situation melee (10.5 line 496): no charge, clear terrain, no leader unless given.
value melee(std::vector<value> attackers, std::vector<value> defenders, std::string const& charge = "none",
            std::string const& terrain = "clear") {
  return object({{"attackers", list(std::move(attackers))},
                 {"defenders", list(std::move(defenders))},
                 {"attacker_leaders", list()},
                 {"defender_leaders", list()},
                 {"charge", nm(charge)},
                 {"counter_charge", boolean(false)},
                 {"rear_attack", boolean(false)},
                 {"terrain", nm(terrain)}});
}

// situation fire (9.3 line 429): ranged fire on a target in clear terrain.
value fire(std::vector<value> firers, value target, int range, std::string const& terrain = "clear") {
  return object({{"firers", list(std::move(firers))},
                 {"target", std::move(target)},
                 {"range", num(range)},
                 {"phase", nm("ranged")},
                 {"terrain", nm(terrain)},
                 {"fire_from_inside", boolean(false)}});
}

// situation rally (12.3 line 651). A bonus of 0 means that leader is not near.
value rally(value u, int banner_leader_bonus = 0, int army_commander_bonus = 0) {
  return object({{"unit", std::move(u)},
                 {"adjacent_enemy", boolean(false)},
                 {"banner_leader_near", boolean(banner_leader_bonus > 0)},
                 {"banner_leader_bonus", num(banner_leader_bonus)},
                 {"army_commander_near", boolean(army_commander_bonus > 0)},
                 {"army_commander_bonus", num(army_commander_bonus)}});
}

// situation initiative (6.C line 215).
value initiative(int roller_bonus, int opponent_bonus) {
  return object({{"roller", object({{"army_commander_bonus", num(roller_bonus)}, {"attacker", boolean(true)}})},
                 {"opponent", object({{"army_commander_bonus", num(opponent_bonus)}, {"attacker", boolean(false)}})}});
}

// record pursuit (10.9 line 540): the units just charged, charged again through their front.
value pursue_again() {
  return object({{"again", boolean(true)}, {"charge", nm("front")}, {"terrain", nm("clear")}});
}

// record pursuit: other units, now in the charger's central front hex.
value pursue(std::vector<value> defenders, std::string const& terrain = "clear") {
  return object({{"again", boolean(false)},
                 {"defenders", list(std::move(defenders))},
                 {"defender_leaders", list()},
                 {"charge", nm("front")},
                 {"terrain", nm(terrain)},
                 {"counter_charge_attempt", boolean(false)}});
}

// situation charge (10.9 lines 536-546): a charge into a front hex, then the pursuit targets given.
value charge(value attacker, value defender, std::vector<value> elan = {}, std::vector<value> dispersion = {},
             bool counter_charge_attempt = false) {
  return object({{"attackers", list({std::move(attacker)})},
                 {"defenders", list({std::move(defender)})},
                 {"attacker_leaders", list()},
                 {"defender_leaders", list()},
                 {"charge", nm("front")},
                 {"rear_attack", boolean(false)},
                 {"terrain", nm("clear")},
                 {"counter_charge_attempt", boolean(counter_charge_attempt)},
                 {"elan", list(std::move(elan))},
                 {"dispersion", list(std::move(dispersion))}});
}

// ------------------------------------------------------------------ reading results

probability frac(int numerator, int denominator) { return probability(numerator) / probability(denominator); }

// The modifier `name` of a sum (a failure, and an inert stand-in, when absent).
engine::applied_modifier const& modifier(engine::modifier_sum const& sum, std::string const& name) {
  for (auto const& m : sum.modifiers)
    if (m.name == name) return m;
  ADD_FAILURE() << "no modifier " << name;
  static engine::applied_modifier const missing{};
  return missing;
}

// The delta a modifier contributes: 0 unless it applies.
std::int64_t applied(engine::modifier_sum const& sum, std::string const& name) {
  auto const& m = modifier(sum, name);
  return m.applies ? m.delta : 0;
}

constexpr char absent[] = "<absent>";

std::string fact(engine::outcome const& o, std::string const& key) {
  for (auto const& f : o)
    if (f.label() == key) return f.text();
  return absent;
}

std::string describe(engine::outcome const& o) {
  std::string out;
  for (auto const& f : o) out += f.label() + " = " + f.text() + "; ";
  return out;
}

engine::step const* step_named(engine::resolution const& r, std::string const& name) {
  for (auto const& s : r.steps)
    if (s.name == name) return &s;
  return nullptr;
}

// The probability of each value of one fact (absent included) over a distribution.
std::map<std::string, probability> marginal(engine::distribution const& d, std::string const& key) {
  std::map<std::string, probability> out;
  for (auto const& [o, p] : d.outcomes) out[fact(o, key)] += p;
  return out;
}

probability chance(engine::distribution const& d, std::string const& key, std::string const& fact_value) {
  auto m = marginal(d, key);
  return m.count(fact_value) ? m.at(fact_value) : probability(0);
}

std::string text_field(value const& s, std::string const& field) {
  value const* v = model::find_field(s, field);
  return v ? v->text : absent;
}

std::int64_t number_field(value const& s, std::string const& field) {
  value const* v = model::find_field(s, field);
  return v ? v->number : -1000;
}

engine::resolution run(std::string const& kind, value const& s, std::map<std::string, std::vector<int>> rolls,
                       std::size_t* unused = nullptr) {
  engine::given_dice dice(std::move(rolls));
  engine::resolution r = engine::resolve_once(*afde().tables, kind, s, dice);
  if (unused) *unused = dice.unused();
  return r;
}

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
