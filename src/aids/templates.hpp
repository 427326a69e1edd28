// The look of the aids (templates/aids/), embedded in the binary at build time.
#pragma once

#include <string_view>

namespace herald::aids {

std::string_view page_svg_template();
std::string_view aid_xhtml_template();

}  // namespace herald::aids
