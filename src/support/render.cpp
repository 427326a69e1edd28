// Turns collected diagnostics into clang-style text, a JSON document, or SARIF 2.1.0.
#include "support/render.hpp"

#include <string_view>

#include "support/diagnostic_ids.hpp"

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

bool before(line_col a, line_col b) {
  return a.line < b.line || (a.line == b.line && a.column < b.column);
}

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

// ---------------------------------------------------------------- text

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

void write_header(std::ostream& out, palette const& p, resolved_range const& r, severity level,
                  std::string_view message, std::string_view id) {
  out << p.bold << location_prefix(r) << ": " << p.reset;
  out << severity_colour(level, p) << severity_name(level) << ": " << p.reset;
  out << p.bold << message;
  if (!id.empty()) out << " [" << id << "]";
  out << p.reset << '\n';
}

// The source line as it may be shown on a terminal: a byte that is not UTF-8
// or a control character (an ESC would recolour the terminal) becomes '?',
// one byte for one byte, so columns still line up.
std::string displayable(std::string_view line) {
  std::string out(line);
  auto const* bytes = reinterpret_cast<unsigned char const*>(line.data());
  std::size_t i = 0;
  while (i < line.size()) {
    unsigned char c = bytes[i];
    std::size_t length = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3
                                                                 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    bool valid = length > 0 && i + length <= line.size();
    for (std::size_t k = 1; valid && k < length; ++k) valid = (bytes[i + k] & 0xC0) == 0x80;
    if (!valid) {
      out[i++] = '?';
    } else if (length == 1 && (c < 0x20 || c == 0x7F) && c != '\t') {
      out[i++] = '?';
    } else {
      i += length;
    }
  }
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

// ---------------------------------------------------------------- json

ordered_json nullable(bool present, std::uint32_t value) {
  return present ? ordered_json(value) : ordered_json(nullptr);
}

ordered_json json_note(related_note const& note, source_manager const& sources) {
  auto const r = resolve(note.where, sources);
  ordered_json j;
  j["file"] = r.valid ? ordered_json(r.path) : ordered_json(nullptr);
  j["line"] = nullable(r.valid, r.start.line);
  j["column"] = nullable(r.valid, r.start.column);
  j["message"] = note.message;
  return j;
}

ordered_json json_diagnostic(diagnostic const& d, source_manager const& sources) {
  auto const r = resolve(d.where, sources);
  ordered_json j;
  j["id"] = d.id;
  j["severity"] = severity_name(d.level);
  j["file"] = r.valid ? ordered_json(r.path) : ordered_json(nullptr);
  j["line"] = nullable(r.valid, r.start.line);
  j["column"] = nullable(r.valid, r.start.column);
  j["end_line"] = nullable(r.valid, r.end.line);
  j["end_column"] = nullable(r.valid, r.end.column);
  j["message"] = d.message;
  j["notes"] = ordered_json::array();
  for (auto const& note : d.notes) j["notes"].push_back(json_note(note, sources));
  j["acknowledged"] = d.acknowledged;
  if (d.acknowledged) j["acknowledgement"] = d.acknowledgement;
  return j;
}

// Source text may not be UTF-8 (old rule sheets are often Latin-1); replace bad bytes
// instead of letting nlohmann throw mid-render.
void dump(ordered_json const& doc, std::ostream& out) {
  out << doc.dump(2, ' ', false, ordered_json::error_handler_t::replace) << '\n';
}

// ---------------------------------------------------------------- sarif

// SARIF wants URI references: forward slashes, and percent-encoding for anything that is
// not safe in a path segment (':' too, so "a:b" is never read as a URI scheme).
std::string path_to_uri(std::string const& path) {
  static constexpr std::string_view safe = "-._~/!$&'()*+,;=@";
  std::string uri;
  for (char c : path) {
    auto const byte = static_cast<unsigned char>(c);
    if (c == '\\') {
      uri += '/';
    } else if ((byte < 0x80 && std::isalnum(byte)) || safe.find(c) != std::string_view::npos) {
      uri += c;
    } else {
      uri += fmt::format("%{:02X}", byte);
    }
  }
  return uri;
}

std::uint64_t fnv1a(std::string_view text, std::uint64_t hash = 0xcbf29ce484222325ULL) {
  for (char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string_view trim(std::string_view text) {
  auto const first = text.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  auto const last = text.find_last_not_of(" \t\r\n");
  return text.substr(first, last - first + 1);
}

// Hashes what the result is about, not where it sits, so inserting lines above it keeps
// the fingerprint. Fields are separated by NUL so "ab"+"c" never equals "a"+"bc".
std::string line_hash(diagnostic const& d, resolved_range const& r) {
  std::uint64_t hash = fnv1a(d.id);
  for (std::string_view part : {std::string_view(r.path), trim(r.line),
                                std::string_view(d.message)}) {
    hash = fnv1a(std::string_view("\0", 1), hash);
    hash = fnv1a(part, hash);
  }
  return fmt::format("{:016x}", hash);
}

// SARIF counts columns in UTF-16 code units (its default `columnKind`), from 1: a byte
// column of a UTF-8 line becomes one unit per character, two for one beyond U+FFFF.
std::uint32_t utf16_column(std::string_view line, std::uint32_t byte_column) {
  std::uint32_t units = 1;
  std::size_t const bytes = byte_column - 1;
  for (std::size_t i = 0; i < bytes; ++i) {
    if (i >= line.size()) {  // past the line's end (its break): one unit a byte
      units += static_cast<std::uint32_t>(bytes - i);
      break;
    }
    auto const c = static_cast<unsigned char>(line[i]);
    if ((c & 0xC0) == 0x80) continue;  // a continuation byte: counted with its lead
    units += c >= 0xF0 ? 2 : 1;
  }
  return units;
}

ordered_json sarif_region(resolved_range const& r) {
  return {{"startLine", r.start.line},
          {"startColumn", utf16_column(r.line, r.start.column)},
          {"endLine", r.end.line},
          {"endColumn", utf16_column(r.end_line, r.end.column)}};
}

// The base every relative path is resolved against: where herald ran, the root of the
// repository when a CI job runs it there (code scanning wants paths relative to that root).
constexpr char const* source_root = "%SRCROOT%";

ordered_json sarif_artifact(std::string const& path) {
  std::filesystem::path const p(path);
  std::string const generic = p.lexically_normal().generic_string();
  if (p.is_relative() && generic.rfind("../", 0) != 0 && generic != "..")
    return {{"uri", path_to_uri(generic)}, {"uriBaseId", source_root}};
  std::error_code ec;
  auto const absolute = std::filesystem::absolute(p, ec).lexically_normal().generic_string();
  return {{"uri", "file://" + path_to_uri(ec ? generic : absolute)}};
}

ordered_json sarif_physical(resolved_range const& r) {
  return {{"artifactLocation", sarif_artifact(r.path)}, {"region", sarif_region(r)}};
}

ordered_json sarif_message(std::string const& text) { return {{"text", text}}; }

// The rules of a run, in index order: every documented rule id at its default
// level, sorted, so a documented rule has the same index in every run; then the
// undocumented ids in use, sorted, at the most severe level they were reported at.
using rule_list = std::vector<std::pair<std::string, severity>>;

rule_list used_rules(std::vector<diagnostic const*> const& shown, render_options const& options) {
  rule_list rules;
  for (auto const& [id, doc] : options.rules) rules.emplace_back(id, doc.level);
  std::map<std::string, severity> others;
  for (auto const* d : shown) {
    if (options.rules.count(d->id)) continue;
    auto [it, inserted] = others.emplace(d->id, d->level);
    if (!inserted) it->second = std::max(it->second, d->level);
  }
  rules.insert(rules.end(), others.begin(), others.end());
  return rules;
}

// The first paragraph of a page of docs/checks/ that is not its title.
std::string first_paragraph(std::string const& page) {
  std::istringstream lines(page);
  std::string line, paragraph;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') {
      if (!paragraph.empty()) break;
      continue;
    }
    paragraph += (paragraph.empty() ? "" : " ") + line;
  }
  return paragraph;
}

ordered_json sarif_rules(rule_list const& rules, render_options const& options) {
  auto list = ordered_json::array();
  for (auto const& [id, level] : rules) {
    ordered_json rule{{"id", id}, {"shortDescription", sarif_message(describe_rule(id))}};
    if (auto doc = options.rules.find(id); doc != options.rules.end() && !doc->second.help.empty()) {
      rule["fullDescription"] = sarif_message(first_paragraph(doc->second.help));
      rule["help"] = {{"text", doc->second.help}, {"markdown", doc->second.help}};
    }
    rule["defaultConfiguration"] = {{"level", severity_name(level)}};
    list.push_back(std::move(rule));
  }
  return list;
}

// GitHub code scanning's limit of related locations in one result (its results per run: render_options).
constexpr std::size_t most_related_locations = 1000;

ordered_json sarif_related(diagnostic const& d, source_manager const& sources) {
  auto list = ordered_json::array();
  int id = 1;
  for (auto const& note : d.notes) {
    if (list.size() == most_related_locations) break;
    ordered_json related;
    related["id"] = id++;
    auto const r = resolve(note.where, sources);
    if (r.valid) related["physicalLocation"] = sarif_physical(r);
    related["message"] = sarif_message(note.message);
    list.push_back(std::move(related));
  }
  return list;
}

struct sarif_context {
  source_manager const& sources;
  std::map<std::string, std::size_t> rule_index;
  std::map<std::string, int> fingerprint_uses;  // hash -> results seen with it so far
};

ordered_json sarif_result(diagnostic const& d, sarif_context& context) {
  auto const r = resolve(d.where, context.sources);
  ordered_json result;
  result["ruleId"] = d.id;
  result["ruleIndex"] = context.rule_index.at(d.id);
  result["level"] = severity_name(d.level);
  result["message"] = sarif_message(d.message);
  if (r.valid) result["locations"] = ordered_json::array({{{"physicalLocation", sarif_physical(r)}}});
  if (!d.notes.empty()) result["relatedLocations"] = sarif_related(d, context.sources);
  // GitHub's own scheme: "<hash>:<n>" where n tells apart identical lines in one file.
  auto const hash = line_hash(d, r);
  auto const occurrence = ++context.fingerprint_uses[hash];
  result["partialFingerprints"] = {
      {"primaryLocationLineHash", fmt::format("{}:{}", hash, occurrence)}};
  if (d.acknowledged) {
    result["suppressions"] = ordered_json::array(
        {{{"kind", "inSource"}, {"justification", d.acknowledgement}}});
  }
  return result;
}

ordered_json sarif_driver(rule_list const& rules,
                          render_options const& options) {
  ordered_json driver;
  driver["name"] = "herald";
  if (!options.information_uri.empty()) driver["informationUri"] = options.information_uri;
  driver["version"] = tool_version(options);
  driver["rules"] = sarif_rules(rules, options);
  return driver;
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

void render_text(diagnostics const& diags, source_manager const& sources,
                 render_options const& options, std::ostream& out) {
  auto const p = make_palette(options.colour);
  for (auto const& d : diags.all()) {
    if (is_shown(d, options)) write_text_diagnostic(out, p, d, sources);
  }
  auto const counts = options.summary_counts.value_or(std::make_pair(diags.error_count(), diags.warning_count()));
  auto const summary = summary_line(counts.first, counts.second);
  if (!summary.empty()) out << summary << '\n';
}

void render_json(diagnostics const& diags, source_manager const& sources,
                 render_options const& options, std::ostream& out) {
  ordered_json doc;
  doc["version"] = 1;
  doc["diagnostics"] = ordered_json::array();
  for (auto const& d : diags.all()) {
    if (is_shown(d, options)) doc["diagnostics"].push_back(json_diagnostic(d, sources));
  }
  doc["errors"] = diags.error_count();
  doc["warnings"] = diags.warning_count();
  dump(doc, out);
}

void render_sarif(diagnostics const& diags, source_manager const& sources,
                  render_options const& options, std::ostream& out) {
  std::vector<diagnostic const*> shown;
  for (auto const& d : diags.all()) {
    if (is_shown(d, options)) shown.push_back(&d);
  }
  // Past code scanning's limit, the most severe findings are kept, in their order.
  std::size_t const most_results = options.sarif_result_limit;
  std::size_t const unlisted = shown.size() > most_results ? shown.size() - most_results : 0;
  if (unlisted) {
    std::stable_sort(shown.begin(), shown.end(), [](diagnostic const* a, diagnostic const* b) {
      return static_cast<int>(a->level) > static_cast<int>(b->level);  // errors first
    });
    shown.resize(most_results);
  }
  auto const rules = used_rules(shown, options);
  sarif_context context{sources, {}, {}};
  for (std::size_t i = 0; i < rules.size(); ++i) context.rule_index[rules[i].first] = i;
  auto results = ordered_json::array();
  for (auto const* d : shown) results.push_back(sarif_result(*d, context));

  ordered_json run;
  run["tool"] = {{"driver", sarif_driver(rules, options)}};
  ordered_json invocation{{"executionSuccessful", true}};
  auto notices = ordered_json::array();
  if (unlisted)
    notices.push_back({{"level", "warning"},
                       {"message", sarif_message(fmt::format("{} more results are not listed: a SARIF run for code "
                                                             "scanning holds at most {} (the most severe are kept)",
                                                             unlisted, most_results))}});
  if (diags.dropped() > 0)
    notices.push_back({{"level", "warning"},
                       {"message", sarif_message(fmt::format("{} more findings were counted but not kept: a run keeps "
                                                             "the first {}", diags.dropped(), diagnostics::kept_limit))}});
  if (!notices.empty()) invocation["toolExecutionNotifications"] = std::move(notices);
  run["invocations"] = ordered_json::array({std::move(invocation)});
  std::error_code ec;
  std::string root = std::filesystem::current_path(ec).generic_string();
  if (!root.empty() && root.back() != '/') root += '/';
  ordered_json base{{"description", sarif_message("the directory herald ran in: relative paths are resolved against it")}};
  if (!ec) base["uri"] = "file://" + path_to_uri(root);
  run["originalUriBaseIds"] = {{source_root, std::move(base)}};
  run["columnKind"] = "utf16CodeUnits";
  run["results"] = std::move(results);

  ordered_json doc;
  doc["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
  doc["version"] = "2.1.0";
  doc["runs"] = ordered_json::array({std::move(run)});
  dump(doc, out);
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
