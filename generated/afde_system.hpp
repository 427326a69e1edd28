// Generated from afde.system.herald by `herald build`: do not edit.
// System afde: its enums as C++ types, with names, English and French labels and
// lookups, and its records and situations as literal structs that compiled conditions read.
// Reading the engine's situation values into them is in afde_system_engine.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_layout.hpp"

namespace herald_generated::afde {

namespace g = herald::engine::gen;
// Texts as "..."sv: a constexpr array of them is evaluated without counting each text's characters.
using std::string_view_literals::operator""sv;

// A value's name as the rules write it and its labels in the languages of the player aids.
template <class Enum>
struct enum_entry {
  Enum value;
  std::string_view name, en, fr;
};

// Charge
enum class charge_kind : std::uint16_t {
  none,
  front,
  rear,
  multiple_front,
  multiple_with_rear,
};

inline constexpr enum_entry<charge_kind> charge_kind_entries[] = {
    {charge_kind::none, "none"sv, "No charge"sv, "Pas de charge"sv},
    {charge_kind::front, "front"sv, "Charge into a front hex"sv, "Charge dans un hex. de front"sv},
    {charge_kind::rear, "rear"sv, "Charge into a rear hex"sv, "Charge dans un hex. d'arri\303\250re"sv},
    {charge_kind::multiple_front, "multiple_front"sv, "Multiple charges into 2 or 3 front hexes"sv, "Charges multiples dans deux ou trois hex de front"sv},
    {charge_kind::multiple_with_rear, "multiple_with_rear"sv, "Multiple charges into at least two hexes, of which at least one is a rear hex"sv, "Charges multiples comprenant au moins deux hex. dont un hex. d'arri\303\250re"sv},
};

constexpr std::string_view name_of(charge_kind v) { return charge_kind_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(charge_kind v) { return charge_kind_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(charge_kind v) { return charge_kind_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<charge_kind> const* charge_kind_from_name(std::string_view name) {
  for (auto const& e : charge_kind_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, charge_kind& out) {
  if (auto const* e = charge_kind_from_name(name)) return out = e->value, true;
  return false;
}

// Charge modifiers a successful counter charge cancels
enum class counter_charge_scope : std::uint16_t {
  countered_charger,
  every_charger,
};

inline constexpr enum_entry<counter_charge_scope> counter_charge_scope_entries[] = {
    {counter_charge_scope::countered_charger, "countered_charger"sv, "those of the one charger it targets"sv, "ceux de la seule unit\303\251 cible"sv},
    {counter_charge_scope::every_charger, "every_charger"sv, "those of every charger"sv, "ceux de toutes les unit\303\251s qui chargent"sv},
};

constexpr std::string_view name_of(counter_charge_scope v) { return counter_charge_scope_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(counter_charge_scope v) { return counter_charge_scope_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(counter_charge_scope v) { return counter_charge_scope_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<counter_charge_scope> const* counter_charge_scope_from_name(std::string_view name) {
  for (auto const& e : counter_charge_scope_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, counter_charge_scope& out) {
  if (auto const* e = counter_charge_scope_from_name(name)) return out = e->value, true;
  return false;
}

// Level of fatigue
enum class fatigue : std::uint16_t {
  fresh,
  fatigued,
};

inline constexpr enum_entry<fatigue> fatigue_entries[] = {
    {fatigue::fresh, "fresh"sv, "fresh"sv, "Fra\303\256che"sv},
    {fatigue::fatigued, "fatigued"sv, "fatigued"sv, "Fatigu\303\251e"sv},
};

constexpr std::string_view name_of(fatigue v) { return fatigue_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(fatigue v) { return fatigue_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(fatigue v) { return fatigue_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<fatigue> const* fatigue_from_name(std::string_view name) {
  for (auto const& e : fatigue_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, fatigue& out) {
  if (auto const* e = fatigue_from_name(name)) return out = e->value, true;
  return false;
}

// Fire phase
enum class fire_phase : std::uint16_t {
  artillery_archer,
  ranged,
  defensive,
  offensive,
};

inline constexpr enum_entry<fire_phase> fire_phase_entries[] = {
    {fire_phase::artillery_archer, "artillery_archer"sv, "Phase B. (Artillery and archery fire)"sv, "B. Tirs d'Artillerie et d'Archers"sv},
    {fire_phase::ranged, "ranged"sv, "Phase D.2 (Ranged Fire)"sv, "Tirs \303\240 distance"sv},
    {fire_phase::defensive, "defensive"sv, "Defensive fire (Phase D.4)"sv, "tir d\303\251fensif"sv},
    {fire_phase::offensive, "offensive"sv, "Offensive fire (Phase D.4)"sv, "tir offensif"sv},
};

constexpr std::string_view name_of(fire_phase v) { return fire_phase_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(fire_phase v) { return fire_phase_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(fire_phase v) { return fire_phase_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<fire_phase> const* fire_phase_from_name(std::string_view name) {
  for (auto const& e : fire_phase_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, fire_phase& out) {
  if (auto const* e = fire_phase_from_name(name)) return out = e->value, true;
  return false;
}

// Hexside attacked through
enum class hexside : std::uint16_t {
  front,
  rear,
};

inline constexpr enum_entry<hexside> hexside_entries[] = {
    {hexside::front, "front"sv, "one of the defender's three front hexes"sv, "un des trois hex. de front"sv},
    {hexside::rear, "rear"sv, "one of the defender's rear hexes"sv, "un hex. d'arri\303\250re"sv},
};

constexpr std::string_view name_of(hexside v) { return hexside_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(hexside v) { return hexside_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(hexside v) { return hexside_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<hexside> const* hexside_from_name(std::string_view name) {
  for (auto const& e : hexside_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, hexside& out) {
  if (auto const* e = hexside_from_name(name)) return out = e->value, true;
  return false;
}

// Initiative case
enum class initiative_case : std::uint16_t {
  C1,
  C2,
  C3,
  C4,
};

inline constexpr enum_entry<initiative_case> initiative_case_entries[] = {
    {initiative_case::C1, "C1"sv, "C.1 Results equal: no initiative"sv, "C.1 R\303\251sultats \303\251gaux : pas d'initiative"sv},
    {initiative_case::C2, "C2"sv, "C.2 Difference 1 to 3"sv, "C.2 Diff\303\251rence de 1 \303\240 3"sv},
    {initiative_case::C3, "C3"sv, "C.3 Difference 4 to 7"sv, "C.3 Diff\303\251rence de 4 \303\240 7"sv},
    {initiative_case::C4, "C4"sv, "C.4 Difference 8 or more"sv, "C.4 Diff\303\251rence de 8 ou plus"sv},
};

constexpr std::string_view name_of(initiative_case v) { return initiative_case_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(initiative_case v) { return initiative_case_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(initiative_case v) { return initiative_case_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<initiative_case> const* initiative_case_from_name(std::string_view name) {
  for (auto const& e : initiative_case_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, initiative_case& out) {
  if (auto const* e = initiative_case_from_name(name)) return out = e->value, true;
  return false;
}

// Effect on leaders
enum class leader_fate : std::uint16_t {
  no_effect,
  wounded,
  killed,
  captured,
};

inline constexpr enum_entry<leader_fate> leader_fate_entries[] = {
    {leader_fate::no_effect, "no_effect"sv, "No effect"sv, "RAS"sv},
    {leader_fate::wounded, "wounded"sv, "leader wounded"sv, "le chef est bless\303\251"sv},
    {leader_fate::killed, "killed"sv, "leader killed"sv, "il est tu\303\251"sv},
    {leader_fate::captured, "captured"sv, "the leader is captured"sv, "le chef est captur\303\251"sv},
};

constexpr std::string_view name_of(leader_fate v) { return leader_fate_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(leader_fate v) { return leader_fate_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(leader_fate v) { return leader_fate_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<leader_fate> const* leader_fate_from_name(std::string_view name) {
  for (auto const& e : leader_fate_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, leader_fate& out) {
  if (auto const* e = leader_fate_from_name(name)) return out = e->value, true;
  return false;
}

// A leader whose unit is eliminated because it could not retreat
enum class leader_placement : std::uint16_t {
  placed,
  captured,
};

inline constexpr enum_entry<leader_placement> leader_placement_entries[] = {
    {leader_placement::placed, "placed"sv, "placed with the nearest unit of his banner"sv, "plac\303\251 sur l'unit\303\251 de sa banni\303\250re la plus proche"sv},
    {leader_placement::captured, "captured"sv, "captured, as for a unit destroyed in a m\303\252l\303\251e"sv, "captur\303\251, comme pour une unit\303\251 d\303\251truite en m\303\252l\303\251e"sv},
};

constexpr std::string_view name_of(leader_placement v) { return leader_placement_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(leader_placement v) { return leader_placement_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(leader_placement v) { return leader_placement_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<leader_placement> const* leader_placement_from_name(std::string_view name) {
  for (auto const& e : leader_placement_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, leader_placement& out) {
  if (auto const* e = leader_placement_from_name(name)) return out = e->value, true;
  return false;
}

// Modifier
enum class modifier_column : std::uint16_t {
  value,
};

inline constexpr enum_entry<modifier_column> modifier_column_entries[] = {
    {modifier_column::value, "value"sv, "Die roll modifier"sv, "Modificateur au d\303\251"sv},
};

constexpr std::string_view name_of(modifier_column v) { return modifier_column_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(modifier_column v) { return modifier_column_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(modifier_column v) { return modifier_column_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<modifier_column> const* modifier_column_from_name(std::string_view name) {
  for (auto const& e : modifier_column_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, modifier_column& out) {
  if (auto const* e = modifier_column_from_name(name)) return out = e->value, true;
  return false;
}

// Level of disorganization
enum class order : std::uint16_t {
  valiant,
  discouraged,
  routed,
};

inline constexpr enum_entry<order> order_entries[] = {
    {order::valiant, "valiant"sv, "Valiant"sv, "Vaillante"sv},
    {order::discouraged, "discouraged"sv, "Discouraged"sv, "D\303\251courag\303\251e"sv},
    {order::routed, "routed"sv, "Routed"sv, "En d\303\251route"sv},
};

constexpr std::string_view name_of(order v) { return order_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(order v) { return order_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(order v) { return order_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<order> const* order_from_name(std::string_view name) {
  for (auto const& e : order_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, order& out) {
  if (auto const* e = order_from_name(name)) return out = e->value, true;
  return false;
}

// Result
enum class result : std::uint16_t {
  F,
  D,
  Dr,
  R,
  advance_optional,
  advance_obligatory,
};

inline constexpr enum_entry<result> result_entries[] = {
    {result::F, "F"sv, "Fatigued"sv, "fatigu\303\251"sv},
    {result::D, "D"sv, "Discouraged"sv, "d\303\251courag\303\251"sv},
    {result::Dr, "Dr"sv, "Routed (retreat two hexes)"sv, "mise en d\303\251route (recul de deux hex.)"sv},
    {result::R, "R"sv, "Retreat one hex"sv, "recul d'un hex."sv},
    {result::advance_optional, "advance_optional"sv, "Advance optional"sv, "Avance possible"sv},
    {result::advance_obligatory, "advance_obligatory"sv, "Obligatory advance"sv, "Avance obligatoire"sv},
};

constexpr std::string_view name_of(result v) { return result_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(result v) { return result_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(result v) { return result_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<result> const* result_from_name(std::string_view name) {
  for (auto const& e : result_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, result& out) {
  if (auto const* e = result_from_name(name)) return out = e->value, true;
  return false;
}

// Quality of a stack
enum class stack_quality : std::uint16_t {
  weaker,
  better,
};

inline constexpr enum_entry<stack_quality> stack_quality_entries[] = {
    {stack_quality::weaker, "weaker"sv, "the weaker of the two"sv, "la plus faible des deux"sv},
    {stack_quality::better, "better"sv, "the better of the two"sv, "la meilleure des deux"sv},
};

constexpr std::string_view name_of(stack_quality v) { return stack_quality_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(stack_quality v) { return stack_quality_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(stack_quality v) { return stack_quality_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<stack_quality> const* stack_quality_from_name(std::string_view name) {
  for (auto const& e : stack_quality_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, stack_quality& out) {
  if (auto const* e = stack_quality_from_name(name)) return out = e->value, true;
  return false;
}

// Which units of a stack may fire
enum class stacked_firers : std::uint16_t {
  top_unit,
  both_with_artillery,
};

inline constexpr enum_entry<stacked_firers> stacked_firers_entries[] = {
    {stacked_firers::top_unit, "top_unit"sv, "only the top unit"sv, "seule celle du dessus"sv},
    {stacked_firers::both_with_artillery, "both_with_artillery"sv, "the top unit, or both when one is artillery"sv, "celle du dessus, ou les deux si l'une est une artillerie"sv},
};

constexpr std::string_view name_of(stacked_firers v) { return stacked_firers_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(stacked_firers v) { return stacked_firers_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(stacked_firers v) { return stacked_firers_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<stacked_firers> const* stacked_firers_from_name(std::string_view name) {
  for (auto const& e : stacked_firers_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, stacked_firers& out) {
  if (auto const* e = stacked_firers_from_name(name)) return out = e->value, true;
  return false;
}

// Other changes of state
enum class state_event : std::uint16_t {
  extra_level,
  rallied,
  rested,
};

inline constexpr enum_entry<state_event> state_event_entries[] = {
    {state_event::extra_level, "extra_level"sv, "an additional level of disorganisation"sv, "un niveau de d\303\251sorganisation suppl\303\251mentaire"sv},
    {state_event::rallied, "rallied"sv, "the unit rallies"sv, "ralliement"sv},
    {state_event::rested, "rested"sv, "the unit regains its fresh status (au repos)"sv, "mise au repos"sv},
};

constexpr std::string_view name_of(state_event v) { return state_event_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(state_event v) { return state_event_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(state_event v) { return state_event_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<state_event> const* state_event_from_name(std::string_view name) {
  for (auto const& e : state_event_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, state_event& out) {
  if (auto const* e = state_event_from_name(name)) return out = e->value, true;
  return false;
}

// Terrain
enum class terrain : std::uint16_t {
  clear,
  wood,
  bushes,
  marsh,
  village,
  farm,
  stream,
  river,
  wall,
  fortification,
  gate,
  bridge,
  track,
  road,
  level_up,
  level_down,
  ford,
};

inline constexpr enum_entry<terrain> terrain_entries[] = {
    {terrain::clear, "clear"sv, "Clear"sv, "Clair"sv},
    {terrain::wood, "wood"sv, "Wood"sv, "Bois"sv},
    {terrain::bushes, "bushes"sv, "Bushes/Hedges/ Vines/Orchards"sv, "Buissons/Haies Vignes/Vergers"sv},
    {terrain::marsh, "marsh"sv, "Marsh"sv, "Marais"sv},
    {terrain::village, "village"sv, "Village/ City/ Ruins"sv, "Village/Villes/Ruines"sv},
    {terrain::farm, "farm"sv, "Farm/Mill/Abbey"sv, "Ferme/Moulin/Abbaye"sv},
    {terrain::stream, "stream"sv, "Stream"sv, "Rivi\303\250re"sv},
    {terrain::river, "river"sv, "River/Pond/ Lake/For"sv, "Flouve/Etang/Lac/Mer"sv},
    {terrain::wall, "wall"sv, "Wall"sv, "Muraille"sv},
    {terrain::fortification, "fortification"sv, "Fortification"sv, "Retranchement"sv},
    {terrain::gate, "gate"sv, "Gate"sv, "Porte"sv},
    {terrain::bridge, "bridge"sv, "Bridge"sv, "Pont"sv},
    {terrain::track, "track"sv, "Track"sv, "Chemin"sv},
    {terrain::road, "road"sv, "Road"sv, "Route"sv},
    {terrain::level_up, "level_up"sv, "+1 level"sv, "+1 niveau"sv},
    {terrain::level_down, "level_down"sv, "-1 level"sv, "-1 niveau"sv},
    {terrain::ford, "ford"sv, "Ford"sv, "Gu\303\251"sv},
};

constexpr std::string_view name_of(terrain v) { return terrain_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(terrain v) { return terrain_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(terrain v) { return terrain_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<terrain> const* terrain_from_name(std::string_view name) {
  for (auto const& e : terrain_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, terrain& out) {
  if (auto const* e = terrain_from_name(name)) return out = e->value, true;
  return false;
}

// Terrain Chart column
enum class terrain_effect : std::uint16_t {
  move_infantry,
  move_cavalry,
  fire,
  melee,
  charge,
};

inline constexpr enum_entry<terrain_effect> terrain_effect_entries[] = {
    {terrain_effect::move_infantry, "move_infantry"sv, "Infantry and leaders"sv, "Infanterie & chefs"sv},
    {terrain_effect::move_cavalry, "move_cavalry"sv, "Cavalry and artillery"sv, "Cavalerie et artillerie"sv},
    {terrain_effect::fire, "fire"sv, "Effect on fire"sv, "Effet sur les tirs"sv},
    {terrain_effect::melee, "melee"sv, "Effect on m\303\252l\303\251es"sv, "Effets sur les m\303\252l\303\251es"sv},
    {terrain_effect::charge, "charge"sv, "Effect on charges"sv, "Effet sur les charges"sv},
};

constexpr std::string_view name_of(terrain_effect v) { return terrain_effect_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(terrain_effect v) { return terrain_effect_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(terrain_effect v) { return terrain_effect_entries[static_cast<std::size_t>(v)].fr; }
// The entry of the value named `name`, or nullptr.
constexpr enum_entry<terrain_effect> const* terrain_effect_from_name(std::string_view name) {
  for (auto const& e : terrain_effect_entries)
    if (e.name == name) return &e;
  return nullptr;
}
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, terrain_effect& out) {
  if (auto const* e = terrain_effect_from_name(name)) return out = e->value, true;
  return false;
}

// Unit type
enum class unit_type : std::uint16_t {
  Ch,
  Ha,
  Cl,
  Su,
  Pi,
  Mi,
  Il,
  Ar,
  Ab,
  Aq,
  At,
};

inline constexpr enum_entry<unit_type> unit_type_entries[] = {
    {unit_type::Ch, "Ch"sv, "Knights"sv, "Chevaliers"sv},
    {unit_type::Ha, "Ha"sv, "Men at Arms or Sergeants"sv, "Hommes d'armes ou sergents"sv},
    {unit_type::Cl, "Cl"sv, "Light Cavalry"sv, "Cavalerie l\303\251g\303\250re"sv},
    {unit_type::Su, "Su"sv, "Swiss"sv, "Suisses"sv},
    {unit_type::Pi, "Pi"sv, "Pikemen"sv, "Piquiers"sv},
    {unit_type::Mi, "Mi"sv, "Militia"sv, "Milices"sv},
    {unit_type::Il, "Il"sv, "Light Infantry"sv, "Infanterie l\303\251g\303\250re"sv},
    {unit_type::Ar, "Ar"sv, "Archers"sv, "Archers"sv},
    {unit_type::Ab, "Ab"sv, "Crossbowmen"sv, "Arbal\303\251triers"sv},
    {unit_type::Aq, "Aq"sv, "Arquebusiers"sv, "Arquebusiers"sv},
    {unit_type::At, "At"sv, "Artillery"sv, "Artillerie"sv},
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

// Records and situations, each before the records that hold it. A list holds at
// most 8 elements: a fixed capacity keeps the structs literal types.
// leader: Leader
struct leader {
  std::int64_t bonus{};
  std::int64_t command_rating{};
  std::int64_t command_radius{};
  std::int64_t movement{};
  bool army_commander{};
  bool wounded{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"bonus"sv, "command_rating"sv, "command_radius"sv, "movement"sv, "army_commander"sv, "wounded"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr std::int64_t const& bonus_or_refuse(std::string_view what = "bonus"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->bonus;
  }
  constexpr std::int64_t const& command_rating_or_refuse(std::string_view what = "command_rating"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->command_rating;
  }
  constexpr std::int64_t const& command_radius_or_refuse(std::string_view what = "command_radius"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->command_radius;
  }
  constexpr std::int64_t const& movement_or_refuse(std::string_view what = "movement"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->movement;
  }
  constexpr bool const& army_commander_or_refuse(std::string_view what = "army_commander"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander;
  }
  constexpr bool const& wounded_or_refuse(std::string_view what = "wounded"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->wounded;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "bonus"sv) return f(self.bonus, std::size_t{0}), true;
    if (name == "command_rating"sv) return f(self.command_rating, std::size_t{1}), true;
    if (name == "command_radius"sv) return f(self.command_radius, std::size_t{2}), true;
    if (name == "movement"sv) return f(self.movement, std::size_t{3}), true;
    if (name == "army_commander"sv) return f(self.army_commander, std::size_t{4}), true;
    if (name == "wounded"sv) return f(self.wounded, std::size_t{5}), true;
    return false;
  }
};

// unit: Combat unit
struct unit {
  ::herald_generated::afde::unit_type type{};
  std::int64_t strength{};
  std::int64_t strength_fatigued{};
  std::int64_t quality{};
  std::int64_t quality_fatigued{};
  std::int64_t movement{};
  std::int64_t movement_fatigued{};
  bool fire_capable{};
  bool mounted{};
  ::herald_generated::afde::fatigue fatigue{};
  ::herald_generated::afde::order order{};
  bool in_command{};
  bool resting{};
  bool moved{};
  bool fired_offensive{};
  herald::engine::gen::list<::herald_generated::afde::leader, 8> leaders{};
  ::herald_generated::afde::hexside through{};
  std::int64_t hex{};
  bool cannot_retreat{};
  bool joined_by_retreat{};
  std::int64_t current_strength{};
  std::int64_t current_quality{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"type"sv, "strength"sv, "strength_fatigued"sv, "quality"sv, "quality_fatigued"sv, "movement"sv, "movement_fatigued"sv, "fire_capable"sv, "mounted"sv, "fatigue"sv, "order"sv, "in_command"sv, "resting"sv, "moved"sv, "fired_offensive"sv, "leaders"sv, "through"sv, "hex"sv, "cannot_retreat"sv, "joined_by_retreat"sv, "current_strength"sv, "current_quality"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::unit_type const& type_or_refuse(std::string_view what = "type"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->type;
  }
  constexpr std::int64_t const& strength_or_refuse(std::string_view what = "strength"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->strength;
  }
  constexpr std::int64_t const& strength_fatigued_or_refuse(std::string_view what = "strength_fatigued"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->strength_fatigued;
  }
  constexpr std::int64_t const& quality_or_refuse(std::string_view what = "quality"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->quality;
  }
  constexpr std::int64_t const& quality_fatigued_or_refuse(std::string_view what = "quality_fatigued"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->quality_fatigued;
  }
  constexpr std::int64_t const& movement_or_refuse(std::string_view what = "movement"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->movement;
  }
  constexpr std::int64_t const& movement_fatigued_or_refuse(std::string_view what = "movement_fatigued"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->movement_fatigued;
  }
  constexpr bool const& fire_capable_or_refuse(std::string_view what = "fire_capable"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fire_capable;
  }
  constexpr bool const& mounted_or_refuse(std::string_view what = "mounted"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->mounted;
  }
  constexpr ::herald_generated::afde::fatigue const& fatigue_or_refuse(std::string_view what = "fatigue"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fatigue;
  }
  constexpr ::herald_generated::afde::order const& order_or_refuse(std::string_view what = "order"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->order;
  }
  constexpr bool const& in_command_or_refuse(std::string_view what = "in_command"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->in_command;
  }
  constexpr bool const& resting_or_refuse(std::string_view what = "resting"sv) const {
    if ((herald_present >> 12 & 1u) == 0) g::rt::refuse_missing(what);
    return this->resting;
  }
  constexpr bool const& moved_or_refuse(std::string_view what = "moved"sv) const {
    if ((herald_present >> 13 & 1u) == 0) g::rt::refuse_missing(what);
    return this->moved;
  }
  constexpr bool const& fired_offensive_or_refuse(std::string_view what = "fired_offensive"sv) const {
    if ((herald_present >> 14 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fired_offensive;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::leader, 8> const& leaders_or_refuse(std::string_view what = "leaders"sv) const {
    if ((herald_present >> 15 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leaders;
  }
  constexpr ::herald_generated::afde::hexside const& through_or_refuse(std::string_view what = "through"sv) const {
    if ((herald_present >> 16 & 1u) == 0) g::rt::refuse_missing(what);
    return this->through;
  }
  constexpr std::int64_t const& hex_or_refuse(std::string_view what = "hex"sv) const {
    if ((herald_present >> 17 & 1u) == 0) g::rt::refuse_missing(what);
    return this->hex;
  }
  constexpr bool const& cannot_retreat_or_refuse(std::string_view what = "cannot_retreat"sv) const {
    if ((herald_present >> 18 & 1u) == 0) g::rt::refuse_missing(what);
    return this->cannot_retreat;
  }
  constexpr bool const& joined_by_retreat_or_refuse(std::string_view what = "joined_by_retreat"sv) const {
    if ((herald_present >> 19 & 1u) == 0) g::rt::refuse_missing(what);
    return this->joined_by_retreat;
  }
  constexpr std::int64_t const& current_strength_or_refuse(std::string_view what = "current_strength"sv) const {
    if ((herald_present >> 20 & 1u) == 0) g::rt::refuse_missing(what);
    return this->current_strength;
  }
  constexpr std::int64_t const& current_quality_or_refuse(std::string_view what = "current_quality"sv) const {
    if ((herald_present >> 21 & 1u) == 0) g::rt::refuse_missing(what);
    return this->current_quality;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "type"sv) return f(self.type, std::size_t{0}), true;
    if (name == "strength"sv) return f(self.strength, std::size_t{1}), true;
    if (name == "strength_fatigued"sv) return f(self.strength_fatigued, std::size_t{2}), true;
    if (name == "quality"sv) return f(self.quality, std::size_t{3}), true;
    if (name == "quality_fatigued"sv) return f(self.quality_fatigued, std::size_t{4}), true;
    if (name == "movement"sv) return f(self.movement, std::size_t{5}), true;
    if (name == "movement_fatigued"sv) return f(self.movement_fatigued, std::size_t{6}), true;
    if (name == "fire_capable"sv) return f(self.fire_capable, std::size_t{7}), true;
    if (name == "mounted"sv) return f(self.mounted, std::size_t{8}), true;
    if (name == "fatigue"sv) return f(self.fatigue, std::size_t{9}), true;
    if (name == "order"sv) return f(self.order, std::size_t{10}), true;
    if (name == "in_command"sv) return f(self.in_command, std::size_t{11}), true;
    if (name == "resting"sv) return f(self.resting, std::size_t{12}), true;
    if (name == "moved"sv) return f(self.moved, std::size_t{13}), true;
    if (name == "fired_offensive"sv) return f(self.fired_offensive, std::size_t{14}), true;
    if (name == "leaders"sv) return f(self.leaders, std::size_t{15}), true;
    if (name == "through"sv) return f(self.through, std::size_t{16}), true;
    if (name == "hex"sv) return f(self.hex, std::size_t{17}), true;
    if (name == "cannot_retreat"sv) return f(self.cannot_retreat, std::size_t{18}), true;
    if (name == "joined_by_retreat"sv) return f(self.joined_by_retreat, std::size_t{19}), true;
    if (name == "current_strength"sv) return f(self.current_strength, std::size_t{20}), true;
    if (name == "current_quality"sv) return f(self.current_quality, std::size_t{21}), true;
    return false;
  }
};

// terrain_choice: A terrain the m? ?l? ?e may be fought in
struct terrain_choice {
  ::herald_generated::afde::terrain terrain{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"terrain"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "terrain"sv) return f(self.terrain, std::size_t{0}), true;
    return false;
  }
};

// fire_order: A unit's fire inside a m? ?l? ?e
struct fire_order {
  std::int64_t firer{};
  std::int64_t target{};
  ::herald_generated::afde::terrain terrain{};
  bool fire_from_inside{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"firer"sv, "target"sv, "terrain"sv, "fire_from_inside"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr std::int64_t const& firer_or_refuse(std::string_view what = "firer"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->firer;
  }
  constexpr std::int64_t const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr ::herald_generated::afde::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }
  constexpr bool const& fire_from_inside_or_refuse(std::string_view what = "fire_from_inside"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fire_from_inside;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "firer"sv) return f(self.firer, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "terrain"sv) return f(self.terrain, std::size_t{2}), true;
    if (name == "fire_from_inside"sv) return f(self.fire_from_inside, std::size_t{3}), true;
    return false;
  }
};

// pursuit: Target of an ? ?lan or a dispersion
struct pursuit {
  bool again{};
  herald::engine::gen::list<::herald_generated::afde::unit, 8> defenders{};
  herald::engine::gen::list<::herald_generated::afde::leader, 8> defender_leaders{};
  ::herald_generated::afde::terrain terrain{};
  ::herald_generated::afde::charge_kind charge{};
  bool rear_attack{};
  bool counter_charge_attempt{};
  std::int64_t counter_charge_target{};
  ::herald_generated::afde::result after{};
  herald::engine::gen::list<::herald_generated::afde::terrain_choice, 8> terrain_choices{};
  herald::engine::gen::list<::herald_generated::afde::fire_order, 8> defensive_fire{};
  herald::engine::gen::list<::herald_generated::afde::fire_order, 8> offensive_fire{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"again"sv, "defenders"sv, "defender_leaders"sv, "terrain"sv, "charge"sv, "rear_attack"sv, "counter_charge_attempt"sv, "counter_charge_target"sv, "after"sv, "terrain_choices"sv, "defensive_fire"sv, "offensive_fire"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr bool const& again_or_refuse(std::string_view what = "again"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->again;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& defenders_or_refuse(std::string_view what = "defenders"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defenders;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::leader, 8> const& defender_leaders_or_refuse(std::string_view what = "defender_leaders"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_leaders;
  }
  constexpr ::herald_generated::afde::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }
  constexpr ::herald_generated::afde::charge_kind const& charge_or_refuse(std::string_view what = "charge"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charge;
  }
  constexpr bool const& rear_attack_or_refuse(std::string_view what = "rear_attack"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->rear_attack;
  }
  constexpr bool const& counter_charge_attempt_or_refuse(std::string_view what = "counter_charge_attempt"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->counter_charge_attempt;
  }
  constexpr std::int64_t const& counter_charge_target_or_refuse(std::string_view what = "counter_charge_target"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->counter_charge_target;
  }
  constexpr ::herald_generated::afde::result const& after_or_refuse(std::string_view what = "after"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->after;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::terrain_choice, 8> const& terrain_choices_or_refuse(std::string_view what = "terrain_choices"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain_choices;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::fire_order, 8> const& defensive_fire_or_refuse(std::string_view what = "defensive_fire"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defensive_fire;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::fire_order, 8> const& offensive_fire_or_refuse(std::string_view what = "offensive_fire"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->offensive_fire;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "again"sv) return f(self.again, std::size_t{0}), true;
    if (name == "defenders"sv) return f(self.defenders, std::size_t{1}), true;
    if (name == "defender_leaders"sv) return f(self.defender_leaders, std::size_t{2}), true;
    if (name == "terrain"sv) return f(self.terrain, std::size_t{3}), true;
    if (name == "charge"sv) return f(self.charge, std::size_t{4}), true;
    if (name == "rear_attack"sv) return f(self.rear_attack, std::size_t{5}), true;
    if (name == "counter_charge_attempt"sv) return f(self.counter_charge_attempt, std::size_t{6}), true;
    if (name == "counter_charge_target"sv) return f(self.counter_charge_target, std::size_t{7}), true;
    if (name == "after"sv) return f(self.after, std::size_t{8}), true;
    if (name == "terrain_choices"sv) return f(self.terrain_choices, std::size_t{9}), true;
    if (name == "defensive_fire"sv) return f(self.defensive_fire, std::size_t{10}), true;
    if (name == "offensive_fire"sv) return f(self.offensive_fire, std::size_t{11}), true;
    return false;
  }
};

// charge: Charge, ? ?lan and dispersion
struct charge {
  herald::engine::gen::list<::herald_generated::afde::unit, 8> attackers{};
  herald::engine::gen::list<::herald_generated::afde::unit, 8> defenders{};
  herald::engine::gen::list<::herald_generated::afde::leader, 8> attacker_leaders{};
  herald::engine::gen::list<::herald_generated::afde::leader, 8> defender_leaders{};
  ::herald_generated::afde::charge_kind charge{};
  bool rear_attack{};
  ::herald_generated::afde::terrain terrain{};
  bool counter_charge_attempt{};
  std::int64_t counter_charge_target{};
  herald::engine::gen::list<::herald_generated::afde::terrain_choice, 8> terrain_choices{};
  herald::engine::gen::list<::herald_generated::afde::fire_order, 8> defensive_fire{};
  herald::engine::gen::list<::herald_generated::afde::fire_order, 8> offensive_fire{};
  herald::engine::gen::list<::herald_generated::afde::pursuit, 8> elan{};
  herald::engine::gen::list<::herald_generated::afde::pursuit, 8> dispersion{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"attackers"sv, "defenders"sv, "attacker_leaders"sv, "defender_leaders"sv, "charge"sv, "rear_attack"sv, "terrain"sv, "counter_charge_attempt"sv, "counter_charge_target"sv, "terrain_choices"sv, "defensive_fire"sv, "offensive_fire"sv, "elan"sv, "dispersion"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& attackers_or_refuse(std::string_view what = "attackers"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attackers;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& defenders_or_refuse(std::string_view what = "defenders"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defenders;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::leader, 8> const& attacker_leaders_or_refuse(std::string_view what = "attacker_leaders"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_leaders;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::leader, 8> const& defender_leaders_or_refuse(std::string_view what = "defender_leaders"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_leaders;
  }
  constexpr ::herald_generated::afde::charge_kind const& charge_or_refuse(std::string_view what = "charge"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charge;
  }
  constexpr bool const& rear_attack_or_refuse(std::string_view what = "rear_attack"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->rear_attack;
  }
  constexpr ::herald_generated::afde::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }
  constexpr bool const& counter_charge_attempt_or_refuse(std::string_view what = "counter_charge_attempt"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->counter_charge_attempt;
  }
  constexpr std::int64_t const& counter_charge_target_or_refuse(std::string_view what = "counter_charge_target"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->counter_charge_target;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::terrain_choice, 8> const& terrain_choices_or_refuse(std::string_view what = "terrain_choices"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain_choices;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::fire_order, 8> const& defensive_fire_or_refuse(std::string_view what = "defensive_fire"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defensive_fire;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::fire_order, 8> const& offensive_fire_or_refuse(std::string_view what = "offensive_fire"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->offensive_fire;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::pursuit, 8> const& elan_or_refuse(std::string_view what = "elan"sv) const {
    if ((herald_present >> 12 & 1u) == 0) g::rt::refuse_missing(what);
    return this->elan;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::pursuit, 8> const& dispersion_or_refuse(std::string_view what = "dispersion"sv) const {
    if ((herald_present >> 13 & 1u) == 0) g::rt::refuse_missing(what);
    return this->dispersion;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "attackers"sv) return f(self.attackers, std::size_t{0}), true;
    if (name == "defenders"sv) return f(self.defenders, std::size_t{1}), true;
    if (name == "attacker_leaders"sv) return f(self.attacker_leaders, std::size_t{2}), true;
    if (name == "defender_leaders"sv) return f(self.defender_leaders, std::size_t{3}), true;
    if (name == "charge"sv) return f(self.charge, std::size_t{4}), true;
    if (name == "rear_attack"sv) return f(self.rear_attack, std::size_t{5}), true;
    if (name == "terrain"sv) return f(self.terrain, std::size_t{6}), true;
    if (name == "counter_charge_attempt"sv) return f(self.counter_charge_attempt, std::size_t{7}), true;
    if (name == "counter_charge_target"sv) return f(self.counter_charge_target, std::size_t{8}), true;
    if (name == "terrain_choices"sv) return f(self.terrain_choices, std::size_t{9}), true;
    if (name == "defensive_fire"sv) return f(self.defensive_fire, std::size_t{10}), true;
    if (name == "offensive_fire"sv) return f(self.offensive_fire, std::size_t{11}), true;
    if (name == "elan"sv) return f(self.elan, std::size_t{12}), true;
    if (name == "dispersion"sv) return f(self.dispersion, std::size_t{13}), true;
    return false;
  }
};

// counter_charge: Counter charge
struct counter_charge {
  ::herald_generated::afde::unit unit{};
  bool charged_through_front{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "charged_through_front"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr bool const& charged_through_front_or_refuse(std::string_view what = "charged_through_front"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charged_through_front;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "charged_through_front"sv) return f(self.charged_through_front, std::size_t{1}), true;
    return false;
  }
};

// fire: Fire
struct fire {
  herald::engine::gen::list<::herald_generated::afde::unit, 8> firers{};
  ::herald_generated::afde::unit target{};
  std::int64_t range{};
  ::herald_generated::afde::fire_phase phase{};
  ::herald_generated::afde::terrain terrain{};
  bool fire_from_inside{};
  herald::engine::gen::list<::herald_generated::afde::unit, 8> stacked{};
  ::herald_generated::afde::unit_type firer_type{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"firers"sv, "target"sv, "range"sv, "phase"sv, "terrain"sv, "fire_from_inside"sv, "stacked"sv, "firer_type"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& firers_or_refuse(std::string_view what = "firers"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->firers;
  }
  constexpr ::herald_generated::afde::unit const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr std::int64_t const& range_or_refuse(std::string_view what = "range"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->range;
  }
  constexpr ::herald_generated::afde::fire_phase const& phase_or_refuse(std::string_view what = "phase"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->phase;
  }
  constexpr ::herald_generated::afde::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }
  constexpr bool const& fire_from_inside_or_refuse(std::string_view what = "fire_from_inside"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fire_from_inside;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& stacked_or_refuse(std::string_view what = "stacked"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->stacked;
  }
  constexpr ::herald_generated::afde::unit_type const& firer_type_or_refuse(std::string_view what = "firer_type"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->firer_type;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "firers"sv) return f(self.firers, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "range"sv) return f(self.range, std::size_t{2}), true;
    if (name == "phase"sv) return f(self.phase, std::size_t{3}), true;
    if (name == "terrain"sv) return f(self.terrain, std::size_t{4}), true;
    if (name == "fire_from_inside"sv) return f(self.fire_from_inside, std::size_t{5}), true;
    if (name == "stacked"sv) return f(self.stacked, std::size_t{6}), true;
    if (name == "firer_type"sv) return f(self.firer_type, std::size_t{7}), true;
    return false;
  }
};

// initiative_player: Player rolling for initiative
struct initiative_player {
  std::int64_t army_commander_bonus{};
  bool attacker{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"army_commander_bonus"sv, "attacker"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr std::int64_t const& army_commander_bonus_or_refuse(std::string_view what = "army_commander_bonus"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander_bonus;
  }
  constexpr bool const& attacker_or_refuse(std::string_view what = "attacker"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "army_commander_bonus"sv) return f(self.army_commander_bonus, std::size_t{0}), true;
    if (name == "attacker"sv) return f(self.attacker, std::size_t{1}), true;
    return false;
  }
};

// initiative: Initiative
struct initiative {
  ::herald_generated::afde::initiative_player roller{};
  ::herald_generated::afde::initiative_player opponent{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"roller"sv, "opponent"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::initiative_player const& roller_or_refuse(std::string_view what = "roller"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->roller;
  }
  constexpr ::herald_generated::afde::initiative_player const& opponent_or_refuse(std::string_view what = "opponent"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->opponent;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "roller"sv) return f(self.roller, std::size_t{0}), true;
    if (name == "opponent"sv) return f(self.opponent, std::size_t{1}), true;
    return false;
  }
};

// leader_casualty: Leader casualty check
struct leader_casualty {
  ::herald_generated::afde::leader leader{};
  bool melee_attacker{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"leader"sv, "melee_attacker"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::leader const& leader_or_refuse(std::string_view what = "leader"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->leader;
  }
  constexpr bool const& melee_attacker_or_refuse(std::string_view what = "melee_attacker"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->melee_attacker;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "leader"sv) return f(self.leader, std::size_t{0}), true;
    if (name == "melee_attacker"sv) return f(self.melee_attacker, std::size_t{1}), true;
    return false;
  }
};

// melee: M? ?l? ?e
struct melee {
  herald::engine::gen::list<::herald_generated::afde::unit, 8> attackers{};
  herald::engine::gen::list<::herald_generated::afde::unit, 8> defenders{};
  herald::engine::gen::list<::herald_generated::afde::leader, 8> attacker_leaders{};
  herald::engine::gen::list<::herald_generated::afde::leader, 8> defender_leaders{};
  ::herald_generated::afde::charge_kind charge{};
  bool counter_charge{};
  std::int64_t counter_charge_target{};
  bool rear_attack{};
  ::herald_generated::afde::terrain terrain{};
  herald::engine::gen::list<::herald_generated::afde::fire_order, 8> defensive_fire{};
  herald::engine::gen::list<::herald_generated::afde::fire_order, 8> offensive_fire{};
  herald::engine::gen::list<::herald_generated::afde::terrain_choice, 8> terrain_choices{};
  ::herald_generated::afde::charge_kind charge_counted{};
  herald::engine::gen::ratio odds{};
  ::herald_generated::afde::unit_type attacker_type{};
  ::herald_generated::afde::unit_type defender_type{};
  std::int64_t attacker_quality{};
  std::int64_t defender_quality{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"attackers"sv, "defenders"sv, "attacker_leaders"sv, "defender_leaders"sv, "charge"sv, "counter_charge"sv, "counter_charge_target"sv, "rear_attack"sv, "terrain"sv, "defensive_fire"sv, "offensive_fire"sv, "terrain_choices"sv, "charge_counted"sv, "odds"sv, "attacker_type"sv, "defender_type"sv, "attacker_quality"sv, "defender_quality"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& attackers_or_refuse(std::string_view what = "attackers"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attackers;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& defenders_or_refuse(std::string_view what = "defenders"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defenders;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::leader, 8> const& attacker_leaders_or_refuse(std::string_view what = "attacker_leaders"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_leaders;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::leader, 8> const& defender_leaders_or_refuse(std::string_view what = "defender_leaders"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_leaders;
  }
  constexpr ::herald_generated::afde::charge_kind const& charge_or_refuse(std::string_view what = "charge"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charge;
  }
  constexpr bool const& counter_charge_or_refuse(std::string_view what = "counter_charge"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->counter_charge;
  }
  constexpr std::int64_t const& counter_charge_target_or_refuse(std::string_view what = "counter_charge_target"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->counter_charge_target;
  }
  constexpr bool const& rear_attack_or_refuse(std::string_view what = "rear_attack"sv) const {
    if ((herald_present >> 7 & 1u) == 0) g::rt::refuse_missing(what);
    return this->rear_attack;
  }
  constexpr ::herald_generated::afde::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 8 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::fire_order, 8> const& defensive_fire_or_refuse(std::string_view what = "defensive_fire"sv) const {
    if ((herald_present >> 9 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defensive_fire;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::fire_order, 8> const& offensive_fire_or_refuse(std::string_view what = "offensive_fire"sv) const {
    if ((herald_present >> 10 & 1u) == 0) g::rt::refuse_missing(what);
    return this->offensive_fire;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::terrain_choice, 8> const& terrain_choices_or_refuse(std::string_view what = "terrain_choices"sv) const {
    if ((herald_present >> 11 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain_choices;
  }
  constexpr ::herald_generated::afde::charge_kind const& charge_counted_or_refuse(std::string_view what = "charge_counted"sv) const {
    if ((herald_present >> 12 & 1u) == 0) g::rt::refuse_missing(what);
    return this->charge_counted;
  }
  constexpr herald::engine::gen::ratio const& odds_or_refuse(std::string_view what = "odds"sv) const {
    if ((herald_present >> 13 & 1u) == 0) g::rt::refuse_missing(what);
    return this->odds;
  }
  constexpr ::herald_generated::afde::unit_type const& attacker_type_or_refuse(std::string_view what = "attacker_type"sv) const {
    if ((herald_present >> 14 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_type;
  }
  constexpr ::herald_generated::afde::unit_type const& defender_type_or_refuse(std::string_view what = "defender_type"sv) const {
    if ((herald_present >> 15 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_type;
  }
  constexpr std::int64_t const& attacker_quality_or_refuse(std::string_view what = "attacker_quality"sv) const {
    if ((herald_present >> 16 & 1u) == 0) g::rt::refuse_missing(what);
    return this->attacker_quality;
  }
  constexpr std::int64_t const& defender_quality_or_refuse(std::string_view what = "defender_quality"sv) const {
    if ((herald_present >> 17 & 1u) == 0) g::rt::refuse_missing(what);
    return this->defender_quality;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "attackers"sv) return f(self.attackers, std::size_t{0}), true;
    if (name == "defenders"sv) return f(self.defenders, std::size_t{1}), true;
    if (name == "attacker_leaders"sv) return f(self.attacker_leaders, std::size_t{2}), true;
    if (name == "defender_leaders"sv) return f(self.defender_leaders, std::size_t{3}), true;
    if (name == "charge"sv) return f(self.charge, std::size_t{4}), true;
    if (name == "counter_charge"sv) return f(self.counter_charge, std::size_t{5}), true;
    if (name == "counter_charge_target"sv) return f(self.counter_charge_target, std::size_t{6}), true;
    if (name == "rear_attack"sv) return f(self.rear_attack, std::size_t{7}), true;
    if (name == "terrain"sv) return f(self.terrain, std::size_t{8}), true;
    if (name == "defensive_fire"sv) return f(self.defensive_fire, std::size_t{9}), true;
    if (name == "offensive_fire"sv) return f(self.offensive_fire, std::size_t{10}), true;
    if (name == "terrain_choices"sv) return f(self.terrain_choices, std::size_t{11}), true;
    if (name == "charge_counted"sv) return f(self.charge_counted, std::size_t{12}), true;
    if (name == "odds"sv) return f(self.odds, std::size_t{13}), true;
    if (name == "attacker_type"sv) return f(self.attacker_type, std::size_t{14}), true;
    if (name == "defender_type"sv) return f(self.defender_type, std::size_t{15}), true;
    if (name == "attacker_quality"sv) return f(self.attacker_quality, std::size_t{16}), true;
    if (name == "defender_quality"sv) return f(self.defender_quality, std::size_t{17}), true;
    return false;
  }
};

// pass_through: Unit passed through by a routing unit
struct pass_through {
  ::herald_generated::afde::unit unit{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
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

// rally: Rally
struct rally {
  ::herald_generated::afde::unit unit{};
  herald::engine::gen::list<::herald_generated::afde::unit, 8> stacked{};
  bool adjacent_enemy{};
  bool banner_leader_near{};
  std::int64_t banner_leader_bonus{};
  bool army_commander_near{};
  std::int64_t army_commander_bonus{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, "stacked"sv, "adjacent_enemy"sv, "banner_leader_near"sv, "banner_leader_bonus"sv, "army_commander_near"sv, "army_commander_bonus"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::afde::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }
  constexpr herald::engine::gen::list<::herald_generated::afde::unit, 8> const& stacked_or_refuse(std::string_view what = "stacked"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->stacked;
  }
  constexpr bool const& adjacent_enemy_or_refuse(std::string_view what = "adjacent_enemy"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->adjacent_enemy;
  }
  constexpr bool const& banner_leader_near_or_refuse(std::string_view what = "banner_leader_near"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->banner_leader_near;
  }
  constexpr std::int64_t const& banner_leader_bonus_or_refuse(std::string_view what = "banner_leader_bonus"sv) const {
    if ((herald_present >> 4 & 1u) == 0) g::rt::refuse_missing(what);
    return this->banner_leader_bonus;
  }
  constexpr bool const& army_commander_near_or_refuse(std::string_view what = "army_commander_near"sv) const {
    if ((herald_present >> 5 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander_near;
  }
  constexpr std::int64_t const& army_commander_bonus_or_refuse(std::string_view what = "army_commander_bonus"sv) const {
    if ((herald_present >> 6 & 1u) == 0) g::rt::refuse_missing(what);
    return this->army_commander_bonus;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    if (name == "stacked"sv) return f(self.stacked, std::size_t{1}), true;
    if (name == "adjacent_enemy"sv) return f(self.adjacent_enemy, std::size_t{2}), true;
    if (name == "banner_leader_near"sv) return f(self.banner_leader_near, std::size_t{3}), true;
    if (name == "banner_leader_bonus"sv) return f(self.banner_leader_bonus, std::size_t{4}), true;
    if (name == "army_commander_near"sv) return f(self.army_commander_near, std::size_t{5}), true;
    if (name == "army_commander_bonus"sv) return f(self.army_commander_bonus, std::size_t{6}), true;
    return false;
  }
};

}  // namespace herald_generated::afde
