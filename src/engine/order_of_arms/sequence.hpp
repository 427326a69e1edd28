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

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/order_of_arms/pool_combat.hpp"
#include "engine/order_of_arms/tests.hpp"

namespace herald::engine::order_of_arms {

namespace detail {

inline std::string const not_rolled = "not rolled";

// What the step's result writes into the situation: a test's success, a pool's losses.
inline value step_result(sequence_step_view const& st, outcome const& facts) {
  for (auto const& [name, v] : facts) {
    if (st.is_pool && name == "losses") return number_value(std::stoll(v));
    if (!st.is_pool && name == st.procedure) return bool_value(v == "success");
  }
  return st.is_pool ? number_value(0) : bool_value(false);
}

// The step's facts as the sequence reports them: a test's verdict under the step's name, a
// pool's losses (and failed face tests) prefixed by it; the raw hits are the pool's own report.
inline void add_step_facts(sequence_step_view const& st, outcome const& facts, outcome& out) {
  for (auto const& [name, v] : facts) {
    if (!st.is_pool && name == st.procedure) out.emplace_back(st.name, v);
    if (st.is_pool && name != "hits" && name != "hits scored") out.emplace_back(st.name + " " + name, v);
  }
}

template <class Tables>
void decide_tests(Tables const& t, std::vector<std::string> const& tests, value const& s, outcome& out) {
  for (auto const& test : tests) out.emplace_back(test, t.test(test, s, 0, 0) ? "success" : "failure");
}

// One step's exact distribution on its own situation.
template <class Tables>
distribution step_distribution(Tables const& t, sequence_step_view const& st, value const& on) {
  if (st.is_pool) return pool_distribution(prepare_pool(t, st.procedure, on));
  return exact_distribution([&](enumerating_dice& dice) { return resolve_test(t, st.procedure, on, dice).final; });
}

}  // namespace detail

// The sequence rolled with the dice given: each step that applies, in order, then the tests.
template <class Tables, class Dice>
resolution resolve_sequence(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                            value const& s, Dice& dice) {
  sequence_view const q = t.sequence(name);
  resolution out;
  out.procedure = "sequence " + name;
  value state = s;
  for (std::size_t i = 0; i < q.steps.size(); ++i) {
    auto const& st = q.steps[i];
    if (!t.step_applies(name, i, state)) {
      step skipped;
      skipped.name = st.name;
      skipped.table = st.procedure;
      skipped.facts.emplace_back("not rolled", "when " + st.condition + " does not hold");
      skipped.ref = st.ref;
      skipped.line = st.line;
      out.steps.push_back(std::move(skipped));
      out.final.emplace_back(st.name, detail::not_rolled);
      set_field(state, st.name, detail::step_result(st, {}));
      continue;
    }
    value const on = t.step_situation(name, i, state);
    resolution r = st.is_pool ? resolve_pool(t, prepare_pool(t, st.procedure, on), dice)
                              : resolve_test(t, st.procedure, on, dice);
    for (auto& rs : r.steps) {
      rs.name = st.name + ": " + rs.name;
      out.steps.push_back(std::move(rs));
    }
    detail::add_step_facts(st, r.final, out.final);
    set_field(state, st.name, detail::step_result(st, r.final));
  }
  outcome verdicts;
  detail::decide_tests(t, tests, state, verdicts);
  for (auto const& [test, verdict] : verdicts) {
    step st;
    st.name = test;
    st.table = test;
    st.results.push_back({"result", {verdict}});
    out.steps.push_back(std::move(st));
    out.final.emplace_back(test, verdict);
  }
  return out;
}

// Every branch of the sequence, merged by outcome: two branches with the same facts so far have
// written the same results, so they continue as one.
template <class Tables>
distribution sequence_distribution(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                                   value const& s) {
  sequence_view const q = t.sequence(name);
  struct branch {
    value state;
    probability p;
  };
  std::map<outcome, branch> branches;
  branches.emplace(outcome{}, branch{s, 1});
  for (std::size_t i = 0; i < q.steps.size(); ++i) {
    auto const& st = q.steps[i];
    std::optional<distribution> own;  // without inputs, the step's situation is the same on every branch
    std::map<outcome, branch> next;
    auto add = [&](outcome const& o, value state, probability const& p) {
      auto [it, fresh] = next.emplace(o, branch{std::move(state), p});
      if (!fresh) it->second.p += p;
    };
    for (auto const& [so_far, b] : branches) {
      if (!t.step_applies(name, i, b.state)) {
        outcome o = so_far;
        o.emplace_back(st.name, detail::not_rolled);
        value state = b.state;
        set_field(state, st.name, detail::step_result(st, {}));
        add(o, std::move(state), b.p);
        continue;
      }
      if (!own || !st.inputs.empty()) own = detail::step_distribution(t, st, t.step_situation(name, i, b.state));
      for (auto const& [facts, p] : own->outcomes) {
        outcome o = so_far;
        detail::add_step_facts(st, facts, o);
        value state = b.state;
        set_field(state, st.name, detail::step_result(st, facts));
        add(o, std::move(state), b.p * p);
      }
    }
    branches = std::move(next);
  }
  distribution out;
  for (auto const& [o, b] : branches) {
    outcome full = o;
    detail::decide_tests(t, tests, b.state, full);
    out.outcomes[full] += b.p;
  }
  out.computed_by = "each step's exact distribution (a pool's over counts), branch by branch";
  return out;
}

}  // namespace herald::engine::order_of_arms
