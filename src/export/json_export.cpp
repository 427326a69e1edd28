// The JSON export of a checked ruleset: a stable, sorted, documented schema (docs/export-schema.md).
#include "export/json_export.hpp"

#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

namespace herald::exporting {
namespace {

using json = nlohmann::ordered_json;
using namespace herald::model;

json labels_json(labels const& l) {
  json out = json::object();
  for (auto const& [lang, text] : l) out[lang] = text;  // std::map: sorted by language
  return out;
}

json provenance_json(provenance const& p) {
  json out = json::object();
  out["ref"] = p.ref.empty() ? json(nullptr) : json(p.ref);
  out["document"] = p.document.empty() ? json(nullptr) : json(p.document);
  out["line"] = p.line ? json(p.line) : json(nullptr);
  if (p.line_end) out["line_end"] = p.line_end;
  return out;
}

json notes_json(std::vector<note> const& notes) {
  json out = json::array();
  for (auto const& n : notes) {
    json one = {{"text", n.text}, {"provenance", provenance_json(n.prov)}};
    if (n.printed) one["printed"] = true;  // only when so: the exports of rulesets that mark none keep their bytes
    out.push_back(std::move(one));
  }
  return out;
}

char const* slot_kind_name(slot_kind k) {
  switch (k) {
    case slot_kind::integer: return "int";
    case slot_kind::modifier: return "mod";
    case slot_kind::symbol: return "symbol";
  }
  return "";
}

json type_json(type_desc const& t) {
  json out = {{"kind", t.text()}};
  if (t.range) out["range"] = {t.range->first, t.range->second};
  return out;
}

json key_json(key const& k) {
  switch (k.k) {
    case key::kind::name: return k.name;
    case key::kind::integer: return k.number;
    case key::kind::ratio: return k.text();
  }
  return nullptr;
}

json key_path_json(key_path const& p) {
  json out = json::array();
  for (auto const& k : p) out.push_back(key_json(k));
  return out;
}

// What the export prints a cell's text with: the edition's words for its symbols, in its language.
struct printing {
  ruleset const& rules;
  std::string lang;
  std::string text(cell const& c) const { return printed_text(rules, c, lang); }
};

json cell_value_json(cell const& c, printing const& p) {
  json out = json::object();
  out["text"] = p.text(c);
  if (c.blank) {
    out["blank"] = true;
  } else {
    json slots = json::array();
    for (auto const& s : c.slots) {
      json v = {{"slot", s.slot.empty() ? json(nullptr) : json(s.slot)}, {"kind", slot_kind_name(s.kind)}};
      if (s.kind == slot_kind::symbol)
        v["symbol"] = s.symbol;
      else
        v["value"] = s.number;
      slots.push_back(std::move(v));
    }
    out["slots"] = std::move(slots);
  }
  if (!c.type.empty()) out["type"] = c.type;
  if (c.shape >= 0) out["shape"] = c.shape;
  out["marks"] = c.marks;
  out["provenance"] = provenance_json(c.prov);
  if (c.reprinted_at.line) out["reprinted_at"] = provenance_json(c.reprinted_at);
  return out;
}

// Where an extending edition's own document prints the item again (`reprint`), when it says.
void edition_reprint_json(json& out, std::optional<reprint_site> const& site) {
  if (!site) return;
  out["edition_reprint"] = {{"language", site->language}, {"cell_per_line", site->cell_per_line},
                            {"provenance", provenance_json(site->prov)}};
}

json roll_json(std::optional<roll_spec> const& r);

json axis_json(axis const& a) {
  json levels = json::array();
  for (auto const& level : a.levels) {
    json l = {{"domain", level.domain}};
    l["kind"] = level.k == axis_level::kind::enumeration ? "enum"
                : level.k == axis_level::kind::int_range ? "int"
                                                         : "ratio_steps";
    json keys = json::array();
    for (auto const& k : level.keys) keys.push_back(key_json(k));
    l["keys"] = std::move(keys);
    levels.push_back(std::move(l));
  }
  return {{"levels", levels}, {"provenance", provenance_json(a.prov)}};
}

json table_json(table const& t, printing const& p) {
  json out = {{"name", t.name}, {"labels", labels_json(t.label)}, {"provenance", provenance_json(t.prov)}};
  out["defined_by"] = t.origin;
  out["rows"] = axis_json(t.rows);
  out["columns"] = axis_json(t.columns);
  out["cell_type"] = t.cell_type.empty() ? json(nullptr) : json(t.cell_type);
  json column_types = json::object();
  for (auto const& [column, type] : t.column_cell_types) column_types[column] = type;
  out["column_cell_types"] = std::move(column_types);
  out["sparse"] = t.sparse;
  out["reprinted"] = t.reprint ? provenance_json(*t.reprint) : json(nullptr);
  edition_reprint_json(out, t.edition_reprint);
  out["roll"] = roll_json(t.roll);
  json footnotes = json::array();
  for (auto const& f : t.footnotes)
    footnotes.push_back({{"mark", f.mark}, {"text", f.text}, {"provenance", provenance_json(f.prov)}});
  out["footnotes"] = std::move(footnotes);
  out["notes"] = notes_json(t.notes);
  json checks = json::array();
  for (auto const& c : t.checks)
    checks.push_back({{"each", c.scope}, {"condition", c.condition.text()}, {"provenance", provenance_json(c.prov)}});
  out["checks"] = std::move(checks);
  // One entry per (row key, column key), rows in declaration order: a row
  // printed once for several keys (Cl, Il) gives one entry per key.
  json cells = json::array();
  for (auto const& r : t.rows_)
    for (auto const& row_key : r.keys)
      for (std::size_t i = 0; i < r.cells.size() && i < t.column_keys.size(); ++i) {
        json c = {{"row", key_path_json(row_key)}, {"column", key_path_json(t.column_keys[i])}};
        if (!r.printed_label.empty()) c["row_label"] = r.printed_label;
        c.update(cell_value_json(r.cells[i], p));
        cells.push_back(std::move(c));
      }
  out["cells"] = std::move(cells);
  return out;
}

json roll_json(std::optional<roll_spec> const& r) {
  if (!r) return nullptr;
  json terms = json::array();
  for (auto const& [sign, list] : r->terms) terms.push_back({{"sign", std::string(1, sign)}, {"modifiers", list}});
  return {{"count", r->count}, {"die", r->die}, {"modifiers", terms}, {"opposed", r->opposed}};
}

json clamp_json(std::optional<std::pair<std::int64_t, std::int64_t>> const& c, provenance const& p) {
  if (!c) return nullptr;
  return {{"low", c->first}, {"high", c->second}, {"provenance", provenance_json(p)}};
}

json bands_json(band_table const& b, printing const& p) {
  json out = {{"name", b.name}, {"labels", labels_json(b.label)}, {"provenance", provenance_json(b.prov)}};
  out["roll"] = roll_json(b.roll);
  out["clamp"] = clamp_json(b.clamp, b.clamp_prov);
  json triggers = json::array();
  for (auto const& t : b.triggers)
    triggers.push_back({{"roll", t.roll}, {"natural", t.natural}, {"leaders", t.leaders},
                        {"provenance", provenance_json(t.prov)}});
  out["triggers"] = std::move(triggers);
  out["outcomes"] = b.outcome_enum.empty() ? json(nullptr) : json(b.outcome_enum);
  out["columns"] = b.columns;
  out["notes"] = notes_json(b.notes);
  json bands = json::array();
  for (auto const& band : b.bands) {
    json row = {{"low", band.low}, {"high", band.high ? json(*band.high) : json(nullptr)}};
    json outcomes = json::object();
    for (std::size_t i = 0; i < band.outcomes.size() && i < b.columns.size(); ++i) {
      json results = json::array();
      for (auto const& s : band.outcomes[i].slots) results.push_back(s.symbol);
      outcomes[b.columns[i]] = {{"text", p.text(band.outcomes[i])}, {"results", results}};
      if (band.outcomes[i].reprinted_at.line)
        outcomes[b.columns[i]]["reprinted_at"] = provenance_json(band.outcomes[i].reprinted_at);
    }
    row["outcomes"] = std::move(outcomes);
    row["provenance"] = provenance_json(band.prov);
    if (band.reprinted_at.line) row["reprinted_at"] = provenance_json(band.reprinted_at);
    bands.push_back(std::move(row));
  }
  out["bands"] = std::move(bands);
  edition_reprint_json(out, b.edition_reprint);
  return out;
}

json modifier_json(modifier const& m) {
  json out = {{"name", m.name}};
  out["delta"] = m.delta ? json(*m.delta) : json(nullptr);
  out["computed"] = m.computed ? json(m.computed->text()) : json(nullptr);
  out["condition"] = m.condition ? json(m.condition->text()) : json(nullptr);
  out["excludes"] = m.excludes;
  out["text"] = m.text;
  out["defined_by"] = m.origin;
  out["provenance"] = provenance_json(m.prov);
  if (m.reprinted_at.line) out["reprinted_at"] = provenance_json(m.reprinted_at);
  return out;
}

json modifier_list_json(modifier_list const& l) {
  json out = {{"name", l.name}, {"labels", labels_json(l.label)}, {"situation", l.situation},
              {"provenance", provenance_json(l.prov)}};
  out["cumulative"] = l.cumulative;
  out["clamp"] = clamp_json(l.clamp, l.clamp_prov);
  json groups = json::array();
  for (auto const& g : l.groups)
    groups.push_back({{"name", g.name}, {"policy", g.policy}, {"members", g.members},
                      {"provenance", provenance_json(g.prov)}});
  out["groups"] = std::move(groups);
  out["notes"] = notes_json(l.notes);
  json modifiers = json::array();
  for (auto const& m : l.modifiers) modifiers.push_back(modifier_json(m));
  out["modifiers"] = std::move(modifiers);
  edition_reprint_json(out, l.edition_reprint);
  return out;
}

json value_json(value const& v) {
  switch (v.k) {
    case value::kind::number: return v.number;
    case value::kind::ratio: return std::to_string(v.attacker) + "/" + std::to_string(v.defender);
    case value::kind::text: return v.text;
    case value::kind::boolean: return v.boolean;
    case value::kind::name: return v.text;
    case value::kind::list: {
      json out = json::array();
      for (auto const& item : v.items) out.push_back(value_json(item));
      return out;
    }
    case value::kind::object: {
      json out = json::object();
      for (auto const& [name, field] : v.fields) out[name] = value_json(field);
      return out;
    }
  }
  return nullptr;
}

json example_json(example const& e) {
  json out = {{"name", e.name}, {"labels", labels_json(e.label)}, {"situation", e.situation},
              {"provenance", provenance_json(e.prov)}};
  out["given"] = e.given ? value_json(*e.given) : json(nullptr);
  json rolls = json::array();
  for (auto const& [die, faces] : e.rolls) rolls.push_back({{"die", die}, {"faces", faces}});
  out["rolls"] = std::move(rolls);
  out["expect"] = e.expect ? value_json(*e.expect) : json(nullptr);
  out["notes"] = notes_json(e.notes);
  return out;
}

json amendment_json(amendment const& a) {
  return {{"target", a.target}, {"from", a.from}, {"to", a.to}, {"defined_by", a.origin},
          {"provenance", provenance_json(a.prov)}};
}

template <typename Map, typename Fn>
json sorted_array(Map const& map, Fn fn) {
  json out = json::array();
  for (auto const& [name, item] : map) out.push_back(fn(item));  // std::map: sorted by name
  return out;
}

json vocabulary_json(ruleset const& r, json& out) {
  out["dice"] = sorted_array(r.dice, [](die const& d) {
    return json{{"name", d.name}, {"faces", {d.low, d.high}}, {"provenance", provenance_json(d.prov)}};
  });
  out["symbols"] = sorted_array(r.symbols, [](symbol const& s) {
    json j{{"name", s.name}, {"labels", labels_json(s.label)}, {"provenance", provenance_json(s.prov)}};
    j["value"] = s.value ? json(*s.value) : json(nullptr);
    j["spelled_out"] = s.spelled_out;
    return j;
  });
  out["enums"] = sorted_array(r.enums, [](enum_type const& e) {
    json values = json::array();
    for (auto const& v : e.values)
      values.push_back({{"name", v.name}, {"labels", labels_json(v.label)}, {"provenance", provenance_json(v.prov)}});
    return json{{"name", e.name}, {"labels", labels_json(e.label)}, {"provenance", provenance_json(e.prov)},
                {"values", values}};
  });
  out["records"] = sorted_array(r.records, [](record_type const& rec) {
    json fields = json::array();
    for (auto const& f : rec.fields)
      fields.push_back({{"name", f.name}, {"type", type_json(f.type)}, {"derived", f.derived},
                        {"labels", labels_json(f.label)}, {"provenance", provenance_json(f.prov)}});
    return json{{"name", rec.name}, {"kind", rec.is_situation ? "situation" : "record"},
                {"labels", labels_json(rec.label)}, {"provenance", provenance_json(rec.prov)}, {"fields", fields}};
  });
  out["cell_types"] = sorted_array(r.cell_types, [](cell_type const& ct) {
    json shapes = json::array();
    for (auto const& shape : ct.shapes) {
      json slots = json::array();
      for (auto const& s : shape) {
        json j = {{"name", s.name.empty() ? json(nullptr) : json(s.name)}, {"kind", slot_kind_name(s.kind)}};
        if (s.kind == slot_kind::symbol) j["symbol"] = s.symbol;
        if (s.range) j["range"] = {s.range->first, s.range->second};
        slots.push_back(std::move(j));
      }
      shapes.push_back(std::move(slots));
    }
    return json{{"name", ct.name}, {"shapes", shapes}, {"provenance", provenance_json(ct.prov)}};
  });
  return out;
}

json transitions_json(transition_table const& t) {
  json rows = json::array();
  for (auto const& tr : t.transitions)
    rows.push_back({{"result", tr.result}, {"from", tr.from}, {"to", tr.to}, {"text", tr.text},
                    {"provenance", provenance_json(tr.prov)}});
  return {{"name", t.name}, {"labels", labels_json(t.label)}, {"dimensions", t.dimensions},
          {"results", t.results}, {"provenance", provenance_json(t.prov)}, {"notes", notes_json(t.notes)},
          {"transitions", rows}};
}

json test_json(die_test const& t) {
  json rules = json::array();
  for (auto const& rule : t.rules) {
    json one = {{"verdict", rule.succeed ? "succeed" : "fail"}, {"condition", rule.condition.text()},
                {"provenance", provenance_json(rule.prov)}};
    if (!rule.text.empty()) one["text"] = rule.text;
    rules.push_back(std::move(one));
  }
  return {{"name", t.name}, {"labels", labels_json(t.label)}, {"situation", t.situation},
          {"provenance", provenance_json(t.prov)}, {"roll", roll_json(t.roll)}, {"rules", rules},
          {"notes", notes_json(t.notes)}};
}

json pool_json(dice_pool const& p) {
  json items = json::array();
  for (auto const& item : p.items)
    items.push_back({{"item", item.keyword}, {"amount", item.amount ? json(item.amount->text()) : json(nullptr)},
                     {"args", item.args}, {"when", item.condition ? json(item.condition->text()) : json(nullptr)},
                     {"provenance", provenance_json(item.prov)}});
  return {{"name", p.name}, {"labels", labels_json(p.label)}, {"situation", p.situation},
          {"provenance", provenance_json(p.prov)}, {"items", items}, {"notes", notes_json(p.notes)}};
}

json results_json(std::vector<sequence_result> const& results) {
  json out = json::array();
  for (auto const& r : results)
    out.push_back({{"name", r.name}, {"value", r.value.text()},
                   {"when", r.condition ? json(r.condition->text()) : json(nullptr)}, {"provenance", provenance_json(r.prov)}});
  return out;
}

json sequence_json(sequence const& q) {
  json steps = json::array();
  for (auto const& st : q.steps) {
    json inputs = json::array();
    for (auto const& [field, e] : st.inputs) inputs.push_back({{"field", field}, {"value", e.text()}});
    steps.push_back({{"name", st.name}, {"procedure", st.roll ? json(nullptr) : json(st.procedure)},
                     {"kind", st.roll ? "roll" : st.is_pool ? "pool" : "test"}, {"roll", roll_json(st.roll)},
                     {"field", st.field}, {"with", inputs},
                     {"when", st.condition ? json(st.condition->text()) : json(nullptr)},
                     {"provenance", provenance_json(st.prov)}});
  }
  return {{"name", q.name}, {"labels", labels_json(q.label)}, {"situation", q.situation},
          {"provenance", provenance_json(q.prov)}, {"steps", steps},
          {"again", q.again ? json{{"when", q.again->text()}, {"provenance", provenance_json(q.again_prov)}} : json(nullptr)},
          {"results", results_json(q.results)},
          {"notes", notes_json(q.notes)}};
}

json statements_json(std::vector<text_statement> const& statements) {
  json out = json::array();
  for (auto const& s : statements)
    out.push_back({{"target", s.target}, {"relation", s.relation}, {"stated", s.stated}, {"quote", s.quote},
                   {"provenance", provenance_json(s.prov)}});
  return out;
}

json scenario_json(scenario const& s, printing const& p) {
  json out = {{"name", s.name}, {"labels", labels_json(s.label)}, {"provenance", provenance_json(s.prov)}};
  out["turns"] = s.turns ? json(*s.turns) : json(nullptr);
  json sides = json::array();
  for (auto const& side : s.sides)
    sides.push_back({{"name", side.name}, {"labels", labels_json(side.label)}, {"role", side.role},
                     {"provenance", provenance_json(side.prov)}});
  out["sides"] = std::move(sides);
  json banners = json::array();
  for (auto const& b : s.banners) {
    json entries = json::array();
    for (auto const& e : b.entries)
      entries.push_back({{"kind", e.kind}, {"name", e.name}, {"text", e.text}, {"details", value_json(e.details)},
                         {"provenance", provenance_json(e.prov)}});
    banners.push_back({{"name", b.name}, {"labels", labels_json(b.label)}, {"side", b.side},
                       {"provenance", provenance_json(b.prov)}, {"entries", entries}});
  }
  out["banners"] = std::move(banners);
  json rules = json::array();
  for (auto const& [name, n] : s.victory_and_rules)
    rules.push_back({{"kind", name.empty() ? "victory" : "rule"}, {"name", name.empty() ? json(nullptr) : json(name)},
                     {"text", n.text}, {"provenance", provenance_json(n.prov)}});
  out["rules"] = std::move(rules);
  out["statements"] = statements_json(s.statements);
  json amendments = json::array();
  for (auto const& a : s.amendments) amendments.push_back(amendment_json(a));
  out["amendments"] = std::move(amendments);
  json added = json::array();
  for (auto const& [list, m] : s.added_modifiers) {
    json j = modifier_json(m);
    j["list"] = list;
    added.push_back(std::move(j));
  }
  out["added_modifiers"] = std::move(added);
  json tables = json::array();
  for (auto const& t : s.tables) tables.push_back(table_json(t, p));
  out["tables"] = std::move(tables);
  json lists = json::array();
  for (auto const& l : s.modifier_lists) lists.push_back(modifier_list_json(l));
  out["modifier_lists"] = std::move(lists);
  out["notes"] = notes_json(s.notes);
  json examples = json::array();
  for (auto const& e : s.examples) examples.push_back(example_json(e));
  out["examples"] = std::move(examples);
  return out;
}

}  // namespace

void json_exporter::write(std::ostream& out) const {
  ruleset const& r = ruleset_;
  json doc = json::object();
  doc["herald_export"] = export_schema_version;
  doc["ruleset"] = {{"kind", r.kind}, {"name", r.name}, {"extends", r.base.empty() ? json(nullptr) : json(r.base)},
                    {"title", labels_json(r.title)}, {"edition", r.edition.empty() ? json(nullptr) : json(r.edition)},
                    {"languages", r.languages}, {"source", r.source_document.empty() ? json(nullptr) : json(r.source_document)},
                    {"imports", r.imports}};
  vocabulary_json(r, doc);
  printing const words{r, r.languages.empty() ? std::string("en") : r.languages.front()};
  doc["tables"] = sorted_array(r.tables, [&](table const& t) { return table_json(t, words); });
  doc["band_tables"] = sorted_array(r.band_tables, [&](band_table const& b) { return bands_json(b, words); });
  doc["modifier_lists"] = sorted_array(r.modifier_lists, modifier_list_json);
  doc["transitions"] = sorted_array(r.transition_tables, transitions_json);
  doc["tests"] = sorted_array(r.tests, test_json);
  doc["pools"] = sorted_array(r.pools, pool_json);
  doc["sequences"] = sorted_array(r.sequences, sequence_json);
  doc["scenarios"] = sorted_array(r.scenarios, [&](scenario const& s) { return scenario_json(s, words); });
  doc["examples"] = sorted_array(r.examples, example_json);
  json amendments = json::array();
  for (auto const& a : r.amendments) amendments.push_back(amendment_json(a));
  doc["amendments"] = std::move(amendments);
  json replacements = json::array();
  for (auto const& x : r.replacements)
    replacements.push_back({{"target", x.target}, {"reason", x.reason}, {"provenance", provenance_json(x.prov)}});
  doc["replacements"] = std::move(replacements);
  doc["spellings"] = sorted_array(r.spellings, [](spelling const& sp) {
    return json{{"symbol", sp.symbol}, {"words", sp.words}, {"provenance", provenance_json(sp.prov)}};
  });
  // The rules of the procedures: what the system declares, what this edition states.
  doc["rules"] = sorted_array(r.rule_switches, [&](rule_switch const& sw) {
    auto setting = r.rule_settings.find(sw.name);
    return json{{"name", sw.name}, {"labels", labels_json(sw.label)}, {"type", sw.type},
                {"value", setting == r.rule_settings.end() ? json(nullptr) : json(setting->second.value)},
                {"provenance", setting == r.rule_settings.end() ? provenance_json(sw.prov)
                                                                : provenance_json(setting->second.prov)}};
  });
  doc["statements"] = statements_json(r.statements);
  json acks = json::array();
  for (auto const& a : r.acknowledgements)
    acks.push_back({{"check", a.check_id}, {"target", a.target}, {"reason", a.reason},
                    {"provenance", provenance_json(a.prov)}});
  doc["acknowledgements"] = std::move(acks);
  json referenced = json::array();
  for (auto const& [name, t] : r.referenced)
    referenced.push_back({{"name", name}, {"labels", labels_json(t.label)}, {"provenance", provenance_json(t.prov)}});
  doc["referenced"] = std::move(referenced);
  json citations = json::array();
  for (auto const& c : r.citations)
    citations.push_back({{"target", c.target}, {"table", c.table},
                         {"row", c.row.empty() ? json(nullptr) : json(c.row)},
                         {"column", c.column.empty() ? json(nullptr) : json(c.column)}, {"text", c.text},
                         {"provenance", provenance_json(c.prov)}});
  doc["citations"] = std::move(citations);
  doc["notes"] = notes_json(r.notes);
  // dump() never uses the locale, so the bytes are the same everywhere;
  // invalid UTF-8 cannot occur (the lexer rejects it) but is replaced anyway.
  out << doc.dump(2, ' ', false, json::error_handler_t::replace) << '\n';
}

std::string json_exporter::str() const {
  std::ostringstream out;
  write(out);
  return out.str();
}

}  // namespace herald::exporting
