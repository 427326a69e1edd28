// Generated from small.herald by `herald build`: do not edit.
// Ruleset small_2026: the engine's entry to the tables of small.hpp. Each entry reads
// the engine's situation value into the system's struct and runs the compiled conditions on it;
// engine_tables() plugs them into the reference engine. Include it in the file that runs the engine.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/core/layout_tables.hpp"
#include "small.hpp"
#include "small_system_engine.hpp"

namespace herald_generated::small_2026 {

// Modifier lists: the situation value read into the struct, then each verdict (a refusal
// worded with the modifier that met it).
namespace lists {
namespace shoot_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::shoot s{};
  read_value(v, s, "shoot"sv);
  for (std::size_t i = 0; i < 3; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace shoot_modifiers_data
// The verdicts of list `list` (its index in `all`) over a situation's struct; false where that list
// reads another situation: what the engine's procedures call on a game's own typed situation. A
// refusal is rt::failure_at, naming the modifier (engine::list_guarded words it).
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::recover const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::shoot const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 0: return rt::fill_or_fail(s, v, 3, shoot_modifiers_data::fill, shoot_modifiers_data::verdict_of), true;
    default: return false;
  }
}
}  // namespace lists

// Tests: the first rule that holds in the situation value.
namespace tests {
namespace recover_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::recover s{};
  read_value(v, s, "recover"sv);
  return recover_decides(s, natural, total);
}
}  // namespace recover_data
// The rule of test `test` (its index in `all`) that decides a natural roll and a total on a
// situation's struct, -1 where none does, -2 where that test reads another situation: what the
// engine's procedures call on a game's own typed situation (engine/core/typed_test.hpp).
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::recover const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 0: return recover_decides(s, natural, total);
    default: return -2;
  }
}
}  // namespace tests

// Every compiled entry over a game's own structs, as one type: each overload set above named once,
// so that a procedure meeting a struct it learns only at compile time (a sequence's step situations)
// finds its entries. A set without an overload for a struct has no member for it (SFINAE): the
// procedure then refuses as on a situation value (engine/order_of_arms/typed_sequence.hpp).
struct typed_rules {
  template <class S>
  static auto fill_list(std::size_t list, S const& s, g::verdict* v) -> decltype(lists::fill_list(list, s, v)) {
    return lists::fill_list(list, s, v);
  }
  template <class S>
  static auto decide_test(std::size_t test, S const& s, std::int64_t natural, std::int64_t total)
      -> decltype(tests::decide_test(test, s, natural, total)) {
    return tests::decide_test(test, s, natural, total);
  }
};

// The run-time entries, in the order of the ruleset's spans.
inline constexpr g::evaluate_fn list_entries[] = {
    lists::shoot_modifiers_data::evaluate,
};
inline constexpr g::decide_fn test_entries[] = {
    tests::recover_data::decide,
};
inline constexpr g::entries entries = {
    {list_entries, 1}, {test_entries, 1}, {}, {},
};

// The engine's tables interface (engine/core/layout_tables.hpp) over this ruleset, its formulas compiled.
inline herald::engine::tables engine_tables() {
  static herald::engine::compiled_formulas const formulas{ruleset, entries};
  return herald::engine::tables{ruleset, formulas};
}

}  // namespace herald_generated::small_2026
