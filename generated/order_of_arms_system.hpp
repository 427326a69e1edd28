// Generated from order-of-arms.system.herald by `herald build`: do not edit.
// System order_of_arms: its enums as C++ types, with names, English and French labels and
// lookups, and its records and situations as literal structs that compiled conditions read.
// Reading the engine's situation values into them is in order_of_arms_system_engine.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_layout.hpp"

namespace herald_generated::order_of_arms {

namespace g = herald::engine::gen;
// Texts as "..."sv: a constexpr array of them is evaluated without counting each text's characters.
using std::string_view_literals::operator""sv;

// A value's name as the rules write it and its labels in the languages of the player aids.
template <class Enum>
struct enum_entry {
  Enum value;
  std::string_view name, en, fr;
};

// activation
enum class activation_status : std::uint16_t {
  not_yet_activated,
  activated,
};

inline constexpr enum_entry<activation_status> activation_status_entries[] = {
    {activation_status::not_yet_activated, "not_yet_activated"sv, "not-yet-activated"sv, ""sv},
    {activation_status::activated, "activated"sv, "ACTIVATED"sv, ""sv},
};

constexpr std::string_view name_of(activation_status v) { return activation_status_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(activation_status v) { return activation_status_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(activation_status v) { return activation_status_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<activation_status> const* activation_status_from_name(std::string_view name) {
  for (auto const& e : activation_status_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, activation_status& out) {
  if (auto const* e = activation_status_from_name(name)) return out = e->value, true;
  return false;
}

// Armor Class
enum class armor_class : std::uint16_t {
  A,
  B,
  C,
  None,
};

inline constexpr enum_entry<armor_class> armor_class_entries[] = {
    {armor_class::A, "A"sv, "Armored/Heavy"sv, ""sv},
    {armor_class::B, "B"sv, "Brigandine/Medium"sv, ""sv},
    {armor_class::C, "C"sv, "Cloth/Light"sv, ""sv},
    {armor_class::None, "None"sv, "none"sv, ""sv},
};

constexpr std::string_view name_of(armor_class v) { return armor_class_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(armor_class v) { return armor_class_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(armor_class v) { return armor_class_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<armor_class> const* armor_class_from_name(std::string_view name) {
  for (auto const& e : armor_class_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, armor_class& out) {
  if (auto const* e = armor_class_from_name(name)) return out = e->value, true;
  return false;
}

// Artillery Type
enum class artillery_class : std::uint16_t {
  mechanical_heavy,
  mechanical_medium,
  mechanical_light,
  gunpowder_heavy,
  gunpowder_medium,
  gunpowder_light,
  rocket,
  hand_cannon,
  matchlock,
};

inline constexpr enum_entry<artillery_class> artillery_class_entries[] = {
    {artillery_class::mechanical_heavy, "mechanical_heavy"sv, "Mechanical Artillery, Heavy"sv, ""sv},
    {artillery_class::mechanical_medium, "mechanical_medium"sv, "Mechanical Artillery, Medium"sv, ""sv},
    {artillery_class::mechanical_light, "mechanical_light"sv, "Mechanical Artillery, Light"sv, ""sv},
    {artillery_class::gunpowder_heavy, "gunpowder_heavy"sv, "Gunpowder Artillery, Heavy"sv, ""sv},
    {artillery_class::gunpowder_medium, "gunpowder_medium"sv, "Gunpowder Artillery, Medium"sv, ""sv},
    {artillery_class::gunpowder_light, "gunpowder_light"sv, "Gunpowder Artillery, Light"sv, ""sv},
    {artillery_class::rocket, "rocket"sv, "Propelled, Rocket"sv, ""sv},
    {artillery_class::hand_cannon, "hand_cannon"sv, "Handgunners, Hand Cannon"sv, ""sv},
    {artillery_class::matchlock, "matchlock"sv, "Handgunners, Matchlock"sv, ""sv},
};

constexpr std::string_view name_of(artillery_class v) { return artillery_class_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(artillery_class v) { return artillery_class_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(artillery_class v) { return artillery_class_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<artillery_class> const* artillery_class_from_name(std::string_view name) {
  for (auto const& e : artillery_class_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, artillery_class& out) {
  if (auto const* e = artillery_class_from_name(name)) return out = e->value, true;
  return false;
}

// Artillery Strength Table columns
enum class artillery_column : std::uint16_t {
  max_range,
  S,
  E,
  W,
  N,
  troops,
};

inline constexpr enum_entry<artillery_column> artillery_column_entries[] = {
    {artillery_column::max_range, "max_range"sv, "Max Rng"sv, ""sv},
    {artillery_column::S, "S"sv, "S Stone (Fortified)"sv, ""sv},
    {artillery_column::E, "E"sv, "E Earthwks (Fortified)"sv, ""sv},
    {artillery_column::W, "W"sv, "W Wooden (Fortified)"sv, ""sv},
    {artillery_column::N, "N"sv, "N Non Fort"sv, ""sv},
    {artillery_column::troops, "troops"sv, "Troops"sv, ""sv},
};

constexpr std::string_view name_of(artillery_column v) { return artillery_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(artillery_column v) { return artillery_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(artillery_column v) { return artillery_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<artillery_column> const* artillery_column_from_name(std::string_view name) {
  for (auto const& e : artillery_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, artillery_column& out) {
  if (auto const* e = artillery_column_from_name(name)) return out = e->value, true;
  return false;
}

// artillery set-up and breakdown
enum class artillery_operation : std::uint16_t {
  setup,
  breakdown,
  setup_with_leader,
  breakdown_with_leader,
};

inline constexpr enum_entry<artillery_operation> artillery_operation_entries[] = {
    {artillery_operation::setup, "setup"sv, "set-up"sv, ""sv},
    {artillery_operation::breakdown, "breakdown"sv, "break down"sv, ""sv},
    {artillery_operation::setup_with_leader, "setup_with_leader"sv, "set-up, with an artillery leader present"sv, ""sv},
    {artillery_operation::breakdown_with_leader, "breakdown_with_leader"sv, "breakdown, with an artillery leader present"sv, ""sv},
};

constexpr std::string_view name_of(artillery_operation v) { return artillery_operation_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(artillery_operation v) { return artillery_operation_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(artillery_operation v) { return artillery_operation_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<artillery_operation> const* artillery_operation_from_name(std::string_view name) {
  for (auto const& e : artillery_operation_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, artillery_operation& out) {
  if (auto const* e = artillery_operation_from_name(name)) return out = e->value, true;
  return false;
}

// Size
enum class artillery_size : std::uint16_t {
  heavy,
  medium,
  light,
};

inline constexpr enum_entry<artillery_size> artillery_size_entries[] = {
    {artillery_size::heavy, "heavy"sv, "H-heavy"sv, ""sv},
    {artillery_size::medium, "medium"sv, "M-medium"sv, ""sv},
    {artillery_size::light, "light"sv, "L-light"sv, ""sv},
};

constexpr std::string_view name_of(artillery_size v) { return artillery_size_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(artillery_size v) { return artillery_size_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(artillery_size v) { return artillery_size_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<artillery_size> const* artillery_size_from_name(std::string_view name) {
  for (auto const& e : artillery_size_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, artillery_size& out) {
  if (auto const* e = artillery_size_from_name(name)) return out = e->value, true;
  return false;
}

// defender against a charge
enum class charge_defender : std::uint16_t {
  mma,
  non_mma_mounted,
  foot,
  foot_schiltron,
  foot_phalanx,
  archery_stakes,
  pavise,
  leader_artillery_noncombat,
};

inline constexpr enum_entry<charge_defender> charge_defender_entries[] = {
    {charge_defender::mma, "mma"sv, "Mounted Men-at-Arms"sv, ""sv},
    {charge_defender::non_mma_mounted, "non_mma_mounted"sv, "Non MMA mounted units (MM, MK, MX)"sv, ""sv},
    {charge_defender::foot, "foot"sv, "Foot units (FMA, FP, FH, FS, FB, FBL, FXB, FXA)"sv, ""sv},
    {charge_defender::foot_schiltron, "foot_schiltron"sv, "Foot units in Schiltrons"sv, ""sv},
    {charge_defender::foot_phalanx, "foot_phalanx"sv, "Foot units in Phalanx"sv, ""sv},
    {charge_defender::archery_stakes, "archery_stakes"sv, "Foot Archery or Crossbow units (FB, FBL, FXB, FXA) with defensive stakes"sv, ""sv},
    {charge_defender::pavise, "pavise"sv, "Foot Crossbow units (FXP) with Pavise"sv, ""sv},
    {charge_defender::leader_artillery_noncombat, "leader_artillery_noncombat"sv, "Leader, Artillery & Non-Combat Units"sv, ""sv},
};

constexpr std::string_view name_of(charge_defender v) { return charge_defender_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(charge_defender v) { return charge_defender_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(charge_defender v) { return charge_defender_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<charge_defender> const* charge_defender_from_name(std::string_view name) {
  for (auto const& e : charge_defender_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, charge_defender& out) {
  if (auto const* e = charge_defender_from_name(name)) return out = e->value, true;
  return false;
}

// combat type
enum class combat_type : std::uint16_t {
  charge,
  cqc,
  ranged,
};

inline constexpr enum_entry<combat_type> combat_type_entries[] = {
    {combat_type::charge, "charge"sv, "Charge"sv, ""sv},
    {combat_type::cqc, "cqc"sv, "Close Quarters Combat"sv, ""sv},
    {combat_type::ranged, "ranged"sv, "Ranged"sv, ""sv},
};

constexpr std::string_view name_of(combat_type v) { return combat_type_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(combat_type v) { return combat_type_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(combat_type v) { return combat_type_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<combat_type> const* combat_type_from_name(std::string_view name) {
  for (auto const& e : combat_type_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, combat_type& out) {
  if (auto const* e = combat_type_from_name(name)) return out = e->value, true;
  return false;
}

// combatant (mounted or foot)
enum class combatant : std::uint16_t {
  mounted,
  foot,
};

inline constexpr enum_entry<combatant> combatant_entries[] = {
    {combatant::mounted, "mounted"sv, "MOUNTED"sv, ""sv},
    {combatant::foot, "foot"sv, "FOOT"sv, ""sv},
};

constexpr std::string_view name_of(combatant v) { return combatant_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(combatant v) { return combatant_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(combatant v) { return combatant_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<combatant> const* combatant_from_name(std::string_view name) {
  for (auto const& e : combatant_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, combatant& out) {
  if (auto const* e = combatant_from_name(name)) return out = e->value, true;
  return false;
}

// control status
enum class control : std::uint16_t {
  in_control,
  not_in_control,
};

inline constexpr enum_entry<control> control_entries[] = {
    {control::in_control, "in_control"sv, "in control"sv, ""sv},
    {control::not_in_control, "not_in_control"sv, "Not in Control"sv, ""sv},
};

constexpr std::string_view name_of(control v) { return control_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(control v) { return control_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(control v) { return control_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<control> const* control_from_name(std::string_view name) {
  for (auto const& e : control_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, control& out) {
  if (auto const* e = control_from_name(name)) return out = e->value, true;
  return false;
}

// weapon scoring the hits (for deflection)
enum class deflection_weapon : std::uint16_t {
  normal,
  club_implement,
  couched_lance,
  arbalest,
  hand_gun_a,
  hand_gun_b,
  artillery,
};

inline constexpr enum_entry<deflection_weapon> deflection_weapon_entries[] = {
    {deflection_weapon::normal, "normal"sv, "any weapon without an exception"sv, ""sv},
    {deflection_weapon::club_implement, "club_implement"sv, "Club Implement"sv, ""sv},
    {deflection_weapon::couched_lance, "couched_lance"sv, "Couched Lance"sv, ""sv},
    {deflection_weapon::arbalest, "arbalest"sv, "Arbalest"sv, ""sv},
    {deflection_weapon::hand_gun_a, "hand_gun_a"sv, "\"A\" penetration rating"sv, ""sv},
    {deflection_weapon::hand_gun_b, "hand_gun_b"sv, "\"B\" penetration rating"sv, ""sv},
    {deflection_weapon::artillery, "artillery"sv, "Artillery"sv, ""sv},
};

constexpr std::string_view name_of(deflection_weapon v) { return deflection_weapon_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(deflection_weapon v) { return deflection_weapon_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(deflection_weapon v) { return deflection_weapon_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<deflection_weapon> const* deflection_weapon_from_name(std::string_view name) {
  for (auto const& e : deflection_weapon_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, deflection_weapon& out) {
  if (auto const* e = deflection_weapon_from_name(name)) return out = e->value, true;
  return false;
}

// Charge Momentum
enum class distance_column : std::uint16_t {
  momentum,
};

inline constexpr enum_entry<distance_column> distance_column_entries[] = {
    {distance_column::momentum, "momentum"sv, "Charge Momentum"sv, ""sv},
};

constexpr std::string_view name_of(distance_column v) { return distance_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(distance_column v) { return distance_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(distance_column v) { return distance_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<distance_column> const* distance_column_from_name(std::string_view name) {
  for (auto const& e : distance_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, distance_column& out) {
  if (auto const* e = distance_column_from_name(name)) return out = e->value, true;
  return false;
}

// effect
enum class effect : std::uint16_t {
  movement,
  rout_check,
  retreat,
};

inline constexpr enum_entry<effect> effect_entries[] = {
    {effect::movement, "movement"sv, "movement rate"sv, ""sv},
    {effect::rout_check, "rout_check"sv, "required rout check"sv, ""sv},
    {effect::retreat, "retreat"sv, "retreat die rolls"sv, ""sv},
};

constexpr std::string_view name_of(effect v) { return effect_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(effect v) { return effect_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(effect v) { return effect_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<effect> const* effect_from_name(std::string_view name) {
  for (auto const& e : effect_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, effect& out) {
  if (auto const* e = effect_from_name(name)) return out = e->value, true;
  return false;
}

// die roll or rate modifier
enum class effect_column : std::uint16_t {
  modifier,
};

inline constexpr enum_entry<effect_column> effect_column_entries[] = {
    {effect_column::modifier, "modifier"sv, "modifier"sv, ""sv},
};

constexpr std::string_view name_of(effect_column v) { return effect_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(effect_column v) { return effect_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(effect_column v) { return effect_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<effect_column> const* effect_column_from_name(std::string_view name) {
  for (auto const& e : effect_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, effect_column& out) {
  if (auto const* e = effect_column_from_name(name)) return out = e->value, true;
  return false;
}

// Elevation Rules by Range, clause
enum class elevation_case : std::uint16_t {
  clause_a,
  clause_b,
  clause_c,
  clause_d,
  clause_e,
  clause_f,
  clause_g,
  clause_h,
  clause_i,
};

inline constexpr enum_entry<elevation_case> elevation_case_entries[] = {
    {elevation_case::clause_a, "clause_a"sv, "a)"sv, ""sv},
    {elevation_case::clause_b, "clause_b"sv, "b)"sv, ""sv},
    {elevation_case::clause_c, "clause_c"sv, "c)"sv, ""sv},
    {elevation_case::clause_d, "clause_d"sv, "d)"sv, ""sv},
    {elevation_case::clause_e, "clause_e"sv, "e)"sv, ""sv},
    {elevation_case::clause_f, "clause_f"sv, "f)"sv, ""sv},
    {elevation_case::clause_g, "clause_g"sv, "g)"sv, ""sv},
    {elevation_case::clause_h, "clause_h"sv, "h)"sv, ""sv},
    {elevation_case::clause_i, "clause_i"sv, "i)"sv, ""sv},
};

constexpr std::string_view name_of(elevation_case v) { return elevation_case_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(elevation_case v) { return elevation_case_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(elevation_case v) { return elevation_case_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<elevation_case> const* elevation_case_from_name(std::string_view name) {
  for (auto const& e : elevation_case_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, elevation_case& out) {
  if (auto const* e = elevation_case_from_name(name)) return out = e->value, true;
  return false;
}

// Elevation Rules by Range, columns
enum class elevation_column : std::uint16_t {
  permitted,
  higher,
  lower,
};

inline constexpr enum_entry<elevation_column> elevation_column_entries[] = {
    {elevation_column::permitted, "permitted"sv, "may or may NOT fire"sv, ""sv},
    {elevation_column::higher, "higher"sv, "target at most this many elevations higher"sv, ""sv},
    {elevation_column::lower, "lower"sv, "target at most this many elevations lower"sv, ""sv},
};

constexpr std::string_view name_of(elevation_column v) { return elevation_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(elevation_column v) { return elevation_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(elevation_column v) { return elevation_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<elevation_column> const* elevation_column_from_name(std::string_view name) {
  for (auto const& e : elevation_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, elevation_column& out) {
  if (auto const* e = elevation_column_from_name(name)) return out = e->value, true;
  return false;
}

// firing unit (C18.2)
enum class elevation_firer : std::uint16_t {
  ranged,
  artillery,
  trebuchet,
};

inline constexpr enum_entry<elevation_firer> elevation_firer_entries[] = {
    {elevation_firer::ranged, "ranged"sv, "Ranged combat units"sv, ""sv},
    {elevation_firer::artillery, "artillery"sv, "Mechanical and Gunpowder Artillery"sv, ""sv},
    {elevation_firer::trebuchet, "trebuchet"sv, "Trebuchets"sv, ""sv},
};

constexpr std::string_view name_of(elevation_firer v) { return elevation_firer_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(elevation_firer v) { return elevation_firer_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(elevation_firer v) { return elevation_firer_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<elevation_firer> const* elevation_firer_from_name(std::string_view name) {
  for (auto const& e : elevation_firer_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, elevation_firer& out) {
  if (auto const* e = elevation_firer_from_name(name)) return out = e->value, true;
  return false;
}

// defender option
enum class fire_option : std::uint16_t {
  stand,
  retreat,
};

inline constexpr enum_entry<fire_option> fire_option_entries[] = {
    {fire_option::stand, "stand"sv, "Stand"sv, ""sv},
    {fire_option::retreat, "retreat"sv, "Retreat"sv, ""sv},
};

constexpr std::string_view name_of(fire_option v) { return fire_option_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(fire_option v) { return fire_option_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(fire_option v) { return fire_option_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<fire_option> const* fire_option_from_name(std::string_view name) {
  for (auto const& e : fire_option_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, fire_option& out) {
  if (auto const* e = fire_option_from_name(name)) return out = e->value, true;
  return false;
}

// Met Charge Result
enum class met_charge_result : std::uint16_t {
  not_met,
  stopped,
  no_losses,
  losses_to_meeting_mma,
  meeting_mma_eliminated,
};

inline constexpr enum_entry<met_charge_result> met_charge_result_entries[] = {
    {met_charge_result::not_met, "not_met"sv, "the charge was not met (or continues \"as if it was not met\")"sv, ""sv},
    {met_charge_result::stopped, "stopped"sv, "the MMA meeting the charge inflicts losses: the charge is stopped"sv, ""sv},
    {met_charge_result::no_losses, "no_losses"sv, "no losses inflicted on either side"sv, ""sv},
    {met_charge_result::losses_to_meeting_mma, "losses_to_meeting_mma"sv, "the charging MMA inflicts losses on the MMA that met the charge, but suffers none"sv, ""sv},
    {met_charge_result::meeting_mma_eliminated, "meeting_mma_eliminated"sv, "the charging MMA eliminates the MMA meeting the charge"sv, ""sv},
};

constexpr std::string_view name_of(met_charge_result v) { return met_charge_result_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(met_charge_result v) { return met_charge_result_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(met_charge_result v) { return met_charge_result_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<met_charge_result> const* met_charge_result_from_name(std::string_view name) {
  for (auto const& e : met_charge_result_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, met_charge_result& out) {
  if (auto const* e = met_charge_result_from_name(name)) return out = e->value, true;
  return false;
}

// Unit Type (Movement Allowances)
enum class movement_class : std::uint16_t {
  leader,
  mounted_heavy,
  mounted_light,
  foot,
  foot_armor_a,
  artillery_light,
  artillery_medium,
  artillery_heavy,
  caravan,
  camp,
};

inline constexpr enum_entry<movement_class> movement_class_entries[] = {
    {movement_class::leader, "leader"sv, "Leader Unit"sv, ""sv},
    {movement_class::mounted_heavy, "mounted_heavy"sv, "Mounted Unit Heavy (MMA)"sv, ""sv},
    {movement_class::mounted_light, "mounted_light"sv, "Mounted Unit Light (non MMA)"sv, ""sv},
    {movement_class::foot, "foot"sv, "Foot Unit"sv, ""sv},
    {movement_class::foot_armor_a, "foot_armor_a"sv, "Foot Unit (with armor \"A\")"sv, ""sv},
    {movement_class::artillery_light, "artillery_light"sv, "Light Artillery"sv, ""sv},
    {movement_class::artillery_medium, "artillery_medium"sv, "Medium Artillery"sv, ""sv},
    {movement_class::artillery_heavy, "artillery_heavy"sv, "Heavy Artillery Unit"sv, ""sv},
    {movement_class::caravan, "caravan"sv, "Caravan/Wagon/Baggage Train"sv, ""sv},
    {movement_class::camp, "camp"sv, "Camps"sv, ""sv},
};

constexpr std::string_view name_of(movement_class v) { return movement_class_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(movement_class v) { return movement_class_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(movement_class v) { return movement_class_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<movement_class> const* movement_class_from_name(std::string_view name) {
  for (auto const& e : movement_class_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, movement_class& out) {
  if (auto const* e = movement_class_from_name(name)) return out = e->value, true;
  return false;
}

// movement rate
enum class movement_rate : std::uint16_t {
  normal,
  rapid,
};

inline constexpr enum_entry<movement_rate> movement_rate_entries[] = {
    {movement_rate::normal, "normal"sv, "Normal"sv, ""sv},
    {movement_rate::rapid, "rapid"sv, "Rapid"sv, ""sv},
};

constexpr std::string_view name_of(movement_rate v) { return movement_rate_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(movement_rate v) { return movement_rate_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(movement_rate v) { return movement_rate_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<movement_rate> const* movement_rate_from_name(std::string_view name) {
  for (auto const& e : movement_rate_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, movement_rate& out) {
  if (auto const* e = movement_rate_from_name(name)) return out = e->value, true;
  return false;
}

// range
enum class range_column : std::uint16_t {
  max_range,
};

inline constexpr enum_entry<range_column> range_column_entries[] = {
    {range_column::max_range, "max_range"sv, "maximum range (areas)"sv, ""sv},
};

constexpr std::string_view name_of(range_column v) { return range_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(range_column v) { return range_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(range_column v) { return range_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<range_column> const* range_column_from_name(std::string_view name) {
  for (auto const& e : range_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, range_column& out) {
  if (auto const* e = range_column_from_name(name)) return out = e->value, true;
  return false;
}

// rating rolled against
enum class rating : std::uint16_t {
  command,
  elan,
  tactical_or_command,
  none,
};

inline constexpr enum_entry<rating> rating_entries[] = {
    {rating::command, "command"sv, "command rating"sv, ""sv},
    {rating::elan, "elan"sv, "printed \303\251lan"sv, ""sv},
    {rating::tactical_or_command, "tactical_or_command"sv, "tactical or command rating, whichever is higher"sv, ""sv},
    {rating::none, "none"sv, "no die roll"sv, ""sv},
};

constexpr std::string_view name_of(rating v) { return rating_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(rating v) { return rating_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(rating v) { return rating_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<rating> const* rating_from_name(std::string_view name) {
  for (auto const& e : rating_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, rating& out) {
  if (auto const* e = rating_from_name(name)) return out = e->value, true;
  return false;
}

// reaction to a charge
enum class reaction : std::uint16_t {
  meet_the_charge,
  interception,
  wheel_in_place,
};

inline constexpr enum_entry<reaction> reaction_entries[] = {
    {reaction::meet_the_charge, "meet_the_charge"sv, "Meeting the Charge"sv, ""sv},
    {reaction::interception, "interception"sv, "Charge Interception"sv, ""sv},
    {reaction::wheel_in_place, "wheel_in_place"sv, "Defender Wheeling in Place"sv, ""sv},
};

constexpr std::string_view name_of(reaction v) { return reaction_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(reaction v) { return reaction_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(reaction v) { return reaction_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<reaction> const* reaction_from_name(std::string_view name) {
  for (auto const& e : reaction_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, reaction& out) {
  if (auto const* e = reaction_from_name(name)) return out = e->value, true;
  return false;
}

// requirement
enum class reaction_requirement : std::uint16_t {
  exceptional_leader,
  leader_command,
  printed_elan,
  roll_against,
};

inline constexpr enum_entry<reaction_requirement> reaction_requirement_entries[] = {
    {reaction_requirement::exceptional_leader, "exceptional_leader"sv, "Leader of Exceptional Ability"sv, ""sv},
    {reaction_requirement::leader_command, "leader_command"sv, "leader with a command rating of at least"sv, ""sv},
    {reaction_requirement::printed_elan, "printed_elan"sv, "printed \303\251lan of at least"sv, ""sv},
    {reaction_requirement::roll_against, "roll_against"sv, "die roll against"sv, ""sv},
};

constexpr std::string_view name_of(reaction_requirement v) { return reaction_requirement_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(reaction_requirement v) { return reaction_requirement_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(reaction_requirement v) { return reaction_requirement_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<reaction_requirement> const* reaction_requirement_from_name(std::string_view name) {
  for (auto const& e : reaction_requirement_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, reaction_requirement& out) {
  if (auto const* e = reaction_requirement_from_name(name)) return out = e->value, true;
  return false;
}

// ranged fire defender options
enum class return_fire_column : std::uint16_t {
  return_fire_not_activated,
  return_fire_activated,
  attacker_strength,
  advance,
};

inline constexpr enum_entry<return_fire_column> return_fire_column_entries[] = {
    {return_fire_column::return_fire_not_activated, "return_fire_not_activated"sv, "return ranged fire, defender not yet activated"sv, ""sv},
    {return_fire_column::return_fire_activated, "return_fire_activated"sv, "return ranged fire, defender already activated"sv, ""sv},
    {return_fire_column::attacker_strength, "attacker_strength"sv, "attacker's strength"sv, ""sv},
    {return_fire_column::advance, "advance"sv, "attacker may advance into the vacated area"sv, ""sv},
};

constexpr std::string_view name_of(return_fire_column v) { return return_fire_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(return_fire_column v) { return return_fire_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(return_fire_column v) { return return_fire_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<return_fire_column> const* return_fire_column_from_name(std::string_view name) {
  for (auto const& e : return_fire_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, return_fire_column& out) {
  if (auto const* e = return_fire_column_from_name(name)) return out = e->value, true;
  return false;
}

// side
enum class side : std::uint16_t {
  attacker,
  defender,
};

inline constexpr enum_entry<side> side_entries[] = {
    {side::attacker, "attacker"sv, "Attacker"sv, ""sv},
    {side::defender, "defender"sv, "Defender"sv, ""sv},
};

constexpr std::string_view name_of(side v) { return side_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(side v) { return side_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(side v) { return side_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<side> const* side_from_name(std::string_view name) {
  for (auto const& e : side_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, side& out) {
  if (auto const* e = side_from_name(name)) return out = e->value, true;
  return false;
}

// special formations
enum class special_formation : std::uint16_t {
  none,
  schiltron,
  phalanx,
};

inline constexpr enum_entry<special_formation> special_formation_entries[] = {
    {special_formation::none, "none"sv, "no special formation"sv, ""sv},
    {special_formation::schiltron, "schiltron"sv, "Schiltron"sv, ""sv},
    {special_formation::phalanx, "phalanx"sv, "Phalanx"sv, ""sv},
};

constexpr std::string_view name_of(special_formation v) { return special_formation_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(special_formation v) { return special_formation_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(special_formation v) { return special_formation_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<special_formation> const* special_formation_from_name(std::string_view name) {
  for (auto const& e : special_formation_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, special_formation& out) {
  if (auto const* e = special_formation_from_name(name)) return out = e->value, true;
  return false;
}

// strength adjustments
enum class strength_case : std::uint16_t {
  target_higher,
  target_lower,
  flank_attack,
  foot_ranged_cqc,
  mounted_ranged_rear,
  shooting_over,
  fallback_fire_rearrange,
  fallback_fire_retreat,
  phalanx_assault_attack,
  phalanx_assault_defence,
  phalanx_cqc_defence,
  return_fire_two_areas,
};

inline constexpr enum_entry<strength_case> strength_case_entries[] = {
    {strength_case::target_higher, "target_higher"sv, "target area at a higher elevation (attacker only)"sv, ""sv},
    {strength_case::target_lower, "target_lower"sv, "target at a lower elevation (attacker only)"sv, ""sv},
    {strength_case::flank_attack, "flank_attack"sv, "attacking through their flanks"sv, ""sv},
    {strength_case::foot_ranged_cqc, "foot_ranged_cqc"sv, "Foot ranged units in non-ranged fire close quarters combat"sv, ""sv},
    {strength_case::mounted_ranged_rear, "mounted_ranged_rear"sv, "mounted ranged units firing through their rear"sv, ""sv},
    {strength_case::shooting_over, "shooting_over"sv, "Foot Long Bow shooting over"sv, ""sv},
    {strength_case::fallback_fire_rearrange, "fallback_fire_rearrange"sv, "Fallback & Fire, Rearrange option: supporting fire"sv, ""sv},
    {strength_case::fallback_fire_retreat, "fallback_fire_retreat"sv, "Fallback & Fire, Retreat option: defensive fire"sv, ""sv},
    {strength_case::phalanx_assault_attack, "phalanx_assault_attack"sv, "Phalanx Assault, attacking phalanx units"sv, ""sv},
    {strength_case::phalanx_assault_defence, "phalanx_assault_defence"sv, "Phalanx defending against a Phalanx Assault"sv, ""sv},
    {strength_case::phalanx_cqc_defence, "phalanx_cqc_defence"sv, "Phalanx defending in Close Quarters Combat"sv, ""sv},
    {strength_case::return_fire_two_areas, "return_fire_two_areas"sv, "return ranged fire at two areas"sv, ""sv},
};

constexpr std::string_view name_of(strength_case v) { return strength_case_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(strength_case v) { return strength_case_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(strength_case v) { return strength_case_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<strength_case> const* strength_case_from_name(std::string_view name) {
  for (auto const& e : strength_case_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, strength_case& out) {
  if (auto const* e = strength_case_from_name(name)) return out = e->value, true;
  return false;
}

// strength
enum class strength_column : std::uint16_t {
  value,
};

inline constexpr enum_entry<strength_column> strength_column_entries[] = {
    {strength_column::value, "value"sv, "strength"sv, ""sv},
};

constexpr std::string_view name_of(strength_column v) { return strength_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(strength_column v) { return strength_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(strength_column v) { return strength_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<strength_column> const* strength_column_from_name(std::string_view name) {
  for (auto const& e : strength_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, strength_column& out) {
  if (auto const* e = strength_column_from_name(name)) return out = e->value, true;
  return false;
}

// Tactical Abilities
enum class tactical_ability : std::uint16_t {
  wheeling_the_charge,
  meeting_the_charge,
  interception,
  defender_wheeling,
  limited_area_charge,
  multiple_charges,
  bombardment_modifier,
  rapid_movement,
  double_rate_fire,
  limited_area_cqc,
  shooting_over,
  breaking_through,
};

inline constexpr enum_entry<tactical_ability> tactical_ability_entries[] = {
    {tactical_ability::wheeling_the_charge, "wheeling_the_charge"sv, "Wheeling the Charge"sv, ""sv},
    {tactical_ability::meeting_the_charge, "meeting_the_charge"sv, "Meeting the Charge"sv, ""sv},
    {tactical_ability::interception, "interception"sv, "Interception"sv, ""sv},
    {tactical_ability::defender_wheeling, "defender_wheeling"sv, "Defender Wheeling in Place"sv, ""sv},
    {tactical_ability::limited_area_charge, "limited_area_charge"sv, "Limited Area of Engagement (Charge)"sv, ""sv},
    {tactical_ability::multiple_charges, "multiple_charges"sv, "Multiple MMA Unit Charges (Charge)"sv, ""sv},
    {tactical_ability::bombardment_modifier, "bombardment_modifier"sv, "Bombardment Modifiers"sv, ""sv},
    {tactical_ability::rapid_movement, "rapid_movement"sv, "Rapid Movement"sv, ""sv},
    {tactical_ability::double_rate_fire, "double_rate_fire"sv, "Double Rate Fire"sv, ""sv},
    {tactical_ability::limited_area_cqc, "limited_area_cqc"sv, "Limited Area of Engagement"sv, ""sv},
    {tactical_ability::shooting_over, "shooting_over"sv, "Ranged Unit Supporting Fire: Foot Long Bow Shooting Over"sv, ""sv},
    {tactical_ability::breaking_through, "breaking_through"sv, "Breaking Through to the Other Side"sv, ""sv},
};

constexpr std::string_view name_of(tactical_ability v) { return tactical_ability_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(tactical_ability v) { return tactical_ability_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(tactical_ability v) { return tactical_ability_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<tactical_ability> const* tactical_ability_from_name(std::string_view name) {
  for (auto const& e : tactical_ability_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, tactical_ability& out) {
  if (auto const* e = tactical_ability_from_name(name)) return out = e->value, true;
  return false;
}

// turn
enum class time_of_day : std::uint16_t {
  day,
  dawn,
  dusk,
  night,
};

inline constexpr enum_entry<time_of_day> time_of_day_entries[] = {
    {time_of_day::day, "day"sv, "day"sv, ""sv},
    {time_of_day::dawn, "dawn"sv, "dawn"sv, ""sv},
    {time_of_day::dusk, "dusk"sv, "dusk"sv, ""sv},
    {time_of_day::night, "night"sv, "night"sv, ""sv},
};

constexpr std::string_view name_of(time_of_day v) { return time_of_day_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(time_of_day v) { return time_of_day_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(time_of_day v) { return time_of_day_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<time_of_day> const* time_of_day_from_name(std::string_view name) {
  for (auto const& e : time_of_day_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, time_of_day& out) {
  if (auto const* e = time_of_day_from_name(name)) return out = e->value, true;
  return false;
}

// states
enum class unit_state : std::uint16_t {
  normal,
  routed,
  in_melee,
  unhorsed,
};

inline constexpr enum_entry<unit_state> unit_state_entries[] = {
    {unit_state::normal, "normal"sv, "no marker"sv, ""sv},
    {unit_state::routed, "routed"sv, "'Rout' marker"sv, ""sv},
    {unit_state::in_melee, "in_melee"sv, "Melee Marker"sv, ""sv},
    {unit_state::unhorsed, "unhorsed"sv, "\"unhorsed\" marker"sv, ""sv},
};

constexpr std::string_view name_of(unit_state v) { return unit_state_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(unit_state v) { return unit_state_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(unit_state v) { return unit_state_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<unit_state> const* unit_state_from_name(std::string_view name) {
  for (auto const& e : unit_state_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, unit_state& out) {
  if (auto const* e = unit_state_from_name(name)) return out = e->value, true;
  return false;
}

// Unit types/abbreviations
enum class unit_type : std::uint16_t {
  MMA,
  MB,
  MXB,
  MM,
  MK,
  MS,
  MX,
  FB,
  FBL,
  FXB,
  FXP,
  FXA,
  FHG,
  FMA,
  FH,
  FP,
  FS,
  FI,
  FK,
  AMB,
  AMO,
  AMC,
  AMM,
  AMT,
  AGF,
  AGC,
  AGR,
  AGD,
  AGB,
  AGG,
  leader,
  camp,
  non_combatant,
};

inline constexpr enum_entry<unit_type> unit_type_entries[] = {
    {unit_type::MMA, "MMA"sv, "Mounted Men-at-Arms"sv, ""sv},
    {unit_type::MB, "MB"sv, "Mounted Bowmen"sv, ""sv},
    {unit_type::MXB, "MXB"sv, "Mounted Crossbowmen"sv, ""sv},
    {unit_type::MM, "MM"sv, "Mounted Men"sv, ""sv},
    {unit_type::MK, "MK"sv, "Mounted Skirmishers"sv, ""sv},
    {unit_type::MS, "MS"sv, "Spear (mounted)"sv, ""sv},
    {unit_type::MX, "MX"sv, "Crossbow (mounted)"sv, ""sv},
    {unit_type::FB, "FB"sv, "Foot Bowmen"sv, ""sv},
    {unit_type::FBL, "FBL"sv, "Foot Long Bowmen"sv, ""sv},
    {unit_type::FXB, "FXB"sv, "Foot Crossbowmen"sv, ""sv},
    {unit_type::FXP, "FXP"sv, "Foot Pavise Crossbowmen"sv, ""sv},
    {unit_type::FXA, "FXA"sv, "Foot Arbalest Crossbowmen"sv, ""sv},
    {unit_type::FHG, "FHG"sv, "Foot Hand Gunners"sv, ""sv},
    {unit_type::FMA, "FMA"sv, "Men-at-Arms"sv, ""sv},
    {unit_type::FH, "FH"sv, "Halberdiers"sv, ""sv},
    {unit_type::FP, "FP"sv, "Pikemen"sv, ""sv},
    {unit_type::FS, "FS"sv, "Spearmen"sv, ""sv},
    {unit_type::FI, "FI"sv, "Foot Infantry"sv, ""sv},
    {unit_type::FK, "FK"sv, "Foot Skirmishers"sv, ""sv},
    {unit_type::AMB, "AMB"sv, "Ballista - Light"sv, ""sv},
    {unit_type::AMO, "AMO"sv, "Onager - Light"sv, ""sv},
    {unit_type::AMC, "AMC"sv, "Catapults - Light or Medium"sv, ""sv},
    {unit_type::AMM, "AMM"sv, "Mangonel - Heavy"sv, ""sv},
    {unit_type::AMT, "AMT"sv, "Trebuchet - Heavy"sv, ""sv},
    {unit_type::AGF, "AGF"sv, "Falcons/Falconet - Light"sv, ""sv},
    {unit_type::AGC, "AGC"sv, "Culverins - Light"sv, ""sv},
    {unit_type::AGR, "AGR"sv, "Rockets - Light"sv, ""sv},
    {unit_type::AGD, "AGD"sv, "Demi-Culverin - Medium"sv, ""sv},
    {unit_type::AGB, "AGB"sv, "Bombard - Heavy"sv, ""sv},
    {unit_type::AGG, "AGG"sv, "Great Bombard - Heavy (unique scenario rules used)"sv, ""sv},
    {unit_type::leader, "leader"sv, "Leader"sv, ""sv},
    {unit_type::camp, "camp"sv, "Command Camp"sv, ""sv},
    {unit_type::non_combatant, "non_combatant"sv, "Miscellaneous Units (non-combatants, wagon-trains)"sv, ""sv},
};

constexpr std::string_view name_of(unit_type v) { return unit_type_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(unit_type v) { return unit_type_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(unit_type v) { return unit_type_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<unit_type> const* unit_type_from_name(std::string_view name) {
  for (auto const& e : unit_type_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, unit_type& out) {
  if (auto const* e = unit_type_from_name(name)) return out = e->value, true;
  return false;
}

// weapon
enum class weapon : std::uint16_t {
  couched_lance,
  spear,
  sword_mace_flail,
  bows_crossbows,
  crossbow,
  sword,
  polearm,
  club_implement,
  arbalest,
  hand_gun_a,
  hand_gun_b,
  artillery,
};

inline constexpr enum_entry<weapon> weapon_entries[] = {
    {weapon::couched_lance, "couched_lance"sv, "Couched Lance"sv, ""sv},
    {weapon::spear, "spear"sv, "Spear"sv, ""sv},
    {weapon::sword_mace_flail, "sword_mace_flail"sv, "Sword, Mace, Flail"sv, ""sv},
    {weapon::bows_crossbows, "bows_crossbows"sv, "Bows/Crossbows"sv, ""sv},
    {weapon::crossbow, "crossbow"sv, "Crossbow"sv, ""sv},
    {weapon::sword, "sword"sv, "Sword"sv, ""sv},
    {weapon::polearm, "polearm"sv, "Polearm (pike/hal)"sv, ""sv},
    {weapon::club_implement, "club_implement"sv, "Club Implement"sv, ""sv},
    {weapon::arbalest, "arbalest"sv, "Arbalest"sv, ""sv},
    {weapon::hand_gun_a, "hand_gun_a"sv, "Hand Guns, \"A\" penetration rating"sv, ""sv},
    {weapon::hand_gun_b, "hand_gun_b"sv, "Hand Guns, \"B\" penetration rating"sv, ""sv},
    {weapon::artillery, "artillery"sv, "Artillery"sv, ""sv},
};

constexpr std::string_view name_of(weapon v) { return weapon_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(weapon v) { return weapon_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(weapon v) { return weapon_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<weapon> const* weapon_from_name(std::string_view name) {
  for (auto const& e : weapon_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, weapon& out) {
  if (auto const* e = weapon_from_name(name)) return out = e->value, true;
  return false;
}

// weather
enum class weather : std::uint16_t {
  clear,
  rain,
  storm,
  snow,
  heavy_snow,
  fog,
};

inline constexpr enum_entry<weather> weather_entries[] = {
    {weather::clear, "clear"sv, "clear"sv, ""sv},
    {weather::rain, "rain"sv, "Rain"sv, ""sv},
    {weather::storm, "storm"sv, "Storm"sv, ""sv},
    {weather::snow, "snow"sv, "Snow"sv, ""sv},
    {weather::heavy_snow, "heavy_snow"sv, "Heavy Snow"sv, ""sv},
    {weather::fog, "fog"sv, "fog"sv, ""sv},
};

constexpr std::string_view name_of(weather v) { return weather_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(weather v) { return weather_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(weather v) { return weather_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<weather> const* weather_from_name(std::string_view name) {
  for (auto const& e : weather_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, weather& out) {
  if (auto const* e = weather_from_name(name)) return out = e->value, true;
  return false;
}

// Records and situations, each before the records that hold it. A list holds at
// most 8 elements: a fixed capacity keeps the structs literal types.
// leader: Leader Unit
struct leader {
  std::int64_t treachery{};
  std::int64_t tactical{};
  std::int64_t command{};
  std::int64_t control_radius{};
  ::herald_generated::order_of_arms::armor_class armor{};
  bool exceptional{};
  bool artillery_leader{};
  bool army_commander{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"treachery"sv, "tactical"sv, "command"sv, "control_radius"sv, "armor"sv, "exceptional"sv, "artillery_leader"sv, "army_commander"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr std::int64_t const& treachery_or_refuse(std::string_view what = "treachery"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->treachery;
  }
  constexpr std::int64_t const& tactical_or_refuse(std::string_view what = "tactical"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->tactical;
  }
  constexpr std::int64_t const& command_or_refuse(std::string_view what = "command"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->command;
  }
  constexpr std::int64_t const& control_radius_or_refuse(std::string_view what = "control_radius"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->control_radius;
  }
  constexpr ::herald_generated::order_of_arms::armor_class const& armor_or_refuse(std::string_view what = "armor"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->armor;
  }
  constexpr bool const& exceptional_or_refuse(std::string_view what = "exceptional"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->exceptional;
  }
  constexpr bool const& artillery_leader_or_refuse(std::string_view what = "artillery_leader"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->artillery_leader;
  }
  constexpr bool const& army_commander_or_refuse(std::string_view what = "army_commander"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "treachery"sv) return f(self.treachery, std::size_t{0}), true;
    if (name == "tactical"sv) return f(self.tactical, std::size_t{1}), true;
    if (name == "command"sv) return f(self.command, std::size_t{2}), true;
    if (name == "control_radius"sv) return f(self.control_radius, std::size_t{3}), true;
    if (name == "armor"sv) return f(self.armor, std::size_t{4}), true;
    if (name == "exceptional"sv) return f(self.exceptional, std::size_t{5}), true;
    if (name == "artillery_leader"sv) return f(self.artillery_leader, std::size_t{6}), true;
    if (name == "army_commander"sv) return f(self.army_commander, std::size_t{7}), true;
    return false;
  }
};

// activation: Activation
struct activation {
  ::herald_generated::order_of_arms::leader commander{};
  bool first_player_first_roll{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"commander"sv, "first_player_first_roll"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::leader const& commander_or_refuse(std::string_view what = "commander"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->commander;
  }
  constexpr bool const& first_player_first_roll_or_refuse(std::string_view what = "first_player_first_roll"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->first_player_first_roll;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "commander"sv) return f(self.commander, std::size_t{0}), true;
    if (name == "first_player_first_roll"sv) return f(self.first_player_first_roll, std::size_t{1}), true;
    return false;
  }
};

// activation_count: Activation: how many formations the roll activates
struct activation_count {
  ::herald_generated::order_of_arms::activation roll{};
  std::int64_t die{};
  std::int64_t activations{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"roll"sv, "die"sv, "activations"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::activation const& roll_or_refuse(std::string_view what = "roll"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->roll;
  }
  constexpr std::int64_t const& die_or_refuse(std::string_view what = "die"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->die;
  }
  constexpr std::int64_t const& activations_or_refuse(std::string_view what = "activations"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->activations;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "roll"sv) return f(self.roll, std::size_t{0}), true;
    if (name == "die"sv) return f(self.die, std::size_t{1}), true;
    if (name == "activations"sv) return f(self.activations, std::size_t{2}), true;
    return false;
  }
};

// unit: Combat Unit
struct unit {
  ::herald_generated::order_of_arms::unit_type type{};
  ::herald_generated::order_of_arms::combatant combatant{};
  std::int64_t strength{};
  ::herald_generated::order_of_arms::armor_class armor{};
  std::int64_t elan{};
  ::herald_generated::order_of_arms::armor_class armor_penetration{};
  bool elite{};
  bool long_counter{};
  ::herald_generated::order_of_arms::special_formation formation{};
  ::herald_generated::order_of_arms::control control{};
  ::herald_generated::order_of_arms::activation_status activation{};
  ::herald_generated::order_of_arms::unit_state state{};
  std::int64_t broken_lances{};
  bool mercenary{};
  bool stakes{};
  bool pavise{};
  herald::engine::gen::list<::herald_generated::order_of_arms::leader, 8> leader_stacked{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"type"sv, "combatant"sv, "strength"sv, "armor"sv, "elan"sv, "armor_penetration"sv, "elite"sv, "long_counter"sv, "formation"sv, "control"sv, "activation"sv, "state"sv, "broken_lances"sv, "mercenary"sv, "stakes"sv, "pavise"sv, "leader_stacked"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit_type const& type_or_refuse(std::string_view what = "type"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->type;
  }
  constexpr ::herald_generated::order_of_arms::combatant const& combatant_or_refuse(std::string_view what = "combatant"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->combatant;
  }
  constexpr std::int64_t const& strength_or_refuse(std::string_view what = "strength"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->strength;
  }
  constexpr ::herald_generated::order_of_arms::armor_class const& armor_or_refuse(std::string_view what = "armor"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->armor;
  }
  constexpr std::int64_t const& elan_or_refuse(std::string_view what = "elan"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->elan;
  }
  constexpr ::herald_generated::order_of_arms::armor_class const& armor_penetration_or_refuse(std::string_view what = "armor_penetration"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->armor_penetration;
  }
  constexpr bool const& elite_or_refuse(std::string_view what = "elite"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->elite;
  }
  constexpr bool const& long_counter_or_refuse(std::string_view what = "long_counter"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->long_counter;
  }
  constexpr ::herald_generated::order_of_arms::special_formation const& formation_or_refuse(std::string_view what = "formation"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->formation;
  }
  constexpr ::herald_generated::order_of_arms::control const& control_or_refuse(std::string_view what = "control"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->control;
  }
  constexpr ::herald_generated::order_of_arms::activation_status const& activation_or_refuse(std::string_view what = "activation"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->activation;
  }
  constexpr ::herald_generated::order_of_arms::unit_state const& state_or_refuse(std::string_view what = "state"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->state;
  }
  constexpr std::int64_t const& broken_lances_or_refuse(std::string_view what = "broken_lances"sv) const {
    if ((herald_present >> 12 & 1u) == 0) g::rt::refuse_missing(what);
    return this->broken_lances;
  }
  constexpr bool const& mercenary_or_refuse(std::string_view what = "mercenary"sv) const {
    if ((herald_present >> 13 & 1u) == 0) g::rt::refuse_missing(what);
    return this->mercenary;
  }
  constexpr bool const& stakes_or_refuse(std::string_view what = "stakes"sv) const {
    if ((herald_present >> 14 & 1u) == 0) g::rt::refuse_missing(what);
    return this->stakes;
  }
  constexpr bool const& pavise_or_refuse(std::string_view what = "pavise"sv) const {
    if ((herald_present >> 15 & 1u) == 0) g::rt::refuse_missing(what);
    return this->pavise;
  }
  constexpr herald::engine::gen::list<::herald_generated::order_of_arms::leader, 8> const& leader_stacked_or_refuse(std::string_view what = "leader_stacked"sv) const {
    if ((herald_present >> 16 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader_stacked;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "type"sv) return f(self.type, std::size_t{0}), true;
    if (name == "combatant"sv) return f(self.combatant, std::size_t{1}), true;
    if (name == "strength"sv) return f(self.strength, std::size_t{2}), true;
    if (name == "armor"sv) return f(self.armor, std::size_t{3}), true;
    if (name == "elan"sv) return f(self.elan, std::size_t{4}), true;
    if (name == "armor_penetration"sv) return f(self.armor_penetration, std::size_t{5}), true;
    if (name == "elite"sv) return f(self.elite, std::size_t{6}), true;
    if (name == "long_counter"sv) return f(self.long_counter, std::size_t{7}), true;
    if (name == "formation"sv) return f(self.formation, std::size_t{8}), true;
    if (name == "control"sv) return f(self.control, std::size_t{9}), true;
    if (name == "activation"sv) return f(self.activation, std::size_t{10}), true;
    if (name == "state"sv) return f(self.state, std::size_t{11}), true;
    if (name == "broken_lances"sv) return f(self.broken_lances, std::size_t{12}), true;
    if (name == "mercenary"sv) return f(self.mercenary, std::size_t{13}), true;
    if (name == "stakes"sv) return f(self.stakes, std::size_t{14}), true;
    if (name == "pavise"sv) return f(self.pavise, std::size_t{15}), true;
    if (name == "leader_stacked"sv) return f(self.leader_stacked, std::size_t{16}), true;
    return false;
  }
};

// assignment: dice assigned to the target
struct assignment {
  ::herald_generated::order_of_arms::unit unit{};
  std::int64_t dice_count{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "dice_count"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr std::int64_t const& dice_count_or_refuse(std::string_view what = "dice_count"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->dice_count;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "dice_count"sv) return f(self.dice_count, std::size_t{1}), true;
    return false;
  }
};

// bombardment: Bombardment
struct bombardment {
  ::herald_generated::order_of_arms::artillery_class artillery{};
  std::int64_t range{};
  bool troops{};
  bool mma_flank{};
  bool densely_occupied{};
  bool schiltron_or_phalanx{};
  bool exceptional_artillery_leader{};
  ::herald_generated::order_of_arms::weather weather{};
  ::herald_generated::order_of_arms::time_of_day time{};
  bool phalanx_target{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"artillery"sv, "range"sv, "troops"sv, "mma_flank"sv, "densely_occupied"sv, "schiltron_or_phalanx"sv, "exceptional_artillery_leader"sv, "weather"sv, "time"sv, "phalanx_target"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::artillery_class const& artillery_or_refuse(std::string_view what = "artillery"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->artillery;
  }
  constexpr std::int64_t const& range_or_refuse(std::string_view what = "range"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->range;
  }
  constexpr bool const& troops_or_refuse(std::string_view what = "troops"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->troops;
  }
  constexpr bool const& mma_flank_or_refuse(std::string_view what = "mma_flank"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->mma_flank;
  }
  constexpr bool const& densely_occupied_or_refuse(std::string_view what = "densely_occupied"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->densely_occupied;
  }
  constexpr bool const& schiltron_or_phalanx_or_refuse(std::string_view what = "schiltron_or_phalanx"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->schiltron_or_phalanx;
  }
  constexpr bool const& exceptional_artillery_leader_or_refuse(std::string_view what = "exceptional_artillery_leader"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->exceptional_artillery_leader;
  }
  constexpr ::herald_generated::order_of_arms::weather const& weather_or_refuse(std::string_view what = "weather"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weather;
  }
  constexpr ::herald_generated::order_of_arms::time_of_day const& time_or_refuse(std::string_view what = "time"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->time;
  }
  constexpr bool const& phalanx_target_or_refuse(std::string_view what = "phalanx_target"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->phalanx_target;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "artillery"sv) return f(self.artillery, std::size_t{0}), true;
    if (name == "range"sv) return f(self.range, std::size_t{1}), true;
    if (name == "troops"sv) return f(self.troops, std::size_t{2}), true;
    if (name == "mma_flank"sv) return f(self.mma_flank, std::size_t{3}), true;
    if (name == "densely_occupied"sv) return f(self.densely_occupied, std::size_t{4}), true;
    if (name == "schiltron_or_phalanx"sv) return f(self.schiltron_or_phalanx, std::size_t{5}), true;
    if (name == "exceptional_artillery_leader"sv) return f(self.exceptional_artillery_leader, std::size_t{6}), true;
    if (name == "weather"sv) return f(self.weather, std::size_t{7}), true;
    if (name == "time"sv) return f(self.time, std::size_t{8}), true;
    if (name == "phalanx_target"sv) return f(self.phalanx_target, std::size_t{9}), true;
    return false;
  }
};

// weather_fire: Artillery in Weather
struct weather_fire {
  ::herald_generated::order_of_arms::artillery_class artillery{};
  ::herald_generated::order_of_arms::weather weather{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"artillery"sv, "weather"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::artillery_class const& artillery_or_refuse(std::string_view what = "artillery"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->artillery;
  }
  constexpr ::herald_generated::order_of_arms::weather const& weather_or_refuse(std::string_view what = "weather"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weather;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "artillery"sv) return f(self.artillery, std::size_t{0}), true;
    if (name == "weather"sv) return f(self.weather, std::size_t{1}), true;
    return false;
  }
};

// bombardment_in_weather: Bombardment in rain, storm or snow: the weather roll, then the bombardment
struct bombardment_in_weather {
  ::herald_generated::order_of_arms::weather_fire weather_roll{};
  ::herald_generated::order_of_arms::bombardment fire{};
  bool can_fire{};
  std::int64_t bombardment{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"weather_roll"sv, "fire"sv, "can_fire"sv, "bombardment"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::weather_fire const& weather_roll_or_refuse(std::string_view what = "weather_roll"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weather_roll;
  }
  constexpr ::herald_generated::order_of_arms::bombardment const& fire_or_refuse(std::string_view what = "fire"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fire;
  }
  constexpr bool const& can_fire_or_refuse(std::string_view what = "can_fire"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->can_fire;
  }
  constexpr std::int64_t const& bombardment_or_refuse(std::string_view what = "bombardment"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->bombardment;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "weather_roll"sv) return f(self.weather_roll, std::size_t{0}), true;
    if (name == "fire"sv) return f(self.fire, std::size_t{1}), true;
    if (name == "can_fire"sv) return f(self.can_fire, std::size_t{2}), true;
    if (name == "bombardment"sv) return f(self.bombardment, std::size_t{3}), true;
    return false;
  }
};

// breaking_through: Breaking Through to the Other Side
struct breaking_through {
  ::herald_generated::order_of_arms::leader leader{};
  std::int64_t attacker_strength{};
  std::int64_t shielded_strength{};
  std::int64_t shielding_strength{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"leader"sv, "attacker_strength"sv, "shielded_strength"sv, "shielding_strength"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr std::int64_t const& attacker_strength_or_refuse(std::string_view what = "attacker_strength"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_strength;
  }
  constexpr std::int64_t const& shielded_strength_or_refuse(std::string_view what = "shielded_strength"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->shielded_strength;
  }
  constexpr std::int64_t const& shielding_strength_or_refuse(std::string_view what = "shielding_strength"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->shielding_strength;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "leader"sv) return f(self.leader, std::size_t{0}), true;
    if (name == "attacker_strength"sv) return f(self.attacker_strength, std::size_t{1}), true;
    if (name == "shielded_strength"sv) return f(self.shielded_strength, std::size_t{2}), true;
    if (name == "shielding_strength"sv) return f(self.shielding_strength, std::size_t{3}), true;
    return false;
  }
};

// burst: Fates of the Trade
struct burst {
  ::herald_generated::order_of_arms::artillery_class artillery{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"artillery"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::artillery_class const& artillery_or_refuse(std::string_view what = "artillery"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->artillery;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "artillery"sv) return f(self.artillery, std::size_t{0}), true;
    return false;
  }
};

// charge_combat: Mounted Charge Combat
struct charge_combat {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::unit target{};
  ::herald_generated::order_of_arms::side rolling_side{};
  std::int64_t distance{};
  std::int64_t elevation_below{};
  bool strike_flank_or_rear{};
  bool not_attacked{};
  ::herald_generated::order_of_arms::leader leader{};
  bool terrain_applies{};
  ::herald_generated::order_of_arms::met_charge_result met_charge{};
  std::int64_t durability{};
  std::int64_t extra_bonus{};
  ::herald_generated::order_of_arms::deflection_weapon weapon{};
  herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> assigned{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "target"sv, "rolling_side"sv, "distance"sv, "elevation_below"sv, "strike_flank_or_rear"sv, "not_attacked"sv, "leader"sv, "terrain_applies"sv, "met_charge"sv, "durability"sv, "extra_bonus"sv, "weapon"sv, "assigned"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::unit const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr ::herald_generated::order_of_arms::side const& rolling_side_or_refuse(std::string_view what = "rolling_side"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->rolling_side;
  }
  constexpr std::int64_t const& distance_or_refuse(std::string_view what = "distance"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->distance;
  }
  constexpr std::int64_t const& elevation_below_or_refuse(std::string_view what = "elevation_below"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->elevation_below;
  }
  constexpr bool const& strike_flank_or_rear_or_refuse(std::string_view what = "strike_flank_or_rear"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->strike_flank_or_rear;
  }
  constexpr bool const& not_attacked_or_refuse(std::string_view what = "not_attacked"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->not_attacked;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr bool const& terrain_applies_or_refuse(std::string_view what = "terrain_applies"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain_applies;
  }
  constexpr ::herald_generated::order_of_arms::met_charge_result const& met_charge_or_refuse(std::string_view what = "met_charge"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->met_charge;
  }
  constexpr std::int64_t const& durability_or_refuse(std::string_view what = "durability"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->durability;
  }
  constexpr std::int64_t const& extra_bonus_or_refuse(std::string_view what = "extra_bonus"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->extra_bonus;
  }
  constexpr ::herald_generated::order_of_arms::deflection_weapon const& weapon_or_refuse(std::string_view what = "weapon"sv) const {
    if ((herald_present >> 12 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weapon;
  }
  constexpr herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> const& assigned_or_refuse(std::string_view what = "assigned"sv) const {
    if ((herald_present >> 13 & 1u) == 0) g::rt::refuse_missing(what);
    return this->assigned;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "rolling_side"sv) return f(self.rolling_side, std::size_t{2}), true;
    if (name == "distance"sv) return f(self.distance, std::size_t{3}), true;
    if (name == "elevation_below"sv) return f(self.elevation_below, std::size_t{4}), true;
    if (name == "strike_flank_or_rear"sv) return f(self.strike_flank_or_rear, std::size_t{5}), true;
    if (name == "not_attacked"sv) return f(self.not_attacked, std::size_t{6}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{7}), true;
    if (name == "terrain_applies"sv) return f(self.terrain_applies, std::size_t{8}), true;
    if (name == "met_charge"sv) return f(self.met_charge, std::size_t{9}), true;
    if (name == "durability"sv) return f(self.durability, std::size_t{10}), true;
    if (name == "extra_bonus"sv) return f(self.extra_bonus, std::size_t{11}), true;
    if (name == "weapon"sv) return f(self.weapon, std::size_t{12}), true;
    if (name == "assigned"sv) return f(self.assigned, std::size_t{13}), true;
    return false;
  }
};

// charge_resolution: Charge Combat Resolution: both sides at once
struct charge_resolution {
  ::herald_generated::order_of_arms::charge_combat attacker{};
  ::herald_generated::order_of_arms::charge_combat defender{};
  std::int64_t bow_fire_losses{};
  std::int64_t attacker_losses{};
  std::int64_t defender_losses{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"attacker"sv, "defender"sv, "bow_fire_losses"sv, "attacker_losses"sv, "defender_losses"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::charge_combat const& attacker_or_refuse(std::string_view what = "attacker"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker;
  }
  constexpr ::herald_generated::order_of_arms::charge_combat const& defender_or_refuse(std::string_view what = "defender"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender;
  }
  constexpr std::int64_t const& bow_fire_losses_or_refuse(std::string_view what = "bow_fire_losses"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->bow_fire_losses;
  }
  constexpr std::int64_t const& attacker_losses_or_refuse(std::string_view what = "attacker_losses"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_losses;
  }
  constexpr std::int64_t const& defender_losses_or_refuse(std::string_view what = "defender_losses"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_losses;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "attacker"sv) return f(self.attacker, std::size_t{0}), true;
    if (name == "defender"sv) return f(self.defender, std::size_t{1}), true;
    if (name == "bow_fire_losses"sv) return f(self.bow_fire_losses, std::size_t{2}), true;
    if (name == "attacker_losses"sv) return f(self.attacker_losses, std::size_t{3}), true;
    if (name == "defender_losses"sv) return f(self.defender_losses, std::size_t{4}), true;
    return false;
  }
};

// leader_casualty: Leader Casualties
struct leader_casualty {
  ::herald_generated::order_of_arms::leader leader{};
  bool charge_combat{};
  std::int64_t steps_eliminated{};
  bool side_eliminated{};
  bool bombardment{};
  std::int64_t extra_bonus{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"leader"sv, "charge_combat"sv, "steps_eliminated"sv, "side_eliminated"sv, "bombardment"sv, "extra_bonus"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr bool const& charge_combat_or_refuse(std::string_view what = "charge_combat"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charge_combat;
  }
  constexpr std::int64_t const& steps_eliminated_or_refuse(std::string_view what = "steps_eliminated"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->steps_eliminated;
  }
  constexpr bool const& side_eliminated_or_refuse(std::string_view what = "side_eliminated"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->side_eliminated;
  }
  constexpr bool const& bombardment_or_refuse(std::string_view what = "bombardment"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->bombardment;
  }
  constexpr std::int64_t const& extra_bonus_or_refuse(std::string_view what = "extra_bonus"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->extra_bonus;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "leader"sv) return f(self.leader, std::size_t{0}), true;
    if (name == "charge_combat"sv) return f(self.charge_combat, std::size_t{1}), true;
    if (name == "steps_eliminated"sv) return f(self.steps_eliminated, std::size_t{2}), true;
    if (name == "side_eliminated"sv) return f(self.side_eliminated, std::size_t{3}), true;
    if (name == "bombardment"sv) return f(self.bombardment, std::size_t{4}), true;
    if (name == "extra_bonus"sv) return f(self.extra_bonus, std::size_t{5}), true;
    return false;
  }
};

// charge_with_leaders: A mounted charge resolved, then the leader casualty checks
struct charge_with_leaders {
  ::herald_generated::order_of_arms::charge_combat attacker{};
  ::herald_generated::order_of_arms::charge_combat defender{};
  ::herald_generated::order_of_arms::leader_casualty attacker_leader{};
  ::herald_generated::order_of_arms::leader_casualty defender_leader{};
  bool attacker_may_cheat_death{};
  bool defender_may_cheat_death{};
  std::int64_t inflicted_by_attacker{};
  std::int64_t inflicted_by_defender{};
  bool attacker_leader_safe{};
  bool defender_leader_safe{};
  bool attacker_leader_reroll_safe{};
  bool defender_leader_reroll_safe{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"attacker"sv, "defender"sv, "attacker_leader"sv, "defender_leader"sv, "attacker_may_cheat_death"sv, "defender_may_cheat_death"sv, "inflicted_by_attacker"sv, "inflicted_by_defender"sv, "attacker_leader_safe"sv, "defender_leader_safe"sv, "attacker_leader_reroll_safe"sv, "defender_leader_reroll_safe"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::charge_combat const& attacker_or_refuse(std::string_view what = "attacker"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker;
  }
  constexpr ::herald_generated::order_of_arms::charge_combat const& defender_or_refuse(std::string_view what = "defender"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender;
  }
  constexpr ::herald_generated::order_of_arms::leader_casualty const& attacker_leader_or_refuse(std::string_view what = "attacker_leader"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_leader;
  }
  constexpr ::herald_generated::order_of_arms::leader_casualty const& defender_leader_or_refuse(std::string_view what = "defender_leader"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_leader;
  }
  constexpr bool const& attacker_may_cheat_death_or_refuse(std::string_view what = "attacker_may_cheat_death"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_may_cheat_death;
  }
  constexpr bool const& defender_may_cheat_death_or_refuse(std::string_view what = "defender_may_cheat_death"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_may_cheat_death;
  }
  constexpr std::int64_t const& inflicted_by_attacker_or_refuse(std::string_view what = "inflicted_by_attacker"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->inflicted_by_attacker;
  }
  constexpr std::int64_t const& inflicted_by_defender_or_refuse(std::string_view what = "inflicted_by_defender"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->inflicted_by_defender;
  }
  constexpr bool const& attacker_leader_safe_or_refuse(std::string_view what = "attacker_leader_safe"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_leader_safe;
  }
  constexpr bool const& defender_leader_safe_or_refuse(std::string_view what = "defender_leader_safe"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_leader_safe;
  }
  constexpr bool const& attacker_leader_reroll_safe_or_refuse(std::string_view what = "attacker_leader_reroll_safe"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_leader_reroll_safe;
  }
  constexpr bool const& defender_leader_reroll_safe_or_refuse(std::string_view what = "defender_leader_reroll_safe"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_leader_reroll_safe;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "attacker"sv) return f(self.attacker, std::size_t{0}), true;
    if (name == "defender"sv) return f(self.defender, std::size_t{1}), true;
    if (name == "attacker_leader"sv) return f(self.attacker_leader, std::size_t{2}), true;
    if (name == "defender_leader"sv) return f(self.defender_leader, std::size_t{3}), true;
    if (name == "attacker_may_cheat_death"sv) return f(self.attacker_may_cheat_death, std::size_t{4}), true;
    if (name == "defender_may_cheat_death"sv) return f(self.defender_may_cheat_death, std::size_t{5}), true;
    if (name == "inflicted_by_attacker"sv) return f(self.inflicted_by_attacker, std::size_t{6}), true;
    if (name == "inflicted_by_defender"sv) return f(self.inflicted_by_defender, std::size_t{7}), true;
    if (name == "attacker_leader_safe"sv) return f(self.attacker_leader_safe, std::size_t{8}), true;
    if (name == "defender_leader_safe"sv) return f(self.defender_leader_safe, std::size_t{9}), true;
    if (name == "attacker_leader_reroll_safe"sv) return f(self.attacker_leader_reroll_safe, std::size_t{10}), true;
    if (name == "defender_leader_reroll_safe"sv) return f(self.defender_leader_reroll_safe, std::size_t{11}), true;
    return false;
  }
};

// close_combat: Close Quarters Combat
struct close_combat {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::unit target{};
  bool attacking{};
  bool flanking{};
  bool in_melee{};
  bool target_polearm{};
  ::herald_generated::order_of_arms::leader leader{};
  bool terrain_applies{};
  std::int64_t extra_bonus{};
  ::herald_generated::order_of_arms::deflection_weapon weapon{};
  herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> assigned{};
  bool phalanx_assault{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "target"sv, "attacking"sv, "flanking"sv, "in_melee"sv, "target_polearm"sv, "leader"sv, "terrain_applies"sv, "extra_bonus"sv, "weapon"sv, "assigned"sv, "phalanx_assault"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::unit const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr bool const& attacking_or_refuse(std::string_view what = "attacking"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacking;
  }
  constexpr bool const& flanking_or_refuse(std::string_view what = "flanking"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->flanking;
  }
  constexpr bool const& in_melee_or_refuse(std::string_view what = "in_melee"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->in_melee;
  }
  constexpr bool const& target_polearm_or_refuse(std::string_view what = "target_polearm"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target_polearm;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr bool const& terrain_applies_or_refuse(std::string_view what = "terrain_applies"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain_applies;
  }
  constexpr std::int64_t const& extra_bonus_or_refuse(std::string_view what = "extra_bonus"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->extra_bonus;
  }
  constexpr ::herald_generated::order_of_arms::deflection_weapon const& weapon_or_refuse(std::string_view what = "weapon"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weapon;
  }
  constexpr herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> const& assigned_or_refuse(std::string_view what = "assigned"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->assigned;
  }
  constexpr bool const& phalanx_assault_or_refuse(std::string_view what = "phalanx_assault"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->phalanx_assault;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "attacking"sv) return f(self.attacking, std::size_t{2}), true;
    if (name == "flanking"sv) return f(self.flanking, std::size_t{3}), true;
    if (name == "in_melee"sv) return f(self.in_melee, std::size_t{4}), true;
    if (name == "target_polearm"sv) return f(self.target_polearm, std::size_t{5}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{6}), true;
    if (name == "terrain_applies"sv) return f(self.terrain_applies, std::size_t{7}), true;
    if (name == "extra_bonus"sv) return f(self.extra_bonus, std::size_t{8}), true;
    if (name == "weapon"sv) return f(self.weapon, std::size_t{9}), true;
    if (name == "assigned"sv) return f(self.assigned, std::size_t{10}), true;
    if (name == "phalanx_assault"sv) return f(self.phalanx_assault, std::size_t{11}), true;
    return false;
  }
};

// retreat: Stand or (Voluntarily) Retreat
struct retreat {
  ::herald_generated::order_of_arms::unit unit{};
  bool enemy_mounted{};
  bool own_mounted{};
  bool elite_in_stack{};
  bool not_in_control{};
  ::herald_generated::order_of_arms::leader formation_leader{};
  bool formation_leader_present{};
  std::int64_t losses{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "enemy_mounted"sv, "own_mounted"sv, "elite_in_stack"sv, "not_in_control"sv, "formation_leader"sv, "formation_leader_present"sv, "losses"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr bool const& enemy_mounted_or_refuse(std::string_view what = "enemy_mounted"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->enemy_mounted;
  }
  constexpr bool const& own_mounted_or_refuse(std::string_view what = "own_mounted"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->own_mounted;
  }
  constexpr bool const& elite_in_stack_or_refuse(std::string_view what = "elite_in_stack"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->elite_in_stack;
  }
  constexpr bool const& not_in_control_or_refuse(std::string_view what = "not_in_control"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->not_in_control;
  }
  constexpr ::herald_generated::order_of_arms::leader const& formation_leader_or_refuse(std::string_view what = "formation_leader"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->formation_leader;
  }
  constexpr bool const& formation_leader_present_or_refuse(std::string_view what = "formation_leader_present"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->formation_leader_present;
  }
  constexpr std::int64_t const& losses_or_refuse(std::string_view what = "losses"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->losses;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "enemy_mounted"sv) return f(self.enemy_mounted, std::size_t{1}), true;
    if (name == "own_mounted"sv) return f(self.own_mounted, std::size_t{2}), true;
    if (name == "elite_in_stack"sv) return f(self.elite_in_stack, std::size_t{3}), true;
    if (name == "not_in_control"sv) return f(self.not_in_control, std::size_t{4}), true;
    if (name == "formation_leader"sv) return f(self.formation_leader, std::size_t{5}), true;
    if (name == "formation_leader_present"sv) return f(self.formation_leader_present, std::size_t{6}), true;
    if (name == "losses"sv) return f(self.losses, std::size_t{7}), true;
    return false;
  }
};

// close_combat_retreat: Close quarters rolls against one side, its attempt to retreat and the casualty reduction
struct close_combat_retreat {
  ::herald_generated::order_of_arms::close_combat first{};
  ::herald_generated::order_of_arms::close_combat second{};
  bool two_rolls{};
  ::herald_generated::order_of_arms::retreat attempt{};
  bool attempts_retreat{};
  std::int64_t on_first{};
  std::int64_t on_second{};
  bool retreats{};
  std::int64_t losses_applied{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"first"sv, "second"sv, "two_rolls"sv, "attempt"sv, "attempts_retreat"sv, "on_first"sv, "on_second"sv, "retreats"sv, "losses_applied"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::close_combat const& first_or_refuse(std::string_view what = "first"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->first;
  }
  constexpr ::herald_generated::order_of_arms::close_combat const& second_or_refuse(std::string_view what = "second"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->second;
  }
  constexpr bool const& two_rolls_or_refuse(std::string_view what = "two_rolls"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->two_rolls;
  }
  constexpr ::herald_generated::order_of_arms::retreat const& attempt_or_refuse(std::string_view what = "attempt"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attempt;
  }
  constexpr bool const& attempts_retreat_or_refuse(std::string_view what = "attempts_retreat"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attempts_retreat;
  }
  constexpr std::int64_t const& on_first_or_refuse(std::string_view what = "on_first"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->on_first;
  }
  constexpr std::int64_t const& on_second_or_refuse(std::string_view what = "on_second"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->on_second;
  }
  constexpr bool const& retreats_or_refuse(std::string_view what = "retreats"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->retreats;
  }
  constexpr std::int64_t const& losses_applied_or_refuse(std::string_view what = "losses_applied"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->losses_applied;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "first"sv) return f(self.first, std::size_t{0}), true;
    if (name == "second"sv) return f(self.second, std::size_t{1}), true;
    if (name == "two_rolls"sv) return f(self.two_rolls, std::size_t{2}), true;
    if (name == "attempt"sv) return f(self.attempt, std::size_t{3}), true;
    if (name == "attempts_retreat"sv) return f(self.attempts_retreat, std::size_t{4}), true;
    if (name == "on_first"sv) return f(self.on_first, std::size_t{5}), true;
    if (name == "on_second"sv) return f(self.on_second, std::size_t{6}), true;
    if (name == "retreats"sv) return f(self.retreats, std::size_t{7}), true;
    if (name == "losses_applied"sv) return f(self.losses_applied, std::size_t{8}), true;
    return false;
  }
};

// rout_check: Rout check
struct rout_check {
  ::herald_generated::order_of_arms::unit unit{};
  bool mma_charge{};
  bool densely_occupied{};
  bool cascade{};
  bool routing_non_fma_foot{};
  bool routing_long_mma{};
  bool formation_benefit{};
  bool owning_leader_stacked{};
  ::herald_generated::order_of_arms::leader owning_leader{};
  bool superior_leader_present{};
  ::herald_generated::order_of_arms::leader superior_leader{};
  bool army_commander_present{};
  ::herald_generated::order_of_arms::leader army_commander{};
  bool special_leader_present{};
  ::herald_generated::order_of_arms::leader special_leader{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "mma_charge"sv, "densely_occupied"sv, "cascade"sv, "routing_non_fma_foot"sv, "routing_long_mma"sv, "formation_benefit"sv, "owning_leader_stacked"sv, "owning_leader"sv, "superior_leader_present"sv, "superior_leader"sv, "army_commander_present"sv, "army_commander"sv, "special_leader_present"sv, "special_leader"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr bool const& mma_charge_or_refuse(std::string_view what = "mma_charge"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->mma_charge;
  }
  constexpr bool const& densely_occupied_or_refuse(std::string_view what = "densely_occupied"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->densely_occupied;
  }
  constexpr bool const& cascade_or_refuse(std::string_view what = "cascade"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->cascade;
  }
  constexpr bool const& routing_non_fma_foot_or_refuse(std::string_view what = "routing_non_fma_foot"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->routing_non_fma_foot;
  }
  constexpr bool const& routing_long_mma_or_refuse(std::string_view what = "routing_long_mma"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->routing_long_mma;
  }
  constexpr bool const& formation_benefit_or_refuse(std::string_view what = "formation_benefit"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->formation_benefit;
  }
  constexpr bool const& owning_leader_stacked_or_refuse(std::string_view what = "owning_leader_stacked"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->owning_leader_stacked;
  }
  constexpr ::herald_generated::order_of_arms::leader const& owning_leader_or_refuse(std::string_view what = "owning_leader"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->owning_leader;
  }
  constexpr bool const& superior_leader_present_or_refuse(std::string_view what = "superior_leader_present"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->superior_leader_present;
  }
  constexpr ::herald_generated::order_of_arms::leader const& superior_leader_or_refuse(std::string_view what = "superior_leader"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->superior_leader;
  }
  constexpr bool const& army_commander_present_or_refuse(std::string_view what = "army_commander_present"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander_present;
  }
  constexpr ::herald_generated::order_of_arms::leader const& army_commander_or_refuse(std::string_view what = "army_commander"sv) const {
    if ((herald_present >> 12 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander;
  }
  constexpr bool const& special_leader_present_or_refuse(std::string_view what = "special_leader_present"sv) const {
    if ((herald_present >> 13 & 1u) == 0) g::rt::refuse_missing(what);
    return this->special_leader_present;
  }
  constexpr ::herald_generated::order_of_arms::leader const& special_leader_or_refuse(std::string_view what = "special_leader"sv) const {
    if ((herald_present >> 14 & 1u) == 0) g::rt::refuse_missing(what);
    return this->special_leader;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "mma_charge"sv) return f(self.mma_charge, std::size_t{1}), true;
    if (name == "densely_occupied"sv) return f(self.densely_occupied, std::size_t{2}), true;
    if (name == "cascade"sv) return f(self.cascade, std::size_t{3}), true;
    if (name == "routing_non_fma_foot"sv) return f(self.routing_non_fma_foot, std::size_t{4}), true;
    if (name == "routing_long_mma"sv) return f(self.routing_long_mma, std::size_t{5}), true;
    if (name == "formation_benefit"sv) return f(self.formation_benefit, std::size_t{6}), true;
    if (name == "owning_leader_stacked"sv) return f(self.owning_leader_stacked, std::size_t{7}), true;
    if (name == "owning_leader"sv) return f(self.owning_leader, std::size_t{8}), true;
    if (name == "superior_leader_present"sv) return f(self.superior_leader_present, std::size_t{9}), true;
    if (name == "superior_leader"sv) return f(self.superior_leader, std::size_t{10}), true;
    if (name == "army_commander_present"sv) return f(self.army_commander_present, std::size_t{11}), true;
    if (name == "army_commander"sv) return f(self.army_commander, std::size_t{12}), true;
    if (name == "special_leader_present"sv) return f(self.special_leader_present, std::size_t{13}), true;
    if (name == "special_leader"sv) return f(self.special_leader, std::size_t{14}), true;
    return false;
  }
};

// combat_with_rout: A close quarters roll, then the target's rout check and a cascade in its area
struct combat_with_rout {
  ::herald_generated::order_of_arms::close_combat combat{};
  bool rout_in_effect{};
  std::int64_t target_steps{};
  ::herald_generated::order_of_arms::rout_check target_check{};
  ::herald_generated::order_of_arms::rout_check neighbour_check{};
  bool neighbour_present{};
  std::int64_t inflicted{};
  bool target_holds{};
  bool neighbour_holds{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"combat"sv, "rout_in_effect"sv, "target_steps"sv, "target_check"sv, "neighbour_check"sv, "neighbour_present"sv, "inflicted"sv, "target_holds"sv, "neighbour_holds"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::close_combat const& combat_or_refuse(std::string_view what = "combat"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->combat;
  }
  constexpr bool const& rout_in_effect_or_refuse(std::string_view what = "rout_in_effect"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->rout_in_effect;
  }
  constexpr std::int64_t const& target_steps_or_refuse(std::string_view what = "target_steps"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target_steps;
  }
  constexpr ::herald_generated::order_of_arms::rout_check const& target_check_or_refuse(std::string_view what = "target_check"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target_check;
  }
  constexpr ::herald_generated::order_of_arms::rout_check const& neighbour_check_or_refuse(std::string_view what = "neighbour_check"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->neighbour_check;
  }
  constexpr bool const& neighbour_present_or_refuse(std::string_view what = "neighbour_present"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->neighbour_present;
  }
  constexpr std::int64_t const& inflicted_or_refuse(std::string_view what = "inflicted"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->inflicted;
  }
  constexpr bool const& target_holds_or_refuse(std::string_view what = "target_holds"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target_holds;
  }
  constexpr bool const& neighbour_holds_or_refuse(std::string_view what = "neighbour_holds"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->neighbour_holds;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "combat"sv) return f(self.combat, std::size_t{0}), true;
    if (name == "rout_in_effect"sv) return f(self.rout_in_effect, std::size_t{1}), true;
    if (name == "target_steps"sv) return f(self.target_steps, std::size_t{2}), true;
    if (name == "target_check"sv) return f(self.target_check, std::size_t{3}), true;
    if (name == "neighbour_check"sv) return f(self.neighbour_check, std::size_t{4}), true;
    if (name == "neighbour_present"sv) return f(self.neighbour_present, std::size_t{5}), true;
    if (name == "inflicted"sv) return f(self.inflicted, std::size_t{6}), true;
    if (name == "target_holds"sv) return f(self.target_holds, std::size_t{7}), true;
    if (name == "neighbour_holds"sv) return f(self.neighbour_holds, std::size_t{8}), true;
    return false;
  }
};

// double_rate_fire: Double Rate Fire
struct double_rate_fire {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::leader leader{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "leader"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{1}), true;
    return false;
  }
};

// ranged_fire: Ranged Fire Combat
struct ranged_fire {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::unit target{};
  std::int64_t range{};
  ::herald_generated::order_of_arms::fire_option defender_option{};
  ::herald_generated::order_of_arms::leader leader{};
  bool terrain_applies{};
  bool target_terrain_applies{};
  std::int64_t extra_bonus{};
  bool defensive_bow_fire{};
  ::herald_generated::order_of_arms::deflection_weapon weapon{};
  herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> assigned{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "target"sv, "range"sv, "defender_option"sv, "leader"sv, "terrain_applies"sv, "target_terrain_applies"sv, "extra_bonus"sv, "defensive_bow_fire"sv, "weapon"sv, "assigned"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::unit const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr std::int64_t const& range_or_refuse(std::string_view what = "range"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->range;
  }
  constexpr ::herald_generated::order_of_arms::fire_option const& defender_option_or_refuse(std::string_view what = "defender_option"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_option;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr bool const& terrain_applies_or_refuse(std::string_view what = "terrain_applies"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain_applies;
  }
  constexpr bool const& target_terrain_applies_or_refuse(std::string_view what = "target_terrain_applies"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target_terrain_applies;
  }
  constexpr std::int64_t const& extra_bonus_or_refuse(std::string_view what = "extra_bonus"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->extra_bonus;
  }
  constexpr bool const& defensive_bow_fire_or_refuse(std::string_view what = "defensive_bow_fire"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defensive_bow_fire;
  }
  constexpr ::herald_generated::order_of_arms::deflection_weapon const& weapon_or_refuse(std::string_view what = "weapon"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weapon;
  }
  constexpr herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> const& assigned_or_refuse(std::string_view what = "assigned"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->assigned;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "range"sv) return f(self.range, std::size_t{2}), true;
    if (name == "defender_option"sv) return f(self.defender_option, std::size_t{3}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{4}), true;
    if (name == "terrain_applies"sv) return f(self.terrain_applies, std::size_t{5}), true;
    if (name == "target_terrain_applies"sv) return f(self.target_terrain_applies, std::size_t{6}), true;
    if (name == "extra_bonus"sv) return f(self.extra_bonus, std::size_t{7}), true;
    if (name == "defensive_bow_fire"sv) return f(self.defensive_bow_fire, std::size_t{8}), true;
    if (name == "weapon"sv) return f(self.weapon, std::size_t{9}), true;
    if (name == "assigned"sv) return f(self.assigned, std::size_t{10}), true;
    return false;
  }
};

// double_rate_volleys: Ranged fire with a Double Rate Fire attempt
struct double_rate_volleys {
  ::herald_generated::order_of_arms::double_rate_fire attempt{};
  ::herald_generated::order_of_arms::ranged_fire fire{};
  bool fires_twice{};
  std::int64_t first_volley{};
  std::int64_t second_volley{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"attempt"sv, "fire"sv, "fires_twice"sv, "first_volley"sv, "second_volley"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::double_rate_fire const& attempt_or_refuse(std::string_view what = "attempt"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attempt;
  }
  constexpr ::herald_generated::order_of_arms::ranged_fire const& fire_or_refuse(std::string_view what = "fire"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fire;
  }
  constexpr bool const& fires_twice_or_refuse(std::string_view what = "fires_twice"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fires_twice;
  }
  constexpr std::int64_t const& first_volley_or_refuse(std::string_view what = "first_volley"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->first_volley;
  }
  constexpr std::int64_t const& second_volley_or_refuse(std::string_view what = "second_volley"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->second_volley;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "attempt"sv) return f(self.attempt, std::size_t{0}), true;
    if (name == "fire"sv) return f(self.fire, std::size_t{1}), true;
    if (name == "fires_twice"sv) return f(self.fires_twice, std::size_t{2}), true;
    if (name == "first_volley"sv) return f(self.first_volley, std::size_t{3}), true;
    if (name == "second_volley"sv) return f(self.second_volley, std::size_t{4}), true;
    return false;
  }
};

// elan_check: ? ?lan check to attack when Not in Control
struct elan_check {
  ::herald_generated::order_of_arms::unit unit{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    return false;
  }
};

// fallback_fire: Fallback & Fire
struct fallback_fire {
  ::herald_generated::order_of_arms::unit unit{};
  bool own_leader_stacked{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "own_leader_stacked"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr bool const& own_leader_stacked_or_refuse(std::string_view what = "own_leader_stacked"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->own_leader_stacked;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "own_leader_stacked"sv) return f(self.own_leader_stacked, std::size_t{1}), true;
    return false;
  }
};

// first_player: First Player Determination
struct first_player {
  ::herald_generated::order_of_arms::leader commander{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"commander"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::leader const& commander_or_refuse(std::string_view what = "commander"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->commander;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "commander"sv) return f(self.commander, std::size_t{0}), true;
    return false;
  }
};

// first_player_determination: First Player Determination: both players' rolls
struct first_player_determination {
  ::herald_generated::order_of_arms::first_player first{};
  ::herald_generated::order_of_arms::first_player second{};
  std::int64_t first_total{};
  std::int64_t second_total{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"first"sv, "second"sv, "first_total"sv, "second_total"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::first_player const& first_or_refuse(std::string_view what = "first"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->first;
  }
  constexpr ::herald_generated::order_of_arms::first_player const& second_or_refuse(std::string_view what = "second"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->second;
  }
  constexpr std::int64_t const& first_total_or_refuse(std::string_view what = "first_total"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->first_total;
  }
  constexpr std::int64_t const& second_total_or_refuse(std::string_view what = "second_total"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->second_total;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "first"sv) return f(self.first, std::size_t{0}), true;
    if (name == "second"sv) return f(self.second, std::size_t{1}), true;
    if (name == "first_total"sv) return f(self.first_total, std::size_t{2}), true;
    if (name == "second_total"sv) return f(self.second_total, std::size_t{3}), true;
    return false;
  }
};

// interception_roll: Charge Interception die roll
struct interception_roll {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::leader leader{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "leader"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{1}), true;
    return false;
  }
};

// lance_check: Broken Lances
struct lance_check {
  std::int64_t durability{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"durability"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr std::int64_t const& durability_or_refuse(std::string_view what = "durability"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->durability;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "durability"sv) return f(self.durability, std::size_t{0}), true;
    return false;
  }
};

// melee: Melee
struct melee {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::unit target{};
  bool leader_paired{};
  ::herald_generated::order_of_arms::deflection_weapon weapon{};
  herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> assigned{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "target"sv, "leader_paired"sv, "weapon"sv, "assigned"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::unit const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr bool const& leader_paired_or_refuse(std::string_view what = "leader_paired"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader_paired;
  }
  constexpr ::herald_generated::order_of_arms::deflection_weapon const& weapon_or_refuse(std::string_view what = "weapon"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weapon;
  }
  constexpr herald::engine::gen::list<::herald_generated::order_of_arms::assignment, 8> const& assigned_or_refuse(std::string_view what = "assigned"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->assigned;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "leader_paired"sv) return f(self.leader_paired, std::size_t{2}), true;
    if (name == "weapon"sv) return f(self.weapon, std::size_t{3}), true;
    if (name == "assigned"sv) return f(self.assigned, std::size_t{4}), true;
    return false;
  }
};

// melee_check: Melee Determination
struct melee_check {
  std::int64_t lowest_elan{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"lowest_elan"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr std::int64_t const& lowest_elan_or_refuse(std::string_view what = "lowest_elan"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->lowest_elan;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "lowest_elan"sv) return f(self.lowest_elan, std::size_t{0}), true;
    return false;
  }
};

// met_charge: Meeting the Charge: both rolls, then the Met Charge Result
struct met_charge {
  ::herald_generated::order_of_arms::charge_combat meeting{};
  ::herald_generated::order_of_arms::charge_combat charging{};
  std::int64_t meeting_steps{};
  std::int64_t inflicted_by_meeting{};
  std::int64_t inflicted_by_charging{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"meeting"sv, "charging"sv, "meeting_steps"sv, "inflicted_by_meeting"sv, "inflicted_by_charging"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::charge_combat const& meeting_or_refuse(std::string_view what = "meeting"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->meeting;
  }
  constexpr ::herald_generated::order_of_arms::charge_combat const& charging_or_refuse(std::string_view what = "charging"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charging;
  }
  constexpr std::int64_t const& meeting_steps_or_refuse(std::string_view what = "meeting_steps"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->meeting_steps;
  }
  constexpr std::int64_t const& inflicted_by_meeting_or_refuse(std::string_view what = "inflicted_by_meeting"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->inflicted_by_meeting;
  }
  constexpr std::int64_t const& inflicted_by_charging_or_refuse(std::string_view what = "inflicted_by_charging"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->inflicted_by_charging;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "meeting"sv) return f(self.meeting, std::size_t{0}), true;
    if (name == "charging"sv) return f(self.charging, std::size_t{1}), true;
    if (name == "meeting_steps"sv) return f(self.meeting_steps, std::size_t{2}), true;
    if (name == "inflicted_by_meeting"sv) return f(self.inflicted_by_meeting, std::size_t{3}), true;
    if (name == "inflicted_by_charging"sv) return f(self.inflicted_by_charging, std::size_t{4}), true;
    return false;
  }
};

// movement: Movement
struct movement {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::weather weather{};
  bool adjacent_enemy{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "weather"sv, "adjacent_enemy"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::weather const& weather_or_refuse(std::string_view what = "weather"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->weather;
  }
  constexpr bool const& adjacent_enemy_or_refuse(std::string_view what = "adjacent_enemy"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->adjacent_enemy;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "weather"sv) return f(self.weather, std::size_t{1}), true;
    if (name == "adjacent_enemy"sv) return f(self.adjacent_enemy, std::size_t{2}), true;
    return false;
  }
};

// phalanx_assault: Phalanx Assault: the defenders' dice first, then the Phalanx attack
struct phalanx_assault {
  ::herald_generated::order_of_arms::close_combat defence{};
  ::herald_generated::order_of_arms::close_combat assault{};
  std::int64_t by_defenders{};
  std::int64_t by_phalanx{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"defence"sv, "assault"sv, "by_defenders"sv, "by_phalanx"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::close_combat const& defence_or_refuse(std::string_view what = "defence"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defence;
  }
  constexpr ::herald_generated::order_of_arms::close_combat const& assault_or_refuse(std::string_view what = "assault"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->assault;
  }
  constexpr std::int64_t const& by_defenders_or_refuse(std::string_view what = "by_defenders"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->by_defenders;
  }
  constexpr std::int64_t const& by_phalanx_or_refuse(std::string_view what = "by_phalanx"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->by_phalanx;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "defence"sv) return f(self.defence, std::size_t{0}), true;
    if (name == "assault"sv) return f(self.assault, std::size_t{1}), true;
    if (name == "by_defenders"sv) return f(self.by_defenders, std::size_t{2}), true;
    if (name == "by_phalanx"sv) return f(self.by_phalanx, std::size_t{3}), true;
    return false;
  }
};

// rapid_movement: Rapid Movement
struct rapid_movement {
  ::herald_generated::order_of_arms::leader leader{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"leader"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "leader"sv) return f(self.leader, std::size_t{0}), true;
    return false;
  }
};

// reaction_roll: Meeting the Charge Die Roll
struct reaction_roll {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::leader leader{};
  bool use_elan{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "leader"sv, "use_elan"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr bool const& use_elan_or_refuse(std::string_view what = "use_elan"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->use_elan;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{1}), true;
    if (name == "use_elan"sv) return f(self.use_elan, std::size_t{2}), true;
    return false;
  }
};

// remount: Remounting an Unhorsed Unit
struct remount {
  ::herald_generated::order_of_arms::unit unit{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    return false;
  }
};

// unhorse: Unhorsed
struct unhorse {
  bool arbalest{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"arbalest"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr bool const& arbalest_or_refuse(std::string_view what = "arbalest"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->arbalest;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "arbalest"sv) return f(self.arbalest, std::size_t{0}), true;
    return false;
  }
};

// wheel_in_place: Defender Wheeling in Place
struct wheel_in_place {
  ::herald_generated::order_of_arms::unit unit{};
  ::herald_generated::order_of_arms::leader leader{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "leader"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::order_of_arms::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr ::herald_generated::order_of_arms::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "leader"sv) return f(self.leader, std::size_t{1}), true;
    return false;
  }
};

}  // namespace herald_generated::order_of_arms
