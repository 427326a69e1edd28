// Generated from order-of-arms.system.herald by `herald build`: do not edit.
// System order_of_arms: the engine's situation values read into the enums and structs of
// order_of_arms_system.hpp (what the engine entry of each of its rulesets calls).
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/generated_runtime.hpp"
#include "order_of_arms_system.hpp"

namespace herald_generated::order_of_arms {

inline void read_value(herald::engine::value const& v, activation_status& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, activation_status_from_name);
}
inline void read_value(herald::engine::value const& v, armor_class& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, armor_class_from_name);
}
inline void read_value(herald::engine::value const& v, artillery_class& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, artillery_class_from_name);
}
inline void read_value(herald::engine::value const& v, artillery_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, artillery_column_from_name);
}
inline void read_value(herald::engine::value const& v, artillery_operation& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, artillery_operation_from_name);
}
inline void read_value(herald::engine::value const& v, artillery_size& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, artillery_size_from_name);
}
inline void read_value(herald::engine::value const& v, charge_defender& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, charge_defender_from_name);
}
inline void read_value(herald::engine::value const& v, combat_type& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, combat_type_from_name);
}
inline void read_value(herald::engine::value const& v, combatant& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, combatant_from_name);
}
inline void read_value(herald::engine::value const& v, control& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, control_from_name);
}
inline void read_value(herald::engine::value const& v, deflection_weapon& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, deflection_weapon_from_name);
}
inline void read_value(herald::engine::value const& v, distance_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, distance_column_from_name);
}
inline void read_value(herald::engine::value const& v, effect& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, effect_from_name);
}
inline void read_value(herald::engine::value const& v, effect_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, effect_column_from_name);
}
inline void read_value(herald::engine::value const& v, elevation_case& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, elevation_case_from_name);
}
inline void read_value(herald::engine::value const& v, elevation_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, elevation_column_from_name);
}
inline void read_value(herald::engine::value const& v, elevation_firer& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, elevation_firer_from_name);
}
inline void read_value(herald::engine::value const& v, fire_option& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, fire_option_from_name);
}
inline void read_value(herald::engine::value const& v, met_charge_result& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, met_charge_result_from_name);
}
inline void read_value(herald::engine::value const& v, movement_class& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, movement_class_from_name);
}
inline void read_value(herald::engine::value const& v, movement_rate& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, movement_rate_from_name);
}
inline void read_value(herald::engine::value const& v, range_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, range_column_from_name);
}
inline void read_value(herald::engine::value const& v, rating& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, rating_from_name);
}
inline void read_value(herald::engine::value const& v, reaction& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, reaction_from_name);
}
inline void read_value(herald::engine::value const& v, reaction_requirement& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, reaction_requirement_from_name);
}
inline void read_value(herald::engine::value const& v, return_fire_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, return_fire_column_from_name);
}
inline void read_value(herald::engine::value const& v, side& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, side_from_name);
}
inline void read_value(herald::engine::value const& v, special_formation& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, special_formation_from_name);
}
inline void read_value(herald::engine::value const& v, strength_case& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, strength_case_from_name);
}
inline void read_value(herald::engine::value const& v, strength_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, strength_column_from_name);
}
inline void read_value(herald::engine::value const& v, tactical_ability& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, tactical_ability_from_name);
}
inline void read_value(herald::engine::value const& v, time_of_day& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, time_of_day_from_name);
}
inline void read_value(herald::engine::value const& v, unit_state& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, unit_state_from_name);
}
inline void read_value(herald::engine::value const& v, unit_type& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, unit_type_from_name);
}
inline void read_value(herald::engine::value const& v, weapon& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, weapon_from_name);
}
inline void read_value(herald::engine::value const& v, weather& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, weather_from_name);
}

// One pass over a value's fields; a field the value leaves out keeps its default.
inline void read_value(herald::engine::value const& v, leader& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "treachery"sv) read_value(field, out.treachery, "treachery"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "tactical"sv) read_value(field, out.tactical, "tactical"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "command"sv) read_value(field, out.command, "command"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "control_radius"sv) read_value(field, out.control_radius, "control_radius"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "armor"sv) read_value(field, out.armor, "armor"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "exceptional"sv) read_value(field, out.exceptional, "exceptional"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "artillery_leader"sv) read_value(field, out.artillery_leader, "artillery_leader"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "army_commander"sv) read_value(field, out.army_commander, "army_commander"sv), out.herald_present |= std::uint64_t{1} << 7;
  }
}
inline void read_value(herald::engine::value const& v, activation& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "commander"sv) read_value(field, out.commander, "commander"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "first_player_first_roll"sv) read_value(field, out.first_player_first_roll, "first_player_first_roll"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, activation_count& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "roll"sv) read_value(field, out.roll, "roll"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "die"sv) read_value(field, out.die, "die"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "activations"sv) read_value(field, out.activations, "activations"sv), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, unit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "type"sv) read_value(field, out.type, "type"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "combatant"sv) read_value(field, out.combatant, "combatant"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "strength"sv) read_value(field, out.strength, "strength"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "armor"sv) read_value(field, out.armor, "armor"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "elan"sv) read_value(field, out.elan, "elan"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "armor_penetration"sv) read_value(field, out.armor_penetration, "armor_penetration"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "elite"sv) read_value(field, out.elite, "elite"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "long_counter"sv) read_value(field, out.long_counter, "long_counter"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "formation"sv) read_value(field, out.formation, "formation"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "control"sv) read_value(field, out.control, "control"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "activation"sv) read_value(field, out.activation, "activation"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "state"sv) read_value(field, out.state, "state"sv), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "broken_lances"sv) read_value(field, out.broken_lances, "broken_lances"sv), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "mercenary"sv) read_value(field, out.mercenary, "mercenary"sv), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "stakes"sv) read_value(field, out.stakes, "stakes"sv), out.herald_present |= std::uint64_t{1} << 14;
    if (name == "pavise"sv) read_value(field, out.pavise, "pavise"sv), out.herald_present |= std::uint64_t{1} << 15;
    if (name == "leader_stacked"sv) read_value(field, out.leader_stacked, "leader_stacked"sv), out.herald_present |= std::uint64_t{1} << 16;
  }
}
inline void read_value(herald::engine::value const& v, assignment& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "dice_count"sv) read_value(field, out.dice_count, "dice_count"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, bombardment& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "artillery"sv) read_value(field, out.artillery, "artillery"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "range"sv) read_value(field, out.range, "range"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "troops"sv) read_value(field, out.troops, "troops"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "mma_flank"sv) read_value(field, out.mma_flank, "mma_flank"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "densely_occupied"sv) read_value(field, out.densely_occupied, "densely_occupied"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "schiltron_or_phalanx"sv) read_value(field, out.schiltron_or_phalanx, "schiltron_or_phalanx"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "exceptional_artillery_leader"sv) read_value(field, out.exceptional_artillery_leader, "exceptional_artillery_leader"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "weather"sv) read_value(field, out.weather, "weather"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "time"sv) read_value(field, out.time, "time"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "phalanx_target"sv) read_value(field, out.phalanx_target, "phalanx_target"sv), out.herald_present |= std::uint64_t{1} << 9;
  }
}
inline void read_value(herald::engine::value const& v, weather_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "artillery"sv) read_value(field, out.artillery, "artillery"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "weather"sv) read_value(field, out.weather, "weather"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, bombardment_in_weather& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "weather_roll"sv) read_value(field, out.weather_roll, "weather_roll"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "fire"sv) read_value(field, out.fire, "fire"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "can_fire"sv) read_value(field, out.can_fire, "can_fire"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "bombardment"sv) read_value(field, out.bombardment, "bombardment"sv), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, breaking_through& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "attacker_strength"sv) read_value(field, out.attacker_strength, "attacker_strength"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "shielded_strength"sv) read_value(field, out.shielded_strength, "shielded_strength"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "shielding_strength"sv) read_value(field, out.shielding_strength, "shielding_strength"sv), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, burst& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "artillery"sv) read_value(field, out.artillery, "artillery"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, charge_combat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "rolling_side"sv) read_value(field, out.rolling_side, "rolling_side"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "distance"sv) read_value(field, out.distance, "distance"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "elevation_below"sv) read_value(field, out.elevation_below, "elevation_below"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "strike_flank_or_rear"sv) read_value(field, out.strike_flank_or_rear, "strike_flank_or_rear"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "not_attacked"sv) read_value(field, out.not_attacked, "not_attacked"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "terrain_applies"sv) read_value(field, out.terrain_applies, "terrain_applies"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "met_charge"sv) read_value(field, out.met_charge, "met_charge"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "durability"sv) read_value(field, out.durability, "durability"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "extra_bonus"sv) read_value(field, out.extra_bonus, "extra_bonus"sv), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "weapon"sv) read_value(field, out.weapon, "weapon"sv), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "assigned"sv) read_value(field, out.assigned, "assigned"sv), out.herald_present |= std::uint64_t{1} << 13;
  }
}
inline void read_value(herald::engine::value const& v, charge_resolution& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attacker"sv) read_value(field, out.attacker, "attacker"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defender"sv) read_value(field, out.defender, "defender"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "bow_fire_losses"sv) read_value(field, out.bow_fire_losses, "bow_fire_losses"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "attacker_losses"sv) read_value(field, out.attacker_losses, "attacker_losses"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "defender_losses"sv) read_value(field, out.defender_losses, "defender_losses"sv), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, leader_casualty& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "charge_combat"sv) read_value(field, out.charge_combat, "charge_combat"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "steps_eliminated"sv) read_value(field, out.steps_eliminated, "steps_eliminated"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "side_eliminated"sv) read_value(field, out.side_eliminated, "side_eliminated"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "bombardment"sv) read_value(field, out.bombardment, "bombardment"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "extra_bonus"sv) read_value(field, out.extra_bonus, "extra_bonus"sv), out.herald_present |= std::uint64_t{1} << 5;
  }
}
inline void read_value(herald::engine::value const& v, charge_with_leaders& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attacker"sv) read_value(field, out.attacker, "attacker"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defender"sv) read_value(field, out.defender, "defender"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacker_leader"sv) read_value(field, out.attacker_leader, "attacker_leader"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_leader"sv) read_value(field, out.defender_leader, "defender_leader"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "attacker_may_cheat_death"sv) read_value(field, out.attacker_may_cheat_death, "attacker_may_cheat_death"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "defender_may_cheat_death"sv) read_value(field, out.defender_may_cheat_death, "defender_may_cheat_death"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "inflicted_by_attacker"sv) read_value(field, out.inflicted_by_attacker, "inflicted_by_attacker"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "inflicted_by_defender"sv) read_value(field, out.inflicted_by_defender, "inflicted_by_defender"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "attacker_leader_safe"sv) read_value(field, out.attacker_leader_safe, "attacker_leader_safe"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "defender_leader_safe"sv) read_value(field, out.defender_leader_safe, "defender_leader_safe"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "attacker_leader_reroll_safe"sv) read_value(field, out.attacker_leader_reroll_safe, "attacker_leader_reroll_safe"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "defender_leader_reroll_safe"sv) read_value(field, out.defender_leader_reroll_safe, "defender_leader_reroll_safe"sv), out.herald_present |= std::uint64_t{1} << 11;
  }
}
inline void read_value(herald::engine::value const& v, close_combat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacking"sv) read_value(field, out.attacking, "attacking"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "flanking"sv) read_value(field, out.flanking, "flanking"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "in_melee"sv) read_value(field, out.in_melee, "in_melee"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "target_polearm"sv) read_value(field, out.target_polearm, "target_polearm"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "terrain_applies"sv) read_value(field, out.terrain_applies, "terrain_applies"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "extra_bonus"sv) read_value(field, out.extra_bonus, "extra_bonus"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "weapon"sv) read_value(field, out.weapon, "weapon"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "assigned"sv) read_value(field, out.assigned, "assigned"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "phalanx_assault"sv) read_value(field, out.phalanx_assault, "phalanx_assault"sv), out.herald_present |= std::uint64_t{1} << 11;
  }
}
inline void read_value(herald::engine::value const& v, retreat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "enemy_mounted"sv) read_value(field, out.enemy_mounted, "enemy_mounted"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "own_mounted"sv) read_value(field, out.own_mounted, "own_mounted"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "elite_in_stack"sv) read_value(field, out.elite_in_stack, "elite_in_stack"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "not_in_control"sv) read_value(field, out.not_in_control, "not_in_control"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "formation_leader"sv) read_value(field, out.formation_leader, "formation_leader"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "formation_leader_present"sv) read_value(field, out.formation_leader_present, "formation_leader_present"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "losses"sv) read_value(field, out.losses, "losses"sv), out.herald_present |= std::uint64_t{1} << 7;
  }
}
inline void read_value(herald::engine::value const& v, close_combat_retreat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "first"sv) read_value(field, out.first, "first"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "second"sv) read_value(field, out.second, "second"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "two_rolls"sv) read_value(field, out.two_rolls, "two_rolls"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "attempt"sv) read_value(field, out.attempt, "attempt"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "attempts_retreat"sv) read_value(field, out.attempts_retreat, "attempts_retreat"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "on_first"sv) read_value(field, out.on_first, "on_first"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "on_second"sv) read_value(field, out.on_second, "on_second"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "retreats"sv) read_value(field, out.retreats, "retreats"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "losses_applied"sv) read_value(field, out.losses_applied, "losses_applied"sv), out.herald_present |= std::uint64_t{1} << 8;
  }
}
inline void read_value(herald::engine::value const& v, rout_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "mma_charge"sv) read_value(field, out.mma_charge, "mma_charge"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "densely_occupied"sv) read_value(field, out.densely_occupied, "densely_occupied"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "cascade"sv) read_value(field, out.cascade, "cascade"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "routing_non_fma_foot"sv) read_value(field, out.routing_non_fma_foot, "routing_non_fma_foot"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "routing_long_mma"sv) read_value(field, out.routing_long_mma, "routing_long_mma"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "formation_benefit"sv) read_value(field, out.formation_benefit, "formation_benefit"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "owning_leader_stacked"sv) read_value(field, out.owning_leader_stacked, "owning_leader_stacked"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "owning_leader"sv) read_value(field, out.owning_leader, "owning_leader"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "superior_leader_present"sv) read_value(field, out.superior_leader_present, "superior_leader_present"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "superior_leader"sv) read_value(field, out.superior_leader, "superior_leader"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "army_commander_present"sv) read_value(field, out.army_commander_present, "army_commander_present"sv), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "army_commander"sv) read_value(field, out.army_commander, "army_commander"sv), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "special_leader_present"sv) read_value(field, out.special_leader_present, "special_leader_present"sv), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "special_leader"sv) read_value(field, out.special_leader, "special_leader"sv), out.herald_present |= std::uint64_t{1} << 14;
  }
}
inline void read_value(herald::engine::value const& v, combat_with_rout& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "combat"sv) read_value(field, out.combat, "combat"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "rout_in_effect"sv) read_value(field, out.rout_in_effect, "rout_in_effect"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "target_steps"sv) read_value(field, out.target_steps, "target_steps"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "target_check"sv) read_value(field, out.target_check, "target_check"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "neighbour_check"sv) read_value(field, out.neighbour_check, "neighbour_check"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "neighbour_present"sv) read_value(field, out.neighbour_present, "neighbour_present"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "inflicted"sv) read_value(field, out.inflicted, "inflicted"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "target_holds"sv) read_value(field, out.target_holds, "target_holds"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "neighbour_holds"sv) read_value(field, out.neighbour_holds, "neighbour_holds"sv), out.herald_present |= std::uint64_t{1} << 8;
  }
}
inline void read_value(herald::engine::value const& v, double_rate_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, ranged_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "range"sv) read_value(field, out.range, "range"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_option"sv) read_value(field, out.defender_option, "defender_option"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "terrain_applies"sv) read_value(field, out.terrain_applies, "terrain_applies"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "target_terrain_applies"sv) read_value(field, out.target_terrain_applies, "target_terrain_applies"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "extra_bonus"sv) read_value(field, out.extra_bonus, "extra_bonus"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "defensive_bow_fire"sv) read_value(field, out.defensive_bow_fire, "defensive_bow_fire"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "weapon"sv) read_value(field, out.weapon, "weapon"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "assigned"sv) read_value(field, out.assigned, "assigned"sv), out.herald_present |= std::uint64_t{1} << 10;
  }
}
inline void read_value(herald::engine::value const& v, double_rate_volleys& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attempt"sv) read_value(field, out.attempt, "attempt"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "fire"sv) read_value(field, out.fire, "fire"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "fires_twice"sv) read_value(field, out.fires_twice, "fires_twice"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "first_volley"sv) read_value(field, out.first_volley, "first_volley"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "second_volley"sv) read_value(field, out.second_volley, "second_volley"sv), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, elan_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, fallback_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "own_leader_stacked"sv) read_value(field, out.own_leader_stacked, "own_leader_stacked"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, first_player& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "commander"sv) read_value(field, out.commander, "commander"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, first_player_determination& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "first"sv) read_value(field, out.first, "first"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "second"sv) read_value(field, out.second, "second"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "first_total"sv) read_value(field, out.first_total, "first_total"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "second_total"sv) read_value(field, out.second_total, "second_total"sv), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, interception_roll& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, lance_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "durability"sv) read_value(field, out.durability, "durability"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, melee& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "leader_paired"sv) read_value(field, out.leader_paired, "leader_paired"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "weapon"sv) read_value(field, out.weapon, "weapon"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "assigned"sv) read_value(field, out.assigned, "assigned"sv), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, melee_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "lowest_elan"sv) read_value(field, out.lowest_elan, "lowest_elan"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, met_charge& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "meeting"sv) read_value(field, out.meeting, "meeting"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "charging"sv) read_value(field, out.charging, "charging"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "meeting_steps"sv) read_value(field, out.meeting_steps, "meeting_steps"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "inflicted_by_meeting"sv) read_value(field, out.inflicted_by_meeting, "inflicted_by_meeting"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "inflicted_by_charging"sv) read_value(field, out.inflicted_by_charging, "inflicted_by_charging"sv), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, movement& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "weather"sv) read_value(field, out.weather, "weather"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "adjacent_enemy"sv) read_value(field, out.adjacent_enemy, "adjacent_enemy"sv), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, phalanx_assault& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "defence"sv) read_value(field, out.defence, "defence"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "assault"sv) read_value(field, out.assault, "assault"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "by_defenders"sv) read_value(field, out.by_defenders, "by_defenders"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "by_phalanx"sv) read_value(field, out.by_phalanx, "by_phalanx"sv), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, rapid_movement& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, reaction_roll& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "use_elan"sv) read_value(field, out.use_elan, "use_elan"sv), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, remount& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, unhorse& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "arbalest"sv) read_value(field, out.arbalest, "arbalest"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, wheel_in_place& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}

}  // namespace herald_generated::order_of_arms
