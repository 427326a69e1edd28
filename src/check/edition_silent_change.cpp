// Check `edition.silent_change`: an extending edition that declares a table, band table or list again changes no value silently.
#include "check/edition_silent_change.hpp"
#include "diff/diff.hpp"
#include "support/diagnostic_ids.hpp"

#include <algorithm>

namespace herald::check {
namespace {

// The table, band table or list a change's target names: `fire_table[Ar][1]`, `fire_modifiers.woods`.
std::string head_of(std::string const& target) { return target.substr(0, target.find_first_of("[. ")); }

// Where `rules` declares `name` again in its own file (a table, band table or list its base has), or nullptr.
model::provenance const* redeclared(model::ruleset const& rules, model::ruleset const& base, std::string const& name) {
  file_id const own = rules.lineage.empty() ? file_id{} : rules.lineage.front();
  auto find = [&](auto const& mine, auto const& theirs) -> model::provenance const* {
    auto it = mine.find(name);
    if (it == mine.end() || !theirs.count(name) || it->second.prov.where.file != own) return nullptr;
    return &it->second.prov;
  };
  if (auto const* p = find(rules.tables, base.tables)) return p;
  if (auto const* p = find(rules.band_tables, base.band_tables)) return p;
  return find(rules.modifier_lists, base.modifier_lists);
}

std::string quoted(std::optional<diff::side> const& s) { return s ? "'" + s->text + "'" : "nothing"; }

}  // namespace

void edition_silent_change::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  if (rules.base.empty() || !opts.find_ruleset) return;
  model::ruleset const* base = opts.find_ruleset(rules.base);
  if (!base) return;
  auto replaced = [&](std::string const& name) {
    return std::any_of(rules.replacements.begin(), rules.replacements.end(),
                       [&](model::replacement const& r) { return r.target == name; });
  };
  for (auto const& c : diff::compare(*base, rules).changes) {
    if (c.amend || !diff::changes_play(c.kind)) continue;
    std::string const head = head_of(c.target);
    auto const* declared = redeclared(rules, *base, head);
    if (!declared || replaced(head)) continue;
    source_range const where = c.new_value && c.new_value->where.valid() ? c.new_value->where : declared->where;
    auto& d = diags.error(ids::edition_silent_change, where,
                          c.kind + " " + c.target + ": " + quoted(c.old_value) + " in " + base->name + ", " +
                              quoted(c.new_value) + " here, and no amend says so (write the amend, or `replace " +
                              head + " \"why\";` if the whole " + "declaration replaces " + base->name + "'s on purpose)");
    d.subject = c.target;
    if (c.old_value && c.old_value->where.valid()) d.notes.push_back({c.old_value->where, base->name + "'s value is here"});
  }
}

}  // namespace herald::check
