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

// The engine's situation value as the mêlée reads and writes it (what `herald resolve` gives): its
// units completed (their current strength and quality), read once for the rules of melee_units.hpp.
class value_melee {
 public:
  value_melee(value& s, names const& n) : s_(s) {
    detail::complete_units(s, "attackers", n);
    detail::complete_units(s, "defenders", n);
    read_.where = s.where;
    read_side(items(s, "attackers"), "attackers", read_.attackers, read_.attackers_where);
    read_side(items(s, "defenders"), "defenders", read_.defenders, read_.defenders_where);
    charge_ = need_name(s, "charge", "");  // a copy: setting fields may move the situation's own
    read_.charge = charge_;
    read_.charge_where = need(s, "charge", "").where;
    read_.counter_charge = flag(s, "counter_charge");
    read_.counter_charge_where = where_of(s, "counter_charge");
    read_.rear_attack = flag(s, "rear_attack");
    read_.rear_attack_where = where_of(s, "rear_attack");
    if (find_field(s, "counter_charge_target")) {
      read_.has_target = true;
      read_.target = need_int(s, "counter_charge_target", "");
      read_.target_where = where_of(s, "counter_charge_target");
    }
  }

  melee_read const& read() const { return read_; }

  // What the modifiers' conditions read, in the situation's fields.
  void derive(melee_derived const& d) {
    set_field(s_, "charge_counted", name_value(std::string(d.charge_counted)));
    set_field(s_, "odds", ratio_value(d.odds_attacker, d.odds_defender));
    set_field(s_, "attacker_type", name_value(std::string(d.attacker_type)));
    set_field(s_, "defender_type", name_value(std::string(d.defender_type)));
    set_field(s_, "attacker_quality", number_value(d.attacker_quality));
    set_field(s_, "defender_quality", number_value(d.defender_quality));
  }

  // The modifiers of the band table's roll (the mêlée list where it names none), within its clamp:
  // "up to the limit of + or - 7" (line 903).
  template <class Tables>
  modifier_sum modifiers(melee_rules<Tables> const& rules) const {
    Tables const& t = rules.t;
    names const& n = rules.n;
    gen::band_table const& b = rules.result_table();
    modifier_sum m = b.band_roll.lists.empty() ? detail::sum_lists(t, {n.melee_modifiers}, {'+'}, s_)
                                               : detail::sum_lists(t, b.band_roll, s_);
    if (b.has_clamp) {
      m.clamp = std::make_pair(b.clamp_low, b.clamp_high);
      m.total = std::clamp(m.total, b.clamp_low, b.clamp_high);
    }
    return m;
  }

  std::size_t terrain_choices() const { return items(s_, "terrain_choices").items.size(); }
  bool terrain_given() const { return find_field(s_, "terrain") != nullptr; }
  source_range terrain_where() const { return where_of(s_, "terrain"); }
  void choose_terrain(std::size_t i) {
    set_field(s_, "terrain", need(choice(i), "terrain", detail::list_item("terrain_choices", i)));
  }
  std::string_view choice_name(std::size_t i) const {
    return need_name_view(choice(i), "terrain", detail::list_item("terrain_choices", i));
  }

 private:
  static void read_side(value const& units, std::string const& list, melee_units& out, source_range& where) {
    where = units.where;
    for (std::size_t i = 0; i < units.items.size(); ++i) {
      value const& u = units.items[i];
      std::string const path = detail::list_item(list, i);
      melee_unit m = detail::read_unit(u, path);
      m.fatigue = need_name_view(u, "fatigue", path);
      m.order = need_name_view(u, "order", path);
      m.current_strength = need_int(u, "current_strength", path);
      m.current_quality = need_int(u, "current_quality", path);
      if (find_field(u, "through")) {
        m.has_through = true;
        m.through = need_name_view(u, "through", path);
      }
      m.cannot_retreat = flag(u, "cannot_retreat");
      m.eliminated = flag(u, "eliminated");
      out.push_back(m);
    }
  }
  static source_range where_of(value const& s, std::string_view field) {
    value const* v = find_field(s, field);
    return v ? v->where : s.where;
  }
  value const& choice(std::size_t i) const { return items(s_, "terrain_choices").items[i]; }

  value& s_;
  melee_read read_;
  std::string charge_;
};

// What the mêlée decides before its roll, over a port to its situation (value_melee above, a game's
// own struct in typed_melee.hpp): the rules derived and written where the modifiers read them, the
// band table rolled against, and its modifiers with the terrain chosen for the defender.
template <class Sum>
struct melee_before {
  Sum modifiers;
  gen::band_table const* result = nullptr;
  std::optional<std::size_t> terrain_choice;  // the one chosen among terrain_choices
};

template <class Tables, class Port>
auto before_melee_roll(melee_rules<Tables> const& rules, Port& port) {
  port.derive(derive_melee(rules, port.read()));
  gen::band_table const& b = rules.result_table();
  using sum = decltype(port.modifiers(rules));
  melee_before<sum> out{{}, &b, std::nullopt};
  std::size_t const choices = port.terrain_choices();
  if (choices == 0) {
    out.modifiers = port.modifiers(rules);
    return out;
  }
  // Several hexes: the combination most advantageous for the defender (10.5 line 505), the one
  // that leaves the attacker the lowest total (then the lowest sum, then the first listed).
  if (port.terrain_given())
    throw engine_error("give 'terrain' or 'terrain_choices', not both", port.terrain_where(), "10.5 line 503-505");
  for (std::size_t i = 0; i < choices; ++i) {
    port.choose_terrain(i);
    sum m = port.modifiers(rules);
    if (!out.terrain_choice || std::tie(m.total, m.raw) < std::tie(out.modifiers.total, out.modifiers.raw)) {
      out.modifiers = std::move(m);
      out.terrain_choice = i;
    }
  }
  port.choose_terrain(*out.terrain_choice);
  return out;
}

template <class Tables>
melee_prepared<Tables> prepare_melee(Tables const& t, value s, names const& n = standard_names()) {
  value_melee port(s, n);
  auto before = before_melee_roll(melee_rules<Tables>(t, n, false), port);  // no results applied here
  melee_prepared<Tables> p;
  p.result = before.result;
  p.modifiers = std::move(before.modifiers);
  if (before.terrain_choice) p.terrain = std::string(port.choice_name(*before.terrain_choice));
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
                std::string const& prefix, names const& n = standard_names(), bool by_band = false) {
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
      if (!r.found) return std::string("no band");  // refused below, whichever face stands for it
      std::string key;
      for (std::size_t c = 0; c < r.columns.size() && c < r.outcomes.size(); ++c)
        key += r.columns[c] + ": " + join_results(r.outcomes[c]) + "; ";
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
  if (row.outcomes.size() != row.columns.size())  // a consumer's own tables, not checked
    throw engine_error(n.melee_result + "'s band for a total of " + std::to_string(st.total) + " has " +
                           std::to_string(row.outcomes.size()) + " outcomes for " + std::to_string(row.columns.size()) +
                           " columns", {}, "10.6");
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
resolution resolve_melee(Tables const& t, melee_prepared<Tables> p, Dice& dice, names const& n = standard_names()) {
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
