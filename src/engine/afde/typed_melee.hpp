// A game's own generated mêlée situation resolved by the engine's rules, with no report: the consumer's fast path.
//
// `typed_melee<Melee>` is the port of a generated situation struct (the system header's `melee`) to
// the single mêlée's rules (melee_units.hpp, before_melee_roll in melee.hpp): it reads the struct's
// units once, writes what the rules derive into the struct for the ruleset's compiled lists, and sums
// those lists on the struct. `herald resolve` runs the same rules through `value_melee`, with its
// report; here nothing is reported and, for a usual mêlée, nothing is allocated.
//
//   namespace rules = herald_generated::afde_2010;
//   herald_generated::afde::melee s = ...;        // the game's own situation
//   auto const t = rules::engine_tables();
//   names const& n = standard_names();
//   melee_rules<tables> const melee(t, n);                // once per ruleset
//   typed_melee<herald_generated::afde::melee> m(s, rules::lists::fill_list, n);
//   auto before = before_melee_roll(melee, m);            // refusals as `herald resolve` words them
//   gen::band const& row = melee_result_on(melee, before.modifiers.total, face, m.units());
//   // m.units(): each unit's state after the results (eliminated included)
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/afde/melee.hpp"
#include "engine/afde/melee_units.hpp"
#include "engine/afde/typed_units.hpp"
#include "engine/core/generated_layout.hpp"
#include "engine/core/typed.hpp"

namespace herald::engine::afde {

template <class Melee>
class typed_melee {
 public:
  // The ruleset's lists over this struct: its generated `lists::fill_list`.
  using fill_fn = bool (*)(std::size_t, Melee const&, gen::verdict*);

  typed_melee(Melee& s, fill_fn fill, names const& n = standard_names()) : s_(s), fill_(fill) {
    refuse_whole_combat();
    complete_side(s.attackers, "attackers", n);
    complete_side(s.defenders, "defenders", n);
    read_side(s.attackers, "attackers", read_.attackers);
    read_side(s.defenders, "defenders", read_.defenders);
    static std::size_t const charge_bit = field_bit<Melee>("charge"), counter_bit = field_bit<Melee>("counter_charge"),
                             rear_bit = field_bit<Melee>("rear_attack"),
                             target_bit = field_bit<Melee>("counter_charge_target");
    if (!field_given(s, charge_bit)) throw engine_error("the situation gives no 'charge', which this step needs");
    read_.charge = name_of(s.charge);
    read_.counter_charge = field_given(s, counter_bit) && s.counter_charge;  // left out: false, as in a value
    read_.rear_attack = field_given(s, rear_bit) && s.rear_attack;
    read_.has_target = field_given(s, target_bit);
    read_.target = s.counter_charge_target;
  }

  melee_read const& read() const { return read_; }
  melee_read& units() { return read_; }

  void derive(melee_derived const& d) {
    static std::size_t const bits[] = {field_bit<Melee>("charge_counted"), field_bit<Melee>("odds"),
                                       field_bit<Melee>("attacker_type"), field_bit<Melee>("defender_type"),
                                       field_bit<Melee>("attacker_quality"), field_bit<Melee>("defender_quality")};
    if (gen::same_name(d.charge_counted, read_.charge)) s_.charge_counted = s_.charge;
    else assign(s_.charge_counted, d.charge_counted, "charge_counted");
    s_.odds = {d.odds_attacker, d.odds_defender};
    s_.attacker_type = s_.attackers.items[d.attacker].type;  // the types the rules chose, by their units
    s_.defender_type = s_.defenders.items[d.defender].type;
    s_.attacker_quality = d.attacker_quality;
    s_.defender_quality = d.defender_quality;
    for (std::size_t bit : bits) set_given(s_, bit);
  }

  // The band table's roll's lists (the mêlée list where it names none), each summed on the struct
  // by the ruleset's compiled conditions, within the band table's clamp.
  template <class Tables>
  typed_sum modifiers(melee_rules<Tables> const& rules) const {
    gen::band_table const& b = rules.result_table();
    typed_sum out;
    for (auto const& l : rules.lists) add_typed_list(l, s_, fill_, out);
    if (b.has_clamp) out.total = std::clamp(out.total, b.clamp_low, b.clamp_high);
    return out;
  }

  std::size_t terrain_choices() const { return s_.terrain_choices.size(); }
  bool terrain_given() const { return field_given(s_, terrain_bit()); }
  source_range terrain_where() const { return {}; }
  void choose_terrain(std::size_t i) {
    s_.terrain = s_.terrain_choices.items[i].terrain;
    set_given(s_, terrain_bit());
  }
  std::string_view choice_name(std::size_t i) const { return name_of(s_.terrain_choices.items[i].terrain); }

  // The units' states after the results, into the struct (the eliminated stay in units()).
  void write_units() {
    write_side(read_.attackers, s_.attackers);
    write_side(read_.defenders, s_.defenders);
  }

 private:
  // Fire, leaders or a unit stacked by a retreat make a whole combat (melee.hpp: needs_combat).
  void refuse_whole_combat() const {
    bool whole = !s_.defensive_fire.empty() || !s_.offensive_fire.empty() || !s_.attacker_leaders.empty() ||
                 !s_.defender_leaders.empty();
    for (auto const* side : {&s_.attackers, &s_.defenders})
      for (auto const& u : *side) whole = whole || !u.leaders.empty() || u.joined_by_retreat;
    if (whole)
      throw engine_error("this mêlée has fire, leaders or a unit stacked by a retreat: it is a whole combat, "
                         "not a single roll", {}, "7.5 line 325");
  }

  template <class Units>
  static void complete_side(Units& units, char const* list, names const& n) {
    for (std::size_t i = 0; i < units.size(); ++i) complete_typed_unit(units.items[i], list, i, n);
  }
  template <class Units>
  static void read_side(Units const& units, char const* list, melee_units& out) {
    for (std::size_t i = 0; i < units.size(); ++i) read_typed_unit(units.items[i], list, i, out.emplace_back());
  }

  template <class Units>
  static void write_side(melee_units const& from, Units& units) {
    for (std::size_t i = 0; i < from.size() && i < units.size(); ++i) {
      assign(units.items[i].fatigue, from[i].fatigue, "fatigue");
      assign(units.items[i].order, from[i].order, "order");
    }
  }

  template <class Enum>
  static void assign(Enum& field, std::string_view name, std::string_view what) {
    if (!from_name(name, field))
      throw engine_error("'" + std::string(name) + "' is not a value of the struct's " + std::string(what));
  }

  static std::size_t terrain_bit() {
    static std::size_t const bit = field_bit<Melee>("terrain");
    return bit;
  }
  Melee& s_;
  fill_fn fill_;
  melee_read read_;
};

// The band of the mêlée's result table the face gives, its results applied to `units` (melee_units.hpp).
template <class Tables>
gen::band const& melee_result_on(melee_rules<Tables> const& rules, std::int64_t modifiers, int face, melee_read& units) {
  gen::band_table const& b = rules.result_table();
  gen::band const& row = melee_band(b, face + modifiers, rules.n);
  apply_band(rules, row, units);
  return row;
}

// One outcome of a single mêlée: a band of results, the faces that give it, each unit's state
// after it (the attackers, then the defenders, in the order read).
struct melee_outcome {
  melee_outcome() {}  // not `= default`: value-initialising would first zero the inline units, every band
  gen::band const* band = nullptr;
  std::int64_t ways = 0;  // faces of the die (its probability: ways over the die's faces)
  boost::container::small_vector<unit_after, 8> after;
};
// Inline: a d10 over the mêlée table reaches a few bands; a game resolving many mêlées allocates nothing.
using melee_outcomes = boost::container::small_vector<melee_outcome, 6>;

// The exact distribution of a single mêlée prepared by before_melee_roll: each face of the band
// table's die, its band's results applied once per band to the units `port` read, which are
// left as read.
template <class Tables, class Port, class Sum>
melee_outcomes melee_distribution(melee_rules<Tables> const& rules, Port& port, melee_before<Sum> const& before) {
  gen::band_table const& b = rules.result_table();
  gen::die const* die = rules.die;
  if (!die) throw engine_error("the ruleset has no die '" + std::string(b.band_roll.die) + "'");
  melee_read& units = port.units();
  auto each_unit = [&](auto&& f) {
    for (auto& u : units.attackers) f(u);
    for (auto& u : units.defenders) f(u);
  };
  // Field by field, not as a braced temporary: its bools stored as bytes and copied as a word stall
  // the store buffer, once per unit and band.
  auto keep = [](melee_unit const& u, unit_after& a) {
    a.fatigue = u.fatigue;
    a.order = u.order;
    a.eliminated = u.eliminated;
    a.unable_to_retreat = u.unable_to_retreat;
  };
  boost::container::small_vector<unit_after, 8> read;  // as read, to go back to after each band
  each_unit([&](melee_unit& u) { keep(u, read.emplace_back()); });
  melee_outcomes out;
  gen::band const* row = nullptr;
  for (std::int64_t face = die->low; face <= die->high; ++face) {
    std::int64_t const total = face + before.modifiers.total;
    // Where no two bands overlap, the band of the face before holds the next one, most often, and
    // where they ascend, the band after it the others.
    if (!rules.disjoint_bands || !row || total < row->low || (!row->open && total > row->high)) {
      gen::band const* next = row ? row + 1 : nullptr;
      bool const next_holds = rules.ascending_bands && next && next != b.bands.end() && total >= next->low &&
                              (next->open || total <= next->high);
      row = next_holds ? next : &melee_band(b, total, rules.n);
    }
    // Ascending bands met by growing totals: a band seen before is the last one.
    auto same = rules.ascending_bands
                    ? (!out.empty() && out.back().band == row ? out.rbegin() : out.rend())
                    : std::find_if(out.rbegin(), out.rend(), [&](melee_outcome const& o) { return o.band == row; });
    if (same != out.rend()) {
      ++same->ways;
      continue;
    }
    melee_outcome& o = out.emplace_back();
    o.band = row;
    o.ways = 1;
    apply_band(rules, *row, units);
    std::size_t i = 0;
    each_unit([&](melee_unit& u) {
      keep(u, o.after.emplace_back());
      u.fatigue = read[i].fatigue;
      u.order = read[i].order;
      u.eliminated = read[i].eliminated;
      u.unable_to_retreat = read[i].unable_to_retreat;
      ++i;
    });
  }
  return out;
}

}  // namespace herald::engine::afde
