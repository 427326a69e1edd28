// Order of Arms as a game system: the rolls its rulesets declare as tests (dice pools are not resolved yet).
#include <algorithm>

#include "engine/game_system.hpp"
#include "engine/order_of_arms/tests.hpp"

namespace herald::engine::order_of_arms {
namespace {

// The test a situation of this kind resolves: the test of the kind's own name, else the only
// test declared on it. Empty when there is none, or several and none of the kind's name.
std::string test_on(model::ruleset const& rules, std::string const& kind) {
  if (auto named = rules.tests.find(kind); named != rules.tests.end() && named->second.situation == kind)
    return kind;
  std::string found;
  for (auto const& [name, t] : rules.tests) {
    if (t.situation != kind) continue;
    if (!found.empty()) return {};
    found = name;
  }
  return found;
}

std::string test_or_refuse(model::ruleset const& rules, std::string const& kind) {
  std::string test = test_on(rules, kind);
  if (!test.empty()) return test;
  std::string several;
  for (auto const& [name, t] : rules.tests)
    if (t.situation == kind) several += (several.empty() ? "" : ", ") + name;
  if (!several.empty())
    throw engine_error("several tests are declared on a '" + kind + "' situation (" + several +
                       ") and none is named '" + kind + "'");
  throw engine_error("the Order of Arms engine resolves the rolls declared as tests; no test is declared on a '" +
                     kind + "' situation");
}

class system final : public game_system {
 public:
  std::string_view name() const override { return "order_of_arms"; }

  bool can_resolve(model::ruleset const& rules, std::string const& kind) const override {
    return !test_on(rules, kind).empty();
  }

  resolution resolve(model_tables const& t, std::string const& kind, value const& s,
                     given_dice& dice) const override {
    return resolve_test(t, test_or_refuse(t.rules(), kind), s, dice);
  }

  distribution distribution_of(model_tables const& t, std::string const& kind, value const& s) const override {
    std::string const test = test_or_refuse(t.rules(), kind);
    return exact_distribution([&](enumerating_dice& dice) { return resolve_test(t, test, s, dice).final; });
  }

  std::optional<step> before_roll(model_tables const& t, std::string const& kind, value const& s) const override {
    std::string const test = test_or_refuse(t.rules(), kind);
    test_view const view = t.test_of(test);
    step out;
    out.has_modifiers = !view.lists.empty();
    out.modifiers = sum_lists(t, view.lists, view.signs, s);
    return out;
  }

  example_shape examples(std::string const& kind) const override {
    example_shape shape;
    shape.main_step = [kind](resolution const& r) -> step const* {
      return r.steps.empty() ? nullptr : &r.steps.front();
    };
    shape.known = "modifiers, modifier_total, total, result";
    return shape;
  }
};

}  // namespace

// The registry's entry (engine/game_system.cpp).
game_system const& game() {
  static system const order_of_arms;
  return order_of_arms;
}

}  // namespace herald::engine::order_of_arms
