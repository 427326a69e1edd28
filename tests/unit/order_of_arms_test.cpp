// Order of Arms 1.0 as resolved: its charts, the charts it cites without printing, and their refusal.
#include <gtest/gtest.h>

#include <algorithm>

#include "model/situation_eval.hpp"
#include "test_support.hpp"

namespace herald {
namespace {

std::filesystem::path order_of_arms() {
  return std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "order-of-arms";
}

model::value object(std::vector<std::pair<std::string, model::value>> fields) {
  model::value v;
  v.k = model::value::kind::object;
  v.fields = std::move(fields);
  return v;
}
model::value name_value(std::string text) {
  model::value v;
  v.k = model::value::kind::name;
  v.text = std::move(text);
  return v;
}
model::value boolean(bool b) {
  model::value v;
  v.k = model::value::kind::boolean;
  v.boolean = b;
  return v;
}

class order_of_arms_1_0 : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    state_ = new testing::loaded;
    auto loaded_name = state_->load(order_of_arms() / "order-of-arms-1.0.herald", order_of_arms());
    ASSERT_TRUE(loaded_name.has_value()) << state_->ids();
    ruleset_ = state_->library.find(*loaded_name);
  }
  static void TearDownTestSuite() { delete state_; }
  static testing::loaded* state_;
  static model::ruleset const* ruleset_;
};
testing::loaded* order_of_arms_1_0::state_ = nullptr;
model::ruleset const* order_of_arms_1_0::ruleset_ = nullptr;

TEST_F(order_of_arms_1_0, loads_with_the_charts_it_cites_but_does_not_print) {
  EXPECT_EQ(state_->diags.all().size(), 0u) << state_->ids();
  EXPECT_EQ(ruleset_->system, "order_of_arms");
  for (char const* chart : {"terrain_effects_chart", "weather_effects_chart", "army_elan_track",
                            "scenario_occupancy_table", "map_key", "succession_of_command"})
    EXPECT_EQ(ruleset_->referenced.count(chart), 1u) << chart;
  EXPECT_EQ(ruleset_->referenced.at("army_elan_track").prov.line, 2412u);
  EXPECT_EQ(ruleset_->tables.count("terrain_effects_chart"), 0u);  // nothing invented
  auto column_b = std::find_if(ruleset_->citations.begin(), ruleset_->citations.end(),
                               [](auto const& c) { return c.target == "artillery_strength.B"; });
  ASSERT_NE(column_b, ruleset_->citations.end());
  EXPECT_EQ(column_b->table, "artillery_strength");
  EXPECT_EQ(column_b->column, "B");
  EXPECT_EQ(column_b->prov.line, 2544u);
}

// B11.7.1 adjusts the charging strength "per any applicable terrain noted in the terrain and/or
// weather effects chart" (line 1140): where terrain applies, the reading is refused by name.
TEST_F(order_of_arms_1_0, a_rule_reading_an_unprinted_chart_refuses_by_name) {
  auto const& list = ruleset_->modifier_lists.at("charge_strength");
  auto terrain = std::find_if(list.modifiers.begin(), list.modifiers.end(),
                              [](auto const& m) { return m.name == "terrain_and_weather"; });
  ASSERT_NE(terrain, list.modifiers.end());
  ASSERT_TRUE(terrain->computed.has_value());
  model::value situation = object({{"unit", object({{"type", name_value("MMA")}})}, {"terrain_applies", boolean(true)}});
  model::situation_env env{*ruleset_, situation, {}};
  EXPECT_TRUE(model::evaluate_condition(*terrain->condition, env));
  try {
    model::evaluate_integer(*terrain->computed, env);
    FAIL() << "reading the Terrain Effects Chart should be refused";
  } catch (model::evaluation_error const& e) {
    EXPECT_NE(std::string(e.what()).find("the Terrain Effects Chart (terrain_effects_chart) is cited by the source "
                                         "(line 245) but not printed in it"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace herald
