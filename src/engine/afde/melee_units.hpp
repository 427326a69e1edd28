// The single mêlée's rules over the units it reads (10.5, 10.6), and results applied to a unit (10.6-10.7).
//
// A mêlée situation is read once into `melee_read`, from the engine's value (melee.hpp) or from a
// game's own generated struct (typed_melee.hpp), and everything the rules decide before the roll
// and after it is written here once, over those plain units: `herald resolve` and a consumer's
// fast path run the same code. Names are views into the situation or the tables, which outlive it.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/core/generated_layout.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"
#include "engine/core/typed.hpp"
#include "engine/afde/names.hpp"

namespace herald::engine::afde {

// A unit as the mêlée and its results read it.
struct melee_unit {
  std::string_view type, fatigue, order, through;
  std::int64_t current_strength = 0, current_quality = 0, hex = 0;
  bool mounted = false, has_hex = false, has_through = false, cannot_retreat = false;
  bool eliminated = false, unable_to_retreat = false;
  source_range where;
};
using melee_units = boost::container::small_vector<melee_unit, 8>;

// A unit's state after the results: what an outcome of a typed port keeps of it.
struct unit_after {
  std::string_view fatigue, order;
  bool eliminated = false, unable_to_retreat = false;
  bool operator==(unit_after const& o) const {
    return eliminated == o.eliminated && unable_to_retreat == o.unable_to_retreat && fatigue == o.fatigue && order == o.order;
  }
};

// A mêlée situation as its rules read it; each `*_where` is where a value gives it (empty for a struct).
struct melee_read {
  melee_units attackers, defenders;
  std::string_view charge;
  bool counter_charge = false, rear_attack = false, has_target = false;
  std::int64_t target = 0;
  source_range where, attackers_where, defenders_where, charge_where, counter_charge_where, rear_attack_where,
      target_where;
};

// What the rules derive before the roll, which the modifiers' conditions read.
struct melee_derived {
  std::string_view charge_counted, attacker_type, defender_type;
  std::size_t attacker = 0, defender = 0;  // the units whose types those are
  std::uint32_t odds_attacker = 0, odds_defender = 1;
  std::int64_t attacker_quality = 0, defender_quality = 0;
};

// A transition table's transitions grouped by result, each group in the table's order: the first
// that matches a unit is the table's first (gen::first_transition), found among a few.
class transitions_by_result {
 public:
  explicit transitions_by_result(gen::transition_table const& table) {
    for (auto const& tr : table.transitions) {
      bool const seen = std::any_of(groups_.begin(), groups_.end(),
                                    [&](group const& g) { return gen::same_name(g.result, tr.result); });
      if (seen) continue;
      group g{tr.result, in_order_.size(), 0};
      for (auto const& other : table.transitions)
        if (gen::same_name(other.result, tr.result) && other.from.size() >= 2)
          in_order_.push_back({other.from[0], other.from[1], &other});
      g.end = in_order_.size();
      groups_.push_back(g);
    }
  }
  static constexpr std::size_t none = static_cast<std::size_t>(-1);
  // The group of `result`'s transitions, or `none` where the table has none.
  std::size_t group_of(std::string_view result) const {
    for (std::size_t g = 0; g < groups_.size(); ++g)
      if (gen::same_name(groups_[g].result, result)) return g;
    return none;
  }
  // The first transition of a group that matches the unit's fatigue and order, or nullptr.
  gen::transition const* first_in(std::size_t group, std::string_view fatigue, std::string_view order) const {
    if (group == none) return nullptr;
    for (std::size_t i = groups_[group].begin; i < groups_[group].end; ++i) {
      entry const& e = in_order_[i];
      if (matches(e.fatigue, fatigue) && matches(e.order, order)) return e.transition;
    }
    return nullptr;
  }
  gen::transition const* first(std::string_view result, std::string_view fatigue, std::string_view order) const {
    return first_in(group_of(result), fatigue, order);
  }

 private:
  static bool matches(std::string_view pattern, std::string_view value) {
    return (pattern.size() == 1 && pattern[0] == '*') || gen::same_name(pattern, value);
  }
  struct group {
    std::string_view result;
    std::size_t begin = 0, end = 0;  // in in_order_
  };
  // A transition's `from` beside it: the search reads one array, not each transition of the table.
  struct entry {
    std::string_view fatigue, order;
    gen::transition const* transition = nullptr;
  };
  std::vector<group> groups_;
  std::vector<entry> in_order_;  // grouped by result, each group in the table's order (a `from` of two)
};

// The transition tables a unit's state changes by (10.6-10.7, 11, 12.2), found by name once;
// `grouped`, their transitions grouped by result too (for many lookups on one ruleset).
struct unit_state_tables {
  gen::transition_table const* unit_state = nullptr;
  gen::transition_table const* artillery_state = nullptr;
  gen::transition_table const* unit_events = nullptr;
  std::optional<transitions_by_result> unit_state_groups, artillery_state_groups;

  template <class Tables>
  unit_state_tables(Tables const& t, names const& n, bool grouped = false)
      : unit_state(t.transition_table(n.unit_state)),
        artillery_state(t.transition_table(n.artillery_state)),
        unit_events(t.transition_table(n.unit_events)) {
    if (!grouped) return;
    if (unit_state) unit_state_groups.emplace(*unit_state);
    if (artillery_state) artillery_state_groups.emplace(*artillery_state);
  }

  gen::transition const* in(gen::transition_table const* table, std::string_view result, melee_unit const& u) const {
    if (!table) return nullptr;
    if (table == unit_state && unit_state_groups) return unit_state_groups->first(result, u.fatigue, u.order);
    if (table == artillery_state && artillery_state_groups) return artillery_state_groups->first(result, u.fatigue, u.order);
    return gen::first_transition(*table, result, u.fatigue, u.order);
  }

  // A result of the mêlée table as apply_result reads it, its name compared once: a game resolving
  // many mêlées finds each band's results once (melee_rules), not once per unit and roll.
  struct result_meaning {
    std::string_view symbol;
    std::size_t unit_group = transitions_by_result::none, artillery_group = transitions_by_result::none;
    bool retreat = false, discourage = false;
  };
  result_meaning meaning(std::string_view result, names const& n) const {
    result_meaning r{result};
    if (unit_state_groups) r.unit_group = unit_state_groups->group_of(result);
    if (artillery_state_groups) r.artillery_group = artillery_state_groups->group_of(result);
    r.retreat = gen::same_name(result, n.retreat_result);
    r.discourage = gen::same_name(result, n.discourage_result);
    return r;
  }
  gen::transition const* unit_change(result_meaning const& r, melee_unit const& u) const {
    if (unit_state_groups) return unit_state_groups->first_in(r.unit_group, u.fatigue, u.order);
    return unit_state ? gen::first_transition(*unit_state, r.symbol, u.fatigue, u.order) : nullptr;
  }
  gen::transition const* artillery_change(result_meaning const& r, melee_unit const& u) const {
    if (artillery_state_groups) return artillery_state_groups->first_in(r.artillery_group, u.fatigue, u.order);
    return artillery_state ? gen::first_transition(*artillery_state, r.symbol, u.fatigue, u.order) : nullptr;
  }
};

namespace detail {

// A name read from a situation against a name of the system (names.hpp): lengths and first
// letters compared first, as most names differ at once.
inline bool is(std::string_view name, std::string const& word) { return gen::same_name(name, word); }

// The places of a side's units in one hex, first listed on top. A third is kept only to be refused.
struct melee_stack {
  std::size_t at[3] = {};
  std::size_t count = 0;

  melee_stack() = default;
  template <class It>
  melee_stack(It first, It last) {
    for (; first != last; ++first) push_back(*first);
  }
  void push_back(std::size_t i) {
    if (count < 3) at[count] = i;
    ++count;
  }
  std::size_t size() const { return count; }
  std::size_t operator[](std::size_t k) const { return at[k]; }
  std::size_t const* begin() const { return at; }
  std::size_t const* end() const { return at + (count < 3 ? count : 3); }
};
using melee_stacks = boost::container::small_vector<melee_stack, 8>;
using melee_places = boost::container::small_vector<std::size_t, 8>;  // units of a side, by their places

// A unit alone, not in a list: its path is the field's name ("target").
inline constexpr std::size_t npos_index = static_cast<std::size_t>(-1);

inline std::string list_item(std::string const& list, std::size_t index) {
  return list + "[" + std::to_string(index) + "]";
}

// Infantry: a unit on foot that is not artillery (5.2.1: one artillery counter with one infantry counter).
inline bool is_infantry(melee_unit const& u, names const& n) { return !u.mounted && !is(u.type, n.artillery); }

// Refuses what cannot stack: more than two units (5.2.4 line 163), or two that are neither artillery
// with infantry (5.2.1 line 147) nor of one type (5.2.2 line 155).
inline void check_stack(melee_units const& units, melee_stack const& stack, std::string_view list, names const& n) {
  if (stack.size() > 2)
    throw engine_error(std::string(list) + ": " + std::to_string(stack.size()) + " units in one hex: a stack is at most two",
                       units[stack[2]].where, "5.2.4 line 163");
  if (stack.size() < 2) return;
  melee_unit const& top = units[stack[0]];
  melee_unit const& under = units[stack[1]];
  bool const artillery_with_infantry =
      (is(top.type, n.artillery) && is_infantry(under, n)) || (is(under.type, n.artillery) && is_infantry(top, n));
  if (!artillery_with_infantry && top.type != under.type)
    throw engine_error(std::string(list) + ": " + std::string(top.type) + " and " + std::string(under.type) +
                           " cannot stack: only one artillery counter with one infantry counter, or two units of "
                           "one type where a battle allows it",
                       under.where, "5.2.1 line 147, 5.2.2 line 155");
}

// The stacks of a side: the places of its units grouped by `hex` (a unit without one stands
// alone), first listed on top.
inline melee_stacks stacks_of(melee_units const& units, std::string_view list, names const& n) {
  melee_stacks out;
  if (std::none_of(units.begin(), units.end(), [](melee_unit const& u) { return u.has_hex; })) {
    for (std::size_t i = 0; i < units.size(); ++i) out.emplace_back().push_back(i);  // each unit alone
    return out;
  }
  boost::container::small_vector<std::int64_t, 8> hexes;
  for (std::size_t i = 0; i < units.size(); ++i) {
    std::int64_t const hex = units[i].has_hex ? units[i].hex : -1;
    auto at = std::find(hexes.begin(), hexes.end(), hex);
    if (units[i].has_hex && hex >= 0 && at != hexes.end()) {
      out[static_cast<std::size_t>(at - hexes.begin())].push_back(i);
    } else {
      out.emplace_back().push_back(i);
      hexes.push_back(hex);
    }
  }
  for (auto const& stack : out) check_stack(units, stack, list, n);
  return out;
}

inline melee_stack const& stack_holding(melee_stacks const& stacks, std::size_t index) {
  for (auto const& stack : stacks)
    if (std::find(stack.begin(), stack.end(), index) != stack.end()) return stack;
  throw engine_error("no stack holds unit " + std::to_string(index));
}

// The places of a side's units still in the mêlée once the fire is over: not eliminated, not routed
// by that fire (a routed unit retreats two hexes at once, 12.2.1 line 621; it can no longer attack,
// line 648), not stacked here by a retreat this activation (5.2.5 line 169), and not an attacking
// artillery unit whose infantry left it (artillery does not start a mêlée, lines 415, 453).
// `routed_before(i)`: whether unit i was routed before the fire; `joined(i)`: stacked by a retreat.
template <class RoutedBefore, class Joined>
melee_places units_in_fight(melee_units const& units, bool attackers, std::string_view list, RoutedBefore routed_before,
                            Joined joined, names const& n) {
  melee_places out;
  auto const stacks = stacks_of(units, list, n);
  auto in = [&](std::size_t i) {
    bool const routed_by_fire = is(units[i].order, n.routed) && !routed_before(i);
    return !units[i].eliminated && !routed_by_fire && !joined(i);
  };
  for (std::size_t i = 0; i < units.size(); ++i) {
    if (!in(i)) continue;
    auto const& stack = stack_holding(stacks, i);
    bool const alone_artillery =
        attackers && is(units[i].type, n.artillery) && stack.size() == 2 &&
        std::none_of(stack.begin(), stack.end(), [&](std::size_t j) { return j != i && in(j) && is_infantry(units[j], n); });
    if (!alone_artillery) out.push_back(i);
  }
  return out;
}

// An artillery counter stacked with infantry (5.2.1 line 149).
inline bool stacked_artillery(melee_units const& units, melee_stack const& stack, std::size_t index, names const& n) {
  return stack.size() == 2 && is(units[index].type, n.artillery) &&
         std::any_of(stack.begin(), stack.end(), [&](std::size_t i) { return i != index && is_infantry(units[i], n); });
}

// The charge made by chargers coming through `hexsides` (10.5 lines 890-892).
template <class Hexsides>
std::string_view charge_through(Hexsides const& hexsides, names const& n) {
  if (hexsides.empty()) return n.no_charge;
  bool const rear = std::find(hexsides.begin(), hexsides.end(), n.rear_hexside) != hexsides.end();
  if (hexsides.size() == 1) return rear ? n.rear_charge : n.front_charge;
  return rear ? n.multiple_with_rear : n.multiple_front;
}

// The hexside each attacker comes through, where the situation names them: all or none (10.5 lines
// 889-892), refused otherwise; empty where none does.
inline boost::container::small_vector<std::string_view, 8> hexsides_named(melee_units const& attackers,
                                                                         source_range where) {
  boost::container::small_vector<std::string_view, 8> out;
  for (auto const& u : attackers)
    if (u.has_through) out.push_back(u.through);
  if (!out.empty() && out.size() != attackers.size())
    throw engine_error("name the hexside of every attacker or of none: " + std::to_string(out.size()) + " of " +
                           std::to_string(attackers.size()) + " give 'through'",
                       where, "10.5 lines 889-892");
  return out;
}

// The charge whose modifiers count (10.3 lines 479-481): the charge made, less the charger a
// successful counter charge targeted. Where the attackers name their hexsides, the charge and the
// rear attack must be the ones those hexsides make (lines 889-892).
inline std::string_view charge_counted(melee_read const& in, bool cancels_every_charge, names const& n) {
  auto hexsides = hexsides_named(in.attackers, in.attackers_where);
  bool const named = !hexsides.empty();
  if (named) {
    bool const rear = std::find(hexsides.begin(), hexsides.end(), n.rear_hexside) != hexsides.end();
    if (rear && !in.rear_attack)
      throw engine_error("an attacker comes through a rear hex but rear_attack is false", in.rear_attack_where,
                         "10.5 line 889");
    if (!rear && in.rear_attack)
      throw engine_error("rear_attack is true but every attacker comes through a front hex", in.rear_attack_where,
                         "10.5 line 889");
    if (!is(in.charge, n.no_charge) && in.charge != charge_through(hexsides, n))
      throw engine_error("the charge is " + std::string(in.charge) + " but the attackers' hexsides make it " +
                             std::string(charge_through(hexsides, n)),
                         in.charge_where, "10.5 lines 890-892");
  }
  if (!in.counter_charge || is(in.charge, n.no_charge)) return in.charge;
  if (cancels_every_charge) return n.no_charge;  // "all the dice modifiers for charging" (13th century, line 429)
  if (!named) {
    if (is(in.charge, n.front_charge) || is(in.charge, n.rear_charge)) return n.no_charge;
    throw engine_error("a counter charge against several chargers disregards only its target's charge modifiers: "
                       "name each attacker's hexside ('through') and the target ('counter_charge_target')",
                       in.counter_charge_where, "10.3 line 481");
  }
  if (!in.has_target && hexsides.size() > 1)
    throw engine_error("several chargers: name the one the counter charge targets ('counter_charge_target')",
                       in.counter_charge_where, "10.3 line 481");
  std::int64_t const target = in.has_target ? in.target : 0;
  if (target < 0 || static_cast<std::size_t>(target) >= hexsides.size())
    throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target), in.target_where,
                       "10.3 line 481");
  hexsides.erase(hexsides.begin() + target);
  return charge_through(hexsides, n);
}

// A rule of the procedures as this edition states it (`rule NAME = VALUE line N;`): the
// procedures read it rather than assume one edition's reading.
template <class Tables>
gen::rule need_rule(Tables const& t, std::string const& name) {
  gen::rule const* r = t.rule(name);
  if (!r)
    throw engine_error("the ruleset does not state the rule '" + name + "' its procedures read (`rule " + name +
                       " = ... line N;`)");
  return *r;
}

// A transition of the unit's state, when one matched: the table's `to`, `*` keeping what it was.
inline void apply_change(melee_unit& u, gen::transition const* change) {
  if (!change) return;
  if (change->to.size() == 1 && change->to[0] == "eliminated") {
    u.eliminated = true;
    return;
  }
  bool const both = change->to.size() >= 2;
  u.fatigue = !both ? std::string_view() : change->to[0] == "*" ? u.fatigue : change->to[0];
  u.order = !both ? std::string_view() : change->to[1] == "*" ? u.order : change->to[1];
}

inline void apply_event(unit_state_tables const& st, melee_unit& u, std::string_view event) {
  if (u.eliminated) return;
  apply_change(u, st.in(st.unit_events, event, u));
}

// Applies one result to a unit, artillery first (10.6 line 516), then the
// fatigue and disorganisation transitions.
// A unit with no hex to go to (`cannot_retreat`: the stacking limit, a map edge): an R becomes one more
// level of disorganisation (10.7 line 520), and the two-hex move of a unit that becomes routed (by Dr,
// or by a D on a discouraged and fatigued unit, line 613), or of a routed unit after a D, that cannot be
// made costs one more level too, which eliminates it (12.2.1 line 621, 12.2.3 line 645).
inline void apply_result(unit_state_tables const& st, names const& n, melee_unit& u,
                         unit_state_tables::result_meaning const& result) {
  if (u.eliminated) return;
  std::string_view const order = u.order;  // before the result
  gen::transition const* change = is(u.type, n.artillery) ? st.artillery_change(result, u) : nullptr;
  bool const stays = u.cannot_retreat && !change;
  // A unit the extra level eliminates was eliminated for want of a hex to retreat to: its leaders'
  // fate is the edition's (rule leader_of_unit_unable_to_retreat, 7.5).
  auto extra_level = [&] {
    apply_event(st, u, n.extra_level);
    if (u.eliminated) u.unable_to_retreat = true;
  };
  if (stays && result.retreat) return extra_level();
  if (!change) change = st.unit_change(result, u);
  apply_change(u, change);  // none matched: a retreat or an advance, no change of state
  if (!stays) return;
  bool const became_routed = !is(order, n.routed) && !u.eliminated && is(u.order, n.routed);
  if (became_routed || (result.discourage && is(order, n.routed))) extra_level();
}

inline void apply_result(unit_state_tables const& st, names const& n, melee_unit& u, std::string_view result) {
  if (u.eliminated) return;
  apply_result(st, n, u, st.meaning(result, n));
}

}  // namespace detail

// Every result of the mêlée table applied once to every state the unit tables know: a game resolving
// many mêlées then applies a band's results to a unit by a few reads, not a search of the tables each.
// The effects are computed by detail::apply_result itself, so they cannot say anything the rule does
// not; a unit in a state the tables do not name is left to the rule.
class result_effects {
 public:
  using meaning = unit_state_tables::result_meaning;

  result_effects() = default;
  result_effects(unit_state_tables const& st, names const& n, std::vector<meaning> const& meanings)
      : artillery_(n.artillery), meanings_(meanings.size()) {
    for (auto const* table : {st.unit_state, st.artillery_state, st.unit_events})
      if (table)
        for (auto const& tr : table->transitions) {
          if (tr.from.size() >= 2) add_state(tr.from[0], tr.from[1]);
          if (tr.to.size() >= 2) add_state(tr.to[0], tr.to[1]);
        }
    effects_.resize(meanings_ * 4 * fatigues_.size() * orders_.size());
    for (std::size_t m = 0; m < meanings_; ++m)
      for (int artillery = 0; artillery < 2; ++artillery)
        for (int stays = 0; stays < 2; ++stays)
          for (std::size_t f = 0; f < fatigues_.size(); ++f)
            for (std::size_t o = 0; o < orders_.size(); ++o) {
              melee_unit u;
              u.type = artillery ? std::string_view(n.artillery) : std::string_view();
              u.fatigue = fatigues_[f];
              u.order = orders_[o];
              u.cannot_retreat = stays != 0;
              detail::apply_result(st, n, u, meanings[m]);
              effect& e = effects_[at(m, artillery != 0, stays != 0, f, o)];
              std::size_t const to_fatigue = find(fatigues_, u.fatigue), to_order = find(orders_, u.order);
              e.known = to_fatigue != npos && to_order != npos;
              e.fatigue = static_cast<std::uint16_t>(e.known ? to_fatigue : 0);
              e.order = static_cast<std::uint16_t>(e.known ? to_order : 0);
              e.eliminated = u.eliminated;
              e.unable_to_retreat = u.unable_to_retreat;
            }
  }

  // Applies the results meanings[begin, end) to `u`, in order, as apply_result would one by one;
  // false, `u` untouched, where its state is not one the tables name.
  bool apply(melee_unit& u, std::size_t begin, std::size_t end) const {
    if (u.eliminated || begin == end) return true;
    std::size_t f = find(fatigues_, u.fatigue), o = find(orders_, u.order);
    if (f == npos || o == npos || end > meanings_) return false;
    bool const artillery = gen::same_name(u.type, artillery_);
    bool eliminated = false, unable = u.unable_to_retreat;
    for (std::size_t r = begin; r < end && !eliminated; ++r) {
      effect const& e = effects_[at(r, artillery, u.cannot_retreat, f, o)];
      if (!e.known) return false;
      f = e.fatigue;
      o = e.order;
      eliminated = e.eliminated;
      unable = unable || e.unable_to_retreat;
    }
    u.fatigue = fatigues_[f];
    u.order = orders_[o];
    u.eliminated = eliminated;
    u.unable_to_retreat = unable;
    return true;
  }

 private:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  struct effect {
    std::uint16_t fatigue = 0, order = 0;
    bool eliminated = false, unable_to_retreat = false, known = false;
  };

  static bool wildcard(std::string_view name) { return name.size() == 1 && name[0] == '*'; }
  static std::size_t find(std::vector<std::string_view> const& names, std::string_view name) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (gen::same_name(names[i], name)) return i;
    return npos;
  }
  void add_state(std::string_view fatigue, std::string_view order) {
    if (!wildcard(fatigue) && find(fatigues_, fatigue) == npos) fatigues_.push_back(fatigue);
    if (!wildcard(order) && find(orders_, order) == npos) orders_.push_back(order);
  }
  std::size_t at(std::size_t m, bool artillery, bool stays, std::size_t f, std::size_t o) const {
    return (((m * 2 + artillery) * 2 + stays) * fatigues_.size() + f) * orders_.size() + o;
  }

  std::string_view artillery_;
  std::size_t meanings_ = 0;
  std::vector<std::string_view> fatigues_, orders_;
  std::vector<effect> effects_;
};

// The items of a ruleset the single mêlée reads, found by name once: a game resolving many mêlées on
// one ruleset makes it once, `herald resolve` once a situation. An item the ruleset lacks is refused
// where it is read, as the tables refuse it.
template <class Tables>
struct melee_rules {
  Tables const& t;
  names const& n;
  unit_state_tables states;
  gen::table const* types;         // melee_types
  gen::band_table const* result;   // melee_result, where it declares its roll
  gen::die const* die = nullptr;   // its roll's die
  boost::container::small_vector<typed_list_ref, 4> lists;  // its roll's lists (the mêlée list where it names none)
  bool disjoint_bands = false;  // no total falls in two of its bands
  bool ascending_bands = false;  // each band above the one before: a growing total never meets a band it left
  // Where `grouped`, each band's results by column with their names read once: band i's column c is
  // band_columns[i * columns + c] (side 0 the attackers, 1 the defenders, -1 neither or blank), its
  // results meanings[begin, end).
  struct band_column {
    int side = -1;
    std::size_t begin = 0, end = 0;
  };
  std::vector<band_column> band_columns;
  std::vector<unit_state_tables::result_meaning> meanings;
  result_effects effects;  // of those meanings

  // `grouped`: the unit tables' transitions grouped by result, for a ruleset that resolves many mêlées.
  melee_rules(Tables const& tables, names const& words, bool grouped = true)
      : t(tables), n(words), states(tables, words, grouped), types(tables.table(words.melee_types)),
        result(tables.band_table(words.melee_result)) {
    if (result && !result->has_roll) result = nullptr;
    if (!result) return;
    disjoint_bands = true;
    auto const& bands = result->bands;
    for (std::size_t i = 0; i < bands.size(); ++i)
      for (std::size_t j = i + 1; j < bands.size(); ++j) {
        gen::band const& a = bands[i];
        gen::band const& c = bands[j];
        bool const apart = (!a.open && a.high < c.low) || (!c.open && c.high < a.low);
        disjoint_bands = disjoint_bands && apart;
      }
    ascending_bands = disjoint_bands;
    for (std::size_t i = 1; i < bands.size(); ++i)
      ascending_bands = ascending_bands && !bands[i - 1].open && bands[i - 1].high < bands[i].low;
    find_lists(tables.rules(), result->band_roll, words.melee_modifiers, lists);
    die = gen::find(tables.rules().dice, result->band_roll.die);
    if (grouped) read_band_results();
  }
  // The band table rolled against, or its refusal.
  gen::band_table const& result_table() const { return result ? *result : t.rolled_band_table(n.melee_result); }

 private:
  void read_band_results() {
    for (gen::band const& row : result->bands)
      for (std::size_t c = 0; c < result->columns.size(); ++c) {
        band_column column;
        std::string_view const name = result->columns[c];
        bool const blank = c >= row.outcomes.size() || row.outcomes[c].blank;
        column.side = blank ? -1 : name == "attackers" ? 0 : name == "defenders" ? 1 : -1;
        column.begin = meanings.size();
        if (column.side >= 0)
          for (auto const& slot : row.outcomes[c].slots) {
            auto const r = states.meaning(slot.symbol, n);
            // A result no transition names and that neither retreats nor discourages (an advance)
            // changes no unit, whatever its state: apply_result would find nothing to do.
            bool const changes_nothing = r.unit_group == transitions_by_result::none &&
                                         r.artillery_group == transitions_by_result::none && !r.retreat &&
                                         !r.discourage;
            if (!changes_nothing) meanings.push_back(r);
          }
        column.end = meanings.size();
        band_columns.push_back(column);
      }
    effects = result_effects(states, n, meanings);
  }
};

// A mêlée with no unit on a side (10.5), in the words every path refuses it with.
inline engine_error empty_side(bool attackers, source_range where) {
  return engine_error(attackers ? "no attacker: 'attackers' is empty" : "no defender: 'defenders' is empty", where,
                      "10.5");
}

// Everything the rules decide before the roll (10.5): who may attack and charge, the charge that
// counts, the odds, the pair of types most favourable to the defender, each side's quality.
template <class Tables>
melee_derived derive_melee(melee_rules<Tables> const& rules, melee_read const& in) {
  Tables const& t = rules.t;
  names const& n = rules.n;
  if (in.attackers.empty()) throw empty_side(true, in.where);
  // A charge is made by mounted Ch and Ha that are not routed (10.2, line 461).
  if (!detail::is(in.charge, n.no_charge))
    for (auto const& u : in.attackers) {
      std::string why;
      if (std::none_of(n.chargers.begin(), n.chargers.end(), [&](std::string const& c) { return detail::is(u.type, c); }))
        why = "type " + std::string(u.type) + " cannot charge: only Ch and Ha can";
      else if (!u.mounted) why = "a " + std::string(u.type) + " on foot cannot charge";
      else if (detail::is(u.order, n.routed)) why = "a routed unit cannot charge";
      if (!why.empty()) throw engine_error(why, u.where, "10.2 line 461");
    }
  if (in.defenders.empty()) throw empty_side(false, in.where);
  bool const cancels_every_charge = in.counter_charge && !detail::is(in.charge, n.no_charge) &&
                                    detail::need_rule(t, n.counter_charge_cancels).value == n.every_charger;
  melee_derived d;
  d.charge_counted = detail::charge_counted(in, cancels_every_charge, n);
  // Stacks (5.2.1, 5.2.5): two units add their strength points and count their weaker quality; an artillery
  // counter stacked with infantry adds its strength only when defending, the infantry's quality counting
  // when attacking, and it does not attack (line 415).
  // Where no unit names its hex, each stands alone: every attacker attacks, each counts its own quality.
  auto const named_hex = [](melee_units const& units) {
    return std::any_of(units.begin(), units.end(), [](melee_unit const& u) { return u.has_hex; });
  };
  bool const alone = !named_hex(in.attackers) && !named_hex(in.defenders);
  detail::melee_stacks attacker_stacks, defender_stacks;
  if (!alone) {
    attacker_stacks = detail::stacks_of(in.attackers, "attackers", n);
    defender_stacks = detail::stacks_of(in.defenders, "defenders", n);
  }
  boost::container::small_vector<bool, 8> attacking;  // each attacker, once
  for (std::size_t i = 0; i < in.attackers.size(); ++i)
    attacking.push_back(alone ||
                        !detail::stacked_artillery(in.attackers, detail::stack_holding(attacker_stacks, i), i, n));
  auto attacks = [&](std::size_t i) { return attacking[i]; };
  // Odds: strength against strength; the table's ratio steps round in favour of the defender.
  std::int64_t a = 0, s = 0;
  for (auto const& u : in.defenders) s += u.current_strength;
  for (std::size_t i = 0; i < in.attackers.size(); ++i)
    if (attacks(i)) a += in.attackers[i].current_strength;
  if (s == 0) throw engine_error("the defenders have no strength: the odds are undefined", in.defenders_where, "10.5");
  std::int64_t g = std::gcd(a, s);
  g = g == 0 ? 1 : g;
  d.odds_attacker = static_cast<std::uint32_t>(a / g);
  d.odds_defender = static_cast<std::uint32_t>(s / g);
  // Unit types: the pair most favourable to the defender (line 875).
  std::optional<std::int64_t> best;
  for (std::size_t i = 0; i < in.attackers.size(); ++i)
    for (std::size_t j = 0; j < in.defenders.size(); ++j) {
      if (!attacks(i)) continue;
      melee_unit const& du = in.defenders[j];
      melee_unit const& au = in.attackers[i];
      gen::key const keys[] = {gen::name_key(au.type), gen::name_key(du.type)};
      gen::cell const* c = rules.types ? gen::lookup(*rules.types, keys, 2) : nullptr;
      if (!c || c->slots.empty() || !c->slots[0].number)
        throw engine_error(n.melee_types + " has no cell " +
                               t.cell(n.melee_types, {name_value(std::string(au.type)), name_value(std::string(du.type))})
                                   .address +
                               ": type " + std::string(au.type) + " cannot attack type " + std::string(du.type),
                           au.where, "10.1 line 453");
      if (!best || c->slots[0].value < *best) {
        best = c->slots[0].value;
        d.attacker_type = au.type;
        d.defender_type = du.type;
        d.attacker = i;
        d.defender = j;
      }
    }
  // Quality: the best quality unit on each side (line 883), a stack counting its weaker unit (line 167);
  // an artillery and infantry stack defending counts the weaker in 2010 (line 149), the better in the
  // 13th-century rules (line 129): the edition's rule says which.
  auto best_quality = [&](melee_units const& units, detail::melee_stacks const& stacks, bool attacking) {
    std::int64_t out = 0;
    if (alone) {
      for (auto const& u : units) out = std::max(out, u.current_quality);
      return out;
    }
    for (auto const& stack : stacks) {
      bool const with_artillery =
          std::any_of(stack.begin(), stack.end(), [&](std::size_t i) { return detail::is(units[i].type, n.artillery); });
      bool const take_better = !attacking && with_artillery && stack.size() > 1 &&
                               detail::need_rule(t, n.defending_artillery_stack_quality).value == n.better_quality;
      std::optional<std::int64_t> counted;
      for (auto i : stack) {
        if (attacking && detail::stacked_artillery(units, stack, i, n)) continue;  // the infantry's (line 149)
        std::int64_t const q = units[i].current_quality;
        counted = !counted ? q : take_better ? std::max(*counted, q) : std::min(*counted, q);
      }
      out = std::max(out, counted.value_or(0));
    }
    return out;
  };
  d.attacker_quality = best_quality(in.attackers, attacker_stacks, true);
  d.defender_quality = best_quality(in.defenders, defender_stacks, false);
  return d;
}

// The band of the mêlée's result table at `total`, refused where it has none (10.6).
inline gen::band const& melee_band(gen::band_table const& b, std::int64_t total, names const& n) {
  if (gen::band const* row = gen::band_at(b, total)) return *row;
  throw engine_error(n.melee_result + " has no band for a total of " + std::to_string(total), {}, "10.6");
}

// The band's results on the units of each column it names (10.6 line 915: column by column).
inline void apply_band(unit_state_tables const& st, names const& n, gen::band_table const& b, gen::band const& row,
                       melee_read& units) {
  for (std::size_t c = 0; c < b.columns.size() && c < row.outcomes.size(); ++c) {
    melee_units* side = b.columns[c] == "attackers" ? &units.attackers
                        : b.columns[c] == "defenders" ? &units.defenders
                                                      : nullptr;
    if (!side || row.outcomes[c].blank) continue;
    for (auto& unit : *side)
      for (auto const& slot : row.outcomes[c].slots) detail::apply_result(st, n, unit, slot.symbol);
  }
}

// The same, `row` being a band of rules.result_table(), by the results melee_rules read once.
template <class Tables>
void apply_band(melee_rules<Tables> const& rules, gen::band const& row, melee_read& units) {
  gen::band_table const& b = rules.result_table();
  if (rules.band_columns.empty()) return apply_band(rules.states, rules.n, b, row, units);
  std::size_t const columns = b.columns.size();
  auto const* column = rules.band_columns.data() + static_cast<std::size_t>(&row - b.bands.begin()) * columns;
  for (std::size_t c = 0; c < columns; ++c, ++column) {
    if (column->side < 0) continue;
    for (auto& unit : column->side == 0 ? units.attackers : units.defenders)
      if (!rules.effects.apply(unit, column->begin, column->end))
        for (std::size_t r = column->begin; r < column->end; ++r)
          detail::apply_result(rules.states, rules.n, unit, rules.meanings[r]);
  }
}

}  // namespace herald::engine::afde
