// Charges (10.2, 10.3, 10.9): a counter charge, the charge's mêlée, the obligatory élan and the optional dispersion.
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "engine/afde/combat.hpp"

namespace herald::engine::afde {

namespace detail {

// The mêlée of one charge of the chain, from the charge situation or a pursuit.
inline value melee_of(value const& source, value const& attackers, value const& attacker_leaders) {
  value m;
  m.k = value::kind::object;
  m.where = source.where;
  set_field(m, "attackers", attackers);
  set_field(m, "attacker_leaders", attacker_leaders);
  set_field(m, "defenders", items(source, "defenders"));
  set_field(m, "defender_leaders", items(source, "defender_leaders"));
  set_field(m, "charge", need(source, "charge", ""));
  if (value const* terrain = find_field(source, "terrain")) set_field(m, "terrain", *terrain);
  set_field(m, "rear_attack", bool_value(flag(source, "rear_attack")));
  set_field(m, "counter_charge", bool_value(false));
  if (value const* attempt = find_field(source, "counter_charge_attempt"))
    set_field(m, "counter_charge_attempt", *attempt);  // with its place, for a refusal
  else
    set_field(m, "counter_charge_attempt", bool_value(false));
  if (value const* target = find_field(source, "counter_charge_target")) set_field(m, "counter_charge_target", *target);
  for (std::string field : {"defensive_fire", "offensive_fire", "terrain_choices"}) set_field(m, field, items(source, field));
  return m;
}

inline bool has(std::vector<std::string> const& results, std::string const& r) { return contains(results, r); }

// The pursuit entry for the results the defenders just took: the first whose `after` they hold, else
// the first without `after`; none, when no enemy stands in the central front hex (line 552).
inline value const* pursuit_for(value const& entries, std::vector<std::string> const& defender_results) {
  for (auto const& e : entries.items)
    if (find_field(e, "after") && has(defender_results, need_name(e, "after", "pursuit"))) return &e;
  for (auto const& e : entries.items)
    if (!find_field(e, "after")) return &e;
  return nullptr;
}

}  // namespace detail

// A charge and its pursuit: the charge, the obligatory élan, the optional dispersion (10.9), each a
// mêlée with its own defensive and offensive fire (line 548).
template <class Tables, class Dice>
resolution resolve_charge(Tables const& t, value s, Dice& dice, names const& n = standard_names()) {
  resolution out;
  out.procedure = "charge";
  detail::name_all_leaders(s);
  std::map<std::string, value> leaders_met;  // every leader of the chain, in his latest state
  value attackers = items(s, "attackers");
  value attacker_leaders = items(s, "attacker_leaders");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    detail::complete_unit(attackers.items[i], detail::list_item("attackers", i), n);
  bool fatigued_at_start = std::any_of(attackers.items.begin(), attackers.items.end(), [&](value const& u) {
    return need_name(u, "fatigue", "attackers") == n.fatigued;
  });
  value previous_defenders, previous_leaders, previous_terrain;
  std::vector<std::string> previous_results;  // the defenders' results of the last step
  std::vector<value> engaged;                 // every defender met, in its latest state
  std::vector<std::size_t> last_engaged;      // where the last step's defenders are in `engaged`
  std::vector<std::size_t> again_engaged;     // set when the next step charges them again
  auto run = [&](value const& source, std::string const& name) {
    value m = detail::melee_of(source, attackers, attacker_leaders);
    std::optional<step_results> st = combat_step(t, m, dice, name, out, name + ": ", n);
    for (auto& leader : detail::leaders_in(m)) leaders_met[detail::leader_name(leader, "")] = leader;
    attackers = items(m, "attackers");
    // Each step is a mêlée of its own (line 548): its pursuit entry says the charge, its orders the fire.
    for (auto& u : attackers.items) {
      detail::remove_field(u, "through");
      set_field(u, "fired_offensive", bool_value(false));
    }
    attacker_leaders = items(m, "attacker_leaders");
    previous_defenders = items(m, "defenders");
    previous_leaders = items(m, "defender_leaders");
    if (value const* terrain = find_field(m, "terrain")) previous_terrain = *terrain;
    previous_results.clear();
    if (st)
      for (auto const& [column, r] : *st)
        if (column == "defenders") previous_results = r;
    std::vector<std::size_t> indices = again_engaged;
    for (std::size_t i = 0; i < previous_defenders.items.size(); ++i) {
      if (i < indices.size()) {
        engaged[indices[i]] = previous_defenders.items[i];
      } else {
        indices.push_back(engaged.size());
        engaged.push_back(previous_defenders.items[i]);
      }
    }
    last_engaged = indices;
    again_engaged.clear();
    return st;
  };
  // Whether the pursuit goes on (10.9): the chain's one rule (combat_units.hpp).
  auto advances = [&](std::optional<step_results> const& st) {
    return detail::chain_advances(st ? &*st : nullptr, previous_defenders, previous_results, attackers, n);
  };
  // A pursuit's target: the units just charged (`again`) or those named.
  auto target = [&](value const& pursuit, std::string const& path) {
    value source = pursuit;
    detail::name_all_leaders(source, path + ".");
    if (flag(pursuit, "again")) {
      // The survivors of the last step, in their new state; not a routed one that a Dr or a D just
      // moved two hexes in a straight line (12.2.1 line 621, 12.2.3 line 645) before its R.
      value alive = previous_defenders;
      alive.items.clear();
      bool moved_two = detail::has(previous_results, n.rout_result) || detail::has(previous_results, n.discourage_result);
      std::vector<std::size_t> kept;  // the places of the units charged again, in the last step's list
      for (std::size_t i = 0; i < previous_defenders.items.size(); ++i) {
        value const& u = previous_defenders.items[i];
        if (flag(u, "eliminated") || (moved_two && need_name(u, "order", "") == n.routed)) continue;
        alive.items.push_back(u);
        kept.push_back(i);
        again_engaged.push_back(last_engaged.at(i));
      }
      // The same units come with the leaders still stacked with them; a leader goes with a unit that
      // left (7.5 line 328) and is not met again.
      value leaders = list_value();
      for (auto const& l : previous_leaders.items) {
        value leader = l;
        if (value const* unit = find_field(l, "_unit")) {
          auto at = std::find(kept.begin(), kept.end(), static_cast<std::size_t>(unit->number));
          if (at == kept.end()) continue;
          set_field(leader, "_unit", number_value(at - kept.begin()));
        } else if (alive.items.empty()) {
          continue;
        }
        leaders.items.push_back(std::move(leader));
      }
      set_field(source, "defenders", alive);
      set_field(source, "defender_leaders", std::move(leaders));
      if (!find_field(pursuit, "terrain") && items(pursuit, "terrain_choices").items.empty() &&
          previous_terrain.k == value::kind::name)
        set_field(source, "terrain", previous_terrain);
    }
    return source;
  };
  // The next step of the pursuit, when the situation names a target for the result just taken.
  auto next = [&](std::string const& field, std::string const& name, std::optional<step_results>& st) {
    value const& entries = items(s, field);
    value const* entry = detail::pursuit_for(entries, previous_results);
    if (!entry) return false;
    value source = target(*entry, detail::list_item(field, static_cast<std::size_t>(entry - entries.items.data())));
    if (items(source, "defenders").items.empty()) {
      again_engaged.clear();
      return false;
    }
    st = run(source, name);
    return true;
  };
  detail::refuse_pursuit_without_rule(t, s, n);  // an edition without the élan or the dispersion
  detail::refuse_routed_firers(t, s, n);
  std::optional<step_results> first = run(s, "charge"), second, third;
  bool did_elan = false, did_dispersion = false;
  if (!fatigued_at_start && advances(first) && next("elan", "élan", second)) {
    did_elan = true;
    if (advances(second) && next("dispersion", "dispersion", third)) {
      did_dispersion = true;
      // Whatever the result, the unit that dispersed is fatigued (line 546).
      for (auto& u : attackers.items) detail::apply_result(t, n, u, n.fatigue_result);
    }
  }
  out.final.emplace_back("pursuit", did_dispersion ? "élan and dispersion" : did_elan ? "élan" : "none");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    out.final.push_back(detail::unit_fact(detail::list_item("attackers", i), attackers.items[i], true));
  for (std::size_t i = 0; i < engaged.size(); ++i)
    out.final.push_back(detail::unit_fact(detail::list_item("engaged", i), engaged[i], true));
  std::vector<value> leaders;
  for (auto& [name, leader] : leaders_met) leaders.push_back(leader);
  detail::leader_facts(out, leaders);
  return out;
}

}  // namespace herald::engine::afde
