// Order of Arms: a sequence's exact distribution on a game's own generated struct, branch by branch as on a value.
//
// `typed_sequence_distribution<Rules>(t, name, tests, s)` is sequence_distribution (sequence.hpp)
// over the sequence's struct `S` of the system header: the step conditions, `with` inputs, result
// cases and `again` compiled over `S` (the engine header's `sequences::sequence_entry`); each step's
// own situation reached by its field's name (`S::herald_visit`), as a struct of its own type; a
// roll by its naturals and lists, a test by `test_outcomes`, a pool by `prepare_typed_pool` and
// `pool_distribution`. The branches, their merge by outcome, the step facts and results, and the
// rounds rolled again summed as a geometric series are the value path's own loop and rules
// (`detail::weigh_sequence` of sequence.hpp, over the port below), so both give the same facts with
// the same chances and refuse in the same words.
//
// `Rules` is the ruleset's engine header's `typed_rules`: the compiled entries over every struct.
//
//   namespace oa = herald_generated::order_of_arms_1_0;
//   distribution const d = typed_sequence_distribution<oa::typed_rules>(t, "bombardment_in_weather", {}, s);
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/core/formulas.hpp"
#include "engine/core/typed.hpp"
#include "engine/core/typed_test.hpp"
#include "engine/order_of_arms/sequence.hpp"
#include "engine/order_of_arms/typed_pool.hpp"

namespace herald::engine::order_of_arms {

namespace detail {

// Whether `Rules` compiled lists, tests, pools or sequences over the struct `S`.
template <class Rules, class S, class = void>
struct has_typed_lists : std::false_type {};
template <class Rules, class S>
struct has_typed_lists<Rules, S, std::void_t<decltype(Rules::fill_list(std::size_t{}, std::declval<S const&>(),
                                                                          static_cast<gen::verdict*>(nullptr)))>>
    : std::true_type {};
template <class Rules, class S, class = void>
struct has_typed_tests : std::false_type {};
template <class Rules, class S>
struct has_typed_tests<Rules, S, std::void_t<decltype(Rules::decide_test(std::size_t{}, std::declval<S const&>(),
                                                                            std::int64_t{}, std::int64_t{}))>>
    : std::true_type {};
template <class Rules, class S, class = void>
struct has_typed_pools : std::false_type {};
template <class Rules, class S>
struct has_typed_pools<Rules, S, std::void_t<decltype(Rules::evaluate_pool(std::size_t{}, std::declval<S const&>(),
                                                                              std::declval<gen::pool_state&>()))>>
    : std::true_type {};
template <class Rules, class S, class = void>
struct has_typed_sequences : std::false_type {};
template <class Rules, class S>
struct has_typed_sequences<Rules, S, std::void_t<decltype(Rules::sequence_entry(std::size_t{}, std::declval<S const&>(),
                                                                                   std::declval<gen::typed_sequence_entry<S>&>()))>>
    : std::true_type {};

// The entries of `Rules` over `S`; where it compiled none of a kind, one that reads no situation,
// so that the procedure refuses in the value path's words ("... does not read this situation").
template <class Rules, class S>
typed_pool_entries<S> typed_entries_of() {
  typed_pool_entries<S> out;
  if constexpr (has_typed_lists<Rules, S>::value) out.fill = &Rules::template fill_list<S>;
  else out.fill = [](std::size_t, S const&, gen::verdict*) { return false; };
  if constexpr (has_typed_pools<Rules, S>::value) out.evaluate = &Rules::template evaluate_pool<S>;
  else out.evaluate = [](std::size_t, S const&, gen::pool_state&) { return false; };
  if constexpr (has_typed_tests<Rules, S>::value) out.decide = &Rules::template decide_test<S>;
  else out.decide = [](std::size_t, S const&, std::int64_t, std::int64_t) { return -2; };
  return out;
}

// A generated record (a struct of the system header), as opposed to a field's plain value.
template <class T, class = void>
struct is_typed_record : std::false_type {};
template <class T>
struct is_typed_record<T, std::void_t<decltype(std::declval<T const&>().herald_present)>> : std::true_type {};

// Writes `v` into the number or flag `name` of the record `r` (a step's result, a result case, a
// `with` input), given from then on; a field of another type is left as it is.
template <class Record>
void write_number(Record& r, std::string_view name, std::int64_t v) {
  Record::herald_visit(r, name, [&](auto& field, std::size_t bit) {
    using field_type = std::decay_t<decltype(field)>;
    if constexpr (std::is_same_v<field_type, bool>) {
      field = v != 0;
      set_given(r, bit);
    } else if constexpr (std::is_integral_v<field_type>) {
      field = v;
      set_given(r, bit);
    }
  });
}

// A value's result as the struct holds it: a flag as 0 or 1.
inline std::int64_t number_of(value const& v) { return v.k == value::kind::boolean ? (v.boolean ? 1 : 0) : v.number; }

// One step's exact distribution on its own situation `on` (step_distribution over a value).
template <class Rules, class Tables, class Own>
distribution typed_step_distribution(Tables const& t, gen::sequence_step const& st, Own const& on) {
  typed_pool_entries<Own> const e = typed_entries_of<Rules, Own>();
  std::string const procedure(st.procedure);
  if (st.is_pool) return pool_distribution(prepare_typed_pool(t, procedure, on, e));
  distribution out;
  if (st.is_roll) {  // the lists first, then the die, as roll_step meets them
    gen::roll const& roll = st.step_roll;
    boost::container::small_vector<typed_list_ref, 4> lists;
    find_lists(t.rules(), roll, {}, lists);
    typed_sum modifiers;
    for (auto const& l : lists) add_typed_list(l, on, e.fill, modifiers);
    gen::die const* die = gen::find(t.rules().dice, roll.die);
    if (!die) t.die(std::string(roll.die));  // throws the tables' words
    natural_distribution const naturals = naturals_of(*die, roll.count);
    std::int64_t all = 0;
    for (auto const& w : naturals) all += w.ways;
    for (auto const& w : naturals)
      out.outcomes[outcome{{"total", w.natural + modifiers.total}}] += probability(w.ways) / all;
    return out;
  }
  typed_test const test(t, procedure);
  test_ways const w = test_outcomes(t, test, on, e.fill, e.decide);
  std::int64_t const all = w.success + w.failure;
  if (w.success) out.outcomes[outcome{{procedure, "success"}}] = probability(w.success) / all;
  if (w.failure) out.outcomes[outcome{{procedure, "failure"}}] = probability(w.failure) / all;
  return out;
}

// The situation of step `st` on `state`: its field of the struct, handed to `f` as a copy of its own
// record type (where `f` writes the `with` fields); refused as step_situation refuses.
template <class S, class F>
void with_step_situation(gen::sequence_step const& st, S const& state, F&& f) {
  std::string const field(st.field);
  bool const found = S::herald_visit(state, field, [&](auto const& own, std::size_t bit) {
    using own_type = std::decay_t<decltype(own)>;
    if constexpr (is_typed_record<own_type>::value) {
      if (!field_given(state, bit)) throw engine_error("the situation gives no '" + field + "', which this step needs");
      f(own_type(own));
    } else {
      throw engine_error("'" + field + "' is not the situation of step '" + std::string(st.name) + "' in the struct");
    }
  });
  if (!found) throw engine_error("the situation gives no '" + field + "', which this step needs");
}

// A sequence on its struct `S` (detail::weigh_sequence's port): the compiled entries `e` over it, each
// step's situation its field of the struct, a result a number (a flag as 0 or 1).
template <class Rules, class Tables, class S>
struct typed_sequence_port {
  using result = std::int64_t;
  Tables const& t;
  gen::sequence const& q;
  std::string const& name;
  gen::typed_sequence_entry<S> e;
  S scratch;
  std::vector<typed_test> declared;  // the tests declared on the situation, decided at the end

  template <class F>
  auto guarded(std::string_view what, F&& f) const {
    return gen::rt::guarded(name + "." + std::string(what), std::forward<F>(f));
  }
  S const& state_of(std::vector<std::int64_t> const& results) {
    for (std::size_t k = 0; k < results.size(); ++k) write_number(scratch, q.steps[k].name, results[k]);
    return scratch;
  }
  bool applies(S const& state, std::size_t i) const {
    return guarded(q.steps[i].name, [&] { return e.applies(state, i); });
  }
  distribution const& step_distribution(S const& state, std::size_t i,
                                        std::map<std::vector<std::int64_t>, distribution>& cache) const {
    auto const& st = q.steps[i];
    std::map<std::vector<std::int64_t>, distribution>::const_iterator cached;
    with_step_situation(st, state, [&](auto on) {
      std::vector<std::int64_t> values(st.inputs.size());
      guarded(st.name, [&] { return e.inputs(state, i, values.data()), true; });
      for (std::size_t k = 0; k < values.size(); ++k) {
        if (st.inputs[k].flag) values[k] = values[k] != 0;
        write_number(on, st.inputs[k].field, values[k]);
      }
      cached = cache.find(values);
      if (cached == cache.end()) cached = cache.emplace(values, typed_step_distribution<Rules>(t, st, on)).first;
    });
    return cached->second;
  }
  static std::int64_t result_of(gen::sequence_step const& st, outcome const& facts) {
    return number_of(step_result(st, facts));
  }
  bool again(S const& state) const { return e.again && guarded("again", [&] { return e.again(state); }); }
  // The results: for each name the first case that holds, written where the later ones read it;
  // then the declared tests, at a natural 0 and a total 0 as on a value.
  void finish(S& state, outcome& full) const {
    first_results(
        q, [&](std::size_t i, std::int64_t& v) { return guarded(q.results[i].name, [&] { return e.result(state, i, &v); }); },
        [&](std::string_view field, std::int64_t v) { write_number(state, field, v); }, full);
    auto const decide = typed_entries_of<Rules, S>().decide;
    for (auto const& test : declared) {
      if (!test.test) t.test_of(std::string(test.name));  // throws the tables' words
      full.emplace_back(std::string(test.name), test_succeeds(test, state, decide, 0, 0) ? "success" : "failure");
    }
  }
};

}  // namespace detail

// Every branch of the sequence on the struct `s`, merged by outcome (detail::weigh_sequence).
template <class Rules, class Tables, class S>
distribution typed_sequence_distribution(Tables const& t, std::string const& name, std::vector<std::string> const& tests,
                                         S const& s) {
  static_assert(detail::has_typed_sequences<Rules, S>::value, "the engine header compiled no sequence over this struct");
  gen::sequence const& q = t.sequence(name);
  detail::typed_sequence_port<Rules, Tables, S> port{t, q, name, {}, s, {}};
  if (!Rules::sequence_entry(static_cast<std::size_t>(&q - t.rules().sequences.begin()), s, port.e))
    throw engine_error("sequence '" + name + "' does not read this situation");
  for (auto const& test : tests) port.declared.emplace_back(t, test);
  return detail::weigh_sequence(q, name, port, nullptr);
}

}  // namespace herald::engine::order_of_arms
