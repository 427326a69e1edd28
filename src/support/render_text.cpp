// The clang-style text printer: location, severity, message and id, the source line with its caret, and notes.
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

#include "support/diagnostic_ids.hpp"
#include "support/render.hpp"
#include "support/render_detail.hpp"

namespace herald {

using namespace render_detail;

namespace {

struct palette {
  char const* reset = "";
  char const* bold = "";
  char const* error = "";
  char const* warning = "";
  char const* note = "";
  char const* caret = "";
};

palette make_palette(bool colour) {
  if (!colour) return {};
  return {"\033[0m", "\033[1m", "\033[1;31m", "\033[1;35m", "\033[1;36m", "\033[1;32m"};
}

char const* severity_colour(severity level, palette const& p) {
  switch (level) {
    case severity::error: return p.error;
    case severity::warning: return p.warning;
    case severity::note: return p.note;
  }
  return p.note;
}

bool is_utf8_continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// The marker line under a source line: '^' at the start column, '~' up to the end column.
// Tabs are copied so that a terminal expands them exactly as it does in the source line,
// and UTF-8 continuation bytes take no cell, so carets align under accented names too.
std::string caret_line(std::string_view line, resolved_range const& r) {
  std::size_t const caret = r.start.column - 1;
  // A range that runs onto later lines (or over a stripped '\r') is underlined to the end
  // of the visible first line; only the caret itself may sit one past the end.
  std::size_t stop = r.end.line == r.start.line ? r.end.column - 1 : line.size();
  stop = std::max(std::min(stop, line.size()), caret + 1);
  std::string marks;
  for (std::size_t i = 0; i < stop; ++i) {
    char const c = i < line.size() ? line[i] : ' ';
    if (i == caret) {
      marks += '^';
    } else if (c == '\t') {
      marks += '\t';
    } else if (!is_utf8_continuation(c)) {
      marks += i < caret ? ' ' : '~';
    }
  }
  return marks;
}

std::string location_prefix(resolved_range const& r) {
  if (!r.valid) return "herald";
  return fmt::format("{}:{}:{}", r.path, r.start.line, r.start.column);
}

// Each character of `text` in turn: `show(at, length)` for a UTF-8 character that is safe to send
// to a terminal (a tab included), `hide(at)` for a byte that is not (a control character, an ESC
// that would recolour or retitle it, a byte that is not UTF-8).
template <class Show, class Hide>
void for_each_terminal_safe(std::string_view text, Show&& show, Hide&& hide) {
  auto const* bytes = reinterpret_cast<unsigned char const*>(text.data());
  std::size_t i = 0;
  while (i < text.size()) {
    unsigned char c = bytes[i];
    std::size_t length = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3
                                                                 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    bool valid = length > 0 && i + length <= text.size();
    for (std::size_t k = 1; valid && k < length; ++k) valid = (bytes[i + k] & 0xC0) == 0x80;
    if (!valid || (length == 1 && (c < 0x20 || c == 0x7F) && c != '\t')) {
      hide(i++);
    } else {
      show(i, length);
      i += length;
    }
  }
}

// A message as it may be shown on a terminal: it quotes what an input said (a situation file's
// strings), so a control character is written out (`\x1b`), never sent, and a byte that is not
// UTF-8 is written as its value; what a message means to say (a tab) is kept.
std::string visible(std::string_view message) {
  std::string out;
  out.reserve(message.size());
  for_each_terminal_safe(
      message, [&](std::size_t at, std::size_t length) { out.append(message.data() + at, length); },
      [&](std::size_t at) { out += fmt::format("\\x{:02x}", static_cast<unsigned char>(message[at])); });
  return out;
}

void write_header(std::ostream& out, palette const& p, resolved_range const& r, severity level,
                  std::string_view message, std::string_view id) {
  out << p.bold << location_prefix(r) << ": " << p.reset;
  out << severity_colour(level, p) << severity_name(level) << ": " << p.reset;
  out << p.bold << visible(message);
  if (!id.empty()) out << " [" << id << "]";
  out << p.reset << '\n';
}

// The source line as it may be shown on a terminal: a byte that is not UTF-8
// or a control character (an ESC would recolour the terminal) becomes '?',
// one byte for one byte, so columns still line up.
std::string displayable(std::string_view line) {
  std::string out(line);
  for_each_terminal_safe(line, [](std::size_t, std::size_t) {}, [&](std::size_t at) { out[at] = '?'; });
  return out;
}

// A very long line is shown as a window around the caret, like clang does,
// with "..." where it was cut; the columns of the range move with it.
constexpr std::size_t longest_snippet = 160;
constexpr std::size_t context_before_caret = 60;

void write_snippet(std::ostream& out, palette const& p, resolved_range const& r) {
  if (!r.valid) return;
  std::string line = displayable(r.line);
  resolved_range shown = r;
  if (line.size() > longest_snippet) {
    std::size_t caret = r.start.column - 1;
    std::size_t begin = caret > context_before_caret ? caret - context_before_caret : 0;
    while (begin > 0 && is_utf8_continuation(line[begin])) --begin;
    std::size_t end = std::min(line.size(), begin + longest_snippet);
    while (end < line.size() && is_utf8_continuation(line[end])) ++end;
    std::string window = (begin > 0 ? "..." : "") + line.substr(begin, end - begin) + (end < line.size() ? "..." : "");
    std::size_t shift = begin > 0 ? begin - 3 : 0;
    shown.start.column -= static_cast<std::uint32_t>(shift);
    if (shown.end.line == shown.start.line) {
      std::size_t end_column = std::min<std::size_t>(shown.end.column - shift, window.size() + 1);
      shown.end.column = static_cast<std::uint32_t>(std::max<std::size_t>(end_column, shown.start.column + 1));
    }
    line = std::move(window);
  }
  out << line << '\n';
  out << p.caret << caret_line(line, shown) << p.reset << '\n';
}

void write_text_diagnostic(std::ostream& out, palette const& p, diagnostic const& d,
                           source_manager const& sources) {
  auto const where = resolve(d.where, sources);
  if (d.acknowledged) {
    auto const message = fmt::format("{} (acknowledged: {})", d.message, d.acknowledgement);
    write_header(out, p, where, severity::note, message, d.id);
  } else {
    write_header(out, p, where, d.level, d.message, d.id);
  }
  write_snippet(out, p, where);
  for (auto const& note : d.notes) {
    auto const note_where = resolve(note.where, sources);
    write_header(out, p, note_where, severity::note, note.message, {});
    write_snippet(out, p, note_where);
  }
}

}  // namespace

void render_text(diagnostics const& diags, source_manager const& sources,
                 render_options const& options, std::ostream& out) {
  auto const p = make_palette(options.colour);
  for (auto const& d : diags.all()) {
    if (is_shown(d, options)) write_text_diagnostic(out, p, d, sources);
  }
  auto const counts = options.summary_counts.value_or(std::make_pair(diags.error_count(), diags.warning_count()));
  auto const summary = summary_line(counts.first, counts.second);
  if (!summary.empty()) out << summary << '\n';
  // Hidden findings are said, never silently dropped: how many, and how to see them.
  auto const hidden = static_cast<std::size_t>(
      std::count_if(diags.all().begin(), diags.all().end(), [&](diagnostic const& d) { return !is_shown(d, options); }));
  if (hidden > 0)
    out << fmt::format("{} acknowledged finding{} not shown: --show-acknowledged lists {} with {} citation{}\n",
                       hidden, hidden == 1 ? "" : "s", hidden == 1 ? "it" : "them", hidden == 1 ? "its" : "their",
                       hidden == 1 ? "" : "s");
}

}  // namespace herald
