// Turns one parsed file into a ruleset: vocabulary first, then tables and rules, then editions.
#include "model/resolve.hpp"

#include <algorithm>
#include <cctype>
#include <boost/variant/get.hpp>
#include <set>

#include "model/resolver.hpp"
#include "model/suggest.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::model {

labels resolver::to_labels(ast::labels const& in) const {
  labels out;
  std::string first_language = out_.languages.empty() ? "en" : out_.languages.front();
  for (auto const& l : in) {
    std::string const& language = l.lang.empty() ? first_language : l.lang;
    if (!out.emplace(language, l.text.value).second)
      diags_.error(ids::name_duplicate, l.loc,
                   "a second '" + language + "' label" +
                       (l.lang.empty() ? "" : " (the first label is in the file's language, '" + first_language + "')"));
  }
  return out;
}

provenance resolver::to_prov(ast::provenance const& in, source_range where) const {
  provenance p;
  p.document = out_.source_document;
  p.where = where;
  for (auto const& item : in) {
    if (auto const* r = boost::get<ast::ref_clause>(&item)) {
      p.ref = r->section.value;
    } else if (auto const* s = boost::get<ast::source_clause>(&item)) {
      p.document = s->document.value;
    } else {
      auto const& l = boost::get<ast::line_clause>(item);
      if (l.first == 0) diags_.error(ids::range_out_of_domain, l.loc, "line numbers start at 1");
      if (l.last && *l.last < l.first)
        diags_.error(ids::range_inverted, l.loc,
                     "empty range of lines " + std::to_string(l.first) + "-" + std::to_string(*l.last));
      p.line = l.first;
      p.line_end = l.last.value_or(0);
    }
  }
  return p;
}

std::string resolver::source_text(source_range where) const {
  if (where.file != source_.id || where.end > source_.text.size() || where.begin > where.end) return {};
  return source_.text.substr(where.begin, where.end - where.begin);
}

void resolver::duplicate(std::string const& what, std::string const& name, source_range where,
                         source_range previous) {
  auto& d = diags_.error(ids::name_duplicate, where, "redefinition of " + what + " '" + name + "'");
  if (previous.valid()) d.notes.push_back({previous, "previous definition is here"});
}

bool resolver::define(std::map<std::string, source_range>& seen, std::string const& what,
                      ast::identifier const& name) {
  auto [it, inserted] = seen.emplace(name.name, name.loc);
  if (!inserted) duplicate(what, name.name, name.loc, it->second);
  return inserted;
}

void resolver::unknown_enum(ast::identifier const& name) {
  if (out_.records.count(name.name)) {
    diags_.error(ids::name_undefined, name.loc, "'" + name.name + "' is a record, not an enum");
    return;
  }
  diags_.error(ids::name_undefined, name.loc, "unknown enum '" + name.name + "'" + did_you_mean(name.name, keys_of(out_.enums)));
}

std::string target_text(ast::target const& t) {
  std::string out = t.head.name;
  for (auto const& step : t.steps) {
    if (auto const* keys = boost::get<ast::key_tuple>(&step.step)) {
      std::string k;
      for (auto const& part : keys->keys) k += (k.empty() ? "" : ".") + key_text(part);
      out += "[" + k + "]";
    } else {
      out += "." + boost::get<ast::identifier>(step.step).name;
    }
  }
  return out;
}

namespace {

// Merges the vocabulary of an imported system or ruleset; a name defined
// twice by different files is an error, the same definition seen twice is not.
template <typename Map>
void merge_vocabulary(Map& into, Map const& from, std::string const& what, resolver& r) {
  for (auto const& [name, item] : from) {
    auto it = into.find(name);
    if (it == into.end()) {
      into.emplace(name, item);
    } else if (it->second.prov.where.file != item.prov.where.file ||
               it->second.prov.where.begin != item.prov.where.begin) {
      r.duplicate(what, name, item.prov.where, it->second.prov.where);
    }
  }
}

slot to_slot(resolver& r, ast::slot const& s) {
  slot out;
  if (s.name) out.name = s.name->name;
  if (s.kind.name == "int") {
    out.kind = slot_kind::integer;
  } else if (s.kind.name == "mod") {
    out.kind = slot_kind::modifier;
  } else {
    out.kind = slot_kind::symbol;
    out.symbol = s.kind.name;
    if (!r.out_.symbols.count(s.kind.name)) {
      std::vector<std::string> names = {"int", "mod"};
      for (auto const& [n, sym] : r.out_.symbols) names.push_back(n);
      r.diags_.error(ids::name_undefined, s.kind.loc,
                     "unknown slot kind '" + s.kind.name + "': int, mod or a symbol" +
                         did_you_mean(s.kind.name, names));
    }
  }
  if (s.range) {
    auto const low = s.range->low.value(), high = s.range->high.value();
    if (out.kind == slot_kind::symbol)
      r.diags_.error(ids::type_mismatch, s.range->loc, "only an 'int' or 'mod' slot takes a range");
    else if (high < low)
      r.diags_.error(ids::range_inverted, s.range->loc, "empty range: the low end is above the high end");
    else
      out.range = std::make_pair(low, high);
  }
  return out;
}

type_desc to_type(resolver& r, ast::type_ref const& t) {
  type_desc out;
  std::string const& k = t.kind.name;
  if (k == "int") {
    out.k = type_desc::kind::integer;
    if (t.range) {
      auto lo = t.range->low.value(), hi = t.range->high.value();
      if (lo > hi)
        r.diags_.error(ids::range_inverted, t.range->loc,
                       "empty range " + std::to_string(lo) + ".." + std::to_string(hi) +
                           ": the low end is above the high end");
      out.range = std::make_pair(lo, hi);
    }
  } else if (k == "bool") {
    out.k = type_desc::kind::boolean;
  } else if (k == "ratio") {
    out.k = type_desc::kind::ratio;
  } else if (k == "list") {
    out.k = type_desc::kind::list;
    if (!t.element) {
      r.diags_.error(ids::type_undefined, t.loc, "'list' needs the record type of its elements");
      return out;
    }
    out.name = t.element->name;
    if (r.out_.enums.count(out.name)) {
      r.diags_.error(ids::type_undefined, t.element->loc,
                     "'" + out.name + "' is an enum; a list holds records");
    } else if (!r.out_.records.count(out.name)) {
      r.diags_.error(ids::type_undefined, t.element->loc,
                     "unknown record '" + out.name + "'" + did_you_mean(out.name, keys_of(r.out_.records)));
    }
  } else if (r.out_.enums.count(k)) {
    out.k = type_desc::kind::enumeration;
    out.name = k;
  } else if (r.out_.records.count(k)) {
    out.k = type_desc::kind::record;
    out.name = k;
  } else {
    std::vector<std::string> names = {"int", "bool", "ratio", "list"};
    for (auto const& [n, e] : r.out_.enums) names.push_back(n);
    for (auto const& [n, rec] : r.out_.records) names.push_back(n);
    r.diags_.error(ids::type_undefined, t.kind.loc, "unknown type '" + k + "'" + did_you_mean(k, names));
  }
  if (k != "int" && t.range)
    r.diags_.error(ids::type_mismatch, t.range->loc, "only 'int' takes a range");
  if (k != "list" && t.element)
    r.diags_.error(ids::type_mismatch, t.element->loc, "only 'list' takes an element type");
  return out;
}

}  // namespace

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
      s.notes.push_back({n->text.value, to_prov(n->prov, n->loc)});
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

ruleset resolver::run(ast::file const& file, std::vector<ruleset const*> const& imports) {
  out_.kind = file.head.kind;
  out_.name = file.head.name.name;
  out_.path = source_.path;
  for (auto const& item : file.head.items) {
    if (item.keyword == "lang")
      for (auto const& l : item.langs) {
        bool code = l.name.size() == 2 && std::islower(static_cast<unsigned char>(l.name[0])) &&
                    std::islower(static_cast<unsigned char>(l.name[1]));
        if (!code)
          diags_.error(ids::name_bad_language, l.loc, "'" + l.name + "' is not a two-letter language code (en, fr, de...)");
        else if (std::find(out_.languages.begin(), out_.languages.end(), l.name) != out_.languages.end())
          diags_.error(ids::name_duplicate, l.loc, "language '" + l.name + "' is declared twice");
        else
          out_.languages.push_back(l.name);
      }
    if (item.keyword == "source") out_.source_document = item.text.value;
  }
  // Labels are required in the languages a file declares; a file that
  // declares none (a test, a sketch) only defaults its first label to English.
  std::vector<std::string> const declared_languages = out_.languages;
  if (out_.languages.empty()) out_.languages.push_back("en");

  // A derived edition starts from its base, whole.
  if (file.head.base) {
    auto base = std::find_if(imports.begin(), imports.end(),
                             [&](ruleset const* r) { return r->name == file.head.base->name; });
    if (base == imports.end()) {
      diags_.error(ids::name_undefined, file.head.base->loc,
                   "unknown base edition '" + file.head.base->name + "' (import the file that declares it)");
    } else {
      std::vector<std::string> languages = out_.languages;
      std::string document = out_.source_document;
      ruleset copy = **base;
      copy.kind = out_.kind;
      copy.name = out_.name;
      copy.base = (*base)->name;
      copy.path = out_.path;
      copy.languages = languages;
      copy.source_document = document;
      copy.title.clear();
      copy.edition.clear();
      copy.imports.clear();
      copy.lineage.clear();
      copy.acknowledgements.clear();
      copy.notes.clear();
      out_ = std::move(copy);
    }
  }
  std::set<std::string> label_languages(declared_languages.begin(), declared_languages.end());
  for (auto const* imported : imports)
    label_languages.insert(imported->label_languages.begin(), imported->label_languages.end());
  out_.label_languages.assign(label_languages.begin(), label_languages.end());
  out_.lineage = {source_.id};
  for (auto const* imported : imports)
    for (file_id f : imported->lineage)
      if (std::find(out_.lineage.begin(), out_.lineage.end(), f) == out_.lineage.end()) out_.lineage.push_back(f);
  for (auto const* imported : imports) {
    out_.imports.push_back(imported->name);
    if (file.head.base && imported->name == file.head.base->name) continue;
    merge_vocabulary(out_.dice, imported->dice, "die", *this);
    merge_vocabulary(out_.symbols, imported->symbols, "symbol", *this);
    merge_vocabulary(out_.enums, imported->enums, "enum", *this);
    merge_vocabulary(out_.records, imported->records, "record", *this);
    merge_vocabulary(out_.cell_types, imported->cell_types, "cell type", *this);
  }
  for (auto const& item : file.head.items) {
    if (item.keyword == "title") out_.title = to_labels(item.title);
    if (item.keyword == "edition") out_.edition = item.text.value;
  }

  // Names defined by this file; the inherited ones may be replaced (tables
  // and rules of a base edition) but vocabulary may not be defined twice.
  std::map<std::string, source_range> seen;
  auto fresh_vocabulary = [&](auto const& map, ast::identifier const& name, std::string const& what) {
    auto it = map.find(name.name);
    if (it != map.end()) {
      duplicate(what, name.name, name.loc, it->second.prov.where);
      return false;
    }
    return define(seen, what, name);
  };
  // Pass 1: vocabulary, in dependency order (symbols and enums before the
  // cell types and records that name them).
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::die_decl>(&d)) {
      if (!fresh_vocabulary(out_.dice, x->name, "die")) continue;
      if (x->low.value() > x->high.value())
        diags_.error(ids::range_inverted, {x->low.loc.file, x->low.loc.begin, x->high.loc.end},
                     "empty range " + std::to_string(x->low.value()) + ".." + std::to_string(x->high.value()) +
                         ": a die's faces run from low to high");
      out_.dice[x->name.name] = {x->name.name, static_cast<int>(x->low.value()),
                                 static_cast<int>(x->high.value()), to_prov(x->prov, x->name.loc)};
    } else if (auto const* x = boost::get<ast::symbol_decl>(&d)) {
      if (!fresh_vocabulary(out_.symbols, x->name, "symbol")) continue;
      std::optional<std::int64_t> value;
      if (x->value) value = x->value->value();
      out_.symbols[x->name.name] = {x->name.name, to_labels(x->label_set), value, to_prov(x->prov, x->name.loc)};
    } else if (auto const* x = boost::get<ast::enum_decl>(&d)) {
      if (!fresh_vocabulary(out_.enums, x->name, "enum")) continue;
      enum_type e{x->name.name, to_labels(x->label_set), to_prov(x->prov, x->name.loc), {}};
      std::map<std::string, source_range> values;
      for (auto const& v : x->values)
        if (define(values, "enum value", v.name))
          e.values.push_back({v.name.name, to_labels(v.label_set), to_prov(v.prov, v.name.loc)});
      if (e.values.empty()) diags_.error(ids::enum_empty, x->name.loc, "enum '" + e.name + "' has no value");
      out_.enums[e.name] = std::move(e);
    }
  }
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::cell_type_decl>(&d)) {
      if (!fresh_vocabulary(out_.cell_types, x->name, "cell type")) continue;
      cell_type ct{x->name.name, {}, to_prov(x->prov, x->name.loc)};
      for (auto const& shape : x->shapes) {
        std::vector<slot> slots;
        for (auto const& s : shape.slots) slots.push_back(to_slot(*this, s));
        ct.shapes.push_back(std::move(slots));
      }
      out_.cell_types[ct.name] = std::move(ct);
    } else if (auto const* x = boost::get<ast::record_decl>(&d)) {
      if (!fresh_vocabulary(out_.records, x->name, x->keyword)) continue;
      // Declared before the field types are resolved, so records may refer
      // to each other in any order.
      out_.records[x->name.name] = {x->keyword == "situation", x->name.name, to_labels(x->label_set),
                                    to_prov(x->prov, x->name.loc), {}};
    }
  }
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::record_decl>(&d)) {
      if (seen.count(x->name.name) == 0 || seen.at(x->name.name).begin != x->name.loc.begin) continue;
      std::map<std::string, source_range> fields;
      std::vector<field> resolved;
      for (auto const& f : x->fields)
        if (define(fields, "field", f.name))
          resolved.push_back({f.name.name, to_type(*this, f.type), f.derived, to_labels(f.label_set),
                              to_prov(f.prov, f.name.loc)});
      out_.records[x->name.name].fields = std::move(resolved);
    }
  }

  // Pass 2: tables and rules (a derived edition may replace its base's).
  std::map<std::string, source_range> rule_names;
  auto define_rule = [&](ast::identifier const& name, std::string const& what) {
    return define(rule_names, what, name);
  };
  for (auto const& d : file.declarations)
    if (auto const* x = boost::get<ast::table_decl>(&d); x && define_rule(x->name, "table"))
      out_.tables[x->name.name] = resolve_table(*x, out_.name);
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::bands_decl>(&d); x && define_rule(x->name, "band table")) {
      out_.band_tables[x->name.name] = resolve_bands(*x);
    } else if (auto const* x = boost::get<ast::modifiers_decl>(&d); x && define_rule(x->name, "modifier list")) {
      out_.modifier_lists[x->name.name] = resolve_modifiers(*x, out_.name);
    } else if (auto const* x = boost::get<ast::transitions_decl>(&d); x && define_rule(x->name, "transitions")) {
      out_.transition_tables[x->name.name] = resolve_transitions(*x);
    } else if (auto const* x = boost::get<ast::test_decl>(&d); x && define_rule(x->name, "test")) {
      out_.tests[x->name.name] = resolve_test(*x);
    } else if (auto const* x = boost::get<ast::pool_decl>(&d); x && define_rule(x->name, "pool")) {
      out_.pools[x->name.name] = resolve_pool(*x);
    } else if (auto const* x = boost::get<ast::note_decl>(&d)) {
      out_.notes.push_back({x->text.value, to_prov(x->prov, x->loc)});
    }
  }
  // Rolls name modifier lists, and triggers name what they follow; either
  // may be declared anywhere in the file.
  auto check_terms = [&](ast::roll_spec const& roll) {
    for (auto const& term : roll.terms)
      if (!out_.modifier_lists.count(term.name.name)) {
        diags_.error(ids::name_undefined, term.name.loc,
                     "unknown modifier list '" + term.name.name + "'" + did_you_mean(term.name.name, keys_of(out_.modifier_lists)));
      }
  };
  auto check_trigger = [&](ast::trigger_decl const& t) {
    std::string const& n = t.roll_name.name;
    auto record = out_.records.find(n);
    bool known = (record != out_.records.end() && record->second.is_situation) || out_.band_tables.count(n) ||
                 out_.tests.count(n);
    if (known) {
      if (!t.leaders.empty()) check_trigger_leaders(t, record == out_.records.end() ? nullptr : &record->second);
      return;
    }
    std::vector<std::string> names;
    for (auto const& [name, r] : out_.records)
      if (r.is_situation) names.push_back(name);
    for (auto const& [name, b] : out_.band_tables) names.push_back(name);
    diags_.error(ids::name_undefined, t.roll_name.loc,
                 "'" + n + "' is neither a situation nor a band table whose roll could trigger this" +
                     did_you_mean(n, names));
  };
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::bands_decl>(&d))
      for (auto const& item : x->items) {
        if (auto const* r = boost::get<ast::roll_decl>(&item)) check_terms(r->roll);
        if (auto const* t = boost::get<ast::trigger_decl>(&item)) check_trigger(*t);
      }
    if (auto const* x = boost::get<ast::test_decl>(&d))
      for (auto const& item : x->items)
        if (auto const* r = boost::get<ast::roll_decl>(&item)) check_terms(r->roll);
    if (auto const* x = boost::get<ast::table_decl>(&d))
      for (auto const& item : x->items)
        if (auto const* r = boost::get<ast::roll_decl>(&item)) check_terms(r->roll);
  }

  // Pass 3: errata, scenarios, examples, acknowledgements.
  for (auto const& d : file.declarations)
    if (auto const* x = boost::get<ast::amend_decl>(&d))
      apply_amendment(*x, out_.name, out_.tables, out_.modifier_lists, out_.amendments);
  std::map<std::string, source_range> scenario_names, example_names;
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::scenario_decl>(&d); x && define(scenario_names, "scenario", x->name)) {
      out_.scenarios[x->name.name] = resolve_scenario(*x);
    } else if (auto const* x = boost::get<ast::example_decl>(&d); x && define(example_names, "example", x->name)) {
      out_.examples[x->name.name] = resolve_example(*x);
    } else if (auto const* x = boost::get<ast::acknowledge_decl>(&d)) {
      bool known = out_.tables.count(x->what.head.name) || out_.band_tables.count(x->what.head.name) ||
                   out_.modifier_lists.count(x->what.head.name) || out_.scenarios.count(x->what.head.name) ||
                   out_.examples.count(x->what.head.name) || out_.enums.count(x->what.head.name);
      if (!known)
        diags_.error(ids::name_undefined, x->what.head.loc,
                     "'" + x->what.head.name + "' names nothing that a finding could be about");
      out_.acknowledgements.push_back({x->check_id.name, target_text(x->what), x->reason.value, to_prov(x->prov, x->loc)});
    }
  }
  return std::move(out_);
}

ruleset resolve_file(ast::file const& file, source_file const& source,
                     std::vector<ruleset const*> const& imports, diagnostics& diags) {
  return resolver(source, diags).run(file, imports);
}

}  // namespace herald::model
