// A game's own generated mêlée struct resolved whole, as combat.hpp resolves a value: its fire phases, then the mêlée.
//
// combat.hpp plays a mêlée value with dice for `herald resolve`'s report: the defensive fire, the
// offensive fire (each fire's result on the stack fired at, its leaders tested), then the mêlée of
// the units still in, with their leaders' tests and fates. `typed_combat` gives the exact
// distribution of the same on a game's struct, with no report: after each fire, one state for each
// of its outcomes (each unit's fatigue, order and elimination, whether it fired offensively, each
// leader's wound and fate); then, per state, the mêlée of its units still in, on a copy of the
// struct holding only them (typed_melee, melee_with_leaders_distribution). Each fire is the game's
// fire struct made from the mêlée's units (typed_fire, fire_with_leaders_distribution). The rules
// are the ones combat.hpp applies, written once: which orders fire together and who still fires
// (combat_units.hpp), who is still in (units_in_fight), the charge the others make (charge_through), the leaders' fates
// (fate_of, end_of_melee).
//
//   melee_rules<tables> const melee(t, n);
//   fire_rules<tables> const fire(t, n);
//   typed_combat<tables, afde::melee, afde::fire> const combat(melee, fire, rules::lists::fill_list,
//                                                              rules::lists::fill_list);
//   combat_outcomes d = combat.distribution(s);   // refusals as herald resolve words them
//
// A counter charge attempted belongs to a charge (charge.hpp), not to a mêlée situation; a counter
// charge given as made is read as combat.hpp reads it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/afde/combat_units.hpp"
#include "engine/afde/leader_units.hpp"
#include "engine/afde/typed_fire.hpp"
#include "engine/afde/typed_melee.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/typed_test.hpp"

namespace herald::engine::afde {

// One fire of a combat: its phase and the unit fired at (the first order's target of its counter).
struct combat_fire {
  bool defensive = true;
  std::size_t target = 0;
};

// A leader of a combat, as the situation names him: his side, his unit (-1: the side's own list) and
// his place in that list.
struct combat_leader {
  bool attacker = true;
  std::int32_t unit = -1;
  std::int32_t place = 0;
};

// A counter charge the charged unit attempts before the mêlée (10.3), as a charge's step names it:
// its target among the chargers, where it names one.
struct counter_attempt {
  bool has_target = false;
  std::int64_t target = 0;
};
// What became of it: none attempted, its test's success or failure, or not attempted because its
// target left the mêlée.
enum class counter_result : std::uint8_t { none, success, failure, target_left };

// One outcome of a whole combat: each fire's result (empty: no effect; none: it did not fire, its
// firers or its target gone), the mêlée's band (null: not fought, `attackers_left` saying which side
// was missing), each unit's state (the attackers, then the defenders, as the struct lists them) and
// each leader's (as combat_outcomes::leaders lists them), with its probability.
struct combat_outcome {
  boost::container::small_vector<std::optional<std::string_view>, 4> fires;
  gen::band const* band = nullptr;
  bool attackers_left = true;
  counter_result counter = counter_result::none;
  std::string_view terrain;  // the mêlée's terrain, given or chosen among terrain_choices (empty: none)
  boost::container::small_vector<unit_after, 8> after;
  boost::container::small_vector<leader_after, 8> leaders;
  probability chance;
};
struct combat_outcomes {
  boost::container::small_vector<combat_fire, 4> fires;
  boost::container::small_vector<combat_leader, 8> leaders;
  std::vector<combat_outcome> outcomes;
};

template <class Tables, class Melee, class Fire>
class typed_combat {
 public:
  // The ruleset's lists over each struct: its generated `lists::fill_list`.
  using melee_fill = bool (*)(std::size_t, Melee const&, gen::verdict*);
  using fire_fill = bool (*)(std::size_t, Fire const&, gen::verdict*);

  typed_combat(melee_rules<Tables> const& melee, fire_rules<Tables> const& fire, melee_fill melee_lists,
               fire_fill fire_lists)
      : melee_(melee), fire_(fire), melee_lists_(melee_lists), fire_lists_(fire_lists) {}

  // The counter charge's test on the game's struct (a charge's steps attempt one): the charged unit
  // as the mêlée leaves it and whether it is charged through a front hex, to its ways of success.
  using unit_type = std::remove_reference_t<decltype(std::declval<Melee&>().attackers.items[0])>;
  using counter_test = std::function<test_ways(unit_type const&, bool)>;
  void counter_charge_test(counter_test test) { counter_test_ = std::move(test); }

  // The exact distribution of the whole combat of `s` (taken by value: completed as the rules read
  // it), with the counter charge `attempt` where a charge's step makes one.
  combat_outcomes distribution(Melee s, std::optional<counter_attempt> attempt = std::nullopt) const {
    return resolve(std::move(s), attempt, false);
  }
  // The same for one mêlée of a charge chain (charge.hpp, combat_step): the situation's own refusals
  // (a side without units, a routed unit's fire order) are the charge's, made once before its chain.
  combat_outcomes step_distribution(Melee s, std::optional<counter_attempt> attempt) const {
    return resolve(std::move(s), attempt, true);
  }

 private:
  using leader_type = std::remove_reference_t<decltype(std::declval<Melee&>().attacker_leaders.items[0])>;

  // What the steps leave: each unit's state, the attackers that fired offensively, each leader's state
  // (as start::leaders lists them), each fire's result so far, and the chance of all that.
  struct state {
    melee_units attackers, defenders;
    boost::container::small_vector<bool, 8> fired;
    boost::container::small_vector<leader_after, 8> leaders;
    boost::container::small_vector<std::optional<std::string_view>, 4> fires;
    probability chance = 1;
  };
  // What every state shares: the struct as given (completed), each unit's order before the fire and
  // whether a retreat stacked it here, the leaders' records and names, the hexsides the chargers name.
  struct start {
    Melee s;
    boost::container::small_vector<bool, 8> routed_before[2], joined[2];
    boost::container::small_vector<leader_type, 8> records;
    std::optional<boost::container::small_vector<std::string_view, 8>> hexsides;
    std::string_view charge;
  };

  combat_outcomes resolve(Melee s, std::optional<counter_attempt> attempt, bool step) const;
  combat_outcomes single_roll(Melee s) const;
  // melee.hpp's needs_combat on the struct.
  static bool whole_combat(Melee const& s) {
    if (!s.defensive_fire.empty() || !s.offensive_fire.empty() || !s.attacker_leaders.empty() || !s.defender_leaders.empty())
      return true;
    static std::size_t const joined_bit = field_bit<unit_type>("joined_by_retreat");
    for (auto const* side : {&s.attackers, &s.defenders})
      for (auto const& u : *side)
        if (!u.leaders.empty() || (field_given(u, joined_bit) && u.joined_by_retreat)) return true;
    return false;
  }
  start begin(Melee&& s, state& first, combat_outcomes& out, bool step) const;
  void fire_phase(start const& st, bool defensive, std::vector<state>& states, combat_outcomes& out) const;
  Fire fire_of(start const& st, state const& now, bool defensive, detail::fire_group const& g,
               std::vector<std::size_t> const& standing, boost::container::small_vector<std::size_t, 4> const& able) const;
  void fight(start const& st, state const& now, std::optional<counter_attempt> const& attempt, combat_outcomes& out) const;
  void melee_outcomes_of(start const& st, state const& now, Melee f, detail::melee_places const (&in)[2],
                         std::vector<std::size_t> const& fought, counter_result counter, probability const& chance,
                         combat_outcomes& out) const;
  static void add(combat_outcomes& out, combat_outcome&& o);
  static boost::container::small_vector<unit_after, 8> units_after(state const& s) {
    boost::container::small_vector<unit_after, 8> out;
    for (auto const* side : {&s.attackers, &s.defenders})
      for (melee_unit const& u : *side) out.push_back({u.fatigue, u.order, u.eliminated, u.unable_to_retreat});
    return out;
  }

  // A unit of the struct with the state the steps left it in (its leaders elsewhere).
  static unit_type unit_now(unit_type u, melee_unit const& now, bool fired) {
    static std::size_t const fired_bit = field_bit<unit_type>("fired_offensive");
    assign(u.fatigue, now.fatigue, "fatigue");
    assign(u.order, now.order, "order");
    if (fired) {
      u.fired_offensive = true;
      set_given(u, fired_bit);
    }
    static std::size_t const leaders_bit = field_bit<unit_type>("leaders");
    u.leaders.count = 0;
    set_given(u, leaders_bit);  // the value path's lists, made where missing (combat.hpp, gather_leaders)
    return u;
  }
  template <class Enum>
  static void assign(Enum& field, std::string_view name, std::string_view what) {
    if (!from_name(name, field))
      throw engine_error("'" + std::string(name) + "' is not a value of the struct's " + std::string(what));
  }

  melee_rules<Tables> const& melee_;
  fire_rules<Tables> const& fire_;
  melee_fill melee_lists_;
  fire_fill fire_lists_;
  counter_test counter_test_;
};

template <class Tables, class Melee, class Fire>
combat_outcomes typed_combat<Tables, Melee, Fire>::resolve(Melee s, std::optional<counter_attempt> attempt, bool step) const {
  combat_outcomes out;
  std::vector<state> states(1);
  // Without fire, leaders or a unit stacked by a retreat, a mêlée situation is the single roll, its
  // refusals in derive_melee's order (combat.hpp, resolve_melee_situation); a charge's step never is.
  if (!step && !whole_combat(s)) return single_roll(std::move(s));
  start const st = begin(std::move(s), states[0], out, step);
  fire_phase(st, true, states, out);
  fire_phase(st, false, states, out);
  for (state const& now : states) fight(st, now, attempt, out);
  return out;
}

template <class Tables, class Melee, class Fire>
combat_outcomes typed_combat<Tables, Melee, Fire>::single_roll(Melee s) const {
  static std::size_t const terrain_bit = field_bit<Melee>("terrain");
  combat_outcomes out;
  typed_melee<Melee> port(s, melee_lists_, melee_.n);
  auto const before = before_melee_roll(melee_, port);
  auto const d = melee_with_leaders_distribution(melee_, port, before);
  std::string_view const terrain = field_given(s, terrain_bit) ? name_of(s.terrain) : std::string_view();
  for (auto const& m : d.outcomes) {
    combat_outcome o;
    o.band = m.band;
    o.terrain = terrain;
    o.after.assign(m.after.begin(), m.after.end());
    o.chance = probability(m.ways, d.out_of);
    add(out, std::move(o));
  }
  return out;
}

// The refusals before any fire, in combat.hpp's order; the units completed and read, the leaders gathered.
template <class Tables, class Melee, class Fire>
auto typed_combat<Tables, Melee, Fire>::begin(Melee&& s, state& first, combat_outcomes& out, bool step) const -> start {
  names const& n = melee_.n;
  if (!step && s.attackers.empty()) throw empty_side(true, {});
  if (!step && s.defenders.empty()) throw empty_side(false, {});
  // A routed unit given a defensive fire order, where the edition forbids a routed unit to fire (2014 line 466).
  static std::size_t const order_bit = field_bit<unit_type>("order"), joined_bit = field_bit<unit_type>("joined_by_retreat"),
                           charge_bit = field_bit<Melee>("charge");
  using order_type = std::remove_const_t<std::remove_reference_t<decltype(s.defensive_fire.items[0])>>;
  static std::size_t const firer_bit = field_bit<order_type>("firer");
  for (auto const& order : s.defensive_fire) {
    if (step) break;
    if (!field_given(order, firer_bit) || order.firer < 0 || static_cast<std::size_t>(order.firer) >= s.defenders.size()) continue;
    auto const& unit = s.defenders.items[order.firer];
    if (!field_given(unit, order_bit) || !detail::is(name_of(unit.order), n.routed)) continue;
    detail::refuse_routed_firer(melee_.t, detail::list_item("defenders", static_cast<std::size_t>(order.firer)), {}, n);
  }
  start st{s, {}, {}, {}, {}, {}};
  for (int side = 0; side < 2; ++side) {
    auto& units = side == 0 ? st.s.attackers : st.s.defenders;
    char const* list = side == 0 ? "attackers" : "defenders";
    for (std::size_t i = 0; i < units.size(); ++i) complete_typed_unit(units.items[i], list, i, n);
  }
  for (int side = 0; side < 2; ++side) {
    auto& units = side == 0 ? st.s.attackers : st.s.defenders;
    auto& leaders = side == 0 ? st.s.attacker_leaders : st.s.defender_leaders;
    char const* list = side == 0 ? "attackers" : "defenders";
    melee_units& read = side == 0 ? first.attackers : first.defenders;
    for (std::size_t i = 0; i < units.size(); ++i) {
      read_typed_unit(units.items[i], list, i, read.emplace_back());
      st.routed_before[side].push_back(detail::is(read.back().order, n.routed));
      st.joined[side].push_back(field_given(units.items[i], joined_bit) && units.items[i].joined_by_retreat);
    }
    // The side's own leaders, then each unit's, in the order the rules read them (combat.hpp, gather_leaders).
    for (std::size_t i = 0; i < leaders.size(); ++i) {
      out.leaders.push_back({side == 0, -1, static_cast<std::int32_t>(i)});
      st.records.push_back(leaders.items[i]);
    }
    for (std::size_t u = 0; u < units.size(); ++u)
      for (std::size_t i = 0; i < units.items[u].leaders.size(); ++i) {
        out.leaders.push_back({side == 0, static_cast<std::int32_t>(u), static_cast<std::int32_t>(i)});
        st.records.push_back(units.items[u].leaders.items[i]);
      }
  }
  for (auto const& l : st.records) first.leaders.push_back({l.wounded, {}, false});
  first.fired.assign(first.attackers.size(), false);
  if (auto const hexsides = detail::hexsides_named(first.attackers, {}); !hexsides.empty()) st.hexsides = hexsides;
  if (!field_given(st.s, charge_bit)) throw engine_error("the situation gives no 'charge', which this step needs");
  st.charge = name_of(st.s.charge);
  if (!st.hexsides && (detail::is(st.charge, n.multiple_front) || detail::is(st.charge, n.multiple_with_rear)) &&
      !st.s.defensive_fire.empty())
    throw engine_error("several chargers under defensive fire: name each one's hexside ('through'), so that the "
                       "charge is the others' if the fire drives one off",
                       {}, "10.5 lines 890-892");
  return st;
}

// One phase of fire (combat.hpp, fire_phase): each fire at a counter, in order, on every state the
// fires before it left; its result on the counter's whole stack, its leaders tested, a stack it
// destroys sending its leaders away, the offensive firers marked.
template <class Tables, class Melee, class Fire>
void typed_combat<Tables, Melee, Fire>::fire_phase(start const& st, bool defensive, std::vector<state>& states,
                                                   combat_outcomes& out) const {
  names const& n = melee_.n;
  auto const& orders = defensive ? st.s.defensive_fire : st.s.offensive_fire;
  if (orders.empty()) return;
  std::string const firer_list = defensive ? "defenders" : "attackers", target_list = defensive ? "attackers" : "defenders";
  melee_units const& firers = defensive ? states[0].defenders : states[0].attackers;  // types and hexes: every state's
  melee_units const& targets = defensive ? states[0].attackers : states[0].defenders;
  std::string const field = defensive ? "defensive_fire" : "offensive_fire";
  auto const& firer_units = defensive ? st.s.defenders : st.s.attackers;
  using order_type = std::remove_const_t<std::remove_reference_t<decltype(orders.items[0])>>;
  static std::size_t const firer_bit = field_bit<order_type>("firer"), target_bit = field_bit<order_type>("target"),
                           capable_bit = field_bit<unit_type>("fire_capable");
  auto read = [&](std::size_t i) {
    auto const& order = orders.items[i];
    if (!field_given(order, firer_bit)) detail::refuse_missing(field.c_str(), i, "firer");
    if (!field_given(order, target_bit)) detail::refuse_missing(field.c_str(), i, "target");
    return detail::fire_order_read{order.firer, order.target, {}, {}};
  };
  auto capable = [&](std::size_t i) {
    return field_given(firer_units.items[i], capable_bit) && firer_units.items[i].fire_capable;
  };
  auto const groups = detail::group_fire_orders(orders.size(), read, capable, firers, targets, firer_list, target_list,
                                                field, [&] { return detail::need_rule(melee_.t, n.stacked_fire); }, n);
  auto const target_stacks = detail::stacks_of(targets, target_list, n);
  for (auto const& g : groups) {
    out.fires.push_back({defensive, g.target});
    detail::melee_stack const& stack = detail::stack_holding(target_stacks, g.target);
    std::vector<state> next;
    for (state& now : states) {
      melee_units& firing = defensive ? now.defenders : now.attackers;
      melee_units& hit = defensive ? now.attackers : now.defenders;
      boost::container::small_vector<std::size_t, 4> able;  // who still fires (combat_units.hpp)
      for (std::size_t i : g.firers)
        if (detail::still_fires(firing[i], defensive, [&] { return detail::rule_on(melee_.t, n.routed_units_fire); }, n))
          able.push_back(i);
      if (able.empty() || hit[g.target].eliminated) {
        now.fires.push_back(std::nullopt);
        next.push_back(std::move(now));
        continue;
      }
      // The leaders standing with the counter fired at (combat.hpp, stands_with), tested on its naturals.
      std::vector<std::size_t> standing;
      for (std::size_t k = 0; k < out.leaders.size(); ++k) {
        combat_leader const& l = out.leaders[k];
        if (l.attacker != defensive || !now.leaders[k].fate.empty()) continue;
        bool const with = l.unit < 0 ? target_stacks.size() == 1
                                     : std::find(stack.begin(), stack.end(), static_cast<std::size_t>(l.unit)) != stack.end();
        if (with) standing.push_back(k);
      }
      Fire fire = fire_of(st, now, defensive, g, standing, able);
      typed_fire<Fire> port(fire, fire_lists_, n);
      auto const before = before_fire_roll(fire_, port);
      auto const d = fire_with_leaders_distribution(fire_, port, before);
      for (auto const& o : d.outcomes) {
        state after = now;
        after.chance *= probability(o.ways, d.out_of);
        after.fires.push_back(o.result);
        melee_units& stack_units = defensive ? after.attackers : after.defenders;
        // The result falls on the whole stack (5.2.5 line 167), artillery only as 9.3 says (lines 442-444).
        for (std::size_t i : stack) {
          if (detail::spared_by_fire(stack.size(), stack_units[i].type, before.derived.firer_type,
                                     [&] { return detail::rule_on(melee_.t, n.artillery_hits_stacked_artillery); }, n))
            continue;
          if (!o.result.empty()) detail::apply_result(fire_.states, n, stack_units[i], o.result);
        }
        for (std::size_t j = 0; j < standing.size(); ++j) {
          leader_after const& l = o.leaders[j];
          if (!l.fate.empty()) after.leaders[standing[j]] = l;
          else after.leaders[standing[j]].wounded = l.wounded;
        }
        // A stack destroyed by fire: its leaders go to the nearest unit of their banner (7.5 line 327).
        if (std::all_of(stack.begin(), stack.end(), [&](std::size_t i) { return stack_units[i].eliminated; }))
          for (std::size_t k : standing)
            if (after.leaders[k].fate.empty()) after.leaders[k].fate = placed_with_another_unit;
        if (!defensive)  // "-2 if the attacking unit ... has just engaged in offensive fire" (line 888)
          for (std::size_t i : able) after.fired[i] = true;
        next.push_back(std::move(after));
      }
    }
    states = std::move(next);
  }
}

// The game's fire struct of one fire of a phase, as combat.hpp's fire_phase makes its value: the
// firers able to fire, the target with the leaders standing with its counter, adjacent (9.1 line
// 413), in the order's terrain.
template <class Tables, class Melee, class Fire>
Fire typed_combat<Tables, Melee, Fire>::fire_of(start const& st, state const& now, bool defensive,
                                                detail::fire_group const& g, std::vector<std::size_t> const& standing,
                                                boost::container::small_vector<std::size_t, 4> const& able) const {
  static std::size_t const bits[] = {field_bit<Fire>("firers"), field_bit<Fire>("target"), field_bit<Fire>("range"),
                                     field_bit<Fire>("phase"), field_bit<Fire>("terrain"), field_bit<Fire>("fire_from_inside")};
  using order_type = std::remove_const_t<std::remove_reference_t<decltype(st.s.defensive_fire.items[0])>>;
  static std::size_t const terrain_bit = field_bit<order_type>("terrain"), inside_bit = field_bit<order_type>("fire_from_inside");
  auto const& order = (defensive ? st.s.defensive_fire : st.s.offensive_fire).items[g.order];
  if (!field_given(order, terrain_bit))
    throw engine_error(std::string("the situation gives no '") + (defensive ? "defensive_fire" : "offensive_fire") +
                       ".terrain', which this step needs");
  auto const& firer_units = defensive ? st.s.defenders : st.s.attackers;
  auto const& target_units = defensive ? st.s.attackers : st.s.defenders;
  melee_units const& firing = defensive ? now.defenders : now.attackers;
  melee_units const& hit = defensive ? now.attackers : now.defenders;
  Fire f{};
  f.herald_present = 0;  // as the value combat.hpp makes: these fields only
  for (std::size_t i : able) f.firers.push_back(unit_now(firer_units.items[i], firing[i], !defensive && now.fired[i]));
  f.target = unit_now(target_units.items[g.target], hit[g.target], defensive && now.fired[g.target]);
  for (std::size_t k : standing) {
    leader_type l = st.records[k];
    l.wounded = now.leaders[k].wounded;
    if (!f.target.leaders.push_back(l))
      throw engine_error("target.leaders: more leaders than the struct's list holds (" + std::to_string(f.target.leaders.size()) + ")");
  }
  f.range = 1;
  assign(f.phase, defensive ? melee_.n.defensive_fire : melee_.n.offensive_fire, "phase");
  f.terrain = order.terrain;
  f.fire_from_inside = field_given(order, inside_bit) && order.fire_from_inside;
  for (std::size_t bit : bits) set_given(f, bit);
  return f;
}

// The mêlée of one state's units still in (combat.hpp, combat_step), each of its outcomes added.
template <class Tables, class Melee, class Fire>
void typed_combat<Tables, Melee, Fire>::fight(start const& st, state const& now, std::optional<counter_attempt> const& attempt,
                                              combat_outcomes& out) const {
  names const& n = melee_.n;
  auto in_of = [&](int side) {
    melee_units const& units = side == 0 ? now.attackers : now.defenders;
    return detail::units_in_fight(
        units, side == 0, side == 0 ? "attackers" : "defenders", [&](std::size_t i) { return st.routed_before[side][i]; },
        [&](std::size_t i) { return st.joined[side][i]; }, n);
  };
  detail::melee_places const in[2] = {in_of(0), in_of(1)};
  if (in[0].empty() || in[1].empty()) {
    combat_outcome o;
    o.fires = now.fires;
    o.attackers_left = !in[0].empty();
    o.after = units_after(now);
    o.leaders = now.leaders;
    o.chance = now.chance;
    return add(out, std::move(o));
  }
  // The struct of the fight: the units still in, with the leaders stacked with them or their side's.
  static std::size_t const charge_bit = field_bit<Melee>("charge"), rear_bit = field_bit<Melee>("rear_attack"),
                           counter_bit = field_bit<Melee>("counter_charge"), target_bit = field_bit<Melee>("counter_charge_target");
  Melee f = st.s;
  f.defensive_fire.count = f.offensive_fire.count = 0;
  // The leaders in the fight, in the order the port reads them: out.leaders lists each side's own
  // first, then each unit's, unit by unit, as the port gathers them.
  std::vector<std::size_t> fought;
  for (int side = 0; side < 2; ++side) {
    auto const& given = side == 0 ? st.s.attackers : st.s.defenders;
    auto& units = side == 0 ? f.attackers : f.defenders;
    auto& leaders = side == 0 ? f.attacker_leaders : f.defender_leaders;
    melee_units const& state_units = side == 0 ? now.attackers : now.defenders;
    units.count = leaders.count = 0;
    static std::size_t const side_bits[2] = {field_bit<Melee>("attacker_leaders"), field_bit<Melee>("defender_leaders")};
    set_given(f, side_bits[side]);  // as the value path's gather_leaders makes them
    for (std::size_t i : in[side]) units.push_back(unit_now(given.items[i], state_units[i], side == 0 && now.fired[i]));
    for (std::size_t k = 0; k < out.leaders.size(); ++k) {
      combat_leader const& l = out.leaders[k];
      if (l.attacker != (side == 0) || !now.leaders[k].fate.empty()) continue;
      auto at = std::find(in[side].begin(), in[side].end(), static_cast<std::size_t>(l.unit));
      if (l.unit >= 0 && at == in[side].end()) continue;  // with a unit that left: out of the fight
      leader_type record = st.records[k];
      record.wounded = now.leaders[k].wounded;
      bool const fits = l.unit < 0 ? leaders.push_back(record)
                                   : units.items[static_cast<std::size_t>(at - in[side].begin())].leaders.push_back(record);
      if (!fits) throw engine_error("more leaders than the struct's list holds");
      fought.push_back(k);
    }
  }
  // The hexsides the chargers still in come through, where the situation names them.
  boost::container::small_vector<std::string_view, 8> hexsides;
  if (st.hexsides)
    for (std::size_t i : in[0]) hexsides.push_back((*st.hexsides)[i]);
  if (st.hexsides && in[0].size() != st.s.attackers.size()) {
    // A charger the fire drove off no longer charges: the charge is the others' (lines 890-892).
    if (!detail::is(st.charge, n.no_charge)) assign(f.charge, detail::charge_through(hexsides, n), "charge");
    f.rear_attack = std::find(hexsides.begin(), hexsides.end(), n.rear_hexside) != hexsides.end();
    set_given(f, charge_bit);
    set_given(f, rear_bit);
  }
  // A counter charge: attempted (a charge's step), its test rolled on the fight's charged unit, or given
  // as made; its target's place among the attackers still in; gone, it is not attempted, or not made.
  bool const counter = field_given(st.s, counter_bit) && st.s.counter_charge;
  bool const every_charger = (attempt || counter) &&
                             detail::need_rule(melee_.t, n.counter_charge_cancels).value == n.every_charger;
  bool const has_target = attempt ? attempt->has_target : field_given(st.s, target_bit);
  std::int64_t const target = attempt ? attempt->target : has_target ? st.s.counter_charge_target : 0;
  auto target_in_fight = [&]() -> std::optional<std::int64_t> {
    if (target < 0 || static_cast<std::size_t>(target) >= st.s.attackers.size())
      throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target), {}, "10.3 line 481");
    auto at = std::find(in[0].begin(), in[0].end(), static_cast<std::size_t>(target));
    if (at == in[0].end()) return std::nullopt;
    return static_cast<std::int64_t>(at - in[0].begin());
  };
  // Each way the counter charge may go, with its chance: one, where none is attempted.
  struct branch {
    counter_result result;
    probability chance;
  };
  boost::container::small_vector<branch, 2> branches{{counter_result::none, probability(1)}};
  auto roll_counter_charge = [&] {
    if (!counter_test_) throw engine_error("a counter charge is attempted, and no test of it was given to typed_combat");
    bool const front = detail::counter_charge_through_front(melee_.t, f.defenders.size(), now.defenders[in[1][0]],
                                                            name_of(f.charge), st.hexsides ? &hexsides : nullptr, {}, n);
    test_ways const w = counter_test_(f.defenders.items[0], front);
    branches = {{counter_result::success, probability(w.success, w.success + w.failure)},
                {counter_result::failure, probability(w.failure, w.success + w.failure)}};
  };
  if (attempt && every_charger) {
    roll_counter_charge();
  } else if (attempt) {
    // "it must choose a single enemy unit to be the target" (10.3 line 481): several chargers name it.
    if (!attempt->has_target && st.s.attackers.size() > 1)
      throw engine_error("several chargers: name the one the counter charge targets ('counter_charge_target')", {},
                         "10.3 line 481");
    if (auto at = target_in_fight()) {
      f.counter_charge_target = *at;
      set_given(f, target_bit);
      roll_counter_charge();
    } else {
      branches = {{counter_result::target_left, probability(1)}};
    }
  } else if (counter && has_target && !every_charger) {
    if (auto at = target_in_fight()) f.counter_charge_target = *at;
    else f.counter_charge = false;
  }
  for (branch const& b : branches) {
    if (b.result == counter_result::success || b.result == counter_result::failure) {
      f.counter_charge = b.result == counter_result::success;
      set_given(f, counter_bit);
    }
    if (b.chance != 0) melee_outcomes_of(st, now, f, in, fought, b.result, b.chance, out);
  }
}

// Each outcome of the mêlée of `f`, the struct of one state's fight, added to `out` with its chance.
template <class Tables, class Melee, class Fire>
void typed_combat<Tables, Melee, Fire>::melee_outcomes_of(start const& st, state const& now, Melee f,
                                                          detail::melee_places const (&in)[2],
                                                          std::vector<std::size_t> const& fought, counter_result counter,
                                                          probability const& chance, combat_outcomes& out) const {
  names const& n = melee_.n;
  static std::size_t const terrain_bit = field_bit<Melee>("terrain");
  typed_melee<Melee> port(f, melee_lists_, n);
  auto const before = before_melee_roll(melee_, port);
  auto const d = melee_with_leaders_distribution(melee_, port, before);
  std::string_view const terrain = field_given(f, terrain_bit) ? name_of(f.terrain) : std::string_view();
  gen::band_table const& result = melee_.result_table();
  for (auto const& m : d.outcomes) {
    state after = now;
    std::size_t k = 0;
    for (int side = 0; side < 2; ++side)
      for (std::size_t i : in[side]) {
        melee_unit& u = (side == 0 ? after.attackers : after.defenders)[i];
        unit_after const& a = m.after[k++];
        u.fatigue = a.fatigue;
        u.order = a.order;
        u.eliminated = a.eliminated;
        u.unable_to_retreat = a.unable_to_retreat;
      }
    // A unit stacked here by a retreat suffers all the consequences of the mêlée (5.2.5 line 169).
    for (std::size_t c = 0; c < result.columns.size() && c < m.band->outcomes.size(); ++c) {
      int const side = result.columns[c] == "attackers" ? 0 : result.columns[c] == "defenders" ? 1 : -1;
      if (side < 0 || m.band->outcomes[c].blank) continue;
      melee_units& units = side == 0 ? after.attackers : after.defenders;
      for (std::size_t i = 0; i < units.size(); ++i)
        if (st.joined[side][i])
          for (auto const& slot : m.band->outcomes[c].slots) detail::apply_result(melee_.states, n, units[i], slot.symbol);
    }
    for (std::size_t j = 0; j < fought.size(); ++j) after.leaders[fought[j]] = m.leaders[j];
    combat_outcome o;
    o.fires = now.fires;
    o.band = m.band;
    o.counter = counter;
    o.terrain = terrain;
    o.after = units_after(after);
    o.leaders = after.leaders;
    o.chance = now.chance * chance * probability(m.ways, d.out_of);
    add(out, std::move(o));
  }
}

// An outcome alike in every fire, band, unit and leader to one already met adds its chance to it.
template <class Tables, class Melee, class Fire>
void typed_combat<Tables, Melee, Fire>::add(combat_outcomes& out, combat_outcome&& o) {
  auto same = std::find_if(out.outcomes.begin(), out.outcomes.end(), [&](combat_outcome const& e) {
    return e.band == o.band && e.attackers_left == o.attackers_left && e.counter == o.counter &&
           e.terrain == o.terrain && e.fires == o.fires && e.after == o.after && e.leaders == o.leaders;
  });
  if (same != out.outcomes.end()) same->chance += o.chance;
  else out.outcomes.push_back(std::move(o));
}

}  // namespace herald::engine::afde
