// Charges (10.2, 10.3, 10.9): a counter charge, the charge's mêlée, the obligatory élan and the optional dispersion.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/afde/melee.hpp"
#include "engine/afde/tests.hpp"

namespace herald::engine::afde {

namespace detail {

// The mêlée of one charge of the chain, from the charge situation or a pursuit.
inline value melee_of(value const& source, value const& attackers,
                             value const& attacker_leaders) {
  value m;
  m.k = value::kind::object;
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
void counter_charge(Tables const& t, value& m, bool attempt, Dice& dice, std::string const& step_name,
                    resolution& out, names const& n) {
  if (!attempt) return;
  auto& defenders = items(m, "defenders");
  if (defenders.items.size() != 1)
    throw engine_error("only a single charged unit can counter charge", defenders.where, "10.3 line 479");
  value& unit = defenders.items[0];
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
  value test_situation;
  test_situation.k = value::kind::object;
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
resolution resolve_charge(Tables const& t, value s, Dice& dice, names const& n = {}) {
  resolution out;
  out.procedure = "charge";
  value attackers = items(s, "attackers");
  value attacker_leaders = items(s, "attacker_leaders");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    detail::complete_unit(attackers.items[i], "attackers[" + std::to_string(i) + "]", n);
  bool fatigued_at_start = std::any_of(attackers.items.begin(), attackers.items.end(), [&](value const& u) {
    return need_name(u, "fatigue", "attackers") == n.fatigued;
  });
  value previous_defenders, previous_leaders, previous_terrain;
  std::vector<value> engaged;        // every defender met, in its latest state
  std::vector<std::size_t> last_engaged;    // where the last step's defenders are in `engaged`
  std::vector<std::size_t> again_engaged;   // set when the next step charges them again
  auto run = [&](value const& source, std::string const& name) {
    value m = detail::melee_of(source, attackers, attacker_leaders);
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
    return std::all_of(attackers.items.begin(), attackers.items.end(), [&](value const& u) {
      return !flag(u, "eliminated") && need_name(u, "order", "") != n.discouraged &&
             need_name(u, "order", "") != n.routed;
    });
  };
  // A pursuit's target: the units just charged (`again`) or those named.
  auto target = [&](value const& pursuit) {
    value source = pursuit;
    if (flag(pursuit, "again")) {
      // The survivors of the last step, in their new state.
      value alive = previous_defenders;
      alive.items.clear();
      for (std::size_t i = 0; i < previous_defenders.items.size(); ++i) {
        if (flag(previous_defenders.items[i], "eliminated")) continue;
        alive.items.push_back(previous_defenders.items[i]);
        again_engaged.push_back(last_engaged.at(i));
      }
      // The same units come with the leaders still stacked with them.
      set_field(source, "defenders", alive);
      set_field(source, "defender_leaders", previous_leaders);
      if (!find_field(pursuit, "terrain")) set_field(source, "terrain", previous_terrain);
    }
    return source;
  };
  step first = run(s, "charge");
  auto const& elan = items(s, "elan");
  bool did_elan = false, did_dispersion = false;
  if (!fatigued_at_start && advances(first) && !elan.items.empty()) {
    value source = target(elan.items[0]);
    if (!items(source, "defenders").items.empty()) {
      step second = run(source, "élan");
      did_elan = true;
      auto const& dispersion = items(s, "dispersion");
      if (advances(second) && !dispersion.items.empty()) {
        value source3 = target(dispersion.items[0]);
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
    out.final.push_back(detail::unit_fact(detail::list_item("attackers", i), attackers.items[i], true));
  for (std::size_t i = 0; i < engaged.size(); ++i)
    out.final.push_back(detail::unit_fact(detail::list_item("engaged", i), engaged[i], true));
  return out;
}

}  // namespace herald::engine::afde
