// Initiative (6.C): both sides roll, the difference reads the initiative band.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"

namespace herald::engine::afde {

// Who has the initiative and by how much (6.C line 215): the higher total wins, the difference reads
// the band; `herald resolve` (below) and a game's own struct (typed_initiative.hpp) share it.
enum class initiative_winner { none, roller, opponent };
struct initiative_outcome {
  std::int64_t difference = 0;
  gen::band const* band = nullptr;
  initiative_winner winner = initiative_winner::none;
};

inline initiative_outcome initiative_of(gen::band_table const& b, names const& n, std::int64_t roller,
                                        std::int64_t opponent) {
  initiative_outcome out;
  out.difference = roller > opponent ? roller - opponent : opponent - roller;
  out.band = gen::band_at(b, out.difference);
  if (!out.band)
    throw engine_error(n.initiative + " has no band for a difference of " + std::to_string(out.difference));
  out.winner = roller == opponent ? initiative_winner::none
               : roller > opponent ? initiative_winner::roller
                                   : initiative_winner::opponent;
  return out;
}

inline char const* winner_name(initiative_winner w) {
  return w == initiative_winner::none ? "none" : w == initiative_winner::roller ? "roller" : "opponent";
}

template <class Tables, class Dice>
resolution resolve_initiative(Tables const& t, value s, Dice& dice, names const& n = standard_names()) {
  resolution out;
  out.procedure = "initiative";
  gen::band_table const& table = t.rolled_band_table(n.initiative);
  gen::roll const& roll = table.band_roll;
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
  initiative_outcome const decided = initiative_of(table, n, totals[0], totals[1]);
  band_row row = t.band(n.initiative, decided.difference);  // the band in words, for the report
  step st;
  st.name = "difference";
  st.table = n.initiative;
  st.total = decided.difference;
  st.has_total = true;
  st.ref = row.ref;
  st.line = row.line;
  for (std::size_t c = 0; c < row.columns.size(); ++c) st.results.push_back({row.columns[c], row.outcomes[c]});
  out.steps.push_back(std::move(st));
  out.final.push_back(fact::results(row.columns.empty() ? "case" : row.columns[0], row.outcomes.at(0)));
  out.final.emplace_back("initiative", winner_name(decided.winner));
  return out;
}

}  // namespace herald::engine::afde
