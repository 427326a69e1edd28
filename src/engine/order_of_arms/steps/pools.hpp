// Order of Arms' pools over a carrier: one pool (B11.7.3, B12.2, B14.4, B15.5.4, B15.7) and pools
// rolled at once then decided by the situation's tests (a charge, B11.9), each the same facts in
// the same order as pool_distribution and simultaneous_distribution (pool_combat.hpp, simultaneous.hpp).
//
// A pool is one `roll_counts` of its outcomes over counts (pool.hpp: binomials and convolutions,
// never faces); pools rolled at once are one `roll_counts` each, and the tests a `then` that reads
// the losses alone, decided once for each combination of losses, not for each combination of outcomes.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/states.hpp"
#include "engine/order_of_arms/pool_combat.hpp"
#include "engine/order_of_arms/simultaneous.hpp"

namespace herald::engine::order_of_arms::steps {

// What the tests read once the pools are rolled: each field's losses, in the order of the fields.
struct pool_state {
  std::vector<std::int64_t> losses;
  bool operator==(pool_state const& o) const { return losses == o.losses; }
};
inline std::size_t hash_value(pool_state const& s) {
  std::size_t h = s.losses.size();
  for (auto l : s.losses) h = h * 1099511628211u ^ static_cast<std::size_t>(l);
  return h;
}
inline std::uint64_t bytes_of(pool_state const& s) { return s.losses.capacity() * sizeof(std::int64_t); }

// A pool's outcomes as the report charts them, each with its ways over one denominator (the
// carrier's counts) and the losses the tests read.
struct pool_outcomes {
  std::vector<outcome> outcomes;
  std::vector<std::int64_t> losses;
  counts_request counts;
};

// The pool's outcomes; `prefix` before each fact's name and, with `losses_only`, the raw hits left
// out (what a charge's player and its tests read), outcomes that then read alike summed.
inline pool_outcomes outcomes_of(pool_prepared const& p, std::string const& prefix = {}, bool losses_only = false) {
  pool_outcomes out;
  std::map<outcome, std::size_t> at;
  auto add = [&](pool_result const& r, std::int64_t failures, pools::weight const& w) {
    if (w == 0) return;
    outcome o;
    for (fact f : outcome_of(r, p.face_test_name, failures)) {
      if (losses_only && (f.name == "hits" || f.name == "hits scored")) continue;
      f.name = prefix + f.name;
      o.push_back(std::move(f));
    }
    auto [it, fresh] = at.try_emplace(std::move(o), out.outcomes.size());
    if (!fresh) {
      out.counts.weights[it->second] += w;
      return;
    }
    out.outcomes.push_back(it->first);
    out.losses.push_back(r.losses);
    out.counts.weights.push_back(w);
  };
  out.counts.weights.clear();
  bool const tested = std::any_of(p.groups.begin(), p.groups.end(), [](auto const& g) { return !g.face_tests.empty(); });
  if (tested) {
    pools::joint_distribution const joint = hits_and_failures(p);
    for (auto const& [k, w] : joint.weights) add(result_of(p.pool, k.first), k.second, w);
    out.counts.denominator = joint.denominator;
  } else {
    pools::count_distribution const hits = hits_distribution(p);
    for (std::size_t k = 0; k < hits.size(); ++k) add(result_of(p.pool, static_cast<std::int64_t>(k)), 0, hits.weights[k]);
    out.counts.denominator = hits.denominator;
  }
  return out;
}

// Rolls `o` on every entry: its facts as rows, its losses for the tests.
template <class M>
void roll_outcomes(M& m, pool_outcomes const& o) {
  m.roll_counts([&](pool_state const&) { return std::optional<counts_request>(o.counts); },
                [&](pool_state& s, std::size_t k, record& r) {
                  for (auto const& f : o.outcomes[k]) r.row(f);
                  s.losses.push_back(o.losses[k]);
                });
}

// One pool (pool_distribution).
template <class M>
void pool_procedure(pool_prepared const& p, M& m) {
  roll_outcomes(m, outcomes_of(p));
}

// Pools rolled at once, then the tests on their losses (simultaneous_distribution).
template <class Tables, class M>
void simultaneous_procedure(Tables const& t, std::vector<pool_field> const& fields,
                            std::vector<std::string> const& tests, value const& s, M& m) {
  std::vector<pool_prepared> const prepared = prepare_fields(t, fields, s);
  for (std::size_t i = 0; i < fields.size(); ++i) roll_outcomes(m, outcomes_of(prepared[i], fields[i].field + " ", true));
  std::map<std::vector<std::int64_t>, outcome> decided;  // the tests read the losses alone
  m.then([&](pool_state& st, record& r) {
    auto it = decided.find(st.losses);
    if (it == decided.end()) {
      outcome verdicts;
      order_of_arms::detail::decide(t, fields, tests, s, st.losses, verdicts);
      it = decided.emplace(st.losses, std::move(verdicts)).first;
    }
    for (auto const& f : it->second) r.row(f);
  });
}

}  // namespace herald::engine::order_of_arms::steps
