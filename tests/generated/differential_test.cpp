// The engine on the generated tables (generated/afde_2010.hpp) against the engine on the model
// lowered at run time (its formulas interpreted), over a systematic enumeration of the 2010
// situation space.
//
// Both sides run the same procedures (engine/afde/procedures.hpp) on the same situation; only
// the Tables type differs. Every situation must give the same modifiers and the
// same exact distribution, or the same refusal with the same message.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <set>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "afde_2010_engine.hpp"
#include "afde_2014_engine.hpp"
#include "afde_sof_engine.hpp"
#include "afde_vv45_engine.hpp"
#include "engine/afde/choose.hpp"
#include "engine/afde/model_instances.hpp"  // the procedures, compiled once over the model
#include "engine/afde/typed_fire.hpp"
#include "engine/afde/typed_melee.hpp"
#include "engine/ruleset_tables.hpp"
#include "engine/situation_file.hpp"
#include "model/value_check.hpp"
#include "layout_dump.hpp"
#include "test_support.hpp"
#include "resolve_cases.hpp"
#include "typed_outcomes.hpp"

namespace herald {
namespace {

using model::value;
namespace afde = herald_generated::afde;
using namespace typed_outcomes;

struct loaded_2010 {
  testing::loaded state;
  model::ruleset const* rules = nullptr;
};

loaded_2010 const& rules_2010() {
  static loaded_2010* loaded = [] {
    auto* out = new loaded_2010;
    auto dir = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde";
    if (auto name = out->state.load(dir / "afde-2010.herald", dir)) out->rules = out->state.library.find(*name);
    return out;
  }();
  return *loaded;
}

value num(std::int64_t n) { return engine::number_value(n); }
value nm(std::string_view s) { return engine::name_value(std::string(s)); }
value flag(bool b) { return engine::bool_value(b); }
value list(std::vector<value> items = {}) { return engine::list_value(std::move(items)); }
value object(std::vector<std::pair<std::string, value>> fields) { return engine::object_value(std::move(fields)); }

value leader(int bonus) {
  return object({{"bonus", num(bonus)}, {"command_rating", num(2)}, {"command_radius", num(3)},
                 {"movement", num(8)}, {"army_commander", flag(false)}, {"wounded", flag(false)}});
}

struct unit_spec {
  std::string_view type = "Ch";
  int strength = 6, quality = 5;
  std::string_view fatigue = "fresh", order = "valiant";
  bool mounted = false, moved = false, leader = false;
};

value unit(unit_spec const& u) {
  return object({{"type", nm(u.type)}, {"strength", num(u.strength)}, {"strength_fatigued", num(u.strength / 2)},
                 {"quality", num(u.quality)}, {"quality_fatigued", num(u.quality > 0 ? u.quality - 1 : 0)},
                 {"movement", num(6)}, {"movement_fatigued", num(4)}, {"fire_capable", flag(true)},
                 {"mounted", flag(u.mounted)}, {"fatigue", nm(u.fatigue)}, {"order", nm(u.order)},
                 {"in_command", flag(true)}, {"resting", flag(false)}, {"moved", flag(u.moved)},
                 {"fired_offensive", flag(false)}, {"leaders", list(u.leader ? std::vector<value>{leader(1)} : std::vector<value>{})}});
}

bool is_mounted(std::string_view type) { return type == "Ch" || type == "Ha" || type == "Cl"; }

// What one situation gives on one Tables: modifiers and distribution, or the refusal.
struct result {
  std::string error;
  std::vector<std::tuple<std::string, std::int64_t, bool, std::string>> modifiers;
  std::int64_t total = 0;
  engine::distribution outcomes;
};

template <class Tables>
result run(Tables const& t, std::string const& kind, value const& s) {
  result out;
  try {
    auto record = [&](engine::modifier_sum const& m) {
      for (auto const& a : m.modifiers) out.modifiers.emplace_back(a.name, a.delta, a.applies, a.removed_by);
      out.total = m.total;
    };
    if (kind == "fire") {
      auto prepared = engine::afde::prepare_fire(t, s);
      record(prepared.modifiers);
      out.outcomes = engine::exact_distribution(
          [&](engine::enumerating_dice& dice) { return engine::afde::resolve_fire(t, prepared, dice).final; });
    } else {
      auto prepared = engine::afde::prepare_melee(t, s);
      record(prepared.modifiers);
      // With leaders (each situation below has some) the mêlée is a whole combat, as herald resolve runs it.
      out.outcomes = engine::exact_distribution(
          [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee_situation(t, s, dice).final; });
    }
  } catch (engine::engine_error const& e) {
    out.error = e.what();
  }
  return out;
}

value without_leaders_and_fire(value s) {
  for (std::string list : {"attacker_leaders", "defender_leaders", "defensive_fire", "offensive_fire"})
    engine::items(s, list).items.clear();
  for (std::string side : {"attackers", "defenders"})
    for (auto& u : engine::items(s, side).items) engine::items(u, "leaders").items.clear();
  return s;
}

class differential : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_NE(rules_2010().rules, nullptr) << rules_2010().state.ids();
    model_ = std::make_unique<engine::ruleset_tables>(*rules_2010().rules);
  }

  // Under the sanitizers the suite takes every 7th situation: the same code paths, a tenth of the time.
  static std::size_t stride() {
#ifdef HERALD_SANITIZED
    return 7;
#else
    return 1;
#endif
  }

  // One situation of an enumeration (every `stride()`th), completed as herald resolve completes it.
  void compare(std::string const& kind, value s) {
    if (HasFailure() || seen_++ % stride() != 0) return;  // the first difference is enough
    model::complete_defaults(*rules_2010().rules, s, {model::type_desc::kind::record, kind, {}});
    check(kind, s);
  }

  void check(std::string const& kind, value const& s) {
    result a = run(model_->tables(), kind, s);
    result b = run(herald_generated::afde_2010::engine_tables(), kind, s);
    ++compared_;
    refused_ += !a.error.empty();
    ASSERT_EQ(a.error, b.error) << model::value_text(s);
    ASSERT_EQ(a.modifiers, b.modifiers) << model::value_text(s);
    ASSERT_EQ(a.total, b.total) << model::value_text(s);
    ASSERT_EQ(a.outcomes.sequences, b.outcomes.sequences) << model::value_text(s);
    ASSERT_TRUE(a.outcomes.outcomes == b.outcomes.outcomes) << model::value_text(s);
    // Every 5th: the engine's single mêlée on its value is the costly side, and 5 covers each enumeration's axes.
    if (kind == "melee" && singles_seen_++ % 5 == 0) {
      compare_single_melee(without_leaders_and_fire(s));
      compare_melee_with_leaders(s);
    }
    if (kind == "fire" && singles_seen_++ % 5 == 0) {
      compare_typed_fire(s);
      compare_typed_fire_with_leaders(s);
    }
  }

  // The fire on the game's struct against the engine on the model, its target's leaders left out.
  void compare_typed_fire(value s) {
    if (value* target = find_field(s, "target")) engine::items(*target, "leaders").items.clear();
    std::string by_value_error, typed_error;
    auto by_value = fire_by_value(model_->tables(), s, by_value_error);
    auto typed = fire_typed(s, typed_error);
    ++typed_compared_;
    ASSERT_EQ(by_value_error, typed_error) << model::value_text(s);
    ASSERT_EQ(by_value, typed) << model::value_text(s);
  }

  // The fire at its target with leaders (two unless it has some; every other time wounded) on the
  // game's struct against the engine on the model.
  void compare_typed_fire_with_leaders(value s) {
    value* target = find_field(s, "target");
    if (!target) return;
    value& leaders = engine::items(*target, "leaders");
    if (leaders.items.empty()) leaders.items = {leader(1), leader(2)};
    if (fire_leaders_compared_ % 2 == 1)
      for (auto& l : leaders.items) engine::set_field(l, "wounded", engine::bool_value(true));
    std::string by_value_error, typed_error;
    auto by_value = fire_by_value(model_->tables(), s, by_value_error, true);
    auto typed = fire_with_leaders_typed(s, typed_error);
    ++fire_leaders_compared_;
    ASSERT_EQ(by_value_error, typed_error) << model::value_text(s);
    ASSERT_EQ(by_value, typed) << model::value_text(s);
  }

  // The single mêlée on the game's struct against the engine on the model: the same refusal, or the
  // same outcomes with the same probabilities.
  void compare_single_melee(value const& s) {
    std::string by_value_error, typed_error;
    auto by_value = single_melee_by_value(model_->tables(), s, by_value_error);
    auto typed = single_melee_typed(s, typed_error);
    ++typed_compared_;
    ASSERT_EQ(by_value_error, typed_error) << model::value_text(s);
    ASSERT_EQ(by_value, typed) << model::value_text(s);
  }

  // The mêlée with its leaders on the game's struct against the whole combat on the model.
  // Every other one, its sides' own leaders wounded before the mêlée (a second wound kills, 7.5.2;
  // a leader stacked with a unit stays unwounded: both kinds in one mêlée); two in four, its
  // defenders unable to retreat (a leader whose unit that eliminates: the edition's rule, 7.5), the
  // first defender then with a leader of his own.
  void compare_melee_with_leaders(value s) {
    for (std::string list : {"defensive_fire", "offensive_fire"}) engine::items(s, list).items.clear();
    if (leaders_compared_ % 4 >= 2) {
      auto& defenders = engine::items(s, "defenders").items;
      for (auto& u : defenders) engine::set_field(u, "cannot_retreat", engine::bool_value(true));
      if (!defenders.empty()) engine::items(defenders[0], "leaders").items.push_back(leader(3));
    }
    if (leaders_compared_ % 2 == 1)
      for (std::string list : {"attacker_leaders", "defender_leaders"})
        for (auto& l : engine::items(s, list).items) engine::set_field(l, "wounded", engine::bool_value(true));
    std::string by_value_error, typed_error;
    auto by_value = melee_with_leaders_by_value(model_->tables(), s, by_value_error);
    auto typed = melee_with_leaders_typed(s, typed_error);
    ++leaders_compared_;
    leaders_refused_ += !typed_error.empty();
    ASSERT_EQ(by_value_error, typed_error) << model::value_text(s);
    ASSERT_EQ(by_value, typed) << model::value_text(s);
  }

  void TearDown() override {
    std::cout << "[ differential ] " << compared_ << " situations compared (" << refused_
              << " refused by both), stride " << stride() << "; " << typed_compared_
              << " single mêlées and fires on the game's struct; " << leaders_compared_
              << " mêlées with their leaders on it (" << leaders_refused_ << " refused by both); "
              << fire_leaders_compared_ << " fires at a target with leaders on it\n";
  }

  std::unique_ptr<engine::ruleset_tables> model_;  // the model lowered at run time, its formulas interpreted
  std::size_t seen_ = 0, compared_ = 0, refused_ = 0, singles_seen_ = 0, typed_compared_ = 0, leaders_compared_ = 0,
              leaders_refused_ = 0, fire_leaders_compared_ = 0;
};

// Attacker strengths against a defender of 6 SP: every printed odds step of
// melee_odds and the ratios between them (1:6 .. 6:1).
constexpr int attacker_strengths[] = {1, 2, 3, 4, 6, 9, 12, 18, 24, 30, 36};
constexpr int defender_qualities[] = {4, 5, 6};  // against an attacker of quality 5: better, equal, worse

value melee(value attacker, value defender, std::string_view charge, std::string_view terrain, bool counter,
            bool rear) {
  return object({{"attackers", list({std::move(attacker)})}, {"defenders", list({std::move(defender)})},
                 {"attacker_leaders", list({leader(1)})}, {"defender_leaders", list({leader(2)})},
                 {"charge", nm(charge)}, {"counter_charge", flag(counter)}, {"rear_attack", flag(rear)},
                 {"terrain", nm(terrain)}});
}

// Every attacker type x defender type x odds x quality comparison x charge kind, in clear terrain.
TEST_F(differential, melee_types_odds_quality_charges) {
  for (auto const& attacker : afde::unit_type_entries)
    for (auto const& defender : afde::unit_type_entries)
      for (int strength : attacker_strengths)
        for (int quality : defender_qualities)
          for (auto const& charge : afde::charge_kind_entries)
            compare("melee", melee(unit({attacker.name, strength, 5, "fresh", "valiant", is_mounted(attacker.name)}),
                                   unit({defender.name, 6, quality, "fresh", "valiant", is_mounted(defender.name)}),
                                   charge.name, "clear", false, false));
}

// Every terrain x charge kind x disorganisation state of both sides x counter charge
// x rear attack, for knights against pikemen at three odds and three quality comparisons.
TEST_F(differential, melee_terrains_states) {
  for (auto const& terrain : afde::terrain_entries)
    for (auto const& charge : afde::charge_kind_entries)
      for (auto const& fatigue : afde::fatigue_entries)
        for (auto const& order : afde::order_entries)
          for (auto const& attacker_order : {"valiant", "discouraged"})
            for (bool counter : {false, true})
              for (bool rear : {false, true})
                for (int strength : {3, 6, 12})
                  for (int quality : defender_qualities)
                    compare("melee", melee(unit({"Ch", strength, 5, "fresh", attacker_order, true}),
                                           unit({"Pi", 6, quality, fatigue.name, order.name, false}), charge.name,
                                           terrain.name, counter, rear));
}

value fire(std::vector<value> firers, value target, int range, std::string_view terrain, bool inside) {
  return object({{"firers", list(std::move(firers))}, {"target", std::move(target)}, {"range", num(range)},
                 {"phase", nm("ranged")}, {"terrain", nm(terrain)}, {"fire_from_inside", flag(inside)}});
}

// Firers of each type: one unit of 2 or 4 SP, two of 3 SP (6), two of 4 and 5 SP (9).
std::vector<value> firers(std::string_view type, int total, bool moved, bool mounted, bool discouraged) {
  std::string_view order = discouraged ? "discouraged" : "valiant";
  auto one = [&](int strength) { return unit({type, strength, 5, "fresh", order, mounted, moved}); };
  if (total == 6) return {one(3), one(3)};
  if (total == 9) return {one(4), one(5)};
  return {one(total)};
}

// Every firer type x range x target type x firing strength x moved x mounted x discouraged, in clear terrain.
TEST_F(differential, fire_types_ranges_modifiers) {
  for (auto const& firer : afde::unit_type_entries)
    for (int range = 1; range <= 6; ++range)
      for (auto const& target : afde::unit_type_entries)
        for (int total : {2, 4, 6, 9})
          for (int flags = 0; flags < 8; ++flags)
            compare("fire", fire(firers(firer.name, total, flags & 1, flags & 2, flags & 4),
                                 unit({target.name, 6, 5, "fresh", "valiant", is_mounted(target.name), false, true}),
                                 range, "clear", false));
}

// Every terrain x firing from inside x mounted target x target state, for every firer type at three ranges.
TEST_F(differential, fire_terrains_targets) {
  for (auto const& terrain : afde::terrain_entries)
    for (bool inside : {false, true})
      for (bool mounted : {false, true})
        for (auto const& order : afde::order_entries)
          for (auto const& firer : afde::unit_type_entries)
            for (int range : {1, 3, 6})
              compare("fire", fire(firers(firer.name, 4, false, false, false),
                                   unit({"Ch", 6, 5, "fresh", order.name, mounted, false, true}), range,
                                   terrain.name, inside));
}

// Every field removed in turn, at every depth (the situation, its units, their
// leaders): a field a condition reads and the value lacks refuses the situation on
// both sides with the same message; one it does not read changes nothing.
void each_without_one_field(value const& v, std::function<void(value)> const& visit) {
  for (std::size_t i = 0; i < v.fields.size(); ++i) {
    value copy = v;
    copy.fields.erase(copy.fields.begin() + static_cast<std::ptrdiff_t>(i));
    visit(copy);
    value const& field = v.fields[i].second;
    auto rebuild = [&](value changed) {
      value outer = v;
      outer.fields[i].second = std::move(changed);
      visit(outer);
    };
    if (field.k == value::kind::object) each_without_one_field(field, rebuild);
    if (field.k == value::kind::list && !field.items.empty())
      each_without_one_field(field.items.front(), [&](value item) {
        value list = field;
        list.items.front() = std::move(item);
        rebuild(std::move(list));
      });
  }
}

TEST_F(differential, fields_missing) {
  value base_melee = melee(unit({"Ch", 6, 5, "fresh", "valiant", true, false, true}),
                           unit({"Pi", 4, 6, "fatigued", "discouraged", false, false, true}), "front", "wood", false, true);
  value base_fire = fire(firers("Ar", 6, true, false, false), unit({"Ch", 6, 5, "fresh", "valiant", true, false, true}), 2,
                         "village", false);
  // Not completed: a removed boolean or list must stay missing. Every one of them
  // is compared, under the sanitizers too.
  each_without_one_field(base_melee, [&](value s) { check("melee", s); });
  each_without_one_field(base_fire, [&](value s) { check("fire", s); });
}

// Several units a side, in mixed states, with leaders of several bonuses: `any`
// and `all` differ, leader bonuses add up, offensive fire counts.
TEST_F(differential, melee_stacks) {
  std::vector<std::string_view> orders = {"valiant", "discouraged", "routed"};
  for (auto first : orders)
    for (auto second : orders)
      for (auto attacker_second : {"valiant", "discouraged"})
        for (bool offensive : {false, true})
          for (int bonus = 0; bonus <= 2; ++bonus)
            for (auto const& charge : afde::charge_kind_entries) {
              value attacker = unit({"Ha", 4, 5, "fresh", "valiant", true, false, true});
              value second_attacker = unit({"Ar", 3, 4, "fresh", attacker_second, false});
              engine::set_field(second_attacker, "fired_offensive", flag(offensive));
              value s = melee(attacker, unit({"Mi", 5, 4, "fresh", first, false}), charge.name, "clear", false, false);
              engine::items(s, "attackers").items.push_back(second_attacker);
              engine::items(s, "defenders").items.push_back(unit({"Il", 3, 5, "fatigued", second, false}));
              engine::items(s, "attacker_leaders").items.push_back(leader(bonus));
              compare("melee", s);
            }
}

// The one documented difference: a list longer than the generated structs hold
// (herald build --list-capacity, 8 by default) is refused on the generated tables,
// with a message naming the list, while the model resolves it.
TEST_F(differential, list_beyond_capacity) {
  value s = melee(unit({"Ch", 6, 5, "fresh", "valiant", true}), unit({"Pi", 6, 5, "fresh", "valiant", false}), "front",
                  "clear", false, false);
  for (int i = 0; i < 8; ++i) engine::items(s, "attacker_leaders").items.push_back(leader(1));  // 9 with melee()'s own
  model::complete_defaults(*rules_2010().rules, s, {model::type_desc::kind::record, "melee", {}});
  // The modifiers only: nine leaders tested on a natural 9 make 10^9 sequences of faces.
  EXPECT_NO_THROW(engine::afde::prepare_melee(model_->tables(), s));
  try {
    engine::afde::prepare_melee(herald_generated::afde_2010::engine_tables(), s);
    ADD_FAILURE() << "nine leaders fit a list of eight";
  } catch (engine::engine_error const& e) {
    EXPECT_STREQ(e.what(),
                 "melee_modifiers: 'attacker_leaders' holds more than 8 items, the capacity of the generated situation");
  }
}

// What the game's struct does not resolve as one roll is refused by name: a mêlée with leaders (a
// whole combat, 7.5 line 325) and a fire at a target with leaders (their tests roll dice of their own).
TEST_F(differential, typed_ports_refuse_what_is_not_one_roll) {
  namespace rules = herald_generated::afde_2010;
  value s = melee(unit({"Ch", 6, 5, "fresh", "valiant", true}), unit({"Pi", 6, 5, "fresh", "valiant", false}), "front",
                  "clear", false, false);  // melee() gives each side a leader
  model::complete_defaults(*rules_2010().rules, s, {model::type_desc::kind::record, "melee", {}});
  static engine::tables const t = rules::engine_tables();
  static engine::afde::melee_rules<engine::tables> const melee_items(t, engine::afde::standard_names());
  afde::melee typed{};
  read_value(s, typed, "melee");
  // Leaders: the port reads them, and the single roll's functions leave their tests to the whole mêlée's.
  engine::afde::typed_melee<afde::melee> port(typed, rules::lists::fill_list);
  auto const before = engine::afde::before_melee_roll(melee_items, port);
  for (auto roll : {+[](engine::afde::melee_rules<engine::tables> const& r, engine::afde::typed_melee<afde::melee>& p,
                        decltype(before) const& b) { engine::afde::melee_distribution(r, p, b); },
                    +[](engine::afde::melee_rules<engine::tables> const& r, engine::afde::typed_melee<afde::melee>& p,
                        decltype(before) const& b) { engine::afde::melee_result_on(r, b.modifiers.total, 5, p); }}) {
    try {
      roll(melee_items, port, before);
      ADD_FAILURE() << "a mêlée with leaders resolved as one roll";
    } catch (engine::engine_error const& e) {
      EXPECT_STREQ(e.what(), "this mêlée has leaders: their tests make it melee_with_leaders_distribution's, not a "
                             "single roll's");
      EXPECT_EQ(e.rule, "7.5 line 931");
    }
  }
  // Fire: a whole combat.
  engine::items(s, "defensive_fire").items.push_back(object({{"firer", num(0)}, {"target", num(0)}}));
  afde::melee with_fire{};
  read_value(s, with_fire, "melee");
  try {
    engine::afde::typed_melee<afde::melee> fired(with_fire, rules::lists::fill_list);
    ADD_FAILURE() << "a mêlée with fire resolved as one roll";
  } catch (engine::engine_error const& e) {
    EXPECT_STREQ(e.what(), "this mêlée has fire or a unit stacked by a retreat: it is a whole combat, not a single roll");
    EXPECT_EQ(e.rule, "7.5 line 325");
  }
  // A fire at a target with leaders: the port reads them, and the single roll's functions leave
  // their tests to fire_with_leaders_distribution.
  value f = fire(firers("Ar", 4, false, false, false), unit({"Pi", 6, 5, "fresh", "valiant", false, false, true}), 2,
                 "clear", false);
  model::complete_defaults(*rules_2010().rules, f, {model::type_desc::kind::record, "fire", {}});
  static engine::afde::fire_rules<engine::tables> const fire_items(t, engine::afde::standard_names());
  afde::fire typed_fire{};
  read_value(f, typed_fire, "fire");
  engine::afde::typed_fire<afde::fire> fire_port(typed_fire, rules::lists::fill_list);
  auto const fire_before = engine::afde::before_fire_roll(fire_items, fire_port);
  for (int single : {0, 1}) {
    try {
      if (single) engine::afde::fire_result_on(fire_items, fire_before, 5, fire_port);
      else engine::afde::fire_distribution(fire_items, fire_port, fire_before);
      ADD_FAILURE() << "a fire at a target with leaders resolved as one roll";
    } catch (engine::engine_error const& e) {
      EXPECT_STREQ(e.what(), "the target's leaders are tested on dice of their own: fire_with_leaders_distribution's, "
                             "not a single roll's");
      EXPECT_EQ(e.rule, "7.5");
    }
  }
}

// The port reads a unit's leaders into his side's list, as the rules read them, and gives the struct
// its lists back as they were when it goes: a second port on the same struct reads the same leaders.
TEST_F(differential, typed_melee_gives_the_struct_its_leader_lists_back) {
  namespace rules = herald_generated::afde_2010;
  value s = melee(unit({"Ch", 6, 5, "fresh", "valiant", true, false, true}), unit({"Pi", 6, 5, "fresh", "valiant", false}),
                  "front", "clear", false, false);  // a leader a side, and one with the attacker's unit
  model::complete_defaults(*rules_2010().rules, s, {model::type_desc::kind::record, "melee", {}});
  afde::melee typed{};
  read_value(s, typed, "melee");
  for (int port_made = 0; port_made < 2; ++port_made) {
    {
      engine::afde::typed_melee<afde::melee> port(typed, rules::lists::fill_list);
      ASSERT_EQ(port.attacker_leaders().size(), 2u);
      EXPECT_EQ(port.attacker_leaders()[0].unit, -1);  // the side's own
      EXPECT_EQ(port.attacker_leaders()[1].unit, 0);   // the one with attackers[0]
      EXPECT_EQ(typed.attacker_leaders.size(), 2u);    // both in the list the compiled lists read
      EXPECT_EQ(typed.attackers.items[0].leaders.size(), 0u);
    }
    EXPECT_EQ(typed.attacker_leaders.size(), 1u) << "port " << port_made;
    EXPECT_EQ(typed.attackers.items[0].leaders.size(), 1u) << "port " << port_made;
    EXPECT_EQ(typed.defender_leaders.size(), 1u) << "port " << port_made;
  }
}

// A single mêlée on the game's struct writes each unit's state after the results back into the
// struct (write_units), as the rules left them: on every face, for a charge of Ch on Pi.
TEST_F(differential, typed_melee_writes_the_units_back) {
  namespace rules = herald_generated::afde_2010;
  value s = melee(unit({"Ch", 6, 5, "fresh", "valiant", true}), unit({"Pi", 3, 4, "fresh", "valiant", false}), "front",
                  "clear", false, false);
  engine::items(s, "attacker_leaders").items.clear();
  engine::items(s, "defender_leaders").items.clear();
  model::complete_defaults(*rules_2010().rules, s, {model::type_desc::kind::record, "melee", {}});
  engine::tables const t = rules::engine_tables();
  engine::afde::melee_rules<engine::tables> const melee_items(t, engine::afde::standard_names());
  std::set<std::string> orders;
  for (int face = 0; face <= 9; ++face) {
    afde::melee typed{};
    read_value(s, typed, "melee");
    engine::afde::typed_melee<afde::melee> port(typed, rules::lists::fill_list);
    auto const before = engine::afde::before_melee_roll(melee_items, port);
    engine::afde::melee_result_on(melee_items, before.modifiers.total, face, port);
    port.write_units();
    auto const& after = port.read();
    EXPECT_EQ(afde::name_of(typed.defenders.items[0].order), after.defenders[0].order) << "face " << face;
    EXPECT_EQ(afde::name_of(typed.defenders.items[0].fatigue), after.defenders[0].fatigue) << "face " << face;
    EXPECT_EQ(afde::name_of(typed.attackers.items[0].order), after.attackers[0].order) << "face " << face;
    orders.insert(std::string(after.defenders[0].order));
  }
  EXPECT_GT(orders.size(), 1u) << "every face left the defender as it was: the test would not see a missed write";
}

// Every procedure, on every bundled edition: each worked example's situation (its
// own dice, then every face) through both Tables, for fire, mêlée, the charge
// chain, rally, initiative and the tests. Scenario examples are left out: the
// generated headers hold an edition's own tables, not a scenario's overlays.
struct edition {
  char const* file;
  herald::engine::tables (*tables)();
};
constexpr edition editions[] = {{"afde-2010.herald", herald_generated::afde_2010::engine_tables},
                                {"afde-2014.herald", herald_generated::afde_2014::engine_tables},
                                {"afde-vv45.herald", herald_generated::afde_vv45::engine_tables},
                                {"afde-sof.herald", herald_generated::afde_sof::engine_tables}};

// The procedure the engine runs on `kind`, chosen from each side's own layout (afde/choose.hpp).
template <class Dice>
engine::resolution resolve(engine::tables const& t, model::ruleset const&, std::string const& kind, value const& s,
                           Dice& dice) {
  using procedure = engine::afde::choice::procedure;
  engine::afde::choice const c = engine::afde::choose(t.rules(), kind);
  switch (c.what) {
    case procedure::fire: return engine::afde::resolve_fire(t, engine::afde::prepare_fire(t, s), dice);
    case procedure::melee: return engine::afde::resolve_melee_situation(t, s, dice);
    case procedure::charge: return engine::afde::resolve_charge(t, s, dice);
    case procedure::rally: return engine::afde::resolve_rally(t, s, dice);
    case procedure::initiative: return engine::afde::resolve_initiative(t, s, dice);
    case procedure::test: return engine::afde::resolve_test(t, c.test, s, dice);
    case procedure::none: break;
  }
  throw engine::engine_error("no procedure for '" + kind + "'");
}

template <class Tables>
std::string outcome_text(Tables const& t, model::ruleset const& rules, std::string const& kind, value const& s,
                         std::map<std::string, std::vector<int>> const& rolls) {
  std::string out;
  try {
    engine::given_dice dice(rolls);
    for (auto const& step : resolve(t, rules, kind, s, dice).steps) {
      out += step.name + " " + std::to_string(step.total) + ":";
      for (auto const& [column, results] : step.results) out += " " + column + "=" + engine::join_results(results);
      out += ";";
    }
  } catch (engine::engine_error const& e) {
    out += std::string("refused: ") + e.what();
  }
  try {
    auto d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return resolve(t, rules, kind, s, dice).final; });
    for (auto const& [o, p] : d.outcomes) {
      out += "\n" + p.str() + ":";
      for (auto const& f : o) out += " " + f.label() + "=" + f.text();
    }
  } catch (engine::engine_error const& e) {
    out += std::string("\nrefused: ") + e.what();
  }
  return out;
}

TEST(differential_editions, every_example_every_procedure) {
  std::size_t compared = 0, resolved = 0;
  for (auto const& ed : editions) {
    testing::loaded state;
    auto dir = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde";
    auto name = state.load(dir / ed.file, dir);
    ASSERT_TRUE(name) << ed.file << ": " << state.ids();
    model::ruleset const& rules = *state.library.find(*name);
    engine::ruleset_tables const loaded(rules);  // the model lowered at run time, its formulas interpreted
    engine::tables const& model = loaded.tables();
    auto generated = ed.tables();
    for (auto const& [example_name, example] : rules.examples) {
      auto in = engine::example_situation(rules, example_name);
      if (!in) continue;
      value s = in->given;
      model::complete_defaults(rules, s, {model::type_desc::kind::record, in->kind, {}});
      std::string const text = outcome_text(model, rules, in->kind, s, in->rolls);
      EXPECT_EQ(text, outcome_text(generated, rules, in->kind, s, in->rolls)) << ed.file << " example " << example_name;
      ++compared;
      resolved += text.find("refused") == std::string::npos;
    }
  }
  std::cout << "[ differential ] " << compared << " worked examples compared on four editions, " << resolved
            << " resolved without a refusal\n";
  EXPECT_GE(resolved, 10u);
}

// Every AFDE situation of tests/resolve/ (fire inside mêlées, several chargers, the charge chain...)
// through both Tables of its edition: the same steps for the file's own dice, the same distribution.
TEST(differential_editions, every_resolve_case) {
  auto const root = std::filesystem::path(HERALD_SOURCE_DIR);
  std::map<std::string, herald::engine::tables (*)()> by_file;
  for (auto const& ed : editions) by_file[std::string("rulesets/afde/") + ed.file] = ed.tables;
  std::size_t compared = 0;
  resolve_cases::each(root, [&](std::filesystem::path const& path, std::string const& ruleset) {
    // A list past the generated situation's capacity of 8: refused there by design (list_beyond_capacity).
    if (path.stem() == "list_at_the_limit") return;
    auto tables = by_file.find(ruleset);
    if (tables == by_file.end()) return;  // Order of Arms: order_of_arms_differential_test.cpp
    testing::loaded state;
    auto name = state.load(root / ruleset, root / "rulesets" / "afde");
    ASSERT_TRUE(name) << ruleset;
    model::ruleset const& rules = *state.library.find(*name);
    auto situation = resolve_cases::read(path, rules);
    ASSERT_TRUE(situation) << path;
    value s = situation->given;
    model::complete_defaults(rules, s, {model::type_desc::kind::record, situation->kind, {}});
    engine::ruleset_tables const loaded(rules);  // the model lowered at run time, its formulas interpreted
    engine::tables const& model = loaded.tables();
    std::string const text = outcome_text(model, rules, situation->kind, s, situation->rolls);
    EXPECT_EQ(text, outcome_text(tables->second(), rules, situation->kind, s, situation->rolls)) << path;
    ++compared;
  });
  std::cout << "[ differential ] " << compared << " AFDE situations of tests/resolve compared\n";
  EXPECT_GE(compared, 15u);
}

// gen::find searches by halves: every span of named items a generated header holds is in name order.
template <class T>
void expect_name_order(engine::gen::span<T> items, char const* what) {
  for (std::size_t i = 1; i < items.size(); ++i)
    EXPECT_LT(items[i - 1].name, items[i].name) << what << " at " << i;
  for (auto const& item : items) EXPECT_EQ(engine::gen::find(items, item.name), &item) << what << " " << item.name;
  EXPECT_EQ(engine::gen::find(items, "no such name"), nullptr) << what;
}
void expect_spans_in_name_order(engine::gen::ruleset const& r) {
  expect_name_order(r.rules, "rules");
  expect_name_order(r.dice, "dice");
  expect_name_order(r.symbols, "symbols");
  expect_name_order(r.tables, "tables");
  expect_name_order(r.band_tables, "band_tables");
  expect_name_order(r.modifier_lists, "modifier_lists");
  expect_name_order(r.transition_tables, "transition_tables");
  expect_name_order(r.tests, "tests");
  expect_name_order(r.pools, "pools");
  expect_name_order(r.sequences, "sequences");
}
TEST(lower, spans_in_name_order) {
  expect_spans_in_name_order(herald_generated::afde_2010::ruleset);
  expect_spans_in_name_order(herald_generated::afde_2014::ruleset);
  expect_spans_in_name_order(herald_generated::afde_vv45::ruleset);
  expect_spans_in_name_order(herald_generated::afde_sof::ruleset);
}

// The four Au fil de l'épée editions lowered at run time are what codegen printed (layout_dump.hpp).
TEST(lower, afde_editions_lowered_as_codegen_printed) {
  layout_dump::expect_lowered_as_printed("afde/afde-2010.herald", herald_generated::afde_2010::ruleset);
  layout_dump::expect_lowered_as_printed("afde/afde-2014.herald", herald_generated::afde_2014::ruleset);
  layout_dump::expect_lowered_as_printed("afde/afde-vv45.herald", herald_generated::afde_vv45::ruleset);
  layout_dump::expect_lowered_as_printed("afde/afde-sof.herald", herald_generated::afde_sof::ruleset);
}

// The store keeps what its views point into: a lowered ruleset moved keeps every view.
TEST(lower, a_moved_store_keeps_its_views) {
  testing::loaded state;
  auto const path = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde" / "afde-2010.herald";
  auto name = state.load(path, path.parent_path());
  ASSERT_TRUE(name) << state.ids();
  engine::layout_store first = model::lower(*state.library.find(*name));
  std::string const before = layout_dump::text_of(first.ruleset().symbols);
  engine::layout_store moved = std::move(first);
  EXPECT_EQ(layout_dump::text_of(moved.ruleset().symbols), before);
  EXPECT_NE(before.find("\"NE\""), std::string::npos);
}

}  // namespace
}  // namespace herald
