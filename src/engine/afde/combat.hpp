// A mêlée as the rules play it (6.D.4, 10.5): the defensive fire, the offensive fire, a counter charge, then the mêlée.
//
// "The effects of each of these three steps are applied immediately" (line 246): each fire's
// result changes the units the next fire and the mêlée read. The situation names the players'
// choices (who fires at whom, whether to attempt a counter charge and against which charger).
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/afde/fire.hpp"
#include "engine/afde/melee.hpp"
#include "engine/afde/tests.hpp"

namespace herald::engine::afde {

namespace detail {

// Whether a mêlée or a step of a charge has fire to resolve before its roll.
inline bool has_fire(value const& s) {
  return !items(s, "defensive_fire").items.empty() || !items(s, "offensive_fire").items.empty();
}

inline bool contains_index(std::vector<std::size_t> const& list, std::int64_t index) {
  return std::find(list.begin(), list.end(), static_cast<std::size_t>(index)) != list.end();
}

// The fire of one target: the orders aimed at it, fired together (9.3 line 432).
struct fire_at {
  std::size_t target = 0;
  std::vector<std::size_t> firers;
  value const* order = nullptr;  // the first order, for the target hex's terrain
};

inline std::vector<fire_at> fires_of(value const& orders, value const& firers, value const& targets,
                                     std::string const& firer_list, std::string const& target_list,
                                     std::string const& field, names const& n) {
  std::vector<fire_at> out;
  auto const firer_stacks = stacks_of(firers, firer_list, n);
  std::vector<std::size_t> seen;
  for (std::size_t i = 0; i < orders.items.size(); ++i) {
    value const& order = orders.items[i];
    std::string path = list_item(field, i);
    std::int64_t firer = need_int(order, "firer", path), target = need_int(order, "target", path);
    if (firer < 0 || static_cast<std::size_t>(firer) >= firers.items.size())
      throw engine_error(path + ".firer: " + firer_list + " has no unit " + std::to_string(firer),
                         need(order, "firer", path).where, "10.5 line 500");
    if (target < 0 || static_cast<std::size_t>(target) >= targets.items.size())
      throw engine_error(path + ".target: " + target_list + " has no unit " + std::to_string(target),
                         need(order, "target", path).where, "10.5 line 500");
    if (contains_index(seen, firer))
      throw engine_error(list_item(firer_list, firer) + " fires twice: each unit fires at one unit of the mêlée",
                         need(order, "firer", path).where, "10.5 line 500");
    seen.push_back(static_cast<std::size_t>(firer));
    value const& unit = firers.items[firer];
    // "If two units with fire capability are stacked together, only the top unit can fire" (5.2.5 line 167).
    auto const& stack = stack_holding(firer_stacks, static_cast<std::size_t>(firer));
    if (stack.size() == 2 && stack[0] != std::size_t(firer) && flag(firers.items[stack[0]], "fire_capable") &&
        flag(unit, "fire_capable"))
      throw engine_error(list_item(firer_list, firer) + " is under " + list_item(firer_list, stack[0]) +
                             ", which can fire too: only the top unit of a stack fires",
                         need(order, "firer", path).where, "5.2.5 line 167");
    if (!flag(unit, "fire_capable"))
      throw engine_error(list_item(firer_list, firer) + " (" + need_name(unit, "type", firer_list) +
                             ") has no fire capability (fire_capable is false)",
                         need(order, "firer", path).where, "2.1 line 67");
    auto group = std::find_if(out.begin(), out.end(), [&](fire_at const& f) { return f.target == std::size_t(target); });
    if (group == out.end()) {
      out.push_back({static_cast<std::size_t>(target), {}, &order});
      group = std::prev(out.end());
    }
    group->firers.push_back(static_cast<std::size_t>(firer));
  }
  return out;
}

// One phase of fire inside the mêlée `m`: the defenders at the attackers (defensive) or the reverse.
// Results, leader losses and the offensive firers' marker are written back into `m` at once.
template <class Tables, class Dice>
void fire_phase(Tables const& t, value& m, bool defensive, Dice& dice, std::string const& prefix, resolution& out,
                names const& n) {
  std::string const field = defensive ? "defensive_fire" : "offensive_fire";
  std::string const firer_list = defensive ? "defenders" : "attackers";
  std::string const target_list = defensive ? "attackers" : "defenders";
  std::string const phase = defensive ? n.defensive_fire : n.offensive_fire;
  value const orders = items(m, field);
  if (orders.items.empty()) return;
  auto fires = fires_of(orders, items(m, firer_list), items(m, target_list), firer_list, target_list, field, n);
  auto const target_stacks = stacks_of(items(m, target_list), target_list, n);
  for (auto const& f : fires) {
    std::string const who = list_item(target_list, f.target);
    value const& target_unit = items(m, target_list).items[f.target];
    if (flag(target_unit, "eliminated")) continue;
    value fire;
    fire.k = value::kind::object;
    fire.where = f.order->where;
    value firers = list_value();
    for (auto i : f.firers) firers.items.push_back(items(m, firer_list).items[i]);
    set_field(fire, "firers", std::move(firers));
    value target = target_unit;
    // The leaders stacked with the target: its own, or its side's when it fights in one hex (7.5 line 321).
    std::string const side_leaders = defensive ? "attacker_leaders" : "defender_leaders";
    bool own_leaders = !items(target, "leaders").items.empty() || target_stacks.size() != 1;
    if (!own_leaders) set_field(target, "leaders", items(m, side_leaders));
    set_field(fire, "target", std::move(target));
    set_field(fire, "range", number_value(1));  // adjacent (9.1 line 413)
    set_field(fire, "phase", name_value(phase));
    set_field(fire, "terrain", need(*f.order, "terrain", field));
    set_field(fire, "fire_from_inside", bool_value(flag(*f.order, "fire_from_inside")));
    auto p = prepare_fire(t, std::move(fire), n);
    std::string const name = prefix + phase + " fire at " + who;
    // The fire's result, then its leader tests ("...: target.leaders[0]": a leader stacked with the target).
    std::size_t const result_at = out.final.size();
    step st = fire_step(t, p, dice, name, out, name + ": ", true, n);
    out.final.insert(out.final.begin() + static_cast<std::ptrdiff_t>(result_at),
                     fact::results(name, st.results[0].second));
    value const& after = need(p.s, "target", "");
    if (own_leaders)
      set_field(items(m, target_list).items[f.target], "leaders", items(after, "leaders"));
    else
      set_field(m, side_leaders, items(after, "leaders"));
    // The result falls on the target's whole stack, a single counter (5.2.5 line 167).
    auto const& stack = stack_holding(target_stacks, f.target);
    apply_fire_result(t, n, items(m, target_list), stack, st.results[0].second, need_name(p.s, "firer_type", ""));
    move_lost_leaders(p.s, m);
    // A stack destroyed by fire: its leaders go to the nearest unit of their banner (7.5 line 327), out of this combat.
    bool destroyed = std::all_of(stack.begin(), stack.end(),
                                 [&](std::size_t i) { return flag(items(m, target_list).items[i], "eliminated"); });
    if (destroyed) {
      std::vector<value> gone;
      for (auto i : stack) {
        auto& own = items(items(m, target_list).items[i], "leaders").items;
        gone.insert(gone.end(), own.begin(), own.end());
        own.clear();
      }
      if (!own_leaders) {
        auto& side = items(m, side_leaders).items;
        gone.insert(gone.end(), side.begin(), side.end());
        side.clear();
      }
      for (auto& leader : gone) {
        out.final.emplace_back(name + ": " + leader_name(leader, side_leaders), "placed with another unit (7.5)");
        leave(m, std::move(leader), "placed with another unit");
      }
    }
    if (!defensive)  // "-2 if the attacking unit ... has just engaged in offensive fire" (line 888)
      for (auto i : f.firers) set_field(items(m, "attackers").items[i], "fired_offensive", bool_value(true));
  }
}

// 10.3: a counter charge by the charged unit, just before the mêlée of the charge (the Tremetousia
// example weighs it after the fire phases, line 570). Returns whether it succeeded.
template <class Tables, class Dice>
bool counter_charge(Tables const& t, value& m, Dice& dice, std::string const& prefix, resolution& out,
                    names const& n) {
  auto& defenders = items(m, "defenders");
  if (defenders.items.size() != 1)
    throw engine_error("only a single charged unit can counter charge", defenders.where, "10.3 line 479");
  value& unit = defenders.items[0];
  std::string type = need_name(unit, "type", "defenders[0]");
  std::string charge = need_name(m, "charge", "");
  auto hexsides = hexsides_of(items(m, "attackers"));
  std::string why;
  if (!contains(n.counter_chargers, type))
    why = "only a mounted Ch or Ha can counter charge, not a " + type;
  else if (!flag(unit, "mounted"))
    why = "a " + type + " on foot cannot counter charge";
  else if (need_name(unit, "order", "") == n.routed)
    why = "a routed unit cannot counter charge";
  else if (charge == n.no_charge)
    why = "there is no charge to counter";
  else if (hexsides ? !contains(*hexsides, n.front_hexside) : charge == n.rear_charge)
    why = "a unit charged only through rear hexes cannot counter charge";
  else if (!hexsides && charge == n.multiple_with_rear)
    why = "several chargers, one through a rear hex: name the hexside each comes through ('through') to tell "
          "whether one charges through a front hex";
  if (!why.empty()) throw engine_error(why, unit.where, "10.3 line 479");
  value test_situation;
  test_situation.k = value::kind::object;
  set_field(test_situation, "unit", unit);
  set_field(test_situation, "charged_through_front", bool_value(true));
  bool success = test_step(t, n.counter_charge, test_situation, dice, prefix + "counter charge", out);
  out.final.emplace_back(prefix + "counter charge", success ? "success" : "failure");
  return success;
}

// The units of `list` still in the mêlée: not eliminated, nor routed by the fire before it (a routed
// unit retreats two hexes at once, 12.2.1 line 621; it can no longer attack, line 648).
inline std::vector<std::size_t> still_in(value const& units, std::vector<std::string> const& orders_before,
                                         names const& n) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < units.items.size(); ++i) {
    value const& u = units.items[i];
    bool routed_by_fire = need_name(u, "order", "") == n.routed && orders_before[i] != n.routed;
    if (!flag(u, "eliminated") && !routed_by_fire) out.push_back(i);
  }
  return out;
}

inline std::vector<std::string> orders_of(value const& units) {
  std::vector<std::string> out;
  for (auto const& u : units.items) out.push_back(need_name(u, "order", ""));
  return out;
}

inline value subset(value const& units, std::vector<std::size_t> const& indices) {
  value out = units;
  out.items.clear();
  for (auto i : indices) out.items.push_back(units.items[i]);
  return out;
}

}  // namespace detail

// Resolves the mêlée `m` with its fire phases (and its counter charge, when `counter_charge_attempt`):
// every unit of `m`'s lists is updated in place. Returns the mêlée's step, or nothing when the fire
// left no attacker or no defender to fight it.
template <class Tables, class Dice>
std::optional<step> combat_step(Tables const& t, value& m, Dice& dice, std::string const& name, resolution& out,
                                std::string const& prefix, names const& n = {}) {
  detail::complete_units(m, "attackers", n);
  detail::complete_units(m, "defenders", n);
  auto const attackers_before = detail::orders_of(items(m, "attackers"));
  auto const defenders_before = detail::orders_of(items(m, "defenders"));
  detail::fire_phase(t, m, true, dice, prefix, out, n);
  detail::fire_phase(t, m, false, dice, prefix, out, n);
  auto attackers_in = detail::still_in(items(m, "attackers"), attackers_before, n);
  auto defenders_in = detail::still_in(items(m, "defenders"), defenders_before, n);
  if (attackers_in.empty() || defenders_in.empty()) {
    out.final.emplace_back(prefix + "mêlée", attackers_in.empty() ? "not fought: no attacker left after the fire"
                                                                  : "not fought: no defender left after the fire");
    return std::nullopt;
  }
  // The mêlée of the units still in; the leaders stacked with them join their side (line 931).
  value fight = m;
  set_field(fight, "attackers", detail::subset(items(m, "attackers"), attackers_in));
  set_field(fight, "defenders", detail::subset(items(m, "defenders"), defenders_in));
  // A leader stacked with one unit of the mêlée remembers which one (its place among the units that fight).
  for (auto [list, leaders] : {std::pair<char const*, char const*>{"attackers", "attacker_leaders"},
                               std::pair<char const*, char const*>{"defenders", "defender_leaders"}})
    for (std::size_t u = 0; u < items(fight, list).items.size(); ++u) {
      auto& own = items(items(fight, list).items[u], "leaders").items;
      for (auto& leader : own) {
        set_field(leader, "_unit", number_value(static_cast<std::int64_t>(u)));
        items(fight, leaders).items.push_back(std::move(leader));
      }
      own.clear();
    }
  auto hexsides = detail::hexsides_of(items(fight, "attackers"));
  if (hexsides && attackers_in.size() != items(m, "attackers").items.size()) {
    // A charger the fire drove off no longer charges: the charge is the others' (lines 890-892).
    if (need_name(fight, "charge", "") != n.no_charge)
      set_field(fight, "charge", name_value(detail::charge_through(*hexsides, n)));
    set_field(fight, "rear_attack", bool_value(detail::contains(*hexsides, n.rear_hexside)));
  }
  if (flag(m, "counter_charge_attempt")) {
    std::int64_t target = find_field(m, "counter_charge_target") ? need_int(m, "counter_charge_target", "") : 0;
    auto at = std::find(attackers_in.begin(), attackers_in.end(), static_cast<std::size_t>(target));
    if (target < 0 || static_cast<std::size_t>(target) >= items(m, "attackers").items.size())
      throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target),
                         need(m, "counter_charge_target", "").where, "10.3 line 481");
    if (at == attackers_in.end()) {
      out.final.emplace_back(prefix + "counter charge", "not attempted: its target left the mêlée");
    } else {
      set_field(fight, "counter_charge_target", number_value(at - attackers_in.begin()));
      set_field(fight, "counter_charge", bool_value(detail::counter_charge(t, fight, dice, prefix, out, n)));
    }
  }
  auto p = prepare_melee(t, std::move(fight), n);
  step st = melee_step(t, p, dice, name, out, prefix, n);
  // Back into the whole lists: the units that fought, then the leaders still standing.
  for (std::size_t i = 0; i < attackers_in.size(); ++i)
    items(m, "attackers").items[attackers_in[i]] = items(p.s, "attackers").items[i];
  for (std::size_t i = 0; i < defenders_in.size(); ++i)
    items(m, "defenders").items[defenders_in[i]] = items(p.s, "defenders").items[i];
  detail::move_lost_leaders(p.s, m);
  for (auto [list, leaders] : {std::pair<char const*, char const*>{"attackers", "attacker_leaders"},
                               std::pair<char const*, char const*>{"defenders", "defender_leaders"}}) {
    // "If the unit with which a leader is stacked is destroyed as a result of mêlée, the leader is
    // immediately captured" (7.5 line 325): a leader of the side's list stands with all its units.
    value const& units = items(p.s, list);
    bool all_gone = std::all_of(units.items.begin(), units.items.end(), [](value const& u) { return flag(u, "eliminated"); });
    value staying = list_value();
    for (auto& leader : items(p.s, leaders).items) {
      value const* unit = find_field(leader, "_unit");
      bool gone = unit ? flag(units.items.at(static_cast<std::size_t>(unit->number)), "eliminated") : all_gone;
      if (unit) detail::remove_field(leader, "_unit");  // the places change from one step to the next
      if (gone) {
        out.final.emplace_back(prefix + detail::leader_name(leader, leaders), "captured: his unit eliminated (7.5)");
        detail::leave(m, std::move(leader), n.leader_lost.back());
      } else {
        staying.items.push_back(std::move(leader));
      }
    }
    set_field(m, leaders, std::move(staying));
  }
  set_field(m, "counter_charge", bool_value(flag(p.s, "counter_charge")));
  if (!p.terrain.empty()) set_field(m, "terrain", name_value(p.terrain));  // the one chosen for the defender
  return st;
}

// A mêlée situation with its fire phases: the steps, then every unit's state.
template <class Tables, class Dice>
resolution resolve_combat(Tables const& t, value s, Dice& dice, names const& n = {}) {
  resolution out;
  out.procedure = "melee";
  detail::name_all_leaders(s);
  combat_step(t, s, dice, "mêlée", out, "", n);
  melee_final<Tables>(out, s, "");
  detail::leader_facts(out, detail::leaders_in(s));
  return out;
}

}  // namespace herald::engine::afde
