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

// The sequence's results, once every step is rolled: for each name the first case that holds
// (`holds(i, v)`: whether case i holds, then its value in `v`), written into the situation
// (`write(name, v)`: the later cases and the tests read it) and reported; on a value or a struct.
template <class Holds, class Write>
void first_results(gen::sequence const& q, Holds&& holds, Write&& write, outcome& out) {
  std::vector<std::string_view> done;
  for (std::size_t i = 0; i < q.results.size(); ++i) {
    auto const& r = q.results[i];
    if (std::find(done.begin(), done.end(), r.name) != done.end()) continue;
    std::int64_t v = 0;
    if (holds(i, v)) {
      write(r.name, v);
      out.emplace_back(std::string(r.name), v);
      done.push_back(r.name);
    }
  }
  for (auto const& r : q.results)
    if (std::find(done.begin(), done.end(), r.name) == done.end())
      throw engine_error("no case of result '" + std::string(r.name) + "' of sequence '" + std::string(q.name) + "' holds");
}

template <class Tables>
void compute_results(Tables const& t, gen::sequence const& q, value& state, outcome& out) {
  std::string const name(q.name);
  first_results(
      q,
      [&](std::size_t i, std::int64_t& v) {
        std::optional<std::int64_t> const found = t.result_case(name, i, state);
        if (found) v = *found;
        return found.has_value();
      },
      [&](std::string_view field, std::int64_t v) { set_field(state, std::string(field), number_value(v)); }, out);
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

namespace detail {

// Every branch of a sequence, merged by outcome: two branches with the same facts so far have
// written the same results, so they continue as one. A branch keeps only its results; the port
// writes them into one scratch copy of its situation to decide the branch's next step (branches
// differ in nothing else, and every step before has written its result on each of them). The one
// loop of the value path (`value_sequence_port` below) and of a game's struct (typed_sequence.hpp);
// a `Port` gives:
//   result                                the type of a step's result as the situation holds it
//   state_of(results) -> state const&     the scratch situation with those results written
//   applies(state, i)                     whether step i's condition holds
//   step_distribution(state, i, cache)    step i's own distribution on its situation (`cache`: by
//                                         the values its `with` inputs write, one per step)
//   result_of(step, facts)                what the step's facts write as its result
//   again(state)                          whether the sequence is rolled again (a tie)
//   finish(state, full)                   the results, then the declared tests, added to `full`
template <class Port>
distribution weigh_sequence(gen::sequence const& q, std::string const& name, Port& port, budget* limit) {
  using result = typename Port::result;
  struct branch {
    std::vector<result> results;  // one per step so far
    probability p;
  };
  std::map<outcome, branch> branches;
  branches.emplace(outcome{}, branch{{}, 1});
  for (std::size_t i = 0; i < q.steps.size(); ++i) {
    auto const& st = q.steps[i];
    // The step's own distribution depends on its situation only: the same on every branch
    // without `with`, else on the values its inputs write (a few: the losses so far).
    std::map<std::vector<std::int64_t>, distribution> own;
    std::map<outcome, branch> next;
    auto add = [&](outcome const& o, branch const& from, result r, probability const& p) {
      auto [it, fresh] = next.try_emplace(o);
      if (fresh) {
        it->second.results = from.results;
        it->second.results.push_back(std::move(r));
        it->second.p = p;
      } else {
        it->second.p += p;
      }
    };
    for (auto const& [so_far, b] : branches) {
      auto const& state = port.state_of(b.results);
      if (!port.applies(state, i)) {
        outcome o = so_far;
        o.emplace_back(std::string(st.name), not_rolled);
        add(o, b, port.result_of(st, {}), b.p);
        continue;
      }
      for (auto const& [facts, p] : port.step_distribution(state, i, own).outcomes) {
        outcome o = so_far;
        add_step_facts(st, facts, o);
        add(o, b, port.result_of(st, facts), b.p * p);
      }
    }
    branches = std::move(next);
  }
  // Rolled again while `again` holds: the rounds are alike and independent, so each final
  // outcome's chance is its chance in one round over the chance that a round ends (p / (1 - r)).
  probability again = 0;
  for (auto const& [o, b] : branches)
    if (port.again(port.state_of(b.results))) again += b.p;
  if (again == 1)
    throw engine_error("sequence '" + name + "' is rolled again whatever the dice: '" + std::string(q.again_text) + "' always holds");
  distribution out;
  budget_share share = outcomes_share(limit);
  for (auto const& [o, b] : branches) {
    auto state = port.state_of(b.results);  // a copy: the results write into it
    if (again != 0 && port.again(state)) continue;
    outcome full = o;
    port.finish(state, full);
    add_chance(out, full, b.p / (1 - again), share);
  }
  out.computed_by = again == 0 ? "each step's exact distribution (a pool's over counts), branch by branch"
                               : "each step's exact distribution, branch by branch, the rounds rolled again (" +
                                     again.str() + " of each) summed as a geometric series";
  return out;
}

// A sequence on a situation value: its steps' situations made by the tables (`step_situation`).
template <class Tables>
struct value_sequence_port {
  using result = value;
  Tables const& t;
  gen::sequence const& q;
  std::string const& name;
  std::vector<std::string> const& tests;
  value scratch;

  value const& state_of(std::vector<value> const& results) {
    for (std::size_t k = 0; k < results.size(); ++k) set_field(scratch, std::string(q.steps[k].name), results[k]);
    return scratch;
  }
  bool applies(value const& state, std::size_t i) const { return t.step_applies(name, i, state); }
  distribution const& step_distribution(value const& state, std::size_t i,
                                        std::map<std::vector<std::int64_t>, distribution>& cache) const {
    value const on = t.step_situation(name, i, state);
    std::vector<std::int64_t> const key = input_values(q.steps[i], on);
    auto cached = cache.find(key);
    if (cached == cache.end()) cached = cache.emplace(key, detail::step_distribution(t, q.steps[i], on)).first;
    return cached->second;
  }
  static value result_of(gen::sequence_step const& st, outcome const& facts) { return step_result(st, facts); }
  bool again(value const& state) const { return t.again_holds(name, state); }
  void finish(value& state, outcome& full) const {
    compute_results(t, q, state, full);
    decide_tests(t, tests, state, full);
  }
};

}  // namespace detail

// Every branch of the sequence on a situation value, merged by outcome (detail::weigh_sequence).
template <class Tables>
distribution sequence_distribution(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                                   value const& s, budget* limit = nullptr) {
  gen::sequence const& q = t.sequence(name);
  detail::value_sequence_port<Tables> port{t, q, name, tests, s};
  return detail::weigh_sequence(q, name, port, limit);
}

}  // namespace herald::engine::order_of_arms
