// A test declared on a situation (counter charge 10.3, pass-through 12.2.3) rolled on a game's own generated struct, with no report.
//
// As `resolve_test` (tests.hpp) rolls it on a situation value: the situation's `unit`, where it has
// one, completed first (the back of its counter when fatigued: the tests read its current
// quality), then the test's roll (engine/core/typed_test.hpp).
//
//   namespace rules = herald_generated::afde_2010;
//   typed_test const counter(t, "counter_charge");                       // once per ruleset
//   test_ways const w = afde::typed_test_outcomes(t, counter, s, rules::lists::fill_list,
//                                                 rules::tests::decide_test);
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "engine/afde/typed_units.hpp"
#include "engine/core/typed.hpp"
#include "engine/core/typed_test.hpp"

namespace herald::engine::afde {

namespace detail {
template <class S, class = void>
struct has_unit : std::false_type {};
template <class S>
struct has_unit<S, std::void_t<decltype(std::declval<S&>().unit)>> : std::true_type {};
}  // namespace detail

template <class Tables, class S>
test_ways typed_test_outcomes(Tables const& t, typed_test const& tt, S& s, bool (*fill)(std::size_t, S const&, gen::verdict*),
                              int (*decide)(std::size_t, S const&, std::int64_t, std::int64_t),
                              names const& n = standard_names()) {
  if constexpr (detail::has_unit<S>::value) {
    static std::size_t const bit = field_bit<S>("unit");
    if (field_given(s, bit)) complete_typed_unit(s.unit, "unit", detail::npos_index, n);
  }
  return test_outcomes(t, tt, s, fill, decide);
}

}  // namespace herald::engine::afde
