// What changed since each base: values marked with the base's colour and symbol, and the list of changes.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "aids/aid.hpp"
#include "aids/content_blocks.hpp"

namespace herald::aids {

// The colour and symbol of the base at `index` of `count` (oldest first).
base_mark default_mark(std::size_t index, std::size_t count);

// Marks each value of `current` that differs from `base` (the same block of
// a base edition, or null when the base lacks it) and lists the change;
// `already` holds the values a more recent base has marked.
void mark_against(marked_block& current, marked_block const* base, int base_index, bool scenario,
                  std::set<std::pair<std::size_t, std::size_t>>& already, std::vector<change>& changes,
                  std::string const& gone);

// The aid's last section: every change, where it is, before, after, its rule.
block changes_block(aid const& a, wording const& w);

}  // namespace herald::aids
