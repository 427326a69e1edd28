// Checks a written value (an example's situation, a JSON situation file) against the schema.
#pragma once

#include <string>

#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::model {

// Fields exist and are not derived, enum values belong to their enum, numbers
// lie in their range; `path` names the value in messages ("attackers[0].strength").
void check_value(ruleset const& rules, value const& v, type_desc const& type, std::string const& path,
                 diagnostics& diags);

// Fills in what a situation may leave out: a missing truth value is false, a
// missing list is empty (a unit that is not said to have moved has not).
// Numbers and enum values have no default: the engine asks for them.
void complete_defaults(ruleset const& rules, value& v, type_desc const& type);

}  // namespace herald::model
