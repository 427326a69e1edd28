// The mêlée over a carrier (engine/core/states.hpp): the single roll (resolve_melee) and the whole
// combat (combat_step, combat.hpp): the defensive and offensive fire, a counter charge, the mêlée,
// the captures; the leaders of both sides components, tested alone given the natural, and made
// certain (materialized) only where the mêlée's modifiers read them after a fire tested some.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/afde/combat.hpp"
#include "engine/afde/steps/alike.hpp"
#include "engine/afde/steps/leaders.hpp"
#include "engine/afde/steps/rolls.hpp"

namespace herald::engine::afde::steps {

// The mêlée on the units still in it: the fight's value until its counter charge is decided, then
// its preparation, until its roll.
template <class Tables>
struct fight_plan {
  value fight;
  bool attempt = false;          // a counter charge to roll for, on `test_situation`
  value test_situation;
  std::optional<melee_prepared<Tables>> p;
  std::vector<std::size_t> attackers_in, defenders_in;
  std::vector<std::size_t> const& in(std::string const& list) const { return list == "attackers" ? attackers_in : defenders_in; }
};

// One fire of a fire phase, prepared: its firers able to fire, between its preparation and its roll.
template <class Tables>
struct fire_plan {
  fire_prepared<Tables> p;
  std::vector<std::size_t> able;
  bool leaders = false;  // the target's counter has leaders standing with it
};

// One phase of fire as the step's situation gives it: its orders, its fires (one per counter fired
// at), and the target side's counters.
struct phase_plan {
  value orders;
  std::vector<detail::fire_at> fires;  // their `order` points into `orders`
  std::vector<std::vector<std::size_t>> target_stacks;
};

// What a charge chain carries from one mêlée to the next (resolve_charge's locals).
struct chain_fields {
  std::string pursuit = "none";           // how far the pursuit went: none, élan, élan and dispersion
  value attackers;                        // the chargers as the last step left them
  value previous_defenders, previous_terrain;
  std::vector<std::string> previous_results;  // the defenders' results of the last step
  std::vector<value> engaged;                 // every defender met, in its latest state
  std::vector<std::size_t> last_engaged, again_engaged;
  bool operator==(chain_fields const& o) const {
    if (pursuit != o.pursuit || previous_results != o.previous_results || last_engaged != o.last_engaged ||
        again_engaged != o.again_engaged || engaged.size() != o.engaged.size() ||
        !same_value(attackers, o.attackers) || !same_value(previous_defenders, o.previous_defenders) ||
        !same_value(previous_terrain, o.previous_terrain))
      return false;
    for (std::size_t i = 0; i < engaged.size(); ++i)
      if (!same_value(engaged[i], o.engaged[i])) return false;
    return true;
  }
  // Of what tells chains apart soonest (how far the pursuit went, the last results, the chargers):
  // equal fields hash alike, which is all a merge needs; `==` compares the rest.
  std::uint64_t hash() const {
    std::uint64_t h = value_hash(attackers, engaged.size() * 31 + last_engaged.size());
    for (auto const& r : previous_results) h = (h ^ std::hash<std::string>()(r)) * 1099511628211u;
    return h ^ std::hash<std::string>()(pursuit);
  }
};

// What later steps of a mêlée read: the units as the steps leave them (the step's situation, its
// leader lists emptied), each side's leaders as components, the roll's state, and in a charge
// chain what the next mêlée reads of this one.
template <class Tables>
struct combat_state {
  value m;
  leader_list attacker_leaders, defender_leaders;
  leader_list met_leaders;  // a chain's leaders of earlier mêlées who are not in this one
  bool in_step = true;      // this entry fights the current mêlée (a chain's pursuit may have ended)
  std::vector<std::string> attackers_before, defenders_before;  // each unit's order before the mêlée's fire
  std::optional<step_results> last;  // the mêlée's results; none when the fire left it unfought
  std::optional<int> natural;        // a fire's or the mêlée's natural while it may test leaders
  std::int64_t test_natural = 0;     // the counter charge's dice, until it is decided
  std::vector<int> test_faces;       // and their faces, when the carrier explains
  chain_fields chain;
  // Derived from the rest (the step's situation and the units), so not compared.
  std::shared_ptr<phase_plan const> phase;
  std::shared_ptr<fire_plan<Tables> const> fire;
  std::size_t fire_at = 0;  // which fire of the phase `fire` is
  std::shared_ptr<fight_plan<Tables> const> plan;
  bool operator==(combat_state const& o) const {
    return in_step == o.in_step && natural == o.natural && test_natural == o.test_natural &&
           test_faces == o.test_faces && last == o.last && attackers_before == o.attackers_before &&
           defenders_before == o.defenders_before && attacker_leaders == o.attacker_leaders &&
           defender_leaders == o.defender_leaders && met_leaders == o.met_leaders && same_value(m, o.m) &&
           chain == o.chain;
  }
  // The units of the mêlée, not its orders or terrain (the same in every entry of a step).
  friend std::size_t hash_value(combat_state const& s) {
    std::uint64_t units = 0;
    for (char const* list : {"attackers", "defenders"})
      if (value const* v = find_field(s.m, list)) units = value_hash(*v, units);
    return static_cast<std::size_t>(units ^ s.chain.hash()) * 31 + hash_value(s.attacker_leaders) * 7 +
           hash_value(s.defender_leaders) * 3 + hash_value(s.met_leaders) +
           static_cast<std::size_t>(s.natural.value_or(-1) + 1) + static_cast<std::size_t>(s.test_natural) * 131 +
           (s.in_step ? 1u : 0u);
  }
  friend std::uint64_t bytes_of(combat_state const& s) {
    std::uint64_t n = engine::bytes_of(s.m) + bytes_of(s.attacker_leaders) + bytes_of(s.defender_leaders) +
                      bytes_of(s.met_leaders) + engine::bytes_of(s.chain.attackers) +
                      engine::bytes_of(s.chain.previous_defenders);
    for (auto const& e : s.chain.engaged) n += engine::bytes_of(e);
    return n;
  }
};

// Where a mêlée starts: its state, each leader's value (what the modifiers read of him), and the
// places later steps read alike.
template <class Tables>
struct combat_start {
  combat_state<Tables> state;
  std::vector<value> leaders;
  alike_places alike;
};

// The leaders of a side's list of a gathered mêlée value taken out into components, each value
// kept by place in `values` (or found there by his name, when `known` has him).
template <class Tables>
void take_leaders(value& m, char const* side, leader_list& into, std::vector<value>& values) {
  auto& leaders = items(m, side).items;
  for (std::size_t i = 0; i < leaders.size(); ++i) {
    value const* unit = find_field(leaders[i], "_unit");
    into.push_back(leader_state{detail::leader_name(leaders[i], detail::list_item(side, i)), flag(leaders[i], "wounded"),
                                {}, static_cast<int>(values.size()), unit ? unit->number : -1});
    values.push_back(leaders[i]);
  }
  leaders.clear();
}

// The situation made ready as resolve_combat and combat_step make it, its leaders taken out into
// components (their values kept by place).
// A mêlée's value made ready as combat_step makes it before its fire: the units completed, their
// leaders gathered into their side's list (each marked with his unit), several chargers under
// defensive fire refused unless each names his hexside.
inline void ready_melee(value& m, names const& n) {
  detail::complete_units(m, "attackers", n);
  detail::complete_units(m, "defenders", n);
  detail::gather_leaders(m);
  std::string const charge_made = need_name(m, "charge", "");
  if (!detail::hexsides_of(items(m, "attackers")) &&
      (charge_made == n.multiple_front || charge_made == n.multiple_with_rear) && !items(m, "defensive_fire").items.empty())
    throw engine_error("several chargers under defensive fire: name each one's hexside ('through'), so that the "
                       "charge is the others' if the fire drives one off",
                       need(m, "charge", "").where, "10.5 lines 890-892");
}

template <class Tables>
combat_start<Tables> start_combat(Tables const& t, value s, names const& n = standard_names()) {
  detail::refuse_empty_sides(s);
  detail::refuse_routed_firers(t, s, n);
  detail::name_all_leaders(s);
  ready_melee(s, n);
  combat_start<Tables> out;
  take_leaders<Tables>(s, "attacker_leaders", out.state.attacker_leaders, out.leaders);
  take_leaders<Tables>(s, "defender_leaders", out.state.defender_leaders, out.leaders);
  out.state.attackers_before = detail::orders_of(items(s, "attackers"));
  out.state.defenders_before = detail::orders_of(items(s, "defenders"));
  out.alike.attackers = alike_targets(s, "attackers", out.state.attacker_leaders, n);
  out.alike.defenders = alike_targets(s, "defenders", out.state.defender_leaders, n);
  out.state.m = std::move(s);
  return out;
}

// A leader's value as he is now: his wound marked, the unit he stands with (renumbered when a
// pursuit charges his unit again).
inline value leader_value(leader_state const& l, std::vector<value> const& values) {
  value leader = values.at(static_cast<std::size_t>(l.origin));
  if (l.wounded) set_field(leader, "wounded", bool_value(true));
  if (l.unit >= 0) set_field(leader, "_unit", number_value(l.unit));
  else detail::remove_field(leader, "_unit");
  return leader;
}

// The mêlée value with the leaders who are still in it, each as he is now.
template <class Tables>
value with_leaders(combat_state<Tables> const& s, std::vector<value> const& values) {
  value out = s.m;
  for (auto [side, list] : {std::pair<char const*, leader_list const*>{"attacker_leaders", &s.attacker_leaders},
                            {"defender_leaders", &s.defender_leaders}}) {
    auto& into = items(out, side).items;
    for (std::size_t i = 0; i < list->size(); ++i) {
      leader_state const& l = list->only(i);
      if (!l.fate.empty()) continue;
      into.push_back(leader_value(l, values));
    }
  }
  return out;
}

// The classes of a mêlée roll: its band's results, and each natural that tests leaders apart.
template <class Tables>
std::vector<std::pair<int, int>> melee_classes(Tables const& t, melee_prepared<Tables> const& p, names const& n) {
  auto const triggers = t.triggers(n.melee_leaders);
  return classes_of(t.die(p.result->band_roll.die), [&](int face) {
    band_row const r = t.band(n.melee_result, face + p.modifiers.total);
    std::string key = r.found ? "" : "no band";  // refused on apply, whichever face stands for it
    for (std::size_t c = 0; c < r.columns.size(); ++c) key += r.columns[c] + ": " + join_results(r.outcomes[c]) + "; ";
    for (auto const& trigger : triggers)
      if (trigger.roll == "melee" && trigger.natural == face) return key + "natural " + std::to_string(face);
    return key;
  });
}

// The step a person reads for a mêlée roll (melee_step).
template <class Tables>
step melee_explained(Tables const& t, melee_prepared<Tables> const& p, std::string const& name, int face,
                     std::int64_t total, band_row const& row, step_results const& results, names const& n) {
  step st;
  st.name = name;
  st.table = n.melee_result;
  st.facts.emplace_back("odds", ratio_text(need(p.s, "odds", "")));
  std::string odds_step = t.row_of(n.melee_odds, {need(p.s, "odds", "")});
  if (!odds_step.empty()) st.facts.emplace_back("odds step", odds_step);
  st.facts.emplace_back("attacker type", need_name(p.s, "attacker_type", ""));
  st.facts.emplace_back("defender type", need_name(p.s, "defender_type", ""));
  st.facts.emplace_back("attacker quality", need_int(p.s, "attacker_quality", ""));
  st.facts.emplace_back("defender quality", need_int(p.s, "defender_quality", ""));
  if (!p.terrain.empty()) st.facts.emplace_back("terrain", p.terrain);
  if (flag(p.s, "counter_charge")) st.facts.emplace_back("counter charge", "succeeded");
  st.has_modifiers = true;
  st.modifiers = p.modifiers;
  st.naturals.push_back(face);
  st.total = total;
  st.has_total = true;
  st.ref = row.ref;
  st.line = row.line;
  st.results = results;
  return st;
}

// The single roll (resolve_melee): no fire, no leader, no unit stacked by a retreat. Every fact a row.
template <class Tables>
struct single_melee_state {
  value m;  // the units after the roll
  bool operator==(single_melee_state const& o) const { return same_value(m, o.m); }
  friend std::size_t hash_value(single_melee_state const& s) { return static_cast<std::size_t>(value_hash(s.m)); }
  friend std::uint64_t bytes_of(single_melee_state const& s) { return engine::bytes_of(s.m); }
};

template <class Tables, class M>
void single_melee_procedure(Tables const& t, melee_prepared<Tables> const& p, M& m, names const& n = standard_names()) {
  m.roll([&](single_melee_state<Tables> const&) {
           return std::optional<roll_request>(roll_request{t.die(p.result->band_roll.die), "mêlée", {}});
         },
         [&](single_melee_state<Tables>& s, int face, record& r) {
           std::int64_t const total = face + p.modifiers.total;
           band_row const row = t.band(n.melee_result, total);
           if (!row.found)
             throw engine_error(n.melee_result + " has no band for a total of " + std::to_string(total), {}, "10.6");
           step_results results;
           for (std::size_t c = 0; c < row.columns.size(); ++c) {
             results.push_back({row.columns[c], row.outcomes[c]});
             for (auto& unit : items(s.m, row.columns[c]).items)
               for (auto const& code : row.outcomes[c]) detail::apply_result(t, n, unit, code);
           }
           for (auto const& [column, codes] : results) r.row(fact::results(column, codes));
           r.row(modifiers_fact("modifiers", p.modifiers));
           r.step([&] { return melee_explained(t, p, "mêlée", face, total, row, results, n); });
           for (std::string list : {"attackers", "defenders"}) {
             auto const& units = items(s.m, list);
             for (std::size_t i = 0; i < units.items.size(); ++i)
               r.row(detail::unit_fact(detail::list_item(list, i), units.items[i], true));
           }
         });
}

// Whether a leader stands with the counter `stack` of a side fighting in `stacks` counters
// (detail::stands_with): marked with one of its units, or unmarked where the side has one counter.
inline bool stands_with(leader_state const& l, std::vector<std::size_t> const& stack, std::size_t stacks) {
  return l.unit < 0 ? stacks == 1 : detail::contains_index(stack, l.unit);
}

// The fire of a phase an entry is resolving: its target, the counter it falls on, its name.
template <class Tables>
struct fire_in_phase {
  detail::fire_at const* at = nullptr;
  std::vector<std::size_t> const* stack = nullptr;
  std::size_t stacks = 0;
  std::string name;  // "charge: defensive fire at attackers[0]"
};

// One phase of fire inside the mêlée (detail::fire_phase): each fire at one counter prepared on the
// units as the steps left them, rolled by result band, its result on the whole counter, the leaders
// standing with it tested, placed elsewhere if the counter is destroyed, then moved after the others.
// The orders are the step's: in a charge chain each entry may fight another pursuit entry, so the
// phase runs to the most fires any entry has.
template <class Tables, class M>
void fire_phase_steps(Tables const& t, std::vector<value> const& values, M& m, bool defensive,
                      std::string const& prefix, names const& n, alike_places const* alike = nullptr) {
  using S = combat_state<Tables>;
  std::string const field = defensive ? "defensive_fire" : "offensive_fire";
  std::string const firer_list = defensive ? "defenders" : "attackers";
  std::string const target_list = defensive ? "attackers" : "defenders";
  leader_list S::*const side = defensive ? &S::attacker_leaders : &S::defender_leaders;
  std::string const phase = defensive ? n.defensive_fire : n.offensive_fire;
  m.then([&](S& s, record&) {
    s.phase.reset();
    if (!s.in_step || items(s.m, field).items.empty()) return;
    auto plan = std::make_shared<phase_plan>();
    plan->orders = items(s.m, field);
    plan->fires = detail::fires_of(plan->orders, items(s.m, firer_list), items(s.m, target_list), firer_list,
                                   target_list, field, [&] { return detail::need_rule(t, n.stacked_fire); }, n);
    plan->target_stacks = detail::stacks_of(items(s.m, target_list), target_list, n);
    s.phase = std::move(plan);
  });
  auto const count = m.most([](S const& s) { return s.phase ? s.phase->fires.size() : std::size_t(0); });
  auto current = [&](S const& s) {
    fire_in_phase<Tables> f;
    f.at = &s.phase->fires[s.fire_at];
    f.stack = &detail::stack_holding(s.phase->target_stacks, f.at->target);
    f.stacks = s.phase->target_stacks.size();
    f.name = prefix + phase + " fire at " + detail::list_item(target_list, f.at->target);
    return f;
  };
  auto tests_leaders = [&](fire_plan<Tables> const& plan, int face) {
    if (!plan.leaders) return false;
    for (auto const& trigger : t.triggers(n.fire_leaders))
      if (trigger.roll == "fire" && trigger.natural == face) return true;
    return false;
  };
  for (std::size_t i = 0; i < count; ++i) {
    m.then([&, i](S& s, record&) {
      if (!s.phase || i >= s.phase->fires.size()) return;
      s.fire_at = i;
      auto const f = current(s);
      value const& order = *f.at->order;
      // Who still fires when the phase comes to this counter (combat_units.hpp).
      auto plan = std::make_shared<fire_plan<Tables>>();
      for (auto k : f.at->firers)
        if (detail::still_fires(detail::read_unit_state(items(s.m, firer_list).items[k], false), defensive,
                                [&] { return detail::rule_on(t, n.routed_units_fire); }, n))
          plan->able.push_back(k);
      if (plan->able.empty() || flag(items(s.m, target_list).items[f.at->target], "eliminated")) return;
      value fire;
      fire.k = value::kind::object;
      fire.where = order.where;
      value firers = list_value();
      for (auto k : plan->able) firers.items.push_back(items(s.m, firer_list).items[k]);
      set_field(fire, "firers", std::move(firers));
      // The leaders stacked with the target's counter (line 841): certain, as no fire tested them before.
      value with = list_value();
      auto const& leaders = s.*side;
      for (std::size_t k = 0; k < leaders.size(); ++k) {
        if (!leaders.at(k).certain()) continue;
        leader_state const& l = leaders.only(k);
        if (l.fate.empty() && stands_with(l, *f.stack, f.stacks)) with.items.push_back(leader_value(l, values));
      }
      plan->leaders = !with.items.empty();
      value target = items(s.m, target_list).items[f.at->target];
      set_field(target, "leaders", std::move(with));
      set_field(fire, "target", std::move(target));
      set_field(fire, "range", number_value(1));  // adjacent (9.1 line 413)
      set_field(fire, "phase", name_value(phase));
      set_field(fire, "terrain", need(order, "terrain", field));
      set_field(fire, "fire_from_inside", bool_value(flag(order, "fire_from_inside")));
      plan->p = prepare_fire(t, std::move(fire), n);
      s.fire = std::move(plan);
    });
    m.roll(
        [&](S const& s) -> std::optional<roll_request> {
          if (!s.fire) return std::nullopt;
          auto const& plan = *s.fire;
          std::string const name = current(s).name;
          return roll_request{t.die(plan.p.die), name, classes_of(t.die(plan.p.die), [&](int face) {
                                std::string band = join_results(fire_result(plan.p, face + plan.p.modifiers.total, n));
                                return tests_leaders(plan, face) ? band + " natural " + std::to_string(face) : band;
                              })};
        },
        [&](S& s, int face, record& r) {
          auto const& plan = *s.fire;
          auto const f = current(s);
          std::int64_t const total = face + plan.p.modifiers.total;
          std::vector<std::string> const result = fire_result(plan.p, total, n);
          r.step([&] {
            step st;
            st.name = f.name;
            st.table = n.fire_table;
            st.facts.emplace_back("firer type", need_name(plan.p.s, "firer_type", ""));
            st.facts.emplace_back("threshold", plan.p.cell);
            st.has_modifiers = true;
            st.modifiers = plan.p.modifiers;
            st.naturals.push_back(face);
            st.total = total;
            st.has_total = true;
            st.results.push_back({"target", result});
            st.ref = "9.3";
            return st;
          });
          r.given(fact::results(f.name, result));
          // The result falls on the target's whole stack, a single counter (5.2.5 line 167).
          detail::apply_fire_result(t, n, items(s.m, target_list), *f.stack, result, need_name(plan.p.s, "firer_type", ""));
          if (tests_leaders(plan, face)) s.natural = face;
        });
    test_leaders(
        t, m, side, n.fire_leaders, "fire", "target.leaders", [](S const& s) { return s.natural; },
        [&](S const& s) { return current(s).name + ": "; }, n,
        [&](S const& s, leader_state const& l) {
          if (!s.fire) return false;
          auto const f = current(s);
          return stands_with(l, *f.stack, f.stacks);
        });
    // A counter destroyed by fire: its leaders go to the nearest unit of their banner (7.5 line 327).
    m.update(side, [&](S const& s, leader_state& l, record& r) {
      if (!s.fire || !l.fate.empty()) return;
      auto const f = current(s);
      if (!stands_with(l, *f.stack, f.stacks)) return;
      auto const& units = items(s.m, target_list).items;
      if (!std::all_of(f.stack->begin(), f.stack->end(), [&](std::size_t k) { return flag(units[k], "eliminated"); }))
        return;
      r.given(fact(f.name + ": " + l.name + ": fate", "placed with another unit (7.5)"));
      leave(l, "placed with another unit", r);
    });
    m.then([&](S& s, record&) {
      if (!s.fire) return;
      auto const f = current(s);
      // The leaders who stood with the counter now follow the others (the side's list, as fire_phase leaves it).
      auto& components = (s.*side).items();
      std::stable_partition(components.begin(), components.end(), [&](auto const& c) {
        return !stands_with(c.states.front().state, *f.stack, f.stacks);
      });
      if (!defensive)  // "-2 if the attacking unit ... has just engaged in offensive fire" (line 888)
        for (auto k : s.fire->able) set_field(items(s.m, "attackers").items[k], "fired_offensive", bool_value(true));
      s.fire.reset();
      s.natural.reset();
    });
    if (alike && !m.joint() && !alike->of(target_list).empty())
      m.then([&, i](S& s, record&) {
        if (s.phase && i < s.phase->fires.size()) order_alike(items(s.m, target_list), alike->of(target_list), s.phase->fires, i);
      });
  }
  m.then([](S& s, record&) {
    s.phase.reset();
    s.fire_at = 0;
  });
}

// One mêlée with its fire phases, counter charge, roll, leader tests and captures (combat_step) on
// the entries that fight it: the units and leaders of each are updated in its state, its results
// kept in `last`. `name`: "mêlée", "charge", "élan"...; `prefix`: what its facts' names start with.
template <class Tables, class M>
void combat_step_steps(Tables const& t, std::vector<value> const& values, M& m, std::string const& name,
                       std::string const& prefix, names const& n, alike_places const* alike = nullptr) {
  using S = combat_state<Tables>;
  fire_phase_steps(t, values, m, true, prefix, n, alike);
  fire_phase_steps(t, values, m, false, prefix, n, alike);
  gen::roll const* counter = nullptr;  // the counter charge's roll, read once some entry attempts one
  // The modifiers read the leaders (their bonus): each must be certain first (a no-op without fire),
  // in the entries that fight this mêlée.
  auto fights = [](S const& s) { return s.in_step; };
  m.materialize(&S::attacker_leaders, fights);
  m.materialize(&S::defender_leaders, fights);
  m.then([&](S& s, record& r) {
    s.last.reset();
    if (!s.in_step) return;
    value whole = with_leaders(s, values);
    auto attackers_in = detail::still_in(items(whole, "attackers"), s.attackers_before, "attackers", n);
    auto defenders_in = detail::still_in(items(whole, "defenders"), s.defenders_before, "defenders", n);
    if (attackers_in.empty() || defenders_in.empty()) {
      r.given(fact(prefix + "mêlée", attackers_in.empty() ? "not fought: no attacker left after the fire"
                                                          : "not fought: no defender left after the fire"));
      return;
    }
    // The mêlée of the units still in, with the leaders stacked with them (line 931).
    auto plan = std::make_shared<fight_plan<Tables>>();
    value& fight = plan->fight;
    fight = whole;
    set_field(fight, "attackers", detail::subset(items(whole, "attackers"), attackers_in));
    set_field(fight, "defenders", detail::subset(items(whole, "defenders"), defenders_in));
    set_field(fight, "attacker_leaders", detail::leaders_in_fight(items(whole, "attacker_leaders"), attackers_in));
    set_field(fight, "defender_leaders", detail::leaders_in_fight(items(whole, "defender_leaders"), defenders_in));
    auto const hexsides_before = detail::hexsides_of(items(whole, "attackers"));
    std::string const charge_made = need_name(whole, "charge", "");
    if (hexsides_before && attackers_in.size() != items(whole, "attackers").items.size()) {
      // A charger the fire drove off no longer charges: the charge is the others' (lines 890-892).
      auto hexsides = detail::hexsides_of(items(fight, "attackers"));
      if (charge_made != n.no_charge) set_field(fight, "charge", name_value(std::string(detail::charge_through(*hexsides, n))));
      set_field(fight, "rear_attack", bool_value(detail::contains(*hexsides, n.rear_hexside)));
    }
    // A counter charge's target, by its place among the attackers that fight.
    auto target_in_fight = [&](std::int64_t target) -> std::optional<std::int64_t> {
      if (target < 0 || static_cast<std::size_t>(target) >= items(whole, "attackers").items.size())
        throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target),
                           need(whole, "counter_charge_target", "").where, "10.3 line 481");
      auto at = std::find(attackers_in.begin(), attackers_in.end(), static_cast<std::size_t>(target));
      if (at == attackers_in.end()) return std::nullopt;
      return static_cast<std::int64_t>(at - attackers_in.begin());
    };
    std::int64_t const target = find_field(whole, "counter_charge_target") ? need_int(whole, "counter_charge_target", "") : 0;
    // Where a success cancels every charger's modifiers (13th century, line 429), it has no target.
    bool const every_charger = (flag(whole, "counter_charge_attempt") || flag(whole, "counter_charge")) &&
                               detail::need_rule(t, n.counter_charge_cancels).value == n.every_charger;
    if (flag(whole, "counter_charge_attempt") && every_charger) {
      plan->attempt = true;
    } else if (flag(whole, "counter_charge_attempt")) {
      // "it must choose a single enemy unit to be the target" (10.3 line 481): several chargers name it.
      if (!find_field(whole, "counter_charge_target") && items(whole, "attackers").items.size() > 1)
        throw engine_error("several chargers: name the one the counter charge targets ('counter_charge_target')",
                           need(whole, "counter_charge_attempt", "").where, "10.3 line 481");
      if (auto at = target_in_fight(target)) {
        set_field(fight, "counter_charge_target", number_value(*at));
        plan->attempt = true;
      } else {
        r.given(fact(prefix + "counter charge", "not attempted: its target left the mêlée"));
      }
    } else if (flag(whole, "counter_charge") && find_field(whole, "counter_charge_target") && !every_charger) {
      // A counter charge given as done: its target's place among the attackers still in; gone, its charge is too.
      if (auto at = target_in_fight(target))
        set_field(fight, "counter_charge_target", number_value(*at));
      else
        set_field(fight, "counter_charge", bool_value(false));
    }
    if (plan->attempt) {
      plan->test_situation = detail::counter_charge_situation(t, fight, n);
      if (!counter) counter = &t.test_of(n.counter_charge);
    }
    plan->attackers_in = std::move(attackers_in);
    plan->defenders_in = std::move(defenders_in);
    s.plan = std::move(plan);
  });
  // The counter charge (10.3): its test's dice, then its verdict, then the mêlée prepared.
  for (int i = 0; counter && i < std::max(1, counter->count); ++i)
    m.roll(
        [&](S const& s) -> std::optional<roll_request> {
          if (!s.plan || !s.plan->attempt) return std::nullopt;
          return roll_request{t.die(counter->die), prefix + "counter charge", {}};
        },
        [&](S& s, int face, record& r) {
          s.test_natural += face;
          if (r.explains()) s.test_faces.push_back(face);
        });
  m.then([&](S& s, record& r) {
    if (!s.plan) return;
    auto plan = std::make_shared<fight_plan<Tables>>(*s.plan);
    if (plan->attempt) {
      roll_state rolled;
      rolled.natural[0] = s.test_natural;
      rolled.faces[0] = s.test_faces;
      bool const success = decide_test(t, n.counter_charge, plan->test_situation, prefix + "counter charge", rolled, r);
      r.given(fact(prefix + "counter charge", success ? "success" : "failure"));
      set_field(plan->fight, "counter_charge", bool_value(success));
      // In the compared state too, as combat_step leaves it: the plan is not compared, and entries
      // whose counter charge succeeded and failed must not merge.
      set_field(s.m, "counter_charge", bool_value(success));
      s.test_natural = 0;
      s.test_faces.clear();
    }
    plan->p = prepare_melee(t, plan->fight, n);
    s.plan = std::move(plan);
  });
  m.roll(
      [&](S const& s) -> std::optional<roll_request> {
        if (!s.plan) return std::nullopt;
        return roll_request{t.die(s.plan->p->result->band_roll.die), name, melee_classes(t, *s.plan->p, n)};
      },
      [&](S& s, int face, record& r) {
        fight_plan<Tables> const& plan = *s.plan;
        melee_prepared<Tables> const& p = *plan.p;
        std::int64_t const total = face + p.modifiers.total;
        band_row const row = t.band(n.melee_result, total);
        if (!row.found) throw engine_error(n.melee_result + " has no band for a total of " + std::to_string(total), {}, "10.6");
        step_results results;
        for (std::size_t c = 0; c < row.columns.size(); ++c) {
          results.push_back({row.columns[c], row.outcomes[c]});
          if (row.columns[c] != "attackers" && row.columns[c] != "defenders") continue;
          auto& units = items(s.m, row.columns[c]).items;
          for (auto k : plan.in(row.columns[c]))
            for (auto const& code : row.outcomes[c]) detail::apply_result(t, n, units[k], code);
        }
        for (auto const& [column, codes] : results) r.given(fact::results(prefix + column, codes));
        r.given(modifiers_fact(prefix + "modifiers", p.modifiers));
        r.step([&] { return melee_explained(t, p, name, face, total, row, results, n); });
        // A unit stacked here by a retreat suffers all the consequences of the mêlée (5.2.5 line 169).
        for (std::string list : {"attackers", "defenders"})
          for (auto& u : items(s.m, list).items)
            if (flag(u, "joined_by_retreat"))
              for (auto const& [column, codes] : results)
                if (column == list)
                  for (auto const& code : codes) detail::apply_result(t, n, u, code);
        for (auto const& trigger : t.triggers(n.melee_leaders))
          if (trigger.roll == "melee" && trigger.natural == face) s.natural = face;
        s.last = std::move(results);
      });
  // The leaders in the fight, tested on the natural that calls for them (line 931).
  for (auto [path, list, side] : {std::tuple<char const*, leader_list S::*, char const*>{"attacker_leaders", &S::attacker_leaders, "attackers"},
                                  {"defender_leaders", &S::defender_leaders, "defenders"}}) {
    std::string const units = side;
    test_leaders(
        t, m, list, n.melee_leaders, "melee", path, [](S const& s) { return s.natural; },
        [&](S const&) { return prefix; }, n,
        [units](S const& s, leader_state const& l) {
          return s.plan && (l.unit < 0 || detail::contains_index(s.plan->in(units), l.unit));
        });
  }
  // "If the unit with which a leader is stacked is destroyed as a result of mêlée, the leader is
  // immediately captured" (7.5 line 325): an unmarked leader stands with all of his side's units.
  for (auto [list, side] : {std::pair<leader_list S::*, char const*>{&S::attacker_leaders, "attackers"},
                            {&S::defender_leaders, "defenders"}}) {
    std::string const units_list = side;
    m.update(list, [&, units_list](S const& s, leader_state& l, record& r) {
      if (!s.plan || !l.fate.empty()) return;
      auto const& in = s.plan->in(units_list);
      auto const& units = items(s.m, units_list).items;
      bool const fought = l.unit < 0 || detail::contains_index(in, l.unit);
      bool const all_gone = std::all_of(in.begin(), in.end(), [&](std::size_t i) { return flag(units[i], "eliminated"); });
      bool const gone = fought && (l.unit >= 0 ? flag(units.at(static_cast<std::size_t>(l.unit)), "eliminated") : all_gone);
      bool const unable = l.unit >= 0 ? flag(units.at(static_cast<std::size_t>(l.unit)), "_unable_to_retreat")
                                      : !in.empty() && std::all_of(in.begin(), in.end(), [&](std::size_t i) {
                                          return flag(units[i], "_unable_to_retreat");
                                        });
      leader_end const end =
          end_of_melee(gone, unable, [&] { return detail::need_rule(t, n.leader_of_unit_unable_to_retreat).value == n.leader_placed; });
      if (end == leader_end::placed) {
        r.given(fact(prefix + l.name + ": fate", "placed with another unit: his unit could not retreat (7.5)"));
        leave(l, "placed with another unit", r);
      } else if (end == leader_end::captured) {
        r.given(fact(prefix + l.name + ": fate", "captured: his unit eliminated (7.5)"));
        leave(l, n.leader_lost.back(), r);
      }
    });
  }
  // What the next mêlée of a chain reads: the counter charge and the terrain chosen; the leaders who
  // fought before those who stayed out with a unit that left (combat_step's order).
  m.then([&](S& s, record&) {
    if (s.plan) {
      set_field(s.m, "counter_charge", bool_value(flag(s.plan->p->s, "counter_charge")));
      if (!s.plan->p->terrain.empty()) set_field(s.m, "terrain", name_value(s.plan->p->terrain));
      for (auto [list, side] : {std::pair<leader_list*, char const*>{&s.attacker_leaders, "attackers"},
                                {&s.defender_leaders, "defenders"}}) {
        auto const& in = s.plan->in(side);
        std::stable_partition(list->items().begin(), list->items().end(), [&](auto const& c) {
          leader_state const& l = c.states.front().state;
          return l.unit < 0 || detail::contains_index(in, l.unit);
        });
      }
    }
    s.plan.reset();
    s.natural.reset();
    // Read before the fire only: kept, they would keep apart entries no later step tells apart.
    s.attackers_before.clear();
    s.defenders_before.clear();
  });
}

// Every leader's state once the combat is over, by name (leader_facts): given facts of each, or in
// joint mode (every leader certain) one list sorted by name.
template <class Tables, class M>
void leader_final_facts(M& m) {
  using S = combat_state<Tables>;
  auto state_of = [](leader_state const& l) {
    return !l.fate.empty() ? l.fate : l.wounded ? std::string("wounded") : std::string("with his unit");
  };
  if (m.joint()) {
    m.then([&](S& s, record& r) {
      std::vector<std::pair<std::string, std::string>> facts;
      for (auto const* list : {&s.attacker_leaders, &s.defender_leaders, &s.met_leaders})
        for (std::size_t i = 0; i < list->size(); ++i) facts.emplace_back(list->only(i).name, state_of(list->only(i)));
      std::stable_sort(facts.begin(), facts.end());
      for (auto& [leader, state] : facts) r.given(fact("leader " + leader, state));
    });
    return;
  }
  // Over merged states a leader who left gave his fate as he left (leave).
  for (auto list : {&S::attacker_leaders, &S::defender_leaders, &S::met_leaders})
    m.update(list, [&](S const&, leader_state& l, record& r) {
      if (l.fate.empty()) r.given(fact("leader " + l.name, state_of(l)));
    });
}

// The whole combat (resolve_combat): fire phases, a counter charge, the mêlée and its captures. The
// units' final states are the rows; the steps' results and modifiers, each leader's tests, capture and
// final state are given facts.
template <class Tables, class M>
void combat_procedure(Tables const& t, combat_start<Tables> const& start, M& m, names const& n = standard_names()) {
  using S = combat_state<Tables>;
  combat_step_steps(t, start.leaders, m, "mêlée", "", n, &start.alike);
  bool const counted = !m.joint();  // over merged states the alike places were kept in one order
  m.then([&, counted](S& s, record& r) {
    for (std::string list : {"attackers", "defenders"}) {
      auto const& units = items(s.m, list);
      auto const& groups = start.alike.of(list);
      for (std::size_t i = 0; i < units.items.size(); ++i) {
        auto g = std::find_if(groups.begin(), groups.end(), [i](auto const& group) { return detail::contains_index(group, i); });
        if (!counted || g == groups.end()) r.row(detail::unit_fact(detail::list_item(list, i), units.items[i], true));
        else if (g->front() == i) alike_rows(list, *g, units, r);
      }
    }
  });
  leader_final_facts<Tables>(m);
}

}  // namespace herald::engine::afde::steps
