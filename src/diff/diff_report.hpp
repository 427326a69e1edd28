// The diff as text (clang-style lines, one per change) and as JSON (stable, docs/diff-schema.md).
#pragma once

#include <string>

#include "diff/diff.hpp"
#include "support/source.hpp"

namespace herald::diff {

// Where each side's files are: the old values' and the new values' (amends are the new side's).
struct sources {
  source_manager const& old_files;
  source_manager const& new_files;
};

std::string text_report(result const& r, sources const& files);
struct impact_result;
// With `impact`, its weighing under "impact" (docs/diff-schema.md).
std::string json_report(result const& r, sources const& files, impact_result const* impact = nullptr);

}  // namespace herald::diff
