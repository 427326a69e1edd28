// The look of `herald diff --format html` (templates/diff/), embedded in the binary at build time.
#pragma once

#include <string_view>

namespace herald::diff {

std::string_view impact_xhtml_template();

}  // namespace herald::diff
