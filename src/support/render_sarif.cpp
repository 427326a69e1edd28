// The SARIF 2.1.0 printer, as GitHub code scanning reads it: rules with their pages, results with UTF-16 columns, %SRCROOT% paths, stable fingerprints.
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
  auto const absolute = std::filesystem::absolute(p, ec).lexically_normal();
  // An absolute path inside the run's folder (what a build system passes) is relative to it too.
  auto const inside = absolute.lexically_relative(std::filesystem::current_path(ec)).generic_string();
  if (!ec && !inside.empty() && inside.rfind("..", 0) != 0)
    return {{"uri", path_to_uri(inside)}, {"uriBaseId", source_root}};
  return {{"uri", "file://" + path_to_uri(absolute.generic_string())}};
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

}  // namespace

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
    std::vector<std::size_t> order(shown.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return static_cast<int>(shown[a]->level) > static_cast<int>(shown[b]->level);  // errors first
    });
    order.resize(most_results);
    std::sort(order.begin(), order.end());  // the kept ones in their own order (fingerprints count in it)
    std::vector<diagnostic const*> kept;
    for (std::size_t i : order) kept.push_back(shown[i]);
    shown = std::move(kept);
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

}  // namespace herald
