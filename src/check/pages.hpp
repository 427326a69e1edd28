// The pages of docs/checks/, embedded in the binary at build time.
#pragma once

#include <string_view>
#include <vector>

namespace herald::check {

struct page {
  std::string_view id;    // the file's name without .md: the kind of finding it explains
  std::string_view text;  // the whole page
};

// Every page, sorted by id.
std::vector<page> const& pages();

}  // namespace herald::check
