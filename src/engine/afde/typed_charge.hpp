// A game's own generated charge struct resolved as charge.hpp resolves a value: the charge, the élan, the dispersion (10.9).
//
// charge.hpp plays a charge value with dice for `herald resolve`'s report: the charge's mêlée (its
// fire, its counter charge attempted), then, while the chargers advance unfatigued and unshaken, the
// pursuit the situation names for the result the charged units took: the obligatory élan, then the
// optional dispersion, each a whole combat of its own (line 548). `typed_charge` gives the exact
// distribution of the same on a game's structs, with no report: each mêlée is typed_combat's
// `step_distribution` on a mêlée struct made from the chain so far, and each of its outcomes
// carries the chain on (the chargers' states, the units and leaders just met, the defenders'
// results that choose the next pursuit entry). What ends it is the rule the value path and the
// merged states call too: `chain_advances` (combat_units.hpp).
//
//   typed_charge<tables, afde::charge, afde::melee, afde::fire> const chain(combat, melee_rules);
//   charge_outcomes d = chain.distribution(s);   // refusals as herald resolve words them
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/afde/combat_units.hpp"
#include "engine/afde/typed_combat.hpp"

namespace herald::engine::afde {

// One outcome of a charge chain: how far the pursuit went ("none", "élan", "élan and dispersion"),
// each charger's state, each defender met (in the order met), each leader met (by the name the
// situation gives him, in name order), with its chance.
struct charge_outcome {
  std::string_view pursuit;
  boost::container::small_vector<unit_after, 8> attackers;
  std::vector<unit_after> engaged;
  std::vector<std::pair<std::string, leader_after>> leaders;
  probability chance;
};
struct charge_outcomes {
  std::vector<charge_outcome> outcomes;
};

template <class Tables, class Charge, class Melee, class Fire>
class typed_charge {
 public:
  using combat = typed_combat<Tables, Melee, Fire>;
  typed_charge(combat const& c, melee_rules<Tables> const& melee) : combat_(c), melee_(melee) {}

  charge_outcomes distribution(Charge s) const;

 private:
  using unit_type = std::remove_reference_t<decltype(std::declval<Melee&>().attackers.items[0])>;
  using leader_type = std::remove_reference_t<decltype(std::declval<Melee&>().attacker_leaders.items[0])>;
  using pursuit_type = std::remove_reference_t<decltype(std::declval<Charge&>().elan.items[0])>;

  // A unit of the chain: its record (completed, as given) and, once a mêlée changed it, its state.
  struct chain_unit {
    unit_type record;
    std::optional<melee_unit> now;
  };
  // A leader of the chain still in it: his entry in the chain's table, and the unit of his side he
  // stands with (-1: his side's own list).
  struct chain_leader {
    std::size_t id = 0;
    std::int32_t unit = -1;
  };
  // Every leader the chain meets: his name (the situation's), his record.
  struct table_entry {
    std::string name;
    leader_type record;
  };
  // What the chain carries from one mêlée to the next (charge.hpp, resolve_charge's locals).
  struct link {
    std::vector<chain_unit> attackers, previous_defenders;
    std::vector<chain_leader> attacker_leaders, previous_leaders;
    std::string_view previous_terrain;
    boost::container::small_vector<std::string_view, 4> previous_results, attacker_results;
    bool fought = false;
    std::vector<unit_after> engaged;
    std::vector<std::size_t> last_engaged, again_engaged;
    std::vector<std::optional<leader_after>> leaders;  // by the table: each leader met, as last seen
    probability chance = 1;
  };
  // One step's mêlée before its chargers join it (charge.hpp, melee_of): its defenders and their
  // leaders, the fields it takes from its situation, its counter charge.
  struct step_source {
    std::vector<chain_unit> defenders;
    std::vector<chain_leader> defender_leaders;
    Melee melee{};
    std::optional<counter_attempt> attempt;
  };
  using table = std::vector<table_entry>;

  template <class Source>
  static step_source source_of(Source const& src);
  template <class Units, class Leaders>
  static void add_leaders(table& t, Leaders const& side, Units const& units, std::string const& side_path,
                          std::string const& units_path, std::vector<chain_leader>& into);
  std::vector<link> run(link const& from, step_source const& src, table const& t) const;
  bool advances(link const& l) const;
  template <class Entries>
  std::optional<step_source> next(link& l, Entries const& entries, char const* field, table& t) const;
  static unit_type record_now(chain_unit const& u);
  static melee_unit state_of(unit_type const& u);
  // A unit of the chain as a mêlée left it.
  static void take(chain_unit& u, unit_after const& a) {
    if (!u.now) u.now = state_of(u.record);
    u.now->fatigue = a.fatigue;
    u.now->order = a.order;
    u.now->eliminated = a.eliminated;
  }

  combat const& combat_;
  melee_rules<Tables> const& melee_;
};

// A charge's or a pursuit's fields for its mêlée, its units and leaders aside.
template <class Tables, class Charge, class Melee, class Fire>
template <class Source>
auto typed_charge<Tables, Charge, Melee, Fire>::source_of(Source const& src) -> step_source {
  static std::size_t const charge_bit = field_bit<Source>("charge"), terrain_bit = field_bit<Source>("terrain"),
                           rear_bit = field_bit<Source>("rear_attack"), attempt_bit = field_bit<Source>("counter_charge_attempt"),
                           target_bit = field_bit<Source>("counter_charge_target");
  static std::size_t const m_charge = field_bit<Melee>("charge"), m_terrain = field_bit<Melee>("terrain"),
                           m_target = field_bit<Melee>("counter_charge_target");
  step_source out;
  Melee& m = out.melee;
  m.charge = src.charge;
  if (!field_given(src, charge_bit)) m.herald_present &= ~(std::uint64_t{1} << m_charge);
  m.terrain = src.terrain;
  if (!field_given(src, terrain_bit)) m.herald_present &= ~(std::uint64_t{1} << m_terrain);
  m.herald_present &= ~(std::uint64_t{1} << m_target);  // the attempt names it (typed_combat)
  m.rear_attack = field_given(src, rear_bit) && src.rear_attack;
  m.counter_charge = false;
  m.defensive_fire = src.defensive_fire;
  m.offensive_fire = src.offensive_fire;
  m.terrain_choices = src.terrain_choices;
  if (field_given(src, attempt_bit) && src.counter_charge_attempt)
    out.attempt = counter_attempt{field_given(src, target_bit), src.counter_charge_target};
  return out;
}

// The leaders of one side of a charge or a pursuit, named as charge.hpp names them (name_all_leaders),
// entered in the chain's table once.
template <class Tables, class Charge, class Melee, class Fire>
template <class Units, class Leaders>
void typed_charge<Tables, Charge, Melee, Fire>::add_leaders(table& t, Leaders const& side, Units const& units,
                                                            std::string const& side_path, std::string const& units_path,
                                                            std::vector<chain_leader>& into) {
  auto enter = [&](std::string name, leader_type const& record) {
    auto at = std::find_if(t.begin(), t.end(), [&](table_entry const& e) { return e.name == name; });
    if (at == t.end()) at = t.insert(t.end(), table_entry{std::move(name), record});
    return static_cast<std::size_t>(at - t.begin());
  };
  for (std::size_t i = 0; i < side.size(); ++i) into.push_back({enter(detail::list_item(side_path, i), side.items[i]), -1});
  for (std::size_t u = 0; u < units.size(); ++u)
    for (std::size_t i = 0; i < units.items[u].leaders.size(); ++i)
      into.push_back({enter(detail::list_item(units_path, u) + ".leaders[" + std::to_string(i) + "]",
                            units.items[u].leaders.items[i]),
                      static_cast<std::int32_t>(u)});
}

// A unit's record with the state the chain left it in, its leaders elsewhere.
template <class Tables, class Charge, class Melee, class Fire>
auto typed_charge<Tables, Charge, Melee, Fire>::record_now(chain_unit const& u) -> unit_type {
  unit_type r = u.record;
  if (u.now && (!from_name(u.now->fatigue, r.fatigue) || !from_name(u.now->order, r.order)))
    throw engine_error("a unit's state is not a value of the struct's fatigue or order");
  static std::size_t const leaders_bit = field_bit<unit_type>("leaders");
  r.leaders.count = 0;
  set_given(r, leaders_bit);  // the value path's list, made where missing
  return r;
}

// What the chain's rules read of a unit: its type, its state, whether it can retreat.
template <class Tables, class Charge, class Melee, class Fire>
melee_unit typed_charge<Tables, Charge, Melee, Fire>::state_of(unit_type const& u) {
  static std::size_t const cannot_bit = field_bit<unit_type>("cannot_retreat");
  melee_unit m;
  m.type = name_of(u.type);
  m.fatigue = name_of(u.fatigue);
  m.order = name_of(u.order);
  m.cannot_retreat = field_given(u, cannot_bit) && u.cannot_retreat;
  return m;
}

// One mêlée of the chain (charge.hpp, run): the chargers and their leaders as `from` left them,
// against `src`; each outcome of typed_combat a link of its own.
template <class Tables, class Charge, class Melee, class Fire>
auto typed_charge<Tables, Charge, Melee, Fire>::run(link const& from, step_source const& src, table const& t) const
    -> std::vector<link> {
  Melee m = src.melee;
  // The step's charge first, as charge.hpp's melee_of needs it before the mêlée reads its units.
  static std::size_t const charge_bit = field_bit<Melee>("charge");
  if (!field_given(m, charge_bit)) throw engine_error("the situation gives no 'charge', which this step needs");
  // Where each leader goes in the mêlée's struct: his side, unit and place, as typed_combat lists them.
  std::map<std::tuple<bool, std::int32_t, std::int32_t>, std::size_t> placed;
  static std::size_t const side_bits[2] = {field_bit<Melee>("attacker_leaders"), field_bit<Melee>("defender_leaders")};
  auto place = [&](bool attacker, std::vector<chain_unit> const& units, std::vector<chain_leader> const& leaders,
                   auto& unit_list, auto& side_list) {
    unit_list.count = 0;
    side_list.count = 0;
    set_given(m, side_bits[attacker ? 0 : 1]);  // the value path's lists, made where missing
    for (auto const& u : units)
      if (!unit_list.push_back(record_now(u))) throw engine_error("more units than the struct's list holds");
    for (chain_leader const& l : leaders) {
      leader_type record = t[l.id].record;
      if (l.id < from.leaders.size() && from.leaders[l.id]) record.wounded = from.leaders[l.id]->wounded;
      auto& list = l.unit < 0 ? side_list : unit_list.items[static_cast<std::size_t>(l.unit)].leaders;
      placed[{attacker, l.unit, static_cast<std::int32_t>(list.size())}] = l.id;
      if (!list.push_back(record)) throw engine_error("more leaders than the struct's list holds");
    }
  };
  place(true, from.attackers, from.attacker_leaders, m.attackers, m.attacker_leaders);
  place(false, src.defenders, src.defender_leaders, m.defenders, m.defender_leaders);
  combat_outcomes const d = combat_.step_distribution(m, src.attempt);
  gen::band_table const& result = melee_.result_table();
  std::vector<link> out;
  for (combat_outcome const& o : d.outcomes) {
    link& l = out.emplace_back(from);
    l.chance *= o.chance;
    if (l.leaders.size() < t.size()) l.leaders.resize(t.size());
    for (std::size_t i = 0; i < d.leaders.size(); ++i)
      l.leaders[placed.at({d.leaders[i].attacker, d.leaders[i].unit, d.leaders[i].place})] = o.leaders[i];
    std::size_t k = 0;
    // The chargers as the step left them; each step a mêlée of its own (line 548): its pursuit entry
    // says the charge, its orders the fire.
    static std::size_t const through_bit = field_bit<unit_type>("through"), fired_bit = field_bit<unit_type>("fired_offensive");
    for (chain_unit& u : l.attackers) {
      take(u, o.after[k++]);
      u.record.herald_present &= ~(std::uint64_t{1} << through_bit);
      u.record.fired_offensive = false;
      set_given(u.record, fired_bit);
    }
    auto still_in = [&](std::vector<chain_leader> const& leaders) {
      std::vector<chain_leader> kept;
      for (chain_leader const& c : leaders)
        if (l.leaders[c.id] && l.leaders[c.id]->fate.empty()) kept.push_back(c);
      return kept;
    };
    l.attacker_leaders = still_in(from.attacker_leaders);
    l.previous_defenders = src.defenders;
    for (chain_unit& u : l.previous_defenders) take(u, o.after[k++]);
    l.previous_leaders = still_in(src.defender_leaders);
    if (!o.terrain.empty()) l.previous_terrain = o.terrain;
    l.fought = o.band != nullptr;
    l.previous_results.clear();
    l.attacker_results.clear();
    if (o.band)
      for (std::size_t c = 0; c < result.columns.size() && c < o.band->outcomes.size(); ++c) {
        auto* into = result.columns[c] == "defenders" ? &l.previous_results
                     : result.columns[c] == "attackers" ? &l.attacker_results
                                                        : nullptr;
        if (into && !o.band->outcomes[c].blank)
          for (auto const& slot : o.band->outcomes[c].slots) into->push_back(slot.symbol);
      }
    // Every defender met, in its latest state: those charged again where they were first met.
    std::vector<std::size_t> indices = from.again_engaged;
    for (std::size_t j = 0; j < l.previous_defenders.size(); ++j) {
      melee_unit const& u = *l.previous_defenders[j].now;
      unit_after const a{u.fatigue, u.order, u.eliminated, false};
      if (j < indices.size()) {
        l.engaged[indices[j]] = a;
      } else {
        indices.push_back(l.engaged.size());
        l.engaged.push_back(a);
      }
    }
    l.last_engaged = std::move(indices);
    l.again_engaged.clear();
  }
  return out;
}

template <class Tables, class Charge, class Melee, class Fire>
bool typed_charge<Tables, Charge, Melee, Fire>::advances(link const& l) const {
  bool const held = std::any_of(l.previous_defenders.begin(), l.previous_defenders.end(), [](chain_unit const& u) {
    return u.now->cannot_retreat && !u.now->eliminated;
  });
  melee_units attackers;
  for (chain_unit const& u : l.attackers) attackers.push_back(u.now ? *u.now : state_of(u.record));
  return detail::chain_advances(l.fought, held, attackers, l.previous_results, l.attacker_results, melee_.n);
}

// The next step of the pursuit, when the situation names a target for the result the charged units
// just took (charge.hpp, pursuit_for and target): the units just charged, again, or those named.
template <class Tables, class Charge, class Melee, class Fire>
template <class Entries>
auto typed_charge<Tables, Charge, Melee, Fire>::next(link& l, Entries const& entries, char const* field, table& t) const
    -> std::optional<step_source> {
  names const& n = melee_.n;
  static std::size_t const after_bit = field_bit<pursuit_type>("after"), again_bit = field_bit<pursuit_type>("again"),
                           terrain_bit = field_bit<pursuit_type>("terrain");
  auto has = [&](std::string_view r) {
    return std::find(l.previous_results.begin(), l.previous_results.end(), r) != l.previous_results.end();
  };
  pursuit_type const* entry = nullptr;
  for (auto const& e : entries)
    if (field_given(e, after_bit) && has(name_of(e.after))) {
      entry = &e;
      break;
    }
  if (!entry)
    for (auto const& e : entries)
      if (!field_given(e, after_bit)) {
        entry = &e;
        break;
      }
  if (!entry) return std::nullopt;
  std::string const path = detail::list_item(field, static_cast<std::size_t>(entry - entries.begin()));
  step_source src = source_of(*entry);
  if (field_given(*entry, again_bit) && entry->again) {
    // The survivors of the last step, in their new state; not a routed one that a Dr or a D just moved
    // two hexes in a straight line (12.2.1 line 621, 12.2.3 line 645) before its R.
    bool const moved_two = has(n.rout_result) || has(n.discourage_result);
    std::vector<std::size_t> kept;
    for (std::size_t i = 0; i < l.previous_defenders.size(); ++i) {
      melee_unit const& u = *l.previous_defenders[i].now;
      if (u.eliminated || (moved_two && detail::is(u.order, n.routed))) continue;
      src.defenders.push_back(l.previous_defenders[i]);
      kept.push_back(i);
      l.again_engaged.push_back(l.last_engaged.at(i));
    }
    // The same units come with the leaders still stacked with them; a leader goes with a unit that
    // left (7.5 line 328) and is not met again.
    for (chain_leader const& c : l.previous_leaders) {
      if (c.unit >= 0) {
        auto at = std::find(kept.begin(), kept.end(), static_cast<std::size_t>(c.unit));
        if (at == kept.end()) continue;
        src.defender_leaders.push_back({c.id, static_cast<std::int32_t>(at - kept.begin())});
      } else if (!src.defenders.empty()) {
        src.defender_leaders.push_back(c);
      }
    }
    if (!field_given(*entry, terrain_bit) && entry->terrain_choices.empty() && !l.previous_terrain.empty()) {
      static std::size_t const m_terrain = field_bit<Melee>("terrain");
      if (!from_name(l.previous_terrain, src.melee.terrain))
        throw engine_error("'" + std::string(l.previous_terrain) + "' is not a value of the struct's terrain");
      set_given(src.melee, m_terrain);
    }
  } else {
    for (auto const& u : entry->defenders) src.defenders.push_back({u, std::nullopt});
    add_leaders(t, entry->defender_leaders, entry->defenders, path + ".defender_leaders", path + ".defenders",
                src.defender_leaders);
  }
  if (src.defenders.empty()) {
    l.again_engaged.clear();
    return std::nullopt;
  }
  return src;
}

template <class Tables, class Charge, class Melee, class Fire>
charge_outcomes typed_charge<Tables, Charge, Melee, Fire>::distribution(Charge s) const {
  names const& n = melee_.n;
  table t;
  link start;
  // The chargers completed, their leaders and the charged units' named as the situation names them.
  for (std::size_t i = 0; i < s.attackers.size(); ++i) {
    complete_typed_unit(s.attackers.items[i], "attackers", i, n);
    start.attackers.push_back({s.attackers.items[i], std::nullopt});
  }
  add_leaders(t, s.attacker_leaders, s.attackers, "attacker_leaders", "attackers", start.attacker_leaders);
  step_source first = source_of(s);
  for (auto const& u : s.defenders) first.defenders.push_back({u, std::nullopt});
  add_leaders(t, s.defender_leaders, s.defenders, "defender_leaders", "defenders", first.defender_leaders);
  bool const fatigued_at_start = std::any_of(start.attackers.begin(), start.attackers.end(), [&](chain_unit const& u) {
    return detail::is(name_of(u.record.fatigue), n.fatigued);
  });
  // An edition without the élan or the dispersion refuses a struct that names their targets.
  detail::refuse_pursuit_without_rule(melee_.t, s.elan.size(), {}, s.dispersion.size(), {}, n);
  // A routed unit given a defensive fire order, where the edition forbids it (2014 line 466).
  static std::size_t const order_bit = field_bit<unit_type>("order");
  using order_type = std::remove_const_t<std::remove_reference_t<decltype(s.defensive_fire.items[0])>>;
  static std::size_t const firer_bit = field_bit<order_type>("firer");
  for (auto const& order : s.defensive_fire) {
    if (!field_given(order, firer_bit) || order.firer < 0 || static_cast<std::size_t>(order.firer) >= s.defenders.size()) continue;
    auto const& unit = s.defenders.items[order.firer];
    if (field_given(unit, order_bit) && detail::is(name_of(unit.order), n.routed))
      detail::refuse_routed_firer(melee_.t, detail::list_item("defenders", static_cast<std::size_t>(order.firer)), {}, n);
  }

  charge_outcomes out;
  auto finish = [&](link const& l, std::string_view pursuit) {
    charge_outcome o;
    o.pursuit = pursuit;
    for (chain_unit const& u : l.attackers) {
      melee_unit const m = u.now ? *u.now : state_of(u.record);
      o.attackers.push_back({m.fatigue, m.order, m.eliminated, false});
    }
    o.engaged = l.engaged;
    for (std::size_t id = 0; id < l.leaders.size(); ++id)
      if (l.leaders[id]) o.leaders.emplace_back(t[id].name, *l.leaders[id]);
    std::sort(o.leaders.begin(), o.leaders.end(), [](auto const& a, auto const& b) { return a.first < b.first; });
    o.chance = l.chance;
    auto same = std::find_if(out.outcomes.begin(), out.outcomes.end(), [&](charge_outcome const& e) {
      return e.pursuit == o.pursuit && e.attackers == o.attackers && e.engaged == o.engaged && e.leaders == o.leaders;
    });
    if (same != out.outcomes.end()) same->chance += o.chance;
    else out.outcomes.push_back(std::move(o));
  };
  for (link& charged : run(start, first, t)) {
    std::optional<step_source> elan;
    if (!fatigued_at_start && advances(charged)) elan = next(charged, s.elan, "elan", t);
    if (!elan) {
      finish(charged, "none");
      continue;
    }
    for (link& pursued : run(charged, *elan, t)) {
      std::optional<step_source> dispersion;
      if (advances(pursued)) dispersion = next(pursued, s.dispersion, "dispersion", t);
      if (!dispersion) {
        finish(pursued, "élan");
        continue;
      }
      for (link& dispersed : run(pursued, *dispersion, t)) {
        // Whatever the result, the unit that dispersed is fatigued (line 546).
        for (chain_unit& u : dispersed.attackers) detail::apply_result(melee_.states, n, *u.now, n.fatigue_result);
        finish(dispersed, "élan and dispersion");
      }
    }
  }
  return out;
}

}  // namespace herald::engine::afde
