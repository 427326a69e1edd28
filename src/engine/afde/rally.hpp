// Rally (12.3): a discouraged or routed unit rolls to recover its order.
#pragma once

#include <string>

#include "engine/afde/common.hpp"

#include "engine/afde/tests.hpp"

namespace herald::engine::afde {

// Rally (12.3): a discouraged or routed unit not adjacent to an enemy.
template <class Tables, class Dice>
resolution resolve_rally(Tables const& t, value s, Dice& dice, names const& n = standard_names()) {
  items(s, "stacked");  // made before `unit` is held: adding a field may move the others
  value& unit = need(s, "unit", "");
  detail::complete_unit(unit, "unit", n);
  if (flag(s, "adjacent_enemy"))
    throw engine_error("a unit adjacent to an enemy unit cannot rally", need(s, "adjacent_enemy", "").where,
                       "12.3 line 655");
  // A stack rallies as a single counter: one roll, the higher quality of the two (5.2.6 line 175).
  value& stacked = items(s, "stacked");
  if (stacked.items.size() > 1)
    throw engine_error("a stack is two units in one hex: 'stacked' holds " + std::to_string(stacked.items.size()),
                       stacked.where, "5.2.4 line 163");
  std::string order = need_name(unit, "order", "unit");
  bool needs_rally = order == n.discouraged || order == n.routed;
  for (std::size_t i = 0; i < stacked.items.size(); ++i) {
    value& other = stacked.items[i];
    detail::complete_unit(other, detail::list_item("stacked", i), n);
    std::string other_order = need_name(other, "order", "stacked");
    needs_rally = needs_rally || other_order == n.discouraged || other_order == n.routed;
    if (need_int(other, "current_quality", "") > need_int(unit, "current_quality", ""))
      set_field(unit, "current_quality", number_value(need_int(other, "current_quality", "")));
  }
  if (!needs_rally)
    throw engine_error("a " + order + " unit has nothing to rally from", need(unit, "order", "unit").where,
                       "12.3 line 659");
  resolution out;
  out.procedure = "rally";
  bool success = test_step(t, n.rally, s, dice, "rally", out);
  if (success) {
    detail::apply_event(t, n, unit, n.rallied);
    for (auto& other : stacked.items) detail::apply_event(t, n, other, n.rallied);
  }
  out.final.emplace_back("rally", success ? "success" : "failure");
  out.final.push_back(detail::unit_fact("unit", unit, false));
  for (std::size_t i = 0; i < stacked.items.size(); ++i)
    out.final.push_back(detail::unit_fact(detail::list_item("stacked", i), stacked.items[i], true));
  return out;
}

}  // namespace herald::engine::afde
