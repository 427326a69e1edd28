// The printers' shared parts and the public API: formats by name, severities, summaries, rule descriptions, colour, and the dispatch to one printer per format (render_text.cpp, render_json.cpp, render_sarif.cpp).
#include "support/render.hpp"

#include <string_view>

#include "support/diagnostic_ids.hpp"
#include "support/render_detail.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <ostream>
#include <sstream>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#ifndef HERALD_VERSION
#define HERALD_VERSION ""
#endif

namespace herald {

std::string built_version() {
  std::string built = HERALD_VERSION;  // CMake's project(VERSION): the one place it is written
  return built.empty() ? "0.0.0" : built;
}

namespace {

bool before(line_col a, line_col b) {
  return a.line < b.line || (a.line == b.line && a.column < b.column);
}

// ---------------------------------------------------------------- describe_rule

struct rule_text {
  std::string_view id;
  std::string_view text;
};

// Ids that no list declares (a caller's own) fall back to their category's text;
// every id Herald reports has its summary in support/diagnostic_ids.def.
constexpr rule_text known_categories[] = {
    {"import.", "Import problem"}, {"io.", "Input/output problem"},
    {"lex.", "Lexical error"},     {"name.", "Name resolution problem"},
    {"parse.", "Syntax error"},    {"type.", "Type error"},
};

}  // namespace

namespace render_detail {

resolved_range resolve(source_range range, source_manager const& sources) {
  resolved_range r;
  // An id past the manager's files can only come from a bug elsewhere; print no location
  // rather than throwing out of the renderer.
  if (!range.valid() || range.file > sources.size()) return r;
  auto const& file = sources.file(range.file);
  r.valid = true;
  r.path = file.path;
  r.start = file.position(range.begin);
  r.end = file.position(std::max(range.end, range.begin));
  // Empty (or clamped-to-empty) ranges still cover one column so that end > start.
  if (!before(r.start, r.end)) r.end = {r.start.line, r.start.column + 1};
  r.line = file.line_text(r.start.line);
  r.end_line = file.line_text(r.end.line);
  return r;
}

std::string tool_version(render_options const& options) {
  if (!options.tool_version.empty()) return options.tool_version;
  return herald::built_version();
}

bool is_shown(diagnostic const& d, render_options const& options) {
  return !d.acknowledged || options.show_acknowledged;
}

// Source text may not be UTF-8 (old rule sheets are often Latin-1); replace bad bytes
// instead of letting nlohmann throw mid-render.
void dump(ordered_json const& doc, std::ostream& out) {
  out << doc.dump(2, ' ', false, ordered_json::error_handler_t::replace) << '\n';
}

// SARIF and LSP count columns in UTF-16 code units, from 1 here: a byte column of a
// UTF-8 line becomes one unit per character, two for one beyond U+FFFF.
std::uint32_t utf16_column(std::string_view line, std::uint32_t byte_column) {
  std::uint32_t units = 1;
  std::size_t const bytes = byte_column - 1;
  std::size_t i = 0;
  while (i < bytes) {
    if (i >= line.size()) {  // past the line's end (its break): one unit a byte
      units += static_cast<std::uint32_t>(bytes - i);
      break;
    }
    auto const c = static_cast<unsigned char>(line[i]);
    // The length of the character a lead byte opens; a stray or invalid byte is one character
    // (U+FFFD, as an editor shows it).
    std::size_t length = c < 0x80 ? 1 : (c >= 0xC2 && c < 0xE0) ? 2 : (c >= 0xE0 && c < 0xF0) ? 3 : (c >= 0xF0 && c < 0xF5) ? 4 : 1;
    for (std::size_t k = 1; k < length; ++k)
      if (i + k >= line.size() || (static_cast<unsigned char>(line[i + k]) & 0xC0) != 0x80) length = 1;
    units += length == 4 ? 2 : 1;
    i += length;
  }
  return units;
}

}  // namespace render_detail

// ---------------------------------------------------------------- public API

std::optional<output_format> parse_output_format(std::string_view name) {
  if (name == "text") return output_format::text;
  if (name == "json") return output_format::json;
  if (name == "sarif") return output_format::sarif;
  return std::nullopt;
}

char const* severity_name(severity level) {
  switch (level) {
    case severity::error: return "error";
    case severity::warning: return "warning";
    case severity::note: return "note";
  }
  return "note";
}

std::string summary_line(std::size_t errors, std::size_t warnings) {
  std::vector<std::string> parts;
  if (errors > 0) parts.push_back(fmt::format("{} error{}", errors, errors == 1 ? "" : "s"));
  if (warnings > 0) {
    parts.push_back(fmt::format("{} warning{}", warnings, warnings == 1 ? "" : "s"));
  }
  if (parts.empty()) return {};
  return fmt::format("{} generated.", fmt::join(parts, " and "));
}

std::string describe_rule(std::string const& id) {
  if (diagnostic_kind const* kind = find_diagnostic_kind(id)) return kind->summary;
  for (auto const& category : known_categories) {
    if (id.rfind(category.id, 0) == 0) return std::string(category.text);
  }
  return "Herald diagnostic";
}

bool should_use_colour(int fd, colour_choice choice) {
  if (choice != colour_choice::automatic) return choice == colour_choice::always;
  char const* no_color = std::getenv("NO_COLOR");
  if (no_color != nullptr && *no_color != '\0') return false;
  char const* term = std::getenv("TERM");  // a terminal that shows escape codes as text
  if (term != nullptr && std::string_view(term) == "dumb") return false;
  return ::isatty(fd) == 1;
}

void render(output_format format, diagnostics const& diags, source_manager const& sources,
            render_options const& options, std::ostream& out) {
  switch (format) {
    case output_format::text: return render_text(diags, sources, options, out);
    case output_format::json: return render_json(diags, sources, options, out);
    case output_format::sarif: return render_sarif(diags, sources, options, out);
  }
}

}  // namespace herald
