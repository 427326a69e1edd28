// Checks `reference.absent`: each `cite` names a printed table (with the row and column it names) or a chart declared `referenced`.
#include "check/reference_absent.hpp"

#include <algorithm>

namespace herald::check {
namespace {

std::string listing(std::vector<std::string> const& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size() && i < 12; ++i) out += (i ? ", " : "") + names[i];
  if (names.size() > 12) out += ", ...";
  return out;
}

// "line 2544 of 'order-of-arms-1.0-en.txt' cites": who cites, as precisely as the provenance says.
std::string citing(model::citation const& c) {
  if (!c.prov.line) return "the source cites";
  std::string lines = std::to_string(c.prov.line);
  if (c.prov.line_end && c.prov.line_end != c.prov.line) lines = "s " + lines + "-" + std::to_string(c.prov.line_end);
  return "line" + (lines[0] == 's' ? lines : " " + lines) +
         (c.prov.document.empty() ? std::string() : " of '" + c.prov.document + "'") + " cites";
}

}  // namespace

void reference_absent::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& c : rules.citations) {
    std::string const printed = " (\"" + c.text + "\")";
    if (rules.referenced.count(c.table)) continue;  // cited, declared as not printed: nothing to compare
    auto t = rules.tables.find(c.table);
    if (t == rules.tables.end()) {
      bool other = rules.band_tables.count(c.table) || rules.modifier_lists.count(c.table) ||
                   rules.transition_tables.count(c.table) || rules.tests.count(c.table) || rules.pools.count(c.table);
      if (other && c.row.empty() && c.column.empty()) continue;
      diags.warning(ids::reference_absent, c.prov.where,
                    citing(c) + " '" + c.table + "'" + printed +
                        (other ? ", which has no rows or columns to cite"
                               : ", which is neither printed in this ruleset nor declared `referenced`"))
          .subject = c.target;
      continue;
    }
    auto const& table = t->second;
    if (!c.row.empty()) {
      bool found = std::any_of(table.rows_.begin(), table.rows_.end(), [&](auto const& r) {
        return std::any_of(r.keys.begin(), r.keys.end(), [&](auto const& k) { return model::path_text(k) == c.row; });
      });
      if (!found)
        diags.warning(ids::reference_absent, c.prov.where,
                      citing(c) + " row '" + c.row + "' of '" + c.table + "'" + printed + ", which the table does not print")
            .subject = c.target;
    }
    if (!c.column.empty()) {
      std::vector<std::string> columns;
      for (auto const& k : table.column_keys) columns.push_back(model::path_text(k));
      if (std::find(columns.begin(), columns.end(), c.column) == columns.end())
        diags.warning(ids::reference_absent, c.prov.where,
                      citing(c) + " column '" + c.column + "' of '" + c.table + "'" + printed +
                          ", which the table does not have (its columns: " + listing(columns) + ")")
            .subject = c.target;
    }
  }
}

}  // namespace herald::check
