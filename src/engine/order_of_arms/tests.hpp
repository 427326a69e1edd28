// Order of Arms: a roll against a test the ruleset declares (leader casualties, retreat, rout, reactions...).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/rolls.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine::order_of_arms {

// One roll: every die of the roll (`roll 2 d6`: their sum is the natural roll), the modifiers
// of its lists, and the test's rules deciding success or failure on the natural roll and the total.
// Unlike Au fil de l'épée, no counter is completed first: a unit's strength, élan and armor are
// the values of its current side, as the situation gives them (A2.2.2, C21.1).
template <class Tables, class Dice>
resolution resolve_test(Tables const& t, std::string const& test, value const& s, Dice& dice) {
  resolution out;
  out.procedure = "test";
  bool const success = test_step(t, test, s, dice, test, out);
  out.final.emplace_back(test, success ? "success" : "failure");
  return out;
}

}  // namespace herald::engine::order_of_arms
