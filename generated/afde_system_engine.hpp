// Generated from afde.system.herald by `herald build`: do not edit.
// System afde: the engine's situation values read into the enums and structs of
// afde_system.hpp (what the engine entry of each of its rulesets calls).
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/generated_runtime.hpp"
#include "afde_system.hpp"

namespace herald_generated::afde {

inline void read_value(herald::engine::value const& v, charge_kind& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, charge_kind_from_name);
}
inline void read_value(herald::engine::value const& v, counter_charge_scope& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, counter_charge_scope_from_name);
}
inline void read_value(herald::engine::value const& v, fatigue& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, fatigue_from_name);
}
inline void read_value(herald::engine::value const& v, fire_phase& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, fire_phase_from_name);
}
inline void read_value(herald::engine::value const& v, hexside& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, hexside_from_name);
}
inline void read_value(herald::engine::value const& v, initiative_case& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, initiative_case_from_name);
}
inline void read_value(herald::engine::value const& v, leader_fate& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, leader_fate_from_name);
}
inline void read_value(herald::engine::value const& v, leader_placement& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, leader_placement_from_name);
}
inline void read_value(herald::engine::value const& v, modifier_column& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, modifier_column_from_name);
}
inline void read_value(herald::engine::value const& v, order& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, order_from_name);
}
inline void read_value(herald::engine::value const& v, result& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, result_from_name);
}
inline void read_value(herald::engine::value const& v, stack_quality& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, stack_quality_from_name);
}
inline void read_value(herald::engine::value const& v, stacked_firers& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, stacked_firers_from_name);
}
inline void read_value(herald::engine::value const& v, state_event& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, state_event_from_name);
}
inline void read_value(herald::engine::value const& v, terrain& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, terrain_from_name);
}
inline void read_value(herald::engine::value const& v, terrain_effect& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, terrain_effect_from_name);
}
inline void read_value(herald::engine::value const& v, unit_type& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, unit_type_from_name);
}

// One pass over a value's fields; a field the value leaves out keeps its default.
inline void read_value(herald::engine::value const& v, leader& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "bonus"sv) read_value(field, out.bonus, "bonus"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "command_rating"sv) read_value(field, out.command_rating, "command_rating"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "command_radius"sv) read_value(field, out.command_radius, "command_radius"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "movement"sv) read_value(field, out.movement, "movement"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "army_commander"sv) read_value(field, out.army_commander, "army_commander"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "wounded"sv) read_value(field, out.wounded, "wounded"sv), out.herald_present |= std::uint64_t{1} << 5;
  }
}
inline void read_value(herald::engine::value const& v, unit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "type"sv) read_value(field, out.type, "type"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "strength"sv) read_value(field, out.strength, "strength"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "strength_fatigued"sv) read_value(field, out.strength_fatigued, "strength_fatigued"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "quality"sv) read_value(field, out.quality, "quality"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "quality_fatigued"sv) read_value(field, out.quality_fatigued, "quality_fatigued"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "movement"sv) read_value(field, out.movement, "movement"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "movement_fatigued"sv) read_value(field, out.movement_fatigued, "movement_fatigued"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "fire_capable"sv) read_value(field, out.fire_capable, "fire_capable"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "mounted"sv) read_value(field, out.mounted, "mounted"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "fatigue"sv) read_value(field, out.fatigue, "fatigue"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "order"sv) read_value(field, out.order, "order"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "in_command"sv) read_value(field, out.in_command, "in_command"sv), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "resting"sv) read_value(field, out.resting, "resting"sv), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "moved"sv) read_value(field, out.moved, "moved"sv), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "fired_offensive"sv) read_value(field, out.fired_offensive, "fired_offensive"sv), out.herald_present |= std::uint64_t{1} << 14;
    if (name == "leaders"sv) read_value(field, out.leaders, "leaders"sv), out.herald_present |= std::uint64_t{1} << 15;
    if (name == "through"sv) read_value(field, out.through, "through"sv), out.herald_present |= std::uint64_t{1} << 16;
    if (name == "hex"sv) read_value(field, out.hex, "hex"sv), out.herald_present |= std::uint64_t{1} << 17;
    if (name == "cannot_retreat"sv) read_value(field, out.cannot_retreat, "cannot_retreat"sv), out.herald_present |= std::uint64_t{1} << 18;
    if (name == "joined_by_retreat"sv) read_value(field, out.joined_by_retreat, "joined_by_retreat"sv), out.herald_present |= std::uint64_t{1} << 19;
    if (name == "current_strength"sv) read_value(field, out.current_strength, "current_strength"sv), out.herald_present |= std::uint64_t{1} << 20;
    if (name == "current_quality"sv) read_value(field, out.current_quality, "current_quality"sv), out.herald_present |= std::uint64_t{1} << 21;
  }
}
inline void read_value(herald::engine::value const& v, terrain_choice& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, fire_order& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "firer"sv) read_value(field, out.firer, "firer"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "fire_from_inside"sv) read_value(field, out.fire_from_inside, "fire_from_inside"sv), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, pursuit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "again"sv) read_value(field, out.again, "again"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defenders"sv) read_value(field, out.defenders, "defenders"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "defender_leaders"sv) read_value(field, out.defender_leaders, "defender_leaders"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "charge"sv) read_value(field, out.charge, "charge"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "rear_attack"sv) read_value(field, out.rear_attack, "rear_attack"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "counter_charge_attempt"sv) read_value(field, out.counter_charge_attempt, "counter_charge_attempt"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "counter_charge_target"sv) read_value(field, out.counter_charge_target, "counter_charge_target"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "after"sv) read_value(field, out.after, "after"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "terrain_choices"sv) read_value(field, out.terrain_choices, "terrain_choices"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "defensive_fire"sv) read_value(field, out.defensive_fire, "defensive_fire"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "offensive_fire"sv) read_value(field, out.offensive_fire, "offensive_fire"sv), out.herald_present |= std::uint64_t{1} << 11;
  }
}
inline void read_value(herald::engine::value const& v, charge& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attackers"sv) read_value(field, out.attackers, "attackers"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defenders"sv) read_value(field, out.defenders, "defenders"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacker_leaders"sv) read_value(field, out.attacker_leaders, "attacker_leaders"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_leaders"sv) read_value(field, out.defender_leaders, "defender_leaders"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "charge"sv) read_value(field, out.charge, "charge"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "rear_attack"sv) read_value(field, out.rear_attack, "rear_attack"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "counter_charge_attempt"sv) read_value(field, out.counter_charge_attempt, "counter_charge_attempt"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "counter_charge_target"sv) read_value(field, out.counter_charge_target, "counter_charge_target"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "terrain_choices"sv) read_value(field, out.terrain_choices, "terrain_choices"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "defensive_fire"sv) read_value(field, out.defensive_fire, "defensive_fire"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "offensive_fire"sv) read_value(field, out.offensive_fire, "offensive_fire"sv), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "elan"sv) read_value(field, out.elan, "elan"sv), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "dispersion"sv) read_value(field, out.dispersion, "dispersion"sv), out.herald_present |= std::uint64_t{1} << 13;
  }
}
inline void read_value(herald::engine::value const& v, counter_charge& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "charged_through_front"sv) read_value(field, out.charged_through_front, "charged_through_front"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "firers"sv) read_value(field, out.firers, "firers"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "range"sv) read_value(field, out.range, "range"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "phase"sv) read_value(field, out.phase, "phase"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "fire_from_inside"sv) read_value(field, out.fire_from_inside, "fire_from_inside"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "stacked"sv) read_value(field, out.stacked, "stacked"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "firer_type"sv) read_value(field, out.firer_type, "firer_type"sv), out.herald_present |= std::uint64_t{1} << 7;
  }
}
inline void read_value(herald::engine::value const& v, initiative_player& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "army_commander_bonus"sv) read_value(field, out.army_commander_bonus, "army_commander_bonus"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "attacker"sv) read_value(field, out.attacker, "attacker"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, initiative& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "roller"sv) read_value(field, out.roller, "roller"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "opponent"sv) read_value(field, out.opponent, "opponent"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, leader_casualty& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader"sv) read_value(field, out.leader, "leader"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "melee_attacker"sv) read_value(field, out.melee_attacker, "melee_attacker"sv), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, melee& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attackers"sv) read_value(field, out.attackers, "attackers"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defenders"sv) read_value(field, out.defenders, "defenders"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacker_leaders"sv) read_value(field, out.attacker_leaders, "attacker_leaders"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_leaders"sv) read_value(field, out.defender_leaders, "defender_leaders"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "charge"sv) read_value(field, out.charge, "charge"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "counter_charge"sv) read_value(field, out.counter_charge, "counter_charge"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "counter_charge_target"sv) read_value(field, out.counter_charge_target, "counter_charge_target"sv), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "rear_attack"sv) read_value(field, out.rear_attack, "rear_attack"sv), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "defensive_fire"sv) read_value(field, out.defensive_fire, "defensive_fire"sv), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "offensive_fire"sv) read_value(field, out.offensive_fire, "offensive_fire"sv), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "terrain_choices"sv) read_value(field, out.terrain_choices, "terrain_choices"sv), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "charge_counted"sv) read_value(field, out.charge_counted, "charge_counted"sv), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "odds"sv) read_value(field, out.odds, "odds"sv), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "attacker_type"sv) read_value(field, out.attacker_type, "attacker_type"sv), out.herald_present |= std::uint64_t{1} << 14;
    if (name == "defender_type"sv) read_value(field, out.defender_type, "defender_type"sv), out.herald_present |= std::uint64_t{1} << 15;
    if (name == "attacker_quality"sv) read_value(field, out.attacker_quality, "attacker_quality"sv), out.herald_present |= std::uint64_t{1} << 16;
    if (name == "defender_quality"sv) read_value(field, out.defender_quality, "defender_quality"sv), out.herald_present |= std::uint64_t{1} << 17;
  }
}
inline void read_value(herald::engine::value const& v, pass_through& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, rally& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "stacked"sv) read_value(field, out.stacked, "stacked"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "adjacent_enemy"sv) read_value(field, out.adjacent_enemy, "adjacent_enemy"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "banner_leader_near"sv) read_value(field, out.banner_leader_near, "banner_leader_near"sv), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "banner_leader_bonus"sv) read_value(field, out.banner_leader_bonus, "banner_leader_bonus"sv), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "army_commander_near"sv) read_value(field, out.army_commander_near, "army_commander_near"sv), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "army_commander_bonus"sv) read_value(field, out.army_commander_bonus, "army_commander_bonus"sv), out.herald_present |= std::uint64_t{1} << 6;
  }
}

}  // namespace herald_generated::afde
