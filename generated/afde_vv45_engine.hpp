// Generated from afde-vv45.herald by `herald build`: do not edit.
// Ruleset afde_vv45: the engine's entry to the tables of afde_vv45.hpp. Each entry reads
// the engine's situation value into the system's struct and runs the compiled conditions on it;
// engine_tables() plugs them into the reference engine. Include it in the file that runs the engine.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/core/layout_tables.hpp"
#include "afde_vv45.hpp"
#include "afde_system_engine.hpp"

namespace herald_generated::afde_vv45 {

// Modifier lists: the situation value read into the struct, then each verdict (a refusal
// worded with the modifier that met it).
namespace lists {
namespace fire_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::fire s{};
  read_value(v, s, "fire"sv);
  for (std::size_t i = 0; i < 8; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace fire_modifiers_data
namespace initiative_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::initiative s{};
  read_value(v, s, "initiative"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace initiative_modifiers_data
namespace melee_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::melee s{};
  read_value(v, s, "melee"sv);
  for (std::size_t i = 0; i < 16; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace melee_modifiers_data
namespace rally_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::rally s{};
  read_value(v, s, "rally"sv);
  for (std::size_t i = 0; i < 4; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace rally_modifiers_data
// The verdicts of list `list` (its index in `all`) over a situation's struct; false where that list
// reads another situation: what the engine's procedures call on a game's own typed situation. A
// refusal is rt::failure_at, naming the modifier (engine::list_guarded words it).
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::counter_charge const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::fire const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 0: return rt::fill_or_fail(s, v, 8, fire_modifiers_data::fill, fire_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::initiative const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 1: return rt::fill_or_fail(s, v, 1, initiative_modifiers_data::fill, initiative_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::melee const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 2: return rt::fill_or_fail(s, v, 16, melee_modifiers_data::fill, melee_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::pass_through const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::rally const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 3: return rt::fill_or_fail(s, v, 4, rally_modifiers_data::fill, rally_modifiers_data::verdict_of), true;
    default: return false;
  }
}
}  // namespace lists

// Tests: the first rule that holds in the situation value.
namespace tests {
namespace counter_charge_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::counter_charge s{};
  read_value(v, s, "counter_charge"sv);
  return counter_charge_decides(s, natural, total);
}
}  // namespace counter_charge_data
namespace pass_through_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::pass_through s{};
  read_value(v, s, "pass_through"sv);
  return pass_through_decides(s, natural, total);
}
}  // namespace pass_through_data
namespace rally_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::rally s{};
  read_value(v, s, "rally"sv);
  return rally_decides(s, natural, total);
}
}  // namespace rally_data
// The rule of test `test` (its index in `all`) that decides a natural roll and a total on a
// situation's struct, -1 where none does, -2 where that test reads another situation: what the
// engine's procedures call on a game's own typed situation (engine/core/typed_test.hpp).
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::counter_charge const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 0: return counter_charge_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::pass_through const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 1: return pass_through_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::rally const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 2: return rally_decides(s, natural, total);
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
    lists::fire_modifiers_data::evaluate,
    lists::initiative_modifiers_data::evaluate,
    lists::melee_modifiers_data::evaluate,
    lists::rally_modifiers_data::evaluate,
};
inline constexpr g::decide_fn test_entries[] = {
    tests::counter_charge_data::decide,
    tests::pass_through_data::decide,
    tests::rally_data::decide,
};
inline constexpr g::entries entries = {
    {list_entries, 4}, {test_entries, 3}, {}, {},
};

// The engine's tables interface (engine/core/layout_tables.hpp) over this ruleset, its formulas compiled.
inline herald::engine::tables engine_tables() {
  static herald::engine::compiled_formulas const formulas{ruleset, entries};
  return herald::engine::tables{ruleset, formulas};
}

}  // namespace herald_generated::afde_vv45
