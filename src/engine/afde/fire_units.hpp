// Fire's rules over the units it reads (9.1, 9.3), for the engine's value (fire.hpp) and a game's own struct (typed_fire.hpp).
//
// As for the mêlée (melee_units.hpp): the situation is read once into plain units, and who may
// fire, the fire table's thresholds, the result and its effect on the target and the units stacked
// with it are written once, over those.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <boost/container/small_vector.hpp>

#include "engine/afde/common.hpp"
#include "engine/afde/combat_units.hpp"
#include "engine/afde/melee_units.hpp"
#include "engine/core/typed.hpp"

namespace herald::engine::afde {

// A fire as its rules read it; `*_where`: where a value gives it (empty for a struct).
struct fire_read {
  melee_units firers, stacked;
  melee_unit target;
  std::int64_t range = 0;
  source_range where, range_where;
};

// What the rules derive before the roll: the firers' type (which the modifiers read) and the
// fire table's thresholds at that type and range.
struct fire_derived {
  std::string_view firer_type;
  std::int64_t discourage = 0;
  std::optional<std::int64_t> rout;
};

// The items of a ruleset a fire reads, found by name once (melee_rules' twin).
template <class Tables>
struct fire_rules {
  Tables const& t;
  names const& n;
  unit_state_tables states;
  gen::table const* table;  // fire_table
  gen::roll const* roll;    // its own roll, or nullptr: d10 + fire_modifiers
  std::string_view die;
  boost::container::small_vector<typed_list_ref, 4> lists;

  fire_rules(Tables const& tables, names const& words, bool grouped = true)
      : t(tables), n(words), states(tables, words, grouped), table(tables.table(words.fire_table)),
        roll(tables.table_roll(words.fire_table)), die(roll ? roll->die : std::string_view(words.d10)) {
    if (roll) find_lists(tables.rules(), *roll, words.fire_modifiers, lists);
    else find_lists(tables.rules(), gen::roll{}, words.fire_modifiers, lists);
  }
};

// Who may fire together and the fire table's cell at their type and range (9.1, 9.3).
template <class Tables>
fire_derived derive_fire(fire_rules<Tables> const& rules, fire_read const& in) {
  names const& n = rules.n;
  if (in.firers.empty()) throw engine_error("no unit fires: 'firers' is empty", in.where, "9.3");
  std::string_view const type = in.firers[0].type;
  for (std::size_t i = 1; i < in.firers.size(); ++i)
    if (in.firers[i].type != type)
      throw engine_error("firers of different types may not combine their fire (" + std::string(type) + " and " +
                             std::string(in.firers[i].type) + ")",
                         in.firers[i].where, "9.1 line 399");
  // Whether a routed unit may fire is the edition's (2014 line 466 forbids it; 2010 does not).
  for (std::size_t i = 0; i < in.firers.size(); ++i)
    if (detail::is(in.firers[i].order, n.routed))
      detail::refuse_routed_firer(rules.t, detail::list_item("firers", i), in.firers[i].where, n);
  fire_derived d;
  d.firer_type = type;
  gen::key const keys[] = {gen::name_key(type), gen::int_key(in.range)};
  gen::cell const* c = rules.table ? gen::lookup(*rules.table, keys, 2) : nullptr;
  auto number = [&](std::string_view slot) -> gen::slot const* {
    if (c)
      for (auto const& s : c->slots)
        if (s.number && s.name == slot) return &s;
    return nullptr;
  };
  gen::slot const* discourage = number("discourage");
  if (!c || !discourage) {  // the words of the cell the model gives, only where it refuses
    cell_view const cell = rules.t.cell(n.fire_table, {name_value(std::string(type)), number_value(in.range)});
    if (!cell.found)
      throw engine_error(n.fire_table + " has no cell " + cell.address + ": type " + std::string(type) +
                             " cannot fire at that range",
                         in.range_where, "9.3");
    throw engine_error(cell.address + " is " + cell.text + (cell.symbol_label.empty() ? "" : " (" + cell.symbol_label + ")") +
                           ": type " + std::string(type) + " cannot fire at range " + std::to_string(in.range),
                       in.range_where, "9.3");
  }
  d.discourage = discourage->value;
  if (gen::slot const* rout = number("rout")) d.rout = rout->value;
  return d;
}

// The fire's result for a total (9.3): rout at or above the second number, else discouraged at
// or above the first; empty: no effect.
inline std::string_view fire_result_code(std::optional<std::int64_t> rout, std::int64_t discourage, std::int64_t total,
                                         names const& n) {
  if (rout && total >= *rout) return n.rout_result;  // 9.3 line 835
  if (total >= discourage) return n.discourage_result;  // line 833
  return {};
}
inline std::string_view fire_result_code(fire_derived const& d, std::int64_t total, names const& n) {
  return fire_result_code(d.rout, d.discourage, total, n);
}

// The result on the target, or on the stack it stands in, a single counter for the results of
// fire (5.2.5 line 167): an artillery unit suffers them only alone in its hex (9.3 line 442), or,
// where the edition says so, under artillery fire (2010 line 443; the 13th-century rules have no
// such exception, line 371).
template <class Tables>
void apply_fire(fire_rules<Tables> const& rules, fire_derived const& d, fire_read& units, std::string_view code) {
  names const& n = rules.n;
  if (units.stacked.empty()) {
    if (!code.empty()) detail::apply_result(rules.states, n, units.target, code);
    return;
  }
  melee_units stack{units.target};
  stack.insert(stack.end(), units.stacked.begin(), units.stacked.end());
  detail::melee_stack all;
  for (std::size_t i = 0; i < stack.size(); ++i) all.push_back(i);
  detail::check_stack(stack, all, "target and stacked", n);
  for (auto& unit : stack) {
    if (detail::spared_by_fire(stack.size(), unit.type, d.firer_type,
                               [&] { return detail::rule_on(rules.t, n.artillery_hits_stacked_artillery); }, n))
      continue;
    if (!code.empty()) detail::apply_result(rules.states, n, unit, code);
  }
  units.target = stack[0];
  for (std::size_t i = 0; i < units.stacked.size(); ++i) units.stacked[i] = stack[i + 1];
}

// What a fire decides before its roll, over a port to its situation (fire.hpp's prepare_fire for
// a value, typed_fire.hpp for a game's struct): the rules derived, written where the modifiers read
// them, and the roll's lists summed.
template <class Sum>
struct fire_before {
  fire_derived derived;
  Sum modifiers;
};

template <class Tables, class Port>
auto before_fire_roll(fire_rules<Tables> const& rules, Port& port) {
  fire_derived const d = derive_fire(rules, port.read());
  port.derive(d);
  using sum = decltype(port.modifiers(rules));
  return fire_before<sum>{d, port.modifiers(rules)};
}

}  // namespace herald::engine::afde
