// Check `invariant.violated`: a table's `check each cell: ...` clauses, cell by cell.
#include "check/invariant_violated.hpp"

#include <algorithm>

#include "model/eval.hpp"
#include "model/situation_eval.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

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
      std::string column = i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?";
      std::string rows;
      for (auto const& k : r.keys) rows += (rows.empty() ? "" : ", ") + model::path_text(k);
      std::string cell = t.name + "[" + model::path_text(r.keys.front()) + "][" + column + "]";
      auto& d = diags.error(ids::invariant_violated, c.prov.where,
                            "'" + c.text + "' at " + t.name + "[" + rows + "][" + column + "] breaks the check '" +
                                inv.text + "'");
      d.notes.push_back({inv.prov.where, "the check is stated here"});
      d.subject = cell;
    }
}

// The slots a row or column clause reads: of the cell itself, and of `next`.
void pair_names(model::expr const& e, std::vector<std::string>& own, std::vector<std::string>& next) {
  if (e.kind == model::expr::op::member && !e.args.empty() && e.args[0].kind == model::expr::op::field &&
      e.args[0].name == "next") {
    next.push_back(e.name);
    return;
  }
  if (e.kind == model::expr::op::field && e.name != "next") own.push_back(e.name);
  for (auto const& arg : e.args) pair_names(arg, own, next);
}

model::value slot_object(model::cell const& c) {
  model::value v;
  v.k = model::value::kind::object;
  for (auto const& s : c.slots) {
    if (s.kind == model::slot_kind::symbol || s.slot.empty()) continue;
    model::value n;
    n.number = s.number;
    v.fields.emplace_back(s.slot, n);
  }
  return v;
}

// `check each row` / `check each column`: the clause holds for every two
// neighbouring cells along the row (or down the column) that both have the
// slots it reads; `next.SLOT` is the slot of the second cell.
void check_pairs(model::ruleset const& rules, model::table const& t, model::invariant const& inv,
                 diagnostics& diags) {
  std::vector<std::string> own, next;
  pair_names(inv.condition, own, next);
  auto column_name = [&](std::size_t i) { return i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?"; };
  auto cell_name = [&](model::row const& r, std::size_t i) {
    return t.name + "[" + model::path_text(r.keys.front()) + "][" + column_name(i) + "]";
  };
  auto test = [&](model::row const& r1, std::size_t i1, model::row const& r2, std::size_t i2) {
    model::cell const& a = r1.cells[i1];
    model::cell const& b = r2.cells[i2];
    if (a.blank || b.blank || !applies(a, own) || !applies(b, next)) return;
    model::value pair = slot_object(a);
    pair.fields.emplace_back("next", slot_object(b));
    try {
      if (model::evaluate_condition(inv.condition, model::situation_env{rules, pair, {}})) return;
    } catch (model::evaluation_error const&) {
      return;
    }
    auto& d = diags.error(ids::invariant_violated, b.prov.where,
                          "cells '" + a.text + "' at " + cell_name(r1, i1) + " and '" + b.text + "' at " +
                              cell_name(r2, i2) + " break the check '" + inv.text + "' (each " + inv.scope + ")");
    d.notes.push_back({inv.prov.where, "the check is stated here"});
    d.subject = cell_name(r2, i2);
  };
  if (inv.scope == "row") {
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i + 1 < r.cells.size(); ++i) test(r, i, r, i + 1);
    return;
  }
  for (std::size_t i = 0; i < t.column_keys.size(); ++i)
    for (std::size_t j = 0; j + 1 < t.rows_.size(); ++j)
      if (i < t.rows_[j].cells.size() && i < t.rows_[j + 1].cells.size()) test(t.rows_[j], i, t.rows_[j + 1], i);
}

}  // namespace

void invariant_violated::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, t] : rules.tables)
    for (auto const& inv : t.checks) {
      if (inv.scope == "cell")
        check_table(t, inv, diags);
      else
        check_pairs(rules, t, inv, diags);
    }
}

}  // namespace herald::check

