// Checks `text.contradicts`: each `says` statement against the value its target holds.
//
// A statement names what the prose quotes (a cell, a row, a fire range, a modifier's
// delta, a clamp, the outcomes of a band table, how many columns or values) and the value
// the prose gives; the data's own value is read here and compared. A statement the check
// cannot read (an unknown target) is reported too: a statement that cannot fail checks
// nothing.
#include "check/text_contradicts.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <set>

namespace herald::check {
namespace {

// What the data holds for a statement: its value as items (one for a single value), the
// line that prints it, and when the target cannot be read, why.
struct held {
  std::vector<std::string> items;
  source_range where;
  std::string lines;  // "line 841" of the data, for the message
  std::string error;
};

bool all_digits(std::string const& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

std::string without_spaces(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), ' '), s.end());
  if (s.size() > 1 && s[0] == '+') s.erase(0, 1);  // +1 and 1 state the same number
  return s;
}

std::string lines_of(model::provenance const& p) { return p.line ? model::lines_text(p) : std::string(); }

held from(model::provenance const& p) { return {{}, p.where, lines_of(p), {}}; }

model::row const* find_row(model::table const& t, std::string const& key) {
  for (auto const& r : t.rows_)
    for (auto const& k : r.keys)
      if (model::path_text(k) == key) return &r;
  return nullptr;
}

std::optional<std::size_t> find_column(model::table const& t, std::string const& key) {
  for (std::size_t i = 0; i < t.column_keys.size(); ++i)
    if (model::path_text(t.column_keys[i]) == key) return i;
  return std::nullopt;
}

bool holds_number(model::cell const& c) {
  return !c.blank && std::any_of(c.slots.begin(), c.slots.end(), [](auto const& s) {
           return s.kind != model::slot_kind::symbol;
         });
}

held read_table(model::table const& t, model::text_statement const& s) {
  held out = from(t.prov);
  if (s.keys.empty() && s.members.size() == 1 && (s.members[0] == "column_keys" || s.members[0] == "row_keys")) {
    std::vector<model::key_path> keys;
    if (s.members[0] == "column_keys") {
      keys = t.column_keys;
    } else {
      for (auto const& r : t.rows_) keys.insert(keys.end(), r.keys.begin(), r.keys.end());
    }
    if (s.stated_items.size() == 1 && all_digits(s.stated)) {
      out.items.push_back(std::to_string(keys.size()));
    } else {
      for (auto const& k : keys) out.items.push_back(model::path_text(k));
    }
    return out;
  }
  if (s.keys.empty()) {
    out.error = "name a row (`" + t.name + "[ROW]`), a cell, or `.column_keys` / `.row_keys`";
    return out;
  }
  auto const* r = find_row(t, s.keys[0]);
  if (!r) {
    out.error = "'" + t.name + "' has no row '" + s.keys[0] + "'";
    return out;
  }
  out = from(r->prov);
  if (s.keys.size() == 2 && s.members.empty()) {
    auto column = find_column(t, s.keys[1]);
    if (!column || *column >= r->cells.size()) {
      out.error = "'" + t.name + "' has no column '" + s.keys[1] + "'";
      return out;
    }
    out.items.push_back(r->cells[*column].blank ? "_" : r->cells[*column].text);
    return out;
  }
  if (s.keys.size() == 1 && s.members.empty()) {
    for (auto const& c : r->cells) out.items.push_back(c.blank ? "_" : c.text);
    return out;
  }
  if (s.keys.size() == 1 && s.members == std::vector<std::string>{"range"}) {
    // The farthest column whose cell holds a number: "fires two hexes maximum".
    std::string farthest = "0";
    for (std::size_t i = 0; i < r->cells.size() && i < t.column_keys.size(); ++i)
      if (holds_number(r->cells[i])) farthest = model::path_text(t.column_keys[i]);
    out.items.push_back(farthest);
    return out;
  }
  out.error = "a table statement is about `T[ROW]`, `T[ROW][COLUMN]`, `T[ROW].range`, `T.column_keys` or `T.row_keys`";
  return out;
}

held read_bands(model::band_table const& b, model::text_statement const& s) {
  held out = from(b.prov);
  std::optional<std::size_t> column;
  std::vector<std::string> members = s.members;
  if (members.size() == 2) {
    auto it = std::find(b.columns.begin(), b.columns.end(), members[0]);
    if (it == b.columns.end()) {
      out.error = "'" + b.name + "' has no outcome column '" + members[0] + "'";
      return out;
    }
    column = static_cast<std::size_t>(it - b.columns.begin());
    members.erase(members.begin());
  }
  if (s.keys.empty() && members == std::vector<std::string>{"triggered_by"} && !column) {
    // The rolls whose natural face calls this table ("A 9 on a d10 in a melee").
    for (auto const& tr : b.triggers)
      if (std::find(out.items.begin(), out.items.end(), tr.roll) == out.items.end()) out.items.push_back(tr.roll);
    if (!b.triggers.empty()) out = held{out.items, b.triggers.front().prov.where, lines_of(b.triggers.front().prov), {}};
    return out;
  }
  if (!s.keys.empty() || members != std::vector<std::string>{"outcomes"}) {
    out.error = "a band table statement is about `B.outcomes`, `B.COLUMN.outcomes` or `B.triggered_by`";
    return out;
  }
  std::set<std::string> seen;
  for (auto const& band : b.bands)
    for (std::size_t i = 0; i < band.outcomes.size(); ++i) {
      if (column && i != *column) continue;
      for (auto const& slot : band.outcomes[i].slots)
        if (!slot.symbol.empty() && seen.insert(slot.symbol).second) out.items.push_back(slot.symbol);
    }
  return out;
}

held read_list(model::modifier_list const& l, model::text_statement const& s) {
  held out = from(l.prov);
  if (!s.keys.empty() || s.members.size() != 1) {
    out.error = "a modifier list statement is about `L.MODIFIER` or `L.limits` (its clamp)";
    return out;
  }
  if (s.members[0] == "limits") {
    out = from(l.clamp_prov);
    if (l.clamp) {
      out.items = {std::to_string(l.clamp->first), std::to_string(l.clamp->second)};
    } else {
      out.items = {"none"};
    }
    return out;
  }
  auto m = std::find_if(l.modifiers.begin(), l.modifiers.end(), [&](auto const& x) { return x.name == s.members[0]; });
  if (m == l.modifiers.end()) {
    out.error = "'" + l.name + "' has no modifier '" + s.members[0] + "'";
    return out;
  }
  out = from(m->prov);
  if (!m->delta) {
    out.error = "'" + l.name + "." + m->name + "' has a computed delta; state its cases one by one";
    return out;
  }
  out.items.push_back(std::to_string(*m->delta));
  return out;
}

held read_enum(model::enum_type const& e, model::text_statement const& s) {
  held out = from(e.prov);
  if (!s.keys.empty() || s.members != std::vector<std::string>{"values"}) {
    out.error = "an enum statement is about `E.values`";
    return out;
  }
  if (s.stated_items.size() == 1 && all_digits(s.stated)) {
    out.items.push_back(std::to_string(e.values.size()));
  } else {
    for (auto const& v : e.values) out.items.push_back(v.name);
  }
  return out;
}

held read(model::ruleset const& rules, model::text_statement const& s) {
  if (auto t = rules.tables.find(s.head); t != rules.tables.end()) return read_table(t->second, s);
  if (auto b = rules.band_tables.find(s.head); b != rules.band_tables.end()) return read_bands(b->second, s);
  if (auto l = rules.modifier_lists.find(s.head); l != rules.modifier_lists.end()) return read_list(l->second, s);
  if (auto e = rules.enums.find(s.head); e != rules.enums.end()) return read_enum(e->second, s);
  held out;
  out.error = "'" + s.head + "' is not a table, band table, modifier list or enum of this ruleset";
  return out;
}

// One value as it is; several in brackets, as a statement lists them: [a, b].
std::string bracketed_list(std::vector<std::string> const& items) {
  std::string out;
  for (auto const& i : items) out += (out.empty() ? "" : ", ") + i;
  return items.size() == 1 ? out : "[" + out + "]";
}

// Why the data contradicts the statement, or empty when it agrees.
std::string contradiction(model::text_statement const& s, held const& h) {
  std::vector<std::string> stated, holds;
  for (auto const& i : s.stated_items) stated.push_back(without_spaces(i));
  for (auto const& i : h.items) holds.push_back(without_spaces(i));
  if (s.relation == "has") {
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < stated.size(); ++i)
      if (std::find(holds.begin(), holds.end(), stated[i]) == holds.end()) missing.push_back(s.stated_items[i]);
    if (missing.empty()) return {};
    return "holds no " + bracketed_list(missing) + " (it holds " + bracketed_list(h.items) + ")";
  }
  // A band table's outcomes are a set: the text names them in its own order.
  if (!s.members.empty() && s.members.back() == "outcomes") {
    std::sort(stated.begin(), stated.end());
    std::sort(holds.begin(), holds.end());
  }
  if (stated == holds) return {};
  return "holds " + bracketed_list(h.items) + ", not " + s.stated;
}

}  // namespace

namespace {

void check_statements(model::ruleset const& rules, std::vector<model::text_statement> const& statements,
                      diagnostics& diags) {
  for (auto const& s : statements) {
    held const h = read(rules, s);
    std::string const says = lines_of(s.prov) + " says \"" + s.quote + "\"";
    if (!h.error.empty()) {
      diags.warning(ids::text_contradicts, s.prov.where, says + ", but the statement cannot be checked: " + h.error)
          .subject = s.target;
      continue;
    }
    std::string const why = contradiction(s, h);
    if (why.empty()) continue;
    auto& d = diags.warning(ids::text_contradicts, s.prov.where,
                            says + "; " + s.target + (h.lines.empty() ? "" : " (" + h.lines + ")") + " " + why);
    d.subject = s.target;
    if (h.where.valid()) d.notes.push_back({h.where, "the data, as encoded"});
  }
}

}  // namespace

// The edition's statements against its tables; a scenario's against the tables as it plays them.
void text_contradicts::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  check_statements(rules, rules.statements, diags);
  for (auto const& [name, sc] : rules.scenarios)
    if (!sc.statements.empty()) check_statements(model::with_scenario(rules, sc), sc.statements, diags);
}

}  // namespace herald::check
