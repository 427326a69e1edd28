// Tests: one roll against a test the ruleset declares (10.3 counter charge, a pass-through), the unit completed first.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"
#include "engine/core/rolls.hpp"

namespace herald::engine::afde {

// Any other test declared on a situation (counter charge, pass-through).
template <class Tables, class Dice>
resolution resolve_test(Tables const& t, std::string const& test, value s, Dice& dice,
                        names const& n = standard_names()) {
  if (value* unit = find_field(s, "unit")) detail::complete_unit(*unit, "unit", n);
  resolution out;
  out.procedure = "test";
  bool success = test_step(t, test, s, dice, test, out);
  out.final.emplace_back(test, success ? "success" : "failure");
  return out;
}

}  // namespace herald::engine::afde
