// The checked model lowered into the generated layout (engine/core/generated_layout.hpp): the one
// model → engine converter of issue 39, the same data a generated header embeds, made at run time.
#pragma once

#include "engine/core/layout_store.hpp"
#include "model/model.hpp"

namespace herald::model {

// Every kind of the layout (issue 39, design step 4): what each generated header's `ruleset` holds,
// field for field (tests/generated/layout_dump.hpp holds the five bundled rulesets to it). Not yet:
// the layout's situation kinds and formula indices (design steps 4 and 6).
engine::layout_store lower(ruleset const& rules);

}  // namespace herald::model
