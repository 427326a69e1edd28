// The procedures of Au fil de l'épée that `diff --impact` weighs as wholes, each over a narrowed space.
//
// A procedure reads what its C++ reads, which no declaration states yet (procedures as data will),
// so its space is not the schema's but one a maintainer reads a change by: one unit of each type in
// each order, the rest of the situation fixed and said so in `space`. What the editions change in
// their procedures (routed units that fire, stacks that fire, the élan and the dispersion) shows
// there as situations one side refuses, or as ΔP of the units' final states.
#include "engine/afde/names.hpp"
#include "engine/afde/model_weighed.hpp"
#include "engine/core/situation.hpp"

namespace herald::engine::afde {
namespace {

// The three units a mounted type is in these samples; the others are on foot (2.2 line 86).
bool mounted_type(std::string const& type) { return type == "Ch" || type == "Ha" || type == "Cl"; }

value unit_of(std::string const& type, std::string const& order, bool fire_capable) {
  return object_value({{"type", name_value(type)}, {"strength", number_value(4)},
                       {"strength_fatigued", number_value(2)}, {"quality", number_value(5)},
                       {"quality_fatigued", number_value(4)},
                       {"fatigue", name_value("fresh")}, {"order", name_value(order)},
                       {"mounted", bool_value(mounted_type(type))}, {"fire_capable", bool_value(fire_capable)}});
}

std::vector<std::string> unit_types(model::ruleset const& rules) {
  std::vector<std::string> out;
  if (auto e = rules.enums.find("unit_type"); e != rules.enums.end())
    for (auto const& v : e->second.values) out.push_back(v.name);
  return out;
}

// The ranges at which a type has a cell of the fire table (none: it does not fire).
std::vector<std::int64_t> fire_ranges(tables const& t, std::string const& type) {
  std::vector<std::int64_t> out;
  for (std::int64_t range = 1; range <= 12; ++range)
    if (t.cell(standard_names().fire_table, {name_value(type), number_value(range)}).found) out.push_back(range);
  return out;
}

// A procedure as the impact reads it: its name, kind, space in words, what it reads and its class keys.
weighed_procedure declared(std::string name, std::string kind, std::string space, std::vector<std::string> reads,
                           std::vector<std::string> class_fields) {
  return {std::move(name), std::move(kind), std::move(space), std::move(reads), std::move(class_fields), {}};
}

weighed_procedure fire(tables const& t, std::vector<std::string> const& types) {
  names const& n = standard_names();
  weighed_procedure out = declared(
      "fire", "fire",
      "one fresh firer of 4 SP and quality 5 of each type that fires, valiant, discouraged or routed, at "
      "each range of its row, at one fresh valiant unit of each type, in clear terrain",
      {"rules." + n.routed_units_fire, n.fire_table, n.fire_modifiers, n.fire_leaders},
      {"firer"});
  for (auto const& firer : types)
    for (auto range : fire_ranges(t, firer))
      for (auto const& order : {n.discouraged, n.routed, std::string("valiant")})
        for (auto const& target : types)
          out.samples.push_back(
              {{firer + " " + order},
               object_value({{"firers", list_value({unit_of(firer, order, true)})},
                             {"target", unit_of(target, "valiant", !fire_ranges(t, target).empty())},
                             {"range", number_value(range)}, {"phase", name_value("ranged")},
                             {"terrain", name_value("clear")}, {"fire_from_inside", bool_value(false)}}),
               std::nullopt});  // a routed unit that may not fire does not fire: nothing to weigh instead
  return out;
}

value fire_order(int firer, int target) {
  return object_value(
      {{"firer", number_value(firer)}, {"target", number_value(target)}, {"terrain", name_value("clear")}});
}

value melee_of(std::vector<value> attackers, std::vector<value> defenders, std::vector<value> orders) {
  return object_value({{"attackers", list_value(std::move(attackers))}, {"defenders", list_value(std::move(defenders))},
                       {"charge", name_value("front")}, {"rear_attack", bool_value(false)},
                       {"terrain", name_value("clear")}, {"defensive_fire", list_value(std::move(orders))}});
}

weighed_procedure melee_with_fire(tables const& t, std::vector<std::string> const& types) {
  names const& n = standard_names();
  weighed_procedure out = declared(
      "melee_defensive_fire", "melee",
      "a front charge in clear terrain by one fresh valiant unit of each type that charges (4 SP, quality "
      "5) on one unit of each type that fires, valiant, discouraged or routed, firing at it first; and by "
      "two units of a type on artillery stacked over a unit of each other type that fires, each firing at "
      "one; where an edition forbids a fire order, the same mêlée without it",
      {"rules." + n.routed_units_fire, "rules." + n.stacked_fire, "rules." + n.artillery_hits_stacked_artillery,
       "rules." + n.defending_artillery_stack_quality, n.fire_table, n.fire_modifiers, n.fire_leaders, n.melee_odds,
       n.melee_types, n.melee_modifiers, n.melee_result, n.melee_leaders, n.unit_state, n.artillery_state,
       n.unit_events},
      {"defenders", "attackers"});
  for (auto const& defender : types) {
    if (fire_ranges(t, defender).empty()) continue;
    for (auto const& attacker : n.chargers) {
      // Where an edition refuses a fire order (a routed firer, the unit under a stack), the mêlée
      // without it: what a player of that edition fights.
      for (auto const& order : {std::string("valiant"), n.discouraged, n.routed})
        out.samples.push_back({{defender + " " + order, attacker},
                               melee_of({unit_of(attacker, "valiant", false)}, {unit_of(defender, order, true)},
                                        {fire_order(0, 0)}),
                               melee_of({unit_of(attacker, "valiant", false)}, {unit_of(defender, order, true)}, {})});
      if (defender == n.artillery) continue;
      value top = unit_of(n.artillery, "valiant", true), under = unit_of(defender, "valiant", true);
      set_field(top, "hex", number_value(1));
      set_field(under, "hex", number_value(1));
      std::vector<value> const attackers = {unit_of(attacker, "valiant", false), unit_of(attacker, "valiant", false)};
      out.samples.push_back({{n.artillery + " over " + defender, attacker},
                             melee_of(attackers, {top, under}, {fire_order(0, 0), fire_order(1, 1)}),
                             melee_of(attackers, {top, under}, {fire_order(0, 0)})});
    }
  }
  return out;
}

weighed_procedure charge_chain(tables const& t, std::vector<std::string> const& types) {
  names const& n = standard_names();
  weighed_procedure out = declared(
      "charge_chain", "charge",
      "a front charge in clear terrain by one fresh valiant unit of each type that charges (4 SP, quality "
      "5) on one of each type, with an élan at the same unit again (which fires first if its type fires) "
      "and a dispersion at a Ha",
      {"rules." + n.elan, "rules." + n.dispersion, "rules." + n.routed_units_fire, "rules." + n.stacked_fire,
       "rules." + n.counter_charge_front_only, "rules." + n.routed_counter_charge,
       "rules." + n.counter_charge_cancels, "rules." + n.leader_of_unit_unable_to_retreat, n.fire_table, n.fire_modifiers,
       n.fire_leaders, n.melee_odds, n.melee_types, n.melee_modifiers, n.melee_result, n.melee_leaders, n.unit_state,
       n.artillery_state, n.unit_events, n.counter_charge},
      {"attackers", "defenders"});
  for (auto const& attacker : n.chargers)
    for (auto const& defender : types) {
      auto const target = [&](std::string const& type) {
        return list_value({unit_of(type, "valiant", !fire_ranges(t, type).empty())});
      };
      // The unit charged again fires first if it can (a routed one too, where the rules let it: 2010).
      value pursuit_elan = object_value({{"again", bool_value(true)}, {"charge", name_value("front")},
                                         {"terrain", name_value("clear")}});
      if (!fire_ranges(t, defender).empty()) set_field(pursuit_elan, "defensive_fire", list_value({fire_order(0, 0)}));
      value pursuit_dispersion = object_value({{"charge", name_value("front")}, {"terrain", name_value("clear")},
                                               {"defenders", target("Ha")}});
      out.samples.push_back(
          {{attacker, defender},
           object_value({{"attackers", list_value({unit_of(attacker, "valiant", false)})},
                         {"defenders", target(defender)}, {"charge", name_value("front")},
                         {"rear_attack", bool_value(false)}, {"terrain", name_value("clear")},
                         {"counter_charge_attempt", bool_value(false)}, {"elan", list_value({pursuit_elan})},
                         {"dispersion", list_value({pursuit_dispersion})}}),
           std::nullopt});
    }
  return out;
}

}  // namespace

std::vector<weighed_procedure> weighed_procedures(ruleset_tables const& rt) {
  std::vector<std::string> const types = unit_types(rt.rules());
  if (types.empty()) return {};
  tables const& t = rt.tables();
  return {fire(t, types), melee_with_fire(t, types), charge_chain(t, types)};
}

}  // namespace herald::engine::afde
