// Runs a situation through the game system of its rules: one resolution, or the exact distribution.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/resolution.hpp"
#include "engine/game_system.hpp"
#include "engine/ruleset_tables.hpp"

namespace herald::engine {

// The situations the rules' game system resolves (fire, melee, charge, rally,
// initiative and any situation a test is declared on, for Au fil de l'épée).
bool can_resolve(ruleset_tables const& tables, std::string const& kind);
// The same for a ruleset not lowered yet (a situation file read before the engine runs): lowers it.
bool can_resolve(model::ruleset const& rules, std::string const& kind);
std::vector<std::string> resolvable_kinds(model::ruleset const& rules);

resolution resolve_once(ruleset_tables const& tables, std::string const& kind, value const& s, given_dice& dice);
// The exact distribution; what the enumeration holds is charged to `limit` (nullptr: unbounded),
// which throws resource_limit past its limit.
distribution resolve_all(ruleset_tables const& tables, std::string const& kind, value const& s, budget* limit = nullptr);

// The exact distribution over merged states, where the rules' game system resolves the kind so;
// nothing otherwise. `count_alike`: as game_system::merged_of.
std::optional<game_system::merged_result> resolve_merged(ruleset_tables const& tables, std::string const& kind,
                                                          value const& s, budget* limit = nullptr,
                                                          bool count_alike = true);

// What does not depend on the dice (the modifiers, the odds), when the kind has it.
std::optional<step> before_roll(ruleset_tables const& tables, std::string const& kind, value const& s);

}  // namespace herald::engine
