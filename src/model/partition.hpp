// Modifiers split into independent parts: what the checker's reachability and the impact's grouping share.
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "model/model.hpp"

namespace herald::model {

// Whether an `excludes` of either or a group of their list ties two modifiers together (by name:
// namesakes count, as the engine combines them).
bool linked(modifier_list const& list, modifier const& a, modifier const& b);

// The parts of `n` items joined by `tied(i, j)` (i < j) and by transitivity: each part its items in
// increasing order, the parts in the order of the item that ends as their root. Every pair is
// asked once, in order; the checker's components and the impact's parts come out in the order
// their reports print.
std::vector<std::vector<std::size_t>> independent_parts(std::size_t n,
                                                        std::function<bool(std::size_t, std::size_t)> const& tied);

}  // namespace herald::model
