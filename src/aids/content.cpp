// From the checked model to an aid's content: which tables, in which order, in which words, with which changes marked.
#include "aids/content.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "aids/words.hpp"
#include "backend/backend.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::aids {
namespace {

// A code printed as such on the tables (Ch, NE, Dr), not a word to translate.
bool code_like(std::string const& name) {
  return !name.empty() && name.size() <= 3 && name[0] >= 'A' && name[0] <= 'Z';
}

// Colours of the bases, oldest first, as the publisher's own sheet uses them
// (red for the older corrections, green for the newer); symbols for greyscale.
base_mark default_mark(std::size_t index, std::size_t count) {
  static char const* const colours[] = {"#c0392b", "#1e8449", "#1f4e9c", "#8e44ad"};
  static char const* const symbols[] = {"\u25C6", "\u25CF", "\u25B2", "\u25A0"};  // ◆ ● ▲ ■
  std::size_t const from_newest = count - 1 - index;
  std::size_t const slot = count <= 2 ? index : from_newest % 4;
  return {"", "", colours[slot % 4], symbols[slot % 4]};
}

// Words of one aid: labels from the ruleset in one language, and the aid's own vocabulary.
class wording {
 public:
  wording(model::library const& library, model::ruleset const& rules, std::string lang, bool strict)
      : rules_(rules), lang_(std::move(lang)), strict_(strict) {
    for (auto const& [name, r] : library.all())
      if (!r.source_document.empty() && !r.languages.empty()) document_lang_[r.source_document] = r.languages[0];
  }

  std::string const& lang() const { return lang_; }
  std::string word(word_id w) const { return aids::word(w, lang_); }

  // A label in the aid's language; a missing one is refused by name (strict) or replaced by `fallback`.
  std::string label(model::labels const& labels, std::string const& what, std::string const& fallback) const {
    auto it = labels.find(lang_);
    if (it != labels.end() && !it->second.empty()) return it->second;
    if (strict_) missing_.insert(what);
    return fallback;
  }

  // An enum value as printed: its code (Ch, Dr) or its label.
  std::string value(std::string const& name, std::string const& enum_hint, bool with_label = false) const {
    model::enum_value const* found = find_value(name, enum_hint);
    if (!found) return name;
    if (code_like(name)) {
      if (!with_label) return name;
      return name + " " + label(found->label, "enum value '" + name + "'", name);
    }
    return label(found->label, "enum value '" + name + "'", name);
  }

  model::enum_value const* find_value(std::string const& name, std::string const& enum_hint) const {
    auto look = [&](model::enum_type const& e) -> model::enum_value const* {
      for (auto const& v : e.values)
        if (v.name == name) return &v;
      return nullptr;
    };
    if (auto e = rules_.enums.find(enum_hint); e != rules_.enums.end())
      if (auto v = look(e->second)) return v;
    for (auto const& [n, e] : rules_.enums)
      if (auto v = look(e)) return v;
    return nullptr;
  }

  // Whether text read from `document` is in the aid's language.
  bool printed_in_lang(std::string const& document) const {
    auto it = document_lang_.find(document);
    return it != document_lang_.end() && it->second == lang_;
  }

  // "afde-2010-en.txt, line 809" (or lines 806-841), for small print and tooltips.
  std::string where(model::provenance const& p) const {
    std::string out;
    if (!p.ref.empty()) out += "\u00A7" + p.ref;
    if (p.line) {
      if (!out.empty()) out += ", ";
      out += p.document.empty() ? std::string() : p.document + ", ";
      out += p.line_end && p.line_end != p.line
                 ? word(word_id::lines) + " " + std::to_string(p.line) + "\u2013" + std::to_string(p.line_end)
                 : word(word_id::line) + " " + std::to_string(p.line);
    }
    return out;
  }

  model::ruleset const& rules() const { return rules_; }
  // Notes that a text quoted from `document` is in another language than the aid's.
  void quoted(std::string const& document) const {
    auto it = document_lang_.find(document);
    if (it != document_lang_.end()) quoted_.insert(it->second);
  }
  std::set<std::string> const& quoted_languages() const { return quoted_; }
  // Everything printed without a label in the aid's language (strict wording only).
  std::set<std::string> const& missing() const { return missing_; }

 private:
  model::ruleset const& rules_;
  std::string lang_;
  bool strict_;
  std::map<std::string, std::string> document_lang_;
  mutable std::set<std::string> missing_;
  mutable std::set<std::string> quoted_;
};

// The notes the source prints with an item, those in the aid's language only (a note of another language
// would put, say, English words on a French aid; the legend and the labels say the same in every language).
std::vector<std::string> printed_notes(std::vector<model::note> const& notes, wording const& w) {
  std::vector<std::string> out;
  for (auto const& n : notes)
    if (n.printed && w.printed_in_lang(n.prov.document)) out.push_back(n.text);
  return out;
}

// A signed number as printed on the tables: +2, 0, −1 (a true minus sign).
std::string signed_text(std::int64_t n) {
  if (n > 0) return "+" + std::to_string(n);
  if (n < 0) return "\u2212" + std::to_string(-n);
  return "0";
}

std::string range_text(std::int64_t low, std::optional<std::int64_t> high, wording const& w) {
  auto num = [](std::int64_t n) { return n < 0 ? "\u2212" + std::to_string(-n) : std::to_string(n); };
  if (!high) return num(low) + " " + w.word(word_id::or_more);
  if (*high == low) return num(low);
  return num(low) + " " + w.word(word_id::range_to) + " " + num(*high);
}

// A cell's comparable meaning: its printed text without spacing, and its marks.
std::string meaning(model::cell const& c) {
  std::string out;
  for (char ch : c.text)
    if (ch != ' ') out += ch;
  for (auto const& m : c.marks) out += "[" + m + "]";
  return c.blank ? "_" : out;
}

std::string printed(model::cell const& c) {
  if (c.blank) return "";
  std::string out = c.text;
  for (auto const& m : c.marks)
    if (out.find("[" + m + "]") == std::string::npos) out += " [" + m + "]";
  return out;
}

// A block under construction, with each value's identity and meaning kept for the comparison with bases.
struct marked_block {
  block b;
  // (row, column) of body -> identity and meaning, for cells that carry a value
  std::map<std::pair<std::size_t, std::size_t>, std::pair<std::string, std::string>> values;
  std::map<std::string, std::string> value_of;  // identity -> meaning
  std::map<std::string, std::string> printed_of;  // identity -> text as printed
  std::map<std::string, std::string> where_of;    // identity -> "row, column"
  std::map<std::string, std::string> footnote_of;  // mark -> text
  std::string footnote_lang;
  std::string ref;
  int order_file = 0;
  std::uint32_t order_at = 0;

  void value(std::size_t row, std::size_t column, std::string id, std::string meaning, std::string where) {
    values[{row, column}] = {id, meaning};
    value_of[id] = meaning;
    printed_of[id] = b.body[row][column].text;
    where_of[id] = std::move(where);
  }
};

void add_legend(marked_block& out, std::set<std::string> const& codes, wording const& w) {
  for (auto const& code : codes) {
    auto s = w.rules().symbols.find(code);
    if (s != w.rules().symbols.end()) {
      out.b.legend.push_back({code, w.label(s->second.label, "symbol '" + code + "'", code)});
      continue;
    }
    if (model::enum_value const* v = w.find_value(code, "")) out.b.legend.push_back({code, w.label(v->label, "enum value '" + code + "'", code)});
  }
}

std::string axis_title(model::axis const& a, wording const& w) {
  if (a.levels.empty() || a.levels[0].k != model::axis_level::kind::enumeration) return "";
  auto e = w.rules().enums.find(a.levels[0].domain);
  if (e == w.rules().enums.end()) return "";
  return w.label(e->second.label, "enum '" + e->first + "'", e->first);
}

std::string key_label(model::key const& k, std::string const& domain, wording const& w, bool row) {
  switch (k.k) {
    case model::key::kind::integer: return std::to_string(k.number);
    case model::key::kind::ratio: return std::to_string(k.attacker) + "/" + std::to_string(k.defender);
    case model::key::kind::name: return w.value(k.name, domain, row);
  }
  return k.name;
}

std::string row_label(model::row const& r, model::table const& t, wording const& w) {
  if (!r.printed_label.empty() && w.printed_in_lang(r.prov.document)) return r.printed_label;
  std::string out;
  for (auto const& path : r.keys) {
    std::string one;
    for (std::size_t level = 0; level < path.size(); ++level) {
      std::string const domain = level < t.rows.levels.size() ? t.rows.levels[level].domain : "";
      if (!one.empty()) one += " \u00B7 ";
      one += key_label(path[level], domain, w, true);
    }
    if (!out.empty()) out += ", ";
    out += one;
  }
  return out;
}

marked_block grid_block(model::table const& t, wording const& w) {
  marked_block out;
  out.b.name = t.name;
  out.b.kind = "table";
  out.b.title = w.label(t.label, "table '" + t.name + "'", t.name);
  out.b.ref = t.prov.ref;
  out.b.source = w.where(t.prov);
  std::size_t const levels = std::max<std::size_t>(1, t.columns.levels.size());
  std::vector<std::string> column_names(t.column_keys.size());
  for (std::size_t level = 0; level < levels; ++level) {
    std::vector<cell> head;
    head.push_back({level + 1 == levels ? axis_title(t.rows, w) : "", true});
    for (std::size_t c = 0; c < t.column_keys.size(); ++c) {
      auto const& path = t.column_keys[c];
      std::string const domain = level < t.columns.levels.size() ? t.columns.levels[level].domain : "";
      std::string text = level < path.size() ? key_label(path[level], domain, w, false) : "";
      column_names[c] += (column_names[c].empty() ? "" : " \u00B7 ") + text;
      bool const same_as_left = level + 1 < levels && c > 0 && head.back().text == text &&
                                std::equal(path.begin(), path.begin() + level + 1, t.column_keys[c - 1].begin());
      if (same_as_left) {
        ++head.back().span;
        continue;
      }
      head.push_back({text, true});
    }
    out.b.head.push_back(std::move(head));
  }
  std::set<std::string> codes;
  for (auto const& r : t.rows_) {
    std::vector<cell> line;
    std::string const label = row_label(r, t, w);
    line.push_back({label, true, w.where(r.prov)});
    for (auto const& path : r.keys) line.back().key += (line.back().key.empty() ? "" : ",") + model::path_text(path);
    for (std::size_t c = 0; c < r.cells.size(); ++c) {
      model::cell const& v = r.cells[c];
      line.push_back({printed(v), false, w.where(v.prov)});
      if (c < t.column_keys.size()) line.back().key = model::path_text(t.column_keys[c]);
      for (auto const& s : v.slots)
        if (s.kind == model::slot_kind::symbol && !s.symbol.empty()) codes.insert(s.symbol);
    }
    out.b.body.push_back(std::move(line));
    std::size_t const row_index = out.b.body.size() - 1;
    std::string const row_id = r.keys.empty() ? label : model::path_text(r.keys.front());
    for (std::size_t c = 0; c < r.cells.size(); ++c) {
      std::string const column_id = c < t.column_keys.size() ? model::path_text(t.column_keys[c]) : std::to_string(c);
      out.value(row_index, c + 1, row_id + "|" + column_id, meaning(r.cells[c]),
                label + ", " + (c < column_names.size() ? column_names[c] : ""));
    }
  }
  out.b.notes = printed_notes(t.notes, w);
  for (auto const& f : t.footnotes) {
    if (!w.printed_in_lang(f.prov.document)) w.quoted(f.prov.document);  // kept: cells refer to its mark
    out.b.footnotes.push_back({f.mark, f.text});
    out.footnote_of[f.mark] = f.text;
  }
  add_legend(out, codes, w);
  return out;
}

std::string roll_text(model::roll_spec const& roll, wording const& w) {
  std::string out = (roll.count > 1 ? std::to_string(roll.count) : std::string("1")) + roll.die;
  for (auto const& [sign, list] : roll.terms) {
    auto l = w.rules().modifier_lists.find(list);
    std::string name = l == w.rules().modifier_lists.end() ? list : w.label(l->second.label, "modifier list '" + list + "'", list);
    out += std::string(" ") + (sign == '-' ? "\u2212" : "+") + " " + name;
  }
  if (roll.opposed) out += " (" + w.word(word_id::opposed) + ")";
  return out;
}

std::string clamp_text(std::pair<std::int64_t, std::int64_t> const& c, wording const& w) {
  return w.word(word_id::limited_to) + " " + signed_text(c.first) + " / " + signed_text(c.second);
}

marked_block modifiers_block(model::modifier_list const& l, wording const& w) {
  marked_block out;
  out.b.name = l.name;
  out.b.kind = "modifiers";
  out.b.title = w.label(l.label, "modifier list '" + l.name + "'", l.name);
  out.b.ref = l.prov.ref;
  out.b.source = w.where(l.prov);
  out.b.head.push_back({{w.word(word_id::modifier), true}, {w.word(word_id::when), true}});
  if (l.cumulative) out.b.lines.push_back(w.word(word_id::cumulative));
  if (l.clamp) out.b.lines.push_back(clamp_text(*l.clamp, w));
  out.b.notes = printed_notes(l.notes, w);
  for (auto const& m : l.modifiers) {
    if (!m.text.empty() && !w.printed_in_lang(m.prov.document)) w.quoted(m.prov.document);
    std::string delta = m.delta ? signed_text(*m.delta) : "\u00B1";
    out.b.body.push_back({{delta, true, w.where(m.prov)}, {m.text.empty() ? m.name : m.text, false, w.where(m.prov)}});
    out.b.body.back()[0].key = m.name;
    std::string const meaning = (m.delta ? std::to_string(*m.delta) : m.computed ? m.computed->text() : "") + " when " +
                                (m.condition ? m.condition->text() : "always");
    std::string const shown = m.text.empty() ? m.name : m.text;
    out.value(out.b.body.size() - 1, 0, m.name, meaning, shown);
  }
  return out;
}

std::string outcome_text(model::cell const& c, std::string const& outcome_enum, wording const& w,
                         std::set<std::string>& codes) {
  if (c.blank) return "";
  std::string out;
  for (auto const& s : c.slots) {
    std::string const name = s.symbol.empty() ? std::to_string(s.number) : s.symbol;
    if (!out.empty()) out += " + ";
    out += w.value(name, outcome_enum);
    if (code_like(name)) codes.insert(name);
  }
  return out.empty() ? c.text : out;
}

marked_block bands_block(model::band_table const& t, wording const& w) {
  marked_block out;
  out.b.name = t.name;
  out.b.kind = "bands";
  out.b.title = w.label(t.label, "band table '" + t.name + "'", t.name);
  out.b.ref = t.prov.ref;
  out.b.source = w.where(t.prov);
  std::vector<cell> head{{t.roll ? roll_text(*t.roll, w) : w.word(word_id::roll), true}};
  auto const outcome = w.rules().enums.find(t.outcome_enum);
  for (auto const& c : t.columns) {
    std::string text = column_word(c, w.lang());
    if (t.columns.size() == 1 && outcome != w.rules().enums.end())
      text = w.label(outcome->second.label, "enum '" + t.outcome_enum + "'", c);
    head.push_back({text, true});
  }
  out.b.head.push_back(std::move(head));
  if (t.clamp) out.b.lines.push_back(clamp_text(*t.clamp, w));
  out.b.notes = printed_notes(t.notes, w);
  for (auto const& tr : t.triggers)
  {
    auto situation = w.rules().records.find(tr.roll);
    std::string const roll = situation == w.rules().records.end()
                                 ? tr.roll
                                 : w.label(situation->second.label, "situation '" + tr.roll + "'", tr.roll);
    out.b.lines.push_back(w.word(word_id::natural) + " " + std::to_string(tr.natural) + " (" + roll + ")");
  }
  std::set<std::string> codes;
  for (auto const& band : t.bands) {
    std::vector<cell> line{{range_text(band.low, band.high, w), true, w.where(band.prov)}};
    line[0].key = std::to_string(band.low) + ".." + (band.high ? std::to_string(*band.high) : "");
    for (auto const& o : band.outcomes) line.push_back({outcome_text(o, t.outcome_enum, w, codes), false, w.where(band.prov)});
    out.b.body.push_back(std::move(line));
    std::string const id = std::to_string(band.low) + ".." + (band.high ? std::to_string(*band.high) : "");
    std::string m;
    for (auto const& o : band.outcomes) m += meaning(o) + ";";
    out.value(out.b.body.size() - 1, 1, id, m, out.b.body.back()[0].text);
  }
  add_legend(out, codes, w);
  return out;
}

marked_block transitions_block(model::transition_table const& t, wording const& w) {
  marked_block out;
  out.b.name = t.name;
  out.b.kind = "transitions";
  out.b.title = w.label(t.label, "transition table '" + t.name + "'", t.name);
  out.b.ref = t.prov.ref;
  out.b.source = w.where(t.prov);
  out.b.head.push_back({{w.word(word_id::result), true}, {w.word(word_id::from), true}, {w.word(word_id::to), true}});
  out.b.notes = printed_notes(t.notes, w);
  auto states = [&](std::vector<std::string> const& names) {
    std::string s;
    for (std::size_t i = 0; i < names.size(); ++i) {
      if (!s.empty()) s += ", ";
      std::string const hint = i < t.dimensions.size() ? t.dimensions[i] : "";
      s += names[i] == "*" ? w.word(word_id::any) : names[i] == "eliminated" ? w.word(word_id::eliminated) : w.value(names[i], hint);
    }
    return s;
  };
  std::set<std::string> codes;
  for (auto const& tr : t.transitions) {
    out.b.body.push_back({{w.value(tr.result, t.results), true, w.where(tr.prov)},
                          {states(tr.from), false, w.where(tr.prov)},
                          {states(tr.to), false, w.where(tr.prov)}});
    out.b.body.back()[0].key = tr.result;
    if (code_like(tr.result)) codes.insert(tr.result);
    std::string from;
    for (auto const& f : tr.from) from += f + ",";
    std::string to;
    for (auto const& f : tr.to) to += f + ",";
    out.value(out.b.body.size() - 1, 2, tr.result + "|" + from, to, out.b.body.back()[0].text + ", " + out.b.body.back()[1].text);
  }
  add_legend(out, codes, w);
  return out;
}

// `b` is exactly `not a`: the same two sides compared the other way (<= and >, < and >=, == and !=).
bool negates(model::expr const& a, model::expr const& b) {
  if (a.kind != model::expr::op::binary || b.kind != model::expr::op::binary || a.args.size() != 2 ||
      b.args.size() != 2)
    return false;
  static std::pair<char const*, char const*> const opposite[] = {
      {"<=", ">"}, {">", "<="}, {"<", ">="}, {">=", "<"}, {"==", "!="}, {"!=", "=="}};
  for (auto const& [x, y] : opposite)
    if (a.name == x && b.name == y)
      return a.args[0].text() == b.args[0].text() && a.args[1].text() == b.args[1].text();
  return false;
}

marked_block test_block(model::die_test const& t, wording const& w) {
  marked_block out;
  out.b.name = t.name;
  out.b.kind = "test";
  out.b.title = w.label(t.label, "test '" + t.name + "'", t.name);
  out.b.ref = t.prov.ref;
  out.b.source = w.where(t.prov);
  if (t.roll) out.b.lines.push_back(w.word(word_id::roll_of) + " " + roll_text(*t.roll, w));
  out.b.head.push_back({{w.word(word_id::result), true}, {w.word(word_id::when), true}});
  out.b.notes = printed_notes(t.notes, w);
  for (std::size_t i = 0; i < t.rules.size(); ++i) {
    model::test_rule const& r = t.rules[i];
    // The rule as the book prints it; the exact opposite of a rule printed
    // in words is "otherwise"; any other rule shows its condition.
    bool const words = !r.text.empty() && w.printed_in_lang(r.prov.document);
    bool const otherwise = !words && std::any_of(t.rules.begin(), t.rules.begin() + i, [&](model::test_rule const& p) {
      return p.succeed != r.succeed && !p.text.empty() && w.printed_in_lang(p.prov.document) &&
             negates(p.condition, r.condition);
    });
    std::string const shown = words ? r.text : otherwise ? w.word(word_id::otherwise) : r.condition.text();
    out.b.body.push_back({{w.word(r.succeed ? word_id::success : word_id::failure), true, w.where(r.prov)},
                          {shown, false, w.where(r.prov)}});
    out.value(out.b.body.size() - 1, 1, std::to_string(out.b.body.size()), r.condition.text(), out.b.body.back()[0].text);
  }
  return out;
}

marked_block pool_block(model::dice_pool const& p, wording const& w) {
  marked_block out;
  out.b.name = p.name;
  out.b.kind = "pool";
  out.b.title = w.label(p.label, "dice pool '" + p.name + "'", p.name);
  out.b.ref = p.prov.ref;
  out.b.source = w.where(p.prov);
  for (auto const& item : p.items) {
    std::string args;
    for (auto const& a : item.args) args += (args.empty() ? "" : " ") + a;
    std::string const text = (item.amount ? item.amount->text() + " " : std::string()) + args;
    out.b.body.push_back({{item.keyword, true, w.where(item.prov)}, {text, false, w.where(item.prov)}});
    out.value(out.b.body.size() - 1, 1, item.keyword + std::to_string(out.b.body.size()), text, item.keyword);
  }
  return out;
}

// Every printed block of `rules`, keyed by kind and name, with its place in the books for ordering.
std::map<std::string, marked_block> blocks_of(model::ruleset const& rules, wording const& w) {
  std::map<std::string, marked_block> out;
  auto put = [&](marked_block b, model::provenance const& p) {
    b.order_file = static_cast<int>(p.where.file);
    b.order_at = p.where.begin;
    std::string key = b.b.kind + ":" + b.b.name;
    out.emplace(std::move(key), std::move(b));
  };
  for (auto const& [n, t] : rules.tables) put(grid_block(t, w), t.prov);
  for (auto const& [n, l] : rules.modifier_lists) put(modifiers_block(l, w), l.prov);
  for (auto const& [n, t] : rules.band_tables) put(bands_block(t, w), t.prov);
  for (auto const& [n, t] : rules.transition_tables) put(transitions_block(t, w), t.prov);
  for (auto const& [n, t] : rules.tests) put(test_block(t, w), t.prov);
  for (auto const& [n, p] : rules.pools) put(pool_block(p, w), p.prov);
  return out;
}

// The order blocks are printed in: where the oldest edition of the line declares them, in its file's order.
std::vector<std::string> print_order(model::library const& library, model::ruleset const& rules,
                                     std::map<std::string, marked_block> const& blocks) {
  std::vector<model::ruleset const*> line{&rules};
  while (!line.back()->base.empty()) {
    model::ruleset const* base = library.find(line.back()->base);
    if (!base || line.size() > 64) break;
    line.push_back(base);
  }
  auto first_place = [&](std::string const& key, marked_block const& b) {
    std::string const name = key.substr(key.find(':') + 1);
    for (std::size_t i = line.size(); i-- > 0;) {
      model::ruleset const& r = *line[i];
      auto at = [&](auto const& m) -> std::optional<std::tuple<std::size_t, int, std::uint32_t>> {
        auto it = m.find(name);
        if (it == m.end()) return std::nullopt;
        return std::tuple{line.size() - i, static_cast<int>(it->second.prov.where.file), it->second.prov.where.begin};
      };
      std::optional<std::tuple<std::size_t, int, std::uint32_t>> found;
      if (b.b.kind == "table") found = at(r.tables);
      else if (b.b.kind == "modifiers") found = at(r.modifier_lists);
      else if (b.b.kind == "bands") found = at(r.band_tables);
      else if (b.b.kind == "transitions") found = at(r.transition_tables);
      else if (b.b.kind == "test") found = at(r.tests);
      else if (b.b.kind == "pool") found = at(r.pools);
      if (found) return *found;
    }
    return std::tuple<std::size_t, int, std::uint32_t>{line.size() + 1, b.order_file, b.order_at};
  };
  std::vector<std::pair<std::tuple<std::size_t, int, std::uint32_t>, std::string>> keyed;
  for (auto const& [key, b] : blocks) keyed.push_back({first_place(key, b), key});
  std::sort(keyed.begin(), keyed.end());
  std::vector<std::string> out;
  for (auto const& k : keyed) out.push_back(k.second);
  return out;
}

// Marks each value of `current` that differs from `base` (a block of a base edition, or null when the base lacks it).
void mark_against(marked_block& current, marked_block const* base, int base_index, bool scenario,
                  std::set<std::pair<std::size_t, std::size_t>>& already, std::vector<change>& changes,
                  std::string const& gone) {
  for (auto const& [place, value] : current.values) {
    if (already.count(place)) continue;
    std::string const* old = nullptr;
    if (base) {
      auto it = base->value_of.find(value.first);
      if (it != base->value_of.end()) {
        if (it->second == value.second) continue;
        old = &base->printed_of.at(value.first);
      }
    }
    already.insert(place);
    cell& c = current.b.body[place.first][place.second];
    if (scenario)
      c.scenario = true;
    else
      c.base = base_index;
    changes.push_back({current.b.title + " \u2014 " + current.where_of[value.first], old ? *old : gone,
                       c.text.empty() ? "\u2014" : c.text, current.b.ref, scenario ? -1 : base_index});
  }
  if (!scenario && base && current.footnote_lang == base->footnote_lang)
    for (auto& f : current.b.footnotes) {
      if (f.base >= 0) continue;
      auto it = base->footnote_of.find(f.mark);
      if (it != base->footnote_of.end() && it->second == f.text) continue;
      f.base = base_index;
      changes.push_back({current.b.title + " [" + f.mark + "]", it == base->footnote_of.end() ? gone : it->second,
                         f.text, current.b.ref, base_index});
    }
}

// The scenario's own rules, first: turns, victory conditions, special rules, as the ruleset words them.
block scenario_block(model::scenario const& s, wording const& w) {
  block b;
  b.name = s.name;
  b.kind = "scenario";
  b.title = w.word(word_id::scenario_rules);
  b.ref = s.prov.ref;
  b.source = w.where(s.prov);
  if (s.turns) b.body.push_back({{w.word(word_id::turns), true}, {std::to_string(*s.turns)}});
  for (auto const& [rule, n] : s.victory_and_rules) {
    if (!w.printed_in_lang(n.prov.document)) w.quoted(n.prov.document);
    b.body.push_back({{rule.empty() ? w.word(word_id::victory) : w.word(word_id::special_rule), true, w.where(n.prov)},
                      {n.text, false, w.where(n.prov)}});
  }
  return b;
}

// The last section: every change, where it is, its value before and after, its rule.
block changes_block(aid const& a, wording const& w) {
  block b;
  b.name = "changes";
  b.kind = "changes";
  b.title = w.word(word_id::changes);
  for (std::size_t i = 0; i < a.bases.size(); ++i)
    b.title += (i ? ", " : " \u2014 ") + a.bases[i].symbol + " " + w.word(word_id::changes_since) + " " + a.bases[i].title;
  if (!a.scenario.empty()) b.title += (a.bases.empty() ? " \u2014 " : ", ") + std::string("\u2605 ") + w.word(word_id::scenario_changes);
  b.head.push_back({{w.word(word_id::where), true}, {w.word(word_id::before), true}, {w.word(word_id::after), true}, {"\u00A7", true}});
  for (auto const& c : a.changes) {
    std::vector<cell> row{{c.where, true}, {c.before.empty() ? "\u2014" : c.before}, {c.after}, {c.ref}};
    if (c.base >= 0) row[2].base = c.base;
    else row[2].scenario = true;
    b.body.push_back(std::move(row));
  }
  if (a.changes.empty()) b.lines.push_back(w.word(word_id::no_changes));
  return b;
}

}  // namespace

aid make_aid(model::library const& library, model::ruleset const& edition, content_request const& request) {
  model::ruleset const* rules = &edition;
  model::ruleset overlaid;
  model::scenario const* scenario = nullptr;
  if (!request.scenario.empty()) {
    auto s = edition.scenarios.find(request.scenario);
    if (s == edition.scenarios.end()) {
      std::string known;
      for (auto const& [n, x] : edition.scenarios) known += (known.empty() ? "" : ", ") + n;
      throw backend::unsupported({}, "'" + edition.name + "' has no scenario '" + request.scenario +
                                                       "'" + (known.empty() ? " (it has none)" : " (it has " + known + ")"));
    }
    scenario = &s->second;
    overlaid = model::with_scenario(edition, *scenario);
    rules = &overlaid;
  }
  wording const w(library, *rules, request.lang, true);
  aid out;
  out.ruleset = edition.name;
  out.scenario = request.scenario;
  out.lang = request.lang;
  // A ruleset titled in one language only is titled, in the others, by its system's title and its edition.
  model::ruleset const* system = library.system_of(edition);
  if (!edition.title.count(request.lang) && system && system->title.count(request.lang))
    out.title = w.label(system->title, "the title of '" + system->name + "'", system->name) + " \u2014 " + edition.edition;
  else
    out.title = w.label(edition.title, "the title of '" + edition.name + "'", edition.name);
  if (scenario) out.title += " \u2014 " + w.label(scenario->label, "scenario '" + scenario->name + "'", scenario->name);
  if (!edition.edition.empty()) out.subtitle = w.word(word_id::edition) + " " + edition.edition;
  out.banner = request.lang == "fr" ? "produit par herald aids \u00E0 partir de " + edition.path + " ; ne pas modifier"
                                    : "generated from " + edition.path + " by herald aids; do not edit";

  std::map<std::string, marked_block> blocks = blocks_of(*rules, w);
  for (auto& [k, b] : blocks) b.footnote_lang = edition.languages.empty() ? "" : edition.languages[0];
  std::vector<std::map<std::string, marked_block>> bases;
  for (std::size_t i = 0; i < request.bases.size(); ++i) {
    model::ruleset const& base = *request.bases[i].rules;
    wording const bw(library, base, request.lang, false);
    bases.push_back(blocks_of(base, bw));
    for (auto& [k, b] : bases.back()) b.footnote_lang = base.languages.empty() ? "" : base.languages[0];
    base_mark mark = default_mark(i, request.bases.size());
    if (!request.bases[i].colour.empty()) mark.colour = request.bases[i].colour;
    mark.ruleset = base.name;
    // A base is named by its title in the aid's language, or by its edition (a proper name: "Vae Victis 45").
    auto titled = base.title.find(request.lang);
    if (titled != base.title.end() && !titled->second.empty())
      mark.title = titled->second + (base.edition.empty() ? "" : " (" + base.edition + ")");
    else
      mark.title = base.edition.empty() ? base.name : base.edition;
    out.bases.push_back(mark);
  }
  std::map<std::string, marked_block> plain;
  if (scenario) plain = blocks_of(edition, wording(library, edition, request.lang, false));

  for (auto const& key : print_order(library, edition, blocks)) {
    marked_block& b = blocks.at(key);
    std::set<std::pair<std::size_t, std::size_t>> already;
    if (scenario) {
      auto p = plain.find(key);
      mark_against(b, p == plain.end() ? nullptr : &p->second, -1, true, already, out.changes, w.word(word_id::absent));
    }
    for (std::size_t i = bases.size(); i-- > 0;) {
      auto base = bases[i].find(key);
      mark_against(b, base == bases[i].end() ? nullptr : &base->second, static_cast<int>(i), false, already,
                   out.changes, w.word(word_id::absent));
    }
    out.blocks.push_back(std::move(b.b));
  }
  if (!out.bases.empty() || scenario) out.blocks.push_back(changes_block(out, w));
  if (scenario) out.blocks.insert(out.blocks.begin(), scenario_block(*scenario, w));
  for (auto const& q : w.quoted_languages()) out.quoted_lang += (out.quoted_lang.empty() ? "" : ", ") + q;
  if (!out.quoted_lang.empty()) out.subtitle += " \u00B7 " + w.word(word_id::quoted_in) + " " + out.quoted_lang;
  if (!w.missing().empty()) {
    std::string names;
    for (auto const& m : w.missing()) names += (names.empty() ? "" : "; ") + m;
    throw backend::unsupported({}, "the aid of '" + edition.name + "' in '" + request.lang + "' would print " +
                                       std::to_string(w.missing().size()) + " name(s) without a label in '" +
                                       request.lang + "' (" + ids::label_missing + "): " + names);
  }
  return out;
}

}  // namespace herald::aids
