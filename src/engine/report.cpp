// Writes resolutions and exact distributions as text and JSON.
#include "engine/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace herald::engine {
namespace {

using json = nlohmann::json;
using boost::multiprecision::cpp_int;

std::string reference(std::string const& ref, std::uint32_t line, report_words const& w) {
  std::string out = ref;
  if (line) out += (out.empty() ? "" : " ") + w.term("line") + " " + std::to_string(line);
  return out;
}

void write_modifiers(std::ostream& out, modifier_sum const& m, report_words const& w) {
  out << "  " << w.heading("modifiers") << "\n";
  bool any = false;
  for (auto const& a : m.modifiers) {
    if (!a.applies && a.removed_by.empty()) continue;
    any = true;
    std::string note = a.applies ? "" : " (" + w.term("removed by") + " " + a.removed_by + ")";
    out << fmt::format("    {:<38} {:>3}{}  [{}]\n", a.name, signed_text(a.delta), note, reference(a.ref, a.line, w));
  }
  if (!any) out << "    " << w.term("(none apply)") << "\n";
  out << "    " << fmt::format("{:<38} {:>3}", w.term("sum"), signed_text(m.raw));
  if (m.clamp && m.total != m.raw)
    out << fmt::format(", {} {} ({}..{})", w.term("clamped to"), signed_text(m.total), signed_text(m.clamp->first),
                       signed_text(m.clamp->second));
  out << "\n";
}

json modifiers_json(modifier_sum const& m) {
  json list = json::array();
  for (auto const& a : m.modifiers) {
    json j{{"name", a.name}, {"delta", a.delta}, {"applies", a.applies}, {"ref", a.ref}, {"line", a.line}};
    if (!a.removed_by.empty()) j["removed_by"] = a.removed_by;
    list.push_back(std::move(j));
  }
  json out{{"list", list}, {"sum", m.raw}, {"total", m.total}};
  out["clamp"] = m.clamp ? json::array({m.clamp->first, m.clamp->second}) : json(nullptr);
  return out;
}

char const* kind_name(fact::kind k) {
  switch (k) {
    case fact::kind::word: return "word";
    case fact::kind::number: return "number";
    case fact::kind::results: return "results";
    case fact::kind::unit: return "unit";
    case fact::kind::modifier: return "modifier";
    case fact::kind::modifiers: return "modifiers";
  }
  return "word";
}

// A fact as data: its key (no spaces), its kind and typed value; with a language, the words a person reads.
json fact_json(fact const& f, report_words const& w) {
  json j{{"key", f.key()}, {"kind", kind_name(f.k)}};
  switch (f.k) {
    case fact::kind::word: j["word"] = f.word; break;
    case fact::kind::number:
      j["number"] = f.number;
      if (!f.note().empty()) j["note"] = f.note();
      break;
    case fact::kind::results:
      j["results"] = f.codes;
      if (!f.note().empty()) j["note"] = f.note();
      break;
    case fact::kind::unit:
      j["unit"] = {{"type", f.type().empty() ? json(nullptr) : json(f.type())}, {"fatigue", f.fatigue()},
                   {"order", f.order()}, {"eliminated", f.eliminated()}};
      break;
    case fact::kind::modifier: j["modifier"] = {{"name", f.word}, {"delta", f.number}, {"rule", f.rule()}}; break;
    case fact::kind::modifiers: {
      json applied = json::array();
      for (auto const& [name, delta] : f.applied) applied.push_back({{"name", name}, {"delta", delta}});
      j["modifiers"] = {{"applied", applied}, {"sum", f.raw}, {"total", f.number}};
      break;
    }
  }
  if (w.chosen()) {  // the words a person of that language reads, beside the data
    j["label"] = w.label(f);
    j["text"] = w.value(f);
  }
  return j;
}

json facts_json(std::vector<fact> const& facts, report_words const& w) {
  json out = json::array();
  for (auto const& f : facts) out.push_back(fact_json(f, w));
  return out;
}

json step_json(step const& st, report_words const& w) {
  json results = json::object();
  for (auto const& [column, list] : st.results) results[column] = list;
  json j{{"step", st.name}, {"table", st.table}, {"facts", facts_json(st.facts, w)}, {"roll", st.naturals},
         {"results", results}, {"ref", st.ref}, {"line", st.line}};
  if (w.chosen()) {  // the words of the text report
    j["label"] = w.name(st.name);
    j["table_label"] = w.table(st.table);
    json shown = json::object();
    for (auto const& [column, list] : st.results) shown[column] = w.results(list);  // codes enter the legend
    j["results_text"] = shown;
  }
  j["modifiers"] = st.has_modifiers ? modifiers_json(st.modifiers) : json(nullptr);
  j["total"] = st.has_total ? json(st.total) : json(nullptr);
  return j;
}

// The codes met, with their labels in the report's language: only when a language was asked for.
void add_legend(json& doc, report_words const& w) {
  if (!w.chosen()) return;
  doc["lang"] = w.lang();
  json legend = json::object();
  for (auto const& [code, label] : w.legend()) legend[code] = label;
  doc["legend"] = legend;
}

void write_legend(std::ostream& out, report_words const& w) {
  auto const legend = w.legend();
  if (legend.empty()) return;
  std::string line;
  for (auto const& [code, label] : legend) line += (line.empty() ? "" : " \u00B7 ") + code + w.colon() + label;
  out << w.term("legend") << w.colon() << line << "\n";
}

// A chart's row: an outcome of a distribution and its probability, pointed at, not copied (a whole
// combat's outcomes can take a gigabyte).
struct row {
  outcome const* facts;
  probability const* chance;
};

// Outcomes from the most to the least likely; ties in outcome order.
std::vector<row> ranked(distribution const& d) {
  std::vector<row> out;
  out.reserve(d.outcomes.size());
  for (auto const& [o, p] : d.outcomes) out.push_back({&o, &p});
  std::stable_sort(out.begin(), out.end(), [](row const& a, row const& b) { return *a.chance > *b.chance; });
  return out;
}

// Each fact's values, their probabilities summed over every other fact, in the order facts first appear.
std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> marginals(distribution const& d) {
  std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> out;
  for (auto const& [o, p] : d.outcomes)
    for (auto const& f : o) {
      if (!f.shown_in_outcome()) continue;
      std::string const label = f.label();
      auto named = std::find_if(out.begin(), out.end(), [&label](auto const& e) { return e.first == label; });
      if (named == out.end()) named = out.insert(out.end(), {label, {}});
      auto e = std::find_if(named->second.begin(), named->second.end(), [&f](auto const& x) { return x.first == f; });
      if (e == named->second.end()) named->second.push_back({f, p});
      else e->second += p;
    }
  for (auto& [label, values] : out)  // numbers in numeric order, words as they come
    std::stable_sort(values.begin(), values.end(), [](auto const& a, auto const& b) {
      return a.first.k == fact::kind::number && b.first.k == fact::kind::number && a.first.number < b.first.number;
    });
  return out;
}

}  // namespace

std::string fraction_text(probability const& p) {
  return boost::multiprecision::numerator(p).str() + "/" + boost::multiprecision::denominator(p).str();
}

std::string signed_text(std::int64_t n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

std::string percent_text(probability const& p) {
  cpp_int num = boost::multiprecision::numerator(p), den = boost::multiprecision::denominator(p);
  cpp_int hundredths = (num * 10000 * 2 + den) / (den * 2);  // rounded half up
  cpp_int whole = hundredths / 100, frac = hundredths % 100;
  return whole.str() + "." + (frac < 10 ? "0" : "") + frac.str();
}

std::string outcome_text(outcome const& o, report_words const& w) {
  std::string out;
  for (auto const& f : o)
    if (f.shown_in_outcome()) out += (out.empty() ? "" : ", ") + w.label(f) + w.colon() + w.value(f);
  return out;
}

void write_text(std::ostream& out, resolution const& r, report_words const& w) {
  for (auto const& st : r.steps) {
    out << w.name(st.name) << " (" << w.table(st.table);
    if (!st.ref.empty() || st.line) out << ", " << reference(st.ref, st.line, w);
    out << ")\n";
    for (auto const& f : st.facts) out << "  " << w.label(f) << w.colon() << w.value(f) << "\n";
    if (st.has_modifiers) write_modifiers(out, st.modifiers, w);
    if (!st.naturals.empty()) {
      out << "  " << w.heading("roll");
      for (int n : st.naturals) out << " " << n;
      out << "\n";
    }
    if (st.has_total) out << "  " << w.term("total") << w.colon() << st.total << "\n";
    for (auto const& [column, results] : st.results) out << "  " << w.name(column) << w.colon() << w.results(results) << "\n";
  }
  out << w.heading("outcome") << "\n";
  for (auto const& f : r.final)
    if (f.shown_in_outcome()) out << "  " << w.label(f) << w.colon() << w.value(f) << "\n";
  write_legend(out, w);
}

void write_json(std::ostream& out, resolution const& r, report_words const& w) {
  json steps = json::array();
  for (auto const& st : r.steps) steps.push_back(step_json(st, w));
  json doc{{"herald_resolve", resolve_schema_version},
           {"procedure", r.procedure},
           {"steps", steps},
           {"outcome", facts_json(r.final, w)}};
  add_legend(doc, w);
  out << doc.dump(2) << "\n";
}

// The outcomes grouped by their final states alone (every fact::final_state).
distribution by_final_state(distribution const& d) {
  distribution finals;
  for (auto const& [o, p] : d.outcomes) {
    outcome state;
    for (auto const& f : o)
      if (f.final_state()) state.push_back(f);
    finals.outcomes[state] += p;
  }
  return finals;
}

void write_bars(std::ostream& out, std::vector<row> const& rows, report_words const& w) {
  constexpr int bar_width = 40;
  for (auto const& r : rows) {
    outcome const& o = *r.facts;
    probability const& p = *r.chance;
    cpp_int cells = (boost::multiprecision::numerator(p) * bar_width * 2 + boost::multiprecision::denominator(p)) /
                    (boost::multiprecision::denominator(p) * 2);
    int width = static_cast<int>(cells);
    std::string bar;
    for (int i = 0; i < width; ++i) bar += "█";
    for (int i = width; i < bar_width; ++i) bar += "·";
    out << fmt::format("{} {:>11} {:>7} %  {}\n", bar, fraction_text(p), w.decimal(percent_text(p)), outcome_text(o, w));
  }
}

void write_text(std::ostream& out, std::string const& kind, distribution const& d, step const* before,
                report_words const& w, bool with_steps) {
  auto rows = ranked(d);
  if (before) {
    for (auto const& f : before->facts) out << w.label(f) << w.colon() << w.value(f) << "\n";
    if (before->has_modifiers) write_modifiers(out, before->modifiers, w);
  }
  if (d.computed_by.empty())
    out << w.term(kind) << w.colon() << rows.size() << " " << w.term("outcomes over") << " " << d.sequences << " "
        << w.term("sequences of faces, each weighted by its exact probability") << "\n";
  else
    out << w.term(kind) << w.colon() << rows.size() << " "
        << w.term(rows.size() == 1 ? "outcome, exact, computed over" : "outcomes, exact, computed over") << " "
        << d.computed_by << "\n";
  if (d.whole_combat) {
    // A whole combat: where it ends first, each final state once; the way there on request.
    distribution const finals = by_final_state(d);
    auto const final_rows = ranked(finals);
    out << w.term("final states") << " (" << final_rows.size() << ")" << w.heading("") << "\n";
    write_bars(out, final_rows, w);
    if (with_steps) {
      out << w.heading("each outcome with its steps") << "\n";
      write_bars(out, rows, w);
    } else {
      out << w.term("each outcome with its steps: --steps") << "\n";
    }
  } else {
    write_bars(out, rows, w);
  }
  out << w.term("total") << w.colon() << fraction_text(d.total()) << "\n";
  if (!d.computed_by.empty() && d.outcomes.size() > 12) {
    // A pool's outcomes multiply: each fact alone, summed over the others, is what a player asks.
    out << w.heading("each fact alone") << "\n";
    for (auto const& [label, values] : marginals(d))
      for (auto const& [f, p] : values)
        out << fmt::format("  {}{}{}  {:>11} {:>7} %\n", w.label(f), w.colon(), w.value(f), fraction_text(p),
                           w.decimal(percent_text(p)));
  }
  write_legend(out, w);
}

void write_json(std::ostream& out, std::string const& kind, distribution const& d, step const* before,
                report_words const& w) {
  json rows = json::array();
  for (auto const& r : ranked(d))
    rows.push_back({{"outcome", facts_json(*r.facts, w)},
                    {"numerator", boost::multiprecision::numerator(*r.chance).str()},
                    {"denominator", boost::multiprecision::denominator(*r.chance).str()},
                    {"percent", percent_text(*r.chance)}});
  probability total = d.total();
  json doc{{"herald_resolve", resolve_schema_version},
           {"procedure", kind},
           {"sequences", d.sequences},
           {"before_roll", before ? step_json(*before, w) : json(nullptr)},
           {"outcomes", rows},
           {"total",
            {{"numerator", boost::multiprecision::numerator(total).str()},
             {"denominator", boost::multiprecision::denominator(total).str()}}}};
  if (!d.computed_by.empty()) {  // a pool: no sequences were run; its facts alone, summed over the others
    doc["computed_by"] = d.computed_by;
    json facts = json::object();
    for (auto const& [label, values] : marginals(d))
      for (auto const& [f, p] : values) {
        json one = fact_json(f, w);
        one["numerator"] = boost::multiprecision::numerator(p).str();
        one["denominator"] = boost::multiprecision::denominator(p).str();
        facts[f.key()].push_back(std::move(one));
      }
    doc["marginals"] = facts;
  }
  add_legend(doc, w);
  out << doc.dump(2) << "\n";
}

namespace {

// A row of a merged distribution as a person reads it: its facts, the given facts certain given it
// (on its line), and the others grouped by name with their values' chances given the row.
struct merged_line {
  outcome facts;
  probability chance;
  std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> uncertain;
};

// Which given facts a report shows: a whole combat's leaders' final states, or (with its steps, or
// for any other procedure) every given fact a person reads (modifiers are read in the steps).
bool shown_given(fact const& f, bool whole_combat, bool with_steps) {
  if (!f.shown_in_outcome()) return false;
  return !whole_combat || with_steps || f.name.rfind("leader ", 0) == 0;
}

std::vector<merged_line> merged_lines(merged_distribution const& d, bool whole_combat, bool with_steps) {
  std::vector<merged_line> out;
  for (auto const& row : d.rows) {
    merged_line line;
    line.chance = row.chance;
    for (auto id : row.facts) line.facts.push_back(d.facts.at(id));
    std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> groups;
    for (auto const& [id, p] : row.given) {
      fact const& f = d.facts.at(id);
      if (!shown_given(f, whole_combat, with_steps)) continue;
      auto g = std::find_if(groups.begin(), groups.end(), [&](auto const& e) { return e.first == f.name; });
      if (g == groups.end()) g = groups.insert(groups.end(), {f.name, {}});
      g->second.emplace_back(f, p);
    }
    std::stable_sort(groups.begin(), groups.end(), [](auto const& a, auto const& b) { return a.first < b.first; });
    for (auto& [name, values] : groups) {
      if (values.size() == 1 && values.front().second == 1) {
        line.facts.push_back(values.front().first);
        continue;
      }
      std::stable_sort(values.begin(), values.end(), [](auto const& a, auto const& b) { return a.second > b.second; });
      line.uncertain.emplace_back(name, std::move(values));
    }
    out.push_back(std::move(line));
  }
  // From the most to the least likely; ties in the order of their facts, as the joint's chart.
  std::stable_sort(out.begin(), out.end(), [](merged_line const& a, merged_line const& b) {
    return a.chance != b.chance ? a.chance > b.chance : a.facts < b.facts;
  });
  return out;
}

std::string bar_of(probability const& p) {
  constexpr int bar_width = 40;
  cpp_int cells = (boost::multiprecision::numerator(p) * bar_width * 2 + boost::multiprecision::denominator(p)) /
                  (boost::multiprecision::denominator(p) * 2);
  int width = static_cast<int>(cells);
  std::string bar;
  for (int i = 0; i < width; ++i) bar += "█";
  for (int i = width; i < bar_width; ++i) bar += "·";
  return bar;
}

json chance_json(probability const& p) {
  return {{"numerator", boost::multiprecision::numerator(p).str()},
          {"denominator", boost::multiprecision::denominator(p).str()}};
}

}  // namespace

void write_text(std::ostream& out, std::string const& kind, merged_distribution const& d, step const* before,
                report_words const& w, bool with_steps, bool whole_combat) {
  auto const lines = merged_lines(d, whole_combat, with_steps);
  if (before) {
    for (auto const& f : before->facts) out << w.label(f) << w.colon() << w.value(f) << "\n";
    if (before->has_modifiers) write_modifiers(out, before->modifiers, w);
  }
  out << w.term(kind) << w.colon() << lines.size() << " "
      << w.term(lines.size() == 1 ? "outcome, exact, computed over" : "outcomes, exact, computed over") << " "
      << w.term("merged states") << " (" << w.term("at most") << " " << d.most_entries << " "
      << w.term("entries after a step") << ")\n";
  if (whole_combat) out << w.term("final states") << " (" << lines.size() << ")" << w.heading("") << "\n";
  for (auto const& line : lines) {
    out << fmt::format("{} {:>11} {:>7} %  {}\n", bar_of(line.chance), fraction_text(line.chance),
                       w.decimal(percent_text(line.chance)), outcome_text(line.facts, w));
    for (auto const& [name, values] : line.uncertain) {
      std::string text;
      probability held = 0;
      for (auto const& [f, p] : values) {
        text += (text.empty() ? "" : ", ") + w.value(f) + " " + fraction_text(p);
        held += p;
      }
      if (held < 1) text += ", " + w.term("not rolled") + " " + fraction_text(1 - held);
      out << "    " << w.label(values.front().first) << w.colon() << text << "\n";
    }
  }
  if (whole_combat && !with_steps) out << w.term("each step given its final states: --steps") << "\n";
  out << w.term("total") << w.colon() << fraction_text(d.total()) << "\n";
  write_legend(out, w);
}

void write_json(std::ostream& out, std::string const& kind, merged_distribution const& d, step const* before,
                report_words const& w, bool whole_combat) {
  json rows = json::array();
  for (auto const& line : merged_lines(d, whole_combat, true)) {
    json given = json::object();
    for (auto const& [name, values] : line.uncertain)
      for (auto const& [f, p] : values) {
        json one = fact_json(f, w);
        one.update(chance_json(p));
        given[f.key()].push_back(std::move(one));
      }
    json row{{"outcome", facts_json(line.facts, w)}, {"given", given},
             {"percent", percent_text(line.chance)}};
    row.update(chance_json(line.chance));
    rows.push_back(std::move(row));
  }
  json doc{{"herald_resolve", 2},
           {"procedure", kind},
           {"whole_combat", whole_combat},
           {"entries", d.most_entries},
           {"before_roll", before ? step_json(*before, w) : json(nullptr)},
           {"outcomes", rows},
           {"total", chance_json(d.total())}};
  add_legend(doc, w);
  out << doc.dump(2) << "\n";
}

}  // namespace herald::engine
