// The diff as text (one clang-style line per change, at the new value) and as JSON.
#include "diff/diff_report.hpp"

#include "diff/impact_report.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace herald::diff {
namespace {

using json = nlohmann::ordered_json;

std::string place(source_manager const& sources, source_range where) {
  if (!where.valid()) return "<unknown>";
  auto const& file = sources.file(where.file);
  line_col const at = file.position(where.begin);
  return fmt::format("{}:{}:{}", file.path, at.line, at.column);
}

json place_json(source_manager const& sources, source_range where) {
  if (!where.valid()) return nullptr;
  auto const& file = sources.file(where.file);
  line_col const at = file.position(where.begin);
  return {{"file", file.path}, {"line", at.line}, {"column", at.column}};
}

json side_json(source_manager const& sources, std::optional<side> const& s) {  // one side's files
  if (!s) return nullptr;
  return {{"text", s->text}, {"at", place_json(sources, s->where)}};
}

std::string what_changed(change const& c) {
  if (c.old_value && c.new_value) return fmt::format("{} '{}' -> '{}'", c.kind, c.old_value->text, c.new_value->text);
  if (c.new_value) return fmt::format("{} '{}'", c.kind, c.new_value->text);
  return fmt::format("{} (was '{}')", c.kind, c.old_value ? c.old_value->text : std::string());
}

}  // namespace

std::string text_report(result const& r, sources const& files) {
  std::string out;
  std::size_t explained = 0;
  for (auto const& c : r.changes) {
    bool const at_new = c.new_value && (c.new_value->where.valid() || !c.old_value);
    std::string const at = at_new ? place(files.new_files, c.new_value->where) : place(files.old_files, c.old_value->where);
    out += fmt::format("{}: {}: {}", at, c.target, what_changed(c));
    if (c.amend) {
      ++explained;
      out += fmt::format(", by the amend at {}\n", place(files.new_files, c.amend->prov.where));
    } else if (c.replaced) {
      ++explained;
      out += fmt::format(", in the declaration replaced whole at {} ({})\n", place(files.new_files, c.replaced->prov.where),
                         c.replaced->reason);
    } else if (!c.declared_by.empty()) {
      ++explained;
      out += fmt::format(", declared by scenario {}\n", c.declared_by);
    } else if (c.stated_rule) {
      ++explained;
      out += fmt::format(", as {} states it\n", r.new_name);
    } else {
      out += fmt::format(", which no amend of {} explains\n", r.new_name);
    }
    if (c.old_value && c.new_value && c.old_value->where.valid() && at_new)
      out += fmt::format("{}: note: in {}, here\n", place(files.old_files, c.old_value->where), r.old_name);
  }
  for (auto const& a : r.unmatched_amends)
    out += fmt::format("{}: amend of '{}' matches no change against {}\n", place(files.new_files, a.prov.where), a.target, r.old_name);
  out += fmt::format("{} -> {}: {} change{}, {} explained, {} not{}\n", r.old_name, r.new_name,
                     r.changes.size(), r.changes.size() == 1 ? "" : "s", explained, r.changes.size() - explained,
                     r.wording_compared ? "" : " (the books' languages differ: the modifiers' wording and the footnotes' text are not compared)");
  return out;
}

std::string json_report(result const& r, sources const& files, impact_result const* impact) {
  json changes = json::array();
  for (auto const& c : r.changes) {
    json amend = nullptr;
    if (c.amend)
      amend = {{"target", c.amend->target}, {"from", c.amend->from}, {"to", c.amend->to},
               {"at", place_json(files.new_files, c.amend->prov.where)}};
    changes.push_back({{"kind", c.kind}, {"target", c.target}, {"old", side_json(files.old_files, c.old_value)},
                       {"new", side_json(files.new_files, c.new_value)}, {"amend", amend},
                       {"replaced", c.replaced ? json{{"target", c.replaced->target}, {"reason", c.replaced->reason},
                                                      {"at", place_json(files.new_files, c.replaced->prov.where)}}
                                               : json(nullptr)},
                       {"declared_by", c.declared_by.empty() ? json(nullptr) : json(c.declared_by)},
                       {"stated_rule", c.stated_rule},
                       {"explained", c.explained()}});
  }
  json unmatched = json::array();
  for (auto const& a : r.unmatched_amends)
    unmatched.push_back({{"target", a.target}, {"from", a.from}, {"to", a.to}, {"at", place_json(files.new_files, a.prov.where)}});
  json doc = {{"herald_diff", 1}, {"old", r.old_name}, {"new", r.new_name}, {"changes", changes},
              {"unmatched_amends", unmatched}, {"wording_compared", r.wording_compared}};
  if (impact) doc["impact"] = impact_json(*impact, r.new_name);
  return doc.dump(2) + "\n";
}

}  // namespace herald::diff
