// Order of Arms: pools rolled at once (both sides of a charge, B11.7.3), then the tests that read their losses (B11.9).
//
// A situation whose fields are themselves situations of pools (`attacker`, `defender`: each a
// charge_combat) rolls each field's pool; the losses each inflicts are written into the
// situation's derived field FIELD_losses, and every test declared on the situation then
// decides on them ("Charge Successful", B11.9.1). The pools are independent, so the exact
// distribution is the product of theirs: their outcomes are combined, never their faces.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "engine/order_of_arms/pool_combat.hpp"

namespace herald::engine::order_of_arms {

// One field of the situation and the pool its situation rolls.
struct pool_field {
  std::string field;
  std::string pool;
};

namespace detail {

inline std::int64_t fact_number(outcome const& o, std::string const& name) {
  for (auto const& f : o)
    if (f.name == name) return f.number;
  return 0;
}

// The losses written into the derived fields, then each test's verdict, as outcome facts.
template <class Tables>
void decide(Tables const& t, std::vector<pool_field> const& fields, std::vector<std::string> const& tests, value s,
            std::vector<std::int64_t> const& losses, outcome& out) {
  for (std::size_t i = 0; i < fields.size(); ++i) set_field(s, fields[i].field + "_losses", number_value(losses[i]));
  for (auto const& test : tests) out.emplace_back(test, t.test(test, s, 0, 0) ? "success" : "failure");
}

}  // namespace detail

template <class Tables>
std::vector<pool_prepared> prepare_fields(Tables const& t, std::vector<pool_field> const& fields, value const& s) {
  std::vector<pool_prepared> out;
  for (auto const& f : fields) out.push_back(prepare_pool(t, f.pool, need(s, f.field, "")));
  return out;
}

// Each field's pool rolled with the dice given, in the order of the fields, then the tests.
template <class Tables, class Dice>
resolution resolve_simultaneous(Tables const& t, std::vector<pool_field> const& fields,
                                std::vector<std::string> const& tests, value const& s, Dice& dice) {
  resolution out;
  out.procedure = "simultaneous pools";
  std::vector<pool_prepared> prepared = prepare_fields(t, fields, s);
  std::vector<std::int64_t> losses;
  for (std::size_t i = 0; i < fields.size(); ++i) {
    resolution r = resolve_pool(t, prepared[i], dice);
    for (auto& st : r.steps) {
      st.name = fields[i].field + ": " + st.name;
      out.steps.push_back(std::move(st));
    }
    for (fact f : r.final) {
      f.name = fields[i].field + " " + f.name;
      out.final.push_back(std::move(f));
    }
    losses.push_back(detail::fact_number(r.final, "losses"));
  }
  outcome verdicts;
  detail::decide(t, fields, tests, s, losses, verdicts);
  add_decided(out, verdicts, "result");
  return out;
}

// The product of the prepared fields' exact distributions, each combination with the losses each
// field inflicts, handed to `decide` (the tests' verdicts added to the outcome): on a situation
// value below, on a game's own struct in typed_pool.hpp.
template <class Decide>
distribution product_decided(std::vector<pool_prepared> const& prepared, std::vector<pool_field> const& fields,
                             Decide&& decide, budget* limit = nullptr) {
  distribution out;
  out.outcomes[{}] = 1;  // nothing rolled yet: one empty outcome, surely
  std::map<outcome, std::vector<std::int64_t>> losses;
  losses[{}] = {};
  for (std::size_t i = 0; i < fields.size(); ++i) {
    distribution one = pool_distribution(prepared[i]);
    distribution next;
    budget_share share = outcomes_share(limit);  // this product while it is made
    std::map<outcome, std::vector<std::int64_t>> next_losses;
    for (auto const& [so_far, p] : out.outcomes)
      for (auto const& [o, q] : one.outcomes) {
        outcome joined = so_far;
        // What the tests and the player read: losses and failed tests, not the raw hits.
        for (fact f : o)
          if (f.name != "hits" && f.name != "hits scored") {
            f.name = fields[i].field + " " + f.name;
            joined.push_back(std::move(f));
          }
        add_chance(next, joined, p * q, share);
        std::vector<std::int64_t> l = losses[so_far];
        l.push_back(detail::fact_number(o, "losses"));
        next_losses[joined] = std::move(l);
      }
    out = std::move(next);
    losses = std::move(next_losses);
  }
  distribution decided;
  budget_share share = outcomes_share(limit);
  for (auto const& [o, p] : out.outcomes) {
    outcome full = o;
    decide(losses[o], full);
    add_chance(decided, full, p, share);
  }
  decided.computed_by = "the product of each pool's counts, each combination decided by the tests";
  return decided;
}

// The product of the fields' exact distributions, each combination decided by the tests.
template <class Tables>
distribution simultaneous_distribution(Tables const& t, std::vector<pool_field> const& fields,
                                       std::vector<std::string> const& tests, value const& s,
                                       budget* limit = nullptr) {
  return product_decided(
      prepare_fields(t, fields, s), fields,
      [&](std::vector<std::int64_t> const& losses, outcome& full) { detail::decide(t, fields, tests, s, losses, full); },
      limit);
}

}  // namespace herald::engine::order_of_arms
