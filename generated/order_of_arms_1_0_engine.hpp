// Generated from order-of-arms-1.0.herald by `herald build`: do not edit.
// Ruleset order_of_arms_1_0: the engine's entry to the tables of order_of_arms_1_0.hpp. Each entry reads
// the engine's situation value into the system's struct and runs the compiled conditions on it;
// engine_tables() plugs them into the reference engine. Include it in the file that runs the engine.
#pragma once

#include <cstddef>
#include <cstdint>

#include "engine/core/layout_tables.hpp"
#include "order_of_arms_1_0.hpp"
#include "order_of_arms_system_engine.hpp"

namespace herald_generated::order_of_arms_1_0 {

// Modifier lists: the situation value read into the struct, then each verdict (a refusal
// worded with the modifier that met it).
namespace lists {
namespace activation_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::activation s{};
  read_value(v, s, "activation"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace activation_modifiers_data
namespace bombardment_losses_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::bombardment s{};
  read_value(v, s, "bombardment"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace bombardment_losses_data
namespace bombardment_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::bombardment s{};
  read_value(v, s, "bombardment"sv);
  for (std::size_t i = 0; i < 8; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace bombardment_modifiers_data
namespace breaking_through_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::breaking_through s{};
  read_value(v, s, "breaking_through"sv);
  for (std::size_t i = 0; i < 3; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace breaking_through_modifiers_data
namespace charge_defence_adjustments_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::charge_combat s{};
  read_value(v, s, "charge_combat"sv);
  for (std::size_t i = 0; i < 3; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace charge_defence_adjustments_data
namespace charge_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::charge_combat s{};
  read_value(v, s, "charge_combat"sv);
  for (std::size_t i = 0; i < 6; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace charge_modifiers_data
namespace charge_strength_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::charge_combat s{};
  read_value(v, s, "charge_combat"sv);
  for (std::size_t i = 0; i < 7; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace charge_strength_data
namespace cqc_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::close_combat s{};
  read_value(v, s, "close_combat"sv);
  for (std::size_t i = 0; i < 5; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace cqc_modifiers_data
namespace cqc_retreat_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::retreat s{};
  read_value(v, s, "retreat"sv);
  for (std::size_t i = 0; i < 4; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace cqc_retreat_modifiers_data
namespace cqc_strength_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::close_combat s{};
  read_value(v, s, "close_combat"sv);
  for (std::size_t i = 0; i < 3; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace cqc_strength_data
namespace double_rate_fire_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::double_rate_fire s{};
  read_value(v, s, "double_rate_fire"sv);
  for (std::size_t i = 0; i < 2; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace double_rate_fire_modifiers_data
namespace fallback_fire_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::fallback_fire s{};
  read_value(v, s, "fallback_fire"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace fallback_fire_modifiers_data
namespace first_player_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::first_player s{};
  read_value(v, s, "first_player"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace first_player_modifiers_data
namespace leader_casualty_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::leader_casualty s{};
  read_value(v, s, "leader_casualty"sv);
  for (std::size_t i = 0; i < 5; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace leader_casualty_modifiers_data
namespace melee_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::melee s{};
  read_value(v, s, "melee"sv);
}
}  // namespace melee_modifiers_data
namespace melee_retreat_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::melee s{};
  read_value(v, s, "melee"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace melee_retreat_modifiers_data
namespace melee_strength_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::melee s{};
  read_value(v, s, "melee"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace melee_strength_data
namespace movement_reductions_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::movement s{};
  read_value(v, s, "movement"sv);
  for (std::size_t i = 0; i < 4; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace movement_reductions_data
namespace phalanx_elan_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::close_combat s{};
  read_value(v, s, "close_combat"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace phalanx_elan_data
namespace ranged_fire_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::ranged_fire s{};
  read_value(v, s, "ranged_fire"sv);
  for (std::size_t i = 0; i < 2; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace ranged_fire_modifiers_data
namespace ranged_fire_strength_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::ranged_fire s{};
  read_value(v, s, "ranged_fire"sv);
  for (std::size_t i = 0; i < 6; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace ranged_fire_strength_data
namespace retreat_casualty_reductions_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::retreat s{};
  read_value(v, s, "retreat"sv);
  for (std::size_t i = 0; i < 2; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace retreat_casualty_reductions_data
namespace rout_a_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::rout_check s{};
  read_value(v, s, "rout_check"sv);
  for (std::size_t i = 0; i < 4; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace rout_a_modifiers_data
namespace rout_b_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::rout_check s{};
  read_value(v, s, "rout_check"sv);
  for (std::size_t i = 0; i < 11; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace rout_b_modifiers_data
namespace wheel_in_place_modifiers_data {
inline void evaluate(herald::engine::value const& v, [[maybe_unused]] g::verdict* out) {
  [[maybe_unused]] sys::wheel_in_place s{};
  read_value(v, s, "wheel_in_place"sv);
  for (std::size_t i = 0; i < 1; ++i) {
    try {
      out[i] = verdict_of(i, s);
    } catch (rt::refusal const& r) {
      throw rt::failure_at(i, rt::message(r));
    }
  }
}
}  // namespace wheel_in_place_modifiers_data
// The verdicts of list `list` (its index in `all`) over a situation's struct; false where that list
// reads another situation: what the engine's procedures call on a game's own typed situation. A
// refusal is rt::failure_at, naming the modifier (engine::list_guarded words it).
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::activation const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 0: return rt::fill_or_fail(s, v, 1, activation_modifiers_data::fill, activation_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::bombardment const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 1: return rt::fill_or_fail(s, v, 1, bombardment_losses_data::fill, bombardment_losses_data::verdict_of), true;
    case 2: return rt::fill_or_fail(s, v, 8, bombardment_modifiers_data::fill, bombardment_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::breaking_through const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 3: return rt::fill_or_fail(s, v, 3, breaking_through_modifiers_data::fill, breaking_through_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::burst const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::charge_combat const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 4: return rt::fill_or_fail(s, v, 3, charge_defence_adjustments_data::fill, charge_defence_adjustments_data::verdict_of), true;
    case 5: return rt::fill_or_fail(s, v, 6, charge_modifiers_data::fill, charge_modifiers_data::verdict_of), true;
    case 6: return rt::fill_or_fail(s, v, 7, charge_strength_data::fill, charge_strength_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::charge_resolution const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::close_combat const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 7: return rt::fill_or_fail(s, v, 5, cqc_modifiers_data::fill, cqc_modifiers_data::verdict_of), true;
    case 9: return rt::fill_or_fail(s, v, 3, cqc_strength_data::fill, cqc_strength_data::verdict_of), true;
    case 18: return rt::fill_or_fail(s, v, 1, phalanx_elan_data::fill, phalanx_elan_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::double_rate_fire const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 10: return rt::fill_or_fail(s, v, 2, double_rate_fire_modifiers_data::fill, double_rate_fire_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::elan_check const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::fallback_fire const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 11: return rt::fill_or_fail(s, v, 1, fallback_fire_modifiers_data::fill, fallback_fire_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::first_player const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 12: return rt::fill_or_fail(s, v, 1, first_player_modifiers_data::fill, first_player_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::first_player_determination const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::interception_roll const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::lance_check const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::leader_casualty const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 13: return rt::fill_or_fail(s, v, 5, leader_casualty_modifiers_data::fill, leader_casualty_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::melee const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 14: return rt::fill_or_fail(s, v, 0, melee_modifiers_data::fill, melee_modifiers_data::verdict_of), true;
    case 15: return rt::fill_or_fail(s, v, 1, melee_retreat_modifiers_data::fill, melee_retreat_modifiers_data::verdict_of), true;
    case 16: return rt::fill_or_fail(s, v, 1, melee_strength_data::fill, melee_strength_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::melee_check const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::met_charge const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::movement const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 17: return rt::fill_or_fail(s, v, 4, movement_reductions_data::fill, movement_reductions_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::ranged_fire const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 19: return rt::fill_or_fail(s, v, 2, ranged_fire_modifiers_data::fill, ranged_fire_modifiers_data::verdict_of), true;
    case 20: return rt::fill_or_fail(s, v, 6, ranged_fire_strength_data::fill, ranged_fire_strength_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::rapid_movement const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::reaction_roll const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::remount const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::retreat const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 8: return rt::fill_or_fail(s, v, 4, cqc_retreat_modifiers_data::fill, cqc_retreat_modifiers_data::verdict_of), true;
    case 21: return rt::fill_or_fail(s, v, 2, retreat_casualty_reductions_data::fill, retreat_casualty_reductions_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::rout_check const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 22: return rt::fill_or_fail(s, v, 4, rout_a_modifiers_data::fill, rout_a_modifiers_data::verdict_of), true;
    case 23: return rt::fill_or_fail(s, v, 11, rout_b_modifiers_data::fill, rout_b_modifiers_data::verdict_of), true;
    default: return false;
  }
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::unhorse const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::weather_fire const& s,
                      [[maybe_unused]] g::verdict* v) {
  return false;  // no list reads this situation (a test that reads it has none)
}
inline bool fill_list([[maybe_unused]] std::size_t list, [[maybe_unused]] sys::wheel_in_place const& s,
                      [[maybe_unused]] g::verdict* v) {
  switch (list) {
    case 24: return rt::fill_or_fail(s, v, 1, wheel_in_place_modifiers_data::fill, wheel_in_place_modifiers_data::verdict_of), true;
    default: return false;
  }
}
}  // namespace lists

// Tests: the first rule that holds in the situation value.
namespace tests {
namespace activation_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::activation s{};
  read_value(v, s, "activation"sv);
  return activation_decides(s, natural, total);
}
}  // namespace activation_data
namespace breaking_through_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::breaking_through s{};
  read_value(v, s, "breaking_through"sv);
  return breaking_through_decides(s, natural, total);
}
}  // namespace breaking_through_data
namespace broken_lances_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::lance_check s{};
  read_value(v, s, "lance_check"sv);
  return broken_lances_decides(s, natural, total);
}
}  // namespace broken_lances_data
namespace can_fire_in_weather_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::weather_fire s{};
  read_value(v, s, "weather_fire"sv);
  return can_fire_in_weather_decides(s, natural, total);
}
}  // namespace can_fire_in_weather_data
namespace cascade_rout_initial_area_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::rout_check s{};
  read_value(v, s, "rout_check"sv);
  return cascade_rout_initial_area_decides(s, natural, total);
}
}  // namespace cascade_rout_initial_area_data
namespace cascade_rout_passing_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::rout_check s{};
  read_value(v, s, "rout_check"sv);
  return cascade_rout_passing_decides(s, natural, total);
}
}  // namespace cascade_rout_passing_data
namespace charge_result_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::charge_resolution s{};
  read_value(v, s, "charge_resolution"sv);
  return charge_result_decides(s, natural, total);
}
}  // namespace charge_result_data
namespace double_rate_fire_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::double_rate_fire s{};
  read_value(v, s, "double_rate_fire"sv);
  return double_rate_fire_decides(s, natural, total);
}
}  // namespace double_rate_fire_data
namespace fallback_fire_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::fallback_fire s{};
  read_value(v, s, "fallback_fire"sv);
  return fallback_fire_decides(s, natural, total);
}
}  // namespace fallback_fire_data
namespace fates_of_the_trade_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::burst s{};
  read_value(v, s, "burst"sv);
  return fates_of_the_trade_decides(s, natural, total);
}
}  // namespace fates_of_the_trade_data
namespace first_player_wins_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::first_player_determination s{};
  read_value(v, s, "first_player_determination"sv);
  return first_player_wins_decides(s, natural, total);
}
}  // namespace first_player_wins_data
namespace interception_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::interception_roll s{};
  read_value(v, s, "interception_roll"sv);
  return interception_decides(s, natural, total);
}
}  // namespace interception_data
namespace leader_casualty_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::leader_casualty s{};
  read_value(v, s, "leader_casualty"sv);
  return leader_casualty_decides(s, natural, total);
}
}  // namespace leader_casualty_data
namespace meet_the_charge_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::reaction_roll s{};
  read_value(v, s, "reaction_roll"sv);
  return meet_the_charge_decides(s, natural, total);
}
}  // namespace meet_the_charge_data
namespace melee_determination_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::melee_check s{};
  read_value(v, s, "melee_check"sv);
  return melee_determination_decides(s, natural, total);
}
}  // namespace melee_determination_data
namespace melee_retreat_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::melee s{};
  read_value(v, s, "melee"sv);
  return melee_retreat_decides(s, natural, total);
}
}  // namespace melee_retreat_data
namespace met_charge_continues_reduced_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  return met_charge_continues_reduced_decides(s, natural, total);
}
}  // namespace met_charge_continues_reduced_data
namespace met_charge_continues_unmet_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  return met_charge_continues_unmet_decides(s, natural, total);
}
}  // namespace met_charge_continues_unmet_data
namespace met_charge_no_losses_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  return met_charge_no_losses_decides(s, natural, total);
}
}  // namespace met_charge_no_losses_data
namespace met_charge_stopped_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  return met_charge_stopped_decides(s, natural, total);
}
}  // namespace met_charge_stopped_data
namespace not_in_control_attack_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::elan_check s{};
  read_value(v, s, "elan_check"sv);
  return not_in_control_attack_decides(s, natural, total);
}
}  // namespace not_in_control_attack_data
namespace rapid_movement_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::rapid_movement s{};
  read_value(v, s, "rapid_movement"sv);
  return rapid_movement_decides(s, natural, total);
}
}  // namespace rapid_movement_data
namespace remount_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::remount s{};
  read_value(v, s, "remount"sv);
  return remount_decides(s, natural, total);
}
}  // namespace remount_data
namespace retreat_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::retreat s{};
  read_value(v, s, "retreat"sv);
  return retreat_decides(s, natural, total);
}
}  // namespace retreat_data
namespace rout_check_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::rout_check s{};
  read_value(v, s, "rout_check"sv);
  return rout_check_decides(s, natural, total);
}
}  // namespace rout_check_data
namespace unhorsed_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::unhorse s{};
  read_value(v, s, "unhorse"sv);
  return unhorsed_decides(s, natural, total);
}
}  // namespace unhorsed_data
namespace wheel_in_place_data {
inline int decide(herald::engine::value const& v, std::int64_t natural, std::int64_t total) {
  sys::wheel_in_place s{};
  read_value(v, s, "wheel_in_place"sv);
  return wheel_in_place_decides(s, natural, total);
}
}  // namespace wheel_in_place_data
// The rule of test `test` (its index in `all`) that decides a natural roll and a total on a
// situation's struct, -1 where none does, -2 where that test reads another situation: what the
// engine's procedures call on a game's own typed situation (engine/core/typed_test.hpp).
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::activation const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 0: return activation_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::bombardment const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  return -2;  // no test reads this situation (a pool's, whose faces roll none)
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::breaking_through const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 1: return breaking_through_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::burst const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 9: return fates_of_the_trade_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::charge_combat const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 2: {
      sys::lance_check t{};
      t.herald_present = 0;
      if ((s.herald_present >> 10 & 1u) != 0) t.durability = s.durability, t.herald_present |= std::uint64_t{1} << 0;
      return broken_lances_decides(t, natural, total);
    }
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::charge_resolution const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 6: return charge_result_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::close_combat const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  return -2;  // no test reads this situation (a pool's, whose faces roll none)
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::double_rate_fire const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 7: return double_rate_fire_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::elan_check const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 20: return not_in_control_attack_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::fallback_fire const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 8: return fallback_fire_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::first_player_determination const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 10: return first_player_wins_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::interception_roll const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 11: return interception_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::lance_check const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 2: return broken_lances_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::leader_casualty const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 12: return leader_casualty_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::melee const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 15: return melee_retreat_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::melee_check const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 14: return melee_determination_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::met_charge const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 16: return met_charge_continues_reduced_decides(s, natural, total);
    case 17: return met_charge_continues_unmet_decides(s, natural, total);
    case 18: return met_charge_no_losses_decides(s, natural, total);
    case 19: return met_charge_stopped_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::ranged_fire const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  return -2;  // no test reads this situation (a pool's, whose faces roll none)
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::rapid_movement const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 21: return rapid_movement_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::reaction_roll const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 13: return meet_the_charge_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::remount const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 22: return remount_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::retreat const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 23: return retreat_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::rout_check const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 4: return cascade_rout_initial_area_decides(s, natural, total);
    case 5: return cascade_rout_passing_decides(s, natural, total);
    case 24: return rout_check_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::unhorse const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 25: return unhorsed_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::weather_fire const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 3: return can_fire_in_weather_decides(s, natural, total);
    default: return -2;
  }
}
inline int decide_test([[maybe_unused]] std::size_t test, [[maybe_unused]] sys::wheel_in_place const& s,
                       [[maybe_unused]] std::int64_t natural, [[maybe_unused]] std::int64_t total) {
  switch (test) {
    case 26: return wheel_in_place_decides(s, natural, total);
    default: return -2;
  }
}
}  // namespace tests

// Dice pools: the items read in the order written (the first `dice` case that holds).
namespace pools {
namespace bombardment_data {
// The pool's items on the situation's struct, in the order written.
inline void evaluate_on([[maybe_unused]] sys::bombardment const& s, [[maybe_unused]] g::pool_state& out) {
  if (out.dice_case < 0) { out.at = "dice"; if (when_0(s)) { out.dice_case = 0; out.dice = amount_0(s); } }
  if (!out.loss_found) { out.at = "loss"; if (when_2(s)) { out.loss_found = true; out.loss_steps = 2; out.loss_per = 1; } }
  if (!out.loss_found) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 1; }
}
inline void evaluate(herald::engine::value const& v, g::pool_state& out) {
  sys::bombardment s{};
  read_value(v, s, "bombardment"sv);
  evaluate_on(s, out);
}
}  // namespace bombardment_data
namespace charge_data {
// The pool's items on the situation's struct, in the order written.
inline void evaluate_on([[maybe_unused]] sys::charge_combat const& s, [[maybe_unused]] g::pool_state& out) {
  if (out.dice_case < 0) { out.at = "dice"; if (when_0(s)) { out.dice_case = 0; out.dice = amount_0(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_1(s)) { out.dice_case = 1; out.dice = amount_1(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_2(s)) { out.dice_case = 2; out.dice = amount_2(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_3(s)) { out.dice_case = 3; out.dice = amount_3(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_4(s)) { out.dice_case = 4; out.dice = amount_4(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_5(s)) { out.dice_case = 5; out.dice = amount_5(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_6(s)) { out.dice_case = 6; out.dice = amount_6(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_7(s)) { out.dice_case = 7; out.dice = amount_7(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_8(s)) { out.dice_case = 8; out.dice = amount_8(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_9(s)) { out.dice_case = 9; out.dice = amount_9(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_10(s)) { out.dice_case = 10; out.dice = amount_10(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_11(s)) { out.dice_case = 11; out.dice = amount_11(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_12(s)) { out.dice_case = 12; out.dice = amount_12(s); } }
  out.at = "strength"; if (when_13(s)) out.strength |= std::uint64_t{1} << 0;
  out.at = "strength"; if (when_14(s)) out.strength |= std::uint64_t{1} << 1;
  out.at = "natural"; if (when_16(s)) out.natural_tests |= std::uint64_t{1} << 0;
  if (out.limit_case < 0) { out.at = "limit"; if (when_17(s)) { out.limit_case = 0; out.limit = amount_17(s); } }
  if (out.limit_case < 0) { out.at = "limit"; if (when_18(s)) { out.limit_case = 1; out.limit = amount_18(s); } }
  if (out.limit_case < 0) { out.at = "limit"; if (when_19(s)) { out.limit_case = 2; out.limit = amount_19(s); } }
  if (out.limit_case < 0) { out.at = "limit"; out.limit_case = 3; out.limit = amount_20(s); }
  out.at = "deflect"; out.deflected = amount_21(s);
  if (!out.loss_found) { out.at = "loss"; if (when_22(s)) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 2; } }
  if (!out.loss_found) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 1; }
}
inline void evaluate(herald::engine::value const& v, g::pool_state& out) {
  sys::charge_combat s{};
  read_value(v, s, "charge_combat"sv);
  evaluate_on(s, out);
}
}  // namespace charge_data
namespace close_quarters_data {
// The pool's items on the situation's struct, in the order written.
inline void evaluate_on([[maybe_unused]] sys::close_combat const& s, [[maybe_unused]] g::pool_state& out) {
  if (out.dice_case < 0) { out.at = "dice"; if (when_0(s)) { out.dice_case = 0; out.dice = amount_0(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_1(s)) { out.dice_case = 1; out.dice = amount_1(s); } }
  if (out.dice_case < 0) { out.at = "dice"; if (when_2(s)) { out.dice_case = 2; out.dice = amount_2(s); } }
  if (out.dice_case < 0) { out.at = "dice"; out.dice_case = 3; out.dice = amount_3(s); }
  out.strength |= std::uint64_t{1} << 0;
  if (out.limit_case < 0) { out.at = "limit"; if (when_6(s)) { out.limit_case = 0; out.limit = amount_6(s); } }
  if (out.limit_case < 0) { out.at = "limit"; if (when_7(s)) { out.limit_case = 1; out.limit = amount_7(s); } }
  if (out.limit_case < 0) { out.at = "limit"; if (when_8(s)) { out.limit_case = 2; out.limit = amount_8(s); } }
  if (out.limit_case < 0) { out.at = "limit"; out.limit_case = 3; out.limit = amount_9(s); }
  out.at = "deflect"; out.deflected = amount_10(s);
  if (!out.loss_found) { out.at = "loss"; if (when_11(s)) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 2; } }
  if (!out.loss_found) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 1; }
}
inline void evaluate(herald::engine::value const& v, g::pool_state& out) {
  sys::close_combat s{};
  read_value(v, s, "close_combat"sv);
  evaluate_on(s, out);
}
}  // namespace close_quarters_data
namespace melee_data {
// The pool's items on the situation's struct, in the order written.
inline void evaluate_on([[maybe_unused]] sys::melee const& s, [[maybe_unused]] g::pool_state& out) {
  if (out.dice_case < 0) { out.at = "dice"; out.dice_case = 0; out.dice = amount_0(s); }
  out.strength |= std::uint64_t{1} << 0;
  out.at = "deflect"; out.deflected = amount_3(s);
  if (!out.loss_found) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 1; }
}
inline void evaluate(herald::engine::value const& v, g::pool_state& out) {
  sys::melee s{};
  read_value(v, s, "melee"sv);
  evaluate_on(s, out);
}
}  // namespace melee_data
namespace ranged_fire_data {
// The pool's items on the situation's struct, in the order written.
inline void evaluate_on([[maybe_unused]] sys::ranged_fire const& s, [[maybe_unused]] g::pool_state& out) {
  if (out.dice_case < 0) { out.at = "dice"; out.dice_case = 0; out.dice = amount_0(s); }
  out.strength |= std::uint64_t{1} << 0;
  if (out.limit_case < 0) { out.at = "limit"; out.limit_case = 0; out.limit = amount_3(s); }
  out.at = "deflect"; out.deflected = amount_4(s);
  if (!out.loss_found) { out.at = "loss"; if (when_5(s)) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 2; } }
  if (!out.loss_found) { out.loss_found = true; out.loss_steps = 1; out.loss_per = 1; }
}
inline void evaluate(herald::engine::value const& v, g::pool_state& out) {
  sys::ranged_fire s{};
  read_value(v, s, "ranged_fire"sv);
  evaluate_on(s, out);
}
}  // namespace ranged_fire_data
// The items of pool `pool` (its index in `all`) on a situation's struct, into `out`; false where that
// pool reads another situation: what the engine's procedures call on a game's own typed situation.
inline bool evaluate_pool(std::size_t pool, [[maybe_unused]] sys::bombardment const& s,
                          [[maybe_unused]] g::pool_state& out) {
  switch (pool) {
    case 0: return bombardment_data::evaluate_on(s, out), true;
    default: return false;
  }
}
inline bool evaluate_pool(std::size_t pool, [[maybe_unused]] sys::charge_combat const& s,
                          [[maybe_unused]] g::pool_state& out) {
  switch (pool) {
    case 1: return charge_data::evaluate_on(s, out), true;
    default: return false;
  }
}
inline bool evaluate_pool(std::size_t pool, [[maybe_unused]] sys::close_combat const& s,
                          [[maybe_unused]] g::pool_state& out) {
  switch (pool) {
    case 2: return close_quarters_data::evaluate_on(s, out), true;
    default: return false;
  }
}
inline bool evaluate_pool(std::size_t pool, [[maybe_unused]] sys::melee const& s,
                          [[maybe_unused]] g::pool_state& out) {
  switch (pool) {
    case 3: return melee_data::evaluate_on(s, out), true;
    default: return false;
  }
}
inline bool evaluate_pool(std::size_t pool, [[maybe_unused]] sys::ranged_fire const& s,
                          [[maybe_unused]] g::pool_state& out) {
  switch (pool) {
    case 4: return ranged_fire_data::evaluate_on(s, out), true;
    default: return false;
  }
}
}  // namespace pools

// Sequences: whether a step is rolled, its `with` fields, its results and whether it is rolled again.
namespace sequences {
namespace activation_count_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::activation_count const& s, std::size_t step) {
  switch (step) {

    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::activation_count const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {

    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::activation_count const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {
    case 0:
      if (!(result_when_0(s))) return false;
      *out = result_0(s);
      return true;
    case 1:
      if (!(result_when_1(s))) return false;
      *out = result_1(s);
      return true;
    case 2:
      if (!(result_when_2(s))) return false;
      *out = result_2(s);
      return true;
    case 3:
      if (!(result_when_3(s))) return false;
      *out = result_3(s);
      return true;
    case 4:
      if (!(result_when_4(s))) return false;
      *out = result_4(s);
      return true;
    case 5:
      if (!(true)) return false;
      *out = result_5(s);
      return true;
    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::activation_count s{};
  read_value(v, s, "activation_count"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::activation_count s{};
  read_value(v, s, "activation_count"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::activation_count s{};
  read_value(v, s, "activation_count"sv);
  return result_on(s, i, out);
}
}  // namespace activation_count_data
namespace bombardment_in_weather_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::bombardment_in_weather const& s, std::size_t step) {
  switch (step) {
    case 0: return when_0(s);
    case 1: return when_1(s);
    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::bombardment_in_weather const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {

    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::bombardment_in_weather const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::bombardment_in_weather s{};
  read_value(v, s, "bombardment_in_weather"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::bombardment_in_weather s{};
  read_value(v, s, "bombardment_in_weather"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::bombardment_in_weather s{};
  read_value(v, s, "bombardment_in_weather"sv);
  return result_on(s, i, out);
}
}  // namespace bombardment_in_weather_data
namespace charge_with_leaders_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::charge_with_leaders const& s, std::size_t step) {
  switch (step) {
    case 2: return when_2(s);
    case 3: return when_3(s);
    case 4: return when_4(s);
    case 5: return when_5(s);
    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::charge_with_leaders const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {
    case 2:
      out[0] = input_2_0(s);
      return;
    case 3:
      out[0] = input_3_0(s);
      return;
    case 4:
      out[0] = input_4_0(s);
      return;
    case 5:
      out[0] = input_5_0(s);
      return;
    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::charge_with_leaders const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::charge_with_leaders s{};
  read_value(v, s, "charge_with_leaders"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::charge_with_leaders s{};
  read_value(v, s, "charge_with_leaders"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::charge_with_leaders s{};
  read_value(v, s, "charge_with_leaders"sv);
  return result_on(s, i, out);
}
}  // namespace charge_with_leaders_data
namespace close_combat_retreat_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::close_combat_retreat const& s, std::size_t step) {
  switch (step) {
    case 1: return when_1(s);
    case 2: return when_2(s);
    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::close_combat_retreat const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {
    case 2:
      out[0] = input_2_0(s);
      return;
    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::close_combat_retreat const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {
    case 0:
      if (!(result_when_0(s))) return false;
      *out = result_0(s);
      return true;
    case 1:
      if (!(result_when_1(s))) return false;
      *out = result_1(s);
      return true;
    case 2:
      if (!(true)) return false;
      *out = result_2(s);
      return true;
    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::close_combat_retreat s{};
  read_value(v, s, "close_combat_retreat"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::close_combat_retreat s{};
  read_value(v, s, "close_combat_retreat"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::close_combat_retreat s{};
  read_value(v, s, "close_combat_retreat"sv);
  return result_on(s, i, out);
}
}  // namespace close_combat_retreat_data
namespace combat_with_rout_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::combat_with_rout const& s, std::size_t step) {
  switch (step) {
    case 1: return when_1(s);
    case 2: return when_2(s);
    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::combat_with_rout const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {

    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::combat_with_rout const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::combat_with_rout s{};
  read_value(v, s, "combat_with_rout"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::combat_with_rout s{};
  read_value(v, s, "combat_with_rout"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::combat_with_rout s{};
  read_value(v, s, "combat_with_rout"sv);
  return result_on(s, i, out);
}
}  // namespace combat_with_rout_data
namespace double_rate_volleys_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::double_rate_volleys const& s, std::size_t step) {
  switch (step) {
    case 2: return when_2(s);
    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::double_rate_volleys const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {

    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::double_rate_volleys const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::double_rate_volleys s{};
  read_value(v, s, "double_rate_volleys"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::double_rate_volleys s{};
  read_value(v, s, "double_rate_volleys"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::double_rate_volleys s{};
  read_value(v, s, "double_rate_volleys"sv);
  return result_on(s, i, out);
}
}  // namespace double_rate_volleys_data
namespace first_player_determination_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::first_player_determination const& s, std::size_t step) {
  switch (step) {

    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::first_player_determination const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {

    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::first_player_determination const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}
inline bool again_on(sys::first_player_determination const& s) { return again_when(s); }
// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::first_player_determination s{};
  read_value(v, s, "first_player_determination"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::first_player_determination s{};
  read_value(v, s, "first_player_determination"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::first_player_determination s{};
  read_value(v, s, "first_player_determination"sv);
  return result_on(s, i, out);
}
inline bool again(herald::engine::value const& v) {
  sys::first_player_determination s{};
  read_value(v, s, "first_player_determination"sv);
  return again_on(s);
}
}  // namespace first_player_determination_data
namespace met_charge_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::met_charge const& s, std::size_t step) {
  switch (step) {

    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::met_charge const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {

    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::met_charge const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::met_charge s{};
  read_value(v, s, "met_charge"sv);
  return result_on(s, i, out);
}
}  // namespace met_charge_data
namespace phalanx_assault_data {
// On the sequence's struct: whether step `step` is rolled, its `with` values, result case `i`
// (false where it does not hold) and whether the sequence is rolled again.
inline bool applies_on([[maybe_unused]] sys::phalanx_assault const& s, std::size_t step) {
  switch (step) {

    default: return true;
  }
}
inline void inputs_on([[maybe_unused]] sys::phalanx_assault const& s, std::size_t step, [[maybe_unused]] std::int64_t* out) {
  switch (step) {
    case 1:
      out[0] = input_1_0(s);
      return;
    default: return;
  }
}
inline bool result_on([[maybe_unused]] sys::phalanx_assault const& s, std::size_t i, [[maybe_unused]] std::int64_t* out) {
  switch (i) {

    default: return false;
  }
}

// The same on the situation value, read into the struct.
inline bool applies(herald::engine::value const& v, std::size_t step) {
  sys::phalanx_assault s{};
  read_value(v, s, "phalanx_assault"sv);
  return applies_on(s, step);
}
inline void inputs(herald::engine::value const& v, std::size_t step, std::int64_t* out) {
  sys::phalanx_assault s{};
  read_value(v, s, "phalanx_assault"sv);
  inputs_on(s, step, out);
}
inline bool result(herald::engine::value const& v, std::size_t i, std::int64_t* out) {
  sys::phalanx_assault s{};
  read_value(v, s, "phalanx_assault"sv);
  return result_on(s, i, out);
}
}  // namespace phalanx_assault_data
// The entries of sequence `sequence` (its index in `all`) over a situation's struct, into `out`;
// false where that sequence reads another situation: what the engine's procedures call on a game's
// own typed situation (engine/order_of_arms/typed_sequence.hpp).
inline bool sequence_entry(std::size_t sequence, sys::activation_count const&, g::typed_sequence_entry<sys::activation_count>& out) {
  switch (sequence) {
    case 0: return out = {activation_count_data::applies_on, activation_count_data::inputs_on, nullptr, activation_count_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::bombardment_in_weather const&, g::typed_sequence_entry<sys::bombardment_in_weather>& out) {
  switch (sequence) {
    case 1: return out = {bombardment_in_weather_data::applies_on, bombardment_in_weather_data::inputs_on, nullptr, bombardment_in_weather_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::charge_with_leaders const&, g::typed_sequence_entry<sys::charge_with_leaders>& out) {
  switch (sequence) {
    case 2: return out = {charge_with_leaders_data::applies_on, charge_with_leaders_data::inputs_on, nullptr, charge_with_leaders_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::close_combat_retreat const&, g::typed_sequence_entry<sys::close_combat_retreat>& out) {
  switch (sequence) {
    case 3: return out = {close_combat_retreat_data::applies_on, close_combat_retreat_data::inputs_on, nullptr, close_combat_retreat_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::combat_with_rout const&, g::typed_sequence_entry<sys::combat_with_rout>& out) {
  switch (sequence) {
    case 4: return out = {combat_with_rout_data::applies_on, combat_with_rout_data::inputs_on, nullptr, combat_with_rout_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::double_rate_volleys const&, g::typed_sequence_entry<sys::double_rate_volleys>& out) {
  switch (sequence) {
    case 5: return out = {double_rate_volleys_data::applies_on, double_rate_volleys_data::inputs_on, nullptr, double_rate_volleys_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::first_player_determination const&, g::typed_sequence_entry<sys::first_player_determination>& out) {
  switch (sequence) {
    case 6: return out = {first_player_determination_data::applies_on, first_player_determination_data::inputs_on, first_player_determination_data::again_on, first_player_determination_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::met_charge const&, g::typed_sequence_entry<sys::met_charge>& out) {
  switch (sequence) {
    case 7: return out = {met_charge_data::applies_on, met_charge_data::inputs_on, nullptr, met_charge_data::result_on}, true;
    default: return false;
  }
}
inline bool sequence_entry(std::size_t sequence, sys::phalanx_assault const&, g::typed_sequence_entry<sys::phalanx_assault>& out) {
  switch (sequence) {
    case 8: return out = {phalanx_assault_data::applies_on, phalanx_assault_data::inputs_on, nullptr, phalanx_assault_data::result_on}, true;
    default: return false;
  }
}
}  // namespace sequences

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
  template <class S>
  static auto evaluate_pool(std::size_t pool, S const& s, g::pool_state& out) -> decltype(pools::evaluate_pool(pool, s, out)) {
    return pools::evaluate_pool(pool, s, out);
  }
  template <class S>
  static auto sequence_entry(std::size_t sequence, S const& s, g::typed_sequence_entry<S>& out)
      -> decltype(sequences::sequence_entry(sequence, s, out)) {
    return sequences::sequence_entry(sequence, s, out);
  }
};

// The run-time entries, in the order of the ruleset's spans.
inline constexpr g::evaluate_fn list_entries[] = {
    lists::activation_modifiers_data::evaluate,
    lists::bombardment_losses_data::evaluate,
    lists::bombardment_modifiers_data::evaluate,
    lists::breaking_through_modifiers_data::evaluate,
    lists::charge_defence_adjustments_data::evaluate,
    lists::charge_modifiers_data::evaluate,
    lists::charge_strength_data::evaluate,
    lists::cqc_modifiers_data::evaluate,
    lists::cqc_retreat_modifiers_data::evaluate,
    lists::cqc_strength_data::evaluate,
    lists::double_rate_fire_modifiers_data::evaluate,
    lists::fallback_fire_modifiers_data::evaluate,
    lists::first_player_modifiers_data::evaluate,
    lists::leader_casualty_modifiers_data::evaluate,
    lists::melee_modifiers_data::evaluate,
    lists::melee_retreat_modifiers_data::evaluate,
    lists::melee_strength_data::evaluate,
    lists::movement_reductions_data::evaluate,
    lists::phalanx_elan_data::evaluate,
    lists::ranged_fire_modifiers_data::evaluate,
    lists::ranged_fire_strength_data::evaluate,
    lists::retreat_casualty_reductions_data::evaluate,
    lists::rout_a_modifiers_data::evaluate,
    lists::rout_b_modifiers_data::evaluate,
    lists::wheel_in_place_modifiers_data::evaluate,
};
inline constexpr g::decide_fn test_entries[] = {
    tests::activation_data::decide,
    tests::breaking_through_data::decide,
    tests::broken_lances_data::decide,
    tests::can_fire_in_weather_data::decide,
    tests::cascade_rout_initial_area_data::decide,
    tests::cascade_rout_passing_data::decide,
    tests::charge_result_data::decide,
    tests::double_rate_fire_data::decide,
    tests::fallback_fire_data::decide,
    tests::fates_of_the_trade_data::decide,
    tests::first_player_wins_data::decide,
    tests::interception_data::decide,
    tests::leader_casualty_data::decide,
    tests::meet_the_charge_data::decide,
    tests::melee_determination_data::decide,
    tests::melee_retreat_data::decide,
    tests::met_charge_continues_reduced_data::decide,
    tests::met_charge_continues_unmet_data::decide,
    tests::met_charge_no_losses_data::decide,
    tests::met_charge_stopped_data::decide,
    tests::not_in_control_attack_data::decide,
    tests::rapid_movement_data::decide,
    tests::remount_data::decide,
    tests::retreat_data::decide,
    tests::rout_check_data::decide,
    tests::unhorsed_data::decide,
    tests::wheel_in_place_data::decide,
};
inline constexpr g::pool_fn pool_entries[] = {
    pools::bombardment_data::evaluate,
    pools::charge_data::evaluate,
    pools::close_quarters_data::evaluate,
    pools::melee_data::evaluate,
    pools::ranged_fire_data::evaluate,
};
inline constexpr g::sequence_entry sequence_entries[] = {
    {sequences::activation_count_data::applies, sequences::activation_count_data::inputs, nullptr, sequences::activation_count_data::result},
    {sequences::bombardment_in_weather_data::applies, sequences::bombardment_in_weather_data::inputs, nullptr, sequences::bombardment_in_weather_data::result},
    {sequences::charge_with_leaders_data::applies, sequences::charge_with_leaders_data::inputs, nullptr, sequences::charge_with_leaders_data::result},
    {sequences::close_combat_retreat_data::applies, sequences::close_combat_retreat_data::inputs, nullptr, sequences::close_combat_retreat_data::result},
    {sequences::combat_with_rout_data::applies, sequences::combat_with_rout_data::inputs, nullptr, sequences::combat_with_rout_data::result},
    {sequences::double_rate_volleys_data::applies, sequences::double_rate_volleys_data::inputs, nullptr, sequences::double_rate_volleys_data::result},
    {sequences::first_player_determination_data::applies, sequences::first_player_determination_data::inputs, sequences::first_player_determination_data::again, sequences::first_player_determination_data::result},
    {sequences::met_charge_data::applies, sequences::met_charge_data::inputs, nullptr, sequences::met_charge_data::result},
    {sequences::phalanx_assault_data::applies, sequences::phalanx_assault_data::inputs, nullptr, sequences::phalanx_assault_data::result},
};
inline constexpr g::entries entries = {
    {list_entries, 25}, {test_entries, 27}, {pool_entries, 5}, {sequence_entries, 9},
};

// The engine's tables interface (engine/core/layout_tables.hpp) over this ruleset, its formulas compiled.
inline herald::engine::tables engine_tables() {
  static herald::engine::compiled_formulas const formulas{ruleset, entries};
  return herald::engine::tables{ruleset, formulas};
}

}  // namespace herald_generated::order_of_arms_1_0
