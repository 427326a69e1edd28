// Resolves grid tables and band tables: keys, cell types, footnotes, outcomes.
#include <algorithm>
#include <numeric>
#include <boost/variant/get.hpp>
#include <set>

#include <fmt/format.h>

#include "model/resolver.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {
namespace {

std::string slot_text(slot const& s) {
  std::string kind = s.kind == slot_kind::integer ? "int" : s.kind == slot_kind::modifier ? "mod" : s.symbol;
  return s.name.empty() ? kind : s.name + ":" + kind;
}

std::string shapes_text(cell_type const& type) {
  std::string out;
  for (auto const& shape : type.shapes) {
    if (!out.empty()) out += " | ";
    for (std::size_t i = 0; i < shape.size(); ++i) out += (i ? " / " : "") + slot_text(shape[i]);
  }
  return out;
}

bool part_fits(ast::cell_part const& part, slot const& s) {
  if (part.separator == '+') return false;
  if (auto const* n = boost::get<ast::number>(&part.atom)) {
    if (s.kind == slot_kind::integer) return n->sign == 0;
    if (s.kind == slot_kind::modifier) return n->sign != 0 || n->magnitude == 0;
    return false;
  }
  auto const& id = boost::get<ast::identifier>(part.atom);
  return s.kind == slot_kind::symbol && s.symbol == id.name;
}

std::string collapse_spaces(std::string text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    bool blank = c == ' ' || c == '\t' || c == '\n' || c == '\r';
    if (blank) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

}  // namespace

std::string key_text(ast::key const& k) {
  if (auto const* r = boost::get<ast::ratio>(&k))
    return std::to_string(r->attacker) + "/" + std::to_string(r->defender);
  if (auto const* n = boost::get<ast::number>(&k)) return std::to_string(n->value());
  return boost::get<ast::identifier>(k).name;
}

std::optional<key> resolver::resolve_key(ast::key const& k, axis_level const& level, bool report) {
  source_range where;
  key result;
  if (auto const* r = boost::get<ast::ratio>(&k)) {
    where = r->loc;
    result.k = key::kind::ratio;
    // 4/2 and 2/1 are the same odds: one step, whatever the notation.
    std::uint32_t divisor = std::gcd(r->attacker, r->defender);
    result.attacker = divisor ? r->attacker / divisor : r->attacker;
    result.defender = divisor ? r->defender / divisor : r->defender;
    if (level.k == axis_level::kind::ratio_steps && r->defender != 0) return result;
  } else if (auto const* n = boost::get<ast::number>(&k)) {
    where = n->loc;
    result.k = key::kind::integer;
    result.number = n->value();
  } else {
    auto const& id = boost::get<ast::identifier>(k);
    where = id.loc;
    result.k = key::kind::name;
    result.name = id.name;
  }
  if (level.k != axis_level::kind::ratio_steps &&
      std::find(level.keys.begin(), level.keys.end(), result) != level.keys.end())
    return result;
  if (report) {
    std::vector<std::string> names;
    for (auto const& candidate : level.keys) names.push_back(candidate.text());
    if (level.k == axis_level::kind::int_range && !level.keys.empty()) {
      diags_.error(ids::table_unknown_key, where,
                   "'" + key_text(k) + "' is outside int " + level.keys.front().text() + ".." +
                       level.keys.back().text());
      return std::nullopt;
    }
    std::string domain = level.k == axis_level::kind::ratio_steps ? "ratio steps (such as 2/1)"
                                                                   : level.domain;
    diags_.error(ids::table_unknown_key, where,
                 "'" + key_text(k) + "' is not a key of " + domain +
                     did_you_mean(key_text(k), names));
  }
  return std::nullopt;
}

namespace {

axis_level resolve_level(resolver& r, ast::key_level const& level) {
  axis_level out;
  out.domain = level.domain.name;
  if (level.domain.name == "int") {
    out.k = axis_level::kind::int_range;
    if (!level.range) {
      r.diags_.error(ids::table_bad_axis, level.loc, "an integer axis needs its range: int 1..5");
      out.valid = false;
      return out;
    }
    auto lo = level.range->low.value(), hi = level.range->high.value();
    if (lo > hi) {
      r.diags_.error(ids::range_inverted, level.range->loc,
                     "empty range " + std::to_string(lo) + ".." + std::to_string(hi) +
                         ": the low end is above the high end");
      out.valid = false;
      return out;
    }
    if (hi - lo >= 1000) {
      r.diags_.error(ids::table_bad_axis, level.range->loc, "an integer axis may have at most 1000 keys");
      out.valid = false;
      return out;
    }
    for (auto v = lo; v <= hi; ++v) {
      key k;
      k.k = key::kind::integer;
      k.number = v;
      out.keys.push_back(k);
    }
    return out;
  }
  if (level.domain.name == "ratio") {
    out.k = axis_level::kind::ratio_steps;
    if (!level.steps)
      r.diags_.error(ids::table_bad_axis, level.loc, "a ratio axis is written 'ratio steps'");
    return out;
  }
  auto en = r.out_.enums.find(level.domain.name);
  if (en == r.out_.enums.end()) {
    r.unknown_enum(level.domain);
    out.valid = false;
    return out;
  }
  axis_level whole;
  whole.domain = en->first;
  for (auto const& v : en->second.values) {
    key k;
    k.name = v.name;
    whole.keys.push_back(k);
  }
  if (!level.subset) return whole;
  out.subset = true;
  if (level.subset->empty()) {
    r.diags_.error(ids::table_bad_axis, level.loc, "an empty subset: list the keys of the axis, or drop the brackets");
    out.valid = false;
    return out;
  }
  std::set<key> seen;
  for (auto const& k : *level.subset) {
    if (auto resolved = r.resolve_key(k, whole, true)) {
      if (!seen.insert(*resolved).second)
        r.diags_.error(ids::name_duplicate, level.loc, "key '" + resolved->text() + "' listed twice");
      else
        out.keys.push_back(*resolved);
    }
  }
  return out;
}

axis resolve_axis(resolver& r, ast::axis_decl const& decl) {
  axis out;
  out.prov = r.to_prov(decl.prov, decl.loc);
  for (auto const& level : decl.levels) out.levels.push_back(resolve_level(r, level));
  return out;
}

// Every key path of an axis, in declaration order (the cartesian product).
std::vector<key_path> expand(axis const& a) {
  std::vector<key_path> paths{{}};
  for (auto const& level : a.levels) {
    std::vector<key_path> next;
    for (auto const& prefix : paths)
      for (auto const& k : level.keys) {
        key_path p = prefix;
        p.push_back(k);
        next.push_back(std::move(p));
      }
    paths = std::move(next);
  }
  return paths;
}

}  // namespace

cell resolver::type_cell(ast::cell const& c, std::string const& type_name, provenance const& row_prov) {
  cell out;
  out.text = collapse_spaces(source_text(c.loc));
  out.prov = row_prov;
  out.prov.where = c.loc;
  out.type = type_name;
  for (auto const& m : c.marks) out.marks.push_back(m.name);
  if (c.parts.empty()) {
    out.blank = true;
    return out;
  }
  for (auto const& part : c.parts)
    if (auto const* id = boost::get<ast::identifier>(&part.atom); id && !out_.symbols.count(id->name)) {
      diags_.error(ids::name_undefined, id->loc,
                   "unknown symbol '" + id->name + "'" + did_you_mean(id->name, keys_of(out_.symbols)));
      return out;
    }
  auto type = out_.cell_types.find(type_name);
  if (type == out_.cell_types.end()) return out;  // reported once at the table
  for (std::size_t s = 0; s < type->second.shapes.size(); ++s) {
    auto const& shape = type->second.shapes[s];
    if (shape.size() != c.parts.size()) continue;
    bool fits = true;
    for (std::size_t i = 0; i < shape.size() && fits; ++i)
      fits = part_fits(c.parts[i], shape[i]) && (i == 0 || c.parts[i].separator == '/');
    if (!fits) continue;
    out.shape = static_cast<int>(s);
    for (std::size_t i = 0; i < shape.size(); ++i) {
      slot_value v;
      v.slot = shape[i].name;
      v.kind = shape[i].kind;
      if (auto const* n = boost::get<ast::number>(&c.parts[i].atom)) {
        v.number = n->value();
        v.has_sign = n->sign != 0;
        if (auto const& range = shape[i].range; range && (v.number < range->first || v.number > range->second))
          diags_.error(ids::cell_out_of_domain, n->loc.valid() ? n->loc : c.parts[i].loc,
                       fmt::format("'{}' is outside {}..{}, the values {} of cell type '{}' may hold",
                                   v.has_sign ? fmt::format("{:+}", v.number) : std::to_string(v.number),
                                   range->first, range->second,
                                   shape[i].name.empty() ? "a slot" : "slot '" + shape[i].name + "'", type_name));
      } else {
        v.symbol = boost::get<ast::identifier>(c.parts[i].atom).name;
      }
      out.slots.push_back(v);
    }
    return out;
  }
  diags_.error(ids::type_mismatch, c.loc,
               "cell '" + out.text + "' does not fit cell type '" + type_name + "' (" +
                   shapes_text(type->second) + ")");
  return out;
}

table resolver::resolve_table(ast::table_decl const& decl, std::string const& origin) {
  auto t = named<table>(decl);
  t.origin = origin;
  bool has_rows = false, has_columns = false;
  std::vector<ast::row const*> rows;
  std::vector<std::pair<ast::key const*, ast::cells_decl const*>> column_types;
  for (auto const& item : decl.items) {
    if (auto const* a = boost::get<ast::axis_decl>(&item)) {
      bool is_rows = a->which == "rows";
      if ((is_rows && has_rows) || (!is_rows && has_columns)) {
        diags_.error(ids::name_duplicate, a->loc, "'" + a->which + "' is declared twice in table '" + t.name + "'");
        continue;
      }
      (is_rows ? has_rows : has_columns) = true;
      (is_rows ? t.rows : t.columns) = resolve_axis(*this, *a);
    } else if (auto const* c = boost::get<ast::cells_decl>(&item)) {
      if (!out_.cell_types.count(c->type.name)) {
        diags_.error(ids::name_undefined, c->type.loc,
                     "unknown cell type '" + c->type.name + "'" + did_you_mean(c->type.name, keys_of(out_.cell_types)));
      }
      if (c->column)
        column_types.emplace_back(&*c->column, c);
      else
        t.cell_type = c->type.name;
    } else if (boost::get<ast::sparse_decl>(&item)) {
      t.sparse = true;
    } else if (boost::get<ast::cell_per_line_decl>(&item)) {
      t.cell_per_line = true;
    } else if (auto const* p = boost::get<ast::reprint_decl>(&item)) {
      if (t.reprint) diags_.error(ids::name_duplicate, p->loc, "table '" + t.name + "' declares its reprint twice");
      t.reprint = to_prov(p->prov, p->loc);
      if (!t.reprint->line)
        diags_.error(ids::parse_expected, p->loc, "'reprinted' needs the line or lines of the second copy");
    } else if (auto const* f = boost::get<ast::footnote_decl>(&item)) {
      auto dup = std::find_if(t.footnotes.begin(), t.footnotes.end(),
                              [&](footnote const& x) { return x.mark == f->mark.name; });
      if (dup != t.footnotes.end()) {
        duplicate("footnote", f->mark.name, f->mark.loc, dup->prov.where);
        continue;
      }
      t.footnotes.push_back({f->mark.name, f->text.value, to_prov(f->prov, f->mark.loc)});
    } else if (auto const* n = boost::get<ast::note_decl>(&item)) {
      t.notes.push_back(to_note(*n));
    } else if (boost::get<ast::check_decl>(&item)) {
      // Resolved below, once the cell types are known.
    } else if (auto const* r = boost::get<ast::roll_decl>(&item)) {
      if (t.roll) diags_.error(ids::name_duplicate, r->loc, "table '" + t.name + "' declares its roll twice");
      t.roll = resolve_roll(r->roll);
    } else {
      rows.push_back(&boost::get<ast::row>(item));
    }
  }
  if (!has_rows) diags_.error(ids::table_bad_axis, decl.name.loc, "table '" + t.name + "' declares no rows");
  if (!has_columns) diags_.error(ids::table_bad_axis, decl.name.loc, "table '" + t.name + "' declares no columns");
  for (auto const& level : t.columns.levels)
    if (level.k == axis_level::kind::ratio_steps)
      diags_.error(ids::table_bad_axis, decl.name.loc, "ratio steps may only key rows");
  // An axis whose domain is unknown was reported once; checking rows and
  // cells against it would only repeat that error in other words.
  auto valid = [](axis const& a) {
    return std::all_of(a.levels.begin(), a.levels.end(), [](axis_level const& l) { return l.valid; });
  };
  if (!has_rows || !has_columns || !valid(t.rows) || !valid(t.columns)) return t;
  // Multi-level axes multiply: bound the product before expanding it.
  constexpr std::size_t most_keys = 100000;
  for (auto const* a : {&t.rows, &t.columns}) {
    std::size_t product = 1;
    for (auto const& level : a->levels)
      product = level.k == axis_level::kind::ratio_steps ? product : std::min(most_keys + 1, product * level.keys.size());
    if (product > most_keys) {
      diags_.error(ids::table_bad_axis, a->prov.where,
                   "this axis has more than " + std::to_string(most_keys) + " keys once its levels multiply");
      return t;
    }
  }
  t.column_keys = expand(t.columns);

  // Per-column cell types, keyed by the column's text.
  for (auto const& [k, c] : column_types) {
    if (t.columns.levels.size() != 1) {
      diags_.error(ids::table_bad_axis, c->loc, "'column KEY cells TYPE' needs a single column level");
      continue;
    }
    if (auto resolved = resolve_key(*k, t.columns.levels[0], true))
      t.column_cell_types[resolved->text()] = c->type.name;
  }
  auto untyped = std::find_if(t.column_keys.begin(), t.column_keys.end(), [&](key_path const& p) {
    return t.column_cell_types.count(path_text(p)) == 0;
  });
  if (t.cell_type.empty() && untyped != t.column_keys.end() && has_columns)
    diags_.error(ids::table_no_cell_type, decl.name.loc,
                 t.column_cell_types.empty()
                     ? "table '" + t.name + "' gives no cell type: add 'cells TYPE;'"
                     : "column '" + path_text(*untyped) + "' of table '" + t.name +
                           "' has no cell type: add 'column " + path_text(*untyped) +
                           " cells TYPE;' or 'cells TYPE;'");

  // Rows.
  std::set<std::string> used_marks;
  std::map<key_path, source_range> seen_rows;
  for (auto const* r : rows) {
    row out_row;
    out_row.prov = to_prov(r->prov, r->loc);
    // A row without its own line is read from its table's lines, unless it
    // names another document: a line of one document never goes with another.
    if (out_row.prov.line == 0 && out_row.prov.document == t.prov.document) {
      out_row.prov.line = t.prov.line;
      out_row.prov.line_end = t.prov.line_end;
    }
    if (out_row.prov.ref.empty()) out_row.prov.ref = t.prov.ref;
    if (r->printed_label) out_row.printed_label = r->printed_label->value;
    for (auto const& tuple : r->keys) {
      if (tuple.keys.size() != t.rows.levels.size()) {
        diags_.error(ids::table_unknown_key, tuple.loc,
                     "row key '" + source_text(tuple.loc) + "' has " + std::to_string(tuple.keys.size()) +
                         " level(s) but the rows of '" + t.name + "' have " +
                         std::to_string(t.rows.levels.size()));
        continue;
      }
      key_path path;
      bool ok = true;
      for (std::size_t i = 0; i < tuple.keys.size(); ++i) {
        auto k = resolve_key(tuple.keys[i], t.rows.levels[i], true);
        ok = ok && k.has_value();
        if (k) path.push_back(*k);
      }
      if (!ok) continue;
      auto [it, inserted] = seen_rows.emplace(path, tuple.loc);
      if (!inserted) {
        duplicate("row", path_text(path), tuple.loc, it->second);
        continue;
      }
      out_row.keys.push_back(path);
    }
    if (has_columns && r->cells.size() != t.column_keys.size()) {
      diags_.error(ids::table_cell_count, r->loc,
                   fmt::format("row {} of '{}' has {} cell{}, but the table has {} column{}{}",
                               r->keys.empty() ? std::string("?") : source_text(r->keys.front().loc), t.name,
                               r->cells.size(), r->cells.size() == 1 ? "" : "s", t.column_keys.size(),
                               t.column_keys.size() == 1 ? "" : "s",
                               r->cells.size() < t.column_keys.size() ? " (write '_' for a cell printed empty)" : ""));
    }
    for (std::size_t i = 0; i < r->cells.size(); ++i) {
      std::string type = t.cell_type;
      if (i < t.column_keys.size()) {
        auto it = t.column_cell_types.find(path_text(t.column_keys[i]));
        if (it != t.column_cell_types.end()) type = it->second;
      }
      cell c = type_cell(r->cells[i], type, out_row.prov);
      for (auto const& mark : r->cells[i].marks) {
        used_marks.insert(mark.name);
        bool defined = std::any_of(t.footnotes.begin(), t.footnotes.end(),
                                   [&](footnote const& f) { return f.mark == mark.name; });
        if (!defined)
          diags_.error(ids::footnote_undefined, mark.loc,
                       "footnote [" + mark.name + "] is not defined in table '" + t.name + "'");
      }
      out_row.cells.push_back(std::move(c));
    }
    if (!out_row.keys.empty()) t.rows_.push_back(std::move(out_row));
  }
  // One cell per line: a row's range ends with its cells (its label comes first).
  if (t.cell_per_line)
    for (auto& r : t.rows_) {
      std::size_t const n = r.cells.size();
      std::uint32_t const last = std::max(r.prov.line, r.prov.line_end);
      if (n == 0 || r.prov.line == 0 || last < r.prov.line + n - 1) {
        if (n > 0)
          diags_.error(ids::range_out_of_domain, r.prov.where,
                       "with one cell per line, row " + (r.keys.empty() ? std::string("?") : path_text(r.keys.front())) +
                           " needs a line for each of its " + std::to_string(n) + " cells");
        continue;
      }
      for (std::size_t i = 0; i < n; ++i) {
        r.cells[i].prov.line = static_cast<std::uint32_t>(last - (n - 1) + i);
        r.cells[i].prov.line_end = 0;
      }
    }
  for (auto const& f : t.footnotes)
    if (!used_marks.count(f.mark))
      (diags_.warning(ids::footnote_unused, f.prov.where,
                     "footnote [" + f.mark + "] is not used by any cell of table '" + t.name + "'")).subject = t.name;

  // Missing rows (a declared key with no row), unless the table is sparse.
  if (!t.sparse && has_rows &&
      std::none_of(t.rows.levels.begin(), t.rows.levels.end(),
                   [](axis_level const& l) { return l.k == axis_level::kind::ratio_steps; })) {
    std::vector<std::string> missing;
    for (auto const& p : expand(t.rows))
      if (!seen_rows.count(p)) missing.push_back(path_text(p));
    if (!missing.empty()) {
      std::string list;
      for (std::size_t i = 0; i < missing.size() && i < 8; ++i) list += (i ? ", " : "") + missing[i];
      if (missing.size() > 8) list += ", ...";
      // The subset that would say so, for a table keyed by one enum.
      std::string subset;
      if (t.rows.levels.size() == 1 && t.rows.levels[0].k == axis_level::kind::enumeration) {
        for (auto const& k : t.rows.levels[0].keys)
          if (seen_rows.count({k})) subset += (subset.empty() ? "" : " ") + k.text();
        if (!subset.empty()) subset = ", 'rows " + t.rows.levels[0].domain + " [" + subset + "];'";
      }
      diags_.error(ids::table_missing_row, decl.name.loc,
                   "table '" + t.name + "' has no row for " + list + " (list the rows it has" + subset +
                       ", or declare it 'sparse;')");
    }
  }

  // Invariants read the cell slots by name; a row or column invariant also
  // reads the slots of the next cell along it as `next.SLOT`.
  scope invariant_scope;
  record_type cell_record;
  cell_record.name = next_cell_record;
  for (auto const& [name, ct] : out_.cell_types)
    if (name == t.cell_type || std::any_of(t.column_cell_types.begin(), t.column_cell_types.end(),
                                           [&type_name = name](auto const& kv) { return kv.second == type_name; }))
      for (auto const& shape : ct.shapes)
        for (auto const& s : shape)
          if (!s.name.empty() && invariant_scope.slots.insert(s.name).second)
            cell_record.fields.push_back({s.name, {type_desc::kind::integer, {}, {}}, false, {}, {}});
  record_type pair_record;
  pair_record.name = "cell pair";
  pair_record.fields.push_back({"next", {type_desc::kind::record, next_cell_record, {}}, false, {}, {}});
  for (auto const& item : decl.items)
    if (auto const* c = boost::get<ast::check_decl>(&item)) {
      invariant inv;
      inv.scope = c->scope;
      inv.text = collapse_spaces(source_text(c->condition.loc));
      inv.prov = to_prov(c->prov, c->loc);
      if (inv.scope == "cell") {
        inv.condition = resolve(c->condition, invariant_scope);
      } else {
        // The record of `next` lives in the ruleset only while the clause resolves.
        out_.records[next_cell_record] = cell_record;
        scope pair_scope = invariant_scope;
        pair_scope.situation = &pair_record;
        inv.condition = resolve(c->condition, pair_scope);
        out_.records.erase(next_cell_record);
      }
      t.checks.push_back(std::move(inv));
    }
  return t;
}

band_table resolver::resolve_bands(ast::bands_decl const& decl) {
  auto b = named<band_table>(decl);
  std::vector<ast::band const*> bands;
  for (auto const& item : decl.items) {
    if (auto const* r = boost::get<ast::roll_decl>(&item)) {
      b.roll = resolve_roll(r->roll);
    } else if (auto const* c = boost::get<ast::clamp_decl>(&item)) {
      if (c->low.value() > c->high.value())
        diags_.error(ids::range_inverted, c->loc, "clamp " + source_text(c->low.loc) + ".." +
                                                    source_text(c->high.loc) + " is empty");
      b.clamp = std::make_pair(c->low.value(), c->high.value());
      b.clamp_prov = to_prov(c->prov, c->loc);
    } else if (auto const* t = boost::get<ast::trigger_decl>(&item)) {
      std::string leaders;
      for (auto const& step : t->leaders) leaders += (leaders.empty() ? "" : ".") + step.name;
      b.triggers.push_back({t->roll_name.name, t->natural.value(), leaders, to_prov(t->prov, t->loc)});
    } else if (auto const* oc = boost::get<ast::outcome_columns>(&item)) {
      for (auto const& n : oc->names) {
        if (std::find(b.columns.begin(), b.columns.end(), n.name) != b.columns.end())
          diags_.error(ids::name_duplicate, n.loc, "column '" + n.name + "' is named twice");
        b.columns.push_back(n.name);  // kept, so the bands are not also miscounted
      }
    } else if (auto const* o = boost::get<ast::outcomes_decl>(&item)) {
      b.outcome_enum = o->enum_name.name;
      if (!out_.enums.count(b.outcome_enum)) {
        unknown_enum(o->enum_name);
        b.outcome_enum.clear();
      }
    } else if (auto const* n = boost::get<ast::note_decl>(&item)) {
      b.notes.push_back(to_note(*n));
    } else {
      bands.push_back(&boost::get<ast::band>(item));
    }
  }
  if (b.columns.empty()) b.columns.push_back("outcome");
  enum_type const* outcomes = b.outcome_enum.empty() ? nullptr : &out_.enums.at(b.outcome_enum);
  for (auto const* band_decl : bands) {
    band out_band;
    out_band.prov = to_prov(band_decl->prov, band_decl->loc);
    if (out_band.prov.ref.empty()) out_band.prov.ref = b.prov.ref;
    out_band.low = band_decl->bounds.low.value();
    if (!band_decl->bounds.is_range)
      out_band.high = out_band.low;
    else if (band_decl->bounds.high)
      out_band.high = band_decl->bounds.high->value();
    if (out_band.high && *out_band.high < out_band.low)
      diags_.error(ids::range_inverted, band_decl->bounds.loc,
                   "empty range " + source_text(band_decl->bounds.loc) +
                       ": the low end is above the high end");
    if (band_decl->outcomes.size() != b.columns.size())
      diags_.error(ids::table_cell_count, band_decl->loc,
                   fmt::format("band {} of '{}' has {} outcome{}, but the band table has {} result column{}",
                               source_text(band_decl->bounds.loc), b.name, band_decl->outcomes.size(),
                               band_decl->outcomes.size() == 1 ? "" : "s", b.columns.size(),
                               b.columns.size() == 1 ? "" : "s"));
    for (auto const& c : band_decl->outcomes) {
      cell out_cell;
      out_cell.text = collapse_spaces(source_text(c.loc));
      out_cell.prov = out_band.prov;
      out_cell.prov.where = c.loc;
      out_cell.blank = c.parts.empty();
      for (auto const& part : c.parts) {
        auto const* id = boost::get<ast::identifier>(&part.atom);
        if (!id || part.separator == '/') {
          diags_.error(ids::type_mismatch, part.loc,
                       "an outcome is a list of results joined by '+' (such as D + R)");
          continue;
        }
        if (outcomes && !outcomes->index_of(id->name)) {
          std::vector<std::string> names;
          for (auto const& v : outcomes->values) names.push_back(v.name);
          diags_.error(ids::name_undefined, id->loc,
                       "'" + id->name + "' is not a value of enum '" + outcomes->name + "'" +
                           did_you_mean(id->name, names));
          continue;
        }
        slot_value v;
        v.kind = slot_kind::symbol;
        v.symbol = id->name;
        out_cell.slots.push_back(v);
      }
      out_band.outcomes.push_back(std::move(out_cell));
    }
    b.bands.push_back(std::move(out_band));
  }
  return b;
}

}  // namespace herald::model
