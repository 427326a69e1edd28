// Check `edition.parity`: what an edition's tables know and a derived edition drops.
#include "check/edition_parity.hpp"
#include "support/diagnostic_ids.hpp"

#include <set>

namespace herald::check {
namespace {

std::set<std::string> row_keys(model::table const& t) {
  std::set<std::string> out;
  for (auto const& r : t.rows_)
    for (auto const& k : r.keys) out.insert(model::path_text(k));
  return out;
}

std::set<std::string> column_keys(model::table const& t) {
  std::set<std::string> out;
  for (auto const& k : t.column_keys) out.insert(model::path_text(k));
  return out;
}

std::set<std::string> results(model::band_table const& b) {
  std::set<std::string> out;
  for (auto const& band : b.bands)
    for (auto const& c : band.outcomes)
      for (auto const& s : c.slots) out.insert(s.symbol);
  return out;
}

std::string joined(std::vector<std::string> const& items) {
  std::string out;
  for (auto const& i : items) out += (out.empty() ? "" : ", ") + i;
  return out;
}

// The keys `base` has and `derived` has not, reported at the derived definition.
void compare(std::set<std::string> const& base, std::set<std::string> const& derived, std::string const& what,
             std::string const& subject, model::provenance const& where, model::ruleset const& rules,
             std::string const& base_name, diagnostics& diags) {
  std::vector<std::string> dropped;
  for (auto const& k : base)
    if (!derived.count(k)) dropped.push_back(k);
  if (dropped.empty()) return;
  auto& d = diags.warning(ids::edition_parity, where.where,
                          "'" + subject + "' of '" + rules.name + "' drops " + what + " that '" + base_name +
                              "' has: " + joined(dropped));
  d.subject = subject;
}

}  // namespace

void edition_parity::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  if (rules.base.empty() || !opts.find_ruleset) return;
  model::ruleset const* base = opts.find_ruleset(rules.base);
  if (!base) return;
  for (auto const& [name, t] : rules.tables) {
    auto it = base->tables.find(name);
    if (it == base->tables.end()) continue;
    compare(row_keys(it->second), row_keys(t), "rows", name, t.prov, rules, base->name, diags);
    compare(column_keys(it->second), column_keys(t), "columns", name, t.prov, rules, base->name, diags);
  }
  for (auto const& [name, b] : rules.band_tables) {
    auto it = base->band_tables.find(name);
    if (it != base->band_tables.end())
      compare(results(it->second), results(b), "results", name, b.prov, rules, base->name, diags);
  }
  for (auto const& [name, l] : rules.modifier_lists) {
    auto it = base->modifier_lists.find(name);
    if (it == base->modifier_lists.end()) continue;
    std::set<std::string> before, after;
    for (auto const& m : it->second.modifiers) before.insert(m.name);
    for (auto const& m : l.modifiers) after.insert(m.name);
    compare(before, after, "modifiers", name, l.prov, rules, base->name, diags);
  }
}


}  // namespace herald::check
