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
//   gen::band const& row = melee_result_on(melee, before.modifiers.total, face, m);
//   // m.units(): each unit's state after the results (eliminated included)
//
// A mêlée with leaders (the sides' lists, or stacked with units) is resolved whole by
// melee_with_leaders_distribution: its leaders' tests on the naturals that call for them and their
// fate when their unit falls (7.5). Fire and a unit stacked by a retreat make the whole combat,
// refused here: typed_combat.hpp resolves it on the struct (combat.hpp on a value).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/afde/leader_units.hpp"
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
    refuse_empty_sides();
    refuse_whole_combat();
    complete_side(s.attackers, "attackers", n);
    complete_side(s.defenders, "defenders", n);
    read_side(s.attackers, "attackers", read_.attackers);
    read_side(s.defenders, "defenders", read_.defenders);
    given_.attacker_leaders = s.attacker_leaders.count;
    given_.defender_leaders = s.defender_leaders.count;
    for (auto const& u : s.attackers) given_.attackers.push_back(u.leaders.count);
    for (auto const& u : s.defenders) given_.defenders.push_back(u.leaders.count);
    gather_leaders(s.attackers, s.attacker_leaders, "attacker_leaders", attacker_leaders_);
    gather_leaders(s.defenders, s.defender_leaders, "defender_leaders", defender_leaders_);
    if (!attacker_leaders_.empty() || !defender_leaders_.empty()) refuse_units_out(n);
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

  // The struct's leader lists as they were given: the units' leaders leave their side's list.
  ~typed_melee() {
    s_.attacker_leaders.count = given_.attacker_leaders;
    s_.defender_leaders.count = given_.defender_leaders;
    for (std::size_t u = 0; u < given_.attackers.size(); ++u) s_.attackers.items[u].leaders.count = given_.attackers[u];
    for (std::size_t u = 0; u < given_.defenders.size(); ++u) s_.defenders.items[u].leaders.count = given_.defenders[u];
  }
  typed_melee(typed_melee const&) = delete;
  typed_melee& operator=(typed_melee const&) = delete;

  melee_read const& read() const { return read_; }
  melee_read& units() { return read_; }
  // The leaders in the fight, in the order the rules read them: each side's own list, then those
  // stacked with its units, unit by unit (their lists joined to the side's in the struct).
  melee_leaders const& attacker_leaders() const { return attacker_leaders_; }
  melee_leaders const& defender_leaders() const { return defender_leaders_; }

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
  // A whole combat (fire, leaders, a unit stacked by a retreat: melee.hpp, needs_combat) refuses a
  // side without units first, as resolve_combat does; a single roll, in derive_melee's order.
  void refuse_empty_sides() const {
    bool leaders = !s_.attacker_leaders.empty() || !s_.defender_leaders.empty();
    for (auto const* side : {&s_.attackers, &s_.defenders})
      for (auto const& u : *side) leaders = leaders || !u.leaders.empty();
    if (!leaders && !fire_or_joined()) return;
    if (s_.attackers.empty()) throw empty_side(true, {});
    if (s_.defenders.empty()) throw empty_side(false, {});
  }

  // Fire or a unit stacked by a retreat make a whole combat (melee.hpp: needs_combat), typed_combat's
  // (typed_combat.hpp); leaders this port reads (melee_with_leaders_distribution).
  bool fire_or_joined() const {
    bool out = !s_.defensive_fire.empty() || !s_.offensive_fire.empty();
    for (auto const* side : {&s_.attackers, &s_.defenders})
      for (auto const& u : *side) out = out || u.joined_by_retreat;
    return out;
  }
  void refuse_whole_combat() const {
    if (fire_or_joined())
      throw engine_error("this mêlée has fire or a unit stacked by a retreat: it is a whole combat, "
                         "not a single roll", {}, "7.5 line 325");
  }

  // Every unit's leaders join its side's list, as the rules read them (7.5 line 321: the leaders'
  // bonus is the side's), each remembering his unit and his place.
  template <class Units, class Leaders>
  static void gather_leaders(Units& units, Leaders& side, char const* list, melee_leaders& out) {
    for (std::size_t i = 0; i < side.size(); ++i) out.push_back({-1, static_cast<std::int32_t>(i), side.items[i].wounded});
    for (std::size_t u = 0; u < units.size(); ++u) {
      auto& own = units.items[u].leaders;
      for (std::size_t i = 0; i < own.size(); ++i) {
        if (!side.push_back(own.items[i]))
          throw engine_error(std::string(list) + ": more leaders than the struct's list holds (" +
                             std::to_string(side.size()) + "), with those stacked with the units");
        out.push_back({static_cast<std::int32_t>(u), static_cast<std::int32_t>(i), own.items[i].wounded});
      }
      own.count = 0;
    }
  }

  // With leaders, a mêlée is the rules' whole combat, which leaves out a unit that cannot fight (an
  // eliminated one, an attacking artillery unit without its infantry: combat.hpp, units_in_fight)
  // and moves its leaders out: typed_combat's, which gives this port only the units that fight.
  void refuse_units_out(names const& n) const {
    for (auto const* side : {&read_.attackers, &read_.defenders}) {
      bool const attackers = side == &read_.attackers;
      auto const routed_before = [side, &n](std::size_t i) { return detail::is((*side)[i].order, n.routed); };
      auto const not_joined = [](std::size_t) { return false; };  // refused above (refuse_whole_combat)
      if (detail::units_in_fight(*side, attackers, attackers ? "attackers" : "defenders", routed_before, not_joined, n).size() !=
          side->size())
        throw engine_error(std::string(attackers ? "attackers" : "defenders") +
                               ": a unit that cannot fight (eliminated, or artillery without its infantry) beside "
                               "leaders: a whole combat, not a single roll", {}, "7.5 line 325");
    }
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
  melee_leaders attacker_leaders_, defender_leaders_;
  struct {
    std::size_t attacker_leaders = 0, defender_leaders = 0;
    boost::container::small_vector<std::size_t, 8> attackers, defenders;  // each unit's leaders
  } given_;
};

// A port's leaders call for their tests (7.5), which a single roll's functions leave out.
template <class Port>
void refuse_leaders(Port const& port) {
  if (!port.attacker_leaders().empty() || !port.defender_leaders().empty())
    throw engine_error("this mêlée has leaders: their tests make it melee_with_leaders_distribution's, "
                       "not a single roll's", {}, "7.5 line 931");
}

// The band of the mêlée's result table the face gives, its results applied to the port's units
// (melee_units.hpp; port.units() then holds them). A mêlée without leaders.
template <class Tables, class Port>
gen::band const& melee_result_on(melee_rules<Tables> const& rules, std::int64_t modifiers, int face, Port& port) {
  refuse_leaders(port);
  gen::band_table const& b = rules.result_table();
  gen::band const& row = melee_band(b, face + modifiers, rules.n);
  apply_band(rules, row, port.units());
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
  refuse_leaders(port);
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

// One outcome of a mêlée with leaders: a band of results, each unit's state after it (as
// melee_outcome), and each leader's after his test, if the natural called for one, and the end of
// the mêlée (7.5): the attackers' leaders, then the defenders', as the port lists them.
struct melee_leaders_outcome {
  melee_leaders_outcome() {}  // as melee_outcome
  gen::band const* band = nullptr;
  std::int64_t ways = 0;  // out of the distribution's `out_of`
  boost::container::small_vector<unit_after, 8> after;
  boost::container::small_vector<leader_after, 8> leaders;
};
struct melee_leaders_outcomes {
  std::int64_t out_of = 1;  // the mêlée die's faces times the leader die's for each leader
  boost::container::small_vector<melee_leaders_outcome, 8> outcomes;
};

namespace detail {

// The naturals of the mêlée roll that test a side's leaders (the band table's triggers, 7.5 line 931):
// each with the side it tests, 0 the attackers', 1 the defenders'.
struct leader_trigger {
  std::int64_t natural = 0;
  int side = 0;
};
template <class Tables>
boost::container::small_vector<leader_trigger, 4> melee_leader_triggers(Tables const& t, names const& n) {
  boost::container::small_vector<leader_trigger, 4> out;
  for (auto const& trigger : t.triggers(n.melee_leaders)) {
    if (trigger.roll != "melee" || trigger.leaders.empty()) continue;
    if (trigger.leaders == "attacker_leaders") out.push_back({trigger.natural, 0});
    else if (trigger.leaders == "defender_leaders") out.push_back({trigger.natural, 1});
    else
      throw engine_error(n.melee_leaders + " tests the leaders at '" + std::string(trigger.leaders) +
                         "', which a typed mêlée does not read (attacker_leaders, defender_leaders)", {}, "7.5");
  }
  return out;
}

}  // namespace detail

// The exact distribution of a mêlée with leaders prepared by before_melee_roll: each face of the
// band table's die, its band's results applied to the units, the leaders it tests each rolling on
// the leaders' band table (fate_of), then those whose unit the mêlée destroyed captured, or placed
// where the edition says so (end_of_melee). Outcomes alike in band and leaders are one.
template <class Tables, class Port, class Sum>
melee_leaders_outcomes melee_with_leaders_distribution(melee_rules<Tables> const& rules, Port& port,
                                                       melee_before<Sum> const& before) {
  names const& n = rules.n;
  gen::band_table const& b = rules.result_table();
  gen::die const* die = rules.die;
  if (!die) throw engine_error("the ruleset has no die '" + std::string(b.band_roll.die) + "'");
  melee_leaders const& attacker_leaders = port.attacker_leaders();
  melee_leaders const& defender_leaders = port.defender_leaders();
  std::size_t const count = attacker_leaders.size() + defender_leaders.size();
  auto const triggers = detail::melee_leader_triggers(rules.t, n);
  // The leaders' table and die, read (and refused) as the value path reads them, where a natural
  // calls for a test of a side that has leaders.
  bool const tests = std::any_of(triggers.begin(), triggers.end(), [&](detail::leader_trigger const& tr) {
    return tr.natural >= die->low && tr.natural <= die->high &&
           !(tr.side == 0 ? attacker_leaders : defender_leaders).empty();
  });
  gen::band_table const* leader_band = tests ? &rules.t.rolled_band_table(n.melee_leaders) : nullptr;
  die_faces const leader_die = tests ? rules.t.die(leader_band->band_roll.die) : die_faces{};
  std::int64_t const leader_faces = tests ? leader_die.high - leader_die.low + 1 : 1;
  melee_leaders_outcomes out;
  out.out_of = die->high - die->low + 1;
  std::int64_t all_leader_ways = 1;  // leader_faces ^ count
  for (std::size_t i = 0; i < count; ++i) {
    if (all_leader_ways > std::numeric_limits<std::int64_t>::max() / leader_faces / out.out_of)
      throw engine_error("too many leaders in one mêlée for its exact distribution (" + std::to_string(count) + ")");
    all_leader_ways *= leader_faces;
  }
  out.out_of *= all_leader_ways;
  leader_test_fates fates[2];  // a leader unwounded, wounded: those some leader is
  if (tests)
    for (bool wounded : {false, true})
      if (std::any_of(attacker_leaders.begin(), attacker_leaders.end(), [&](melee_leader const& l) { return l.wounded == wounded; }) ||
          std::any_of(defender_leaders.begin(), defender_leaders.end(), [&](melee_leader const& l) { return l.wounded == wounded; }))
        fates[wounded] = leader_test_distribution(*leader_band, leader_die.low, leader_die.high, wounded, n);

  melee_read& units = port.units();
  melee_read const as_read = units;  // to go back to after each face
  // Whether the mêlée destroyed a leader's unit, and for want of a hex (all of the side's, for its own list).
  auto unit_end = [&](bool attackers, melee_leader const& l) {
    melee_units const& side = attackers ? units.attackers : units.defenders;
    if (l.unit >= 0) {
      melee_unit const& u = side[static_cast<std::size_t>(l.unit)];
      return std::pair<bool, bool>{u.eliminated, u.unable_to_retreat};
    }
    bool const gone = std::all_of(side.begin(), side.end(), [](melee_unit const& u) { return u.eliminated; });
    bool const unable = !side.empty() && std::all_of(side.begin(), side.end(), [](melee_unit const& u) { return u.unable_to_retreat; });
    return std::pair<bool, bool>{gone, unable};
  };
  auto placed_by_rule = [&] { return detail::need_rule(rules.t, n.leader_of_unit_unable_to_retreat).value == n.leader_placed; };

  for (std::int64_t face = die->low; face <= die->high; ++face) {
    gen::band const& row = melee_band(b, face + before.modifiers.total, n);
    apply_band(rules, row, units);
    bool tested_side[2] = {false, false};
    for (auto const& trigger : triggers)
      if (trigger.natural == face) tested_side[trigger.side] = true;
    // The leaders this face tests, each with his fates; an odometer over their choices.
    boost::container::small_vector<leader_test_fates const*, 8> tested(count, nullptr);
    for (std::size_t i = 0; i < count; ++i) {
      bool const attacker = i < attacker_leaders.size();
      melee_leader const& l = attacker ? attacker_leaders[i] : defender_leaders[i - attacker_leaders.size()];
      if (tested_side[attacker ? 0 : 1]) tested[i] = &fates[l.wounded];
    }
    boost::container::small_vector<std::size_t, 8> choice(count, 0);
    for (;;) {
      melee_leaders_outcome o;
      o.band = &row;
      o.ways = 1;
      for (std::size_t i = 0; i < count; ++i) {
        bool const attacker = i < attacker_leaders.size();
        melee_leader const& l = attacker ? attacker_leaders[i] : defender_leaders[i - attacker_leaders.size()];
        leader_after after{l.wounded, {}};
        if (tested[i]) {
          after = (*tested[i])[choice[i]].after;
          o.ways *= (*tested[i])[choice[i]].ways;
        } else {
          o.ways *= leader_faces;
        }
        if (after.fate.empty()) {
          auto const [gone, unable] = unit_end(attacker, l);
          leader_end const end = end_of_melee(gone, unable, placed_by_rule);
          if (end == leader_end::placed) after.fate = placed_with_another_unit;
          else if (end == leader_end::captured) after.fate = n.leader_lost.back();
        }
        o.leaders.push_back(after);
      }
      auto same = std::find_if(out.outcomes.begin(), out.outcomes.end(), [&](melee_leaders_outcome const& e) {
        return e.band == o.band && e.leaders == o.leaders;
      });
      if (same != out.outcomes.end()) {
        same->ways += o.ways;
      } else {
        for (auto const* side : {&units.attackers, &units.defenders})
          for (melee_unit const& u : *side) o.after.push_back({u.fatigue, u.order, u.eliminated, u.unable_to_retreat});
        out.outcomes.push_back(std::move(o));
      }
      // The next choice of fates, the last tested leader turning fastest.
      std::size_t i = count;
      while (i > 0 && (!tested[i - 1] || ++choice[i - 1] == tested[i - 1]->size())) {
        if (tested[i - 1]) choice[i - 1] = 0;
        --i;
      }
      if (i == 0) break;
    }
    units.attackers = as_read.attackers;
    units.defenders = as_read.defenders;
  }
  return out;
}

}  // namespace herald::engine::afde
