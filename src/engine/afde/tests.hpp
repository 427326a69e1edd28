// Tests: one roll against a test the ruleset declares (10.3 counter charge, a pass-through), and the step every test makes.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"

namespace herald::engine::afde {

// One roll against a test: its modifiers, its total, success or failure.
template <class Tables, class Dice>
bool test_step(Tables const& t, std::string const& test, value const& s, Dice& dice, std::string const& name,
               resolution& out) {
  test_view view = t.test_of(test);
  step st;
  st.name = name;
  st.table = test;
  st.modifiers = detail::sum_lists(t, view.lists, view.signs, s);
  st.has_modifiers = !view.lists.empty();
  // `roll 2 d6`: every die is rolled and the natural roll is their sum.
  int natural = 0;
  for (int i = 0; i < std::max(1, view.count); ++i) {
    st.naturals.push_back(dice.roll(t.die(view.die), name));
    natural += st.naturals.back();
  }
  st.total = natural + st.modifiers.total;
  st.has_total = true;
  bool success = t.test(test, s, natural, st.total);
  st.results.push_back({"result", {success ? "success" : "failure"}});
  out.steps.push_back(std::move(st));
  return success;
}

// Any other test declared on a situation (counter charge, pass-through).
template <class Tables, class Dice>
resolution resolve_test(Tables const& t, std::string const& test, value s, Dice& dice,
                        names const& n = {}) {
  if (value* unit = find_field(s, "unit")) detail::complete_unit(*unit, "unit", n);
  resolution out;
  out.procedure = "test";
  bool success = test_step(t, test, s, dice, test, out);
  out.final.emplace_back(test, success ? "success" : "failure");
  return out;
}

}  // namespace herald::engine::afde
