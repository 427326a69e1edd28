// Order of Arms: rolls made one after another, each when the results before it allow (a sequence).
//
// A sequence's situation holds one field per step's own situation and one derived field per
// step, where the step's result is written (and a step may write fields of its own situation
// from the results before it, `with`): a test's success (the weather lets the gun fire,
// B12.2.1), a pool's losses (the bombardment). A step's condition reads the results before it;
// a step whose condition fails is not rolled. Then the tests declared on the situation decide
// on the results. The exact distribution follows every branch once per distinct outcome so
// far: each step's own distribution (a pool's over counts, a test's over its faces) weighted
// by the branch's probability, never a sequence of faces of the whole.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/generated_layout.hpp"
#include "engine/core/layout_tables.hpp"
#include "engine/core/rolls.hpp"
#include "engine/order_of_arms/pool_combat.hpp"
#include "engine/order_of_arms/tests.hpp"

namespace herald::engine::order_of_arms {

namespace detail {

inline std::string const not_rolled = "not rolled";

// What the step's result writes into the situation: a test's success, a pool's losses, a roll's total.
inline value step_result(gen::sequence_step const& st, outcome const& facts) {
  for (auto const& f : facts) {
    if (st.is_roll && f.name == "total") return number_value(f.number);
    if (st.is_pool && f.name == "losses") return number_value(f.number);
    if (!st.is_pool && f.name == st.procedure) return bool_value(f.word == "success");
  }
  return st.is_pool || st.is_roll ? number_value(0) : bool_value(false);
}

// The step's facts as the sequence reports them: a test's verdict under the step's name, a
// pool's losses (and failed face tests) prefixed by it; the raw hits are the pool's own report.
inline void add_step_facts(gen::sequence_step const& st, outcome const& facts, outcome& out) {
  for (auto const& f : facts) {
    fact renamed = f;
    if (st.is_roll && f.name == "total") renamed.name = std::string(st.name);
    else if (!st.is_pool && !st.is_roll && f.name == st.procedure) renamed.name = std::string(st.name);
    else if (st.is_pool && f.name != "hits" && f.name != "hits scored") renamed.name = std::string(st.name) + " " + f.name;
    else continue;
    out.push_back(std::move(renamed));
  }
}

// The sequence's results, once every step is rolled: for each name the first case that holds,
// written into the situation (the tests read them) and reported.
template <class Tables>
void compute_results(Tables const& t, gen::sequence const& q, value& state, outcome& out) {
  std::vector<std::string_view> done;
  std::string const name(q.name);
  for (std::size_t i = 0; i < q.results.size(); ++i) {
    auto const& r = q.results[i];
    if (std::find(done.begin(), done.end(), r.name) != done.end()) continue;
    if (std::optional<std::int64_t> v = t.result_case(name, i, state)) {
      set_field(state, std::string(r.name), number_value(*v));
      out.emplace_back(std::string(r.name), *v);
      done.push_back(r.name);
    }
  }
  for (std::size_t i = 0; i < q.results.size(); ++i)
    if (std::find(done.begin(), done.end(), q.results[i].name) == done.end())
      throw engine_error("no case of result '" + std::string(q.results[i].name) + "' of sequence '" + name + "' holds");
}

template <class Tables>
void decide_tests(Tables const& t, std::vector<std::string> const& tests, value const& s, outcome& out) {
  for (auto const& test : tests) out.emplace_back(test, t.test(test, s, 0, 0) ? "success" : "failure");
}

// The values a step's `with` inputs wrote into its situation: what its distribution depends on
// beyond the situation the sequence was given.
inline std::vector<std::int64_t> input_values(gen::sequence_step const& st, value const& on) {
  std::vector<std::int64_t> out;
  for (auto const& input : st.inputs) {
    value const& v = need(on, std::string(input.field), "");
    out.push_back(v.k == value::kind::boolean ? (v.boolean ? 1 : 0) : v.number);
  }
  return out;
}

// One step's exact distribution on its own situation.
template <class Tables>
distribution step_distribution(Tables const& t, gen::sequence_step const& st, value const& on) {
  std::string const procedure(st.procedure);
  if (st.is_roll)
    return exact_distribution([&](enumerating_dice& dice) {
      std::int64_t natural = 0;
      return outcome{{"total", roll_step(t, st.step_roll, on, dice, std::string(st.name), natural).total}};
    });
  if (st.is_pool) return pool_distribution(prepare_pool(t, procedure, on));
  return exact_distribution([&](enumerating_dice& dice) { return resolve_test(t, procedure, on, dice).final; });
}

}  // namespace detail

namespace detail {

// `2 d6 + list - other`, as the ruleset writes the roll.
inline std::string roll_text(gen::roll const& roll) {
  std::string out = (roll.count > 1 ? std::to_string(roll.count) + " " : std::string()) + std::string(roll.die);
  for (std::size_t i = 0; i < roll.lists.size(); ++i)
    out += std::string(" ") + (i < roll.signs.size() ? roll.signs[i] : '+') + " " + std::string(roll.lists[i]);
  return out;
}

// One round of the steps with the dice given, the results written into `state`.
template <class Tables, class Dice>
void roll_steps(Tables const& t, gen::sequence const& q, value& state, Dice& dice, std::string const& prefix,
                resolution& out) {
  std::string const sequence(q.name);
  for (std::size_t i = 0; i < q.steps.size(); ++i) {
    auto const& st = q.steps[i];
    std::string const name(st.name), procedure(st.procedure);
    if (!t.step_applies(sequence, i, state)) {
      step skipped;
      skipped.name = prefix + name;
      skipped.table = procedure;
      skipped.facts.emplace_back("not rolled", "when " + std::string(st.condition) + " does not hold");
      skipped.ref = std::string(st.source.ref);
      skipped.line = st.source.line;
      out.steps.push_back(std::move(skipped));
      out.final.emplace_back(name, not_rolled);
      set_field(state, name, step_result(st, {}));
      continue;
    }
    value const on = t.step_situation(sequence, i, state);
    if (st.is_roll) {
      std::int64_t natural = 0;
      gen::roll const& roll = st.step_roll;
      step rolled = roll_step(t, roll, on, dice, prefix + name, natural);
      rolled.table = roll_text(roll);
      rolled.ref = std::string(st.source.ref.empty() ? q.source.ref : st.source.ref);
      rolled.line = st.source.line;
      outcome facts{{"total", rolled.total}};
      out.steps.push_back(std::move(rolled));
      add_step_facts(st, facts, out.final);
      set_field(state, name, step_result(st, facts));
      continue;
    }
    resolution r = st.is_pool ? resolve_pool(t, prepare_pool(t, procedure, on), dice)
                              : resolve_test(t, procedure, on, dice);
    for (auto& rs : r.steps) {
      rs.name = prefix + name + ": " + rs.name;
      out.steps.push_back(std::move(rs));
    }
    add_step_facts(st, r.final, out.final);
    set_field(state, name, step_result(st, r.final));
  }
}

// How many rounds a sequence rolled `again` may take with the dice given before Herald stops.
inline constexpr int most_rounds = 100;

}  // namespace detail

// The sequence rolled with the dice given: each step that applies, in order, again while the
// sequence's `again` condition holds (a tie), then the tests.
template <class Tables, class Dice>
resolution resolve_sequence(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                            value const& s, Dice& dice) {
  gen::sequence const& q = t.sequence(name);
  resolution out;
  out.procedure = "sequence " + name;
  value state = s;
  for (int round = 1;; ++round) {
    state = s;
    out.final.clear();
    detail::roll_steps(t, q, state, dice, round == 1 ? std::string() : "round " + std::to_string(round) + ": ", out);
    if (!t.again_holds(name, state)) break;
    step again;
    again.name = "again";
    again.table = name;
    again.facts.emplace_back("rolled again", "when " + std::string(q.again_text) + " holds");
    // The line of `again when`, in the sequence's rule when it names none of its own.
    again.ref = std::string(q.again_source.ref.empty() ? q.source.ref : q.again_source.ref);
    again.line = q.again_source.line ? q.again_source.line : q.source.line;
    out.steps.push_back(std::move(again));
    if (round == detail::most_rounds)
      throw engine_error("sequence '" + name + "' is rolled again " + std::to_string(round) + " times: give other dice");
  }
  outcome computed;
  detail::compute_results(t, q, state, computed);
  add_decided(out, computed, "value", name);
  outcome verdicts;
  detail::decide_tests(t, tests, state, verdicts);
  add_decided(out, verdicts, "result");
  return out;
}

// Every branch of the sequence, merged by outcome: two branches with the same facts so far have
// written the same results, so they continue as one. A branch keeps only its results; they are
// written into one scratch copy of the situation to decide its next step (branches differ in
// nothing else, and every step before has written its result on each of them).
template <class Tables>
distribution sequence_distribution(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                                   value const& s, budget* limit = nullptr) {
  gen::sequence const& q = t.sequence(name);
  struct branch {
    std::vector<value> results;  // one per step so far
    probability p;
  };
  value scratch = s;
  auto state_of = [&](branch const& b) -> value const& {
    for (std::size_t k = 0; k < b.results.size(); ++k) set_field(scratch, std::string(q.steps[k].name), b.results[k]);
    return scratch;
  };
  std::map<outcome, branch> branches;
  branches.emplace(outcome{}, branch{{}, 1});
  for (std::size_t i = 0; i < q.steps.size(); ++i) {
    auto const& st = q.steps[i];
    // The step's own distribution depends on its situation only: the same on every branch
    // without `with`, else on the values its inputs write (a few: the losses so far).
    std::map<std::vector<std::int64_t>, distribution> own;
    std::map<outcome, branch> next;
    auto add = [&](outcome const& o, branch const& from, value result, probability const& p) {
      auto [it, fresh] = next.try_emplace(o);
      if (fresh) {
        it->second.results = from.results;
        it->second.results.push_back(std::move(result));
        it->second.p = p;
      } else {
        it->second.p += p;
      }
    };
    for (auto const& [so_far, b] : branches) {
      value const& state = state_of(b);
      if (!t.step_applies(name, i, state)) {
        outcome o = so_far;
        o.emplace_back(std::string(st.name), detail::not_rolled);
        add(o, b, detail::step_result(st, {}), b.p);
        continue;
      }
      value const on = t.step_situation(name, i, state);
      std::vector<std::int64_t> const key = detail::input_values(st, on);
      auto cached = own.find(key);
      if (cached == own.end()) cached = own.emplace(key, detail::step_distribution(t, st, on)).first;
      for (auto const& [facts, p] : cached->second.outcomes) {
        outcome o = so_far;
        detail::add_step_facts(st, facts, o);
        add(o, b, detail::step_result(st, facts), b.p * p);
      }
    }
    branches = std::move(next);
  }
  // Rolled again while `again` holds: the rounds are alike and independent, so each final
  // outcome's chance is its chance in one round over the chance that a round ends (p / (1 - r)).
  probability again = 0;
  for (auto const& [o, b] : branches)
    if (t.again_holds(name, state_of(b))) again += b.p;
  if (again == 1)
    throw engine_error("sequence '" + name + "' is rolled again whatever the dice: '" + std::string(q.again_text) + "' always holds");
  distribution out;
  budget_share share = outcomes_share(limit);
  for (auto const& [o, b] : branches) {
    value state = state_of(b);
    if (again != 0 && t.again_holds(name, state)) continue;
    outcome full = o;
    detail::compute_results(t, q, state, full);
    detail::decide_tests(t, tests, state, full);
    add_chance(out, full, b.p / (1 - again), share);
  }
  out.computed_by = again == 0 ? "each step's exact distribution (a pool's over counts), branch by branch"
                               : "each step's exact distribution, branch by branch, the rounds rolled again (" +
                                     again.str() + " of each) summed as a geometric series";
  return out;
}

}  // namespace herald::engine::order_of_arms
