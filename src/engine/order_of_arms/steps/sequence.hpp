// Order of Arms' sequences and declared tests over a carrier: the same facts in the same order as
// sequence_distribution and resolve_test (sequence.hpp, tests.hpp).
//
// A sequence's state is the result each step wrote so far (what later steps' conditions, `with`
// inputs, results and tests read) and the dice of the step being rolled; a step some entries skip is
// a request that returns none for them. The whole round is a `repeat_while` on the sequence's
// `again` (a tie rolled again), summed as a geometric series.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/roll_steps.hpp"
#include "engine/core/states.hpp"
#include "engine/core/value.hpp"
#include "engine/order_of_arms/sequence.hpp"
#include "engine/order_of_arms/steps/pools.hpp"

namespace herald::engine::order_of_arms::steps {

struct sequence_state {
  std::vector<value> results;  // one per step so far (a test's success, a pool's losses, a roll's total)
  // The outcomes of the step being rolled on this entry, found once (derived from `results`: not compared).
  struct step_outcomes const* step = nullptr;
  bool operator==(sequence_state const& o) const {
    if (results.size() != o.results.size()) return false;
    for (std::size_t i = 0; i < results.size(); ++i)
      if (!same_value(results[i], o.results[i])) return false;
    return true;
  }
};
inline std::size_t hash_value(sequence_state const& s) {
  std::uint64_t h = s.results.size();
  for (auto const& r : s.results) h = value_hash(r, h);
  return static_cast<std::size_t>(h);
}
inline std::uint64_t bytes_of(sequence_state const& s) {
  std::uint64_t n = s.results.capacity() * sizeof(value);
  for (auto const& r : s.results) n += bytes_of(r);
  return n;
}

// A step's outcomes on one situation, each with the facts it records, the result it writes and its
// ways over one denominator: a pool's over counts, a roll's or a test's over the sums of its dice.
struct step_outcomes {
  std::vector<outcome> facts;
  std::vector<value> results;
  counts_request counts;
};

// The sums of `count` dice (at least one) of `die`, each with its ways out of faces^count.
inline std::map<std::int64_t, ways> dice_sums(die_faces const& die, int count) {
  std::map<std::int64_t, ways> sums{{0, 1}};
  for (int i = 0; i < std::max(1, count); ++i) {
    std::map<std::int64_t, ways> next;
    for (auto const& [sum, n] : sums)
      for (int f = die.low; f <= die.high; ++f) next[sum + f] += n;
    sums = std::move(next);
  }
  return sums;
}

// Step `st` of a sequence on its own situation `on` (sequence.hpp's step_distribution, over counts).
template <class Tables>
step_outcomes outcomes_of_step(Tables const& t, gen::sequence_step const& st, value const& on) {
  std::string const name(st.name), procedure(st.procedure);
  step_outcomes out;
  out.counts.weights.clear();
  if (st.is_pool) {
    pool_outcomes const pool = outcomes_of(prepare_pool(t, procedure, on), name + " ", true);
    out.facts = pool.outcomes;
    for (auto l : pool.losses) out.results.push_back(number_value(l));
    out.counts = pool.counts;
    return out;
  }
  gen::roll const& view = st.is_roll ? st.step_roll : t.test_of(procedure);
  die_faces const die = t.die(view.die);
  std::int64_t const modifiers = sum_lists(t, view, on).total;
  std::map<fact, std::size_t> at;
  for (auto const& [natural, n] : dice_sums(die, view.count)) {
    std::int64_t const total = natural + modifiers;
    bool const success = !st.is_roll && t.test(procedure, on, natural, total);
    fact f = st.is_roll ? fact(name, total) : fact(name, success ? "success" : "failure");
    auto [it, fresh] = at.try_emplace(f, out.facts.size());
    if (!fresh) {
      out.counts.weights[it->second] += n;
      continue;
    }
    out.facts.push_back({std::move(f)});
    out.results.push_back(st.is_roll ? number_value(total) : bool_value(success));
    out.counts.weights.push_back(n);
  }
  out.counts.denominator = 1;
  for (int i = 0; i < std::max(1, view.count); ++i) out.counts.denominator *= die.count();
  return out;
}

// A test the ruleset declares, alone (resolve_test): its dice, then its verdict.
template <class Tables, class M>
void test_procedure(Tables const& t, std::string const& test, value const& s, M& m) {
  gen::roll const& view = t.test_of(test);
  roll_dice(m, t.die(view.die), view.count, test, 0);
  m.then([&](roll_state& rolled, record& r) {
    r.row(fact(test, decide_test(t, test, s, test, rolled, r) ? "success" : "failure"));
  });
}

// A sequence (sequence_distribution): each step that applies, in order, the whole rolled again while
// `again` holds; then its results and the tests declared on its situation.
template <class Tables, class M>
void sequence_procedure(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                        value const& s, M& m) {
  gen::sequence const& q = t.sequence(name);
  value scratch = s;  // the given situation with an entry's results written in: one copy, rewritten per entry
  auto state_of = [&](sequence_state const& x) -> value const& {
    for (std::size_t k = 0; k < x.results.size(); ++k) set_field(scratch, std::string(q.steps[k].name), x.results[k]);
    return scratch;
  };
  auto round = [&](M& m) {
    for (std::size_t i = 0; i < q.steps.size(); ++i) {
      auto const& st = q.steps[i];
      // The step on each entry's own situation: the same outcomes on every entry but for its `with` inputs.
      std::map<std::vector<std::int64_t>, step_outcomes> own;
      m.then([&](sequence_state& x, record& r) {
        value const& state = state_of(x);
        if (!t.step_applies(name, i, state)) {
          r.row(fact(std::string(st.name), order_of_arms::detail::not_rolled));
          x.results.push_back(order_of_arms::detail::step_result(st, {}));
          return;
        }
        value const on = t.step_situation(name, i, state);
        std::vector<std::int64_t> const key = order_of_arms::detail::input_values(st, on);
        auto it = own.find(key);
        if (it == own.end()) it = own.emplace(key, outcomes_of_step(t, st, on)).first;
        x.step = &it->second;
      });
      m.roll_counts(
          [&](sequence_state const& x) {
            return x.step ? std::optional<counts_request>(x.step->counts) : std::nullopt;
          },
          [&](sequence_state& x, std::size_t k, record& r) {
            for (auto const& f : x.step->facts[k]) r.row(f);
            x.results.push_back(x.step->results[k]);
            x.step = nullptr;
          });
    }
  };
  m.repeat_while([&](sequence_state const& x) { return t.again_holds(name, state_of(x)); }, round,
                 "sequence '" + name + "' is rolled again whatever the dice: '" + std::string(q.again_text) + "' always holds");
  m.then([&](sequence_state& x, record& r) {
    value state = state_of(x);
    outcome facts;
    order_of_arms::detail::compute_results(t, q, state, facts);
    order_of_arms::detail::decide_tests(t, tests, state, facts);
    for (auto const& f : facts) r.row(f);
    x = sequence_state{};  // nothing later reads them: entries with the same facts merge
  });
}

}  // namespace herald::engine::order_of_arms::steps
