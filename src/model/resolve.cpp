// Turns one parsed file into a ruleset: its header, its vocabulary, then tables and rules (resolve_*.cpp), then its editions (resolve_editions.cpp).
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

// The most faces a die may have: every face of every roll is enumerated for exact odds.
constexpr std::int64_t max_die_faces = 1000;

note resolver::to_note(ast::note_decl const& in) const {
  note out{in.text.value, to_prov(in.prov, in.loc)};
  out.printed = in.printed.has_value();
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

// A `reprint` or `replace` statement of the file, or nullptr.
template <typename Statement>
Statement const* edition_item(ast::declaration const& d) {
  auto const* e = boost::get<ast::edition_statement>(&d);
  return e ? boost::get<Statement>(e) : nullptr;
}

// An edition that extends another starts without its base's reprints: they
// cite the base's own book, and this edition declares where its book prints them.
void forget_reprints(ruleset& rules) {
  for (auto& [name, t] : rules.tables) {
    t.edition_reprint.reset();
    for (auto& r : t.rows_)
      for (auto& c : r.cells) c.reprinted_at = {};
  }
  for (auto& [name, b] : rules.band_tables) {
    b.edition_reprint.reset();
    for (auto& band : b.bands) {
      band.reprinted_at = {};
      for (auto& c : band.outcomes) c.reprinted_at = {};
    }
  }
  for (auto& [name, l] : rules.modifier_lists) {
    l.edition_reprint.reset();
    for (auto& m : l.modifiers) m.reprinted_at = {};
  }
}

}  // namespace

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
      copy.replacements.clear();
      copy.spellings.clear();  // the base's spellings cite the base's book
      copy.statements.clear();  // what the base's book says is checked on the base
      copy.citations.clear();
      copy.notes.clear();
      forget_reprints(copy);  // where the base's book reprints a value says nothing of this edition's
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
    merge_vocabulary(out_.referenced, imported->referenced, "referenced table", *this);
    merge_vocabulary(out_.rule_switches, imported->rule_switches, "rule", *this);
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
      // Every face of a roll is enumerated (exact odds): a die of billions of faces would take the machine's memory.
      std::int64_t const faces = std::int64_t{x->high.value()} - std::int64_t{x->low.value()} + 1;
      if (faces > max_die_faces)
        diags_.error(ids::die_too_large, {x->low.loc.file, x->low.loc.begin, x->high.loc.end},
                     "die '" + x->name.name + "' has " + std::to_string(faces) + " faces; Herald enumerates every face " +
                         "of a roll and accepts at most " + std::to_string(max_die_faces) + " (a d100 has 100)");
      out_.dice[x->name.name] = {x->name.name, static_cast<int>(x->low.value()),
                                 static_cast<int>(x->high.value()), to_prov(x->prov, x->name.loc)};
    } else if (auto const* x = boost::get<ast::symbol_decl>(&d)) {
      if (!fresh_vocabulary(out_.symbols, x->name, "symbol")) continue;
      std::optional<std::int64_t> value;
      if (x->value) value = x->value->value();
      out_.symbols[x->name.name] = {x->name.name, to_labels(x->label_set), value, x->spelled_out,
                                    to_prov(x->prov, x->name.loc)};
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
  // Charts the source cites without printing them (before the rules, whose
  // expressions may read one: a reading that is refused by name).
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::referenced_decl>(&d)) {
      std::string const& name = x->name.name;
      bool printed = out_.tables.count(name) || rule_names.count(name);
      if (printed) {
        diags_.error(ids::name_duplicate, x->name.loc,
                     "'" + name + "' is printed in this ruleset: it cannot also be declared referenced, not printed");
      } else if (auto it = out_.referenced.find(name); it != out_.referenced.end()) {
        duplicate("referenced table", name, x->name.loc, it->second.prov.where);
      } else {
        out_.referenced[name] = {name, to_labels(x->label_set), to_prov(x->prov, x->name.loc)};
      }
    }
  }
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
      out_.notes.push_back(to_note(*x));
    }
  }
  // Sequences name tests and pools, which may be declared after them.
  for (auto const& d : file.declarations)
    if (auto const* x = boost::get<ast::sequence_decl>(&d); x && define_rule(x->name, "sequence"))
      out_.sequences[x->name.name] = resolve_sequence(*x);
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
    if (auto const* x = boost::get<ast::pool_decl>(&d)) {
      auto situation = out_.records.find(x->situation.name);
      record_type const* on = situation != out_.records.end() && situation->second.is_situation ? &situation->second : nullptr;
      for (auto const& entry : x->items)
        if (auto const* item = boost::get<ast::pool_item>(&entry)) check_pool_names(*item, on);
    }
  }

  // What the source cites by name (before the acknowledgements, which may
  // name a chart cited but absent).
  std::set<std::string> cited;
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::cite_decl>(&d)) {
      citation c;
      c.target = target_text(x->what);
      c.table = x->what.head.name;
      c.text = x->text.value;
      c.prov = to_prov(x->prov, x->loc);
      bool shape_ok = x->what.steps.size() <= 2;
      for (std::size_t i = 0; i < x->what.steps.size() && shape_ok; ++i) {
        auto const& step = x->what.steps[i].step;
        if (auto const* keys = boost::get<ast::key_tuple>(&step); keys && i == 0) {
          for (auto const& part : keys->keys) c.row += (c.row.empty() ? "" : ".") + key_text(part);
        } else if (keys && keys->keys.size() == 1) {
          c.column = key_text(keys->keys.front());
        } else if (auto const* column = boost::get<ast::identifier>(&step); column && c.column.empty() &&
                                                                           i + 1 == x->what.steps.size()) {
          c.column = column->name;
        } else {
          shape_ok = false;
        }
      }
      if (!shape_ok) {
        diags_.error(ids::parse_expected, x->what.loc,
                     "a citation names a table, TABLE[ROW], TABLE.COLUMN or TABLE[ROW][COLUMN]");
        continue;
      }
      cited.insert(c.table);
      out_.citations.push_back(std::move(c));
    }
  }

  // Pass 3: errata, scenarios, examples, acknowledgements.
  for (auto const& d : file.declarations)
    if (auto const* x = boost::get<ast::amend_decl>(&d))
      apply_amendment(*x, out_.name, out_.tables, out_.modifier_lists, out_.amendments);
  // Replacements name what this file declares again of its base.
  std::map<std::string, source_range> replaced;
  for (auto const& d : file.declarations)
    if (auto const* x = edition_item<ast::replace_decl>(d)) {
      std::string const& name = x->name.name;
      auto redeclared = [&](auto const& map) {
        auto it = map.find(name);
        return it != map.end() && it->second.prov.where.file == source_.id;
      };
      if (!file.head.base) {
        diags_.error(ids::name_undefined, x->loc, "'replace' is for an edition that extends another (`ruleset NAME extends BASE;`)");
      } else if (!redeclared(out_.tables) && !redeclared(out_.band_tables) && !redeclared(out_.modifier_lists)) {
        std::vector<std::string> names;
        for (auto const& [n, t] : out_.tables)
          if (t.prov.where.file == source_.id) names.push_back(n);
        for (auto const& [n, b] : out_.band_tables)
          if (b.prov.where.file == source_.id) names.push_back(n);
        for (auto const& [n, l] : out_.modifier_lists)
          if (l.prov.where.file == source_.id) names.push_back(n);
        diags_.error(ids::name_undefined, x->name.loc,
                     "'" + name + "' is not a table, band table or modifier list that this file declares again" +
                         did_you_mean(name, names));
      } else if (auto [previous, fresh] = replaced.emplace(name, x->name.loc); !fresh) {
        duplicate("replacement of", name, x->name.loc, previous->second);
      } else {
        out_.replacements.push_back({name, x->reason.value, to_prov(x->prov, x->loc)});
      }
    }
  for (auto const& d : file.declarations)
    if (auto const* x = edition_item<ast::spell_decl>(d)) apply_spelling(*x);
  for (auto const& d : file.declarations)
    if (auto const* x = edition_item<ast::rule_decl>(d)) apply_rule(*x);
  require_rule_settings(file);
  for (auto const& d : file.declarations)
    if (auto const* x = edition_item<ast::says_decl>(d)) out_.statements.push_back(statement(*x));
  // Reprints cite the values the edition holds, amendments applied.
  for (auto const& d : file.declarations)
    if (auto const* x = edition_item<ast::edition_reprint_decl>(d)) apply_reprint(*x);
  std::map<std::string, source_range> scenario_names, example_names;
  for (auto const& d : file.declarations) {
    if (auto const* x = boost::get<ast::scenario_decl>(&d); x && define(scenario_names, "scenario", x->name)) {
      out_.scenarios[x->name.name] = resolve_scenario(*x);
    } else if (auto const* x = boost::get<ast::example_decl>(&d); x && define(example_names, "example", x->name)) {
      out_.examples[x->name.name] = resolve_example(*x);
    } else if (auto const* x = boost::get<ast::acknowledge_decl>(&d)) {
      bool known = out_.tables.count(x->what.head.name) || out_.band_tables.count(x->what.head.name) ||
                   out_.modifier_lists.count(x->what.head.name) || out_.scenarios.count(x->what.head.name) ||
                   out_.examples.count(x->what.head.name) || out_.enums.count(x->what.head.name) ||
                   out_.referenced.count(x->what.head.name) || cited.count(x->what.head.name);
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
