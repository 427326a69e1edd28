// The charge chain (10.9) over a carrier (engine/core/states.hpp): the charge, the obligatory élan
// and the optional dispersion, each a mêlée of its own (combat_step_steps), as a Markov chain over
// merged states: entries in the same state after a step merge whatever their path. The same facts,
// in the same order, as resolve_charge (charge.hpp), which the comparison test holds it to.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "engine/afde/charge.hpp"
#include "engine/afde/steps/combat.hpp"

namespace herald::engine::afde::steps {

// Where a charge starts: its first mêlée ready, every leader's value (the charge's and every
// pursuit target's, found by name when a pursuit reaches him), and the situation.
template <class Tables>
struct charge_start {
  combat_state<Tables> state;
  std::vector<value> leaders;
  std::map<std::string, int> origin_of;  // a pursuit target's leader, by name: his place in `leaders`
  value s;                               // the charge situation, its leaders named
  bool fatigued_at_start = false;
};

template <class Tables>
charge_start<Tables> start_charge(Tables const& t, value s, names const& n = standard_names()) {
  charge_start<Tables> out;
  detail::name_all_leaders(s);
  value attackers = items(s, "attackers");
  value const attacker_leaders = items(s, "attacker_leaders");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    detail::complete_unit(attackers.items[i], detail::list_item("attackers", i), n);
  out.fatigued_at_start = std::any_of(attackers.items.begin(), attackers.items.end(), [&](value const& u) {
    return need_name(u, "fatigue", "attackers") == n.fatigued;
  });
  detail::refuse_pursuit_without_rule(t, s, n);  // an edition without the élan or the dispersion
  detail::refuse_routed_firers(t, s, n);
  // The leaders a pursuit may meet: each target's own, named by its place ("elan[0].defender_leaders[0]").
  for (std::string field : {"elan", "dispersion"}) {
    value const* entries = find_field(s, field);
    for (std::size_t j = 0; entries && j < entries->items.size(); ++j) {
      value source = entries->items[j];
      detail::name_all_leaders(source, detail::list_item(field, j) + ".");
      std::vector<value const*> met;
      for (auto const& l : items(source, "defender_leaders").items) met.push_back(&l);
      for (auto const& u : items(source, "defenders").items)
        for (auto const& l : items(u, "leaders").items) met.push_back(&l);
      for (value const* l : met) {
        out.origin_of[detail::leader_name(*l, "")] = static_cast<int>(out.leaders.size());
        out.leaders.push_back(*l);
      }
    }
  }
  // The charge's own mêlée, made ready as the first step of resolve_charge makes it.
  value m = detail::melee_of(s, attackers, attacker_leaders);
  ready_melee(m, n);
  take_leaders<Tables>(m, "attacker_leaders", out.state.attacker_leaders, out.leaders);
  take_leaders<Tables>(m, "defender_leaders", out.state.defender_leaders, out.leaders);
  out.state.attackers_before = detail::orders_of(items(m, "attackers"));
  out.state.defenders_before = detail::orders_of(items(m, "defenders"));
  out.state.m = std::move(m);
  out.s = std::move(s);
  return out;
}

// After a step: what the next reads of it (resolve_charge's `run`, after combat_step).
template <class Tables>
void after_step(combat_state<Tables>& s) {
  auto& c = s.chain;
  c.attackers = items(s.m, "attackers");
  // Each step is a mêlée of its own (line 548): its pursuit entry says the charge, its orders the fire.
  for (auto& u : c.attackers.items) {
    detail::remove_field(u, "through");
    set_field(u, "fired_offensive", bool_value(false));
  }
  c.previous_defenders = items(s.m, "defenders");
  if (value const* terrain = find_field(s.m, "terrain")) c.previous_terrain = *terrain;
  c.previous_results.clear();
  if (s.last)
    for (auto const& [column, r] : *s.last)
      if (column == "defenders") c.previous_results = r;
  std::vector<std::size_t> indices = c.again_engaged;
  for (std::size_t i = 0; i < c.previous_defenders.items.size(); ++i) {
    if (i < indices.size()) {
      c.engaged[indices[i]] = c.previous_defenders.items[i];
    } else {
      indices.push_back(c.engaged.size());
      c.engaged.push_back(c.previous_defenders.items[i]);
    }
  }
  c.last_engaged = indices;
  c.again_engaged.clear();
}

// Whether the pursuit goes on: an advance without fatigue, by units still able to advance (a
// discouraged unit cannot, line 925), after a step whose charged units could retreat (10.9 line 553).
template <class Tables>
bool advances(combat_state<Tables> const& s, names const& n) {
  auto const& c = s.chain;
  return afde::detail::chain_advances(s.last ? &*s.last : nullptr, c.previous_defenders, c.previous_results, c.attackers, n);
}

// The next step of the pursuit for the result just taken (resolve_charge's `next` and `target`):
// its mêlée made ready in `s`, the defenders' leaders carried or met; false when the pursuit ends.
template <class Tables>
bool next_step(Tables const&, charge_start<Tables> const& start, combat_state<Tables>& s, std::string const& field,
               names const& n) {
  auto& c = s.chain;
  value const& entries = items(start.s, field);
  value const* entry = detail::pursuit_for(entries, c.previous_results);
  if (!entry) return false;
  value source = *entry;
  detail::name_all_leaders(source, detail::list_item(field, static_cast<std::size_t>(entry - entries.items.data())) + ".");
  leader_list carried;  // the defenders' leaders who come with the units charged again
  std::vector<bool> carry(s.defender_leaders.size(), false);
  if (flag(*entry, "again")) {
    // The survivors of the last step, in their new state; not a routed one that a Dr or a D just
    // moved two hexes in a straight line (12.2.1 line 621, 12.2.3 line 645) before its R.
    value alive = c.previous_defenders;
    alive.items.clear();
    bool const moved_two = detail::has(c.previous_results, n.rout_result) || detail::has(c.previous_results, n.discourage_result);
    std::vector<std::size_t> kept;
    for (std::size_t i = 0; i < c.previous_defenders.items.size(); ++i) {
      value const& u = c.previous_defenders.items[i];
      if (flag(u, "eliminated") || (moved_two && need_name(u, "order", "") == n.routed)) continue;
      alive.items.push_back(u);
      kept.push_back(i);
      c.again_engaged.push_back(c.last_engaged.at(i));
    }
    // A leader goes with a unit that left (7.5 line 328) and is not met again.
    for (std::size_t k = 0; k < s.defender_leaders.size(); ++k) {
      leader_state l = s.defender_leaders.only(k);
      if (!l.fate.empty()) continue;
      if (l.unit >= 0) {
        auto at = std::find(kept.begin(), kept.end(), static_cast<std::size_t>(l.unit));
        if (at == kept.end()) continue;
        l.unit = at - kept.begin();
      } else if (alive.items.empty()) {
        continue;
      }
      carried.push_back(l);
      carry[k] = true;
    }
    set_field(source, "defenders", alive);
    set_field(source, "defender_leaders", list_value());
    if (!find_field(*entry, "terrain") && items(*entry, "terrain_choices").items.empty() &&
        c.previous_terrain.k == value::kind::name)
      set_field(source, "terrain", c.previous_terrain);
  }
  if (items(source, "defenders").items.empty()) {
    c.again_engaged.clear();
    return false;
  }
  for (std::size_t k = 0; k < s.defender_leaders.size(); ++k)  // as they are: certain or not
    if (!carry[k]) s.met_leaders.items().push_back(s.defender_leaders.at(k));
  s.m = detail::melee_of(source, c.attackers, list_value());
  ready_melee(s.m, n);
  // The target's own leaders, gathered with their units, found by name among those a pursuit meets.
  auto& fresh = items(s.m, "defender_leaders").items;
  for (auto const& leader : fresh) {
    value const* unit = find_field(leader, "_unit");
    std::string const name = detail::leader_name(leader, "");
    carried.push_back(leader_state{name, flag(leader, "wounded"), {}, start.origin_of.at(name), unit ? unit->number : -1});
  }
  fresh.clear();
  s.defender_leaders = std::move(carried);
  s.attackers_before = detail::orders_of(items(s.m, "attackers"));
  s.defenders_before = detail::orders_of(items(s.m, "defenders"));
  return true;
}

// A charge and its pursuit (resolve_charge): the charge, the obligatory élan, the optional
// dispersion, each a mêlée with its own fire (line 548). The rows: how far the pursuit went and
// every unit's final state; the rest (each step's results, the leaders) given facts.
template <class Tables, class M>
void charge_procedure(Tables const& t, charge_start<Tables> const& start, M& m, names const& n = standard_names()) {
  using S = combat_state<Tables>;
  combat_step_steps(t, start.leaders, m, "charge", "charge: ", n);
  m.then([](S& s, record&) { after_step(s); });
  for (auto [field, name, reached] : {std::tuple<char const*, char const*, char const*>{"elan", "élan", "élan"},
                                      {"dispersion", "dispersion", "élan and dispersion"}}) {
    std::string const entries = field, step_name = name, pursuit = reached;
    bool const first = entries == "elan";
    // The next step's modifiers read the chargers' leaders: each certain. The last defenders' leaders
    // only where the pursuit charges their units again (who comes with them depends on his unit and
    // fate); elsewhere they leave the combat as they are, uncertain (met_leaders).
    m.materialize(&S::attacker_leaders);
    m.materialize(&S::defender_leaders, [&, first, entries](S const& s) {
      if (!s.in_step || (first && start.fatigued_at_start) || !advances(s, n)) return false;
      value const* entry = detail::pursuit_for(items(start.s, entries), s.chain.previous_results);
      return entry && flag(*entry, "again");
    });
    m.then([&, first, entries](S& s, record&) {
      if (!s.in_step) return;
      s.in_step = !(first && start.fatigued_at_start) && advances(s, n) && next_step(t, start, s, entries, n);
      s.last.reset();  // read by `advances` only: entries that differ by it alone merge
    });
    combat_step_steps(t, start.leaders, m, step_name, step_name + ": ", n);
    m.then([&, first, pursuit](S& s, record&) {
      if (!s.in_step) return;
      after_step(s);
      s.chain.pursuit = pursuit;
      // Whatever the result, the unit that dispersed is fatigued (line 546).
      if (!first)
        for (auto& u : s.chain.attackers.items) detail::apply_result(t, n, u, n.fatigue_result);
    });
  }
  m.then([](S& s, record& r) {
    s.in_step = false;
    s.last.reset();
    r.row(fact("pursuit", s.chain.pursuit));
    for (std::size_t i = 0; i < s.chain.attackers.items.size(); ++i)
      r.row(detail::unit_fact(detail::list_item("attackers", i), s.chain.attackers.items[i], true));
    for (std::size_t i = 0; i < s.chain.engaged.size(); ++i)
      r.row(detail::unit_fact(detail::list_item("engaged", i), s.chain.engaged[i], true));
  });
  leader_final_facts<Tables>(m);
}

}  // namespace herald::engine::afde::steps
