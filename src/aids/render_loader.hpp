// The renderer module (render_module.hpp) found and loaded on first use, once per process.
#pragma once

#include "aids/render_module.hpp"

namespace herald::aids {

// The module's functions: linked into the program (tests, fuzzers), or loaded from, in order,
// $HERALD_RENDER_MODULE, the installed library directory relative to the program
// (lib/herald/libherald_render.so), the program's own directory (the build tree). Throws
// std::runtime_error naming every place looked at when none holds a module of this build.
herald_render_api const& render_module();

}  // namespace herald::aids
