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
    if (name == "bonus") read_value(field, out.bonus, "bonus"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "command_rating") read_value(field, out.command_rating, "command_rating"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "command_radius") read_value(field, out.command_radius, "command_radius"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "movement") read_value(field, out.movement, "movement"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "army_commander") read_value(field, out.army_commander, "army_commander"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "wounded") read_value(field, out.wounded, "wounded"), out.herald_present |= std::uint64_t{1} << 5;
  }
}
inline void read_value(herald::engine::value const& v, unit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "type") read_value(field, out.type, "type"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "strength") read_value(field, out.strength, "strength"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "strength_fatigued") read_value(field, out.strength_fatigued, "strength_fatigued"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "quality") read_value(field, out.quality, "quality"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "quality_fatigued") read_value(field, out.quality_fatigued, "quality_fatigued"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "movement") read_value(field, out.movement, "movement"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "movement_fatigued") read_value(field, out.movement_fatigued, "movement_fatigued"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "fire_capable") read_value(field, out.fire_capable, "fire_capable"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "mounted") read_value(field, out.mounted, "mounted"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "fatigue") read_value(field, out.fatigue, "fatigue"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "order") read_value(field, out.order, "order"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "in_command") read_value(field, out.in_command, "in_command"), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "resting") read_value(field, out.resting, "resting"), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "moved") read_value(field, out.moved, "moved"), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "fired_offensive") read_value(field, out.fired_offensive, "fired_offensive"), out.herald_present |= std::uint64_t{1} << 14;
    if (name == "leaders") read_value(field, out.leaders, "leaders"), out.herald_present |= std::uint64_t{1} << 15;
    if (name == "through") read_value(field, out.through, "through"), out.herald_present |= std::uint64_t{1} << 16;
    if (name == "hex") read_value(field, out.hex, "hex"), out.herald_present |= std::uint64_t{1} << 17;
    if (name == "cannot_retreat") read_value(field, out.cannot_retreat, "cannot_retreat"), out.herald_present |= std::uint64_t{1} << 18;
    if (name == "joined_by_retreat") read_value(field, out.joined_by_retreat, "joined_by_retreat"), out.herald_present |= std::uint64_t{1} << 19;
    if (name == "current_strength") read_value(field, out.current_strength, "current_strength"), out.herald_present |= std::uint64_t{1} << 20;
    if (name == "current_quality") read_value(field, out.current_quality, "current_quality"), out.herald_present |= std::uint64_t{1} << 21;
  }
}
inline void read_value(herald::engine::value const& v, terrain_choice& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, fire_order& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "firer") read_value(field, out.firer, "firer"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "fire_from_inside") read_value(field, out.fire_from_inside, "fire_from_inside"), out.herald_present |= std::uint64_t{1} << 3;
  }
}
inline void read_value(herald::engine::value const& v, pursuit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "again") read_value(field, out.again, "again"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defenders") read_value(field, out.defenders, "defenders"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "defender_leaders") read_value(field, out.defender_leaders, "defender_leaders"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "charge") read_value(field, out.charge, "charge"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "rear_attack") read_value(field, out.rear_attack, "rear_attack"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "counter_charge_attempt") read_value(field, out.counter_charge_attempt, "counter_charge_attempt"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "counter_charge_target") read_value(field, out.counter_charge_target, "counter_charge_target"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "after") read_value(field, out.after, "after"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "terrain_choices") read_value(field, out.terrain_choices, "terrain_choices"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "defensive_fire") read_value(field, out.defensive_fire, "defensive_fire"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "offensive_fire") read_value(field, out.offensive_fire, "offensive_fire"), out.herald_present |= std::uint64_t{1} << 11;
  }
}
inline void read_value(herald::engine::value const& v, charge& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attackers") read_value(field, out.attackers, "attackers"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defenders") read_value(field, out.defenders, "defenders"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacker_leaders") read_value(field, out.attacker_leaders, "attacker_leaders"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_leaders") read_value(field, out.defender_leaders, "defender_leaders"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "charge") read_value(field, out.charge, "charge"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "rear_attack") read_value(field, out.rear_attack, "rear_attack"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "counter_charge_attempt") read_value(field, out.counter_charge_attempt, "counter_charge_attempt"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "counter_charge_target") read_value(field, out.counter_charge_target, "counter_charge_target"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "terrain_choices") read_value(field, out.terrain_choices, "terrain_choices"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "defensive_fire") read_value(field, out.defensive_fire, "defensive_fire"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "offensive_fire") read_value(field, out.offensive_fire, "offensive_fire"), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "elan") read_value(field, out.elan, "elan"), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "dispersion") read_value(field, out.dispersion, "dispersion"), out.herald_present |= std::uint64_t{1} << 13;
  }
}
inline void read_value(herald::engine::value const& v, counter_charge& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "charged_through_front") read_value(field, out.charged_through_front, "charged_through_front"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, fire& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "firers") read_value(field, out.firers, "firers"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "range") read_value(field, out.range, "range"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "phase") read_value(field, out.phase, "phase"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "fire_from_inside") read_value(field, out.fire_from_inside, "fire_from_inside"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "stacked") read_value(field, out.stacked, "stacked"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "firer_type") read_value(field, out.firer_type, "firer_type"), out.herald_present |= std::uint64_t{1} << 7;
  }
}
inline void read_value(herald::engine::value const& v, initiative_player& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "army_commander_bonus") read_value(field, out.army_commander_bonus, "army_commander_bonus"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "attacker") read_value(field, out.attacker, "attacker"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, initiative& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "roller") read_value(field, out.roller, "roller"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "opponent") read_value(field, out.opponent, "opponent"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, leader_casualty& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "leader") read_value(field, out.leader, "leader"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "melee_attacker") read_value(field, out.melee_attacker, "melee_attacker"), out.herald_present |= std::uint64_t{1} << 1;
  }
}
inline void read_value(herald::engine::value const& v, melee& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "attackers") read_value(field, out.attackers, "attackers"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "defenders") read_value(field, out.defenders, "defenders"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "attacker_leaders") read_value(field, out.attacker_leaders, "attacker_leaders"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "defender_leaders") read_value(field, out.defender_leaders, "defender_leaders"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "charge") read_value(field, out.charge, "charge"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "counter_charge") read_value(field, out.counter_charge, "counter_charge"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "counter_charge_target") read_value(field, out.counter_charge_target, "counter_charge_target"), out.herald_present |= std::uint64_t{1} << 6;
    if (name == "rear_attack") read_value(field, out.rear_attack, "rear_attack"), out.herald_present |= std::uint64_t{1} << 7;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 8;
    if (name == "defensive_fire") read_value(field, out.defensive_fire, "defensive_fire"), out.herald_present |= std::uint64_t{1} << 9;
    if (name == "offensive_fire") read_value(field, out.offensive_fire, "offensive_fire"), out.herald_present |= std::uint64_t{1} << 10;
    if (name == "terrain_choices") read_value(field, out.terrain_choices, "terrain_choices"), out.herald_present |= std::uint64_t{1} << 11;
    if (name == "charge_counted") read_value(field, out.charge_counted, "charge_counted"), out.herald_present |= std::uint64_t{1} << 12;
    if (name == "odds") read_value(field, out.odds, "odds"), out.herald_present |= std::uint64_t{1} << 13;
    if (name == "attacker_type") read_value(field, out.attacker_type, "attacker_type"), out.herald_present |= std::uint64_t{1} << 14;
    if (name == "defender_type") read_value(field, out.defender_type, "defender_type"), out.herald_present |= std::uint64_t{1} << 15;
    if (name == "attacker_quality") read_value(field, out.attacker_quality, "attacker_quality"), out.herald_present |= std::uint64_t{1} << 16;
    if (name == "defender_quality") read_value(field, out.defender_quality, "defender_quality"), out.herald_present |= std::uint64_t{1} << 17;
  }
}
inline void read_value(herald::engine::value const& v, pass_through& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, rally& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "stacked") read_value(field, out.stacked, "stacked"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "adjacent_enemy") read_value(field, out.adjacent_enemy, "adjacent_enemy"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "banner_leader_near") read_value(field, out.banner_leader_near, "banner_leader_near"), out.herald_present |= std::uint64_t{1} << 3;
    if (name == "banner_leader_bonus") read_value(field, out.banner_leader_bonus, "banner_leader_bonus"), out.herald_present |= std::uint64_t{1} << 4;
    if (name == "army_commander_near") read_value(field, out.army_commander_near, "army_commander_near"), out.herald_present |= std::uint64_t{1} << 5;
    if (name == "army_commander_bonus") read_value(field, out.army_commander_bonus, "army_commander_bonus"), out.herald_present |= std::uint64_t{1} << 6;
  }
}

}  // namespace herald_generated::afde
