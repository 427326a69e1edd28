// Check `invariant.violated`: a table's `check each cell: ...` clauses, cell by cell.
#include "check/invariants.hpp"

#include <algorithm>

#include "model/eval.hpp"

namespace herald::check {
namespace {

std::string path_text(model::key_path const& path) {
  std::string out;
  for (auto const& k : path) out += (out.empty() ? "" : ".") + k.text();
  return out;
}

// The slot values of one cell, by slot name.
model::name_lookup slots_of(model::cell const& c) {
  return [&c](std::string const& name) -> std::optional<model::scalar> {
    for (auto const& s : c.slots)
      if (s.slot == name && s.kind != model::slot_kind::symbol) return model::scalar{s.number};
    return std::nullopt;
  };
}

// A clause over slots applies to the cells that have every slot it names:
// `discourage <= rout` says nothing of a single threshold or of "No firing".
bool applies(model::cell const& c, std::vector<std::string> const& names) {
  return std::all_of(names.begin(), names.end(), [&](std::string const& name) {
    return std::any_of(c.slots.begin(), c.slots.end(), [&](model::slot_value const& s) {
      return s.slot == name && s.kind != model::slot_kind::symbol;
    });
  });
}

void check_table(model::table const& t, model::invariant const& inv, diagnostics& diags) {
  std::vector<std::string> names;
  model::collect_names(inv.condition, names);
  for (auto const& r : t.rows_)
    for (std::size_t i = 0; i < r.cells.size(); ++i) {
      auto const& c = r.cells[i];
      if (c.blank || !applies(c, names)) continue;
      try {
        if (model::evaluate_condition(inv.condition, slots_of(c))) continue;
      } catch (model::evaluation_error const&) {
        continue;  // a clause that cannot be evaluated on this cell does not apply to it
      }
      std::string column = i < t.column_keys.size() ? path_text(t.column_keys[i]) : "?";
      std::string rows;
      for (auto const& k : r.keys) rows += (rows.empty() ? "" : ", ") + path_text(k);
      std::string cell = t.name + "[" + path_text(r.keys.front()) + "][" + column + "]";
      auto& d = diags.error("invariant.violated", c.prov.where,
                            "cell '" + c.text + "' of table '" + t.name + "' at [" + rows + "][" + column +
                                "] breaks the check '" + inv.text + "'");
      d.notes.push_back({inv.prov.where, "the check is stated here"});
      d.subject = cell;
    }
}

}  // namespace

void invariants::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, t] : rules.tables)
    for (auto const& inv : t.checks)
      if (inv.scope == "cell") check_table(t, inv, diags);
}

}  // namespace herald::check

namespace herald::check {

std::string invariants::description() const {
  return R"(invariant.violated

A table may state invariants over the named slots of its cells:

  check each cell: discourage <= rout;

Each clause is evaluated on every cell that has all the slots it names (a
single threshold "9" or a "No firing" cell has no rout slot, so the clause
says nothing of it). A cell for which the clause is false is an error, named
by its row and column keys, with a note at the clause.

Failing sample: a fire table cell printed 8/6 (discourage on 8, rout on 6).

  table fire { rows unit_type; columns int 1..2; cells threshold;
               Ar: 5/7 8/6; check each cell: discourage <= rout; }

Passing sample: the same row printed 5/7 6/8.

`check each row` and `check each column` parse but are not evaluated yet
(warning invariant.unevaluated).
)";
}

}  // namespace herald::check
