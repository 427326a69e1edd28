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

}  // namespace herald::model
