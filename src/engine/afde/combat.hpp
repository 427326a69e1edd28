// A mêlée as the rules play it (6.D.4, 10.5): the defensive fire, the offensive fire, a counter charge, then the mêlée.
//
// "The effects of each of these three steps are applied immediately" (line 246): each fire's
// result changes the units the next fire and the mêlée read. The situation names the players'
// choices (who fires at whom, whether to attempt a counter charge and against which charger).
#pragma once

#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/afde/combat_units.hpp"
#include "engine/afde/fire.hpp"
#include "engine/afde/leader_units.hpp"
#include "engine/afde/melee.hpp"
#include "engine/afde/tests.hpp"

namespace herald::engine::afde {

namespace detail {

inline bool contains_index(std::vector<std::size_t> const& list, std::int64_t index) {
  return std::find(list.begin(), list.end(), static_cast<std::size_t>(index)) != list.end();
}

// The fire at one counter: the orders aimed at the units of one stack, fired together (9.3 line 432;
// a stack is a single counter for the results of fire, line 167, and a unit the target of one fire, line 399).
struct fire_at {
  std::size_t target = 0;  // the first order's target: the unit whose characteristics the modifiers read
  std::vector<std::size_t> firers;
  value const* order = nullptr;  // the first order, for the target hex's terrain
};

inline std::vector<fire_at> fires_of(value const& orders, value const& firers, value const& targets,
                                     std::string const& firer_list, std::string const& target_list,
                                     std::string const& field, std::function<gen::rule()> const& stacked_fire,
                                     names const& n) {
  auto read = [&](std::size_t i) {
    value const& order = orders.items[i];
    std::string const path = list_item(field, i);
    std::int64_t const firer = need_int(order, "firer", path), target = need_int(order, "target", path);
    return fire_order_read{firer, target, need(order, "firer", path).where, need(order, "target", path).where};
  };
  auto capable = [&](std::size_t i) { return flag(firers.items[i], "fire_capable"); };
  // The firers read and their stacks checked before the targets are read, as ever.
  melee_units const firer_units = read_units(firers, firer_list);
  (void)stacks_of(firer_units, firer_list, n);
  melee_units const target_units = read_units(targets, target_list);
  std::vector<fire_at> out;
  for (auto const& g : group_fire_orders(orders.items.size(), read, capable, firer_units, target_units, firer_list,
                                         target_list, field, stacked_fire, n))
    out.push_back({g.target, std::vector<std::size_t>(g.firers.begin(), g.firers.end()), &orders.items[g.order]});
  return out;
}

// Every unit's own leaders join its side's list, each marked with the place of the unit he is
// stacked with (`_unit`): the steps then find a unit's leaders in one place (7.5 line 321).
inline void gather_leaders(value& m) {
  for (std::string side : {"attacker", "defender"}) {
    auto& units = items(m, side + "s");
    std::vector<value> moved;
    for (std::size_t u = 0; u < units.items.size(); ++u) {
      auto& own = items(units.items[u], "leaders").items;
      for (auto& leader : own) {
        set_field(leader, "_unit", number_value(static_cast<std::int64_t>(u)));
        moved.push_back(std::move(leader));
      }
      own.clear();
    }
    auto& list = items(m, side + "_leaders").items;
    for (auto& leader : moved) list.push_back(std::move(leader));
  }
}

// Whether `leader` stands with the stack `stack` of a side that fights in `stacks` stacks:
// marked with one of its units, or unmarked (the side's list) when the side has one stack.
inline bool stands_with(value const& leader, std::vector<std::size_t> const& stack, std::size_t stacks) {
  value const* unit = find_field(leader, "_unit");
  if (!unit) return stacks == 1;
  return std::find(stack.begin(), stack.end(), static_cast<std::size_t>(unit->number)) != stack.end();
}

// Splits a side's leaders into those standing with `stack` and the others.
inline std::pair<value, value> leaders_with(value const& leaders, std::vector<std::size_t> const& stack,
                                            std::size_t stacks) {
  value with = list_value(), others = list_value();
  for (auto const& l : leaders.items) (stands_with(l, stack, stacks) ? with : others).items.push_back(l);
  return {std::move(with), std::move(others)};
}

// One phase of fire inside the mêlée `m`: the defenders at the attackers (defensive) or the reverse.
// Results, leader losses and the offensive firers' marker are written back into `m` at once.
template <class Tables, class Dice>
void fire_phase(Tables const& t, value& m, bool defensive, Dice& dice, std::string const& prefix, resolution& out,
                names const& n) {
  std::string const field = defensive ? "defensive_fire" : "offensive_fire";
  std::string const firer_list = defensive ? "defenders" : "attackers";
  std::string const target_list = defensive ? "attackers" : "defenders";
  std::string const side_leaders = defensive ? "attacker_leaders" : "defender_leaders";
  std::string const phase = defensive ? n.defensive_fire : n.offensive_fire;
  value const orders = items(m, field);
  if (orders.items.empty()) return;
  auto fires = fires_of(orders, items(m, firer_list), items(m, target_list), firer_list, target_list, field,
                        [&] { return need_rule(t, n.stacked_fire); }, n);
  auto const target_stacks = stacks_of(items(m, target_list), target_list, n);
  for (auto const& f : fires) {
    std::string const who = list_item(target_list, f.target);
    auto const& stack = stack_holding(target_stacks, f.target);
    // Who still fires when the phase comes to this counter (combat_units.hpp).
    std::vector<std::size_t> able;
    for (auto i : f.firers)
      if (still_fires(read_unit_state(items(m, firer_list).items[i], false), defensive,
                      [&] { return rule_on(t, n.routed_units_fire); }, n))
        able.push_back(i);
    if (able.empty() || flag(items(m, target_list).items[f.target], "eliminated")) continue;
    value fire;
    fire.k = value::kind::object;
    fire.where = f.order->where;
    value firers = list_value();
    for (auto i : able) firers.items.push_back(items(m, firer_list).items[i]);
    set_field(fire, "firers", std::move(firers));
    // The leaders stacked with the target's counter are tested on a natural 9 (line 841).
    auto [with, others] = leaders_with(items(m, side_leaders), stack, target_stacks.size());
    value target = items(m, target_list).items[f.target];
    set_field(target, "leaders", std::move(with));
    set_field(fire, "target", std::move(target));
    set_field(fire, "range", number_value(1));  // adjacent (9.1 line 413)
    set_field(fire, "phase", name_value(phase));
    set_field(fire, "terrain", need(*f.order, "terrain", field));
    set_field(fire, "fire_from_inside", bool_value(flag(*f.order, "fire_from_inside")));
    auto p = prepare_fire(t, std::move(fire), n);
    std::string const name = prefix + phase + " fire at " + who;
    // The fire's result, then its leader tests ("...: defender_leaders[0]").
    std::size_t const result_at = out.final.size();
    step_results const results = fire_step(t, p, dice, name, out, name + ": ", true, n);
    out.final.insert(out.final.begin() + static_cast<std::ptrdiff_t>(result_at),
                     fact::results(name, results[0].second));
    // The result falls on the target's whole stack, a single counter (5.2.5 line 167).
    apply_fire_result(t, n, items(m, target_list), stack, results[0].second, need_name(p.s, "firer_type", ""));
    move_lost_leaders(p.s, m);
    value standing = items(need(p.s, "target", ""), "leaders");
    // A stack destroyed by fire: its leaders go to the nearest unit of their banner (7.5 line 327), out of this combat.
    bool destroyed = std::all_of(stack.begin(), stack.end(),
                                 [&](std::size_t i) { return flag(items(m, target_list).items[i], "eliminated"); });
    if (destroyed) {
      for (auto& leader : standing.items) {
        // "...: fate", apart from his test's fact of the same step ("...: defender_leaders[0]").
        out.final.emplace_back(name + ": " + leader_name(leader, side_leaders) + ": fate", "placed with another unit (7.5)");
        leave(m, std::move(leader), "placed with another unit");
      }
      standing.items.clear();
    }
    for (auto& leader : standing.items) others.items.push_back(std::move(leader));
    set_field(m, side_leaders, std::move(others));
    if (!defensive)  // "-2 if the attacking unit ... has just engaged in offensive fire" (line 888)
      for (auto i : able) set_field(items(m, "attackers").items[i], "fired_offensive", bool_value(true));
  }
}

// 10.3: whether the charged unit of `m` may attempt a counter charge (refused by name if not), and
// the situation its test is rolled on.
template <class Tables>
value counter_charge_situation(Tables const& t, value& m, names const& n) {
  auto& defenders = items(m, "defenders");
  if (defenders.items.size() != 1)
    throw engine_error("only a single charged unit can counter charge", defenders.where, "10.3 line 479");
  value& unit = defenders.items[0];
  melee_unit read = read_unit(unit, "defenders[0]");
  read.order = need_name_view(unit, "order", "");
  std::string const charge = need_name(m, "charge", "");
  auto const hexsides = hexsides_of(items(m, "attackers"));
  bool const through_front =
      counter_charge_through_front(t, defenders.items.size(), read, charge, hexsides ? &*hexsides : nullptr, defenders.where, n);
  value test_situation;
  test_situation.k = value::kind::object;
  set_field(test_situation, "unit", unit);
  set_field(test_situation, "charged_through_front", bool_value(through_front));
  return test_situation;
}

// 10.3: a counter charge by the charged unit, just before the mêlée of the charge (the Tremetousia
// example weighs it after the fire phases, line 570). Returns whether it succeeded.
template <class Tables, class Dice>
bool counter_charge(Tables const& t, value& m, Dice& dice, std::string const& prefix, resolution& out,
                    names const& n) {
  value const test_situation = counter_charge_situation(t, m, n);
  bool success = test_step(t, n.counter_charge, test_situation, dice, prefix + "counter charge", out);
  out.final.emplace_back(prefix + "counter charge", success ? "success" : "failure");
  return success;
}

// The units of `list` still in the mêlée (melee_units.hpp, units_in_fight), their orders before the fire given.
inline std::vector<std::size_t> still_in(value const& units, std::vector<std::string> const& orders_before,
                                         std::string const& list, names const& n) {
  melee_units read = read_units(units, list);  // type, mounted and hex: the stacks; then each unit's state
  for (std::size_t i = 0; i < read.size(); ++i) {
    read[i].order = need_name_view(units.items[i], "order", "");
    read[i].eliminated = flag(units.items[i], "eliminated");
  }
  melee_places const in = units_in_fight(
      read, list == "attackers", list, [&](std::size_t i) { return orders_before[i] == n.routed; },
      [&](std::size_t i) { return flag(units.items[i], "joined_by_retreat"); }, n);
  return std::vector<std::size_t>(in.begin(), in.end());
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

// The leaders of the units in the mêlée (and the side's own list): those of a unit that left stay out.
inline value leaders_in_fight(value const& leaders, std::vector<std::size_t> const& in) {
  value out = list_value();
  for (auto const& l : leaders.items) {
    value const* unit = find_field(l, "_unit");
    if (!unit || contains_index(in, unit->number)) out.items.push_back(l);
  }
  return out;
}

}  // namespace detail

// Resolves the mêlée `m` with its fire phases (and its counter charge, when `counter_charge_attempt`):
// every unit and leader of `m` is updated in place. Returns the mêlée's results, or nothing when the
// fire left no attacker or no defender to fight it.
template <class Tables, class Dice>
std::optional<step_results> combat_step(Tables const& t, value& m, Dice& dice, std::string const& name, resolution& out,
                                std::string const& prefix, names const& n = standard_names()) {
  detail::complete_units(m, "attackers", n);
  detail::complete_units(m, "defenders", n);
  detail::gather_leaders(m);
  auto const hexsides_before = detail::hexsides_of(items(m, "attackers"));
  std::string const charge_made = need_name(m, "charge", "");
  if (!hexsides_before && (charge_made == n.multiple_front || charge_made == n.multiple_with_rear) &&
      !items(m, "defensive_fire").items.empty())
    throw engine_error("several chargers under defensive fire: name each one's hexside ('through'), so that the "
                       "charge is the others' if the fire drives one off",
                       need(m, "charge", "").where, "10.5 lines 890-892");
  auto const attackers_before = detail::orders_of(items(m, "attackers"));
  auto const defenders_before = detail::orders_of(items(m, "defenders"));
  detail::fire_phase(t, m, true, dice, prefix, out, n);
  detail::fire_phase(t, m, false, dice, prefix, out, n);
  auto attackers_in = detail::still_in(items(m, "attackers"), attackers_before, "attackers", n);
  auto defenders_in = detail::still_in(items(m, "defenders"), defenders_before, "defenders", n);
  if (attackers_in.empty() || defenders_in.empty()) {
    out.final.emplace_back(prefix + "mêlée", attackers_in.empty() ? "not fought: no attacker left after the fire"
                                                                  : "not fought: no defender left after the fire");
    return std::nullopt;
  }
  // The mêlée of the units still in, with the leaders stacked with them (line 931).
  value fight = m;
  // Not the leaders a fire took: they are already in m's `_lost_leaders`, which takes the fight's back below.
  detail::remove_field(fight, "_lost_leaders");
  set_field(fight, "attackers", detail::subset(items(m, "attackers"), attackers_in));
  set_field(fight, "defenders", detail::subset(items(m, "defenders"), defenders_in));
  set_field(fight, "attacker_leaders", detail::leaders_in_fight(items(m, "attacker_leaders"), attackers_in));
  set_field(fight, "defender_leaders", detail::leaders_in_fight(items(m, "defender_leaders"), defenders_in));
  bool const attackers_left = attackers_in.size() != items(m, "attackers").items.size();
  if (hexsides_before && attackers_left) {
    // A charger the fire drove off no longer charges: the charge is the others' (lines 890-892).
    auto hexsides = detail::hexsides_of(items(fight, "attackers"));
    if (charge_made != n.no_charge) set_field(fight, "charge", name_value(std::string(detail::charge_through(*hexsides, n))));
    set_field(fight, "rear_attack", bool_value(detail::contains(*hexsides, n.rear_hexside)));
  }
  // A counter charge's target, by its place among the attackers that fight.
  auto target_in_fight = [&](std::int64_t target) -> std::optional<std::int64_t> {
    if (target < 0 || static_cast<std::size_t>(target) >= items(m, "attackers").items.size())
      throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target),
                         need(m, "counter_charge_target", "").where, "10.3 line 481");
    auto at = std::find(attackers_in.begin(), attackers_in.end(), static_cast<std::size_t>(target));
    if (at == attackers_in.end()) return std::nullopt;
    return static_cast<std::int64_t>(at - attackers_in.begin());
  };
  std::int64_t const target = find_field(m, "counter_charge_target") ? need_int(m, "counter_charge_target", "") : 0;
  // Where a success cancels every charger's modifiers (13th century, line 429), it has no target.
  bool const every_charger = (flag(m, "counter_charge_attempt") || flag(m, "counter_charge")) &&
                             detail::need_rule(t, n.counter_charge_cancels).value == n.every_charger;
  if (flag(m, "counter_charge_attempt") && every_charger) {
    set_field(fight, "counter_charge", bool_value(detail::counter_charge(t, fight, dice, prefix, out, n)));
  } else if (flag(m, "counter_charge_attempt")) {
    // "it must choose a single enemy unit to be the target" (10.3 line 481): several chargers name it.
    if (!find_field(m, "counter_charge_target") && items(m, "attackers").items.size() > 1)
      throw engine_error("several chargers: name the one the counter charge targets ('counter_charge_target')",
                         need(m, "counter_charge_attempt", "").where, "10.3 line 481");
    auto at = target_in_fight(target);
    if (!at) {
      out.final.emplace_back(prefix + "counter charge", "not attempted: its target left the mêlée");
    } else {
      set_field(fight, "counter_charge_target", number_value(*at));
      set_field(fight, "counter_charge", bool_value(detail::counter_charge(t, fight, dice, prefix, out, n)));
    }
  } else if (flag(m, "counter_charge") && find_field(m, "counter_charge_target") && !every_charger) {
    // A counter charge given as done: its target's place among the attackers still in; gone, its charge is too.
    auto at = target_in_fight(target);
    if (at)
      set_field(fight, "counter_charge_target", number_value(*at));
    else
      set_field(fight, "counter_charge", bool_value(false));
  }
  auto p = prepare_melee(t, std::move(fight), n);
  step_results results = melee_step(t, p, dice, name, out, prefix, n, true);
  // Back into the whole lists: the units that fought.
  for (std::size_t i = 0; i < attackers_in.size(); ++i)
    items(m, "attackers").items[attackers_in[i]] = items(p.s, "attackers").items[i];
  for (std::size_t i = 0; i < defenders_in.size(); ++i)
    items(m, "defenders").items[defenders_in[i]] = items(p.s, "defenders").items[i];
  // A unit stacked here by a retreat suffers all the consequences of the mêlée (5.2.5 line 169).
  for (auto const& [list, column] : {std::pair<char const*, char const*>{"attackers", "attackers"},
                                     std::pair<char const*, char const*>{"defenders", "defenders"}})
    for (auto& u : items(m, list).items)
      if (flag(u, "joined_by_retreat"))
        for (auto const& [col, taken] : results)
          if (col == column)
            for (auto const& r : taken) detail::apply_result(t, n, u, r);
  detail::move_lost_leaders(p.s, m);
  for (auto const& [list, leaders, in] :
       {std::tuple<char const*, char const*, std::vector<std::size_t> const*>{"attackers", "attacker_leaders", &attackers_in},
        std::tuple<char const*, char const*, std::vector<std::size_t> const*>{"defenders", "defender_leaders", &defenders_in}}) {
    // "If the unit with which a leader is stacked is destroyed as a result of mêlée, the leader is
    // immediately captured" (7.5 line 325): an unmarked leader stands with all of his side's units.
    value const units = items(m, list);
    bool const all_gone = std::all_of(in->begin(), in->end(), [&](std::size_t i) { return flag(units.items[i], "eliminated"); });
    value staying = list_value();
    // The leaders who fought, as the mêlée left them; then those who stayed out with a unit that left.
    value all = items(p.s, leaders);
    for (auto const& l : items(m, leaders).items) {
      value const* unit = find_field(l, "_unit");
      if (unit && !detail::contains_index(*in, unit->number)) all.items.push_back(l);
    }
    for (auto& leader : all.items) {
      value const* unit = find_field(leader, "_unit");
      bool fought = !unit || detail::contains_index(*in, unit->number);
      bool gone = fought && (unit ? flag(units.items.at(static_cast<std::size_t>(unit->number)), "eliminated") : all_gone);
      // A unit eliminated because it could not retreat: the edition's rule says the leader's fate (placed
      // with the nearest unit of his banner: 2010 line 331, 2014 line 388, 13th century line 287). A leader
      // of the side's list stands with all its units: all of them so eliminated.
      bool const unable =
          unit ? flag(units.items.at(static_cast<std::size_t>(unit->number)), "_unable_to_retreat")
               : !in->empty() && std::all_of(in->begin(), in->end(), [&](std::size_t i) {
                   return flag(units.items[i], "_unable_to_retreat");
                 });
      leader_end const end =
          end_of_melee(gone, unable, [&] { return detail::need_rule(t, n.leader_of_unit_unable_to_retreat).value == n.leader_placed; });
      if (end == leader_end::placed) {
        // "...: fate", apart from his leader test's fact ("defender_leaders[0]"): one key, one fact.
        out.final.emplace_back(prefix + detail::leader_name(leader, leaders) + ": fate",
                               "placed with another unit: his unit could not retreat (7.5)");
        detail::leave(m, std::move(leader), "placed with another unit");
      } else if (end == leader_end::captured) {
        out.final.emplace_back(prefix + detail::leader_name(leader, leaders) + ": fate",
                               "captured: his unit eliminated (7.5)");
        detail::leave(m, std::move(leader), n.leader_lost.back());
      } else {
        staying.items.push_back(std::move(leader));
      }
    }
    set_field(m, leaders, std::move(staying));
  }
  set_field(m, "counter_charge", bool_value(flag(p.s, "counter_charge")));
  if (!p.terrain.empty()) set_field(m, "terrain", name_value(p.terrain));  // the one chosen for the defender
  return results;
}

namespace detail {

// A defensive fire order the situation gives to a unit already routed, where the edition forbids a routed
// unit to fire (2014 line 466): refused, as a standalone fire is. A unit the steps rout on the way (a
// pursuit's orders are written before) simply does not fire.
template <class Tables>
void refuse_routed_firers(Tables const& t, value const& s, names const& n) {
  value const* orders = find_field(s, "defensive_fire");
  value const* defenders = find_field(s, "defenders");
  if (!orders || !defenders) return;
  for (std::size_t i = 0; i < orders->items.size(); ++i) {
    value const* firer = find_field(orders->items[i], "firer");
    if (!firer || firer->number < 0 || static_cast<std::size_t>(firer->number) >= defenders->items.size()) continue;
    value const* order = find_field(defenders->items[static_cast<std::size_t>(firer->number)], "order");
    if (!order || order->text != n.routed) continue;
    refuse_routed_firer(t, list_item("defenders", static_cast<std::size_t>(firer->number)), firer->where, n);
  }
}

// A mêlée needs units on both sides before any fire (10.5): refused in the words of the single roll's
// (melee_units.hpp, derive_melee), not reported as a mêlée the fire left unfought.
inline void refuse_empty_sides(value const& s) {
  for (bool attackers : {true, false}) {
    value const* units = find_field(s, attackers ? "attackers" : "defenders");
    if (!units || units->items.empty()) throw empty_side(attackers, units ? units->where : s.where);
  }
}

}  // namespace detail

// A mêlée situation with its fire phases: the steps, then every unit's state.
template <class Tables, class Dice>
resolution resolve_combat(Tables const& t, value s, Dice& dice, names const& n = standard_names()) {
  resolution out;
  out.procedure = "melee";
  detail::refuse_empty_sides(s);
  detail::refuse_routed_firers(t, s, n);
  detail::name_all_leaders(s);
  combat_step(t, s, dice, "mêlée", out, "", n);
  melee_final<Tables>(out, s, "");
  detail::leader_facts(out, detail::leaders_in(s));
  return out;
}

// A mêlée situation as the engine resolves it: the whole combat where it needs one (fire, leaders,
// a unit stacked by a retreat), else the single roll. A consumer calls this, not resolve_melee.
template <class Tables, class Dice>
resolution resolve_melee_situation(Tables const& t, value const& s, Dice& dice, names const& n = standard_names()) {
  return detail::needs_combat(s) ? resolve_combat(t, s, dice, n) : resolve_melee(t, prepare_melee(t, s, n), dice, n);
}

}  // namespace herald::engine::afde
