// Fire (9.3): the fire table's threshold for the firers' type and range, then the target's result.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"
#include "engine/afde/fire_units.hpp"

namespace herald::engine::afde {

template <class Tables>
struct fire_prepared {
  value s;
  std::string die;  // the fire table's roll (d10 when it declares none)
  modifier_sum modifiers;
  std::int64_t discourage = 0;
  std::optional<std::int64_t> rout;
  std::string cell;
};

// The engine's situation value as a fire reads and writes it (what `herald resolve` gives): the
// firers and the target completed, read once for the rules of fire_units.hpp.
class value_fire {
 public:
  value_fire(value& s, names const& n) : s_(s) {
    detail::complete_units(s, "firers", n);
    value& target = need(s, "target", "");
    detail::complete_unit(target, "target", n);
    read_.where = s.where;
    value const& firers = items(s, "firers");
    for (std::size_t i = 0; i < firers.items.size(); ++i) {
      melee_unit u;
      u.type = need_name_view(firers.items[i], "type", detail::list_item("firers", i));
      u.order = need_name_view(firers.items[i], "order", "");
      u.where = firers.items[i].where;
      read_.firers.push_back(u);
    }
    read_.range = need_int(s, "range", "");
    read_.range_where = need(s, "range", "").where;
  }
  fire_read const& read() const { return read_; }
  void derive(fire_derived const& d) { set_field(s_, "firer_type", name_value(std::string(d.firer_type))); }
  // The roll the table is read against: its own `roll` clause, else d10 + fire_modifiers.
  template <class Tables>
  modifier_sum modifiers(fire_rules<Tables> const& rules) const {
    return rules.roll ? detail::sum_lists(rules.t, *rules.roll, s_)
                      : detail::sum_lists(rules.t, {rules.n.fire_modifiers}, {'+'}, s_);
  }

 private:
  value& s_;
  fire_read read_;
};

template <class Tables>
fire_prepared<Tables> prepare_fire(Tables const& t, value s, names const& n = standard_names()) {
  fire_rules<Tables> const rules(t, n, false);  // no results applied here
  value_fire port(s, n);
  auto before = before_fire_roll(rules, port);
  fire_prepared<Tables> p;
  p.discourage = before.derived.discourage;
  p.rout = before.derived.rout;
  cell_view const cell =
      t.cell(n.fire_table, {name_value(std::string(before.derived.firer_type)), number_value(port.read().range)});
  p.cell = cell.address + " = " + cell.text;
  p.die = std::string(rules.die);
  p.modifiers = std::move(before.modifiers);
  p.s = std::move(s);
  return p;
}

// The fire's result for a total (9.3) as the report lists it: fire_units.hpp's rule (fire_result_code).
template <class Tables>
std::vector<std::string> fire_result(fire_prepared<Tables> const& p, std::int64_t total, names const& n) {
  std::string_view const code = fire_result_code(p.rout, p.discourage, total, n);
  if (code.empty()) return {};
  return {std::string(code)};
}

// Rolls one fire, applies its result to the target of `p.s` and tests the target's leaders. `by_band`: the
// enumeration runs one face per result (and per face that calls for a leader test), as a fire inside a
// mêlée only matters by what it does.
template <class Tables, class Dice>
step_results fire_step(Tables const& t, fire_prepared<Tables>& p, Dice& dice, std::string const& name,
                        resolution& out, std::string const& prefix, bool by_band, names const& n = standard_names()) {
  step st;
  if constexpr (explains_steps_v<Dice>) {
    st.name = name;
    st.table = n.fire_table;
    st.facts.emplace_back("firer type", need_name(p.s, "firer_type", ""));
    st.facts.emplace_back("threshold", p.cell);
    st.has_modifiers = true;
    st.modifiers = p.modifiers;
  }
  int natural = 0;
  if (by_band) {
    bool leaders = !items(need(p.s, "target", ""), "leaders").items.empty();
    natural = dice.roll_classified(t.die(p.die), name, [&](int face) {
      std::string band = join_results(fire_result(p, face + p.modifiers.total, n));
      if (leaders)
        for (auto const& trigger : t.triggers(n.fire_leaders))
          if (trigger.roll == "fire" && trigger.natural == face) return band + " natural " + std::to_string(face);
      return band;
    });
  } else {
    natural = dice.roll(t.die(p.die), name);
  }
  st.naturals.push_back(natural);
  st.total = natural + p.modifiers.total;
  st.has_total = true;
  std::vector<std::string> result = fire_result(p, st.total, n);
  st.results.push_back({"target", result});
  st.ref = "9.3";
  step_results results = st.results;
  if constexpr (explains_steps_v<Dice>) out.steps.push_back(std::move(st));
  value& target = need(p.s, "target", "");
  for (auto const& r : result) detail::apply_result(t, n, target, r);
  detail::leader_tests(t, n.fire_leaders, "fire", natural, p.s, dice, out, prefix, n);
  return results;
}

namespace detail {

// A fire's result on a stack, a single counter for the results of fire (5.2.5 line 167): an artillery unit
// suffers them only alone in its hex (9.3 line 442), or, where the edition says so, under artillery fire
// (2010 line 443; the 13th-century rules have no such exception, line 371).
template <class Tables>
void apply_fire_result(Tables const& t, names const& n, value& units, std::vector<std::size_t> const& stack,
                       std::vector<std::string> const& result, std::string const& firer_type) {
  for (auto i : stack) {
    value& unit = units.items[i];
    if (spared_by_fire(stack.size(), need_name_view(unit, "type", ""), firer_type,
                       [&] { return detail::rule_on(t, n.artillery_hits_stacked_artillery); }, n))
      continue;
    for (auto const& r : result) apply_result(t, n, unit, r);
  }
}

}  // namespace detail

template <class Tables, class Dice>
resolution resolve_fire(Tables const& t, fire_prepared<Tables> p, Dice& dice, names const& n = standard_names()) {
  resolution out;
  out.procedure = "fire";
  value const before = need(p.s, "target", "");
  step_results const results = fire_step(t, p, dice, "fire", out, "", false, n);
  // A target stacked with another unit: both suffer the result, artillery only as 9.3 says (lines 442-444).
  value& stacked = items(p.s, "stacked");
  if (!stacked.items.empty()) {
    value stack = list_value({before});
    stack.items.insert(stack.items.end(), stacked.items.begin(), stacked.items.end());
    for (std::size_t i = 1; i < stack.items.size(); ++i)
      detail::complete_unit(stack.items[i], detail::list_item("stacked", i - 1), n);
    std::vector<std::size_t> all(stack.items.size());
    for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
    detail::check_stack(stack, all, "target and stacked", n);
    detail::apply_fire_result(t, n, stack, all, results[0].second, need_name(p.s, "firer_type", ""));
    value leaders = items(need(p.s, "target", ""), "leaders");
    need(p.s, "target", "") = stack.items[0];
    set_field(need(p.s, "target", ""), "leaders", leaders);
    for (std::size_t i = 0; i < stacked.items.size(); ++i) stacked.items[i] = stack.items[i + 1];
  }
  // The leader tests' facts come after the fire's own, as the report reads them.
  outcome leaders = std::move(out.final);
  out.final.clear();
  out.final.push_back(fact::results("result", results[0].second));
  out.final.push_back(modifiers_fact("modifiers", p.modifiers));
  out.final.push_back(detail::unit_fact("target", need(p.s, "target", ""), false));
  for (std::size_t i = 0; i < stacked.items.size(); ++i)
    out.final.push_back(detail::unit_fact(detail::list_item("stacked", i), stacked.items[i], true));
  out.final.insert(out.final.end(), leaders.begin(), leaders.end());
  return out;
}

}  // namespace herald::engine::afde
