// A test of the ruleset rolled on a game's own generated struct: its roll's lists summed and its rules deciding, with no report.
//
// The same test `test_step` (rolls.hpp) rolls on a situation value: the roll's lists (none where
// the roll names none), the dice summed into the natural roll, the first rule of the test that holds
// (`tests::decide_test` in the ruleset's engine entry header, compiled over the struct), refused
// with the same words. A game system's typed ports (engine/afde/typed_rally.hpp) roll through it.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <boost/container/small_vector.hpp>

#include "engine/core/formulas.hpp"
#include "engine/core/generated_layout.hpp"
#include "engine/core/tables.hpp"
#include "engine/core/typed.hpp"

namespace herald::engine {

// The test `name` of a ruleset, found once: its place among the tests, its die, its roll's lists.
// A test the ruleset lacks, or one that declares no roll, is refused where it is rolled.
struct typed_test {
  std::string_view name;
  gen::test const* test = nullptr;
  std::size_t index = 0;
  gen::die const* die = nullptr;
  boost::container::small_vector<typed_list_ref, 4> lists;

  template <class Tables>
  typed_test(Tables const& t, std::string_view test_name) : name(test_name) {
    gen::ruleset const& r = t.rules();
    test = gen::find(r.tests, name);
    if (!test) return;
    index = static_cast<std::size_t>(test - r.tests.begin());  // a test without a roll is still decided
    if (!test->has_roll) return;
    gen::roll const& roll = test->test_roll;
    die = gen::find(r.dice, roll.die);
    find_lists(r, roll, {}, lists);  // only the lists it names, as test_step sums them
  }

  // The test's roll, refused as the tables refuse it (no such test, or no roll).
  template <class Tables>
  gen::roll const& roll(Tables const& t) const {
    if (!test || !test->has_roll) return t.test_of(std::string(name));  // throws the tables' words
    return test->test_roll;
  }
  // Its die, refused as the tables refuse it; after the modifiers, as a roll on a value meets it.
  template <class Tables>
  gen::die const& die_of(Tables const& t) const {
    gen::roll const& r = roll(t);
    if (!die) t.die(r.die);  // throws the tables' words
    return *die;
  }
};

// The modifiers of the test's roll on the struct `s` (`fill`: the ruleset's lists::fill_list).
template <class Tables, class S>
typed_sum test_modifiers(Tables const& t, typed_test const& tt, S const& s,
                         bool (*fill)(std::size_t, S const&, gen::verdict*)) {
  tt.roll(t);
  typed_sum out;
  for (auto const& l : tt.lists) add_typed_list(l, s, fill, out);
  return out;
}

// Whether the test succeeds at this natural roll and total (`decide`: the ruleset's tests::decide_test).
template <class S>
bool test_succeeds(typed_test const& tt, S const& s, int (*decide)(std::size_t, S const&, std::int64_t, std::int64_t),
                   std::int64_t natural, std::int64_t total) {
  int const rule = gen::rt::guarded(tt.name, [&] { return decide(tt.index, s, natural, total); });
  if (rule == -2) throw engine_error("test '" + std::string(tt.name) + "' does not read this situation");
  if (rule < 0)
    throw engine_error("no rule of test '" + std::string(tt.name) + "' decides a natural " + std::to_string(natural) +
                       ", total " + std::to_string(total));
  return tt.test->rules[static_cast<std::size_t>(rule)].succeed;
}

// Each natural roll of `count` dice of `die` (their sum) with the number of ways it comes up.
struct natural_ways {
  std::int64_t natural = 0, ways = 0;
};
using natural_distribution = boost::container::small_vector<natural_ways, 32>;

inline natural_distribution naturals_of(gen::die const& die, int count) {
  natural_distribution out{{0, 1}};
  for (int d = 0; d < (count < 1 ? 1 : count); ++d) {
    natural_distribution next;
    for (auto const& so_far : out)
      for (std::int64_t face = die.low; face <= die.high; ++face) {
        std::int64_t const sum = so_far.natural + face;
        auto same = std::find_if(next.begin(), next.end(), [&](natural_ways const& w) { return w.natural == sum; });
        if (same != next.end()) same->ways += so_far.ways;
        else next.push_back({sum, so_far.ways});
      }
    out = std::move(next);
  }
  return out;
}

// The exact outcome of the test on `s`: the ways of success and of failure over its dice.
struct test_ways {
  std::int64_t success = 0, failure = 0;
};

template <class Tables, class S>
test_ways test_outcomes(Tables const& t, typed_test const& tt, S const& s, bool (*fill)(std::size_t, S const&, gen::verdict*),
                        int (*decide)(std::size_t, S const&, std::int64_t, std::int64_t)) {
  typed_sum const modifiers = test_modifiers(t, tt, s, fill);
  test_ways out;
  for (auto const& w : naturals_of(tt.die_of(t), tt.test->test_roll.count))
    (test_succeeds(tt, s, decide, w.natural, w.natural + modifiers.total) ? out.success : out.failure) += w.ways;
  return out;
}

}  // namespace herald::engine
