// The whole combat's rules over plain units (10.5, 9.3): which fire orders fire together, who may still fire, whom a fire spares.
//
// combat.hpp (a value, with its report), steps/combat.hpp (the merged states) and typed_combat.hpp
// (a game's struct) read their orders and units their own way and call these, so that each rule
// of the fire phases is written once.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/afde/common.hpp"
#include "engine/afde/melee_units.hpp"

namespace herald::engine::afde {

namespace detail {

// The orders of one fire phase aimed at one counter (9.3 line 432; a stack is a single counter for
// the results of fire, line 167, and a unit the target of one fire, line 399): the first order's
// target and place, and the units firing together.
struct fire_group {
  std::size_t target = 0, order = 0;
  boost::container::small_vector<std::size_t, 4> firers;
};
using fire_groups = boost::container::small_vector<fire_group, 4>;

// One order as a port reads it; where a value gives its fields (empty for a struct).
struct fire_order_read {
  std::int64_t firer = 0, target = 0;
  source_range firer_where, target_where;
};

// The orders of a phase (`count` of them, order i read by `read(i)` when the rule comes to it)
// grouped by the counter they aim at, refused where an order names no unit, a unit fires twice, a
// unit under another that can fire fires where the edition lets only the top one (the rule read by
// `stacked_fire()` only then), or a unit without fire capability (`capable(i)`) fires.
template <class Read, class Capable, class StackedFire>
fire_groups group_fire_orders(std::size_t count, Read read, Capable capable, melee_units const& firers,
                              melee_units const& targets, std::string const& firer_list, std::string const& target_list,
                              std::string const& field, StackedFire stacked_fire, names const& n) {
  fire_groups out;
  auto const firer_stacks = stacks_of(firers, firer_list, n);
  auto const target_stacks = stacks_of(targets, target_list, n);
  boost::container::small_vector<std::size_t, 8> seen;
  for (std::size_t i = 0; i < count; ++i) {
    fire_order_read const order = read(i);
    std::string const path = list_item(field, i);
    if (order.firer < 0 || static_cast<std::size_t>(order.firer) >= firers.size())
      throw engine_error(path + ".firer: " + firer_list + " has no unit " + std::to_string(order.firer),
                         order.firer_where, "10.5 lines 501-502");
    if (order.target < 0 || static_cast<std::size_t>(order.target) >= targets.size())
      throw engine_error(path + ".target: " + target_list + " has no unit " + std::to_string(order.target),
                         order.target_where, "10.5 lines 501-502");
    auto const f = static_cast<std::size_t>(order.firer);
    auto const target = static_cast<std::size_t>(order.target);
    if (std::find(seen.begin(), seen.end(), f) != seen.end())
      throw engine_error(list_item(firer_list, f) + " fires twice: each unit fires at one unit of the mêlée",
                         order.firer_where, "10.5 lines 501-502");
    seen.push_back(f);
    // "If two units with fire capability are stacked together, only the top unit can fire" (5.2.5 line 167);
    // 2014 lets both fire when one is artillery (its line 190): the edition's rule says which.
    melee_stack const& stack = stack_holding(firer_stacks, f);
    bool const with_artillery =
        std::any_of(stack.begin(), stack.end(), [&](std::size_t j) { return is(firers[j].type, n.artillery); });
    if (stack.size() == 2 && stack[0] != f && capable(stack[0]) && capable(f))
      if (gen::rule const rule = stacked_fire(); !(rule.value == n.both_fire_with_artillery && with_artillery))
        throw engine_error(list_item(firer_list, f) + " is under " + list_item(firer_list, stack[0]) +
                               ", which can fire too: only the top unit of a stack fires in these rules",
                           order.firer_where, rule_citation(rule));
    if (!capable(f))
      throw engine_error(list_item(firer_list, f) + " (" + std::string(firers[f].type) +
                             ") has no fire capability (fire_capable is false)",
                         order.firer_where, "2.1 line 67");
    melee_stack const& counter = stack_holding(target_stacks, target);
    auto group = std::find_if(out.begin(), out.end(), [&](fire_group const& g) {
      return std::find(counter.begin(), counter.end(), g.target) != counter.end();
    });
    if (group == out.end()) {  // built in place: a braced temporary's inline firers trip GCC's overread warning
      fire_group& added = out.emplace_back();
      added.target = target;
      added.order = i;
      group = std::prev(out.end());
    }
    group->firers.push_back(f);
  }
  return out;
}

// A routed unit named to fire (`who`), refused where the edition forbids a routed unit to fire
// (2014 line 466; 2010 does not).
template <class Tables>
void refuse_routed_firer(Tables const& t, std::string const& who, source_range where, names const& n) {
  if (gen::rule const rule = need_rule(t, n.routed_units_fire); rule.value != "true")
    throw engine_error(who + " is routed, and a routed unit cannot fire in these rules", where, rule_citation(rule));
}

// Whether a unit of a fire order still fires when its turn comes: a unit the defensive fire routed or
// eliminated no longer attacks, nor fires offensively (lines 246, 415, 648); a routed defender fires
// only where the edition lets routed units fire (`routed_fire()`: 2014 line 466 does not).
template <class RoutedFire>
bool still_fires(melee_unit const& u, bool defensive, RoutedFire routed_fire, names const& n) {
  if (u.eliminated) return false;
  return !is(u.order, n.routed) || (defensive && routed_fire());
}

// Whether a fire's result spares a unit of the stack it falls on: an artillery unit suffers it only
// alone in its hex (9.3 line 442), or, where the edition says so (`hits_artillery()`), under
// artillery fire (2010 line 443; the 13th-century rules have no such exception, line 371).
template <class HitsArtillery>
bool spared_by_fire(std::size_t stack_size, std::string_view type, std::string_view firer_type,
                    HitsArtillery hits_artillery, names const& n) {
  return stack_size > 1 && is(type, n.artillery) && (!is(firer_type, n.artillery) || !hits_artillery());
}

// 10.3: whether the charged unit `unit`, alone among `defenders` units, may attempt a counter charge
// against the charge `charge` made by chargers coming through `hexsides` (null: not named), refused
// by name if not; else whether it is charged through a front hex, which its test reads.
template <class Tables, class Hexsides>
bool counter_charge_through_front(Tables const& t, std::size_t defenders, melee_unit const& unit, std::string_view charge,
                                  Hexsides const* hexsides, source_range defenders_where, names const& n) {
  if (defenders != 1)
    throw engine_error("only a single charged unit can counter charge", defenders_where, "10.3 line 479");
  auto const has = [&](std::string const& hexside) {
    return std::find(hexsides->begin(), hexsides->end(), hexside) != hexsides->end();
  };
  // Whether a routed unit may try, and whether only a charge through a front hex allows it, are the
  // edition's (2010 line 479 says unrouted, through a front hex; the 13th-century line 429 says neither).
  bool const through_front = hexsides ? has(n.front_hexside) : !is(charge, n.rear_charge);
  bool const routed = is(unit.order, n.routed);
  bool const front_only_read = !through_front || (!hexsides && is(charge, n.multiple_with_rear));
  std::optional<gen::rule> const routed_rule = routed ? std::optional(need_rule(t, n.routed_counter_charge)) : std::nullopt;
  std::optional<gen::rule> const front_rule =
      front_only_read ? std::optional(need_rule(t, n.counter_charge_front_only)) : std::nullopt;
  std::string const type(unit.type);
  std::string why, rule = "10.3 line 479";
  if (std::find(n.counter_chargers.begin(), n.counter_chargers.end(), type) == n.counter_chargers.end())
    why = "only a mounted Ch or Ha can counter charge, not a " + type;
  else if (!unit.mounted)
    why = "a " + type + " on foot cannot counter charge";
  else if (routed_rule && routed_rule->value != "true")
    why = "a routed unit cannot counter charge", rule = rule_citation(*routed_rule);
  else if (is(charge, n.no_charge))
    why = "there is no charge to counter";
  else if (front_rule && front_rule->value == "true" && !through_front)
    why = "a unit charged only through rear hexes cannot counter charge", rule = rule_citation(*front_rule);
  else if (front_rule && front_rule->value == "true" && !hexsides && is(charge, n.multiple_with_rear))
    why = "several chargers, one through a rear hex: name the hexside each comes through ('through') to tell "
          "whether one charges through a front hex",
    rule = rule_citation(*front_rule);
  if (!why.empty()) throw engine_error(why, unit.where, rule);
  return through_front;
}

// Whether the chargers pursue after a mêlée (10.9): only after an obligatory advance without
// fatigue, by units still able to advance (a discouraged unit cannot, line 925), and not when a
// charged unit had to stay in place (10.7; line 553). `defender_held`: a charged unit that could not
// retreat is still there. The rule of the charge chain on a value (charge.hpp), over merged states
// (steps/charge.hpp) and on a struct (typed_charge.hpp); the results any ranges of names.
template <class DefenderResults, class AttackerResults>
bool chain_advances(bool fought, bool defender_held, melee_units const& attackers, DefenderResults const& defender_results,
                    AttackerResults const& attacker_results, names const& n) {
  auto has = [](auto const& results, std::string const& r) {
    return std::find(results.begin(), results.end(), r) != results.end();
  };
  if (!fought) return false;
  if (defender_held && (has(defender_results, n.retreat_result) || has(defender_results, n.rout_result))) return false;
  if (!has(attacker_results, n.obligatory_advance) || has(attacker_results, n.fatigue_result)) return false;
  return std::all_of(attackers.begin(), attackers.end(), [&](melee_unit const& u) {
    return !u.eliminated && !is(u.order, n.discouraged) && !is(u.order, n.routed);
  });
}

// The same on a situation value's last step: its charged units (`previous_defenders`, the last
// step's `previous_results`), its chargers as they stand, the step's results by column.
template <class StepResults>
bool chain_advances(StepResults const* step, value const& previous_defenders,
                    std::vector<std::string> const& previous_results, value const& attackers, names const& n) {
  if (!step) return false;  // no mêlée fought: nothing of the units is read
  bool held = false;
  for (auto const& u : previous_defenders.items) held = held || (flag(u, "cannot_retreat") && !flag(u, "eliminated"));
  std::vector<std::string> const none;
  std::vector<std::string> const* attacker_results = &none;
  for (auto const& [column, r] : *step)
    if (column == "attackers") attacker_results = &r;
  melee_units chargers;
  for (auto const& u : attackers.items) {  // only what the rule reads of a charger
    melee_unit c;
    c.eliminated = flag(u, "eliminated");
    c.order = need_name_view(u, "order", "");
    chargers.push_back(c);
  }
  return chain_advances(true, held, chargers, previous_results, *attacker_results, n);
}

// An edition without the élan or the dispersion (the 13th-century rules end a charge with its
// mêlée) refuses a situation that names their targets, by name: `elan` and `dispersion`, how many
// entries each list gives (and where a value gives it). The rule of charge.hpp, steps/charge.hpp
// and typed_charge.hpp alike.
template <class Tables>
void refuse_pursuit_without_rule(Tables const& t, std::size_t elan, source_range const& elan_where, std::size_t dispersion,
                                 source_range const& dispersion_where, names const& n) {
  for (auto const& [count, where, rule_name, word, field] :
       {std::tuple<std::size_t, source_range const*, std::string const*, char const*, char const*>{
            elan, &elan_where, &n.elan, "élan", "elan"},
        {dispersion, &dispersion_where, &n.dispersion, "dispersion", "dispersion"}})
    if (count > 0)
      if (gen::rule const rule = need_rule(t, *rule_name); rule.value != "true")
        throw engine_error(std::string("these rules have no ") + word + " after a charge ('" + field +
                               "' names its target): rule " + std::string(rule.name) + " is " + std::string(rule.value),
                           *where, rule_citation(rule));
}

// The same for a charge situation value.
template <class Tables>
void refuse_pursuit_without_rule(Tables const& t, value const& charge, names const& n) {
  value const* elan = find_field(charge, "elan");
  value const* dispersion = find_field(charge, "dispersion");
  refuse_pursuit_without_rule(t, elan ? elan->items.size() : 0, elan ? elan->where : source_range{},
                              dispersion ? dispersion->items.size() : 0, dispersion ? dispersion->where : source_range{}, n);
}

}  // namespace detail

}  // namespace herald::engine::afde
