// Editions and scenarios: an erratum applied to the edition it amends, and a scenario's overlays resolved.
#include <algorithm>
#include <boost/variant/get.hpp>
#include <set>

#include "model/resolve.hpp"
#include "model/resolver.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {

namespace {

// Two cells print the same value: the same typed slots and footnote marks
// (07 and 7 are one value; 7 and +7 are not: a threshold and a modifier).
bool same_value(cell const& a, cell const& b) {
  if (a.blank != b.blank || a.shape != b.shape || a.marks != b.marks || a.slots.size() != b.slots.size()) return false;
  if (a.slots.empty()) return a.text == b.text;
  for (std::size_t i = 0; i < a.slots.size(); ++i) {
    auto const& x = a.slots[i];
    auto const& y = b.slots[i];
    if (x.kind != y.kind || x.number != y.number || x.symbol != y.symbol || x.has_sign != y.has_sign) return false;
  }
  return true;
}

// A written cell (an erratum's `from`) names a typed one: the same parts,
// numbers by value (07 is 7), symbols by name, the same footnote marks.  It
// reports nothing: a `from` that does not name the base's value is stale.
bool names_value(ast::cell const& written, cell const& current) {
  std::vector<std::string> marks;
  for (auto const& m : written.marks) marks.push_back(m.name);
  if (marks != current.marks) return false;
  if (written.parts.empty() || current.blank) return written.parts.empty() && current.blank;
  if (written.parts.size() != current.slots.size()) return false;
  for (std::size_t i = 0; i < written.parts.size(); ++i) {
    auto const& part = written.parts[i];
    auto const& slot = current.slots[i];
    if (i > 0 && part.separator != '/') return false;
    if (auto const* n = boost::get<ast::number>(&part.atom)) {
      if (slot.kind == slot_kind::symbol || n->value() != slot.number || (n->sign != 0) != slot.has_sign) return false;
    } else if (slot.kind != slot_kind::symbol || boost::get<ast::identifier>(part.atom).name != slot.symbol) {
      return false;
    }
  }
  return true;
}

}  // namespace

void resolver::apply_amendment(ast::amend_decl const& decl, std::string const& origin,
                               std::map<std::string, table>& tables,
                               std::map<std::string, modifier_list>& lists,
                               std::vector<amendment>& out) {
  amendment a;
  a.target = target_text(decl.what);
  a.from = source_text(decl.from.loc);
  a.to = source_text(decl.to.loc);
  a.origin = origin;
  a.prov = to_prov(decl.prov, decl.loc);
  auto const& head = decl.what.head;
  auto normalise = [](std::string s) {
    s.erase(std::remove_if(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t' || c == '\n'; }), s.end());
    return s;
  };
  auto stale = [&](std::string const& current, source_range current_where) {
    auto& d = diags_.error(ids::amend_stale, decl.from.loc,
                           "amend of '" + a.target + "' expects '" + a.from + "' but the base has '" +
                               current + "'");
    if (current_where.valid()) d.notes.push_back({current_where, "the current value is defined here"});
  };
  // Decided once 'from' is known to match the base: an erratum that does not
  // match is stale, whatever it sets.
  auto noop = [&] { diags_.warning(ids::amend_noop, decl.loc, "amend of '" + a.target + "' changes nothing"); };

  if (auto t = tables.find(head.name); t != tables.end()) {
    table& tab = t->second;
    if (decl.what.steps.size() != 2 || !boost::get<ast::key_tuple>(&decl.what.steps[0].step) ||
        !boost::get<ast::key_tuple>(&decl.what.steps[1].step)) {
      diags_.error(ids::amend_target, decl.what.loc, "a table cell is amended as " + head.name + "[row][column]");
      return;
    }
    auto key_of = [&](ast::key_tuple const& tuple, axis const& ax) -> std::optional<key_path> {
      if (tuple.keys.size() != ax.levels.size()) {
        diags_.error(ids::table_unknown_key, tuple.loc, "'" + source_text(tuple.loc) + "' does not name a key of '" + head.name + "'");
        return std::nullopt;
      }
      key_path path;
      for (std::size_t i = 0; i < tuple.keys.size(); ++i) {
        auto k = resolve_key(tuple.keys[i], ax.levels[i], true);
        if (!k) return std::nullopt;
        path.push_back(*k);
      }
      return path;
    };
    auto row_key = key_of(boost::get<ast::key_tuple>(decl.what.steps[0].step), tab.rows);
    auto column_key = key_of(boost::get<ast::key_tuple>(decl.what.steps[1].step), tab.columns);
    if (!row_key || !column_key) return;
    auto row_it = std::find_if(tab.rows_.begin(), tab.rows_.end(), [&](row const& r) {
      return std::find(r.keys.begin(), r.keys.end(), *row_key) != r.keys.end();
    });
    auto column = std::find(tab.column_keys.begin(), tab.column_keys.end(), *column_key);
    if (row_it == tab.rows_.end() || column == tab.column_keys.end() ||
        static_cast<std::size_t>(column - tab.column_keys.begin()) >= row_it->cells.size()) {
      diags_.error(ids::amend_target, decl.what.loc, "'" + a.target + "' has no cell to amend");
      return;
    }
    cell& current = row_it->cells[static_cast<std::size_t>(column - tab.column_keys.begin())];
    auto const* from_cell = boost::get<ast::cell>(&decl.from.v);
    bool const matches = normalise(current.text) == normalise(a.from) || (from_cell && names_value(*from_cell, current));
    if (!matches) return stale(current.text, current.prov.where);
    auto const* new_cell = boost::get<ast::cell>(&decl.to.v);
    if (!new_cell) {
      diags_.error(ids::amend_target, decl.to.loc, "a table cell is amended to a cell value");
      return;
    }
    a.base_prov = current.prov;
    provenance prov = a.prov;
    if (prov.ref.empty()) prov.ref = current.prov.ref;
    cell replacement = type_cell(*new_cell, current.type, prov);
    if (same_value(replacement, current)) noop();
    if (row_it->keys.size() > 1) {
      // The printed row stood for several keys; the erratum changes one.
      row split = *row_it;
      split.keys = {*row_key};
      split.cells[static_cast<std::size_t>(column - tab.column_keys.begin())] = replacement;
      row_it->keys.erase(std::find(row_it->keys.begin(), row_it->keys.end(), *row_key));
      tab.rows_.insert(row_it, std::move(split));  // in the printed row's place
    } else {
      current = std::move(replacement);
    }
    out.push_back(std::move(a));
    return;
  }
  if (auto l = lists.find(head.name); l != lists.end()) {
    auto const* name = decl.what.steps.size() == 1 ? boost::get<ast::identifier>(&decl.what.steps[0].step) : nullptr;
    if (!name) {
      diags_.error(ids::amend_target, decl.what.loc, "a modifier is amended as " + head.name + ".name");
      return;
    }
    auto m = std::find_if(l->second.modifiers.begin(), l->second.modifiers.end(),
                          [&](modifier const& x) { return x.name == name->name; });
    if (m == l->second.modifiers.end()) {
      std::vector<std::string> names;
      for (auto const& x : l->second.modifiers) names.push_back(x.name);
      diags_.error(ids::name_undefined, name->loc,
                   "'" + name->name + "' is not a modifier of '" + head.name + "'" + did_you_mean(name->name, names));
      return;
    }
    std::string current = m->delta ? (*m->delta > 0 ? "+" : "") + std::to_string(*m->delta)
                                   : "(" + (m->computed ? m->computed->text() : "") + ")";
    // A fixed delta is compared by value (`+0`, `0` and `-0` are one value).
    auto const* from_cell = boost::get<ast::cell>(&decl.from.v);
    ast::number const* from_number =
        from_cell && from_cell->parts.size() == 1 ? boost::get<ast::number>(&from_cell->parts[0].atom) : nullptr;
    bool const same = m->delta && from_number ? *m->delta == from_number->value()
                                              : normalise(current) == normalise(a.from);
    if (!same) return stale(current, m->prov.where);
    auto const* c = boost::get<ast::cell>(&decl.to.v);
    ast::number const* n = c && c->parts.size() == 1 ? boost::get<ast::number>(&c->parts[0].atom) : nullptr;
    if (!n || n->sign == 0) {
      diags_.error(ids::amend_target, decl.to.loc, "a modifier is amended to a signed number such as +1");
      return;
    }
    if (m->delta && *m->delta == n->value()) noop();
    a.base_prov = m->prov;
    m->delta = n->value();
    m->computed.reset();
    out.push_back(std::move(a));
    return;
  }
  std::vector<std::string> names;
  for (auto const& [n, t] : tables) names.push_back(n);
  for (auto const& [n, l2] : lists) names.push_back(n);
  diags_.error(ids::name_undefined, head.loc,
               "unknown table or modifier list '" + head.name + "'" + did_you_mean(head.name, names));
}

scenario resolver::resolve_scenario(ast::scenario_decl const& decl) {
  auto s = named<scenario>(decl);
  std::string origin = "scenario " + s.name;
  // Overlays act on a copy of the edition's tables and lists.
  std::map<std::string, table> tables = out_.tables;
  std::map<std::string, modifier_list> lists = out_.modifier_lists;
  std::map<std::string, source_range> sides, banners;
  // Overlays of one scenario apply in the order written; two that change
  // the same thing without saying which comes first collide.
  std::map<std::string, source_range> replaced;
  std::map<std::string, std::pair<std::string, source_range>> amended;  // target -> (from, where)
  auto collision = [&](std::string const& what, source_range where, source_range previous, std::string const& hint) {
    auto& d = diags_.error(ids::overlay_collision, where, "scenario '" + s.name + "' changes " + what + " twice" + hint);
    d.notes.push_back({previous, "the other change is here"});
  };
  for (auto const& item : decl.items) {
    if (auto const* f = boost::get<ast::scenario_fact>(&item)) {
      if (f->keyword == "turns") {
        s.turns = f->count->value();
        if (*s.turns <= 0) diags_.error(ids::range_out_of_domain, f->loc, "a scenario lasts at least one turn");
      } else if (f->keyword == "side") {
        if (define(sides, "side", *f->name))
          s.sides.push_back({f->name->name, to_labels(f->label_set), f->role.value_or(""), to_prov(f->prov, f->loc)});
      } else {
        s.victory_and_rules.emplace_back(f->keyword == "rule" ? f->name->name : "",
                                         note{f->text->value, to_prov(f->prov, f->loc)});
      }
    } else if (auto const* n = boost::get<ast::note_decl>(&item)) {
      s.notes.push_back(to_note(*n));
    } else if (auto const* x = boost::get<ast::says_decl>(&item)) {
      s.statements.push_back(statement(*x));
    }
  }
  for (auto const& item : decl.items) {
    if (auto const* b = boost::get<ast::banner_decl>(&item)) {
      if (!define(banners, "banner", b->name)) continue;
      if (!sides.count(b->side.name)) {
        diags_.error(ids::name_undefined, b->side.loc,
                     "unknown side '" + b->side.name + "'" + did_you_mean(b->side.name, keys_of(sides)));
      }
      banner out_banner{b->name.name, to_labels(b->label_set), b->side.name, to_prov(b->prov, b->loc), {}};
      for (auto const& e : b->entries) {
        value details = to_value(e.details);
        check_unique_fields(details);
        out_banner.entries.push_back({e.kind, e.name.name, e.text ? e.text->value : "", std::move(details),
                                      to_prov(e.prov, e.loc)});
      }
      s.banners.push_back(std::move(out_banner));
    } else if (auto const* t = boost::get<ast::table_decl>(&item)) {
      if (auto [it, fresh] = replaced.emplace("table " + t->name.name, t->name.loc); !fresh) {
        collision("table '" + t->name.name + "'", t->name.loc, it->second,
                  ": it replaces it whole both times; keep one table, or amend its cells");
        continue;
      }
      table overlay = resolve_table(*t, origin);
      tables[overlay.name] = overlay;
      s.tables.push_back(std::move(overlay));
    } else if (auto const* m = boost::get<ast::modifiers_decl>(&item)) {
      if (auto [it, fresh] = replaced.emplace("modifiers " + m->name.name, m->name.loc); !fresh) {
        collision("modifier list '" + m->name.name + "'", m->name.loc, it->second,
                  ": it replaces it whole both times; keep one list, or amend its modifiers");
        continue;
      }
      modifier_list overlay = resolve_modifiers(*m, origin);
      lists[overlay.name] = overlay;
      s.modifier_lists.push_back(std::move(overlay));
    } else if (auto const* add = boost::get<ast::modifier_add>(&item)) {
      auto l = lists.find(add->list.name);
      if (l == lists.end()) {
        diags_.error(ids::name_undefined, add->list.loc,
                     "unknown modifier list '" + add->list.name + "'" + did_you_mean(add->list.name, keys_of(lists)));
        continue;
      }
      auto situation = out_.records.find(l->second.situation);
      record_type const* sit = situation == out_.records.end() ? nullptr : &situation->second;
      bool exists = std::any_of(l->second.modifiers.begin(), l->second.modifiers.end(),
                                [&](modifier const& x) { return x.name == add->modifier.name.name; });
      if (exists) {
        auto prev = std::find_if(l->second.modifiers.begin(), l->second.modifiers.end(),
                                 [&](modifier const& x) { return x.name == add->modifier.name.name; });
        duplicate("modifier", add->modifier.name.name, add->modifier.name.loc, prev->prov.where);
        continue;
      }
      modifier added = resolve_modifier(add->modifier, sit, origin, l->second.prov);
      l->second.modifiers.push_back(added);
      s.added_modifiers.emplace_back(add->list.name, std::move(added));
    } else if (auto const* a = boost::get<ast::amend_decl>(&item)) {
      std::string target = target_text(a->what);
      std::string from = source_text(a->from.loc);
      from.erase(std::remove(from.begin(), from.end(), ' '), from.end());
      auto previous = amended.find(target);
      if (previous != amended.end() && previous->second.first == from) {
        collision("'" + target + "'", a->loc, previous->second.second,
                  ": both amend it from the same value; write the later one from the value the earlier sets");
        continue;
      }
      amended[target] = {from, a->loc};
      apply_amendment(*a, origin, tables, lists, s.amendments);
    } else if (auto const* e = boost::get<ast::example_decl>(&item)) {
      s.examples.push_back(resolve_example(*e));
    }
  }
  s.overlaid_tables = std::move(tables);
  s.overlaid_lists = std::move(lists);
  return s;
}

}  // namespace herald::model
