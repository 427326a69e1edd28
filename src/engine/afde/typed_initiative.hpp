// A game's own generated initiative situation resolved by the engine's rule (initiative_of in initiative.hpp), with no report.
//
// Each player rolls the band table's dice and adds its lists (6.C line 215): the roller on the
// struct as given, the opponent on a copy with the two players swapped, as `herald resolve` swaps
// them in the situation value; the difference of the totals reads the band.
//
//   namespace rules = herald_generated::afde_2010;
//   initiative_rules<tables> const initiative(t, standard_names());   // once per ruleset
//   auto const before = before_initiative_roll(initiative, s, rules::lists::fill_list);
//   initiative_outcome const o = initiative_on(initiative, before, roller_natural, opponent_natural);
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include <boost/container/small_vector.hpp>

#include "engine/afde/initiative.hpp"
#include "engine/core/typed.hpp"
#include "engine/core/typed_test.hpp"

namespace herald::engine::afde {

// The items of a ruleset the initiative reads, found once: its band table, its die, its lists.
template <class Tables>
struct initiative_rules {
  Tables const& t;
  names const& n;
  gen::band_table const* table = nullptr;
  gen::die const* die = nullptr;
  boost::container::small_vector<typed_list_ref, 4> lists;

  initiative_rules(Tables const& tables, names const& words) : t(tables), n(words) {
    table = gen::find(tables.rules().band_tables, words.initiative);
    if (!table || !table->has_roll) return;
    die = gen::find(tables.rules().dice, table->band_roll.die);
    find_lists(tables.rules(), table->band_roll, {}, lists);
  }
  // The band table, refused as the tables refuse it (none, or no roll).
  gen::band_table const& band_table() const { return table && table->has_roll ? *table : t.rolled_band_table(n.initiative); }
  gen::die const& die_of() const {
    gen::band_table const& b = band_table();
    if (!die) t.die(b.band_roll.die);  // throws the tables' words
    return *die;
  }
};

// What each player adds to its dice.
struct initiative_before {
  std::int64_t roller = 0, opponent = 0;
};

template <class Tables, class S>
initiative_before before_initiative_roll(initiative_rules<Tables> const& rules, S const& s,
                                         bool (*fill)(std::size_t, S const&, gen::verdict*)) {
  rules.band_table();
  static std::size_t const roller_bit = field_bit<S>("roller"), opponent_bit = field_bit<S>("opponent");
  if (!field_given(s, opponent_bit)) throw engine_error("the situation gives no 'opponent', which this step needs");
  if (!field_given(s, roller_bit)) throw engine_error("the situation gives no 'roller', which this step needs");
  S swapped = s;
  std::swap(swapped.roller, swapped.opponent);
  initiative_before out;
  typed_sum roller, opponent;
  rules.die_of();  // the roller's dice, before its modifiers, as the value path rolls them
  for (auto const& l : rules.lists) add_typed_list(l, s, fill, roller);
  for (auto const& l : rules.lists) add_typed_list(l, swapped, fill, opponent);
  out.roller = roller.total;
  out.opponent = opponent.total;
  return out;
}

// The initiative at each player's natural roll (the sum of its dice).
template <class Tables>
initiative_outcome initiative_on(initiative_rules<Tables> const& rules, initiative_before const& before,
                                 std::int64_t roller_natural, std::int64_t opponent_natural) {
  return initiative_of(rules.band_table(), rules.n, roller_natural + before.roller, opponent_natural + before.opponent);
}

// Its exact distribution: each band and winner with the ways the two players' dice give it.
struct initiative_ways {
  gen::band const* band = nullptr;
  initiative_winner winner = initiative_winner::none;
  std::int64_t ways = 0;  // of the die's faces to the power of both players' dice
};
using initiative_distribution = boost::container::small_vector<initiative_ways, 12>;

template <class Tables>
initiative_distribution initiative_outcomes(initiative_rules<Tables> const& rules, initiative_before const& before) {
  gen::die const& die = rules.die_of();
  natural_distribution const naturals = naturals_of(die, rules.band_table().band_roll.count);
  initiative_distribution out;
  for (auto const& r : naturals)
    for (auto const& o : naturals) {
      initiative_outcome const decided = initiative_on(rules, before, r.natural, o.natural);
      auto same = std::find_if(out.begin(), out.end(), [&](initiative_ways const& w) {
        return w.band == decided.band && w.winner == decided.winner;
      });
      if (same == out.end()) same = out.insert(out.end(), initiative_ways{decided.band, decided.winner, 0});
      same->ways += r.ways * o.ways;
    }
  return out;
}

}  // namespace herald::engine::afde
