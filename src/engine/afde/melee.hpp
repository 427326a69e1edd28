// Mêlée (10.5, 10.6): the odds, the types' and qualities' modifiers, then the result band for each side.
#pragma once

#include <algorithm>
#include <numeric>
#include <optional>
#include <tuple>
#include <string>
#include <string_view>
#include <vector>

#include "engine/afde/common.hpp"

namespace herald::engine::afde {

namespace detail {

// The charge whose modifiers count (10.3 lines 479-481): the charge made, less the charger a
// successful counter charge targeted. Where the attackers name their hexsides, the charge and the
// rear attack must be the ones those hexsides make (lines 889-892).
inline std::string charge_counted(value const& s, value const& attackers, bool cancels_every_charge, names const& n) {
  std::string const charge = need_name(s, "charge", "");
  auto hexsides = hexsides_of(attackers);
  if (hexsides) {
    bool rear = contains(*hexsides, n.rear_hexside);
    if (rear && !flag(s, "rear_attack"))
      throw engine_error("an attacker comes through a rear hex but rear_attack is false", need(s, "rear_attack", "").where,
                         "10.5 line 889");
    if (!rear && flag(s, "rear_attack"))
      throw engine_error("rear_attack is true but every attacker comes through a front hex",
                         need(s, "rear_attack", "").where, "10.5 line 889");
    if (charge != n.no_charge && charge != charge_through(*hexsides, n))
      throw engine_error("the charge is " + charge + " but the attackers' hexsides make it " +
                             charge_through(*hexsides, n),
                         need(s, "charge", "").where, "10.5 lines 890-892");
  }
  if (!flag(s, "counter_charge") || charge == n.no_charge) return charge;
  if (cancels_every_charge) return n.no_charge;  // "all the dice modifiers for charging" (13th century, line 429)
  if (!hexsides) {
    if (charge == n.front_charge || charge == n.rear_charge) return n.no_charge;
    throw engine_error("a counter charge against several chargers disregards only its target's charge modifiers: "
                       "name each attacker's hexside ('through') and the target ('counter_charge_target')",
                       need(s, "counter_charge", "").where, "10.3 line 481");
  }
  std::int64_t target = find_field(s, "counter_charge_target") ? need_int(s, "counter_charge_target", "") : 0;
  if (!find_field(s, "counter_charge_target") && hexsides->size() > 1)
    throw engine_error("several chargers: name the one the counter charge targets ('counter_charge_target')",
                       need(s, "counter_charge", "").where, "10.3 line 481");
  if (target < 0 || static_cast<std::size_t>(target) >= hexsides->size())
    throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target),
                       need(s, "counter_charge_target", "").where, "10.3 line 481");
  std::vector<std::string> others = *hexsides;
  others.erase(others.begin() + target);
  return charge_through(others, n);
}

// Whether a mêlée or a step of a charge has fire to resolve before its roll.
inline bool has_fire(value const& s) {
  return !items(s, "defensive_fire").items.empty() || !items(s, "offensive_fire").items.empty();
}

// Whether a mêlée needs the whole combat (combat_step) rather than the single roll: fire before it,
// leaders (a leader whose unit the mêlée eliminates is captured, 7.5 line 325: only combat_step
// says so), or a unit stacked by a retreat.
inline bool needs_combat(value const& s) {
  if (has_fire(s)) return true;
  for (std::string_view list : {"attacker_leaders", "defender_leaders"})
    if (!items(s, list).items.empty()) return true;
  for (std::string_view list : {"attackers", "defenders"})
    for (auto const& u : items(s, list).items)
      if (!items(u, "leaders").items.empty() || flag(u, "joined_by_retreat")) return true;
  return false;
}

}  // namespace detail

template <class Tables>
struct melee_prepared {
  value s;
  modifier_sum modifiers;
  gen::band_table const* result = nullptr;  // the band table rolled against: its roll, its clamp
  std::string terrain;  // the terrain chosen among terrain_choices, or empty
};

template <class Tables>
melee_prepared<Tables> prepare_melee(Tables const& t, value s, names const& n = {}) {
  detail::complete_units(s, "attackers", n);
  detail::complete_units(s, "defenders", n);
  // Copies: set_field below may move the situation's fields.
  value const attackers = items(s, "attackers");
  value const defenders = items(s, "defenders");
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
  bool const cancels_every_charge = flag(s, "counter_charge") && need_name(s, "charge", "") != n.no_charge &&
                                    detail::need_rule(t, n.counter_charge_cancels).value == n.every_charger;
  set_field(s, "charge_counted", name_value(detail::charge_counted(s, attackers, cancels_every_charge, n)));
  // Stacks (5.2.1, 5.2.5): two units add their strength points and count their weaker quality; an artillery
  // counter stacked with infantry adds its strength only when defending, the infantry's quality counting
  // when attacking, and it does not attack (line 415).
  auto const attacker_stacks = detail::stacks_of(attackers, "attackers", n);
  auto const defender_stacks = detail::stacks_of(defenders, "defenders", n);
  auto attacks = [&](std::size_t i) {
    return !detail::stacked_artillery(attackers, detail::stack_holding(attacker_stacks, i), i, n);
  };
  // Odds: strength against strength; the table's ratio steps round in favour of the defender.
  std::int64_t a = 0, d = detail::sum_of(defenders, "current_strength");
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    if (attacks(i)) a += need_int(attackers.items[i], "current_strength", "attackers");
  if (d == 0) throw engine_error("the defenders have no strength: the odds are undefined", defenders.where, "10.5");
  std::int64_t g = std::gcd(a, d);
  g = g == 0 ? 1 : g;
  set_field(s, "odds", ratio_value(static_cast<std::uint32_t>(a / g), static_cast<std::uint32_t>(d / g)));
  // Unit types: the pair most favourable to the defender (line 875).
  std::optional<std::int64_t> best;
  std::string attacker_type, defender_type;
  for (std::size_t i = 0; i < attackers.items.size(); ++i)
    for (std::size_t j = 0; j < defenders.items.size(); ++j) {
      if (!attacks(i)) continue;
      auto const& au = attackers.items[i];
      auto const& du = defenders.items[j];
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
  // Quality: the best quality unit on each side (line 883), a stack counting its weaker unit (line 167);
  // an artillery and infantry stack defending counts the weaker in 2010 (line 149), the better in the
  // 13th-century rules (line 129): the edition's rule says which.
  auto best_quality = [&](value const& units, std::vector<std::vector<std::size_t>> const& stacks, bool attacking) {
    std::int64_t best = 0;
    for (auto const& stack : stacks) {
      bool const with_artillery = std::any_of(stack.begin(), stack.end(), [&](std::size_t i) {
        return need_name(units.items[i], "type", "") == n.artillery;
      });
      bool const take_better = !attacking && with_artillery && stack.size() > 1 &&
                               detail::need_rule(t, n.defending_artillery_stack_quality).value == n.better_quality;
      std::optional<std::int64_t> counted;
      for (auto i : stack) {
        if (attacking && detail::stacked_artillery(units, stack, i, n)) continue;  // the infantry's (line 149)
        std::int64_t q = need_int(units.items[i], "current_quality", "");
        counted = !counted ? q : take_better ? std::max(*counted, q) : std::min(*counted, q);
      }
      best = std::max(best, counted.value_or(0));
    }
    return best;
  };
  set_field(s, "attacker_quality", number_value(best_quality(attackers, attacker_stacks, true)));
  set_field(s, "defender_quality", number_value(best_quality(defenders, defender_stacks, false)));
  melee_prepared<Tables> p;
  p.result = &t.rolled_band_table(n.melee_result);
  auto modifiers_in = [&](value const& situation) {
    gen::band_table const& b = *p.result;
    modifier_sum m = b.band_roll.lists.empty() ? detail::sum_lists(t, {n.melee_modifiers}, {'+'}, situation)
                                               : detail::sum_lists(t, b.band_roll, situation);
    if (b.has_clamp) {  // the band's clamp: "up to the limit of + or - 7" (line 903)
      m.clamp = std::make_pair(b.clamp_low, b.clamp_high);
      m.total = std::clamp(m.total, b.clamp_low, b.clamp_high);
    }
    return m;
  };
  value const choices = items(s, "terrain_choices");
  if (choices.items.empty()) {
    p.modifiers = modifiers_in(s);
  } else {
    // Several hexes: the combination most advantageous for the defender (10.5 line 505), the one
    // that leaves the attacker the lowest total (then the lowest sum, then the first listed).
    if (find_field(s, "terrain"))
      throw engine_error("give 'terrain' or 'terrain_choices', not both", need(s, "terrain", "").where,
                         "10.5 line 503-505");
    std::optional<modifier_sum> best;
    for (std::size_t i = 0; i < choices.items.size(); ++i) {
      set_field(s, "terrain", need(choices.items[i], "terrain", detail::list_item("terrain_choices", i)));
      modifier_sum m = modifiers_in(s);
      if (!best || std::tie(m.total, m.raw) < std::tie(best->total, best->raw)) {
        best = m;
        p.terrain = need_name(s, "terrain", "");
      }
    }
    set_field(s, "terrain", name_value(p.terrain));
    p.modifiers = *best;
  }
  p.s = std::move(s);
  return p;
}

inline std::string ratio_text(value const& v) {
  return std::to_string(v.attacker) + "/" + std::to_string(v.defender);
}

// Resolves one mêlée and applies its results to the units of `p.s`; returns the step's results (the
// step itself goes to `out`, moved, not copied with its modifiers). `by_band`: the
// enumeration runs one face per band of results (and per face that calls for a leader test), as a
// mêlée inside a whole combat only matters by what it does: its outcome holds no face.
template <class Tables, class Dice>
step_results melee_step(Tables const& t, melee_prepared<Tables>& p, Dice& dice, std::string const& name, resolution& out,
                std::string const& prefix, names const& n = {}, bool by_band = false) {
  step st;
  if constexpr (explains_steps_v<Dice>) {
    st.name = name;
    st.table = n.melee_result;
    st.facts.emplace_back("odds", ratio_text(need(p.s, "odds", "")));
    std::string odds_step = t.row_of(n.melee_odds, {need(p.s, "odds", "")});
    if (!odds_step.empty()) st.facts.emplace_back("odds step", odds_step);
    st.facts.emplace_back("attacker type", need_name(p.s, "attacker_type", ""));
    st.facts.emplace_back("defender type", need_name(p.s, "defender_type", ""));
    st.facts.emplace_back("attacker quality", need_int(p.s, "attacker_quality", ""));
    st.facts.emplace_back("defender quality", need_int(p.s, "defender_quality", ""));
    if (!p.terrain.empty()) st.facts.emplace_back("terrain", p.terrain);  // chosen for the defender (line 505)
    if (flag(p.s, "counter_charge")) st.facts.emplace_back("counter charge", "succeeded");
    st.has_modifiers = true;
    st.modifiers = p.modifiers;
  }
  int natural = 0;
  if (by_band) {
    auto const triggers = t.triggers(n.melee_leaders);
    natural = dice.roll_classified(t.die(p.result->band_roll.die), name, [&](int face) {
      band_row const r = t.band(n.melee_result, face + p.modifiers.total);
      std::string key = r.found ? "" : "no band";  // refused below, whichever face stands for it
      for (std::size_t c = 0; c < r.columns.size(); ++c) key += r.columns[c] + ": " + join_results(r.outcomes[c]) + "; ";
      for (auto const& trigger : triggers)
        if (trigger.roll == "melee" && trigger.natural == face) return key + "natural " + std::to_string(face);
      return key;
    });
  } else {
    natural = dice.roll(t.die(p.result->band_roll.die), name);
  }
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
  for (auto const& [column, r] : st.results) out.final.push_back(fact::results(prefix + column, r));
  out.final.push_back(modifiers_fact(prefix + "modifiers", p.modifiers));
  step_results results = st.results;
  if constexpr (explains_steps_v<Dice>) out.steps.push_back(std::move(st));
  detail::leader_tests(t, n.melee_leaders, "melee", natural, p.s, dice, out, prefix, n);
  return results;
}

template <class Tables>
void melee_final(resolution& out, value const& s, std::string const& prefix) {
  for (std::string list : {"attackers", "defenders"}) {
    auto const& units = items(s, list);
    for (std::size_t i = 0; i < units.items.size(); ++i)
      out.final.push_back(detail::unit_fact(prefix + detail::list_item(list, i), units.items[i], true));
  }
}

// The single roll: a mêlée without fire, leaders or a unit stacked by a retreat (any of which makes it a
// whole combat: resolve_melee_situation in combat.hpp, which a game program calls).
template <class Tables, class Dice>
resolution resolve_melee(Tables const& t, melee_prepared<Tables> p, Dice& dice, names const& n = {}) {
  if (detail::needs_combat(p.s))
    throw engine_error("this mêlée has fire, leaders or a unit stacked by a retreat: it is a whole combat "
                       "(resolve_melee_situation), not a single roll",
                       p.s.where, "7.5 line 325");
  resolution out;
  out.procedure = "melee";
  melee_step(t, p, dice, "mêlée", out, "", n);
  melee_final<Tables>(out, p.s, "");
  return out;
}

}  // namespace herald::engine::afde
