// The resolution procedures of Au fil de l'épée, written once over a Tables type.
//
// The procedures decide the order of the steps (which die, which table, what
// happens next); every number comes from `Tables` (engine/tables.hpp). The
// names below are the ruleset's names of those tables and of the few values
// the steps reason about (a fatigued unit cannot élan, an At is eliminated by R).
#pragma once

#include <algorithm>
#include <numeric>
#include <string>
#include <vector>

#include "engine/dice.hpp"
#include "engine/resolution.hpp"
#include "engine/tables.hpp"
#include "engine/units.hpp"

namespace herald::engine {

struct afde_names {
  std::string d10 = "d10";
  std::string fire_table = "fire_table", fire_modifiers = "fire_modifiers", fire_leaders = "fire_leader_casualty";
  std::string melee_odds = "melee_odds", melee_types = "melee_types", melee_modifiers = "melee_modifiers", melee_result = "melee_result",
              melee_leaders = "melee_leader_casualty";
  std::string unit_state = "unit_state", artillery_state = "artillery_state", unit_events = "unit_events";
  std::string rally = "rally", counter_charge = "counter_charge", initiative = "initiative";
  // Values of the system's enums that the procedures reason about.
  std::string fatigued = "fatigued", discouraged = "discouraged", routed = "routed";
  std::string fatigue_result = "F", discourage_result = "D", rout_result = "Dr";
  std::string obligatory_advance = "advance_obligatory";
  std::string artillery = "At";
  std::string rallied = "rallied";
  std::vector<std::string> leader_lost = {"killed", "captured"};  // leave the battle (7.5)
  std::string leader_wounded = "wounded";                          // the "chef blessé" marker (7.5.2)
  std::vector<std::string> counter_chargers = {"Ch", "Ha"};  // 10.3 line 479
  std::vector<std::string> chargers = {"Ch", "Ha"};          // 10.2 line 461
  std::string no_charge = "none";
  std::vector<std::string> front_charges = {"front", "multiple_front"};
};

namespace detail {

inline bool contains(std::vector<std::string> const& list, std::string const& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// The value at a dotted path of fields ("target.leaders").
inline model::value const& at_path(model::value const& s, std::string const& path) {
  model::value const* current = &s;
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

inline model::value& at_path(model::value& s, std::string const& path) {
  return const_cast<model::value&>(at_path(static_cast<model::value const&>(s), path));
}

inline std::string state_text(model::value const& unit) {
  if (flag(unit, "eliminated")) return "eliminated";
  model::value const* fatigue = model::find_field(unit, "fatigue");
  model::value const* order = model::find_field(unit, "order");
  return (fatigue ? fatigue->text : "?") + " " + (order ? order->text : "?");
}

inline std::string unit_label(std::string const& list, std::size_t index, model::value const& unit) {
  model::value const* type = model::find_field(unit, "type");
  return list + "[" + std::to_string(index) + "]" + (type ? " " + type->text : "");
}

// The derived characteristics of a unit: the back of the counter when fatigued (11.1).
template <class Names>
void complete_unit(model::value& unit, std::string const& path, Names const& n) {
  bool tired = need_name(unit, "fatigue", path) == n.fatigued;
  need_name(unit, "order", path);
  set_field(unit, "current_strength",
            number_value(need_int(unit, tired ? "strength_fatigued" : "strength", path)));
  set_field(unit, "current_quality", number_value(need_int(unit, tired ? "quality_fatigued" : "quality", path)));
}

template <class Names>
void complete_units(model::value& s, std::string const& list, Names const& n) {
  auto& units = items(s, list);
  for (std::size_t i = 0; i < units.items.size(); ++i)
    complete_unit(units.items[i], list + "[" + std::to_string(i) + "]", n);
}

inline std::int64_t sum_of(model::value const& units, std::string const& field) {
  std::int64_t sum = 0;
  for (auto const& u : units.items) sum += need_int(u, field, "");
  return sum;
}

inline std::int64_t max_of(model::value const& units, std::string const& field) {
  std::int64_t best = 0;
  for (auto const& u : units.items) best = std::max(best, need_int(u, field, ""));
  return best;
}

// The modifiers of a roll's lists, added (or subtracted) together.
template <class Tables>
modifier_sum sum_lists(Tables const& t, std::vector<std::string> const& lists, std::vector<char> const& signs,
                       model::value const& s) {
  modifier_sum out;
  for (std::size_t i = 0; i < lists.size(); ++i) {
    modifier_sum m = t.modifiers(lists[i], s);
    int sign = i < signs.size() && signs[i] == '-' ? -1 : 1;
    out.modifiers.insert(out.modifiers.end(), m.modifiers.begin(), m.modifiers.end());
    out.raw += sign * m.raw;
    out.total += sign * m.total;
    if (lists.size() == 1) out.clamp = m.clamp;  // the list's own clamp, shown with it
  }
  return out;
}

// Writes a unit's new state (nothing when no transition matched).
inline void apply_change(model::value& unit, state_change const& change) {
  if (!change.matched) return;
  if (change.to.eliminated) {
    set_field(unit, "eliminated", bool_value(true));
    return;
  }
  set_field(unit, "fatigue", name_value(change.to.fatigue));
  set_field(unit, "order", name_value(change.to.order));
}

// Applies one result to a unit, artillery first (10.6 line 516), then the
// fatigue and disorganisation transitions.
template <class Tables>
void apply_result(Tables const& t, afde_names const& n, model::value& unit, std::string const& result) {
  if (flag(unit, "eliminated")) return;
  unit_state from{need_name(unit, "fatigue", ""), need_name(unit, "order", ""), false};
  state_change change;
  if (need_name(unit, "type", "") == n.artillery) change = t.transition(n.artillery_state, result, from);
  if (!change.matched) change = t.transition(n.unit_state, result, from);
  apply_change(unit, change);  // none matched: a retreat or an advance, no change of state
}

template <class Tables>
void apply_event(Tables const& t, afde_names const& n, model::value& unit, std::string const& event) {
  if (flag(unit, "eliminated")) return;
  unit_state from{need_name(unit, "fatigue", ""), need_name(unit, "order", ""), false};
  apply_change(unit, t.transition(n.unit_events, event, from));
}

// Every leader in `path` rolls on `band` when a trigger of `roll_name` matches
// the natural roll. A leader killed or captured leaves the list (he takes no
// part in a later step of the same charge); a wounded one gets the marker.
template <class Tables, class Dice>
void leader_tests(Tables const& t, std::string const& band, std::string const& roll_name, int natural,
                  model::value& s, Dice& dice, resolution& out, std::string const& prefix, afde_names const& n) {
  for (auto const& trigger : t.triggers(band)) {
    if (trigger.roll != roll_name || trigger.natural != natural || trigger.leaders.empty()) continue;
    model::value& leaders = at_path(s, trigger.leaders);
    std::vector<model::value> staying;
    for (std::size_t i = 0; i < leaders.items.size(); ++i) {
      band_roll roll = t.roll_of(band);
      step st;
      st.name = prefix + "leader test";
      st.table = band;
      std::string who = trigger.leaders + "[" + std::to_string(i) + "]";
      st.facts.emplace_back("leader", who);
      st.facts.emplace_back("trigger", "natural " + std::to_string(natural));
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
      out.steps.push_back(std::move(st));
      bool lost = std::any_of(fates.begin(), fates.end(), [&](std::string const& f) { return contains(n.leader_lost, f); });
      std::string fate = join_results(fates);
      if (contains(fates, n.leader_wounded)) {
        // "A further wound will cause the death of the leader" (7.5.2, line 341).
        if (flag(leaders.items[i], "wounded")) {
          lost = true;
          fate += " again: dies (7.5.2)";
        }
        set_field(leaders.items[i], "wounded", bool_value(true));
      }
      out.final.emplace_back(prefix + who, fate);
      if (!lost) staying.push_back(leaders.items[i]);
    }
    leaders.items = std::move(staying);
  }
}

}  // namespace detail

// ------------------------------------------------------------------ fire (9.3)

template <class Tables>
struct fire_prepared {
  model::value s;
  std::string die;  // the fire table's roll (d10 when it declares none)
  modifier_sum modifiers;
  std::int64_t discourage = 0;
  std::optional<std::int64_t> rout;
  std::string cell;
};

template <class Tables>
fire_prepared<Tables> prepare_fire(Tables const& t, model::value s, afde_names const& n = {}) {
  fire_prepared<Tables> p;
  detail::complete_units(s, "firers", n);
  model::value& target = need(s, "target", "");
  detail::complete_unit(target, "target", n);
  model::value const firers = items(s, "firers");  // a copy: set_field may move the fields
  if (firers.items.empty()) throw engine_error("no unit fires: 'firers' is empty", s.where, "9.3");
  std::string type = need_name(firers.items[0], "type", "firers[0]");
  for (std::size_t i = 1; i < firers.items.size(); ++i)
    if (need_name(firers.items[i], "type", "firers[" + std::to_string(i) + "]") != type)
      throw engine_error("firers of different types may not combine their fire (" + type + " and " +
                             need_name(firers.items[i], "type", "") + ")",
                         firers.items[i].where, "9.2 line 399");
  set_field(s, "firer_type", name_value(type));
  std::int64_t range = need_int(s, "range", "");
  cell_view cell = t.cell(n.fire_table, {name_value(type), number_value(range)});
  if (!cell.found)
    throw engine_error(n.fire_table + " has no cell " + cell.address + ": type " + type + " cannot fire at that range",
                       need(s, "range", "").where, "9.3");
  slot_view const* discourage = cell.slot("discourage");
  if (!discourage)
    throw engine_error(cell.address + " is " + cell.text + (cell.symbol_label.empty() ? "" : " (" + cell.symbol_label + ")") +
                           ": type " + type + " cannot fire at range " + std::to_string(range),
                       need(s, "range", "").where, "9.3");
  p.discourage = discourage->value;
  if (slot_view const* rout = cell.slot("rout")) p.rout = rout->value;
  p.cell = cell.address + " = " + cell.text;
  // The roll the table is read against: its own `roll` clause, else d10 + fire_modifiers.
  auto roll = t.table_roll(n.fire_table);
  p.die = roll ? roll->die : n.d10;
  p.modifiers = roll ? detail::sum_lists(t, roll->lists, roll->signs, s)
                     : detail::sum_lists(t, {n.fire_modifiers}, {'+'}, s);
  p.s = std::move(s);
  return p;
}

template <class Tables, class Dice>
resolution resolve_fire(Tables const& t, fire_prepared<Tables> p, Dice& dice, afde_names const& n = {}) {
  resolution out;
  out.procedure = "fire";
  step st;
  st.name = "fire";
  st.table = n.fire_table;
  st.facts.emplace_back("firer type", need_name(p.s, "firer_type", ""));
  st.facts.emplace_back("threshold", p.cell);
  st.has_modifiers = true;
  st.modifiers = p.modifiers;
  int natural = dice.roll(t.die(p.die), "fire");
  st.naturals.push_back(natural);
  st.total = natural + p.modifiers.total;
  st.has_total = true;
  std::vector<std::string> result;
  if (p.rout && st.total >= *p.rout)
    result.push_back(n.rout_result);  // 9.3 line 835
  else if (st.total >= p.discourage)
    result.push_back(n.discourage_result);  // line 833
  st.results.push_back({"target", result});
  st.ref = "9.3";
  out.steps.push_back(std::move(st));
  model::value& target = need(p.s, "target", "");
  for (auto const& r : result) detail::apply_result(t, n, target, r);
  out.final.emplace_back("result", join_results(result));
  out.final.emplace_back("target", detail::state_text(target));
  detail::leader_tests(t, n.fire_leaders, "fire", natural, p.s, dice, out, "", n);
  return out;
}

// ------------------------------------------------------------------ mêlée (10.5, 10.6)

template <class Tables>
struct melee_prepared {
  model::value s;
  modifier_sum modifiers;
  band_roll roll;
};

template <class Tables>
melee_prepared<Tables> prepare_melee(Tables const& t, model::value s, afde_names const& n = {}) {
  detail::complete_units(s, "attackers", n);
  detail::complete_units(s, "defenders", n);
  // Copies: set_field below may move the situation's fields.
  model::value const attackers = items(s, "attackers");
  model::value const defenders = items(s, "defenders");
  if (attackers.items.empty()) throw engine_error("no attacker: 'attackers' is empty", s.where, "10.5");
  // A charge is made by mounted Ch and Ha that are not routed (10.2, line 461).
  if (need_name(s, "charge", "") != n.no_charge)
    for (std::size_t i = 0; i < attackers.items.size(); ++i) {
      auto const& u = attackers.items[i];
      std::string type = need_name(u, "type", "attackers[" + std::to_string(i) + "]");
      std::string why;
      if (!detail::contains(n.chargers, type)) why = "type " + type + " cannot charge: only Ch and Ha can";
      else if (!flag(u, "mounted")) why = "a " + type + " on foot cannot charge";
      else if (need_name(u, "order", "") == n.routed) why = "a routed unit cannot charge";
      if (!why.empty()) throw engine_error(why, u.where, "10.2 line 461");
    }
  if (defenders.items.empty()) throw engine_error("no defender: 'defenders' is empty", s.where, "10.5");
  // Odds: strength against strength; the table's ratio steps round in favour of the defender.
  std::int64_t a = detail::sum_of(attackers, "current_strength"), d = detail::sum_of(defenders, "current_strength");
  if (d == 0) throw engine_error("the defenders have no strength: the odds are undefined", defenders.where, "10.5");
  std::int64_t g = std::gcd(a, d);
  g = g == 0 ? 1 : g;
  set_field(s, "odds", ratio_value(static_cast<std::uint32_t>(a / g), static_cast<std::uint32_t>(d / g)));
  // Unit types: the pair most favourable to the defender (line 875).
  std::optional<std::int64_t> best;
  std::string attacker_type, defender_type;
  for (auto const& au : attackers.items)
    for (auto const& du : defenders.items) {
      std::string at = need_name(au, "type", "attackers"), dt = need_name(du, "type", "defenders");
      cell_view c = t.cell(n.melee_types, {name_value(at), name_value(dt)});
      if (!c.found || c.slots.empty() || !c.slots[0].number)
        throw engine_error(n.melee_types + " has no cell " + c.address + ": type " + at + " cannot attack type " + dt,
                           au.where, "10.1 line 453");
      if (!best || c.slots[0].value < *best) {
        best = c.slots[0].value;
        attacker_type = at;
        defender_type = dt;
      }
    }
  set_field(s, "attacker_type", name_value(attacker_type));
  set_field(s, "defender_type", name_value(defender_type));
  // Quality: the best quality unit on each side (line 883).
  set_field(s, "attacker_quality", number_value(detail::max_of(attackers, "current_quality")));
  set_field(s, "defender_quality", number_value(detail::max_of(defenders, "current_quality")));
  melee_prepared<Tables> p;
  p.roll = t.roll_of(n.melee_result);
  p.modifiers = p.roll.lists.empty() ? detail::sum_lists(t, {n.melee_modifiers}, {'+'}, s)
                                     : detail::sum_lists(t, p.roll.lists, p.roll.signs, s);
  if (p.roll.clamp) {  // the band's clamp: "up to the limit of + or - 7" (line 903)
    p.modifiers.clamp = p.roll.clamp;
    p.modifiers.total = std::clamp(p.modifiers.total, p.roll.clamp->first, p.roll.clamp->second);
  }
  p.s = std::move(s);
  return p;
}

inline std::string ratio_text(model::value const& v) {
  return std::to_string(v.attacker) + "/" + std::to_string(v.defender);
}

// Resolves one mêlée and applies its results to the units of `p.s`; returns the step.
template <class Tables, class Dice>
step melee_step(Tables const& t, melee_prepared<Tables>& p, Dice& dice, std::string const& name, resolution& out,
                std::string const& prefix, afde_names const& n = {}) {
  step st;
  st.name = name;
  st.table = n.melee_result;
  st.facts.emplace_back("odds", ratio_text(need(p.s, "odds", "")));
  std::string odds_step = t.row_of(n.melee_odds, {need(p.s, "odds", "")});
  if (!odds_step.empty()) st.facts.emplace_back("odds step", odds_step);
  st.facts.emplace_back("attacker type", need_name(p.s, "attacker_type", ""));
  st.facts.emplace_back("defender type", need_name(p.s, "defender_type", ""));
  st.facts.emplace_back("attacker quality", std::to_string(need_int(p.s, "attacker_quality", "")));
  st.facts.emplace_back("defender quality", std::to_string(need_int(p.s, "defender_quality", "")));
  if (flag(p.s, "counter_charge")) st.facts.emplace_back("counter charge", "succeeded");
  st.has_modifiers = true;
  st.modifiers = p.modifiers;
  int natural = dice.roll(t.die(p.roll.die), name);
  st.naturals.push_back(natural);
  st.total = natural + p.modifiers.total;
  st.has_total = true;
  band_row row = t.band(n.melee_result, st.total);
  if (!row.found)
    throw engine_error(n.melee_result + " has no band for a total of " + std::to_string(st.total), {}, "10.6");
  st.ref = row.ref;
  st.line = row.line;
  // Results in the order the table gives (10.6 line 915), column by column.
  for (std::size_t c = 0; c < row.columns.size(); ++c) {
    st.results.push_back({row.columns[c], row.outcomes[c]});
    auto& units = items(p.s, row.columns[c]);
    for (auto& unit : units.items)
      for (auto const& r : row.outcomes[c]) detail::apply_result(t, n, unit, r);
  }
  out.steps.push_back(st);
  for (auto const& [column, r] : st.results) out.final.emplace_back(prefix + column, join_results(r));
  detail::leader_tests(t, n.melee_leaders, "melee", natural, p.s, dice, out, prefix, n);
  return st;
}

template <class Tables>
void melee_final(resolution& out, model::value const& s, std::string const& prefix) {
  for (std::string list : {"attackers", "defenders"}) {
    auto const& units = items(s, list);
    for (std::size_t i = 0; i < units.items.size(); ++i)
      out.final.emplace_back(prefix + detail::unit_label(list, i, units.items[i]), detail::state_text(units.items[i]));
  }
}

template <class Tables, class Dice>
resolution resolve_melee(Tables const& t, melee_prepared<Tables> p, Dice& dice, afde_names const& n = {}) {
  resolution out;
  out.procedure = "melee";
  melee_step(t, p, dice, "mêlée", out, "", n);
  melee_final<Tables>(out, p.s, "");
  return out;
}

// ------------------------------------------------------------------ tests (rally, counter charge)

template <class Tables, class Dice>
bool test_step(Tables const& t, std::string const& test, model::value const& s, Dice& dice, std::string const& name,
               resolution& out) {
  test_view view = t.test_of(test);
  step st;
  st.name = name;
  st.table = test;
  st.modifiers = detail::sum_lists(t, view.lists, view.signs, s);
  st.has_modifiers = !view.lists.empty();
  int natural = dice.roll(t.die(view.die), name);
  st.naturals.push_back(natural);
  st.total = natural + st.modifiers.total;
  st.has_total = true;
  bool success = t.test(test, s, natural, st.total);
  st.results.push_back({"result", {success ? "success" : "failure"}});
  out.steps.push_back(std::move(st));
  return success;
}

// Rally (12.3): a discouraged or routed unit not adjacent to an enemy.
template <class Tables, class Dice>
resolution resolve_rally(Tables const& t, model::value s, Dice& dice, afde_names const& n = {}) {
  model::value& unit = need(s, "unit", "");
  detail::complete_unit(unit, "unit", n);
  if (flag(s, "adjacent_enemy"))
    throw engine_error("a unit adjacent to an enemy unit cannot rally", need(s, "adjacent_enemy", "").where,
                       "12.3 line 655");
  std::string order = need_name(unit, "order", "unit");
  if (order != n.discouraged && order != n.routed)
    throw engine_error("a " + order + " unit has nothing to rally from", need(unit, "order", "unit").where,
                       "12.3 line 659");
  resolution out;
  out.procedure = "rally";
  bool success = test_step(t, n.rally, s, dice, "rally", out);
  if (success) detail::apply_event(t, n, unit, n.rallied);
  out.final.emplace_back("rally", success ? "success" : "failure");
  out.final.emplace_back("unit", detail::state_text(unit));
  return out;
}

// Any other test declared on a situation (counter charge, pass-through).
template <class Tables, class Dice>
resolution resolve_test(Tables const& t, std::string const& test, model::value s, Dice& dice,
                        afde_names const& n = {}) {
  if (model::value* unit = model::find_field(s, "unit")) detail::complete_unit(*unit, "unit", n);
  resolution out;
  out.procedure = "test";
  bool success = test_step(t, test, s, dice, test, out);
  out.final.emplace_back(test, success ? "success" : "failure");
  return out;
}

// ------------------------------------------------------------------ charges (10.2, 10.3, 10.9)

namespace detail {

// The mêlée of one charge of the chain, from the charge situation or a pursuit.
inline model::value melee_of(model::value const& source, model::value const& attackers,
                             model::value const& attacker_leaders) {
  model::value m;
  m.k = model::value::kind::object;
  m.where = source.where;
  set_field(m, "attackers", attackers);
  set_field(m, "attacker_leaders", attacker_leaders);
  set_field(m, "defenders", items(source, "defenders"));
  set_field(m, "defender_leaders", items(source, "defender_leaders"));
  for (std::string field : {"charge", "terrain"}) set_field(m, field, need(source, field, ""));
  set_field(m, "rear_attack", bool_value(flag(source, "rear_attack")));
  set_field(m, "counter_charge", bool_value(false));
  return m;
}

// 10.3: a counter charge by the charged unit, when it attempts one.
template <class Tables, class Dice>
void counter_charge(Tables const& t, model::value& m, bool attempt, Dice& dice, std::string const& step_name,
                    resolution& out, afde_names const& n) {
  if (!attempt) return;
  auto& defenders = items(m, "defenders");
  if (defenders.items.size() != 1)
    throw engine_error("only a single charged unit can counter charge", defenders.where, "10.3 line 479");
  model::value& unit = defenders.items[0];
  complete_unit(unit, "defenders[0]", n);
  std::string type = need_name(unit, "type", "defenders[0]");
  std::string charge = need_name(m, "charge", "");
  std::string why;
  if (!contains(n.counter_chargers, type))
    why = "only a mounted Ch or Ha can counter charge, not a " + type;
  else if (!flag(unit, "mounted"))
    why = "a " + type + " on foot cannot counter charge";
  else if (need_name(unit, "order", "") == n.routed)
    why = "a routed unit cannot counter charge";
  else if (charge == n.no_charge)
    why = "there is no charge to counter";
  else if (!contains(n.front_charges, charge))
    why = "a unit charged through a rear hex cannot counter charge";
  if (!why.empty()) throw engine_error(why, unit.where, "10.3 line 479");
  model::value test_situation;
  test_situation.k = model::value::kind::object;
  set_field(test_situation, "unit", unit);
  set_field(test_situation, "charged_through_front", bool_value(true));
  bool success = test_step(t, n.counter_charge, test_situation, dice, step_name + ": counter charge", out);
  set_field(m, "counter_charge", bool_value(success));
  out.final.emplace_back(step_name + ": counter charge", success ? "success" : "failure");
}

inline bool has(std::vector<std::string> const& results, std::string const& r) { return contains(results, r); }

}  // namespace detail

// A charge and its pursuit: the charge, the obligatory élan, the optional dispersion (10.9).
template <class Tables, class Dice>
resolution resolve_charge(Tables const& t, model::value s, Dice& dice, afde_names const& n = {}) {
  resolution out;
  out.procedure = "charge";
  model::value attackers = items(s, "attackers");
  model::value attacker_leaders = items(s, "attacker_leaders");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    detail::complete_unit(attackers.items[i], "attackers[" + std::to_string(i) + "]", n);
  bool fatigued_at_start = std::any_of(attackers.items.begin(), attackers.items.end(), [&](model::value const& u) {
    return need_name(u, "fatigue", "attackers") == n.fatigued;
  });
  model::value previous_defenders, previous_leaders, previous_terrain;
  std::vector<model::value> engaged;        // every defender met, in its latest state
  std::vector<std::size_t> last_engaged;    // where the last step's defenders are in `engaged`
  std::vector<std::size_t> again_engaged;   // set when the next step charges them again
  auto run = [&](model::value const& source, std::string const& name) {
    model::value m = detail::melee_of(source, attackers, attacker_leaders);
    detail::counter_charge(t, m, flag(source, "counter_charge_attempt"), dice, name, out, n);
    auto p = prepare_melee(t, std::move(m), n);
    step st = melee_step(t, p, dice, name, out, name + ": ", n);
    attackers = items(p.s, "attackers");
    attacker_leaders = items(p.s, "attacker_leaders");
    previous_defenders = items(p.s, "defenders");
    previous_leaders = items(p.s, "defender_leaders");
    previous_terrain = need(p.s, "terrain", "");
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
  // The pursuit goes on only after an advance without fatigue, by a unit
  // still able to advance (a discouraged unit cannot, line 925).
  auto advances = [&](step const& st) {
    for (auto const& [column, r] : st.results)
      if (column == "attackers")
        if (!detail::has(r, n.obligatory_advance) || detail::has(r, n.fatigue_result)) return false;
    return std::all_of(attackers.items.begin(), attackers.items.end(), [&](model::value const& u) {
      return !flag(u, "eliminated") && need_name(u, "order", "") != n.discouraged &&
             need_name(u, "order", "") != n.routed;
    });
  };
  // A pursuit's target: the units just charged (`again`) or those named.
  auto target = [&](model::value const& pursuit) {
    model::value source = pursuit;
    if (flag(pursuit, "again")) {
      // The survivors of the last step, in their new state.
      model::value alive = previous_defenders;
      alive.items.clear();
      for (std::size_t i = 0; i < previous_defenders.items.size(); ++i) {
        if (flag(previous_defenders.items[i], "eliminated")) continue;
        alive.items.push_back(previous_defenders.items[i]);
        again_engaged.push_back(last_engaged.at(i));
      }
      // The same units come with the leaders still stacked with them.
      set_field(source, "defenders", alive);
      set_field(source, "defender_leaders", previous_leaders);
      if (!model::find_field(pursuit, "terrain")) set_field(source, "terrain", previous_terrain);
    }
    return source;
  };
  step first = run(s, "charge");
  auto const& elan = items(s, "elan");
  bool did_elan = false, did_dispersion = false;
  if (!fatigued_at_start && advances(first) && !elan.items.empty()) {
    model::value source = target(elan.items[0]);
    if (!items(source, "defenders").items.empty()) {
      step second = run(source, "élan");
      did_elan = true;
      auto const& dispersion = items(s, "dispersion");
      if (advances(second) && !dispersion.items.empty()) {
        model::value source3 = target(dispersion.items[0]);
        if (!items(source3, "defenders").items.empty()) {
          run(source3, "dispersion");
          did_dispersion = true;
          // Whatever the result, the unit that dispersed is fatigued (line 542).
          for (auto& u : attackers.items) detail::apply_result(t, n, u, n.fatigue_result);
        }
      }
    }
  }
  out.final.emplace_back("pursuit", did_dispersion ? "élan and dispersion" : did_elan ? "élan" : "none");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    out.final.emplace_back(detail::unit_label("attackers", i, attackers.items[i]),
                           detail::state_text(attackers.items[i]));
  for (std::size_t i = 0; i < engaged.size(); ++i)
    out.final.emplace_back(detail::unit_label("engaged", i, engaged[i]), detail::state_text(engaged[i]));
  return out;
}

// ------------------------------------------------------------------ initiative (6.C)

template <class Tables, class Dice>
resolution resolve_initiative(Tables const& t, model::value s, Dice& dice, afde_names const& n = {}) {
  resolution out;
  out.procedure = "initiative";
  band_roll roll = t.roll_of(n.initiative);
  model::value swapped = s;
  set_field(swapped, "roller", need(s, "opponent", ""));
  set_field(swapped, "opponent", need(s, "roller", ""));
  std::int64_t totals[2] = {0, 0};
  model::value const* sides[2] = {&s, &swapped};
  char const* names[2] = {"roller", "opponent"};
  for (int side = 0; side < 2; ++side) {
    step st;
    st.name = names[side];
    st.table = n.initiative;
    for (int i = 0; i < roll.count; ++i) {
      st.naturals.push_back(dice.roll(t.die(roll.die), std::string(names[side]) + " initiative"));
      st.total += st.naturals.back();
    }
    st.modifiers = detail::sum_lists(t, roll.lists, roll.signs, *sides[side]);
    st.has_modifiers = !roll.lists.empty();
    st.total += st.modifiers.total;
    st.has_total = true;
    totals[side] = st.total;
    out.steps.push_back(std::move(st));
  }
  std::int64_t difference = totals[0] > totals[1] ? totals[0] - totals[1] : totals[1] - totals[0];
  band_row row = t.band(n.initiative, difference);
  if (!row.found) throw engine_error(n.initiative + " has no band for a difference of " + std::to_string(difference));
  step st;
  st.name = "difference";
  st.table = n.initiative;
  st.total = difference;
  st.has_total = true;
  st.ref = row.ref;
  st.line = row.line;
  for (std::size_t c = 0; c < row.columns.size(); ++c) st.results.push_back({row.columns[c], row.outcomes[c]});
  out.steps.push_back(std::move(st));
  std::string winner = totals[0] == totals[1] ? "none" : totals[0] > totals[1] ? "roller" : "opponent";
  out.final.emplace_back(row.columns.empty() ? "case" : row.columns[0], join_results(row.outcomes.at(0)));
  out.final.emplace_back("initiative", winner);
  return out;
}

}  // namespace herald::engine
