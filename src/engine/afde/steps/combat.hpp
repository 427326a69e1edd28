// The mêlée over a carrier (engine/core/states.hpp): the single roll (resolve_melee) and the whole
// combat of a mêlée with leaders (combat_step, combat.hpp), the leaders of both sides components
// tested alone given the natural. Fire phases and a counter charge to attempt are not ported yet:
// model_states.cpp leaves those mêlées to the procedures over Dice.
#pragma once

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/afde/combat.hpp"
#include "engine/afde/steps/leaders.hpp"

namespace herald::engine::afde::steps {

// The mêlée prepared on the units still in it, between its preparation and its roll.
template <class Tables>
struct fight_plan {
  melee_prepared<Tables> p;
  std::vector<std::size_t> attackers_in, defenders_in;
  std::vector<std::size_t> const& in(std::string const& list) const { return list == "attackers" ? attackers_in : defenders_in; }
};

// What later steps of a mêlée read: the units as the steps leave them (the situation's value,
// its leader lists emptied), each side's leaders as components, and the roll's state.
template <class Tables>
struct combat_state {
  value m;
  leader_list attacker_leaders, defender_leaders;
  std::optional<int> natural;                      // the mêlée's natural while it may test leaders
  std::shared_ptr<fight_plan<Tables> const> plan;  // derived from the rest: not compared
  bool operator==(combat_state const& o) const {
    return natural == o.natural && attacker_leaders == o.attacker_leaders && defender_leaders == o.defender_leaders &&
           same_value(m, o.m);
  }
  friend std::size_t hash_value(combat_state const& s) {
    return static_cast<std::size_t>(value_hash(s.m)) * 31 + hash_value(s.attacker_leaders) * 7 +
           hash_value(s.defender_leaders) + static_cast<std::size_t>(s.natural.value_or(-1) + 1);
  }
  friend std::uint64_t bytes_of(combat_state const& s) {
    return engine::bytes_of(s.m) + bytes_of(s.attacker_leaders) + bytes_of(s.defender_leaders);
  }
};

// Where a mêlée starts: its state, and each leader's value (what the modifiers read of him).
template <class Tables>
struct combat_start {
  combat_state<Tables> state;
  std::vector<value> leaders;
  std::vector<std::string> attackers_before, defenders_before;  // each unit's order before any step
};

// The situation made ready as resolve_combat and combat_step make it, its leaders taken out into
// components (their values kept by place).
template <class Tables>
combat_start<Tables> start_combat(Tables const& t, value s, names const& n = {}) {
  detail::refuse_routed_firers(t, s, n);
  detail::name_all_leaders(s);
  detail::complete_units(s, "attackers", n);
  detail::complete_units(s, "defenders", n);
  detail::gather_leaders(s);
  combat_start<Tables> out;
  for (auto [side, list] : {std::pair<char const*, leader_list combat_state<Tables>::*>{"attacker_leaders", &combat_state<Tables>::attacker_leaders},
                            {"defender_leaders", &combat_state<Tables>::defender_leaders}}) {
    auto& leaders = items(s, side).items;
    for (std::size_t i = 0; i < leaders.size(); ++i) {
      value const* unit = find_field(leaders[i], "_unit");
      (out.state.*list)
          .push_back(leader_state{detail::leader_name(leaders[i], detail::list_item(side, i)), flag(leaders[i], "wounded"), {},
                                  static_cast<int>(out.leaders.size()), unit ? unit->number : -1});
      out.leaders.push_back(leaders[i]);
    }
    leaders.clear();
  }
  out.attackers_before = detail::orders_of(items(s, "attackers"));
  out.defenders_before = detail::orders_of(items(s, "defenders"));
  out.state.m = std::move(s);
  return out;
}

// The mêlée value with the leaders who are still in it, each as he is now (his wound marked).
template <class Tables>
value with_leaders(combat_state<Tables> const& s, std::vector<value> const& values) {
  value out = s.m;
  for (auto [side, list] : {std::pair<char const*, leader_list const*>{"attacker_leaders", &s.attacker_leaders},
                            {"defender_leaders", &s.defender_leaders}}) {
    auto& into = items(out, side).items;
    for (std::size_t i = 0; i < list->size(); ++i) {
      leader_state const& l = list->only(i);
      if (!l.fate.empty()) continue;
      value leader = values.at(static_cast<std::size_t>(l.origin));
      if (l.wounded) set_field(leader, "wounded", bool_value(true));
      into.push_back(std::move(leader));
    }
  }
  return out;
}

// The classes of a mêlée roll: its band's results, and each natural that tests leaders apart.
template <class Tables>
std::vector<std::pair<int, int>> melee_classes(Tables const& t, melee_prepared<Tables> const& p, names const& n) {
  auto const triggers = t.triggers(n.melee_leaders);
  return classes_of(t.die(p.roll.die), [&](int face) {
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
void single_melee_procedure(Tables const& t, melee_prepared<Tables> const& p, M& m, names const& n = {}) {
  m.roll([&](single_melee_state<Tables> const&) {
           return std::optional<roll_request>(roll_request{t.die(p.roll.die), "mêlée", {}});
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

// The whole combat of a mêlée with leaders (resolve_combat without fire or a counter charge to
// attempt): the units' final states are the rows; the roll's results and modifiers, each leader's
// test, capture and final state are given facts.
template <class Tables, class M>
void combat_procedure(Tables const& t, combat_start<Tables> const& start, M& m, names const& n = {}) {
  using S = combat_state<Tables>;
  std::string const prefix, name = "mêlée";
  // The modifiers read the leaders (their bonus): each must be certain first (a no-op without fire).
  m.materialize(&S::attacker_leaders);
  m.materialize(&S::defender_leaders);
  m.then([&](S& s, record& r) {
    value whole = with_leaders(s, start.leaders);
    auto attackers_in = detail::still_in(items(whole, "attackers"), start.attackers_before, "attackers", n);
    auto defenders_in = detail::still_in(items(whole, "defenders"), start.defenders_before, "defenders", n);
    if (attackers_in.empty() || defenders_in.empty()) {
      r.given(fact(prefix + "mêlée", attackers_in.empty() ? "not fought: no attacker left after the fire"
                                                          : "not fought: no defender left after the fire"));
      return;
    }
    // The mêlée of the units still in, with the leaders stacked with them (line 931).
    value fight = whole;
    set_field(fight, "attackers", detail::subset(items(whole, "attackers"), attackers_in));
    set_field(fight, "defenders", detail::subset(items(whole, "defenders"), defenders_in));
    set_field(fight, "attacker_leaders", detail::leaders_in_fight(items(whole, "attacker_leaders"), attackers_in));
    set_field(fight, "defender_leaders", detail::leaders_in_fight(items(whole, "defender_leaders"), defenders_in));
    auto const hexsides_before = detail::hexsides_of(items(whole, "attackers"));
    std::string const charge_made = need_name(whole, "charge", "");
    if (hexsides_before && attackers_in.size() != items(whole, "attackers").items.size()) {
      // A charger that left no longer charges: the charge is the others' (lines 890-892).
      auto hexsides = detail::hexsides_of(items(fight, "attackers"));
      if (charge_made != n.no_charge) set_field(fight, "charge", name_value(detail::charge_through(*hexsides, n)));
      set_field(fight, "rear_attack", bool_value(detail::contains(*hexsides, n.rear_hexside)));
    }
    std::int64_t const target = find_field(whole, "counter_charge_target") ? need_int(whole, "counter_charge_target", "") : 0;
    bool const every_charger = (flag(whole, "counter_charge_attempt") || flag(whole, "counter_charge")) &&
                               detail::need_rule(t, n.counter_charge_cancels).value == n.every_charger;
    if (flag(whole, "counter_charge") && find_field(whole, "counter_charge_target") && !every_charger) {
      // A counter charge given as done: its target's place among the attackers still in; gone, its charge is too.
      if (target < 0 || static_cast<std::size_t>(target) >= items(whole, "attackers").items.size())
        throw engine_error("counter_charge_target: attackers has no unit " + std::to_string(target),
                           need(whole, "counter_charge_target", "").where, "10.3 line 481");
      auto at = std::find(attackers_in.begin(), attackers_in.end(), static_cast<std::size_t>(target));
      if (at != attackers_in.end())
        set_field(fight, "counter_charge_target", number_value(static_cast<std::int64_t>(at - attackers_in.begin())));
      else
        set_field(fight, "counter_charge", bool_value(false));
    }
    auto plan = std::make_shared<fight_plan<Tables>>();
    plan->p = prepare_melee(t, std::move(fight), n);
    plan->attackers_in = std::move(attackers_in);
    plan->defenders_in = std::move(defenders_in);
    s.plan = std::move(plan);
  });
  m.roll(
      [&](S const& s) -> std::optional<roll_request> {
        if (!s.plan) return std::nullopt;
        return roll_request{t.die(s.plan->p.roll.die), name, melee_classes(t, s.plan->p, n)};
      },
      [&](S& s, int face, record& r) {
        fight_plan<Tables> const& plan = *s.plan;
        std::int64_t const total = face + plan.p.modifiers.total;
        band_row const row = t.band(n.melee_result, total);
        if (!row.found) throw engine_error(n.melee_result + " has no band for a total of " + std::to_string(total), {}, "10.6");
        step_results results;
        for (std::size_t c = 0; c < row.columns.size(); ++c) {
          results.push_back({row.columns[c], row.outcomes[c]});
          if (row.columns[c] != "attackers" && row.columns[c] != "defenders") continue;
          auto& units = items(s.m, row.columns[c]).items;
          for (auto i : plan.in(row.columns[c]))
            for (auto const& code : row.outcomes[c]) detail::apply_result(t, n, units[i], code);
        }
        for (auto const& [column, codes] : results) r.given(fact::results(prefix + column, codes));
        r.given(modifiers_fact(prefix + "modifiers", plan.p.modifiers));
        r.step([&] { return melee_explained(t, plan.p, name, face, total, row, results, n); });
        // A unit stacked here by a retreat suffers all the consequences of the mêlée (5.2.5 line 169).
        for (std::string list : {"attackers", "defenders"})
          for (auto& u : items(s.m, list).items)
            if (flag(u, "joined_by_retreat"))
              for (auto const& [column, codes] : results)
                if (column == list)
                  for (auto const& code : codes) detail::apply_result(t, n, u, code);
        for (auto const& trigger : t.triggers(n.melee_leaders))
          if (trigger.roll == "melee" && trigger.natural == face) s.natural = face;
      });
  // The leaders in the fight, tested on the natural that calls for them (line 931).
  for (auto [path, list, side] : {std::tuple<char const*, leader_list S::*, char const*>{"attacker_leaders", &S::attacker_leaders, "attackers"},
                                  {"defender_leaders", &S::defender_leaders, "defenders"}}) {
    std::string const units = side;
    test_leaders(
        t, m, list, n.melee_leaders, "melee", path, [](S const& s) { return s.natural; }, prefix, n,
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
      if (gone && unable && detail::need_rule(t, n.leader_of_unit_unable_to_retreat).value == n.leader_placed) {
        r.given(fact(prefix + l.name + ": fate", "placed with another unit: his unit could not retreat (7.5)"));
        l.fate = "placed with another unit";
      } else if (gone) {
        r.given(fact(prefix + l.name + ": fate", "captured: his unit eliminated (7.5)"));
        l.fate = n.leader_lost.back();
      }
    });
  }
  // What the chain would read next, then the units' final states: the rows.
  m.then([&](S& s, record& r) {
    if (s.plan) {
      set_field(s.m, "counter_charge", bool_value(flag(s.plan->p.s, "counter_charge")));
      if (!s.plan->p.terrain.empty()) set_field(s.m, "terrain", name_value(s.plan->p.terrain));
    }
    s.plan.reset();
    s.natural.reset();
    for (std::string list : {"attackers", "defenders"}) {
      auto const& units = items(s.m, list);
      for (std::size_t i = 0; i < units.items.size(); ++i)
        r.row(detail::unit_fact(prefix + detail::list_item(list, i), units.items[i], true));
    }
  });
  // Every leader's state once the combat is over, by name: given facts of each, or in joint mode
  // (every leader certain) one sorted list, as leader_facts writes it.
  auto state_of = [](leader_state const& l) {
    return !l.fate.empty() ? l.fate : l.wounded ? std::string("wounded") : std::string("with his unit");
  };
  if (m.joint()) {
    m.then([&](S& s, record& r) {
      std::vector<std::pair<std::string, std::string>> facts;
      for (auto const* list : {&s.attacker_leaders, &s.defender_leaders})
        for (std::size_t i = 0; i < list->size(); ++i) facts.emplace_back(list->only(i).name, state_of(list->only(i)));
      std::stable_sort(facts.begin(), facts.end());
      for (auto& [leader, state] : facts) r.given(fact("leader " + leader, state));
    });
  } else {
    for (auto list : {&S::attacker_leaders, &S::defender_leaders})
      m.update(list, [&](S const&, leader_state& l, record& r) { r.given(fact("leader " + l.name, state_of(l))); });
  }
}

}  // namespace herald::engine::afde::steps
