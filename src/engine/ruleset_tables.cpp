// A checked ruleset lowered once, with its interpreted formulas (ruleset_tables.hpp).
#include "engine/ruleset_tables.hpp"

#include "model/lower.hpp"

namespace herald::engine {

ruleset_tables::ruleset_tables(model::ruleset const& rules)
    : rules_(rules), store_(model::lower(rules)), formulas_(rules), tables_(store_.ruleset(), formulas_) {}

}  // namespace herald::engine
