// Order of Arms: a roll against a test the ruleset declares (leader casualties, retreat, rout, reactions...).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine::order_of_arms {

// The modifiers of the roll's lists, added (or subtracted) together.
template <class Tables>
modifier_sum roll_modifiers(Tables const& t, test_view const& view, value const& s) {
  modifier_sum out;
  for (std::size_t i = 0; i < view.lists.size(); ++i) {
    modifier_sum m = t.modifiers(view.lists[i], s);
    int sign = i < view.signs.size() && view.signs[i] == '-' ? -1 : 1;
    out.modifiers.insert(out.modifiers.end(), m.modifiers.begin(), m.modifiers.end());
    out.raw += sign * m.raw;
    out.total += sign * m.total;
    if (view.lists.size() == 1) out.clamp = m.clamp;
  }
  return out;
}

// One roll: every die of the roll (`roll 2 d6`: their sum is the natural roll), the modifiers
// of its lists, and the test's rules deciding success or failure on the natural roll and the total.
// Unlike Au fil de l'épée, no counter is completed first: a unit's strength, élan and armor are
// the values of its current side, as the situation gives them (A2.2.2, C21.1).
template <class Tables, class Dice>
resolution resolve_test(Tables const& t, std::string const& test, value const& s, Dice& dice) {
  test_view view = t.test_of(test);
  resolution out;
  out.procedure = "test";
  step st;
  st.name = test;
  st.table = test;
  st.modifiers = roll_modifiers(t, view, s);
  st.has_modifiers = !view.lists.empty();
  std::int64_t natural = 0;
  for (int i = 0; i < std::max(1, view.count); ++i) {
    st.naturals.push_back(dice.roll(t.die(view.die), test));
    natural += st.naturals.back();
  }
  st.total = natural + st.modifiers.total;
  st.has_total = true;
  bool success = t.test(test, s, natural, st.total);
  st.results.push_back({"result", {success ? "success" : "failure"}});
  out.steps.push_back(std::move(st));
  out.final.emplace_back(test, success ? "success" : "failure");
  return out;
}

}  // namespace herald::engine::order_of_arms
