// The rolls of Au fil de l'épée's tests over a carrier: rally (12.3), initiative (6.C) and the
// tests a ruleset declares (counter charge, pass-through), each the same facts in the same order
// as its procedure over Dice (rally.hpp, initiative.hpp, tests.hpp).
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"
#include "engine/core/roll_steps.hpp"
#include "engine/core/rolls.hpp"
#include "engine/core/states.hpp"

namespace herald::engine::afde::steps {

// The rolls and the test's verdict are every system's (engine/core/roll_steps.hpp).
using engine::decide_test;
using engine::roll_dice;
using engine::roll_state;

// A test the ruleset declares on a situation (resolve_test).
template <class Tables, class M>
void test_procedure(Tables const& t, std::string const& test, value s, M& m, names const& n = standard_names()) {
  if (value* unit = find_field(s, "unit")) detail::complete_unit(*unit, "unit", n);
  gen::roll const& view = t.test_of(test);
  roll_dice(m, t.die(view.die), view.count, test, 0);
  m.then([&](roll_state& rolled, record& r) {
    r.row(fact(test, decide_test(t, test, s, test, rolled, r) ? "success" : "failure"));
  });
}

// Rally (12.3): a discouraged or routed unit not adjacent to an enemy (resolve_rally).
template <class Tables, class M>
void rally_procedure(Tables const& t, value s, M& m, names const& n = standard_names()) {
  items(s, "stacked");  // made before `unit` is held: adding a field may move the others
  value& unit = need(s, "unit", "");
  detail::complete_unit(unit, "unit", n);
  if (flag(s, "adjacent_enemy"))
    throw engine_error("a unit adjacent to an enemy unit cannot rally", need(s, "adjacent_enemy", "").where,
                       "12.3 line 655");
  // A stack rallies as a single counter: one roll, the higher quality of the two (5.2.6 line 175).
  value& stacked = items(s, "stacked");
  if (stacked.items.size() > 1)
    throw engine_error("a stack is two units in one hex: 'stacked' holds " + std::to_string(stacked.items.size()),
                       stacked.where, "5.2.4 line 163");
  std::string order = need_name(unit, "order", "unit");
  bool needs_rally = order == n.discouraged || order == n.routed;
  for (std::size_t i = 0; i < stacked.items.size(); ++i) {
    value& other = stacked.items[i];
    detail::complete_unit(other, detail::list_item("stacked", i), n);
    std::string other_order = need_name(other, "order", "stacked");
    needs_rally = needs_rally || other_order == n.discouraged || other_order == n.routed;
    if (need_int(other, "current_quality", "") > need_int(unit, "current_quality", ""))
      set_field(unit, "current_quality", number_value(need_int(other, "current_quality", "")));
  }
  if (!needs_rally)
    throw engine_error("a " + order + " unit has nothing to rally from", need(unit, "order", "unit").where,
                       "12.3 line 659");
  gen::roll const& view = t.test_of(n.rally);
  roll_dice(m, t.die(view.die), view.count, "rally", 0);
  m.then([&](roll_state& rolled, record& r) {
    bool const success = decide_test(t, n.rally, s, "rally", rolled, r);
    value after = need(s, "unit", "");
    value others = items(s, "stacked");
    if (success) {
      detail::apply_event(t, n, after, n.rallied);
      for (auto& other : others.items) detail::apply_event(t, n, other, n.rallied);
    }
    r.row(fact("rally", success ? "success" : "failure"));
    r.row(detail::unit_fact("unit", after, false));
    for (std::size_t i = 0; i < others.items.size(); ++i)
      r.row(detail::unit_fact(detail::list_item("stacked", i), others.items[i], true));
  });
}

// Initiative (6.C): both sides roll, the difference reads the initiative band (resolve_initiative).
template <class Tables, class M>
void initiative_procedure(Tables const& t, value const& s, M& m, names const& n = standard_names()) {
  gen::roll const& roll = t.rolled_band_table(n.initiative).band_roll;
  value swapped = s;
  set_field(swapped, "roller", need(s, "opponent", ""));
  set_field(swapped, "opponent", need(s, "roller", ""));
  char const* const side_names[2] = {"roller", "opponent"};
  for (int side = 0; side < 2; ++side)
    roll_dice(m, t.die(roll.die), roll.count, std::string(side_names[side]) + " initiative", side);
  m.then([&](roll_state& rolled, record& r) {
    value const* sides[2] = {&s, &swapped};
    std::int64_t totals[2] = {0, 0};
    for (int side = 0; side < 2; ++side) {
      modifier_sum const modifiers = detail::sum_lists(t, roll, *sides[side]);
      totals[side] = rolled.natural[side] + modifiers.total;
      r.step([&] {
        step st;
        st.name = side_names[side];
        st.table = n.initiative;
        st.naturals = rolled.faces[side];
        st.modifiers = modifiers;
        st.has_modifiers = !roll.lists.empty();
        st.total = totals[side];
        st.has_total = true;
        return st;
      });
    }
    std::int64_t const difference = totals[0] > totals[1] ? totals[0] - totals[1] : totals[1] - totals[0];
    band_row const row = t.band(n.initiative, difference);
    if (!row.found) throw engine_error(n.initiative + " has no band for a difference of " + std::to_string(difference));
    r.step([&] {
      step st;
      st.name = "difference";
      st.table = n.initiative;
      st.total = difference;
      st.has_total = true;
      st.ref = row.ref;
      st.line = row.line;
      for (std::size_t c = 0; c < row.columns.size(); ++c) st.results.push_back({row.columns[c], row.outcomes[c]});
      return st;
    });
    r.row(fact::results(row.columns.empty() ? "case" : row.columns[0], row.outcomes.at(0)));
    r.row(fact("initiative", totals[0] == totals[1] ? "none" : totals[0] > totals[1] ? "roller" : "opponent"));
  });
}

}  // namespace herald::engine::afde::steps
