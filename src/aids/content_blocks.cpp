// The printed blocks of a ruleset (its tables, lists, band tables, transitions, tests, pools), each value kept with its meaning.
//
// A new kind of table, or a game system's own, is one more builder here.
#include "aids/content_blocks.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <tuple>

namespace herald::aids {
namespace {

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

// A cell as the aid prints it: a spelled symbol in its words ("Tir impossible"), marks after.
std::string printed(model::cell const& c, wording const& w) {
  if (c.blank) return "";
  std::string out = model::printed_text(w.rules(), c, w.lang());
  for (auto const& m : c.marks)
    if (out.find("[" + m + "]") == std::string::npos) out += " [" + m + "]";
  return out;
}



// Where the edition's own document prints an item: its reprint when it declares one.
model::provenance const& own_line(model::provenance const& prov, model::provenance const& reprinted_at) {
  return reprinted_at.line ? reprinted_at : prov;
}
model::provenance const& own_line(model::provenance const& prov, std::optional<model::reprint_site> const& site) {
  return site ? site->prov : prov;
}

// A block's heading: its name, kind, title in the aid's language, rule and where it was read from.
marked_block start(std::string const& kind, std::string const& name, model::labels const& label,
                   model::provenance const& prov, std::string const& what, wording const& w) {
  marked_block out;
  out.b.name = name;
  out.b.kind = kind;
  out.b.title = w.label(label, what + " '" + name + "'", name);
  out.b.ref = prov.ref;
  out.b.source = w.where(prov);
  return out;
}

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
  marked_block out = start("table", t.name, t.label, own_line(t.prov, t.edition_reprint), "table", w);
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
      line.push_back({printed(v, w), false, w.where(own_line(v.prov, v.reprinted_at))});
      if (c < t.column_keys.size()) line.back().key = model::path_text(t.column_keys[c]);
      for (auto const& s : v.slots)  // a spelled symbol's words are in the cell: no legend line
        if (s.kind == model::slot_kind::symbol && !s.symbol.empty() && !model::symbol_spelled(w.rules(), s.symbol, w.lang()))
          codes.insert(s.symbol);
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
  marked_block out = start("modifiers", l.name, l.label, own_line(l.prov, l.edition_reprint), "modifier list", w);
  out.b.head.push_back({{w.word(word_id::modifier), true}, {w.word(word_id::when), true}});
  if (l.cumulative) out.b.lines.push_back(w.word(word_id::cumulative));
  if (l.clamp) out.b.lines.push_back(clamp_text(*l.clamp, w));
  out.b.notes = printed_notes(l.notes, w);
  for (auto const& m : l.modifiers) {
    if (!m.text.empty() && !w.printed_in_lang(m.prov.document)) w.quoted(m.prov.document);
    std::string delta = m.delta ? signed_text(*m.delta) : "\u00B1";
    std::string const where = w.where(own_line(m.prov, m.reprinted_at));
    out.b.body.push_back({{delta, true, where}, {m.text.empty() ? m.name : m.text, false, where}});
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
  marked_block out = start("bands", t.name, t.label, own_line(t.prov, t.edition_reprint), "band table", w);
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
    std::vector<cell> line{{range_text(band.low, band.high, w), true, w.where(own_line(band.prov, band.reprinted_at))}};
    line[0].key = std::to_string(band.low) + ".." + (band.high ? std::to_string(*band.high) : "");
    for (auto const& o : band.outcomes)
      line.push_back({outcome_text(o, t.outcome_enum, w, codes), false, w.where(own_line(band.prov, o.reprinted_at))});
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
  marked_block out = start("transitions", t.name, t.label, t.prov, "transition table", w);
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
  marked_block out = start("test", t.name, t.label, t.prov, "test", w);
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

// One row of a dice pool, in the aid's words: what the item does, then its case.
std::pair<word_id, std::string> pool_row(model::ruleset const& rules, model::pool_item const& item, wording const& w) {
  auto list_label = [&](std::string const& name) {
    if (auto l = rules.modifier_lists.find(name); l != rules.modifier_lists.end())
      return w.label(l->second.label, "modifier list '" + name + "'", name);
    return name;  // a field of the situation
  };
  std::string const amount = item.amount ? item.amount->text() : std::string();
  std::string const arg = [&](std::size_t i) { return i < item.args.size() ? item.args[i] : std::string(); }(0);
  std::string text;
  word_id row = word_id::pool_dice;
  if (item.keyword == "dice") {
    text = amount + " " + arg;
  } else if (item.keyword == "strength") {
    row = word_id::pool_strength;
    for (auto const& a : item.args) text += (text.empty() ? "+ " : " + ") + list_label(a);
  } else if (item.keyword == "hit") {
    row = word_id::pool_hit;
    text = w.word(word_id::pool_die) + " + " + list_label(arg) + " \u2265 " + (item.args.size() > 1 ? item.args[1] : std::string());
  } else if (item.keyword == "natural") {
    row = word_id::pool_natural;
    std::string const what = item.args.size() > 2 ? item.args[2] : item.args.size() > 1 ? item.args[1] : std::string();
    auto t = rules.tests.find(what);
    text = arg + ": " + (t != rules.tests.end() ? w.label(t->second.label, "test '" + what + "'", what) : what);
  } else if (item.keyword == "limit") {
    row = word_id::pool_limit;
    text = amount;
  } else if (item.keyword == "deflect") {
    row = word_id::pool_deflect;
    text = amount.empty() ? arg : amount;
  } else if (item.keyword == "loss") {
    row = word_id::pool_loss;
    text = arg + " " + w.word(word_id::pool_step_per) + " " + (item.args.size() > 1 ? item.args[1] : std::string()) + " " +
           w.word(word_id::pool_hits);
  }
  if (item.condition) text += " \u2014 " + w.word(word_id::pool_when) + " " + item.condition->text();
  return {row, text};
}

marked_block pool_block(model::ruleset const& rules, model::dice_pool const& p, wording const& w) {
  marked_block out = start("pool", p.name, p.label, p.prov, "dice pool", w);
  for (auto const& item : p.items) {
    auto const [row, text] = pool_row(rules, item, w);
    out.b.body.push_back({{w.word(row), true, w.where(item.prov)}, {text, false, w.where(item.prov)}});
    out.value(out.b.body.size() - 1, 1, item.keyword + std::to_string(out.b.body.size()), text, item.keyword);
  }
  return out;
}

}  // namespace

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
  for (auto const& [n, p] : rules.pools) put(pool_block(rules, p, w), p.prov);
  return out;
}

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

}  // namespace herald::aids
