// What the AFDE procedures share: units' derived characteristics, results and events applied, leader tests.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/generated_layout.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/rolls.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"
#include "engine/afde/leader_units.hpp"
#include "engine/afde/melee_units.hpp"
#include "engine/afde/names.hpp"

namespace herald::engine::afde {

namespace detail {

inline bool contains(std::vector<std::string> const& list, std::string const& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

template <class Tables>
bool rule_on(Tables const& t, std::string const& name) {
  return need_rule(t, name).value == "true";
}

// Where the edition says it, as a refusal cites its rule: "10.9 line 445 of afde-13th-century-vv45-en.txt".
inline std::string rule_citation(gen::rule const& r) {
  gen::origin const& o = r.source;
  std::string lines = o.line_end && o.line_end != o.line ? "lines " + std::to_string(o.line) + "-" + std::to_string(o.line_end)
                                                         : "line " + std::to_string(o.line);
  return (o.ref.empty() ? "" : std::string(o.ref) + " ") + lines + (o.document.empty() ? "" : " of " + std::string(o.document));
}

// The value at a dotted path of fields ("target.leaders").
inline value const& at_path(value const& s, std::string const& path) {
  value const* current = &s;
  std::string::size_type start = 0;
  while (start <= path.size()) {
    auto dot = path.find('.', start);
    std::string name = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
    current = &need(*current, name, path.substr(0, start ? start - 1 : 0));
    if (dot == std::string::npos) break;
    start = dot + 1;
  }
  return *current;
}

inline value& at_path(value& s, std::string const& path) {
  return const_cast<value&>(at_path(static_cast<value const&>(s), path));
}

// A unit's state after the procedure as a fact named `name`; `with_type` names its type too
// ("attackers[0] Ch: fresh valiant"), where a list holds several.
inline fact unit_fact(std::string name, value const& unit, bool with_type) {
  value const* type = with_type ? find_field(unit, "type") : nullptr;
  value const* fatigue = find_field(unit, "fatigue");
  value const* order = find_field(unit, "order");
  return fact::unit(std::move(name), type ? type->text : "", fatigue ? fatigue->text : "?", order ? order->text : "?",
                    flag(unit, "eliminated"));
}

// The hexside each attacker comes through, when the situation names them (all or none).
inline std::optional<std::vector<std::string>> hexsides_of(value const& attackers) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < attackers.items.size(); ++i) {
    value const* through = find_field(attackers.items[i], "through");
    if (!through) continue;
    out.push_back(need_name(attackers.items[i], "through", list_item("attackers", i)));
  }
  if (out.empty()) return std::nullopt;
  if (out.size() != attackers.items.size())
    throw engine_error("name the hexside of every attacker or of none: " + std::to_string(out.size()) + " of " +
                           std::to_string(attackers.items.size()) + " give 'through'",
                       attackers.where, "10.5 lines 889-892");
  return out;
}

// A unit of a situation value as the rules of melee_units.hpp read it (`path` names it in a refusal).
inline melee_unit read_unit(value const& u, std::string const& path) {
  melee_unit out;
  out.where = u.where;
  out.type = need_name_view(u, "type", path);
  out.mounted = flag(u, "mounted");
  if (find_field(u, "hex")) {
    out.has_hex = true;
    out.hex = need_int(u, "hex", path);
  }
  return out;
}

inline melee_units read_units(value const& units, std::string const& list) {
  melee_units out;
  for (std::size_t i = 0; i < units.items.size(); ++i) out.push_back(read_unit(units.items[i], list_item(list, i)));
  return out;
}

// Refuses what cannot stack (melee_units.hpp), for the units of a situation value.
inline void check_stack(value const& units, std::vector<std::size_t> const& stack, std::string const& list,
                        names const& n) {
  check_stack(read_units(units, list), melee_stack(stack.begin(), stack.end()), list, n);
}

// The stacks of a side: the places of its units grouped by `hex` (a unit without one stands
// alone), first listed on top.
inline std::vector<std::vector<std::size_t>> stacks_of(value const& units, std::string const& list, names const& n) {
  std::vector<std::vector<std::size_t>> out;
  for (auto const& stack : stacks_of(read_units(units, list), list, n)) out.emplace_back(stack.begin(), stack.end());
  return out;
}

// The stack of `units` holding the unit at `index`.
inline std::vector<std::size_t> const& stack_holding(std::vector<std::vector<std::size_t>> const& stacks,
                                                     std::size_t index) {
  for (auto const& stack : stacks)
    if (std::find(stack.begin(), stack.end(), index) != stack.end()) return stack;
  throw engine_error("no stack holds unit " + std::to_string(index));
}

inline bool is_infantry(value const& unit, names const& n) { return is_infantry(read_unit(unit, ""), n); }

// An artillery counter stacked with infantry (5.2.1 line 149).
inline bool stacked_artillery(value const& units, std::vector<std::size_t> const& stack, std::size_t index,
                              names const& n) {
  return stacked_artillery(read_units(units, ""), melee_stack(stack.begin(), stack.end()), index, n);
}

// The derived characteristics of a unit: the back of the counter when fatigued (11.1).
template <class Names>
void complete_unit(value& unit, std::string const& path, Names const& n) {
  bool tired = need_name(unit, "fatigue", path) == n.fatigued;
  need_name(unit, "order", path);
  set_field(unit, "current_strength",
            number_value(need_int(unit, tired ? "strength_fatigued" : "strength", path)));
  set_field(unit, "current_quality", number_value(need_int(unit, tired ? "quality_fatigued" : "quality", path)));
}

template <class Names>
void complete_units(value& s, std::string const& list, Names const& n) {
  auto& units = items(s, list);
  for (std::size_t i = 0; i < units.items.size(); ++i)
    complete_unit(units.items[i], list + "[" + std::to_string(i) + "]", n);
}

inline std::int64_t sum_of(value const& units, std::string const& field) {
  std::int64_t sum = 0;
  for (auto const& u : units.items) sum += need_int(u, field, "");
  return sum;
}

// The modifiers of a roll's lists: the engine core's, shared with every game system.
using engine::sum_lists;

// A unit's state as results and events change it (melee_units.hpp), read from a situation value.
inline melee_unit read_unit_state(value const& unit, bool with_type) {
  melee_unit u;
  u.fatigue = need_name_view(unit, "fatigue", "");
  u.order = need_name_view(unit, "order", "");
  if (with_type) u.type = need_name_view(unit, "type", "");
  u.cannot_retreat = flag(unit, "cannot_retreat");
  u.eliminated = flag(unit, "eliminated");
  u.unable_to_retreat = flag(unit, "_unable_to_retreat");
  return u;
}

// Writes back what the rules changed of a unit read by read_unit_state.
inline void write_unit_state(value& unit, melee_unit const& before, melee_unit const& after) {
  if (before.eliminated) return;  // nothing changes an eliminated unit
  // Compared and copied before any field is set: the views may point into the value's own text.
  bool const fatigue_changed = after.fatigue != before.fatigue, order_changed = after.order != before.order;
  std::string const fatigue(after.fatigue), order(after.order);
  if (after.eliminated) set_field(unit, "eliminated", bool_value(true));
  if (after.unable_to_retreat) set_field(unit, "_unable_to_retreat", bool_value(true));
  if (fatigue_changed) set_field(unit, "fatigue", name_value(fatigue));
  if (order_changed) set_field(unit, "order", name_value(order));
}

template <class Tables>
void apply_event(Tables const& t, names const& n, value& unit, std::string const& event) {
  if (flag(unit, "eliminated")) return;
  melee_unit const before = read_unit_state(unit, false);
  melee_unit after = before;
  apply_event(unit_state_tables(t, n), after, event);
  write_unit_state(unit, before, after);
}

template <class Tables>
void apply_result(Tables const& t, names const& n, value& unit, std::string const& result) {
  if (flag(unit, "eliminated")) return;
  melee_unit const before = read_unit_state(unit, true);
  melee_unit after = before;
  apply_result(unit_state_tables(t, n), n, after, result);
  write_unit_state(unit, before, after);
}

// Leaders keep the name they were given in the situation ("defender_leaders[1]") through every step,
// whoever falls before them; a leader who leaves the combat goes to `_lost_leaders` with his fate.
inline void name_leaders(value& leaders, std::string const& list) {
  for (std::size_t i = 0; i < leaders.items.size(); ++i)
    if (!find_field(leaders.items[i], "_name")) set_field(leaders.items[i], "_name", name_value(list_item(list, i)));
}

// The leaders of a mêlée or a charge: the sides' lists and those stacked with each unit.
inline void name_all_leaders(value& s, std::string const& prefix = "") {
  for (std::string side : {"attacker", "defender"}) {
    name_leaders(items(s, side + "_leaders"), prefix + side + "_leaders");
    auto& units = items(s, side + "s");
    for (std::size_t i = 0; i < units.items.size(); ++i)
      name_leaders(items(units.items[i], "leaders"), prefix + list_item(side + "s", i) + ".leaders");
  }
}

// Every leader a mêlée value holds: with the sides, with the units, and those who left.
inline std::vector<value> leaders_in(value const& s) {
  std::vector<value> out;
  for (std::string side : {"attacker", "defender"}) {
    for (auto const& l : items(s, side + "_leaders").items) out.push_back(l);
    for (auto const& u : items(s, side + "s").items)
      for (auto const& l : items(u, "leaders").items) out.push_back(l);
  }
  for (auto const& l : items(s, "_lost_leaders").items) out.push_back(l);
  return out;
}

inline std::string leader_name(value const& leader, std::string const& fallback) {
  value const* name = find_field(leader, "_name");
  return name ? name->text : fallback;
}

inline void remove_field(value& v, std::string const& name) {
  for (std::size_t i = 0; i < v.fields.size(); ++i)
    if (v.fields[i].first == name) {
      v.fields.erase(v.fields.begin() + static_cast<std::ptrdiff_t>(i));
      if (i < v.field_names.size()) v.field_names.erase(v.field_names.begin() + static_cast<std::ptrdiff_t>(i));
      return;
    }
}

inline void move_lost_leaders(value& from, value& to) {
  auto& lost = items(from, "_lost_leaders").items;
  auto& into = items(to, "_lost_leaders").items;
  for (auto& l : lost) into.push_back(std::move(l));
  lost.clear();
}

inline void leave(value& s, value leader, std::string const& fate) {
  set_field(leader, "_fate", name_value(fate));
  items(s, "_lost_leaders").items.push_back(std::move(leader));
}

// Every leader's state once the combat is over: with his unit (wounded or not), or his fate.
inline void leader_facts(resolution& out, std::vector<value> const& leaders) {
  std::vector<std::pair<std::string, std::string>> facts;
  for (auto const& l : leaders) {
    value const* fate = find_field(l, "_fate");
    facts.emplace_back(leader_name(l, "leader"), fate ? fate->text : flag(l, "wounded") ? "wounded" : "with his unit");
  }
  std::stable_sort(facts.begin(), facts.end());
  for (auto& [name, state] : facts) out.final.emplace_back("leader " + name, state);
}

// Every leader in `path` rolls on `band` when a trigger of `roll_name` matches
// the natural roll. A leader killed or captured leaves the list (he takes no
// part in a later step of the same charge); a wounded one gets the marker.
template <class Tables, class Dice>
void leader_tests(Tables const& t, std::string const& band, std::string const& roll_name, int natural,
                  value& s, Dice& dice, resolution& out, std::string const& prefix, names const& n) {
  for (auto const& trigger : t.triggers(band)) {
    if (trigger.roll != roll_name || trigger.natural != natural || trigger.leaders.empty()) continue;
    std::string const path(trigger.leaders);
    value& leaders = at_path(s, path);
    std::vector<value> staying;
    std::vector<std::pair<value, std::string>> gone;
    for (std::size_t i = 0; i < leaders.items.size(); ++i) {
      gen::roll const& roll = t.rolled_band_table(band).band_roll;
      step st;
      std::string who = leader_name(leaders.items[i], path + "[" + std::to_string(i) + "]");
      if constexpr (explains_steps_v<Dice>) {
        st.name = prefix + "leader test";
        st.table = band;
        st.facts.emplace_back("leader", who);
        st.facts.emplace_back("trigger", "natural " + std::to_string(natural));
      }
      // Only the band a face falls in matters: the enumeration runs one face per band.
      int face = dice.roll_classified(t.die(roll.die), "leader test", [&](int f) {
        band_row r = t.band(band, f);
        return r.found && !r.outcomes.empty() ? join_results(r.outcomes[0]) : std::string("-");
      });
      st.naturals.push_back(face);
      st.total = face;
      st.has_total = true;
      band_row row = t.band(band, face);
      std::vector<std::string> fates = row.found && !row.outcomes.empty() ? row.outcomes[0] : std::vector<std::string>{};
      st.results.push_back({row.columns.empty() ? "fate" : row.columns[0], fates});
      st.ref = row.ref;
      st.line = row.line;
      if constexpr (explains_steps_v<Dice>) out.steps.push_back(std::move(st));
      leader_fate const f = fate_of(fates, flag(leaders.items[i], "wounded"), n);
      if (f.wounded) set_field(leaders.items[i], "wounded", bool_value(true));
      out.final.push_back(fact::results(prefix + who, fates, fate_note(f)));
      if (f.leaves.empty()) staying.push_back(leaders.items[i]);
      else gone.emplace_back(leaders.items[i], std::string(f.leaves));
    }
    leaders.items = std::move(staying);
    // After the loop: `leave` adds a field to `s`, which may move the list `leaders` refers to.
    for (auto& [leader, fate] : gone) leave(s, std::move(leader), fate);
  }
}

}  // namespace detail

}  // namespace herald::engine::afde
