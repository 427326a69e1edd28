// What every game system's rolls share: the modifiers of a roll's lists added together, and one roll against a declared test.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/generated_layout.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {

// The modifiers of a roll's lists (`d10 + fire_modifiers - cover`), added or subtracted together:
// `lists` and `signs` any ranges of names and of '+' or '-' (a roll of the layout's spans, or vectors).
template <class Tables, class Lists, class Signs>
modifier_sum sum_of_lists(Tables const& t, Lists const& lists, Signs const& signs, value const& s) {
  modifier_sum out;
  std::size_t const count = lists.size();
  for (std::size_t i = 0; i < count; ++i) {
    modifier_sum m = t.modifiers(lists[i], s);
    int sign = i < signs.size() && signs[i] == '-' ? -1 : 1;
    out.modifiers.insert(out.modifiers.end(), m.modifiers.begin(), m.modifiers.end());
    out.raw += sign * m.raw;
    out.total += sign * m.total;
    if (count == 1) out.clamp = m.clamp;  // the list's own clamp, shown with it
  }
  return out;
}

// The same over lists written out (`{n.fire_modifiers}, {'+'}`).
template <class Tables>
modifier_sum sum_lists(Tables const& t, std::vector<std::string> const& lists, std::vector<char> const& signs,
                       value const& s) {
  return sum_of_lists(t, lists, signs, s);
}

// The modifiers of a roll of the layout (a test's, a band table's, a sequence step's).
template <class Tables>
modifier_sum sum_lists(Tables const& t, gen::roll const& roll, value const& s) {
  return sum_of_lists(t, roll.lists, roll.signs, s);
}

// One roll (`2 d6 + list`): its dice, its lists' modifiers and its total, as a step.
template <class Tables, class Dice>
step roll_step(Tables const& t, gen::roll const& view, value const& s, Dice& dice, std::string const& name,
               std::int64_t& natural) {
  step st;
  st.name = name;
  st.modifiers = sum_lists(t, view, s);
  st.has_modifiers = !view.lists.empty();
  natural = 0;
  for (int i = 0; i < std::max(1, view.count); ++i) {
    st.naturals.push_back(dice.roll(t.die(view.die), name));
    natural += st.naturals.back();
  }
  st.total = natural + st.modifiers.total;
  st.has_total = true;
  return st;
}

// One roll against a test the ruleset declares: every die of the roll (`roll
// 2 d6`: the natural roll is their sum), its lists' modifiers, its total, and
// the test's rules deciding success or failure; the step is added to `out`.
template <class Tables, class Dice>
bool test_step(Tables const& t, std::string const& test, value const& s, Dice& dice, std::string const& name,
               resolution& out) {
  std::int64_t natural = 0;
  step st = roll_step(t, t.test_of(test), s, dice, name, natural);
  st.table = test;
  bool success = t.test(test, s, natural, st.total);
  st.results.push_back({"result", {success ? "success" : "failure"}});
  out.steps.push_back(std::move(st));
  return success;
}

}  // namespace herald::engine
