// What the text, JSON and SARIF printers share: a diagnostic's range resolved to lines and columns (internal to support/).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "support/render.hpp"

namespace herald::render_detail {

using ordered_json = nlohmann::ordered_json;

// A source_range turned into the positions every format prints.
struct resolved_range {
  bool valid = false;
  std::string path;
  line_col start;
  line_col end;           // exclusive; always after start
  std::string_view line;  // text of start.line, without its line break
  std::string_view end_line;  // text of end.line
};

resolved_range resolve(source_range range, source_manager const& sources);
std::string tool_version(render_options const& options);
bool is_shown(diagnostic const& d, render_options const& options);
// The 1-based UTF-16 column of a 1-based byte column of `line` (SARIF's and LSP's columns).
std::uint32_t utf16_column(std::string_view line, std::uint32_t byte_column);
// A JSON document as every machine format writes it (two-space indent, one newline).
void dump(ordered_json const& doc, std::ostream& out);

}  // namespace herald::render_detail
