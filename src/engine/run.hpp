// Runs a situation through the procedure its kind names: one resolution, or the exact distribution.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/dice.hpp"
#include "engine/model_tables.hpp"
#include "engine/resolution.hpp"

namespace herald::engine {

// The situations the engine resolves: fire, melee, charge, rally, initiative,
// and any situation a test of the ruleset is declared on (counter_charge...).
bool can_resolve(model::ruleset const& rules, std::string const& kind);
std::vector<std::string> resolvable_kinds(model::ruleset const& rules);

resolution resolve_once(model_tables const& tables, std::string const& kind, model::value const& s,
                        given_dice& dice);
distribution resolve_all(model_tables const& tables, std::string const& kind, model::value const& s);

// The modifiers alone, without a roll (for examples that give no dice).
modifier_sum modifiers_only(model_tables const& tables, std::string const& kind, model::value const& s,
                            std::vector<std::pair<std::string, std::string>>& facts);

}  // namespace herald::engine
