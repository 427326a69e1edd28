// Order of Arms: its engine on generated/order_of_arms_1_0.hpp and on the model, alike (tests, refusals).
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <string>

#include "engine/model_tables.hpp"
#include "engine/order_of_arms/tests.hpp"
#include "engine/situation_file.hpp"
#include "model/value_check.hpp"
#include "order_of_arms_1_0.hpp"
#include "test_support.hpp"

namespace herald {
namespace {

using model::value;

// The test a situation of this kind resolves, as engine/order_of_arms/system.cpp picks it.
std::string test_on(model::ruleset const& rules, std::string const& kind) {
  if (auto named = rules.tests.find(kind); named != rules.tests.end() && named->second.situation == kind) return kind;
  for (auto const& [name, t] : rules.tests)
    if (t.situation == kind) return name;
  return {};
}

template <class Tables>
std::string outcome_text(Tables const& t, std::string const& test, value const& s,
                         std::map<std::string, std::vector<int>> const& rolls) {
  std::string out;
  try {
    engine::given_dice dice(rolls);
    for (auto const& step : engine::order_of_arms::resolve_test(t, test, s, dice).steps) {
      out += step.name + " " + std::to_string(step.total) + ":";
      for (auto const& m : step.modifiers.modifiers) out += " " + m.name + "=" + std::to_string(m.delta);
      for (auto const& [column, results] : step.results) out += " " + column + "=" + engine::join_results(results);
    }
  } catch (engine::engine_error const& e) {
    out += std::string("refused: ") + e.what();
  }
  try {
    auto d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::order_of_arms::resolve_test(t, test, s, dice).final; });
    for (auto const& [o, p] : d.outcomes) {
      out += "\n" + p.str() + ":";
      for (auto const& [k, v] : o) out += " " + k + "=" + v;
    }
  } catch (engine::engine_error const& e) {
    out += std::string("\nrefused: ") + e.what();
  }
  return out;
}

struct loaded_oa {
  testing::loaded state;
  model::ruleset const* rules = nullptr;
};

loaded_oa const& rules_oa() {
  static loaded_oa* loaded = [] {
    auto* out = new loaded_oa;
    auto dir = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "order-of-arms";
    if (auto name = out->state.load(dir / "order-of-arms-1.0.herald", dir)) out->rules = out->state.library.find(*name);
    return out;
  }();
  return *loaded;
}

// Every worked example of the edition, with its dice and over every face, on both tables.
TEST(order_of_arms_differential, every_example_on_both_tables) {
  ASSERT_NE(rules_oa().rules, nullptr) << rules_oa().state.ids();
  model::ruleset const& rules = *rules_oa().rules;
  engine::model_tables model(rules);
  auto generated = herald_generated::order_of_arms_1_0::engine_tables();
  std::size_t compared = 0;
  for (auto const& [example_name, example] : rules.examples) {
    auto in = engine::example_situation(rules, example_name);
    ASSERT_TRUE(in) << example_name;
    value s = in->given;
    model::complete_defaults(rules, s, {model::type_desc::kind::record, in->kind, {}});
    std::string const test = test_on(rules, in->kind);
    std::string const text = outcome_text(model, test, s, in->rolls);
    EXPECT_EQ(text.find("refused"), std::string::npos) << example_name << ": " << text;
    EXPECT_EQ(text, outcome_text(generated, test, s, in->rolls)) << example_name;
    ++compared;
  }
  EXPECT_GE(compared, 8u);
}

// Leader casualties over a grid of situations: the compiled conditions and computed deltas
// of the generated header give the modifiers and the exact 2d6 distribution the model gives.
TEST(order_of_arms_differential, leader_casualties_over_the_schema) {
  ASSERT_NE(rules_oa().rules, nullptr) << rules_oa().state.ids();
  model::ruleset const& rules = *rules_oa().rules;
  engine::model_tables model(rules);
  auto generated = herald_generated::order_of_arms_1_0::engine_tables();
  std::size_t compared = 0;
  for (int steps = 0; steps <= 4; ++steps)
    for (int extra = 0; extra <= 3; ++extra)
      for (int flags = 0; flags < 8; ++flags) {
        value s = engine::object_value(
            {{"leader", engine::object_value({{"tactical", engine::number_value(3)},
                                              {"command", engine::number_value(2)},
                                              {"exceptional", engine::bool_value(extra > 0)}})},
             {"charge_combat", engine::bool_value(flags & 1)},
             {"side_eliminated", engine::bool_value(flags & 2)},
             {"bombardment", engine::bool_value(flags & 4)},
             {"steps_eliminated", engine::number_value(steps)},
             {"extra_bonus", engine::number_value(extra)}});
        model::complete_defaults(rules, s, {model::type_desc::kind::record, "leader_casualty", {}});
        std::string const text = outcome_text(model, "leader_casualty", s, {});
        ASSERT_EQ(text, outcome_text(generated, "leader_casualty", s, {})) << model::value_text(s);
        ++compared;
      }
  EXPECT_EQ(compared, 160u);
}

}  // namespace
}  // namespace herald
