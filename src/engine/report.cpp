// Writes resolutions and exact distributions as text and JSON.
#include "engine/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <nlohmann/json.hpp>

#include "engine/core/machine_integers.hpp"

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
  return decimal_text(p.backend().num()) + "/" + decimal_text(p.backend().denom());
}

std::string signed_text(std::int64_t n) { return n > 0 ? "+" + std::to_string(n) : std::to_string(n); }

namespace {
// A chance num/den as its chart line shows it, from one division: x = floor(80,000 num / den), of
// which the bar's 40 cells round(40 p) = floor((x + 1,000) / 2,000) and the hundredths of a percent
// round(10,000 p) = floor((x + 4) / 8), exactly (x's lost fraction never crosses those steps).
class chart_scale {
 public:
  explicit chart_scale(probability const& p) : x_(scaled_floor(p.backend().num(), p.backend().denom(), 80000)) {}
  std::string const& bar() const {
    static std::vector<std::string> const bars = [] {
      std::vector<std::string> out;
      for (int width = 0; width <= 40; ++width) {
        std::string bar;
        for (int i = 0; i < width; ++i) bar += "█";
        for (int i = width; i < 40; ++i) bar += "·";
        out.push_back(std::move(bar));
      }
      return out;
    }();
    return bars.at(static_cast<std::size_t>((x_ + 1000) / 2000));
  }
  std::string percent() const {
    std::int64_t const hundredths = (x_ + 4) / 8;
    return std::to_string(hundredths / 100) + (hundredths % 100 < 10 ? ".0" : ".") + std::to_string(hundredths % 100);
  }

 private:
  std::int64_t x_;
};

}  // namespace

std::string percent_text(probability const& p) {
  return chart_scale(p).percent();
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

namespace {
// "bar fraction percent %  facts": the fraction right-aligned in 11 columns, the percentage in 7, as
// every chart prints them (appended, not formatted: a pool's chart has tens of thousands of lines).
void append_chart_line(std::string& out, std::string const& bar, std::string const& fraction,
                       std::string const& percent, std::string const& facts) {
  out += bar;
  out.append(1 + (fraction.size() < 11 ? 11 - fraction.size() : 0), ' ');
  out += fraction;
  out.append(1 + (percent.size() < 7 ? 7 - percent.size() : 0), ' ');
  out += percent;
  out += " %  ";
  out += facts;
  out += '\n';
}

}  // namespace

void write_bars(std::ostream& out, std::vector<row> const& rows, report_words const& w) {
  std::string chart;
  for (auto const& r : rows) {
    probability const& p = *r.chance;
    chart_scale const scaled(p);
    append_chart_line(chart, scaled.bar(), fraction_text(p), w.decimal(scaled.percent()), outcome_text(*r.facts, w));
  }
  out << chart;
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

// A row of a merged distribution as a person reads it: its facts and the given facts certain given
// it (ids into the distribution's facts, on its line), the others grouped by name with their
// values' chances given the row.
struct merged_line {
  merged_row const* row;
  std::vector<std::uint32_t> with_given;  // the row's facts and its certain given ones, when it has some
  std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> uncertain;
  std::vector<std::uint32_t> const& facts() const { return with_given.empty() ? row->facts : with_given; }
};

// Which given facts a report shows: a whole combat's leaders' final states, or (with its steps, or
// for any other procedure) every given fact a person reads (modifiers are read in the steps).
bool shown_given(fact const& f, bool whole_combat, bool with_steps) {
  if (!f.shown_in_outcome()) return false;
  return !whole_combat || with_steps || f.name.rfind("leader ", 0) == 0;
}

std::vector<merged_line> merged_lines(merged_distribution const& d, bool whole_combat, bool with_steps) {
  std::vector<merged_line> out;
  out.reserve(d.rows.size());
  for (auto const& row : d.rows) {
    merged_line line{&row, {}, {}};
    std::vector<std::pair<std::string, std::vector<std::pair<std::uint32_t, probability>>>> groups;
    for (auto const& [id, p] : row.given) {
      fact const& f = d.facts.at(id);
      if (!shown_given(f, whole_combat, with_steps)) continue;
      auto g = std::find_if(groups.begin(), groups.end(), [&](auto const& e) { return e.first == f.name; });
      if (g == groups.end()) g = groups.insert(groups.end(), {f.name, {}});
      g->second.emplace_back(id, p);
    }
    std::stable_sort(groups.begin(), groups.end(), [](auto const& a, auto const& b) { return a.first < b.first; });
    for (auto& [name, values] : groups) {
      if (values.size() == 1 && values.front().second == 1) {
        if (line.with_given.empty()) line.with_given = row.facts;
        line.with_given.push_back(values.front().first);
        continue;
      }
      std::stable_sort(values.begin(), values.end(), [](auto const& a, auto const& b) { return a.second > b.second; });
      std::vector<std::pair<fact, probability>> shown;
      for (auto const& [id, p] : values) shown.emplace_back(d.facts.at(id), p);
      line.uncertain.emplace_back(name, std::move(shown));
    }
    out.push_back(std::move(line));
  }
  // From the most to the least likely (ways over one denominator compare as integers); ties in the
  // order of their facts, as the joint's chart.
  std::vector<std::uint32_t> by_fact(d.facts.size());  // each fact's rank in fact order: ties compare integers
  for (std::size_t i = 0; i < by_fact.size(); ++i) by_fact[i] = static_cast<std::uint32_t>(i);
  std::sort(by_fact.begin(), by_fact.end(), [&d](std::uint32_t x, std::uint32_t y) { return d.facts.at(x) < d.facts.at(y); });
  std::vector<std::uint32_t> rank(d.facts.size());
  for (std::size_t i = 0; i < by_fact.size(); ++i) rank[by_fact[i]] = static_cast<std::uint32_t>(i);
  auto facts_less = [&rank](std::vector<std::uint32_t> const& a, std::vector<std::uint32_t> const& b) {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(),
                                        [&rank](std::uint32_t x, std::uint32_t y) { return rank[x] < rank[y]; });
  };
  std::vector<std::uint32_t> order(out.size());  // indices sorted, not lines: fewer bytes moved
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<std::uint32_t>(i);
  std::stable_sort(order.begin(), order.end(), [&](std::uint32_t i, std::uint32_t j) {
    merged_line const &a = out[i], &b = out[j];
    int const order = a.row->count.compare(b.row->count);
    return order != 0 ? order > 0 : facts_less(a.facts(), b.facts());
  });
  std::vector<merged_line> sorted;
  sorted.reserve(out.size());
  for (auto i : order) sorted.push_back(std::move(out[i]));
  return sorted;
}

// Each fact's values summed over the rows (numbers in numeric order, words as they come), grouped
// by label in the order the rows first record them: what a player of a pool asks.
std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> marginals(merged_distribution const& d) {
  std::vector<cpp_int> sums(d.facts.size());
  std::vector<std::uint32_t> order;
  std::vector<bool> seen(d.facts.size());
  for (auto const& row : d.rows)
    for (auto id : row.facts) {
      if (!seen[id]) order.push_back(id);
      seen[id] = true;
      sums[id] += row.count;
    }
  std::vector<std::pair<std::string, std::vector<std::pair<fact, probability>>>> out;
  for (auto id : order) {
    fact const& f = d.facts.at(id);
    if (!f.shown_in_outcome()) continue;
    std::string const label = f.label();
    auto named = std::find_if(out.begin(), out.end(), [&label](auto const& e) { return e.first == label; });
    if (named == out.end()) named = out.insert(out.end(), {label, {}});
    named->second.emplace_back(f, probability(sums[id], d.denominator));
  }
  for (auto& [label, values] : out)
    std::stable_sort(values.begin(), values.end(), [](auto const& a, auto const& b) {
      return a.first.k == fact::kind::number && b.first.k == fact::kind::number && a.first.number < b.first.number;
    });
  return out;
}

// Each fact as a line reads it ("attacker losses: 6"), made once per fact, not once per row, and only
// when a line shows it (the words enter the legend the codes they print).
class fact_texts {
 public:
  fact_texts(merged_distribution const& d, report_words const& w) : d_(d), w_(w), texts_(d.facts.size()) {}
  std::string line(std::vector<std::uint32_t> const& ids) {
    std::string out;
    for (auto id : ids) {
      fact const& f = d_.facts.at(id);
      if (!f.shown_in_outcome()) continue;
      if (!texts_[id]) texts_[id] = w_.label(f) + w_.colon() + w_.value(f);
      if (!out.empty()) out += ", ";
      out += *texts_[id];
    }
    return out;
  }

 private:
  merged_distribution const& d_;
  report_words const& w_;
  std::vector<std::optional<std::string>> texts_;
};

json chance_json(probability const& p) {
  return {{"numerator", boost::multiprecision::numerator(p).str()},
          {"denominator", boost::multiprecision::denominator(p).str()}};
}

}  // namespace

void write_text(std::ostream& out, std::string const& kind, merged_distribution const& d, step const* before,
                report_words const& w, bool with_steps, bool whole_combat) {
  auto const lines = merged_lines(d, whole_combat, with_steps);
  fact_texts texts(d, w);
  if (before) {
    for (auto const& f : before->facts) out << w.label(f) << w.colon() << w.value(f) << "\n";
    if (before->has_modifiers) write_modifiers(out, before->modifiers, w);
  }
  out << w.term(kind) << w.colon() << lines.size() << " "
      << w.term(lines.size() == 1 ? "outcome, exact, computed over" : "outcomes, exact, computed over") << " "
      << w.term("merged states") << " (" << w.term("at most") << " " << d.most_entries << " "
      << w.term("entries after a step") << ")\n";
  if (whole_combat) out << w.term("final states") << " (" << lines.size() << ")" << w.heading("") << "\n";
  std::string chart;  // written in blocks: a pool's chart has tens of thousands of lines
  for (auto const& line : lines) {
    chart_scale const scaled(line.row->chance);
    append_chart_line(chart, scaled.bar(), fraction_text(line.row->chance), w.decimal(scaled.percent()),
                      texts.line(line.facts()));
    if (chart.size() > (1u << 16)) {
      out.write(chart.data(), static_cast<std::streamsize>(chart.size()));
      chart.clear();
    }
    for (auto const& [name, values] : line.uncertain) {
      std::string text;
      probability held = 0;
      for (auto const& [f, p] : values) {
        text += (text.empty() ? "" : ", ") + w.value(f) + " " + fraction_text(p);
        held += p;
      }
      if (held < 1) text += ", " + w.term("not rolled") + " " + fraction_text(1 - held);
      chart += "    " + w.label(values.front().first) + w.colon() + text + "\n";
    }
  }
  out.write(chart.data(), static_cast<std::streamsize>(chart.size()));
  if (whole_combat && !with_steps) out << w.term("each step given its final states: --steps") << "\n";
  out << w.term("total") << w.colon() << fraction_text(d.total()) << "\n";
  if (d.each_fact_alone && lines.size() > 12) {
    out << w.heading("each fact alone") << "\n";
    for (auto const& [label, values] : marginals(d))
      for (auto const& [f, p] : values)
        out << fmt::format("  {}{}{}  {:>11} {:>7} %\n", w.label(f), w.colon(), w.value(f), fraction_text(p),
                           w.decimal(percent_text(p)));
  }
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
    json outcome = json::array();
    for (auto id : line.facts()) outcome.push_back(fact_json(d.facts.at(id), w));
    json row{{"outcome", outcome}, {"given", given}, {"percent", percent_text(line.row->chance)}};
    row.update(chance_json(line.row->chance));
    rows.push_back(std::move(row));
  }
  json doc{{"herald_resolve", 2},
           {"procedure", kind},
           {"whole_combat", whole_combat},
           {"entries", d.most_entries},
           {"before_roll", before ? step_json(*before, w) : json(nullptr)},
           {"outcomes", rows},
           {"total", chance_json(d.total())}};
  if (d.each_fact_alone) {  // a pool's facts alone, summed over the others
    json facts = json::object();
    for (auto const& [label, values] : marginals(d))
      for (auto const& [f, p] : values) {
        json one = fact_json(f, w);
        one.update(chance_json(p));
        facts[f.key()].push_back(std::move(one));
      }
    doc["marginals"] = facts;
  }
  add_legend(doc, w);
  out << doc.dump(2) << "\n";
}

}  // namespace herald::engine
