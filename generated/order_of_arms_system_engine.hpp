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
    if (name == "treachery") read_value(field, out.treachery, "treachery"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "tactical") read_value(field, out.tactical, "tactical"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "command") read_value(field, out.command, "command"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "control_radius") read_value(field, out.control_radius, "control_radius"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "armor") read_value(field, out.armor, "armor"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "exceptional") read_value(field, out.exceptional, "exceptional"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "artillery_leader") read_value(field, out.artillery_leader, "artillery_leader"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "army_commander") read_value(field, out.army_commander, "army_commander"), out.herald_present |= std::uint64_t{1} << 7;
  }
}
inline void read_value(herald::engine::value const& v, activation& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "commander") read_value(field, out.commander, "commander"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "first_player_first_roll") read_value(field, out.first_player_first_roll, "first_player_first_roll"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, activation_count& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "roll") read_value(field, out.roll, "roll"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "die") read_value(field, out.die, "die"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "activations") read_value(field, out.activations, "activations"), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, unit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "type") read_value(field, out.type, "type"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "combatant") read_value(field, out.combatant, "combatant"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "strength") read_value(field, out.strength, "strength"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "armor") read_value(field, out.armor, "armor"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "elan") read_value(field, out.elan, "elan"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "armor_penetration") read_value(field, out.armor_penetration, "armor_penetration"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "elite") read_value(field, out.elite, "elite"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "long_counter") read_value(field, out.long_counter, "long_counter"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "formation") read_value(field, out.formation, "formation"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "control") read_value(field, out.control, "control"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "activation") read_value(field, out.activation, "activation"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "state") read_value(field, out.state, "state"), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "broken_lances") read_value(field, out.broken_lances, "broken_lances"), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "mercenary") read_value(field, out.mercenary, "mercenary"), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "stakes") read_value(field, out.stakes, "stakes"), out.herald_present |= std::uint64_t{1} << 14;
    if (name == "pavise") read_value(field, out.pavise, "pavise"), out.herald_present |= std::uint64_t{1} << 15;
    if (name == "leader_stacked") read_value(field, out.leader_stacked, "leader_stacked"), out.herald_present |= std::uint64_t{1} << 16;
  }
}
inline void read_value(herald::engine::value const& v, assignment& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "dice_count") read_value(field, out.dice_count, "dice_count"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, bombardment& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "artillery") read_value(field, out.artillery, "artillery"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "range") read_value(field, out.range, "range"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "troops") read_value(field, out.troops, "troops"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "mma_flank") read_value(field, out.mma_flank, "mma_flank"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "densely_occupied") read_value(field, out.densely_occupied, "densely_occupied"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "schiltron_or_phalanx") read_value(field, out.schiltron_or_phalanx, "schiltron_or_phalanx"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "exceptional_artillery_leader") read_value(field, out.exceptional_artillery_leader, "exceptional_artillery_leader"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "weather") read_value(field, out.weather, "weather"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "time") read_value(field, out.time, "time"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "phalanx_target") read_value(field, out.phalanx_target, "phalanx_target"), out.herald_present |= std::uint64_t{1} << 9;
  }
}
inline void read_value(herald::engine::value const& v, weather_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "artillery") read_value(field, out.artillery, "artillery"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "weather") read_value(field, out.weather, "weather"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, bombardment_in_weather& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "weather_roll") read_value(field, out.weather_roll, "weather_roll"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "fire") read_value(field, out.fire, "fire"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "can_fire") read_value(field, out.can_fire, "can_fire"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "bombardment") read_value(field, out.bombardment, "bombardment"), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, breaking_through& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "attacker_strength") read_value(field, out.attacker_strength, "attacker_strength"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "shielded_strength") read_value(field, out.shielded_strength, "shielded_strength"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "shielding_strength") read_value(field, out.shielding_strength, "shielding_strength"), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, burst& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "artillery") read_value(field, out.artillery, "artillery"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, charge_combat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "rolling_side") read_value(field, out.rolling_side, "rolling_side"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "distance") read_value(field, out.distance, "distance"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "elevation_below") read_value(field, out.elevation_below, "elevation_below"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "strike_flank_or_rear") read_value(field, out.strike_flank_or_rear, "strike_flank_or_rear"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "not_attacked") read_value(field, out.not_attacked, "not_attacked"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "terrain_applies") read_value(field, out.terrain_applies, "terrain_applies"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "met_charge") read_value(field, out.met_charge, "met_charge"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "durability") read_value(field, out.durability, "durability"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "extra_bonus") read_value(field, out.extra_bonus, "extra_bonus"), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "weapon") read_value(field, out.weapon, "weapon"), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "assigned") read_value(field, out.assigned, "assigned"), out.herald_present |= std::uint64_t{1} << 13;
  }
}
inline void read_value(herald::engine::value const& v, charge_resolution& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attacker") read_value(field, out.attacker, "attacker"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defender") read_value(field, out.defender, "defender"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "bow_fire_losses") read_value(field, out.bow_fire_losses, "bow_fire_losses"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "attacker_losses") read_value(field, out.attacker_losses, "attacker_losses"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "defender_losses") read_value(field, out.defender_losses, "defender_losses"), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, leader_casualty& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "charge_combat") read_value(field, out.charge_combat, "charge_combat"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "steps_eliminated") read_value(field, out.steps_eliminated, "steps_eliminated"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "side_eliminated") read_value(field, out.side_eliminated, "side_eliminated"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "bombardment") read_value(field, out.bombardment, "bombardment"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "extra_bonus") read_value(field, out.extra_bonus, "extra_bonus"), out.herald_present |= std::uint64_t{1} << 5;
  }
}
inline void read_value(herald::engine::value const& v, charge_with_leaders& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attacker") read_value(field, out.attacker, "attacker"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defender") read_value(field, out.defender, "defender"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacker_leader") read_value(field, out.attacker_leader, "attacker_leader"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_leader") read_value(field, out.defender_leader, "defender_leader"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "attacker_may_cheat_death") read_value(field, out.attacker_may_cheat_death, "attacker_may_cheat_death"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "defender_may_cheat_death") read_value(field, out.defender_may_cheat_death, "defender_may_cheat_death"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "inflicted_by_attacker") read_value(field, out.inflicted_by_attacker, "inflicted_by_attacker"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "inflicted_by_defender") read_value(field, out.inflicted_by_defender, "inflicted_by_defender"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "attacker_leader_safe") read_value(field, out.attacker_leader_safe, "attacker_leader_safe"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "defender_leader_safe") read_value(field, out.defender_leader_safe, "defender_leader_safe"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "attacker_leader_reroll_safe") read_value(field, out.attacker_leader_reroll_safe, "attacker_leader_reroll_safe"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "defender_leader_reroll_safe") read_value(field, out.defender_leader_reroll_safe, "defender_leader_reroll_safe"), out.herald_present |= std::uint64_t{1} << 11;
  }
}
inline void read_value(herald::engine::value const& v, close_combat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacking") read_value(field, out.attacking, "attacking"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "flanking") read_value(field, out.flanking, "flanking"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "in_melee") read_value(field, out.in_melee, "in_melee"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "target_polearm") read_value(field, out.target_polearm, "target_polearm"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "terrain_applies") read_value(field, out.terrain_applies, "terrain_applies"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "extra_bonus") read_value(field, out.extra_bonus, "extra_bonus"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "weapon") read_value(field, out.weapon, "weapon"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "assigned") read_value(field, out.assigned, "assigned"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "phalanx_assault") read_value(field, out.phalanx_assault, "phalanx_assault"), out.herald_present |= std::uint64_t{1} << 11;
  }
}
inline void read_value(herald::engine::value const& v, retreat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "enemy_mounted") read_value(field, out.enemy_mounted, "enemy_mounted"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "own_mounted") read_value(field, out.own_mounted, "own_mounted"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "elite_in_stack") read_value(field, out.elite_in_stack, "elite_in_stack"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "not_in_control") read_value(field, out.not_in_control, "not_in_control"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "formation_leader") read_value(field, out.formation_leader, "formation_leader"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "formation_leader_present") read_value(field, out.formation_leader_present, "formation_leader_present"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "losses") read_value(field, out.losses, "losses"), out.herald_present |= std::uint64_t{1} << 7;
  }
}
inline void read_value(herald::engine::value const& v, close_combat_retreat& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "first") read_value(field, out.first, "first"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "second") read_value(field, out.second, "second"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "two_rolls") read_value(field, out.two_rolls, "two_rolls"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "attempt") read_value(field, out.attempt, "attempt"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "attempts_retreat") read_value(field, out.attempts_retreat, "attempts_retreat"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "on_first") read_value(field, out.on_first, "on_first"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "on_second") read_value(field, out.on_second, "on_second"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "retreats") read_value(field, out.retreats, "retreats"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "losses_applied") read_value(field, out.losses_applied, "losses_applied"), out.herald_present |= std::uint64_t{1} << 8;
  }
}
inline void read_value(herald::engine::value const& v, rout_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "mma_charge") read_value(field, out.mma_charge, "mma_charge"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "densely_occupied") read_value(field, out.densely_occupied, "densely_occupied"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "cascade") read_value(field, out.cascade, "cascade"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "routing_non_fma_foot") read_value(field, out.routing_non_fma_foot, "routing_non_fma_foot"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "routing_long_mma") read_value(field, out.routing_long_mma, "routing_long_mma"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "formation_benefit") read_value(field, out.formation_benefit, "formation_benefit"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "owning_leader_stacked") read_value(field, out.owning_leader_stacked, "owning_leader_stacked"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "owning_leader") read_value(field, out.owning_leader, "owning_leader"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "superior_leader_present") read_value(field, out.superior_leader_present, "superior_leader_present"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "superior_leader") read_value(field, out.superior_leader, "superior_leader"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "army_commander_present") read_value(field, out.army_commander_present, "army_commander_present"), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "army_commander") read_value(field, out.army_commander, "army_commander"), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "special_leader_present") read_value(field, out.special_leader_present, "special_leader_present"), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "special_leader") read_value(field, out.special_leader, "special_leader"), out.herald_present |= std::uint64_t{1} << 14;
  }
}
inline void read_value(herald::engine::value const& v, combat_with_rout& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "combat") read_value(field, out.combat, "combat"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "rout_in_effect") read_value(field, out.rout_in_effect, "rout_in_effect"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "target_steps") read_value(field, out.target_steps, "target_steps"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "target_check") read_value(field, out.target_check, "target_check"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "neighbour_check") read_value(field, out.neighbour_check, "neighbour_check"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "neighbour_present") read_value(field, out.neighbour_present, "neighbour_present"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "inflicted") read_value(field, out.inflicted, "inflicted"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "target_holds") read_value(field, out.target_holds, "target_holds"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "neighbour_holds") read_value(field, out.neighbour_holds, "neighbour_holds"), out.herald_present |= std::uint64_t{1} << 8;
  }
}
inline void read_value(herald::engine::value const& v, double_rate_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, ranged_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "range") read_value(field, out.range, "range"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_option") read_value(field, out.defender_option, "defender_option"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "terrain_applies") read_value(field, out.terrain_applies, "terrain_applies"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "target_terrain_applies") read_value(field, out.target_terrain_applies, "target_terrain_applies"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "extra_bonus") read_value(field, out.extra_bonus, "extra_bonus"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "defensive_bow_fire") read_value(field, out.defensive_bow_fire, "defensive_bow_fire"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "weapon") read_value(field, out.weapon, "weapon"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "assigned") read_value(field, out.assigned, "assigned"), out.herald_present |= std::uint64_t{1} << 10;
  }
}
inline void read_value(herald::engine::value const& v, double_rate_volleys& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attempt") read_value(field, out.attempt, "attempt"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "fire") read_value(field, out.fire, "fire"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "fires_twice") read_value(field, out.fires_twice, "fires_twice"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "first_volley") read_value(field, out.first_volley, "first_volley"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "second_volley") read_value(field, out.second_volley, "second_volley"), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, elan_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, fallback_fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "own_leader_stacked") read_value(field, out.own_leader_stacked, "own_leader_stacked"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, first_player& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "commander") read_value(field, out.commander, "commander"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, first_player_determination& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "first") read_value(field, out.first, "first"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "second") read_value(field, out.second, "second"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "first_total") read_value(field, out.first_total, "first_total"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "second_total") read_value(field, out.second_total, "second_total"), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, interception_roll& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, lance_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "durability") read_value(field, out.durability, "durability"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, melee& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "leader_paired") read_value(field, out.leader_paired, "leader_paired"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "weapon") read_value(field, out.weapon, "weapon"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "assigned") read_value(field, out.assigned, "assigned"), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, melee_check& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "lowest_elan") read_value(field, out.lowest_elan, "lowest_elan"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, met_charge& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "meeting") read_value(field, out.meeting, "meeting"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "charging") read_value(field, out.charging, "charging"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "meeting_steps") read_value(field, out.meeting_steps, "meeting_steps"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "inflicted_by_meeting") read_value(field, out.inflicted_by_meeting, "inflicted_by_meeting"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "inflicted_by_charging") read_value(field, out.inflicted_by_charging, "inflicted_by_charging"), out.herald_present |= std::uint64_t{1} << 4;
  }
}
inline void read_value(herald::engine::value const& v, movement& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "weather") read_value(field, out.weather, "weather"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "adjacent_enemy") read_value(field, out.adjacent_enemy, "adjacent_enemy"), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, phalanx_assault& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "defence") read_value(field, out.defence, "defence"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "assault") read_value(field, out.assault, "assault"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "by_defenders") read_value(field, out.by_defenders, "by_defenders"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "by_phalanx") read_value(field, out.by_phalanx, "by_phalanx"), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, rapid_movement& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, reaction_roll& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "use_elan") read_value(field, out.use_elan, "use_elan"), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, remount& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, unhorse& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "arbalest") read_value(field, out.arbalest, "arbalest"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, wheel_in_place& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 1;
  }
}

}  // namespace herald_generated::order_of_arms
