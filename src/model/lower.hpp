// The checked model lowered into the generated layout (engine/core/generated_layout.hpp): the one
// model → engine converter of issue 39, the same data a generated header embeds, made at run time.
#pragma once

#include "engine/core/layout_store.hpp"
#include "model/model.hpp"

namespace herald::model {

// Lowered so far (issue 39, design step 4): the ruleset's name and file, its dice, rules of the
// procedures, symbols, enums and transition tables. The other spans are empty until their kinds
// are lowered here; tests/generated/lower_test.cpp holds each lowered kind to the generated headers.
engine::layout_store lower(ruleset const& rules);

}  // namespace herald::model
