// The JSON printer: every diagnostic with its resolved range and notes, and the counts.
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


}  // namespace

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

}  // namespace herald
