// The AFDE procedures over merged states (afde/steps/), on the model's tables, compiled once
// (model_states.cpp). Beside the procedures over Dice until every kind is ported (issue 38):
// every AFDE kind: fire, the mêlée (the single roll and the whole combat), the charge chain, rally,
// initiative and the tests a ruleset declares.
#pragma once

#include <optional>
#include <string>

#include "engine/core/states.hpp"
#include "engine/ruleset_tables.hpp"

namespace herald::engine::afde {

// Whether the merged-states path resolves this situation (complete: defaults filled in) yet.
bool states_resolve_kind(ruleset_tables const& t, std::string const& kind, value const& s);

// The exact distribution over merged states of a complete situation (defaults filled in), its
// entries charged to `limit`; `joint`: every fact a row, today's joint distribution; `count_alike`:
// a combat's alike fire targets counted (steps::alike_places), not named each.
merged_distribution states_distribution(ruleset_tables const& t, std::string const& kind, value const& s,
                                        budget* limit, bool joint, bool count_alike = true);

// One resolution on given dice, by the same procedure code.
resolution states_resolve(ruleset_tables const& t, std::string const& kind, value const& s, given_dice& dice);

}  // namespace herald::engine::afde
