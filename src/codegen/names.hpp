// The ruleset's names that the generated C++ cannot spell: reserved, macros, or two names made one.
#pragma once

#include "model/model.hpp"

namespace herald::codegen {

// Throws codegen_error (codegen/cpp_expr.hpp) at the first definition whose name
// would collide in the generated headers: a name the headers use themselves
// (`all`, `tables`, `std`...), one ending as a generated helper does (`_at`,
// `_total`...), a macro of the standard headers (`errno`, `EOF`...), or two
// names of one scope that become the same identifier (`class` and `class_`).
void check_names(model::ruleset const& rules, model::ruleset const* system);

}  // namespace herald::codegen
