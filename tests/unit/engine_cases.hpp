// What the engine's hand-worked cases share (engine_test.cpp, engine_state_test.cpp, engine_charge_test.cpp):
// the 2010 ruleset loaded once, one fixture per procedure, situations built from the rules text and
// the results read back.
//
// Every case is built from the rules text: `line N` is a line of
// /work/shared/sources/afde-2010-en.txt, the source of rulesets/afde/afde-2010.herald.
// Every expected number is worked out by hand in a comment from the printed
// tables (Fire Table lines 806-841, Mêlée Table lines 843-931, rally 12.3
// lines 651-676, initiative 6.C lines 215-225); none is copied from the engine's output.
#pragma once

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
namespace {  // each test file its own copy: a unity batch includes this once

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

}  // namespace
}  // namespace herald
