// Two checked rulesets compared by meaning: tables by key, lists by modifier, bands by range, tests, labels.
#include "diff/diff.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <utility>

namespace herald::diff {
namespace {

using model::cell;

std::string cell_text(cell const& c) { return c.blank ? "_" : c.text; }

// Two symbols that mean the same in play: both count as the same number where a cell is read
// (the 2014 book prints PE where the 2010 book prints NE, the 13th-century book PA: each "No
// effect", value 0). Symbols without a value (NA, B) are compared by name.
bool same_symbol(std::string const& a, std::string const& b, model::ruleset const& old_rules,
                 model::ruleset const& new_rules) {
  if (a == b) return true;
  auto x = old_rules.symbols.find(a);
  auto y = new_rules.symbols.find(b);
  if (x == old_rules.symbols.end() || y == new_rules.symbols.end()) return false;
  return x->second.value && x->second.value == y->second.value;
}

// A cell's footnote marks as the footnotes' texts: editions letter their footnotes
// differently ([f] in one is [b] in another), and what a mark says is what counts.
using footnote_texts = std::map<std::string, std::string>;

std::vector<std::string> marks_meaning(cell const& c, footnote_texts const* notes) {
  std::vector<std::string> out;
  for (auto const& m : c.marks) {
    auto found = notes ? notes->find(m) : footnote_texts::const_iterator();
    out.push_back(notes && found != notes->end() ? found->second : "[" + m + "]");
  }
  return out;
}

// Equal as values: the same typed slots, symbols of the same meaning, and footnotes of the
// same text (the spacing of a cell is not a change).
bool same_value(cell const& a, cell const& b, model::ruleset const& old_rules, model::ruleset const& new_rules,
                footnote_texts const* old_notes = nullptr, footnote_texts const* new_notes = nullptr) {
  if (a.blank != b.blank || a.slots.size() != b.slots.size()) return false;
  if (marks_meaning(a, old_notes) != marks_meaning(b, new_notes)) return false;
  for (std::size_t i = 0; i < a.slots.size(); ++i) {
    auto const& x = a.slots[i];
    auto const& y = b.slots[i];
    if (x.kind != y.kind || x.number != y.number || !same_symbol(x.symbol, y.symbol, old_rules, new_rules)) return false;
  }
  if (a.slots.empty()) return a.text == b.text;  // untyped (a result list): as printed
  return true;
}

// An amend's target and a change's, compared without spaces.
std::string normalised(std::string s) {
  s.erase(std::remove_if(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t'; }), s.end());
  return s;
}

class comparer {
 public:
  comparer(model::ruleset const& old_rules, model::ruleset const& new_rules)
      : old_(old_rules), new_(new_rules),
        // A book's wording is compared with another book's only in the same language.
        same_language_(!old_rules.languages.empty() && !new_rules.languages.empty() &&
                       old_rules.languages.front() == new_rules.languages.front()) {
    for (auto const& a : new_.amendments) {
      bool inherited = std::any_of(old_.amendments.begin(), old_.amendments.end(), [&](model::amendment const& b) {
        return b.target == a.target && b.from == a.from && b.to == a.to && b.origin == a.origin;
      });
      if (!inherited) amends_.push_back(a);
    }
  }

  result run() {
    result out;
    out.old_name = old_.name;
    out.new_name = new_.name;
    out.wording_compared = same_language_;
    tables();
    modifier_lists();
    band_tables();
    tests();
    enum_labels();
    symbols();
    rule_settings();
    std::sort(changes_.begin(), changes_.end(), [](change const& a, change const& b) {
      return std::tie(a.target, a.kind) < std::tie(b.target, b.kind);
    });
    for (auto& c : changes_) {
      c.amend = amend_of(c.target);
      if (!c.amend) c.replaced = replacement_of(c.target);
    }
    out.changes = std::move(changes_);
    for (std::size_t i = 0; i < amends_.size(); ++i)
      if (!used_.count(i)) out.unmatched_amends.push_back(amends_[i]);
    return out;
  }

 private:
  void add(std::string kind, std::string target, std::optional<side> before, std::optional<side> after) {
    changes_.push_back({std::move(kind), std::move(target), std::move(before), std::move(after), std::nullopt,
                        std::nullopt, {}});
  }

  // The rules of the procedures (`rule NAME = VALUE`): a value the new edition states otherwise changes
  // what the engine computes; its own line explains it.
  void rule_settings() {
    std::set<std::string> names;
    for (auto const& [name, r] : old_.rule_settings) names.insert(name);
    for (auto const& [name, r] : new_.rule_settings) names.insert(name);
    for (auto const& name : names) {
      auto before = old_.rule_settings.find(name);
      auto after = new_.rule_settings.find(name);
      std::optional<side> a, b;
      if (before != old_.rule_settings.end()) a = side{before->second.value, before->second.prov.where};
      if (after != new_.rule_settings.end()) b = side{after->second.value, after->second.prov.where};
      if (a && b && a->text == b->text) continue;
      add(!a ? "procedure rule added" : !b ? "procedure rule removed" : "procedure rule", "rules." + name, a, b);
      changes_.back().stated_rule = b.has_value();
    }
  }

  // The new ruleset's amend whose target is this change's, or holds it (`list.modifier` for a
  // change inside that modifier); never an amend of one modifier for a change of its whole list.
  std::optional<model::amendment> amend_of(std::string const& target) {
    std::string const wanted = normalised(target);
    for (std::size_t i = 0; i < amends_.size(); ++i) {
      std::string const t = normalised(amends_[i].target);
      if (t == wanted || wanted.rfind(t + ".", 0) == 0) {
        used_.insert(i);
        return amends_[i];
      }
    }
    return std::nullopt;
  }

  // The new ruleset's `replace` of the table, band table or list a change's target names.
  std::optional<model::replacement> replacement_of(std::string const& target) const {
    std::string const head = target.substr(0, target.find_first_of("[. "));
    for (auto const& r : new_.replacements)
      if (r.target == head) return r;
    return std::nullopt;
  }

  template <class Map, class Compare>
  void by_name(Map const& before, Map const& after, std::string const& what, Compare&& compare) {
    for (auto const& [name, item] : before)
      if (!after.count(name)) add(what + " removed", name, side{name, item.prov.where}, std::nullopt);
    for (auto const& [name, item] : after) {
      auto old_item = before.find(name);
      if (old_item == before.end()) add(what + " added", name, std::nullopt, side{name, item.prov.where});
      else compare(old_item->second, item);
    }
  }

  void labels(std::string const& target, model::labels const& before, model::labels const& after,
              source_range old_where, source_range new_where) {
    std::set<std::string> languages;
    for (auto const& [lang, text] : before) languages.insert(lang);
    for (auto const& [lang, text] : after) languages.insert(lang);
    for (auto const& lang : languages) {
      auto a = before.find(lang);
      auto b = after.find(lang);
      std::string const was = a == before.end() ? std::string() : a->second;
      std::string const is = b == after.end() ? std::string() : b->second;
      if (was == is) continue;
      add("label " + lang, target, was.empty() ? std::nullopt : std::optional<side>(side{was, old_where}),
          is.empty() ? std::nullopt : std::optional<side>(side{is, new_where}));
    }
  }

  // Every cell of a table by its row key and column key (a printed row standing for several
  // keys gives each of them its cells).
  static std::map<std::pair<std::string, std::string>, cell const*> cells_of(model::table const& t) {
    std::map<std::pair<std::string, std::string>, cell const*> out;
    for (auto const& r : t.rows_)
      for (auto const& k : r.keys)
        for (std::size_t i = 0; i < r.cells.size() && i < t.column_keys.size(); ++i)
          out[{model::path_text(k), model::path_text(t.column_keys[i])}] = &r.cells[i];
    return out;
  }

  void tables() {
    by_name(old_.tables, new_.tables, "table", [&](model::table const& a, model::table const& b) {
      labels(a.name, a.label, b.label, a.prov.where, b.prov.where);
      std::map<std::string, source_range> old_rows, new_rows, old_columns, new_columns;
      for (auto const& r : a.rows_)
        for (auto const& k : r.keys) old_rows[model::path_text(k)] = r.prov.where;
      for (auto const& r : b.rows_)
        for (auto const& k : r.keys) new_rows[model::path_text(k)] = r.prov.where;
      for (auto const& k : a.column_keys) old_columns[model::path_text(k)] = a.columns.prov.where;
      for (auto const& k : b.column_keys) new_columns[model::path_text(k)] = b.columns.prov.where;
      // A row's printed label ("River" now "River / Pond") is part of what the row means.
      std::map<std::string, model::row const*> old_labels;
      for (auto const& r : a.rows_)
        for (auto const& k : r.keys) old_labels[model::path_text(k)] = &r;
      for (auto const& r : b.rows_)
        for (auto const& k : r.keys) {
          auto was = old_labels.find(model::path_text(k));
          if (was != old_labels.end() && same_language_ && was->second->printed_label != r.printed_label)
            add("row label", b.name + "[" + model::path_text(k) + "]", side{was->second->printed_label, was->second->prov.where},
                side{r.printed_label, r.prov.where});
        }
      for (auto const& [k, where] : old_rows)
        if (!new_rows.count(k)) add("row removed", a.name + "[" + k + "]", side{k, where}, std::nullopt);
      for (auto const& [k, where] : new_rows)
        if (!old_rows.count(k)) add("row added", b.name + "[" + k + "]", std::nullopt, side{k, where});
      for (auto const& [k, where] : old_columns)
        if (!new_columns.count(k)) add("column removed", a.name + "[*][" + k + "]", side{k, where}, std::nullopt);
      for (auto const& [k, where] : new_columns)
        if (!old_columns.count(k)) add("column added", b.name + "[*][" + k + "]", std::nullopt, side{k, where});
      footnote_texts old_notes, new_notes;
      for (auto const& f : a.footnotes) old_notes[f.mark] = f.text;
      for (auto const& f : b.footnotes) new_notes[f.mark] = f.text;
      std::map<std::string, model::footnote const*> old_texts, new_texts;
      for (auto const& f : a.footnotes) old_texts[f.text] = &f;
      for (auto const& f : b.footnotes) new_texts[f.text] = &f;
      // Footnotes are compared by their text in one language; across languages, by their mark.
      if (!same_language_) old_texts.clear(), new_texts.clear();
      for (auto const& [text, f] : old_texts)
        if (!new_texts.count(text)) add("footnote removed", a.name + "[" + f->mark + "]", side{text, f->prov.where}, std::nullopt);
      for (auto const& [text, f] : new_texts)
        if (!old_texts.count(text)) add("footnote added", b.name + "[" + f->mark + "]", std::nullopt, side{text, f->prov.where});
      auto const before = cells_of(a);
      auto const after = cells_of(b);
      for (auto const& [key, c] : after) {
        auto was = before.find(key);
        if (was == before.end() ||
            same_value(*was->second, *c, old_, new_, same_language_ ? &old_notes : nullptr, same_language_ ? &new_notes : nullptr))
          continue;
        add("cell", b.name + "[" + key.first + "][" + key.second + "]", side{cell_text(*was->second), was->second->prov.where},
            side{cell_text(*c), c->prov.where});
      }
    });
  }

  static std::string delta_text(model::modifier const& m) {
    if (m.delta) return (*m.delta > 0 ? "+" : "") + std::to_string(*m.delta);
    return m.computed ? "(" + m.computed->text() + ")" : std::string();
  }

  static std::string meaning(model::modifier const& m) {
    std::string out = delta_text(m);
    if (m.condition) out += " when " + m.condition->text();
    if (!m.excludes.empty()) {
      out += " excludes";
      for (auto const& e : m.excludes) out += " " + e;
    }
    return out;
  }

  static std::string clamp_text(std::optional<std::pair<std::int64_t, std::int64_t>> const& c) {
    return c ? std::to_string(c->first) + ".." + std::to_string(c->second) : std::string("none");
  }

  void modifier_lists() {
    by_name(old_.modifier_lists, new_.modifier_lists, "modifier list", [&](model::modifier_list const& a,
                                                                         model::modifier_list const& b) {
      labels(a.name, a.label, b.label, a.prov.where, b.prov.where);
      if (a.clamp != b.clamp)
        add("clamp", a.name, side{clamp_text(a.clamp), a.clamp_prov.where}, side{clamp_text(b.clamp), b.clamp_prov.where});
      if (a.cumulative != b.cumulative)
        add("cumulative", a.name, side{a.cumulative ? "cumulative" : "not cumulative", a.prov.where},
            side{b.cumulative ? "cumulative" : "not cumulative", b.prov.where});
      std::map<std::string, model::modifier const*> before, after;
      for (auto const& m : a.modifiers) before[m.name] = &m;
      for (auto const& m : b.modifiers) after[m.name] = &m;
      std::vector<model::modifier const*> removed, added;
      for (auto const& [name, m] : before)
        if (!after.count(name)) removed.push_back(m);
      for (auto const& [name, m] : after) {
        auto was = before.find(name);
        if (was == before.end()) {
          added.push_back(m);
          continue;
        }
        std::string const target = a.name + "." + name;
        if (meaning(*was->second) != meaning(*m))
          add("modifier", target, side{meaning(*was->second), was->second->prov.where}, side{meaning(*m), m->prov.where});
        if (same_language_ && was->second->text != m->text)
          add("modifier wording", target, side{was->second->text, was->second->prov.where}, side{m->text, m->prov.where});
      }
      // A modifier renamed with its meaning unchanged is matched, not removed and added.
      for (auto const* r : removed) {
        auto same = std::find_if(added.begin(), added.end(), [&](auto const* n) { return meaning(*n) == meaning(*r); });
        if (same != added.end()) {
          add("modifier renamed", a.name + "." + r->name, side{r->name, r->prov.where}, side{(*same)->name, (*same)->prov.where});
          added.erase(same);
        } else {
          add("modifier removed", a.name + "." + r->name, side{meaning(*r), r->prov.where}, std::nullopt);
        }
      }
      for (auto const* n : added) add("modifier added", b.name + "." + n->name, std::nullopt, side{meaning(*n), n->prov.where});
    });
  }

  static std::string range_text(model::band const& band) {
    return std::to_string(band.low) + ".." + (band.high ? std::to_string(*band.high) : std::string());
  }

  static std::string roll_text(std::optional<model::roll_spec> const& r) {
    if (!r) return "none";
    std::string out = (r->count > 1 ? std::to_string(r->count) + " " : std::string()) + r->die;
    for (auto const& [sign, list] : r->terms) out += std::string(" ") + sign + " " + list;
    return out + (r->opposed ? " opposed" : "");
  }

  void band_tables() {
    by_name(old_.band_tables, new_.band_tables, "band table", [&](model::band_table const& a, model::band_table const& b) {
      labels(a.name, a.label, b.label, a.prov.where, b.prov.where);
      if (roll_text(a.roll) != roll_text(b.roll)) add("roll", a.name, side{roll_text(a.roll), a.prov.where}, side{roll_text(b.roll), b.prov.where});
      if (a.clamp != b.clamp)
        add("clamp", a.name, side{clamp_text(a.clamp), a.clamp_prov.where}, side{clamp_text(b.clamp), b.clamp_prov.where});
      // What each natural roll triggers, and whose leaders it tests (a 9 tests the attacker's leaders
      // in one edition, the attacked unit's in another).
      auto triggers_of = [](model::band_table const& t) {
        std::map<std::string, std::pair<std::string, source_range>> out;
        for (auto const& tr : t.triggers)
          out[tr.roll + " natural " + std::to_string(tr.natural)] = {tr.leaders.empty() ? "tested" : tr.leaders, tr.prov.where};
        return out;
      };
      auto const old_triggers = triggers_of(a);
      auto const new_triggers = triggers_of(b);
      for (auto const& [roll, was] : old_triggers) {
        auto is = new_triggers.find(roll);
        if (is == new_triggers.end())
          add("trigger removed", a.name + " on " + roll, side{was.first, was.second}, std::nullopt);
        else if (is->second.first != was.first)
          add("trigger", a.name + " on " + roll, side{was.first, was.second}, side{is->second.first, is->second.second});
      }
      for (auto const& [roll, is] : new_triggers)
        if (!old_triggers.count(roll)) add("trigger added", b.name + " on " + roll, std::nullopt, side{is.first, is.second});
      std::map<std::string, model::band const*> before, after;
      for (auto const& band : a.bands) before[range_text(band)] = &band;
      for (auto const& band : b.bands) after[range_text(band)] = &band;
      for (auto const& [range, band] : before)
        if (!after.count(range)) add("band removed", a.name + "[" + range + "]", side{range, band->prov.where}, std::nullopt);
      for (auto const& [range, band] : after) {
        auto was = before.find(range);
        if (was == before.end()) {
          add("band added", b.name + "[" + range + "]", std::nullopt, side{range, band->prov.where});
          continue;
        }
        for (std::size_t i = 0; i < band->outcomes.size() && i < was->second->outcomes.size(); ++i) {
          cell const& x = was->second->outcomes[i];
          cell const& y = band->outcomes[i];
          if (same_value(x, y, old_, new_)) continue;
          std::string const column = i < b.columns.size() ? b.columns[i] : std::to_string(i);
          add("band", b.name + "[" + range + "]." + column, side{cell_text(x), x.prov.where.valid() ? x.prov.where : was->second->prov.where},
              side{cell_text(y), y.prov.where.valid() ? y.prov.where : band->prov.where});
        }
      }
    });
  }

  void tests() {
    by_name(old_.tests, new_.tests, "test", [&](model::die_test const& a, model::die_test const& b) {
      labels(a.name, a.label, b.label, a.prov.where, b.prov.where);
      if (roll_text(a.roll) != roll_text(b.roll)) add("roll", a.name, side{roll_text(a.roll), a.prov.where}, side{roll_text(b.roll), b.prov.where});
      std::size_t const n = std::max(a.rules.size(), b.rules.size());
      for (std::size_t i = 0; i < n; ++i) {
        auto text = [](model::test_rule const& r) { return (r.succeed ? "succeed when " : "fail when ") + r.condition.text(); };
        std::string const target = a.name + ".rule " + std::to_string(i + 1);
        if (i >= b.rules.size()) add("rule removed", target, side{text(a.rules[i]), a.rules[i].prov.where}, std::nullopt);
        else if (i >= a.rules.size()) add("rule added", target, std::nullopt, side{text(b.rules[i]), b.rules[i].prov.where});
        else if (text(a.rules[i]) != text(b.rules[i]))
          add("rule", target, side{text(a.rules[i]), a.rules[i].prov.where}, side{text(b.rules[i]), b.rules[i].prov.where});
      }
    });
  }

  void enum_labels() {
    for (auto const& [name, e] : new_.enums) {
      auto was = old_.enums.find(name);
      if (was == old_.enums.end()) continue;
      labels(name, was->second.label, e.label, was->second.prov.where, e.prov.where);
      for (auto const& v : e.values)
        for (auto const& w : was->second.values)
          if (w.name == v.name) labels(name + "." + v.name, w.label, v.label, w.prov.where, v.prov.where);
    }
  }

  void symbols() {
    by_name(old_.symbols, new_.symbols, "symbol", [&](model::symbol const& a, model::symbol const& b) {
      labels(a.name, a.label, b.label, a.prov.where, b.prov.where);
      auto value = [](model::symbol const& s) { return s.value ? std::to_string(*s.value) : std::string("none"); };
      if (a.value != b.value) add("symbol value", a.name, side{value(a), a.prov.where}, side{value(b), b.prov.where});
      // The words a cell prints for it (`spelled out`, an edition's `spell`): a wording, in one language.
      if (!same_language_) return;
      std::string const lang = new_.languages.front();
      std::string const before = model::symbol_words(old_, a.name, lang), after = model::symbol_words(new_, b.name, lang);
      if (before == after) return;
      auto where = [](model::ruleset const& r, model::symbol const& s) {
        auto sp = r.spellings.find(s.name);
        return sp != r.spellings.end() ? sp->second.prov.where : s.prov.where;
      };
      add("symbol words", a.name, side{before, where(old_, a)}, side{after, where(new_, b)});
    });
  }

  model::ruleset const& old_;
  model::ruleset const& new_;
  bool same_language_ = false;
  std::vector<model::amendment> amends_;
  std::set<std::size_t> used_;
  std::vector<change> changes_;
};

}  // namespace

bool changes_play(std::string const& kind) {
  for (char const* words : {"label", "row label", "modifier wording", "modifier renamed", "footnote", "symbol words"})
    if (kind.rfind(words, 0) == 0) return false;
  return true;
}

result compare(model::ruleset const& old_rules, model::ruleset const& new_rules, std::string const& overlay) {
  result out = comparer(old_rules, new_rules).run();
  if (overlay.empty()) return out;
  std::string const origin = "scenario " + overlay;  // as the model records who defined an item
  // The head of a target names the table or list: `fire_table[Ar][1]`, `fire_modifiers.large_force`.
  for (auto& c : out.changes) {
    if (c.amend) continue;
    std::string const head = c.target.substr(0, c.target.find_first_of("[."));
    auto table = new_rules.tables.find(head);
    if (table != new_rules.tables.end() && table->second.origin == origin) c.declared_by = overlay;
    auto list = new_rules.modifier_lists.find(head);
    if (list == new_rules.modifier_lists.end()) continue;
    if (list->second.prov.where.valid() && c.target.size() > head.size() && c.target[head.size()] == '.') {
      std::string const name = c.target.substr(head.size() + 1);
      for (auto const& m : list->second.modifiers)
        if (m.name == name && m.origin == origin) c.declared_by = overlay;
    }
    if (c.declared_by.empty() && c.target == head)  // the list's own label or clamp
      for (auto const& m : list->second.modifiers)
        if (m.origin == origin) c.declared_by = overlay;
  }
  return out;
}

}  // namespace herald::diff
