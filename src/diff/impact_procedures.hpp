// The impact's weighing of whole procedures (impact_procedures.cpp), and what it shares with the weighing of rolls.
#pragma once

#include <string>

#include "diff/impact.hpp"
#include "engine/ruleset_tables.hpp"

namespace herald::diff {

// What a change's target is weighed alone by: the table, list, list.modifier or rules.NAME it names.
std::string change_key(std::string const& target);

// The old ruleset with the one thing `key` names taken from the new one (added, replaced or removed).
model::ruleset with_change(model::ruleset const& old_rules, model::ruleset const& new_rules, std::string const& key);

// Each procedure the game system declares (engine::weighed_procedure) that a change reaches, resolved
// over merged states on both sides on every situation of its space: into `out.rolls` (kind
// "procedure"), `out.unchanged` or `out.not_weighed`.
void weigh_procedures(engine::ruleset_tables const& old_tables, engine::ruleset_tables const& new_tables,
                      result const& changes, impact_options const& options, impact_result& out);

}  // namespace herald::diff
