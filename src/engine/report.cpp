// Writes resolutions and exact distributions as text and JSON.
#include "engine/report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace herald::engine {
namespace {

using json = nlohmann::json;
using boost::multiprecision::cpp_int;

std::string reference(std::string const& ref, std::uint32_t line) {
  std::string out = ref;
  if (line) out += (out.empty() ? "" : " ") + std::string("line ") + std::to_string(line);
  return out;
}

void write_modifiers(std::ostream& out, modifier_sum const& m) {
  out << "  modifiers:\n";
  bool any = false;
  for (auto const& a : m.modifiers) {
    if (!a.applies && a.removed_by.empty()) continue;
    any = true;
    std::string note = a.applies ? "" : " (removed by " + a.removed_by + ")";
    out << fmt::format("    {:<38} {:>3}{}  [{}]\n", a.name, signed_text(a.delta), note, reference(a.ref, a.line));
  }
  if (!any) out << "    (none apply)\n";
  out << "    " << fmt::format("{:<38} {:>3}", "sum", signed_text(m.raw));
  if (m.clamp && m.total != m.raw)
    out << fmt::format(", clamped to {} ({}..{})", signed_text(m.total), signed_text(m.clamp->first),
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

// Outcomes from the most to the least likely; ties in outcome order.
std::vector<std::pair<outcome, probability>> ranked(distribution const& d) {
  std::vector<std::pair<outcome, probability>> out(d.outcomes.begin(), d.outcomes.end());
  std::stable_sort(out.begin(), out.end(), [](auto const& a, auto const& b) { return a.second > b.second; });
  return out;
}

// Each fact's values, their probabilities summed over every other fact, in the order facts first appear.
std::vector<std::pair<std::string, std::vector<std::pair<std::string, probability>>>> marginals(distribution const& d) {
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, probability>>>> out;
  for (auto const& [o, p] : d.outcomes)
    for (auto const& named : o) {
      std::string const& fact = named.first;
      std::string const& v = named.second;
      auto f = std::find_if(out.begin(), out.end(), [&fact](auto const& e) { return e.first == fact; });
      if (f == out.end()) f = out.insert(out.end(), {fact, {}});
      auto e = std::find_if(f->second.begin(), f->second.end(), [&v](auto const& x) { return x.first == v; });
      if (e == f->second.end()) f->second.push_back({v, p});
      else e->second += p;
    }
  for (auto& [fact, values] : out)  // numbers in numeric order, words as they come
    std::stable_sort(values.begin(), values.end(), [](auto const& a, auto const& b) {
      bool const na = !a.first.empty() && std::all_of(a.first.begin(), a.first.end(), ::isdigit);
      bool const nb = !b.first.empty() && std::all_of(b.first.begin(), b.first.end(), ::isdigit);
      return na && nb ? std::stoll(a.first) < std::stoll(b.first) : false;
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

std::string outcome_text(outcome const& o) {
  std::string out;
  for (auto const& [name, v] : o) out += (out.empty() ? "" : ", ") + name + ": " + v;
  return out;
}

void write_text(std::ostream& out, resolution const& r) {
  for (auto const& st : r.steps) {
    out << st.name << " (" << st.table;
    if (!st.ref.empty() || st.line) out << ", " << reference(st.ref, st.line);
    out << ")\n";
    for (auto const& [name, v] : st.facts) out << "  " << name << ": " << v << "\n";
    if (st.has_modifiers) write_modifiers(out, st.modifiers);
    if (!st.naturals.empty()) {
      out << "  roll:";
      for (int n : st.naturals) out << " " << n;
      out << "\n";
    }
    if (st.has_total) out << "  total: " << st.total << "\n";
    for (auto const& [column, results] : st.results) out << "  " << column << ": " << join_results(results) << "\n";
  }
  out << "outcome:\n";
  for (auto const& [name, v] : r.final) out << "  " << name << ": " << v << "\n";
}

void write_json(std::ostream& out, resolution const& r) {
  json steps = json::array();
  for (auto const& st : r.steps) {
    json facts = json::object();
    for (auto const& [name, v] : st.facts) facts[name] = v;
    json results = json::object();
    for (auto const& [column, list] : st.results) results[column] = list;
    json j{{"step", st.name}, {"table", st.table}, {"facts", facts}, {"roll", st.naturals}, {"results", results},
           {"ref", st.ref}, {"line", st.line}};
    j["modifiers"] = st.has_modifiers ? modifiers_json(st.modifiers) : json(nullptr);
    j["total"] = st.has_total ? json(st.total) : json(nullptr);
    steps.push_back(std::move(j));
  }
  json outcome_json = json::array();
  for (auto const& [name, v] : r.final) outcome_json.push_back({{"fact", name}, {"value", v}});
  out << json{{"procedure", r.procedure}, {"steps", steps}, {"outcome", outcome_json}}.dump(2) << "\n";
}

void write_text(std::ostream& out, std::string const& kind, distribution const& d, step const* before) {
  auto rows = ranked(d);
  if (before) {
    for (auto const& [name, v] : before->facts) out << name << ": " << v << "\n";
    if (before->has_modifiers) write_modifiers(out, before->modifiers);
  }
  if (d.computed_by.empty())
    out << kind << ": " << rows.size() << " outcomes over " << d.sequences
        << " sequences of faces, each weighted by its exact probability\n";
  else
    out << kind << ": " << rows.size() << (rows.size() == 1 ? " outcome" : " outcomes") << ", exact, computed over " << d.computed_by << "\n";
  constexpr int bar_width = 40;
  for (auto const& [o, p] : rows) {
    cpp_int cells = (boost::multiprecision::numerator(p) * bar_width * 2 + boost::multiprecision::denominator(p)) /
                    (boost::multiprecision::denominator(p) * 2);
    int width = static_cast<int>(cells);
    std::string bar;
    for (int i = 0; i < width; ++i) bar += "█";
    for (int i = width; i < bar_width; ++i) bar += "·";
    out << fmt::format("{} {:>11} {:>7} %  {}\n", bar, fraction_text(p), percent_text(p), outcome_text(o));
  }
  out << "total: " << fraction_text(d.total()) << "\n";
  if (d.computed_by.empty() || d.outcomes.size() <= 12) return;
  // A pool's outcomes multiply: each fact alone, summed over the others, is what a player asks.
  out << "each fact alone:\n";
  for (auto const& [fact, values] : marginals(d))
    for (auto const& [v, p] : values)
      out << fmt::format("  {}: {}  {:>11} {:>7} %\n", fact, v, fraction_text(p), percent_text(p));
}

void write_json(std::ostream& out, std::string const& kind, distribution const& d) {
  json rows = json::array();
  for (auto const& [o, p] : ranked(d)) {
    json facts = json::array();
    for (auto const& [name, v] : o) facts.push_back({{"fact", name}, {"value", v}});
    rows.push_back({{"outcome", facts},
                    {"numerator", boost::multiprecision::numerator(p).str()},
                    {"denominator", boost::multiprecision::denominator(p).str()},
                    {"percent", percent_text(p)}});
  }
  probability total = d.total();
  json doc{{"procedure", kind},
           {"sequences", d.sequences},
           {"outcomes", rows},
           {"total",
            {{"numerator", boost::multiprecision::numerator(total).str()},
             {"denominator", boost::multiprecision::denominator(total).str()}}}};
  if (!d.computed_by.empty()) {  // a pool: no sequences were run; its facts alone, summed over the others
    doc["computed_by"] = d.computed_by;
    json facts = json::object();
    for (auto const& [fact, values] : marginals(d))
      for (auto const& [v, p] : values)
        facts[fact].push_back({{"value", v},
                               {"numerator", boost::multiprecision::numerator(p).str()},
                               {"denominator", boost::multiprecision::denominator(p).str()}});
    doc["marginals"] = facts;
  }
  out << doc.dump(2) << "\n";
}

}  // namespace herald::engine
