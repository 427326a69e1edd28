// Turns one parsed file into a ruleset: resolves every name, types every cell (internal).
#pragma once

#include <vector>

#include "grammar/ast.hpp"
#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::model {

// `imports` are the already-resolved systems and rulesets the file imports;
// a ruleset that `extends` one of them starts as a copy of it.
ruleset resolve_file(ast::file const& file, source_file const& source,
                     std::vector<ruleset const*> const& imports, diagnostics& diags);

}  // namespace herald::model
