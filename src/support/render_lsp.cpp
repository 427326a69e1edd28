// The Language Server printer: the diagnostics of one file as LSP `Diagnostic` objects (0-based lines, UTF-16 characters).
#include "support/render.hpp"
#include "support/render_detail.hpp"

namespace herald {

using namespace render_detail;

namespace {

nlohmann::json lsp_position(line_col at, std::string_view line) {
  return {{"line", at.line - 1}, {"character", utf16_column(line, at.column) - 1}};
}

nlohmann::json lsp_range(resolved_range const& r) {
  return {{"start", lsp_position(r.start, r.line)}, {"end", lsp_position(r.end, r.end_line)}};
}

int lsp_severity(severity level) {
  switch (level) {
    case severity::error: return 1;
    case severity::warning: return 2;
    case severity::note: return 3;  // information
  }
  return 3;
}

}  // namespace

nlohmann::json render_lsp(diagnostics const& diags, source_manager const& sources, std::string const& path,
                          std::function<std::string(std::string const&)> const& uri_of) {
  auto out = nlohmann::json::array();
  for (auto const& d : diags.all()) {
    if (d.acknowledged) continue;
    auto const r = resolve(d.where, sources);
    if (!r.valid || r.path != path) continue;
    nlohmann::json item{{"range", lsp_range(r)}, {"severity", lsp_severity(d.level)}, {"code", d.id},
                        {"source", "herald"}, {"message", d.message}};
    auto related = nlohmann::json::array();
    for (auto const& note : d.notes) {
      auto const n = resolve(note.where, sources);
      if (!n.valid) continue;
      related.push_back({{"location", {{"uri", uri_of(n.path)}, {"range", lsp_range(n)}}}, {"message", note.message}});
    }
    if (!related.empty()) item["relatedInformation"] = std::move(related);
    out.push_back(std::move(item));
  }
  return out;
}

}  // namespace herald
