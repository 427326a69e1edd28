// Which procedure of Order of Arms a situation of one kind runs, read from the layout alone: the one
// dispatch every caller goes through (the system, the differential tests, a generated consumer).
#pragma once

#include <string>
#include <vector>

#include "engine/core/declared.hpp"
#include "engine/core/generated_layout.hpp"
#include "engine/order_of_arms/simultaneous.hpp"

namespace herald::engine::order_of_arms {

struct choice {
  enum class procedure { none, sequence, pool, simultaneous, test };
  procedure what = procedure::none;
  std::string name;                 // the sequence, the pool or the test
  std::vector<pool_field> fields;   // simultaneous: the situation's fields rolled at once, each with its pool
  std::vector<std::string> tests;   // sequence and simultaneous: the tests that decide on the results
};

// The procedure of a `kind` situation: its sequence first (its tests decide on its steps' results),
// then its pool (a test declared beside it is a step of the combat: melee's retreat attempt), then
// its fields that are situations of pools (a charge's attacker and defender), then its test. None
// when nothing is declared on it; a test is chosen by engine/core/declared.hpp's rule, refused by
// name when several are declared and none bears the kind's name.
inline choice choose(gen::ruleset const& r, std::string const& kind) {
  choice out;
  out.tests = declared_on_kind(r.tests, kind);
  if (out.name = declared_on(r.sequences, kind); !out.name.empty()) {
    out.what = choice::procedure::sequence;
    return out;
  }
  if (out.name = declared_on(r.pools, kind); !out.name.empty()) {
    out.what = choice::procedure::pool;
    return out;
  }
  if (gen::situation_kind const* situation = gen::find(r.situations, kind))
    for (auto const& part : situation->parts)
      if (std::string pool = declared_on(r.pools, part.kind); !pool.empty())
        out.fields.push_back({std::string(part.field), pool});
  if (!out.fields.empty()) {
    out.what = choice::procedure::simultaneous;
    return out;
  }
  if (out.tests.empty()) return out;
  out.what = choice::procedure::test;
  out.name = declared_or_refuse(r.tests, kind, "tests");
  return out;
}

// The choice, or the engine's refusal of a situation no procedure resolves.
inline choice choose_or_refuse(gen::ruleset const& r, std::string const& kind) {
  choice out = choose(r, kind);
  if (out.what == choice::procedure::none)
    throw engine_error("the Order of Arms engine resolves the rolls declared as tests; no test is declared on a '" +
                       kind + "' situation");
  return out;
}

}  // namespace herald::engine::order_of_arms
