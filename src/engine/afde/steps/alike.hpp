// Alike places counted (issue 38, design step 9): the fire targets of a whole combat that no later
// step tells apart once each has been fired at, kept in one order over merged states so that K
// fires at K alike targets leave the counts of their outcomes, and the rows that count them.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/afde/combat.hpp"
#include "engine/afde/steps/leaders.hpp"

namespace herald::engine::afde::steps {

// Places of a list that no later step tells apart once each has been fired at (issue 38's "alike
// places counted"): fire targets alike in every field, each alone on its hex, no leader stacked
// with it, neither a firer nor the counter charge's target. Over merged states their states are
// kept in one order after each fire (`order_alike`), so K fires at K alike targets leave the
// counts of their outcomes, not the 3^K ways to place them; the combat's rows then count them.
struct alike_places {
  std::vector<std::vector<std::size_t>> attackers, defenders;  // groups of two places or more
  std::vector<std::vector<std::size_t>> const& of(std::string const& list) const {
    return list == "attackers" ? attackers : defenders;
  }
};

// The alike targets of `list` in a mêlée value made ready (ready_melee), its leaders taken out.
inline std::vector<std::vector<std::size_t>> alike_targets(value const& m, std::string const& list,
                                                           leader_list const& leaders, names const& n) {
  bool const defensive = list == "attackers";
  value const* orders = find_field(m, defensive ? "defensive_fire" : "offensive_fire");
  value const* other = find_field(m, defensive ? "offensive_fire" : "defensive_fire");
  value const& units = items(m, list);
  if (!orders || orders->items.empty()) return {};
  auto in_range = [&](value const& order, char const* field) -> std::optional<std::size_t> {
    value const* v = find_field(order, field);
    if (!v || v->k != value::kind::number || v->number < 0 || static_cast<std::size_t>(v->number) >= units.items.size())
      return std::nullopt;
    return static_cast<std::size_t>(v->number);
  };
  std::vector<bool> candidate(units.items.size(), false);
  for (auto const& order : orders->items)
    if (auto target = in_range(order, "target")) candidate[*target] = true;
  if (other)  // this list's firers are read by place by their fire
    for (auto const& order : other->items)
      if (auto firer = in_range(order, "firer")) candidate[*firer] = false;
  for (std::size_t i = 0; i < leaders.size(); ++i) {
    int const unit = leaders.only(i).unit;
    if (unit < 0) return {};  // an unmarked leader stands with the whole side
    if (static_cast<std::size_t>(unit) < candidate.size()) candidate[static_cast<std::size_t>(unit)] = false;
  }
  if (defensive)
    if (value const* target = find_field(m, "counter_charge_target"); target && target->k == value::kind::number &&
                                                                      target->number >= 0 &&
                                                                      static_cast<std::size_t>(target->number) < candidate.size())
      candidate[static_cast<std::size_t>(target->number)] = false;
  for (auto const& stack : detail::stacks_of(units, list, n))
    if (stack.size() > 1)
      for (auto i : stack) candidate[i] = false;
  std::vector<std::vector<std::size_t>> groups;
  for (std::size_t i = 0; i < units.items.size(); ++i) {
    if (!candidate[i]) continue;
    auto g = std::find_if(groups.begin(), groups.end(),
                          [&](auto const& group) { return same_value(units.items[group.front()], units.items[i]); });
    if (g == groups.end()) groups.push_back({i});
    else g->push_back(i);
  }
  groups.erase(std::remove_if(groups.begin(), groups.end(), [](auto const& g) { return g.size() < 2; }), groups.end());
  return groups;
}

// The states of each group of alike places already fired at (fires 0..done of the phase) put in one
// order, over the places of the group in ascending order: what later steps read of them is then the
// same in every entry that holds the same counts, and those entries merge.
inline void order_alike(value& units, std::vector<std::vector<std::size_t>> const& groups,
                        std::vector<detail::fire_at> const& fires, std::size_t done) {
  for (auto const& group : groups) {
    std::vector<std::size_t> fired;
    for (auto place : group) {
      bool later = false;
      for (std::size_t j = done + 1; j < fires.size(); ++j) later = later || fires[j].target == place;
      if (!later) fired.push_back(place);
    }
    if (fired.size() < 2) continue;
    std::vector<value> states;
    for (auto place : fired) states.push_back(std::move(units.items[place]));
    std::stable_sort(states.begin(), states.end(), [](value const& a, value const& b) { return value_less(a, b); });
    for (std::size_t k = 0; k < fired.size(); ++k) units.items[fired[k]] = std::move(states[k]);
  }
}

// A group of alike places as rows: each state its places hold, once, with how many hold it
// ("attackers[0–15] ×12 Ch: fresh, in good order"), in the order of those states.
inline void alike_rows(std::string const& list, std::vector<std::size_t> const& group, value const& units, record& r) {
  std::string places;
  bool const run = group.back() - group.front() + 1 == group.size();
  if (run) {
    places = std::to_string(group.front()) + "–" + std::to_string(group.back());
  } else {
    for (auto i : group) places += (places.empty() ? "" : ",") + std::to_string(i);
  }
  std::vector<std::pair<fact, std::size_t>> counts;
  for (auto i : group) {
    fact const f = detail::unit_fact("", units.items[i], true);
    auto at = std::find_if(counts.begin(), counts.end(), [&](auto const& c) { return c.first == f; });
    if (at == counts.end()) counts.emplace_back(f, 1);
    else ++at->second;
  }
  for (auto& [f, count] : counts) {
    fact row = f;
    row.name = list + "[" + places + "] ×" + std::to_string(count);
    r.row(std::move(row));
  }
}

}  // namespace herald::engine::afde::steps
