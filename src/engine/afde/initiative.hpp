// Initiative (6.C): both sides roll, the difference reads the initiative band.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"

namespace herald::engine::afde {

template <class Tables, class Dice>
resolution resolve_initiative(Tables const& t, value s, Dice& dice, names const& n = standard_names()) {
  resolution out;
  out.procedure = "initiative";
  gen::roll const& roll = t.rolled_band_table(n.initiative).band_roll;
  value swapped = s;
  set_field(swapped, "roller", need(s, "opponent", ""));
  set_field(swapped, "opponent", need(s, "roller", ""));
  std::int64_t totals[2] = {0, 0};
  value const* sides[2] = {&s, &swapped};
  char const* side_names[2] = {"roller", "opponent"};
  for (int side = 0; side < 2; ++side) {
    step st;
    st.name = side_names[side];
    st.table = n.initiative;
    for (int i = 0; i < roll.count; ++i) {
      st.naturals.push_back(dice.roll(t.die(roll.die), std::string(side_names[side]) + " initiative"));
      st.total += st.naturals.back();
    }
    st.modifiers = detail::sum_lists(t, roll, *sides[side]);
    st.has_modifiers = !roll.lists.empty();
    st.total += st.modifiers.total;
    st.has_total = true;
    totals[side] = st.total;
    out.steps.push_back(std::move(st));
  }
  std::int64_t difference = totals[0] > totals[1] ? totals[0] - totals[1] : totals[1] - totals[0];
  band_row row = t.band(n.initiative, difference);
  if (!row.found) throw engine_error(n.initiative + " has no band for a difference of " + std::to_string(difference));
  step st;
  st.name = "difference";
  st.table = n.initiative;
  st.total = difference;
  st.has_total = true;
  st.ref = row.ref;
  st.line = row.line;
  for (std::size_t c = 0; c < row.columns.size(); ++c) st.results.push_back({row.columns[c], row.outcomes[c]});
  out.steps.push_back(std::move(st));
  std::string winner = totals[0] == totals[1] ? "none" : totals[0] > totals[1] ? "roller" : "opponent";
  out.final.push_back(fact::results(row.columns.empty() ? "case" : row.columns[0], row.outcomes.at(0)));
  out.final.emplace_back("initiative", winner);
  return out;
}

}  // namespace herald::engine::afde
