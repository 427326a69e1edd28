// The procedures on a game's own generated struct (engine/afde/typed_rally.hpp, typed_initiative.hpp)
// against `herald resolve`'s on the situation value (rally.hpp, initiative.hpp), both on the
// generated 2010 tables.
//
// Both run the same rules (rally_units.hpp; initiative_of); the ports differ (a value read field by
// field with its report, a struct read by its bits with none), and so do the rolls (the value's
// enumerated dice and lists by name, the struct's compiled lists and decide_test). Every situation
// of each enumeration must give the same refusal, or the same outcomes with the same probabilities.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "afde_2010_engine.hpp"
#include "engine/afde/model_instances.hpp"
#include "engine/afde/initiative.hpp"
#include "engine/afde/rally.hpp"
#include "engine/afde/tests.hpp"
#include "engine/afde/typed_initiative.hpp"
#include "engine/afde/typed_tests.hpp"
#include "engine/afde/typed_rally.hpp"
#include "engine/core/dice.hpp"
#include "model/value.hpp"

namespace herald {
namespace {

using engine::value;
namespace afde = herald_generated::afde;
namespace rules = herald_generated::afde_2010;

value num(std::int64_t n) { return engine::number_value(n); }
value nm(std::string_view s) { return engine::name_value(std::string(s)); }
value flag(bool b) { return engine::bool_value(b); }

value unit(std::string_view type, int quality, std::string_view fatigue, std::string_view order) {
  return engine::object_value({{"type", nm(type)}, {"strength", num(4)}, {"strength_fatigued", num(3)},
                               {"quality", num(quality)}, {"quality_fatigued", num(quality - 1)},
                               {"mounted", flag(false)}, {"fatigue", nm(fatigue)}, {"order", nm(order)}});
}

std::string unit_key(std::string const& name, std::string_view fatigue, std::string_view order, bool eliminated) {
  return name + ": " + std::string(fatigue) + " " + std::string(order) + (eliminated ? " eliminated; " : "; ");
}

// Each outcome in words ("rally: success; unit: fresh valiant; ...") with its probability.
using outcomes = std::map<std::string, engine::probability>;

outcomes by_value(value const& s, std::string& error) {
  outcomes out;
  try {
    engine::tables const& t = rules::engine_tables();
    auto d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_rally(t, s, dice).final; });
    for (auto const& [o, p] : d.outcomes) {
      std::string key;
      for (auto const& f : o)
        key += f.k == engine::fact::kind::unit ? unit_key(f.name, f.codes.at(0), f.codes.at(1), f.number != 0)
                                               : f.name + ": " + f.word + "; ";
      out[key] += p;
    }
  } catch (engine::engine_error const& e) {
    error = e.what();
  }
  return out;
}

outcomes typed(value const& s, std::string& error) {
  static engine::tables const t = rules::engine_tables();
  static engine::afde::rally_rules<engine::tables> const rally(t, engine::afde::standard_names());
  outcomes out;
  try {
    afde::rally typed{};
    read_value(s, typed, "rally");
    engine::afde::typed_rally<afde::rally> port(typed, rules::lists::fill_list, rules::tests::decide_test);
    auto const before = engine::afde::before_rally_roll(rally, port);
    auto const d = engine::afde::rally_distribution(rally, port, before);
    std::int64_t const all = d.success_ways + d.failure_ways;
    auto add = [&](bool success, std::int64_t ways) {
      if (ways == 0) return;
      std::string key = std::string("rally: ") + (success ? "success" : "failure") + "; ";
      for (std::size_t i = 0; i <= port.stacked_count(); ++i) {
        engine::afde::melee_unit const& u = i == 0 ? port.unit() : port.stacked(i - 1);
        std::string_view fatigue = u.fatigue, order = u.order;
        if (success) fatigue = d.rallied[i].fatigue, order = d.rallied[i].order;
        key += unit_key(i == 0 ? "unit" : "stacked[" + std::to_string(i - 1) + "]", fatigue, order, u.eliminated);
      }
      out[key] += engine::probability(ways) / all;
    };
    add(true, d.success_ways);
    add(false, d.failure_ways);
  } catch (engine::engine_error const& e) {
    error = e.what();
  }
  return out;
}

TEST(typed_rally, agrees_with_the_engine_on_the_value) {
  std::vector<std::string_view> const orders = {"valiant", "discouraged", "routed"};
  std::size_t compared = 0, refused = 0;
  for (auto fatigue : {"fresh", "fatigued"})
    for (auto order : orders)
      for (int quality : {1, 4, 7})
        for (int stack = -1; stack < 3; ++stack)  // none, then a stacked unit of each order
          for (int banner : {0, 2})
            for (int commander : {0, 1, 3})
              for (bool adjacent : {false, true}) {
                value s = engine::object_value(
                    {{"unit", unit("Mi", quality, fatigue, order)}, {"stacked", engine::list_value({})},
                     {"adjacent_enemy", flag(adjacent)}, {"banner_leader_near", flag(banner > 0)},
                     {"banner_leader_bonus", num(banner)}, {"army_commander_near", flag(commander > 0)},
                     {"army_commander_bonus", num(commander)}});
                if (stack >= 0) engine::items(s, "stacked").items.push_back(unit("Pi", 5, "fresh", orders[stack]));
                std::string value_error, typed_error;
                outcomes const a = by_value(s, value_error), b = typed(s, typed_error);
                ++compared;
                refused += !value_error.empty();
                ASSERT_EQ(value_error, typed_error) << model::value_text(s);
                ASSERT_EQ(a, b) << model::value_text(s);
              }
  std::cout << "[ typed_rally ] " << compared << " rallies compared, " << refused << " refused by both\n";
  EXPECT_GT(refused, 0u);
  EXPECT_LT(refused, compared);
}

// What the struct leaves out is refused as the value path refuses it (its unit, a field of it, a stacked
// unit's), and a type, which no rule of the rally reads, resolved alike.
TEST(typed_rally, refuses_what_the_value_path_refuses) {
  value base = engine::object_value({{"unit", unit("Mi", 4, "fresh", "routed")},
                                     {"stacked", engine::list_value({unit("Pi", 5, "fresh", "valiant")})},
                                     {"adjacent_enemy", flag(false)}, {"banner_leader_near", flag(false)},
                                     {"banner_leader_bonus", num(0)}, {"army_commander_near", flag(false)},
                                     {"army_commander_bonus", num(0)}});
  for (auto const& left_out : std::vector<std::pair<std::string, std::string>>{
           {"", "unit"}, {"unit", "order"}, {"unit", "quality"}, {"stacked", "fatigue"}, {"unit", "type"},
           {"stacked", "type"}}) {
    std::string const& where = left_out.first;
    std::string const& field = left_out.second;  // a lambda may not capture a structured binding (C++17)
    value s = base;
    value& holder = where.empty() ? s : where == "unit" ? engine::need(s, "unit", "") : engine::items(s, "stacked").items[0];
    auto& fields = holder.fields;
    fields.erase(std::remove_if(fields.begin(), fields.end(), [&](auto const& f) { return f.first == field; }), fields.end());
    std::string value_error, typed_error;
    outcomes const a = by_value(s, value_error), b = typed(s, typed_error);
    // No rule of the rally reads a unit's type: left out, it is resolved alike; anything else is refused alike.
    EXPECT_EQ(value_error.empty(), field == "type") << where << "." << field << ": " << value_error;
    EXPECT_EQ(value_error, typed_error) << where << "." << field;
    EXPECT_EQ(a, b) << where << "." << field;
  }
}


// ------------------------------------------------------------------ initiative (6.C)

value player(int bonus, bool attacker) {
  return engine::object_value({{"army_commander_bonus", num(bonus)}, {"attacker", flag(attacker)}});
}

outcomes initiative_by_value(value const& s, std::string& error) {
  outcomes out;
  try {
    engine::tables const& t = rules::engine_tables();
    auto d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_initiative(t, s, dice).final; });
    for (auto const& [o, p] : d.outcomes) {
      std::string key;
      for (auto const& f : o) {
        key += f.name + ":";
        for (auto const& c : f.codes) key += " " + c;
        key += " " + f.word + "; ";
      }
      out[key] += p;
    }
  } catch (engine::engine_error const& e) {
    error = e.what();
  }
  return out;
}

outcomes initiative_typed(value const& s, std::string& error) {
  static engine::tables const t = rules::engine_tables();
  static engine::afde::initiative_rules<engine::tables> const initiative(t, engine::afde::standard_names());
  outcomes out;
  try {
    afde::initiative typed{};
    read_value(s, typed, "initiative");
    auto const before = engine::afde::before_initiative_roll(initiative, typed, rules::lists::fill_list);
    auto const d = engine::afde::initiative_outcomes(initiative, before);
    std::int64_t all = 0;
    for (auto const& w : d) all += w.ways;
    for (auto const& w : d) {
      std::string key = std::string(initiative.band_table().columns[0]) + ":";
      for (auto const& slot : w.band->outcomes[0].slots) key += " " + std::string(slot.symbol);
      key += " ; initiative: " + std::string(engine::afde::winner_name(w.winner)) + "; ";
      out[key] += engine::probability(w.ways) / all;
    }
  } catch (engine::engine_error const& e) {
    error = e.what();
  }
  return out;
}

TEST(typed_initiative, agrees_with_the_engine_on_the_value) {
  std::size_t compared = 0;
  for (int roller = -1; roller <= 4; ++roller)
    for (int opponent = -1; opponent <= 4; ++opponent)
      for (bool attacker : {false, true}) {
        value s = engine::object_value({{"roller", player(roller, attacker)}, {"opponent", player(opponent, !attacker)}});
        std::string value_error, typed_error;
        outcomes const a = initiative_by_value(s, value_error), b = initiative_typed(s, typed_error);
        ++compared;
        ASSERT_EQ(value_error, typed_error) << model::value_text(s);
        ASSERT_EQ(a, b) << model::value_text(s);
        ASSERT_FALSE(a.empty()) << model::value_text(s);
      }
  std::cout << "[ typed_initiative ] " << compared << " initiatives compared\n";
  // A player left out, or its bonus: refused alike.
  for (std::string const left_out : {"roller", "opponent"}) {
    value s = engine::object_value({{"roller", player(1, true)}, {"opponent", player(2, false)}});
    auto& fields = s.fields;
    fields.erase(std::remove_if(fields.begin(), fields.end(), [&](auto const& f) { return f.first == left_out; }),
                 fields.end());
    std::string value_error, typed_error;
    initiative_by_value(s, value_error);
    initiative_typed(s, typed_error);
    EXPECT_FALSE(value_error.empty()) << left_out;
    EXPECT_EQ(value_error, typed_error) << left_out;
  }
}


// ------------------------------------------------------------------ tests declared on a situation (10.3, 12.2.3)

template <class S>
void compare_test(std::string const& test, std::string const& kind, value const& s, std::size_t& refused) {
  engine::tables const& t = rules::engine_tables();
  std::string value_error, typed_error;
  outcomes by_value, typed;
  try {
    auto d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_test(t, test, s, dice).final; });
    for (auto const& [o, p] : d.outcomes) by_value[o.at(0).word] += p;
  } catch (engine::engine_error const& e) {
    value_error = e.what();
  }
  try {
    S st{};
    read_value(s, st, kind);
    engine::typed_test const tt(t, test);
    engine::test_ways const w = engine::afde::typed_test_outcomes(t, tt, st, rules::lists::fill_list, rules::tests::decide_test);
    std::int64_t const all = w.success + w.failure;
    if (w.success) typed["success"] += engine::probability(w.success) / all;
    if (w.failure) typed["failure"] += engine::probability(w.failure) / all;
  } catch (engine::engine_error const& e) {
    typed_error = e.what();
  }
  refused += !value_error.empty();
  ASSERT_EQ(value_error, typed_error) << test << " " << model::value_text(s);
  ASSERT_EQ(by_value, typed) << test << " " << model::value_text(s);
}

TEST(typed_tests, agree_with_the_engine_on_the_value) {
  std::size_t compared = 0, refused = 0;
  for (auto fatigue : {"fresh", "fatigued"})
    for (int quality : {0, 3, 6, 9, 11})
      for (bool front : {false, true}) {
        value u = unit("Ch", quality, fatigue, "valiant");
        compare_test<afde::counter_charge>("counter_charge", "counter_charge",
                                           engine::object_value({{"unit", u}, {"charged_through_front", flag(front)}}),
                                           refused);
        compare_test<afde::pass_through>("pass_through", "pass_through", engine::object_value({{"unit", u}}), refused);
        compared += 2;
      }
  // A unit without its quality, and none at all: refused alike.
  value incomplete = unit("Ch", 5, "fresh", "valiant");
  incomplete.fields.erase(std::remove_if(incomplete.fields.begin(), incomplete.fields.end(),
                                         [](auto const& f) { return f.first == "quality"; }),
                          incomplete.fields.end());
  compare_test<afde::pass_through>("pass_through", "pass_through", engine::object_value({{"unit", incomplete}}), refused);
  compare_test<afde::pass_through>("pass_through", "pass_through", engine::object_value({}), refused);
  EXPECT_EQ(refused, 2u);
  std::cout << "[ typed_tests ] " << compared + 2 << " tests compared\n";
}

}  // namespace
}  // namespace herald
