// What a resolution reports: each step with its rolls, modifiers, totals and results.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {

// A step's results: column -> results ("defenders" -> {"D", "R"}).
using step_results = std::vector<std::pair<std::string, std::vector<std::string>>>;

// One roll against a table: a fire, a mêlée, a test, a leader check.
struct step {
  std::string name;        // "fire", "charge", "élan", "counter charge", "leader test"...
  std::string table;       // the table or test read
  std::vector<fact> facts;  // odds 1/1, attacker type Ch, attacker quality 6...
  bool has_modifiers = false;
  modifier_sum modifiers;
  std::vector<int> naturals;  // the faces rolled (several for 2d6)
  std::int64_t total = 0;
  bool has_total = false;
  step_results results;
  std::string ref;
  std::uint32_t line = 0;
};

struct resolution {
  std::string procedure;  // fire, melee, charge, rally, initiative, test
  std::vector<step> steps;
  outcome final;          // the facts a distribution groups by
};

// Facts decided without a die (a test deciding on losses, a value computed from results), each
// reported as a step of its own, its value in `column`, and as a final fact. `table`: what the
// step cites; empty, the fact's own name (a test).
inline void add_decided(resolution& out, outcome const& facts, std::string const& column, std::string const& table = {}) {
  for (auto const& f : facts) {
    step st;
    st.name = f.name;
    st.table = table.empty() ? f.name : table;
    st.results.push_back({column, {f.text()}});
    out.steps.push_back(std::move(st));
    out.final.push_back(f);
  }
}

// The modifiers a step rolled with, as a fact of the outcome: each branch of a distribution
// keeps them (an élan's depend on the charge before it).
inline fact modifiers_fact(std::string name, modifier_sum const& m) {
  std::vector<std::pair<std::string, std::int64_t>> applied;
  for (auto const& a : m.modifiers)
    if (a.applies) applied.emplace_back(a.name, a.delta);
  return fact::modifiers(std::move(name), std::move(applied), m.raw, m.total);
}

inline std::string join_results(std::vector<std::string> const& results) {
  if (results.empty()) return "-";
  std::string out;
  for (auto const& r : results) out += (out.empty() ? "" : " + ") + r;
  return out;
}

}  // namespace herald::engine
