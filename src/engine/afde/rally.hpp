// Rally (12.3): a discouraged or routed unit rolls to recover its order.
#pragma once

#include <string>

#include "engine/afde/tests.hpp"

namespace herald::engine::afde {

// Rally (12.3): a discouraged or routed unit not adjacent to an enemy.
template <class Tables, class Dice>
resolution resolve_rally(Tables const& t, value s, Dice& dice, names const& n = {}) {
  value& unit = need(s, "unit", "");
  detail::complete_unit(unit, "unit", n);
  if (flag(s, "adjacent_enemy"))
    throw engine_error("a unit adjacent to an enemy unit cannot rally", need(s, "adjacent_enemy", "").where,
                       "12.3 line 655");
  std::string order = need_name(unit, "order", "unit");
  if (order != n.discouraged && order != n.routed)
    throw engine_error("a " + order + " unit has nothing to rally from", need(unit, "order", "unit").where,
                       "12.3 line 659");
  resolution out;
  out.procedure = "rally";
  bool success = test_step(t, n.rally, s, dice, "rally", out);
  if (success) detail::apply_event(t, n, unit, n.rallied);
  out.final.emplace_back("rally", success ? "success" : "failure");
  out.final.push_back(detail::unit_fact("unit", unit, false));
  return out;
}

}  // namespace herald::engine::afde
