// Generated from order-of-arms-1.0.herald by `herald build`: do not edit.
// Ruleset order_of_arms_1_0: its tables as constexpr data and its modifier lists, tests,
// pools and sequences compiled to constexpr C++. What the engine runs on it, and
// engine_tables(), is in order_of_arms_1_0_engine.hpp: a file that reads the tables includes this one only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_layout.hpp"
#include "order_of_arms_system.hpp"

namespace herald_generated::order_of_arms_1_0 {

namespace g = herald::engine::gen;
// Texts as "..."sv: a constexpr array of them is evaluated without counting each text's characters.
using std::string_view_literals::operator""sv;
namespace sys = herald_generated::order_of_arms;

// The rules of the procedures as this edition states them, with the line of its book.
inline constexpr g::span<g::rule> rules = {};

// Dice, symbols and enums as the flattened ruleset has them.
inline constexpr g::die dice_data[] = {
    {"d6"sv, 1, 6, {"Why Roll-a-6"sv, 836, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::span<g::die> dice = {dice_data, 1};

inline constexpr g::symbol symbols_data[] = {
    {"X"sv, {"Cannot Fire"sv, ""sv}, true, 7, {"B12.2.1"sv, 1463, 0, "order-of-arms-1.0-en.txt"sv}},
    {"automatic"sv, {"automatic"sv, ""sv}, false, 0, {"B11.4"sv, 1048, 0, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, {"the Line of Sight is blocked"sv, ""sv}, false, 0, {"18.2.1"sv, 2294, 2296, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, {"-"sv, ""sv}, true, 0, {"C19.0"sv, 2367, 0, "order-of-arms-1.0-en.txt"sv}},
    {"die_roll"sv, {"die roll required"sv, ""sv}, false, 0, {"B11.4"sv, 1048, 0, "order-of-arms-1.0-en.txt"sv}},
    {"full"sv, {"full printed strength"sv, ""sv}, false, 0, {"B11.7.2"sv, 1164, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, {"half strength (fractions rounded down but never below 1)"sv, ""sv}, false, 0, {"B11.7.2"sv, 1158, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half_again"sv, {"+ half again (fractions rounded down)"sv, ""sv}, false, 0, {"B11.7.1"sv, 1129, 0, "order-of-arms-1.0-en.txt"sv}},
    {"less_lances"sv, {"printed strength reduced by one (1) for each Broken Lances marker (but not to less than 1)"sv, ""sv}, false, 0, {"B11.7.2"sv, 1156, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, {"may"sv, ""sv}, false, 0, {"18.2.1"sv, 2285, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may_not"sv, {"may NOT"sv, ""sv}, false, 0, {"18.2.1"sv, 2292, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, {"n/a"sv, ""sv}, false, 0, {"A2.2.2"sv, 460, 0, "order-of-arms-1.0-en.txt"sv}},
    {"not_mobile"sv, {"Not Mobile"sv, ""sv}, false, 0, {"A2.2.2"sv, 464, 0, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, {"deflects nothing"sv, ""sv}, true, 0, {"C20.1"sv, 2390, 0, "order-of-arms-1.0-en.txt"sv}},
    {"reduced_by_one"sv, {"reduced by one (potentially to zero)"sv, ""sv}, false, 0, {"B14.2.1"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
    {"scenario"sv, {"per scenario"sv, ""sv}, false, 0, {"A2.6"sv, 488, 0, "order-of-arms-1.0-en.txt"sv}},
    {"unable"sv, {"unable to change its starting setup unless allowed by scenario rules"sv, ""sv}, false, 0, {"B13.7"sv, 1602, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::span<g::symbol> symbols = {symbols_data, 17};

// Each cell type as a struct of typed members, read from a cell by TYPE_of(cell): a
// number slot's value and whether the cell prints it (has_NAME), each symbol whether
// the cell prints it. `cells::fire_threshold_of(*tables::fire_table_at(sys::unit_type::Ar, 1)).discourage` is 5.
namespace cells {
struct allowance {
  std::int64_t value = 0;
  bool has_value = false;
  bool n_a = false;
  bool not_mobile = false;
  bool blank = false;
};
constexpr allowance allowance_of(g::cell const& c) {
  allowance out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "n_a"sv) out.n_a = true;
    if (!s.number && s.symbol == "not_mobile"sv) out.not_mobile = true;
  }
  return out;
}
struct areas {
  std::int64_t value = 0;
  bool has_value = false;
  bool blank = false;
};
constexpr areas areas_of(g::cell const& c) {
  areas out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
  }
  return out;
}
struct defence_strength {
  std::int64_t percent = 0;
  bool has_percent = false;
  bool full = false;
  bool half = false;
  bool half_again = false;
  bool less_lances = false;
  bool blank = false;
};
constexpr defence_strength defence_strength_of(g::cell const& c) {
  defence_strength out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == "percent"sv) {
      out.percent = s.value;
      out.has_percent = true;
    }
    if (!s.number && s.symbol == "full"sv) out.full = true;
    if (!s.number && s.symbol == "half"sv) out.half = true;
    if (!s.number && s.symbol == "half_again"sv) out.half_again = true;
    if (!s.number && s.symbol == "less_lances"sv) out.less_lances = true;
  }
  return out;
}
struct elevation_rule {
  bool may = false;
  bool may_not = false;
  bool blocked = false;
  bool blank = false;
};
constexpr elevation_rule elevation_rule_of(g::cell const& c) {
  elevation_rule out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (!s.number && s.symbol == "may"sv) out.may = true;
    if (!s.number && s.symbol == "may_not"sv) out.may_not = true;
    if (!s.number && s.symbol == "blocked"sv) out.blocked = true;
  }
  return out;
}
struct hits {
  std::int64_t value = 0;
  bool has_value = false;
  bool nothing = false;
  bool blank = false;
};
constexpr hits hits_of(g::cell const& c) {
  hits out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "nothing"sv) out.nothing = true;
  }
  return out;
}
struct modifier {
  std::int64_t value = 0;
  bool has_value = false;
  bool blank = false;
};
constexpr modifier modifier_of(g::cell const& c) {
  modifier out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
  }
  return out;
}
struct momentum {
  std::int64_t value = 0;
  bool has_value = false;
  bool blank = false;
};
constexpr momentum momentum_of(g::cell const& c) {
  momentum out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
  }
  return out;
}
struct mp_cost {
  std::int64_t value = 0;
  bool has_value = false;
  bool unable = false;
  bool blank = false;
};
constexpr mp_cost mp_cost_of(g::cell const& c) {
  mp_cost out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "unable"sv) out.unable = true;
  }
  return out;
}
struct option {
  bool full = false;
  bool half = false;
  bool reduced_by_one = false;
  bool may = false;
  bool n_a = false;
  bool blank = false;
};
constexpr option option_of(g::cell const& c) {
  option out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (!s.number && s.symbol == "full"sv) out.full = true;
    if (!s.number && s.symbol == "half"sv) out.half = true;
    if (!s.number && s.symbol == "reduced_by_one"sv) out.reduced_by_one = true;
    if (!s.number && s.symbol == "may"sv) out.may = true;
    if (!s.number && s.symbol == "n_a"sv) out.n_a = true;
  }
  return out;
}
struct range_areas {
  std::int64_t value = 0;
  bool has_value = false;
  bool blank = false;
};
constexpr range_areas range_areas_of(g::cell const& c) {
  range_areas out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
  }
  return out;
}
struct requirement {
  bool automatic = false;
  bool die_roll = false;
  std::int64_t value = 0;
  bool has_value = false;
  bool n_a = false;
  bool blank = false;
};
constexpr requirement requirement_of(g::cell const& c) {
  requirement out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (!s.number && s.symbol == "automatic"sv) out.automatic = true;
    if (!s.number && s.symbol == "die_roll"sv) out.die_roll = true;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "n_a"sv) out.n_a = true;
  }
  return out;
}
struct weather_roll {
  std::int64_t value = 0;
  bool has_value = false;
  bool X = false;
  bool blank = false;
};
constexpr weather_roll weather_roll_of(g::cell const& c) {
  weather_roll out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "X"sv) out.X = true;
  }
  return out;
}
struct wva {
  std::int64_t value = 0;
  bool has_value = false;
  bool dash = false;
  bool blank = false;
};
constexpr wva wva_of(g::cell const& c) {
  wva out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "dash"sv) out.dash = true;
  }
  return out;
}
}  // namespace cells

namespace enum_values {
inline constexpr g::enum_value activation_status[] = {
    {"not_yet_activated"sv, {"not-yet-activated"sv, ""sv}},
    {"activated"sv, {"ACTIVATED"sv, ""sv}},
};
inline constexpr g::enum_value armor_class[] = {
    {"A"sv, {"Armored/Heavy"sv, ""sv}},
    {"B"sv, {"Brigandine/Medium"sv, ""sv}},
    {"C"sv, {"Cloth/Light"sv, ""sv}},
    {"None"sv, {"none"sv, ""sv}},
};
inline constexpr g::enum_value artillery_class[] = {
    {"mechanical_heavy"sv, {"Mechanical Artillery, Heavy"sv, ""sv}},
    {"mechanical_medium"sv, {"Mechanical Artillery, Medium"sv, ""sv}},
    {"mechanical_light"sv, {"Mechanical Artillery, Light"sv, ""sv}},
    {"gunpowder_heavy"sv, {"Gunpowder Artillery, Heavy"sv, ""sv}},
    {"gunpowder_medium"sv, {"Gunpowder Artillery, Medium"sv, ""sv}},
    {"gunpowder_light"sv, {"Gunpowder Artillery, Light"sv, ""sv}},
    {"rocket"sv, {"Propelled, Rocket"sv, ""sv}},
    {"hand_cannon"sv, {"Handgunners, Hand Cannon"sv, ""sv}},
    {"matchlock"sv, {"Handgunners, Matchlock"sv, ""sv}},
};
inline constexpr g::enum_value artillery_column[] = {
    {"max_range"sv, {"Max Rng"sv, ""sv}},
    {"S"sv, {"S Stone (Fortified)"sv, ""sv}},
    {"E"sv, {"E Earthwks (Fortified)"sv, ""sv}},
    {"W"sv, {"W Wooden (Fortified)"sv, ""sv}},
    {"N"sv, {"N Non Fort"sv, ""sv}},
    {"troops"sv, {"Troops"sv, ""sv}},
};
inline constexpr g::enum_value artillery_operation[] = {
    {"setup"sv, {"set-up"sv, ""sv}},
    {"breakdown"sv, {"break down"sv, ""sv}},
    {"setup_with_leader"sv, {"set-up, with an artillery leader present"sv, ""sv}},
    {"breakdown_with_leader"sv, {"breakdown, with an artillery leader present"sv, ""sv}},
};
inline constexpr g::enum_value artillery_size[] = {
    {"heavy"sv, {"H-heavy"sv, ""sv}},
    {"medium"sv, {"M-medium"sv, ""sv}},
    {"light"sv, {"L-light"sv, ""sv}},
};
inline constexpr g::enum_value charge_defender[] = {
    {"mma"sv, {"Mounted Men-at-Arms"sv, ""sv}},
    {"non_mma_mounted"sv, {"Non MMA mounted units (MM, MK, MX)"sv, ""sv}},
    {"foot"sv, {"Foot units (FMA, FP, FH, FS, FB, FBL, FXB, FXA)"sv, ""sv}},
    {"foot_schiltron"sv, {"Foot units in Schiltrons"sv, ""sv}},
    {"foot_phalanx"sv, {"Foot units in Phalanx"sv, ""sv}},
    {"archery_stakes"sv, {"Foot Archery or Crossbow units (FB, FBL, FXB, FXA) with defensive stakes"sv, ""sv}},
    {"pavise"sv, {"Foot Crossbow units (FXP) with Pavise"sv, ""sv}},
    {"leader_artillery_noncombat"sv, {"Leader, Artillery & Non-Combat Units"sv, ""sv}},
};
inline constexpr g::enum_value combat_type[] = {
    {"charge"sv, {"Charge"sv, ""sv}},
    {"cqc"sv, {"Close Quarters Combat"sv, ""sv}},
    {"ranged"sv, {"Ranged"sv, ""sv}},
};
inline constexpr g::enum_value combatant[] = {
    {"mounted"sv, {"MOUNTED"sv, ""sv}},
    {"foot"sv, {"FOOT"sv, ""sv}},
};
inline constexpr g::enum_value control[] = {
    {"in_control"sv, {"in control"sv, ""sv}},
    {"not_in_control"sv, {"Not in Control"sv, ""sv}},
};
inline constexpr g::enum_value deflection_weapon[] = {
    {"normal"sv, {"any weapon without an exception"sv, ""sv}},
    {"club_implement"sv, {"Club Implement"sv, ""sv}},
    {"couched_lance"sv, {"Couched Lance"sv, ""sv}},
    {"arbalest"sv, {"Arbalest"sv, ""sv}},
    {"hand_gun_a"sv, {"\"A\" penetration rating"sv, ""sv}},
    {"hand_gun_b"sv, {"\"B\" penetration rating"sv, ""sv}},
    {"artillery"sv, {"Artillery"sv, ""sv}},
};
inline constexpr g::enum_value distance_column[] = {
    {"momentum"sv, {"Charge Momentum"sv, ""sv}},
};
inline constexpr g::enum_value effect[] = {
    {"movement"sv, {"movement rate"sv, ""sv}},
    {"rout_check"sv, {"required rout check"sv, ""sv}},
    {"retreat"sv, {"retreat die rolls"sv, ""sv}},
};
inline constexpr g::enum_value effect_column[] = {
    {"modifier"sv, {"modifier"sv, ""sv}},
};
inline constexpr g::enum_value elevation_case[] = {
    {"clause_a"sv, {"a)"sv, ""sv}},
    {"clause_b"sv, {"b)"sv, ""sv}},
    {"clause_c"sv, {"c)"sv, ""sv}},
    {"clause_d"sv, {"d)"sv, ""sv}},
    {"clause_e"sv, {"e)"sv, ""sv}},
    {"clause_f"sv, {"f)"sv, ""sv}},
    {"clause_g"sv, {"g)"sv, ""sv}},
    {"clause_h"sv, {"h)"sv, ""sv}},
    {"clause_i"sv, {"i)"sv, ""sv}},
};
inline constexpr g::enum_value elevation_column[] = {
    {"permitted"sv, {"may or may NOT fire"sv, ""sv}},
    {"higher"sv, {"target at most this many elevations higher"sv, ""sv}},
    {"lower"sv, {"target at most this many elevations lower"sv, ""sv}},
};
inline constexpr g::enum_value elevation_firer[] = {
    {"ranged"sv, {"Ranged combat units"sv, ""sv}},
    {"artillery"sv, {"Mechanical and Gunpowder Artillery"sv, ""sv}},
    {"trebuchet"sv, {"Trebuchets"sv, ""sv}},
};
inline constexpr g::enum_value fire_option[] = {
    {"stand"sv, {"Stand"sv, ""sv}},
    {"retreat"sv, {"Retreat"sv, ""sv}},
};
inline constexpr g::enum_value met_charge_result[] = {
    {"not_met"sv, {"the charge was not met (or continues \"as if it was not met\")"sv, ""sv}},
    {"stopped"sv, {"the MMA meeting the charge inflicts losses: the charge is stopped"sv, ""sv}},
    {"no_losses"sv, {"no losses inflicted on either side"sv, ""sv}},
    {"losses_to_meeting_mma"sv, {"the charging MMA inflicts losses on the MMA that met the charge, but suffers none"sv, ""sv}},
    {"meeting_mma_eliminated"sv, {"the charging MMA eliminates the MMA meeting the charge"sv, ""sv}},
};
inline constexpr g::enum_value movement_class[] = {
    {"leader"sv, {"Leader Unit"sv, ""sv}},
    {"mounted_heavy"sv, {"Mounted Unit Heavy (MMA)"sv, ""sv}},
    {"mounted_light"sv, {"Mounted Unit Light (non MMA)"sv, ""sv}},
    {"foot"sv, {"Foot Unit"sv, ""sv}},
    {"foot_armor_a"sv, {"Foot Unit (with armor \"A\")"sv, ""sv}},
    {"artillery_light"sv, {"Light Artillery"sv, ""sv}},
    {"artillery_medium"sv, {"Medium Artillery"sv, ""sv}},
    {"artillery_heavy"sv, {"Heavy Artillery Unit"sv, ""sv}},
    {"caravan"sv, {"Caravan/Wagon/Baggage Train"sv, ""sv}},
    {"camp"sv, {"Camps"sv, ""sv}},
};
inline constexpr g::enum_value movement_rate[] = {
    {"normal"sv, {"Normal"sv, ""sv}},
    {"rapid"sv, {"Rapid"sv, ""sv}},
};
inline constexpr g::enum_value range_column[] = {
    {"max_range"sv, {"maximum range (areas)"sv, ""sv}},
};
inline constexpr g::enum_value rating[] = {
    {"command"sv, {"command rating"sv, ""sv}},
    {"elan"sv, {"printed \303\251lan"sv, ""sv}},
    {"tactical_or_command"sv, {"tactical or command rating, whichever is higher"sv, ""sv}},
    {"none"sv, {"no die roll"sv, ""sv}},
};
inline constexpr g::enum_value reaction[] = {
    {"meet_the_charge"sv, {"Meeting the Charge"sv, ""sv}},
    {"interception"sv, {"Charge Interception"sv, ""sv}},
    {"wheel_in_place"sv, {"Defender Wheeling in Place"sv, ""sv}},
};
inline constexpr g::enum_value reaction_requirement[] = {
    {"exceptional_leader"sv, {"Leader of Exceptional Ability"sv, ""sv}},
    {"leader_command"sv, {"leader with a command rating of at least"sv, ""sv}},
    {"printed_elan"sv, {"printed \303\251lan of at least"sv, ""sv}},
    {"roll_against"sv, {"die roll against"sv, ""sv}},
};
inline constexpr g::enum_value return_fire_column[] = {
    {"return_fire_not_activated"sv, {"return ranged fire, defender not yet activated"sv, ""sv}},
    {"return_fire_activated"sv, {"return ranged fire, defender already activated"sv, ""sv}},
    {"attacker_strength"sv, {"attacker's strength"sv, ""sv}},
    {"advance"sv, {"attacker may advance into the vacated area"sv, ""sv}},
};
inline constexpr g::enum_value side[] = {
    {"attacker"sv, {"Attacker"sv, ""sv}},
    {"defender"sv, {"Defender"sv, ""sv}},
};
inline constexpr g::enum_value special_formation[] = {
    {"none"sv, {"no special formation"sv, ""sv}},
    {"schiltron"sv, {"Schiltron"sv, ""sv}},
    {"phalanx"sv, {"Phalanx"sv, ""sv}},
};
inline constexpr g::enum_value strength_case[] = {
    {"target_higher"sv, {"target area at a higher elevation (attacker only)"sv, ""sv}},
    {"target_lower"sv, {"target at a lower elevation (attacker only)"sv, ""sv}},
    {"flank_attack"sv, {"attacking through their flanks"sv, ""sv}},
    {"foot_ranged_cqc"sv, {"Foot ranged units in non-ranged fire close quarters combat"sv, ""sv}},
    {"mounted_ranged_rear"sv, {"mounted ranged units firing through their rear"sv, ""sv}},
    {"shooting_over"sv, {"Foot Long Bow shooting over"sv, ""sv}},
    {"fallback_fire_rearrange"sv, {"Fallback & Fire, Rearrange option: supporting fire"sv, ""sv}},
    {"fallback_fire_retreat"sv, {"Fallback & Fire, Retreat option: defensive fire"sv, ""sv}},
    {"phalanx_assault_attack"sv, {"Phalanx Assault, attacking phalanx units"sv, ""sv}},
    {"phalanx_assault_defence"sv, {"Phalanx defending against a Phalanx Assault"sv, ""sv}},
    {"phalanx_cqc_defence"sv, {"Phalanx defending in Close Quarters Combat"sv, ""sv}},
    {"return_fire_two_areas"sv, {"return ranged fire at two areas"sv, ""sv}},
};
inline constexpr g::enum_value strength_column[] = {
    {"value"sv, {"strength"sv, ""sv}},
};
inline constexpr g::enum_value tactical_ability[] = {
    {"wheeling_the_charge"sv, {"Wheeling the Charge"sv, ""sv}},
    {"meeting_the_charge"sv, {"Meeting the Charge"sv, ""sv}},
    {"interception"sv, {"Interception"sv, ""sv}},
    {"defender_wheeling"sv, {"Defender Wheeling in Place"sv, ""sv}},
    {"limited_area_charge"sv, {"Limited Area of Engagement (Charge)"sv, ""sv}},
    {"multiple_charges"sv, {"Multiple MMA Unit Charges (Charge)"sv, ""sv}},
    {"bombardment_modifier"sv, {"Bombardment Modifiers"sv, ""sv}},
    {"rapid_movement"sv, {"Rapid Movement"sv, ""sv}},
    {"double_rate_fire"sv, {"Double Rate Fire"sv, ""sv}},
    {"limited_area_cqc"sv, {"Limited Area of Engagement"sv, ""sv}},
    {"shooting_over"sv, {"Ranged Unit Supporting Fire: Foot Long Bow Shooting Over"sv, ""sv}},
    {"breaking_through"sv, {"Breaking Through to the Other Side"sv, ""sv}},
};
inline constexpr g::enum_value time_of_day[] = {
    {"day"sv, {"day"sv, ""sv}},
    {"dawn"sv, {"dawn"sv, ""sv}},
    {"dusk"sv, {"dusk"sv, ""sv}},
    {"night"sv, {"night"sv, ""sv}},
};
inline constexpr g::enum_value unit_state[] = {
    {"normal"sv, {"no marker"sv, ""sv}},
    {"routed"sv, {"'Rout' marker"sv, ""sv}},
    {"in_melee"sv, {"Melee Marker"sv, ""sv}},
    {"unhorsed"sv, {"\"unhorsed\" marker"sv, ""sv}},
};
inline constexpr g::enum_value unit_type[] = {
    {"MMA"sv, {"Mounted Men-at-Arms"sv, ""sv}},
    {"MB"sv, {"Mounted Bowmen"sv, ""sv}},
    {"MXB"sv, {"Mounted Crossbowmen"sv, ""sv}},
    {"MM"sv, {"Mounted Men"sv, ""sv}},
    {"MK"sv, {"Mounted Skirmishers"sv, ""sv}},
    {"MS"sv, {"Spear (mounted)"sv, ""sv}},
    {"MX"sv, {"Crossbow (mounted)"sv, ""sv}},
    {"FB"sv, {"Foot Bowmen"sv, ""sv}},
    {"FBL"sv, {"Foot Long Bowmen"sv, ""sv}},
    {"FXB"sv, {"Foot Crossbowmen"sv, ""sv}},
    {"FXP"sv, {"Foot Pavise Crossbowmen"sv, ""sv}},
    {"FXA"sv, {"Foot Arbalest Crossbowmen"sv, ""sv}},
    {"FHG"sv, {"Foot Hand Gunners"sv, ""sv}},
    {"FMA"sv, {"Men-at-Arms"sv, ""sv}},
    {"FH"sv, {"Halberdiers"sv, ""sv}},
    {"FP"sv, {"Pikemen"sv, ""sv}},
    {"FS"sv, {"Spearmen"sv, ""sv}},
    {"FI"sv, {"Foot Infantry"sv, ""sv}},
    {"FK"sv, {"Foot Skirmishers"sv, ""sv}},
    {"AMB"sv, {"Ballista - Light"sv, ""sv}},
    {"AMO"sv, {"Onager - Light"sv, ""sv}},
    {"AMC"sv, {"Catapults - Light or Medium"sv, ""sv}},
    {"AMM"sv, {"Mangonel - Heavy"sv, ""sv}},
    {"AMT"sv, {"Trebuchet - Heavy"sv, ""sv}},
    {"AGF"sv, {"Falcons/Falconet - Light"sv, ""sv}},
    {"AGC"sv, {"Culverins - Light"sv, ""sv}},
    {"AGR"sv, {"Rockets - Light"sv, ""sv}},
    {"AGD"sv, {"Demi-Culverin - Medium"sv, ""sv}},
    {"AGB"sv, {"Bombard - Heavy"sv, ""sv}},
    {"AGG"sv, {"Great Bombard - Heavy (unique scenario rules used)"sv, ""sv}},
    {"leader"sv, {"Leader"sv, ""sv}},
    {"camp"sv, {"Command Camp"sv, ""sv}},
    {"non_combatant"sv, {"Miscellaneous Units (non-combatants, wagon-trains)"sv, ""sv}},
};
inline constexpr g::enum_value weapon[] = {
    {"couched_lance"sv, {"Couched Lance"sv, ""sv}},
    {"spear"sv, {"Spear"sv, ""sv}},
    {"sword_mace_flail"sv, {"Sword, Mace, Flail"sv, ""sv}},
    {"bows_crossbows"sv, {"Bows/Crossbows"sv, ""sv}},
    {"crossbow"sv, {"Crossbow"sv, ""sv}},
    {"sword"sv, {"Sword"sv, ""sv}},
    {"polearm"sv, {"Polearm (pike/hal)"sv, ""sv}},
    {"club_implement"sv, {"Club Implement"sv, ""sv}},
    {"arbalest"sv, {"Arbalest"sv, ""sv}},
    {"hand_gun_a"sv, {"Hand Guns, \"A\" penetration rating"sv, ""sv}},
    {"hand_gun_b"sv, {"Hand Guns, \"B\" penetration rating"sv, ""sv}},
    {"artillery"sv, {"Artillery"sv, ""sv}},
};
inline constexpr g::enum_value weather[] = {
    {"clear"sv, {"clear"sv, ""sv}},
    {"rain"sv, {"Rain"sv, ""sv}},
    {"storm"sv, {"Storm"sv, ""sv}},
    {"snow"sv, {"Snow"sv, ""sv}},
    {"heavy_snow"sv, {"Heavy Snow"sv, ""sv}},
    {"fog"sv, {"fog"sv, ""sv}},
};
}  // namespace enum_values

inline constexpr g::enum_type enums_data[] = {
    {"activation_status"sv, {"activation"sv, ""sv}, {enum_values::activation_status, 2}},
    {"armor_class"sv, {"Armor Class"sv, ""sv}, {enum_values::armor_class, 4}},
    {"artillery_class"sv, {"Artillery Type"sv, ""sv}, {enum_values::artillery_class, 9}},
    {"artillery_column"sv, {"Artillery Strength Table columns"sv, ""sv}, {enum_values::artillery_column, 6}},
    {"artillery_operation"sv, {"artillery set-up and breakdown"sv, ""sv}, {enum_values::artillery_operation, 4}},
    {"artillery_size"sv, {"Size"sv, ""sv}, {enum_values::artillery_size, 3}},
    {"charge_defender"sv, {"defender against a charge"sv, ""sv}, {enum_values::charge_defender, 8}},
    {"combat_type"sv, {"combat type"sv, ""sv}, {enum_values::combat_type, 3}},
    {"combatant"sv, {"combatant (mounted or foot)"sv, ""sv}, {enum_values::combatant, 2}},
    {"control"sv, {"control status"sv, ""sv}, {enum_values::control, 2}},
    {"deflection_weapon"sv, {"weapon scoring the hits (for deflection)"sv, ""sv}, {enum_values::deflection_weapon, 7}},
    {"distance_column"sv, {"Charge Momentum"sv, ""sv}, {enum_values::distance_column, 1}},
    {"effect"sv, {"effect"sv, ""sv}, {enum_values::effect, 3}},
    {"effect_column"sv, {"die roll or rate modifier"sv, ""sv}, {enum_values::effect_column, 1}},
    {"elevation_case"sv, {"Elevation Rules by Range, clause"sv, ""sv}, {enum_values::elevation_case, 9}},
    {"elevation_column"sv, {"Elevation Rules by Range, columns"sv, ""sv}, {enum_values::elevation_column, 3}},
    {"elevation_firer"sv, {"firing unit (C18.2)"sv, ""sv}, {enum_values::elevation_firer, 3}},
    {"fire_option"sv, {"defender option"sv, ""sv}, {enum_values::fire_option, 2}},
    {"met_charge_result"sv, {"Met Charge Result"sv, ""sv}, {enum_values::met_charge_result, 5}},
    {"movement_class"sv, {"Unit Type (Movement Allowances)"sv, ""sv}, {enum_values::movement_class, 10}},
    {"movement_rate"sv, {"movement rate"sv, ""sv}, {enum_values::movement_rate, 2}},
    {"range_column"sv, {"range"sv, ""sv}, {enum_values::range_column, 1}},
    {"rating"sv, {"rating rolled against"sv, ""sv}, {enum_values::rating, 4}},
    {"reaction"sv, {"reaction to a charge"sv, ""sv}, {enum_values::reaction, 3}},
    {"reaction_requirement"sv, {"requirement"sv, ""sv}, {enum_values::reaction_requirement, 4}},
    {"return_fire_column"sv, {"ranged fire defender options"sv, ""sv}, {enum_values::return_fire_column, 4}},
    {"side"sv, {"side"sv, ""sv}, {enum_values::side, 2}},
    {"special_formation"sv, {"special formations"sv, ""sv}, {enum_values::special_formation, 3}},
    {"strength_case"sv, {"strength adjustments"sv, ""sv}, {enum_values::strength_case, 12}},
    {"strength_column"sv, {"strength"sv, ""sv}, {enum_values::strength_column, 1}},
    {"tactical_ability"sv, {"Tactical Abilities"sv, ""sv}, {enum_values::tactical_ability, 12}},
    {"time_of_day"sv, {"turn"sv, ""sv}, {enum_values::time_of_day, 4}},
    {"unit_state"sv, {"states"sv, ""sv}, {enum_values::unit_state, 4}},
    {"unit_type"sv, {"Unit types/abbreviations"sv, ""sv}, {enum_values::unit_type, 33}},
    {"weapon"sv, {"weapon"sv, ""sv}, {enum_values::weapon, 12}},
    {"weather"sv, {"weather"sv, ""sv}, {enum_values::weather, 6}},
};
inline constexpr g::span<g::enum_type> enums = {enums_data, 36};

// Grid tables: keys, cells with their typed slots, footnotes and provenance.
namespace tables {
namespace armor_deflection_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
};
inline constexpr g::cell cells[] = {
    {"2"sv, false, {slots + 0, 1}, {}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 1, 1}, {}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 2, 1}, {}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 3, 1}, {}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 4, 1}, {}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 5, 1}, {}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 6, 1}, {}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 7, 1}, {}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 8, 1}, {}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 9, 1}, {}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 10, 1}, {}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 11, 1}, {}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 12, 1}, {}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 13, 1}, {}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 14, 1}, {}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 15, 1}, {}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 16, 1}, {}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 17, 1}, {}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 18, 1}, {}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 19, 1}, {}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 20, 1}, {}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 21, 1}, {}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 22, 1}, {}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 23, 1}, {}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("A"sv),
    g::name_key("B"sv),
    g::name_key("C"sv),
    g::name_key("None"sv),
    g::name_key("normal"sv),
    g::name_key("club_implement"sv),
    g::name_key("couched_lance"sv),
    g::name_key("arbalest"sv),
    g::name_key("hand_gun_a"sv),
    g::name_key("hand_gun_b"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, ""sv, {cells + 0, 6}, {"C20.0"sv, 2379, 2394, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, ""sv, {cells + 6, 6}, {"C20.0"sv, 2380, 2394, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, ""sv, {cells + 12, 6}, {"C20.0"sv, 2381, 2394, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, ""sv, {cells + 18, 6}, {"C20.0"sv, 2382, 2394, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, -1, 6, 7, 8, 9, 10, 11, -1, 12, 13,
    14, 15, 16, 17, -1, 18, 19, 20, 21, 22, 23, -1,
};
}  // namespace armor_deflection_data

inline constexpr g::table armor_deflection = {
    "armor_deflection"sv,  // name
    {"Armor Protection/Hit Deflection"sv, ""sv},  // label
    {"C20.0"sv, 2375, 2394, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {armor_deflection_data::keys + 4, 6},  // column_keys
    {armor_deflection_data::rows, 4},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of armor_deflection at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* armor_deflection_at(sys::armor_class k0, sys::deflection_weapon k1) {
  return g::dense_cell(armor_deflection_data::cells, {armor_deflection_data::dense, 28}, {g::ordinal{static_cast<std::int64_t>(k0), 4}, g::ordinal{static_cast<std::int64_t>(k1), 7}});
}

namespace artillery_deflection_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
    {""sv, false, 0, "nothing"sv, true},
};
inline constexpr g::cell cells[] = {
    {"nothing"sv, false, {slots + 0, 1}, {}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 1, 1}, {}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 2, 1}, {}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
    {"nothing"sv, false, {slots + 3, 1}, {}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("A"sv),
    g::name_key("B"sv),
    g::name_key("C"sv),
    g::name_key("None"sv),
    g::name_key("artillery"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, ""sv, {cells + 0, 1}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, ""sv, {cells + 1, 1}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, ""sv, {cells + 2, 1}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, ""sv, {cells + 3, 1}, {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, -1, -1, -1, 1, -1, -1,
    -1, -1, -1, -1, 2, -1, -1, -1, -1, -1, -1, 3,
};
}  // namespace artillery_deflection_data

inline constexpr g::table artillery_deflection = {
    "artillery_deflection"sv,  // name
    {"Armor Protection/Hit Deflection against Artillery"sv, ""sv},  // label
    {"C24.2"sv, 2540, 0, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {artillery_deflection_data::keys + 4, 1},  // column_keys
    {artillery_deflection_data::rows, 4},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of artillery_deflection at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* artillery_deflection_at(sys::armor_class k0, sys::deflection_weapon k1) {
  return g::dense_cell(artillery_deflection_data::cells, {artillery_deflection_data::dense, 28}, {g::ordinal{static_cast<std::int64_t>(k0), 4}, g::ordinal{static_cast<std::int64_t>(k1), 7}});
}

namespace artillery_setup_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "unable"sv, false},
    {""sv, false, 0, "unable"sv, false},
    {""sv, false, 0, "unable"sv, false},
    {""sv, false, 0, "unable"sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"unable"sv, false, {slots + 0, 1}, {}, {"B13.7"sv, 1602, 0, "order-of-arms-1.0-en.txt"sv}},
    {"unable"sv, false, {slots + 1, 1}, {}, {"B13.7"sv, 1602, 0, "order-of-arms-1.0-en.txt"sv}},
    {"unable"sv, false, {slots + 2, 1}, {}, {"B13.7"sv, 1602, 0, "order-of-arms-1.0-en.txt"sv}},
    {"unable"sv, false, {slots + 3, 1}, {}, {"B13.7"sv, 1602, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 4, 1}, {}, {"B13.7"sv, 1603, 1623, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 5, 1}, {}, {"B13.7"sv, 1603, 1623, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 6, 1}, {}, {"B13.7"sv, 1603, 1623, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 7, 1}, {}, {"B13.7"sv, 1603, 1623, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 8, 1}, {}, {"B13.7"sv, 1625, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 9, 1}, {}, {"B13.7"sv, 1625, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 10, 1}, {}, {"B13.7"sv, 1625, 0, "order-of-arms-1.0-en.txt"sv}},
    {"0"sv, false, {slots + 11, 1}, {}, {"B13.7"sv, 1625, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("heavy"sv),
    g::name_key("medium"sv),
    g::name_key("light"sv),
    g::name_key("setup"sv),
    g::name_key("breakdown"sv),
    g::name_key("setup_with_leader"sv),
    g::name_key("breakdown_with_leader"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Heavy Artillery"sv, {cells + 0, 4}, {"B13.7"sv, 1602, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Medium Artillery"sv, {cells + 4, 4}, {"B13.7"sv, 1603, 1623, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "Light Artillery"sv, {cells + 8, 4}, {"B13.7"sv, 1625, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
};
}  // namespace artillery_setup_data

inline constexpr g::table artillery_setup = {
    "artillery_setup"sv,  // name
    {"Artillery Movement/Set Up-Breakdown"sv, ""sv},  // label
    {"B13.7"sv, 1598, 1625, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {artillery_setup_data::keys + 3, 4},  // column_keys
    {artillery_setup_data::rows, 3},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of artillery_setup at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* artillery_setup_at(sys::artillery_size k0, sys::artillery_operation k1) {
  return g::dense_cell(artillery_setup_data::cells, {artillery_setup_data::dense, 12}, {g::ordinal{static_cast<std::int64_t>(k0), 3}, g::ordinal{static_cast<std::int64_t>(k1), 4}});
}

namespace artillery_strength_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 7, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 1, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"2"sv, false, {slots + 0, 1}, {}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 1, 1}, {}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 2, 1}, {}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 3, 1}, {}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 4, 1}, {}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 5, 1}, {}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 6, 1}, {}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 7, 1}, {}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 8, 1}, {}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 9, 1}, {}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 10, 1}, {}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 11, 1}, {}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 12, 1}, {}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {"0"sv, false, {slots + 13, 1}, {}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 14, 1}, {}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 15, 1}, {}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 16, 1}, {}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 17, 1}, {}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 18, 1}, {}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 19, 1}, {}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 20, 1}, {}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 21, 1}, {}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {"7"sv, false, {slots + 22, 1}, {}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 23, 1}, {}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 24, 1}, {}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 25, 1}, {}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 26, 1}, {}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 27, 1}, {}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 28, 1}, {}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 29, 1}, {}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 30, 1}, {}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 31, 1}, {}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 32, 1}, {}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 33, 1}, {}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 34, 1}, {}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 35, 1}, {}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 36, 1}, {}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
    {"0"sv, false, {slots + 37, 1}, {}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 38, 1}, {}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 39, 1}, {}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 40, 1}, {}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 41, 1}, {}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("mechanical_heavy"sv),
    g::name_key("mechanical_medium"sv),
    g::name_key("mechanical_light"sv),
    g::name_key("gunpowder_heavy"sv),
    g::name_key("gunpowder_medium"sv),
    g::name_key("gunpowder_light"sv),
    g::name_key("rocket"sv),
    g::name_key("max_range"sv),
    g::name_key("S"sv),
    g::name_key("E"sv),
    g::name_key("W"sv),
    g::name_key("N"sv),
    g::name_key("troops"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Mechanical Artillery: Heavy"sv, {cells + 0, 6}, {"B12.2"sv, 1435, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Mechanical Artillery: Medium"sv, {cells + 6, 6}, {"B12.2"sv, 1436, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "Mechanical Artillery: Light"sv, {cells + 12, 6}, {"B12.2"sv, 1437, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, "Gunpowder Artillery: Heavy"sv, {cells + 18, 6}, {"B12.2"sv, 1439, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 1}, 1, "Gunpowder Artillery: Medium"sv, {cells + 24, 6}, {"B12.2"sv, 1440, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 5, 1}, 1, "Gunpowder Artillery: Light"sv, {cells + 30, 6}, {"B12.2"sv, 1441, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 1}, 1, "Propelled: Rocket"sv, {cells + 36, 6}, {"B12.2"sv, 1443, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1,
};
}  // namespace artillery_strength_data

inline constexpr g::table artillery_strength = {
    "artillery_strength"sv,  // name
    {"Artillery Strength Table"sv, ""sv},  // label
    {"B12.2"sv, 1429, 1443, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {artillery_strength_data::keys + 7, 6},  // column_keys
    {artillery_strength_data::rows, 7},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of artillery_strength at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* artillery_strength_at(sys::artillery_class k0, sys::artillery_column k1) {
  return g::dense_cell(artillery_strength_data::cells, {artillery_strength_data::dense, 54}, {g::ordinal{static_cast<std::int64_t>(k0), 9}, g::ordinal{static_cast<std::int64_t>(k1), 6}});
}

namespace artillery_weather_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 4, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, false, 7, "X"sv, true},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, false, 7, "X"sv, true},
    {""sv, true, 5, ""sv, false},
    {""sv, false, 7, "X"sv, true},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, false, 7, "X"sv, true},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, false, 7, "X"sv, true},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, false, 7, "X"sv, true},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 6, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 5, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"4"sv, false, {slots + 0, 1}, {}, {"B12.2.1"sv, 1450, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 1, 1}, {}, {"B12.2.1"sv, 1450, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 2, 1}, {}, {"B12.2.1"sv, 1450, 0, "order-of-arms-1.0-en.txt"sv}},
    {"X"sv, false, {slots + 3, 1}, {}, {"B12.2.1"sv, 1450, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 4, 1}, {}, {"B12.2.1"sv, 1451, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 5, 1}, {}, {"B12.2.1"sv, 1451, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 6, 1}, {}, {"B12.2.1"sv, 1451, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 7, 1}, {}, {"B12.2.1"sv, 1451, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 8, 1}, {}, {"B12.2.1"sv, 1452, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 9, 1}, {}, {"B12.2.1"sv, 1452, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 10, 1}, {}, {"B12.2.1"sv, 1452, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 11, 1}, {}, {"B12.2.1"sv, 1452, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 12, 1}, {}, {"B12.2.1"sv, 1454, 0, "order-of-arms-1.0-en.txt"sv}},
    {"X"sv, false, {slots + 13, 1}, {}, {"B12.2.1"sv, 1454, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 14, 1}, {}, {"B12.2.1"sv, 1454, 0, "order-of-arms-1.0-en.txt"sv}},
    {"X"sv, false, {slots + 15, 1}, {}, {"B12.2.1"sv, 1454, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 16, 1}, {}, {"B12.2.1"sv, 1455, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 17, 1}, {}, {"B12.2.1"sv, 1455, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 18, 1}, {}, {"B12.2.1"sv, 1455, 0, "order-of-arms-1.0-en.txt"sv}},
    {"X"sv, false, {slots + 19, 1}, {}, {"B12.2.1"sv, 1455, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 20, 1}, {}, {"B12.2.1"sv, 1456, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 21, 1}, {}, {"B12.2.1"sv, 1456, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 22, 1}, {}, {"B12.2.1"sv, 1456, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 23, 1}, {}, {"B12.2.1"sv, 1456, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 24, 1}, {}, {"B12.2.1"sv, 1461, 0, "order-of-arms-1.0-en.txt"sv}},
    {"X"sv, false, {slots + 25, 1}, {}, {"B12.2.1"sv, 1461, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 26, 1}, {}, {"B12.2.1"sv, 1461, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 27, 1}, {}, {"B12.2.1"sv, 1461, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 28, 1}, {}, {"B12.2.1"sv, 1458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"X"sv, false, {slots + 29, 1}, {}, {"B12.2.1"sv, 1458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 30, 1}, {}, {"B12.2.1"sv, 1458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 31, 1}, {}, {"B12.2.1"sv, 1458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 32, 1}, {}, {"B12.2.1"sv, 1459, 0, "order-of-arms-1.0-en.txt"sv}},
    {"6"sv, false, {slots + 33, 1}, {}, {"B12.2.1"sv, 1459, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 34, 1}, {}, {"B12.2.1"sv, 1459, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 35, 1}, {}, {"B12.2.1"sv, 1459, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("mechanical_heavy"sv),
    g::name_key("mechanical_medium"sv),
    g::name_key("mechanical_light"sv),
    g::name_key("gunpowder_heavy"sv),
    g::name_key("gunpowder_medium"sv),
    g::name_key("gunpowder_light"sv),
    g::name_key("rocket"sv),
    g::name_key("hand_cannon"sv),
    g::name_key("matchlock"sv),
    g::name_key("rain"sv),
    g::name_key("storm"sv),
    g::name_key("snow"sv),
    g::name_key("heavy_snow"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Mechanical Artillery: Heavy"sv, {cells + 0, 4}, {"B12.2.1"sv, 1450, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Mechanical Artillery: Medium"sv, {cells + 4, 4}, {"B12.2.1"sv, 1451, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "Mechanical Artillery: Light"sv, {cells + 8, 4}, {"B12.2.1"sv, 1452, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, "Gunpowder Artillery: Heavy"sv, {cells + 12, 4}, {"B12.2.1"sv, 1454, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 1}, 1, "Gunpowder Artillery: Medium"sv, {cells + 16, 4}, {"B12.2.1"sv, 1455, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 5, 1}, 1, "Gunpowder Artillery: Light"sv, {cells + 20, 4}, {"B12.2.1"sv, 1456, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 1}, 1, "Propelled: Rocket"sv, {cells + 24, 4}, {"B12.2.1"sv, 1461, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 7, 1}, 1, "Handgunners: Hand Cannon"sv, {cells + 28, 4}, {"B12.2.1"sv, 1458, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 8, 1}, 1, "Handgunners: Matchlock"sv, {cells + 32, 4}, {"B12.2.1"sv, 1459, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    -1, 0, 1, 2, 3, -1, -1, 4, 5, 6, 7, -1, -1, 8, 9, 10,
    11, -1, -1, 12, 13, 14, 15, -1, -1, 16, 17, 18, 19, -1, -1, 20,
    21, 22, 23, -1, -1, 24, 25, 26, 27, -1, -1, 28, 29, 30, 31, -1,
    -1, 32, 33, 34, 35, -1,
};
}  // namespace artillery_weather_data

inline constexpr g::table artillery_weather = {
    "artillery_weather"sv,  // name
    {"Artillery in Weather Effects Table"sv, ""sv},  // label
    {"B12.2.1"sv, 1445, 1463, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {artillery_weather_data::keys + 9, 4},  // column_keys
    {artillery_weather_data::rows, 9},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of artillery_weather at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* artillery_weather_at(sys::artillery_class k0, sys::weather k1) {
  return g::dense_cell(artillery_weather_data::cells, {artillery_weather_data::dense, 54}, {g::ordinal{static_cast<std::int64_t>(k0), 9}, g::ordinal{static_cast<std::int64_t>(k1), 6}});
}

namespace bombardment_ranges_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"2"sv, false, {slots + 0, 1}, {}, {"B12.1"sv, 1374, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 1, 1}, {}, {"B12.1"sv, 1375, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 2, 1}, {}, {"B12.1"sv, 1376, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 3, 1}, {}, {"B12.1"sv, 1377, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 4, 1}, {}, {"B12.1"sv, 1378, 0, "order-of-arms-1.0-en.txt"sv}},
    {"1"sv, false, {slots + 5, 1}, {}, {"B12.1"sv, 1379, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("mechanical_heavy"sv),
    g::name_key("mechanical_medium"sv),
    g::name_key("mechanical_light"sv),
    g::name_key("gunpowder_heavy"sv),
    g::name_key("gunpowder_medium"sv),
    g::name_key("gunpowder_light"sv),
    g::name_key("rocket"sv),
    g::name_key("max_range"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Heavy Mechanical Artillery (trebuchet and mangonel)"sv, {cells + 0, 1}, {"B12.1"sv, 1374, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 2}, 2, "Medium and Light Mechanical Artillery (ballistae, onagers, and catapults)"sv, {cells + 1, 1}, {"B12.1"sv, 1375, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, "Heavy Gunpowder Artillery (Bombards, and Great Bombards)"sv, {cells + 2, 1}, {"B12.1"sv, 1376, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 1}, 1, "Medium Gunpowder Artillery (demi-culverins)"sv, {cells + 3, 1}, {"B12.1"sv, 1377, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 5, 1}, 1, "Light Gunpowder Artillery (falcons, falconets, culverins)"sv, {cells + 4, 1}, {"B12.1"sv, 1378, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 1}, 1, "Rocket units"sv, {cells + 5, 1}, {"B12.1"sv, 1379, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 1, 2, 3, 4, 5, -1, -1,
};
}  // namespace bombardment_ranges_data

inline constexpr g::table bombardment_ranges = {
    "bombardment_ranges"sv,  // name
    {"Bombardment Unit (Artillery) Ranges"sv, ""sv},  // label
    {"B12.1"sv, 1370, 1379, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {bombardment_ranges_data::keys + 7, 1},  // column_keys
    {bombardment_ranges_data::rows, 6},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of bombardment_ranges at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* bombardment_ranges_at(sys::artillery_class k0, sys::range_column k1) {
  return g::dense_cell(bombardment_ranges_data::cells, {bombardment_ranges_data::dense, 9}, {g::ordinal{static_cast<std::int64_t>(k0), 9}, g::ordinal{static_cast<std::int64_t>(k1), 1}});
}

namespace charge_base_strength_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "half_again"sv, false},
};
inline constexpr g::cell cells[] = {
    {"half_again"sv, false, {slots + 0, 1}, {}, {"B11.7.1"sv, 1129, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("MMA"sv),
    g::name_key("value"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Mounted Men at Arms Charge Bonus"sv, {cells + 0, 1}, {"B11.7.1"sv, 1129, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1,
};
}  // namespace charge_base_strength_data

inline constexpr g::table charge_base_strength = {
    "charge_base_strength"sv,  // name
    {"Mounted Men at Arms Charge Bonus"sv, ""sv},  // label
    {"B11.7.1"sv, 1122, 1129, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {charge_base_strength_data::keys + 1, 1},  // column_keys
    {charge_base_strength_data::rows, 1},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of charge_base_strength at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* charge_base_strength_at(sys::unit_type k0, sys::strength_column k1) {
  return g::dense_cell(charge_base_strength_data::cells, {charge_base_strength_data::dense, 33}, {g::ordinal{static_cast<std::int64_t>(k0), 33}, g::ordinal{static_cast<std::int64_t>(k1), 1}});
}

namespace charge_defence_strength_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "less_lances"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "full"sv, false},
    {"percent"sv, true, 200, ""sv, false},
    {"percent"sv, true, 150, ""sv, false},
    {""sv, false, 0, "full"sv, false},
    {"percent"sv, true, 0, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"less_lances"sv, false, {slots + 0, 1}, {}, {"B11.7.2"sv, 1155, 1156, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 1, 1}, {}, {"B11.7.2"sv, 1157, 1158, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 2, 1}, {}, {"B11.7.2"sv, 1159, 1160, "order-of-arms-1.0-en.txt"sv}},
    {"full"sv, false, {slots + 3, 1}, {}, {"B11.7.2"sv, 1160, 0, "order-of-arms-1.0-en.txt"sv}},
    {"200"sv, false, {slots + 4, 1}, {}, {"B11.7.2"sv, 1160, 0, "order-of-arms-1.0-en.txt"sv}},
    {"150"sv, false, {slots + 5, 1}, {}, {"B11.7.2"sv, 1161, 1162, "order-of-arms-1.0-en.txt"sv}},
    {"full"sv, false, {slots + 6, 1}, {}, {"B11.7.2"sv, 1163, 1164, "order-of-arms-1.0-en.txt"sv}},
    {"0"sv, false, {slots + 7, 1}, {}, {"B11.7.2"sv, 1165, 1166, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("mma"sv),
    g::name_key("non_mma_mounted"sv),
    g::name_key("foot"sv),
    g::name_key("foot_schiltron"sv),
    g::name_key("foot_phalanx"sv),
    g::name_key("archery_stakes"sv),
    g::name_key("pavise"sv),
    g::name_key("leader_artillery_noncombat"sv),
    g::name_key("value"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Mounted Men-at-Arms"sv, {cells + 0, 1}, {"B11.7.2"sv, 1155, 1156, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Non MMA mounted units (MM, MK, MX)"sv, {cells + 1, 1}, {"B11.7.2"sv, 1157, 1158, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "Foot units (FMA, FP, FH, FS, FB, FBL, FXB, FXA)"sv, {cells + 2, 1}, {"B11.7.2"sv, 1159, 1160, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, "units in Schiltrons [C25.0]"sv, {cells + 3, 1}, {"B11.7.2"sv, 1160, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 1}, 1, "units in Phalanx [C26.0]"sv, {cells + 4, 1}, {"B11.7.2"sv, 1160, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 5, 1}, 1, "Foot Archery or Crossbow units (FB, FBL, FXB, FXA) with defensive stakes (defined by scenario)"sv, {cells + 5, 1}, {"B11.7.2"sv, 1161, 1162, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 1}, 1, "Foot Crossbow units (FXP) with Pavise."sv, {cells + 6, 1}, {"B11.7.2"sv, 1163, 1164, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 7, 1}, 1, "Leader, Artillery & Non-Combat Units"sv, {cells + 7, 1}, {"B11.7.2"sv, 1165, 1166, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7,
};
}  // namespace charge_defence_strength_data

inline constexpr g::table charge_defence_strength = {
    "charge_defence_strength"sv,  // name
    {"Defending Player: strength of each defending stack against a charge"sv, ""sv},  // label
    {"B11.7.2"sv, 1149, 1174, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {charge_defence_strength_data::keys + 8, 1},  // column_keys
    {charge_defence_strength_data::rows, 8},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of charge_defence_strength at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* charge_defence_strength_at(sys::charge_defender k0, sys::strength_column k1) {
  return g::dense_cell(charge_defence_strength_data::cells, {charge_defence_strength_data::dense, 8}, {g::ordinal{static_cast<std::int64_t>(k0), 8}, g::ordinal{static_cast<std::int64_t>(k1), 1}});
}

namespace charge_momentum_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 1, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"+2"sv, false, {slots + 0, 1}, {}, {"B11.7.1"sv, 1131, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+3"sv, false, {slots + 1, 1}, {}, {"B11.7.1"sv, 1132, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 2, 1}, {}, {"B11.7.1"sv, 1133, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::int_key(1),
    g::int_key(2),
    g::int_key(3),
    g::name_key("momentum"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "if the target is 1 area away"sv, {cells + 0, 1}, {"B11.7.1"sv, 1131, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "if the target is 2 areas away"sv, {cells + 1, 1}, {"B11.7.1"sv, 1132, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "if the target is 3 areas away"sv, {cells + 2, 1}, {"B11.7.1"sv, 1133, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2,
};
}  // namespace charge_momentum_data

inline constexpr g::table charge_momentum = {
    "charge_momentum"sv,  // name
    {"Charge Momentum"sv, ""sv},  // label
    {"B11.7.1"sv, 1130, 1133, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {charge_momentum_data::keys + 3, 1},  // column_keys
    {charge_momentum_data::rows, 3},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of charge_momentum at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* charge_momentum_at(std::int64_t k0, sys::distance_column k1) {
  return g::dense_cell(charge_momentum_data::cells, {charge_momentum_data::dense, 3}, {g::ordinal{k0 - 1, 3}, g::ordinal{static_cast<std::int64_t>(k1), 1}});
}

namespace elevation_by_range_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may_not"sv, false},
    {""sv, false, 0, "may_not"sv, false},
    {""sv, false, 0, "blocked"sv, false},
    {""sv, false, 0, "blocked"sv, false},
    {""sv, false, 0, "blocked"sv, false},
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may"sv, false},
    {""sv, false, 0, "may_not"sv, false},
    {""sv, false, 0, "may_not"sv, false},
    {""sv, false, 0, "may_not"sv, false},
    {""sv, false, 0, "blocked"sv, false},
    {""sv, false, 0, "blocked"sv, false},
    {""sv, false, 0, "blocked"sv, false},
};
inline constexpr g::cell cells[] = {
    {"may"sv, false, {slots + 0, 1}, {}, {"18.2.1"sv, 2285, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 1, 1}, {}, {"18.2.1"sv, 2286, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 2, 1}, {}, {"18.2.1"sv, 2290, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 3, 1}, {}, {"18.2.1"sv, 2291, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may_not"sv, false, {slots + 4, 1}, {}, {"18.2.1"sv, 2292, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may_not"sv, false, {slots + 5, 1}, {}, {"18.2.1"sv, 2293, 0, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, false, {slots + 6, 1}, {}, {"18.2.1"sv, 2294, 2296, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, false, {slots + 7, 1}, {}, {"18.2.1"sv, 2298, 0, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, false, {slots + 8, 1}, {}, {"18.2.1"sv, 2299, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 9, 1}, {}, {"18.2.1"sv, 2303, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 10, 1}, {}, {"18.2.1"sv, 2304, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 11, 1}, {}, {"18.2.1"sv, 2305, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may_not"sv, false, {slots + 12, 1}, {}, {"18.2.1"sv, 2307, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may_not"sv, false, {slots + 13, 1}, {}, {"18.2.1"sv, 2309, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may_not"sv, false, {slots + 14, 1}, {}, {"18.2.1"sv, 2311, 0, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, false, {slots + 15, 1}, {}, {"18.2.1"sv, 2313, 0, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, false, {slots + 16, 1}, {}, {"18.2.1"sv, 2315, 0, "order-of-arms-1.0-en.txt"sv}},
    {"blocked"sv, false, {slots + 17, 1}, {}, {"18.2.1"sv, 2317, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::int_key(1),
    g::name_key("clause_a"sv),
    g::int_key(1),
    g::name_key("clause_b"sv),
    g::int_key(2),
    g::name_key("clause_a"sv),
    g::int_key(2),
    g::name_key("clause_b"sv),
    g::int_key(2),
    g::name_key("clause_c"sv),
    g::int_key(2),
    g::name_key("clause_d"sv),
    g::int_key(2),
    g::name_key("clause_e"sv),
    g::int_key(2),
    g::name_key("clause_f"sv),
    g::int_key(2),
    g::name_key("clause_g"sv),
    g::int_key(3),
    g::name_key("clause_a"sv),
    g::int_key(3),
    g::name_key("clause_b"sv),
    g::int_key(3),
    g::name_key("clause_c"sv),
    g::int_key(3),
    g::name_key("clause_d"sv),
    g::int_key(3),
    g::name_key("clause_e"sv),
    g::int_key(3),
    g::name_key("clause_f"sv),
    g::int_key(3),
    g::name_key("clause_g"sv),
    g::int_key(3),
    g::name_key("clause_h"sv),
    g::int_key(3),
    g::name_key("clause_i"sv),
    g::name_key("permitted"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 2}, 1, "One Area Away: TARGET AT SAME OR HIGHER ELEVATION (same or no more than one elevation higher)"sv, {cells + 0, 1}, {"18.2.1"sv, 2285, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 2}, 1, "One Area Away: TARGET AT LOWER ELEVATION (same or no more than two elevations lower)"sv, {cells + 1, 1}, {"18.2.1"sv, 2286, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 2}, 1, "Two Areas Away: TARGET AT SAME OR HIGHER ELEVATION (intervening area lower; target same or one higher)"sv, {cells + 2, 1}, {"18.2.1"sv, 2290, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 2}, 1, "Two Areas Away: TARGET AT LOWER ELEVATION (intervening area lower; target no more than two lower)"sv, {cells + 3, 1}, {"18.2.1"sv, 2291, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 8, 2}, 1, "Two Areas Away: TARGET AT LOWER ELEVATION (intervening area same elevation)"sv, {cells + 4, 1}, {"18.2.1"sv, 2292, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 10, 2}, 1, "Two Areas Away: INTERVENING AREA HIGHER THAN TARGET"sv, {cells + 5, 1}, {"18.2.1"sv, 2293, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 12, 2}, 1, "Two Areas Away: BLOCKING OBSTACLES"sv, {cells + 6, 1}, {"18.2.1"sv, 2294, 2296, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 14, 2}, 1, "Two Areas Away: BLOCKING BOUNDARY"sv, {cells + 7, 1}, {"18.2.1"sv, 2298, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 16, 2}, 1, "Two Areas Away: MMA IN INTERVENING AREA"sv, {cells + 8, 1}, {"18.2.1"sv, 2299, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 18, 2}, 1, "Three Areas Away: TARGET AT SAME OR HIGHER ELEVATION (artillery; intervening same or lower; target same or one higher)"sv, {cells + 9, 1}, {"18.2.1"sv, 2303, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 20, 2}, 1, "Three Areas Away: TARGET AT SAME OR HIGHER ELEVATION (shoot over both; target only one higher)"sv, {cells + 10, 1}, {"18.2.1"sv, 2304, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 22, 2}, 1, "Three Areas Away: TARGET AT LOWER ELEVATION (first intervening one or more lower, second two or more lower; target two or three lower)"sv, {cells + 11, 1}, {"18.2.1"sv, 2305, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 24, 2}, 1, "Three Areas Away: TARGET AT LOWER ELEVATION (either intervening area same elevation)"sv, {cells + 12, 1}, {"18.2.1"sv, 2307, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 26, 2}, 1, "Three Areas Away: TARGET AT LOWER ELEVATION (second intervening area one lower; target two or more lower)"sv, {cells + 13, 1}, {"18.2.1"sv, 2309, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 28, 2}, 1, "Three Areas Away: INTERVENING AREA HIGHER THAN TARGET"sv, {cells + 14, 1}, {"18.2.1"sv, 2311, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 30, 2}, 1, "Three Areas Away: BLOCKING OBSTACLES"sv, {cells + 15, 1}, {"18.2.1"sv, 2313, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 32, 2}, 1, "Three Areas Away: BLOCKING BOUNDARY"sv, {cells + 16, 1}, {"18.2.1"sv, 2315, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 34, 2}, 1, "Three Areas Away: MMA IN INTERVENING AREA"sv, {cells + 17, 1}, {"18.2.1"sv, 2317, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, -1, -1, 1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 2, -1, -1, 3, -1,
    -1, 4, -1, -1, 5, -1, -1, 6, -1, -1, 7, -1, -1, 8, -1, -1,
    -1, -1, -1, -1, -1, -1, 9, -1, -1, 10, -1, -1, 11, -1, -1, 12,
    -1, -1, 13, -1, -1, 14, -1, -1, 15, -1, -1, 16, -1, -1, 17, -1,
    -1,
};
}  // namespace elevation_by_range_data

inline constexpr g::table elevation_by_range = {
    "elevation_by_range"sv,  // name
    {"Elevation Rules by Range"sv, ""sv},  // label
    {"18.2.1"sv, 2279, 2317, "order-of-arms-1.0-en.txt"sv},  // source
    2,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {elevation_by_range_data::keys + 36, 1},  // column_keys
    {elevation_by_range_data::rows, 18},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of elevation_by_range at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* elevation_by_range_at(std::int64_t k0, sys::elevation_case k1, sys::elevation_column k2) {
  return g::dense_cell(elevation_by_range_data::cells, {elevation_by_range_data::dense, 81}, {g::ordinal{k0 - 1, 3}, g::ordinal{static_cast<std::int64_t>(k1), 9}, g::ordinal{static_cast<std::int64_t>(k2), 3}});
}

namespace movement_allowances_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 6, ""sv, false},
    {""sv, true, 8, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 5, ""sv, false},
    {""sv, true, 7, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "not_mobile"sv, false},
    {""sv, false, 0, "not_mobile"sv, false},
};
inline constexpr g::cell cells[] = {
    {"6"sv, false, {slots + 0, 1}, {}, {"A2.2.2"sv, 455, 0, "order-of-arms-1.0-en.txt"sv}},
    {"8"sv, false, {slots + 1, 1}, {}, {"A2.2.2"sv, 455, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 2, 1}, {}, {"A2.2.2"sv, 456, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 3, 1}, {}, {"A2.2.2"sv, 456, 0, "order-of-arms-1.0-en.txt"sv}},
    {"5"sv, false, {slots + 4, 1}, {}, {"A2.2.2"sv, 457, 0, "order-of-arms-1.0-en.txt"sv}},
    {"7"sv, false, {slots + 5, 1}, {}, {"A2.2.2"sv, 457, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 6, 1}, {}, {"A2.2.2"sv, 458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 7, 1}, {}, {"A2.2.2"sv, 458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 8, 1}, {}, {"A2.2.2"sv, 459, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 9, 1}, {}, {"A2.2.2"sv, 459, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 10, 1}, {}, {"A2.2.2"sv, 460, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 11, 1}, {}, {"A2.2.2"sv, 460, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 12, 1}, {}, {"A2.2.2"sv, 461, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 13, 1}, {}, {"A2.2.2"sv, 461, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 14, 1}, {}, {"A2.2.2"sv, 462, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 15, 1}, {}, {"A2.2.2"sv, 462, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 16, 1}, {}, {"A2.2.2"sv, 463, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 17, 1}, {}, {"A2.2.2"sv, 463, 0, "order-of-arms-1.0-en.txt"sv}},
    {"not_mobile"sv, false, {slots + 18, 1}, {}, {"A2.2.2"sv, 464, 0, "order-of-arms-1.0-en.txt"sv}},
    {"not_mobile"sv, false, {slots + 19, 1}, {}, {"A2.2.2"sv, 464, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("leader"sv),
    g::name_key("mounted_heavy"sv),
    g::name_key("mounted_light"sv),
    g::name_key("foot"sv),
    g::name_key("foot_armor_a"sv),
    g::name_key("artillery_light"sv),
    g::name_key("artillery_medium"sv),
    g::name_key("artillery_heavy"sv),
    g::name_key("caravan"sv),
    g::name_key("camp"sv),
    g::name_key("normal"sv),
    g::name_key("rapid"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Leader Unit"sv, {cells + 0, 2}, {"A2.2.2"sv, 455, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Mounted Unit Heavy (MMA)"sv, {cells + 2, 2}, {"A2.2.2"sv, 456, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "Mounted Unit Light (non MMA)"sv, {cells + 4, 2}, {"A2.2.2"sv, 457, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, "Foot Unit"sv, {cells + 6, 2}, {"A2.2.2"sv, 458, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 1}, 1, "Foot Unit (with armor \"A\")"sv, {cells + 8, 2}, {"A2.2.2"sv, 459, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 5, 1}, 1, "Light Artillery"sv, {cells + 10, 2}, {"A2.2.2"sv, 460, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 1}, 1, "Medium Artillery"sv, {cells + 12, 2}, {"A2.2.2"sv, 461, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 7, 1}, 1, "Heavy Artillery Unit"sv, {cells + 14, 2}, {"A2.2.2"sv, 462, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 8, 1}, 1, "Caravan/Wagon/Baggage Train"sv, {cells + 16, 2}, {"A2.2.2"sv, 463, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 9, 1}, 1, "Camps"sv, {cells + 18, 2}, {"A2.2.2"sv, 464, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19,
};
}  // namespace movement_allowances_data

inline constexpr g::table movement_allowances = {
    "movement_allowances"sv,  // name
    {"Movement Allowances"sv, ""sv},  // label
    {"A2.2.2"sv, 452, 464, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {movement_allowances_data::keys + 10, 2},  // column_keys
    {movement_allowances_data::rows, 10},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of movement_allowances at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* movement_allowances_at(sys::movement_class k0, sys::movement_rate k1) {
  return g::dense_cell(movement_allowances_data::cells, {movement_allowances_data::dense, 20}, {g::ordinal{static_cast<std::int64_t>(k0), 10}, g::ordinal{static_cast<std::int64_t>(k1), 2}});
}

namespace not_in_control_effects_data {
inline constexpr g::slot slots[] = {
    {""sv, true, -1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"-1"sv, false, {slots + 0, 1}, {}, {"B9.1.2"sv, 879, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 1, 1}, {}, {"B9.1.2"sv, 882, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 2, 1}, {}, {"B9.1.2"sv, 882, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("movement"sv),
    g::name_key("rout_check"sv),
    g::name_key("retreat"sv),
    g::name_key("modifier"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Have one subtracted (-1) from their movement rate, but never below one (1)."sv, {cells + 0, 1}, {"B9.1.2"sv, 879, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Adds one (+1) to any required rout check"sv, {cells + 1, 1}, {"B9.1.2"sv, 882, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "and retreat die rolls [B15.5.5]."sv, {cells + 2, 1}, {"B9.1.2"sv, 882, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2,
};
}  // namespace not_in_control_effects_data

inline constexpr g::table not_in_control_effects = {
    "not_in_control_effects"sv,  // name
    {"Units Not In Control"sv, ""sv},  // label
    {"B9.1.2"sv, 874, 882, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {not_in_control_effects_data::keys + 3, 1},  // column_keys
    {not_in_control_effects_data::rows, 3},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of not_in_control_effects at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* not_in_control_effects_at(sys::effect k0, sys::effect_column k1) {
  return g::dense_cell(not_in_control_effects_data::cells, {not_in_control_effects_data::dense, 3}, {g::ordinal{static_cast<std::int64_t>(k0), 3}, g::ordinal{static_cast<std::int64_t>(k1), 1}});
}

namespace ranged_defender_options_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "full"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "reduced_by_one"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "full"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "full"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "reduced_by_one"sv, false},
    {""sv, false, 0, "may"sv, false},
};
inline constexpr g::cell cells[] = {
    {"half"sv, false, {slots + 0, 1}, {}, {"B14.2"sv, 1671, 1673, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 1, 1}, {}, {"B14.2"sv, 1671, 1673, "order-of-arms-1.0-en.txt"sv}},
    {"full"sv, false, {slots + 2, 1}, {}, {"B14.2"sv, 1671, 1673, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 3, 1}, {}, {"B14.2"sv, 1671, 1673, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 4, 1}, {}, {"B14.2"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 5, 1}, {}, {"B14.2"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
    {"reduced_by_one"sv, false, {slots + 6, 1}, {}, {"B14.2"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 7, 1}, {}, {"B14.2"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
    {"full"sv, false, {slots + 8, 1}, {}, {"B14.2"sv, 1681, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 9, 1}, {}, {"B14.2"sv, 1681, 0, "order-of-arms-1.0-en.txt"sv}},
    {"full"sv, false, {slots + 10, 1}, {}, {"B14.2"sv, 1681, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 11, 1}, {}, {"B14.2"sv, 1681, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 12, 1}, {}, {"B14.2"sv, 1683, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 13, 1}, {}, {"B14.2"sv, 1683, 0, "order-of-arms-1.0-en.txt"sv}},
    {"reduced_by_one"sv, false, {slots + 14, 1}, {}, {"B14.2"sv, 1683, 0, "order-of-arms-1.0-en.txt"sv}},
    {"may"sv, false, {slots + 15, 1}, {}, {"B14.2"sv, 1683, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::int_key(2),
    g::name_key("stand"sv),
    g::int_key(2),
    g::name_key("retreat"sv),
    g::int_key(1),
    g::name_key("stand"sv),
    g::int_key(1),
    g::name_key("retreat"sv),
    g::name_key("return_fire_not_activated"sv),
    g::name_key("return_fire_activated"sv),
    g::name_key("attacker_strength"sv),
    g::name_key("advance"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 2}, 1, "Targets Two (2) Areas Distant: Stand"sv, {cells + 0, 4}, {"B14.2"sv, 1671, 1673, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 2}, 1, "Targets Two (2) Areas Distant: Retreat"sv, {cells + 4, 4}, {"B14.2"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 2}, 1, "Targets One (1) Area Distant: Stand"sv, {cells + 8, 4}, {"B14.2"sv, 1681, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 2}, 1, "Targets One (1) Area Distant: Retreat"sv, {cells + 12, 4}, {"B14.2"sv, 1683, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7,
};
}  // namespace ranged_defender_options_data

inline constexpr g::table ranged_defender_options = {
    "ranged_defender_options"sv,  // name
    {"Ranged Fire Ranges & Defender Options"sv, ""sv},  // label
    {"B14.2"sv, 1663, 1683, "order-of-arms-1.0-en.txt"sv},  // source
    2,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {ranged_defender_options_data::keys + 8, 4},  // column_keys
    {ranged_defender_options_data::rows, 4},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of ranged_defender_options at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* ranged_defender_options_at(std::int64_t k0, sys::fire_option k1, sys::return_fire_column k2) {
  return g::dense_cell(ranged_defender_options_data::cells, {ranged_defender_options_data::dense, 16}, {g::ordinal{k0 - 1, 2}, g::ordinal{static_cast<std::int64_t>(k1), 2}, g::ordinal{static_cast<std::int64_t>(k2), 4}});
}

namespace reaction_eligibility_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "automatic"sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
    {""sv, false, 0, "die_roll"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "die_roll"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "n_a"sv, false},
    {""sv, false, 0, "automatic"sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, false, 0, "die_roll"sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 4, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"automatic"sv, false, {slots + 0, 1}, {}, {"B11.4"sv, 1048, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 1, 1}, {}, {"B11.4"sv, 1048, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 2, 1}, {}, {"B11.4"sv, 1048, 0, "order-of-arms-1.0-en.txt"sv}},
    {"die_roll"sv, false, {slots + 3, 1}, {}, {"B11.4"sv, 1050, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 4, 1}, {}, {"B11.4"sv, 1050, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 5, 1}, {}, {"B11.4"sv, 1050, 0, "order-of-arms-1.0-en.txt"sv}},
    {"die_roll"sv, false, {slots + 6, 1}, {}, {"B11.4"sv, 1083, 1085, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 7, 1}, {}, {"B11.4"sv, 1083, 1085, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 8, 1}, {}, {"B11.4"sv, 1083, 1085, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 9, 1}, {}, {"B11.4"sv, 1083, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 10, 1}, {}, {"B11.4"sv, 1083, 0, "order-of-arms-1.0-en.txt"sv}},
    {"n_a"sv, false, {slots + 11, 1}, {}, {"B11.4"sv, 1083, 0, "order-of-arms-1.0-en.txt"sv}},
    {"automatic"sv, false, {slots + 12, 1}, {}, {"B11.4"sv, 1101, 0, "order-of-arms-1.0-en.txt"sv}},
    {"2"sv, false, {slots + 13, 1}, {}, {"B11.4"sv, 1101, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 14, 1}, {}, {"B11.4"sv, 1101, 0, "order-of-arms-1.0-en.txt"sv}},
    {"die_roll"sv, false, {slots + 15, 1}, {}, {"B11.4"sv, 1102, 0, "order-of-arms-1.0-en.txt"sv}},
    {"3"sv, false, {slots + 16, 1}, {}, {"B11.4"sv, 1102, 0, "order-of-arms-1.0-en.txt"sv}},
    {"4"sv, false, {slots + 17, 1}, {}, {"B11.4"sv, 1102, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("meet_the_charge"sv),
    g::name_key("not_yet_activated"sv),
    g::name_key("meet_the_charge"sv),
    g::name_key("activated"sv),
    g::name_key("interception"sv),
    g::name_key("not_yet_activated"sv),
    g::name_key("interception"sv),
    g::name_key("activated"sv),
    g::name_key("wheel_in_place"sv),
    g::name_key("not_yet_activated"sv),
    g::name_key("wheel_in_place"sv),
    g::name_key("activated"sv),
    g::name_key("exceptional_leader"sv),
    g::name_key("leader_command"sv),
    g::name_key("printed_elan"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 2}, 1, "A not-yet-activated MMA unit"sv, {cells + 0, 3}, {"B11.4"sv, 1048, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 2}, 1, "Previously Activated MMA unit"sv, {cells + 3, 3}, {"B11.4"sv, 1050, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 2}, 1, "Non-activated MMA units"sv, {cells + 6, 3}, {"B11.4"sv, 1083, 1085, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 2}, 1, "Non-activated MMA units only"sv, {cells + 9, 3}, {"B11.4"sv, 1083, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 8, 2}, 1, "A not yet activated MMA unit"sv, {cells + 12, 3}, {"B11.4"sv, 1101, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 10, 2}, 1, "Previously Activated MMA units"sv, {cells + 15, 3}, {"B11.4"sv, 1102, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1,
    12, 13, 14, -1, 15, 16, 17, -1,
};
}  // namespace reaction_eligibility_data

inline constexpr g::table reaction_eligibility = {
    "reaction_eligibility"sv,  // name
    {"Reactions to a charge: who may meet the charge, intercept, wheel in place"sv, ""sv},  // label
    {"B11.4"sv, 1039, 1106, "order-of-arms-1.0-en.txt"sv},  // source
    2,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {reaction_eligibility_data::keys + 12, 3},  // column_keys
    {reaction_eligibility_data::rows, 6},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of reaction_eligibility at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* reaction_eligibility_at(sys::reaction k0, sys::activation_status k1, sys::reaction_requirement k2) {
  return g::dense_cell(reaction_eligibility_data::cells, {reaction_eligibility_data::dense, 24}, {g::ordinal{static_cast<std::int64_t>(k0), 3}, g::ordinal{static_cast<std::int64_t>(k1), 2}, g::ordinal{static_cast<std::int64_t>(k2), 4}});
}

namespace strength_adjustments_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half_again"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half_again"sv, false},
    {"percent"sv, true, 200, ""sv, false},
    {""sv, false, 0, "half"sv, false},
    {""sv, false, 0, "half"sv, false},
};
inline constexpr g::cell cells[] = {
    {"half"sv, false, {slots + 0, 1}, {}, {"B15.5.1"sv, 1843, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half_again"sv, false, {slots + 1, 1}, {}, {"B15.5.1"sv, 1845, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 2, 1}, {}, {"B15.5.1"sv, 1802, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 3, 1}, {}, {"B15.5.1"sv, 1806, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 4, 1}, {}, {"B15.5.1"sv, 1695, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 5, 1}, {}, {"B15.5.1"sv, 2012, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 6, 1}, {}, {"B15.5.1"sv, 2023, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 7, 1}, {}, {"B15.5.1"sv, 2027, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half_again"sv, false, {slots + 8, 1}, {}, {"B15.5.1"sv, 2594, 0, "order-of-arms-1.0-en.txt"sv}},
    {"200"sv, false, {slots + 9, 1}, {}, {"B15.5.1"sv, 2584, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 10, 1}, {}, {"B15.5.1"sv, 2612, 0, "order-of-arms-1.0-en.txt"sv}},
    {"half"sv, false, {slots + 11, 1}, {}, {"B15.5.1"sv, 1673, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("target_higher"sv),
    g::name_key("target_lower"sv),
    g::name_key("flank_attack"sv),
    g::name_key("foot_ranged_cqc"sv),
    g::name_key("mounted_ranged_rear"sv),
    g::name_key("shooting_over"sv),
    g::name_key("fallback_fire_rearrange"sv),
    g::name_key("fallback_fire_retreat"sv),
    g::name_key("phalanx_assault_attack"sv),
    g::name_key("phalanx_assault_defence"sv),
    g::name_key("phalanx_cqc_defence"sv),
    g::name_key("return_fire_two_areas"sv),
    g::name_key("value"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Reduce the strength calculated by half (fractions rounded down but never below 1) if the target area is at a higher elevation."sv, {cells + 0, 1}, {"B15.5.1"sv, 1843, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 1, 1}, 1, "Increase the strength calculated by half (fractions rounded down) if the target is at a lower elevation."sv, {cells + 1, 1}, {"B15.5.1"sv, 1845, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 2, 1}, 1, "Units attacking through their flanks halve their printed strength, fractions rounded down, but never below one (1)."sv, {cells + 2, 1}, {"B15.5.1"sv, 1802, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 1}, 1, "the strength of Foot ranged units is one half, rounded down, but never below one (1)."sv, {cells + 3, 1}, {"B15.5.1"sv, 1806, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 4, 1}, 1, "through their rear at half their printed strength (fractions rounded down)"sv, {cells + 4, 1}, {"B15.5.1"sv, 1695, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 5, 1}, 1, "Such attacks are made at half strength (fractions rounded down but never below 1)."sv, {cells + 5, 1}, {"B15.5.1"sv, 2012, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 1}, 1, "Ranged Fire units may then conduct supporting fire [B15.9], but with a reduced strength of one-half the ranged fire unit's printed strength value (fractions rounded down)."sv, {cells + 6, 1}, {"B15.5.1"sv, 2023, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 7, 1}, 1, "conduct defensive fire with a strength of one-half the ranged fire unit's printed strength (fractions rounded down)"sv, {cells + 7, 1}, {"B15.5.1"sv, 2027, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 8, 1}, 1, "increasing the attack strength of phalanx units by 50%, fractions rounded down."sv, {cells + 8, 1}, {"B15.5.1"sv, 2594, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 9, 1}, 1, "Units in a Phalanx defend at double (200%) their printed strength."sv, {cells + 9, 1}, {"B15.5.1"sv, 2584, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 10, 1}, 1, "They attack with their current printed strength as any other unit, but defend only at half strength"sv, {cells + 10, 1}, {"B15.5.1"sv, 2612, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 11, 1}, 1, "The defender may return ranged fire at half strength (round down but not below 1)"sv, {cells + 11, 1}, {"B15.5.1"sv, 1673, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
};
}  // namespace strength_adjustments_data

inline constexpr g::table strength_adjustments = {
    "strength_adjustments"sv,  // name
    {"Strength adjustments (close quarters, ranged fire, phalanx)"sv, ""sv},  // label
    {"B15.5.1"sv, 1832, 1847, "order-of-arms-1.0-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {strength_adjustments_data::keys + 12, 1},  // column_keys
    {strength_adjustments_data::rows, 12},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of strength_adjustments at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* strength_adjustments_at(sys::strength_case k0, sys::strength_column k1) {
  return g::dense_cell(strength_adjustments_data::cells, {strength_adjustments_data::dense, 12}, {g::ordinal{static_cast<std::int64_t>(k0), 12}, g::ordinal{static_cast<std::int64_t>(k1), 1}});
}

namespace weapon_vs_armor_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, false, 0, "dash"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "dash"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, false, 0, "dash"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, false, 0, "dash"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "dash"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, false, 0, "dash"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"+1"sv, false, {slots + 0, 1}, {}, {"C19.0"sv, 2366, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 1, 1}, {}, {"C19.0"sv, 2366, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 2, 1}, {}, {"C19.0"sv, 2366, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 3, 1}, {}, {"C19.0"sv, 2366, 0, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, false, {slots + 4, 1}, {}, {"C19.0"sv, 2367, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 5, 1}, {}, {"C19.0"sv, 2367, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 6, 1}, {}, {"C19.0"sv, 2367, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 7, 1}, {}, {"C19.0"sv, 2367, 0, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, false, {slots + 8, 1}, {}, {"C19.0"sv, 2368, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 9, 1}, {}, {"C19.0"sv, 2368, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 10, 1}, {}, {"C19.0"sv, 2368, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 11, 1}, {}, {"C19.0"sv, 2368, 0, "order-of-arms-1.0-en.txt"sv}},
    {"-1"sv, false, {slots + 12, 1}, {}, {"C19.0"sv, 2369, 0, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, false, {slots + 13, 1}, {}, {"C19.0"sv, 2369, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 14, 1}, {}, {"C19.0"sv, 2369, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 15, 1}, {}, {"C19.0"sv, 2369, 0, "order-of-arms-1.0-en.txt"sv}},
    {"-1"sv, false, {slots + 16, 1}, {}, {"C19.0"sv, 2370, 0, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, false, {slots + 17, 1}, {}, {"C19.0"sv, 2370, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 18, 1}, {}, {"C19.0"sv, 2370, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 19, 1}, {}, {"C19.0"sv, 2370, 0, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, false, {slots + 20, 1}, {}, {"C19.0"sv, 2371, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 21, 1}, {}, {"C19.0"sv, 2371, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 22, 1}, {}, {"C19.0"sv, 2371, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 23, 1}, {}, {"C19.0"sv, 2371, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 24, 1}, {}, {"C19.0"sv, 2372, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 25, 1}, {}, {"C19.0"sv, 2372, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 26, 1}, {}, {"C19.0"sv, 2372, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 27, 1}, {}, {"C19.0"sv, 2372, 0, "order-of-arms-1.0-en.txt"sv}},
    {"dash"sv, false, {slots + 28, 1}, {}, {"C19.0"sv, 2373, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+1"sv, false, {slots + 29, 1}, {}, {"C19.0"sv, 2373, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 30, 1}, {}, {"C19.0"sv, 2373, 0, "order-of-arms-1.0-en.txt"sv}},
    {"+2"sv, false, {slots + 31, 1}, {}, {"C19.0"sv, 2373, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("mounted"sv),
    g::name_key("charge"sv),
    g::name_key("MMA"sv),
    g::name_key("mounted"sv),
    g::name_key("charge"sv),
    g::name_key("MS"sv),
    g::name_key("mounted"sv),
    g::name_key("cqc"sv),
    g::name_key("MMA"sv),
    g::name_key("mounted"sv),
    g::name_key("cqc"sv),
    g::name_key("MM"sv),
    g::name_key("mounted"sv),
    g::name_key("cqc"sv),
    g::name_key("MK"sv),
    g::name_key("mounted"sv),
    g::name_key("cqc"sv),
    g::name_key("MS"sv),
    g::name_key("mounted"sv),
    g::name_key("ranged"sv),
    g::name_key("MK"sv),
    g::name_key("mounted"sv),
    g::name_key("ranged"sv),
    g::name_key("MX"sv),
    g::name_key("foot"sv),
    g::name_key("charge"sv),
    g::name_key("FMA"sv),
    g::name_key("foot"sv),
    g::name_key("cqc"sv),
    g::name_key("FMA"sv),
    g::name_key("foot"sv),
    g::name_key("charge"sv),
    g::name_key("FI"sv),
    g::name_key("foot"sv),
    g::name_key("cqc"sv),
    g::name_key("FI"sv),
    g::name_key("foot"sv),
    g::name_key("charge"sv),
    g::name_key("FK"sv),
    g::name_key("foot"sv),
    g::name_key("cqc"sv),
    g::name_key("FK"sv),
    g::name_key("foot"sv),
    g::name_key("charge"sv),
    g::name_key("FP"sv),
    g::name_key("foot"sv),
    g::name_key("cqc"sv),
    g::name_key("FP"sv),
    g::name_key("foot"sv),
    g::name_key("charge"sv),
    g::name_key("FH"sv),
    g::name_key("foot"sv),
    g::name_key("cqc"sv),
    g::name_key("FH"sv),
    g::name_key("A"sv),
    g::name_key("B"sv),
    g::name_key("C"sv),
    g::name_key("None"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 3}, 1, "Couched Lance*"sv, {cells + 0, 4}, {"C19.0"sv, 2366, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 3, 3}, 1, "Spear"sv, {cells + 4, 4}, {"C19.0"sv, 2367, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 6, 9}, 3, "Sword, Mace, Flail"sv, {cells + 8, 4}, {"C19.0"sv, 2368, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 15, 3}, 1, "Spear"sv, {cells + 12, 4}, {"C19.0"sv, 2369, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 18, 3}, 1, "Bows/Crossbows"sv, {cells + 16, 4}, {"C19.0"sv, 2370, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 21, 3}, 1, "Crossbow"sv, {cells + 20, 4}, {"C19.0"sv, 2371, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 24, 18}, 6, "Sword"sv, {cells + 24, 4}, {"C19.0"sv, 2372, 0, "order-of-arms-1.0-en.txt"sv}},
    {{keys + 42, 12}, 4, "Polearm (pike/hal)"sv, {cells + 28, 4}, {"C19.0"sv, 2373, 0, "order-of-arms-1.0-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, 8, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1,
    8, 9, 10, 11, 8, 9, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, 16, 17, 18, 19, -1, -1, -1, -1,
    20, 21, 22, 23, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    24, 25, 26, 27, 28, 29, 30, 31, 28, 29, 30, 31, -1, -1, -1, -1,
    24, 25, 26, 27, 24, 25, 26, 27, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, 24, 25, 26, 27, 28, 29, 30, 31, 28, 29, 30, 31,
    -1, -1, -1, -1, 24, 25, 26, 27, 24, 25, 26, 27, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1,
};
}  // namespace weapon_vs_armor_data

inline constexpr g::table weapon_vs_armor = {
    "weapon_vs_armor"sv,  // name
    {"Weapon vs. Armor"sv, ""sv},  // label
    {"C19.0"sv, 2350, 2373, "order-of-arms-1.0-en.txt"sv},  // source
    3,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {weapon_vs_armor_data::keys + 54, 4},  // column_keys
    {weapon_vs_armor_data::rows, 8},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of weapon_vs_armor at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* weapon_vs_armor_at(sys::combatant k0, sys::combat_type k1, sys::unit_type k2, sys::armor_class k3) {
  return g::dense_cell(weapon_vs_armor_data::cells, {weapon_vs_armor_data::dense, 792}, {g::ordinal{static_cast<std::int64_t>(k0), 2}, g::ordinal{static_cast<std::int64_t>(k1), 3}, g::ordinal{static_cast<std::int64_t>(k2), 33}, g::ordinal{static_cast<std::int64_t>(k3), 4}});
}

inline constexpr g::table all_data[] = {
    armor_deflection,
    artillery_deflection,
    artillery_setup,
    artillery_strength,
    artillery_weather,
    bombardment_ranges,
    charge_base_strength,
    charge_defence_strength,
    charge_momentum,
    elevation_by_range,
    movement_allowances,
    not_in_control_effects,
    ranged_defender_options,
    reaction_eligibility,
    strength_adjustments,
    weapon_vs_armor,
};
inline constexpr g::span<g::table> all = {all_data, 16};
}  // namespace tables

// Band tables: bands with their outcome cells, roll, clamp and leader triggers.
namespace bands {

inline constexpr g::span<g::band_table> all = {};
}  // namespace bands

// Modifier lists: each condition and computed delta is a constexpr C++ function of
// the list's situation struct; <list>_total(s) is what the list adds to a roll.
namespace lists {
namespace rt = g::rt;
namespace activation_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"first_player"sv, 1, false, {}, "In the case of the First Player's first activation die roll in the turn, he receives plus one (+1) activation during the first activation phase in addition to any activations he receives by die roll even if the die roll resulted in no activations."sv, {"B8.0"sv, 768, 0, "order-of-arms-1.0-en.txt"sv}},
};
// first_player: first_player_first_roll
constexpr bool when_0(sys::activation const& s) {
  return s.first_player_first_roll_or_refuse();
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::activation const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::activation const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
}
}  // namespace activation_modifiers_data

inline constexpr g::modifier_list activation_modifiers = {
    "activation_modifiers"sv,  // name
    {"Activations received"sv, ""sv},  // label
    "activation"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {activation_modifiers_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total activation_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t activation_modifiers_total(sys::activation const& s) {
  g::verdict verdicts[1 + 1]{};
  activation_modifiers_data::fill(s, verdicts);
  return g::combine(activation_modifiers, verdicts);
}

namespace bombardment_losses_data {
inline constexpr g::modifier modifiers[] = {
    {"densely_occupied"sv, 1, false, {}, "Against Densely Occupied Areas: Increase losses scored against troops by one (+1)."sv, {"C24.2"sv, 2541, 0, "order-of-arms-1.0-en.txt"sv}},
};
// densely_occupied: troops and densely_occupied
constexpr bool when_0(sys::bombardment const& s) {
  return (s.troops_or_refuse() && s.densely_occupied_or_refuse());
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::bombardment const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::bombardment const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
}
}  // namespace bombardment_losses_data

inline constexpr g::modifier_list bombardment_losses = {
    "bombardment_losses"sv,  // name
    {"Losses from Bombardment"sv, ""sv},  // label
    "bombardment"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {bombardment_losses_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total bombardment_losses adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t bombardment_losses_total(sys::bombardment const& s) {
  g::verdict verdicts[1 + 1]{};
  bombardment_losses_data::fill(s, verdicts);
  return g::combine(bombardment_losses, verdicts);
}

namespace bombardment_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"mma_flank"sv, 1, false, {}, "The target area contains a long MMA combat unit which has its flank facing the bombarding artillery."sv, {"B12.2.2"sv, 1415, 1417, "order-of-arms-1.0-en.txt"sv}},
    {"densely_occupied"sv, 1, false, {}, "The defending area is densely occupied [C17.2]."sv, {"B12.2.2"sv, 1415, 1418, "order-of-arms-1.0-en.txt"sv}},
    {"schiltron_or_phalanx"sv, 1, false, {}, "The defending area contains infantry that has formed Schiltron [C25.0] or Phalanx [C26.0]."sv, {"B12.2.2"sv, 1415, 1419, "order-of-arms-1.0-en.txt"sv}},
    {"exceptional_leader"sv, 1, false, {}, "An artillery Leader of Exceptional Ability in the area with the firing units adds one (+1) to each die roll."sv, {"B12.2.2"sv, 1420, 0, "order-of-arms-1.0-en.txt"sv}},
    {"gunpowder_range_one"sv, 1, false, {}, "Gunpowder Artillery unit firing on target at a range of one (1)."sv, {"B12.2.2"sv, 1415, 1421, "order-of-arms-1.0-en.txt"sv}},
    {"weather"sv, -1, false, {}, "The weather is rain, storm, fog, snow, or heavy snow."sv, {"B12.2.2"sv, 1423, 1425, "order-of-arms-1.0-en.txt"sv}},
    {"dawn_or_night"sv, -1, false, {}, "It is a dawn, or night turn. (But not a dusk turn- the gunners have been looking at the target in daylight.)"sv, {"B12.2.2"sv, 1423, 1426, "order-of-arms-1.0-en.txt"sv}},
    {"rocket"sv, -1, false, {}, "The firing unit is designated as rocket."sv, {"B12.2.2"sv, 1423, 1427, "order-of-arms-1.0-en.txt"sv}},
};
// mma_flank: troops and mma_flank
constexpr bool when_0(sys::bombardment const& s) {
  return (s.troops_or_refuse() && s.mma_flank_or_refuse());
}
// densely_occupied: troops and densely_occupied
constexpr bool when_1(sys::bombardment const& s) {
  return (s.troops_or_refuse() && s.densely_occupied_or_refuse());
}
// schiltron_or_phalanx: troops and schiltron_or_phalanx
constexpr bool when_2(sys::bombardment const& s) {
  return (s.troops_or_refuse() && s.schiltron_or_phalanx_or_refuse());
}
// exceptional_leader: troops and exceptional_artillery_leader
constexpr bool when_3(sys::bombardment const& s) {
  return (s.troops_or_refuse() && s.exceptional_artillery_leader_or_refuse());
}
// gunpowder_range_one: troops and artillery in [gunpowder_heavy gunpowder_medium gunpowder_light] and range == 1
constexpr bool when_4(sys::bombardment const& s) {
  return ((s.troops_or_refuse() && [&](auto const& v) { return false || v == sys::artillery_class::gunpowder_heavy || v == sys::artillery_class::gunpowder_medium || v == sys::artillery_class::gunpowder_light; }(s.artillery_or_refuse())) && (s.range_or_refuse() == std::int64_t{1}));
}
// weather: weather in [rain storm fog snow heavy_snow]
constexpr bool when_5(sys::bombardment const& s) {
  return [&](auto const& v) { return false || v == sys::weather::rain || v == sys::weather::storm || v == sys::weather::fog || v == sys::weather::snow || v == sys::weather::heavy_snow; }(s.weather_or_refuse());
}
// dawn_or_night: time in [dawn night]
constexpr bool when_6(sys::bombardment const& s) {
  return [&](auto const& v) { return false || v == sys::time_of_day::dawn || v == sys::time_of_day::night; }(s.time_or_refuse());
}
// rocket: artillery == rocket
constexpr bool when_7(sys::bombardment const& s) {
  return (s.artillery_or_refuse() == sys::artillery_class::rocket);
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::bombardment const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    case 4: return g::verdict{when_4(s), modifiers[4].delta};
    case 5: return g::verdict{when_5(s), modifiers[5].delta};
    case 6: return g::verdict{when_6(s), modifiers[6].delta};
    case 7: return g::verdict{when_7(s), modifiers[7].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::bombardment const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
  v[4] = g::verdict{when_4(s), modifiers[4].delta};
  v[5] = g::verdict{when_5(s), modifiers[5].delta};
  v[6] = g::verdict{when_6(s), modifiers[6].delta};
  v[7] = g::verdict{when_7(s), modifiers[7].delta};
}
}  // namespace bombardment_modifiers_data

inline constexpr g::modifier_list bombardment_modifiers = {
    "bombardment_modifiers"sv,  // name
    {"Bombardment Modifiers"sv, ""sv},  // label
    "bombardment"sv,  // situation
    true,  // has_clamp
    -1,  // clamp_low
    2,  // clamp_high
    {bombardment_modifiers_data::modifiers, 8},  // modifiers
    {},  // groups
};

// The total bombardment_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t bombardment_modifiers_total(sys::bombardment const& s) {
  g::verdict verdicts[8 + 1]{};
  bombardment_modifiers_data::fill(s, verdicts);
  return g::combine(bombardment_modifiers, verdicts);
}

namespace breaking_through_modifiers_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 0, 1,
};
inline constexpr g::modifier modifiers[] = {
    {"tactical_one_or_two"sv, -1, false, {}, "- 1 For a Leader of Exceptional Ability with a tactical rating of 1 or 2."sv, {"B15.10"sv, 2058, 0, "order-of-arms-1.0-en.txt"sv}},
    {"tactical_three_or_more"sv, -2, false, {}, "- 2 For a Leader of Exceptional Ability with a tactical rating of 3 or more."sv, {"B15.10"sv, 2059, 0, "order-of-arms-1.0-en.txt"sv}},
    {"excess_strength"sv, 0, true, {}, "- 1 for every strength point that the activated attacker's total strength is in excess of the total printed strength values of the shielded and shielding stacks added together."sv, {"B15.10"sv, 2060, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::modifier_group groups[] = {
    {"leader_rating"sv, g::group_policy::exclusive, {indices + 0, 2}},
};
// tactical_one_or_two: leader.tactical >= 1 and leader.tactical <= 2
constexpr bool when_0(sys::breaking_through const& s) {
  return ((s.leader_or_refuse().tactical_or_refuse("leader.tactical") >= std::int64_t{1}) && (s.leader_or_refuse().tactical_or_refuse("leader.tactical") <= std::int64_t{2}));
}
// tactical_three_or_more: leader.tactical >= 3
constexpr bool when_1(sys::breaking_through const& s) {
  return (s.leader_or_refuse().tactical_or_refuse("leader.tactical") >= std::int64_t{3});
}
// excess_strength: attacker_strength > shielded_strength + shielding_strength
constexpr bool when_2(sys::breaking_through const& s) {
  return (s.attacker_strength_or_refuse() > (s.shielded_strength_or_refuse() + s.shielding_strength_or_refuse()));
}
// excess_strength: shielded_strength + shielding_strength - attacker_strength
constexpr std::int64_t delta_2(sys::breaking_through const& s) {
  return ((s.shielded_strength_or_refuse() + s.shielding_strength_or_refuse()) - s.attacker_strength_or_refuse());
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::breaking_through const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::breaking_through const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
}
}  // namespace breaking_through_modifiers_data

inline constexpr g::modifier_list breaking_through_modifiers = {
    "breaking_through_modifiers"sv,  // name
    {"Breaking Through to the Other side Attempt Modifier"sv, ""sv},  // label
    "breaking_through"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {breaking_through_modifiers_data::modifiers, 3},  // modifiers
    {breaking_through_modifiers_data::groups, 1},  // groups
};

// The total breaking_through_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t breaking_through_modifiers_total(sys::breaking_through const& s) {
  g::verdict verdicts[3 + 1]{};
  breaking_through_modifiers_data::fill(s, verdicts);
  return g::combine(breaking_through_modifiers, verdicts);
}

namespace charge_defence_adjustments_data {
inline constexpr g::modifier modifiers[] = {
    {"tactical_leadership"sv, 1, false, {}, "Add any tactical bonus of one defending leader per [B3.1.1]."sv, {"B3.1.1"sv, 582, 0, "order-of-arms-1.0-en.txt"sv}},
    {"fortes_fortuna_iuvat"sv, 0, true, {}, "Once per turn, a Leader of Exceptional Ability may assign tactical bonus in excess of one (1) to any single unit he is stacked with, up to the limit of the leader's tactical rating, but not in excess of the current printed strength of the combat unit receiving the extra bonus."sv, {"B3.3.3"sv, 618, 0, "order-of-arms-1.0-en.txt"sv}},
    {"terrain"sv, 0, true, {}, "Adjust the totals (from the steps above) per stack per applicable terrain in the target area per terrain effects chart (defender does not consider elevation)."sv, {"B11.7.2"sv, 1172, 0, "order-of-arms-1.0-en.txt"sv}},
};
// tactical_leadership: leader.tactical > 0
constexpr bool when_0(sys::charge_combat const& s) {
  return (s.leader_or_refuse().tactical_or_refuse("leader.tactical") > std::int64_t{0});
}
// fortes_fortuna_iuvat: extra_bonus > 0 and leader.exceptional
constexpr bool when_1(sys::charge_combat const& s) {
  return ((s.extra_bonus_or_refuse() > std::int64_t{0}) && s.leader_or_refuse().exceptional_or_refuse("leader.exceptional"));
}
// fortes_fortuna_iuvat: extra_bonus
constexpr std::int64_t delta_1(sys::charge_combat const& s) {
  return s.extra_bonus_or_refuse();
}
// terrain: terrain_applies
constexpr bool when_2(sys::charge_combat const& s) {
  return s.terrain_applies_or_refuse();
}
// terrain: terrain_effects_chart[unit.type]
constexpr std::int64_t delta_2(sys::charge_combat const& s) {
  return rt::not_printed(s, "the Terrain Effects Chart (terrain_effects_chart) is cited by the source (line 245) but not printed in it: a situation that reads it cannot be resolved");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::charge_combat const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::charge_combat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
}
}  // namespace charge_defence_adjustments_data

inline constexpr g::modifier_list charge_defence_adjustments = {
    "charge_defence_adjustments"sv,  // name
    {"Defending Player: tactical leadership and terrain"sv, ""sv},  // label
    "charge_combat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {charge_defence_adjustments_data::modifiers, 3},  // modifiers
    {},  // groups
};

// The total charge_defence_adjustments adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t charge_defence_adjustments_total(sys::charge_combat const& s) {
  g::verdict verdicts[3 + 1]{};
  charge_defence_adjustments_data::fill(s, verdicts);
  return g::combine(charge_defence_adjustments, verdicts);
}

namespace charge_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"weapon_vs_armor"sv, 0, true, {}, "Weapon vs. Armor (both sides) [C19.0]"sv, {"B11.7.3"sv, 1286, 1288, "order-of-arms-1.0-en.txt"sv}},
    {"mounted_men_line"sv, 0, true, {}, "Units with broken lance markers equal to or greater than half the MMA's current strength value (rounded up) do not benefit from the Charge Momentum modifier and must use the Mounted Men line in the Weapon vs. Armor Table."sv, {"B11.11.1"sv, 1252, 0, "order-of-arms-1.0-en.txt"sv}},
    {"elite"sv, 1, false, {}, "Charging MMA: Unit is Elite. Add +1 to combat die rolls."sv, {"B11.7.3"sv, 1294, 1298, "order-of-arms-1.0-en.txt"sv}},
    {"strike_angle"sv, 1, false, {}, "If the charge strikes the flank or rear of an enemy MMA unit, add +1 to the die roll(s)."sv, {"B11.7.3"sv, 1302, 0, "order-of-arms-1.0-en.txt"sv}},
    {"polearm_defender"sv, 1, false, {}, "FP or FH (defender) NOT in schiltron or phalanx: Pike or Halberd combat units add one (+1) to their defensive combat die roll(s)."sv, {"B11.7.3"sv, 1306, 1308, "order-of-arms-1.0-en.txt"sv}},
    {"unfettered_bow_fire"sv, 1, false, {}, "Archer units (FB, FBL, FXB, FXP, FXA, MB, MXB) in an area being charged by MMA cavalry which are not themselves attacked during the activation add one (+1) to their defensive combat die roll(s)."sv, {"B11.7.3"sv, 1310, 1312, "order-of-arms-1.0-en.txt"sv}},
};
// weapon_vs_armor: unit.type != MMA or unit.broken_lances + unit.broken_lances < unit.strength
constexpr bool when_0(sys::charge_combat const& s) {
  return ((s.unit_or_refuse().type_or_refuse("unit.type") != sys::unit_type::MMA) || ((s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") + s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances")) < s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// weapon_vs_armor: weapon_vs_armor[unit.combatant][charge][unit.type][target.armor]
constexpr std::int64_t delta_0(sys::charge_combat const& s) {
  return rt::cell_number(symbols, tables::weapon_vs_armor, tables::weapon_vs_armor_at(s.unit_or_refuse().combatant_or_refuse("unit.combatant"), sys::combat_type::charge, s.unit_or_refuse().type_or_refuse("unit.type"), s.target_or_refuse().armor_or_refuse("target.armor")), {g::name_key(sys::name_of(s.unit_or_refuse().combatant_or_refuse("unit.combatant"))), g::name_key("charge"), g::name_key(sys::name_of(s.unit_or_refuse().type_or_refuse("unit.type"))), g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor")))}, "");
}
// mounted_men_line: unit.type == MMA and unit.broken_lances + unit.broken_lances >= unit.strength
constexpr bool when_1(sys::charge_combat const& s) {
  return ((s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA) && ((s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") + s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances")) >= s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// mounted_men_line: weapon_vs_armor[unit.combatant][charge][MM][target.armor]
constexpr std::int64_t delta_1(sys::charge_combat const& s) {
  return rt::cell_number(symbols, tables::weapon_vs_armor, tables::weapon_vs_armor_at(s.unit_or_refuse().combatant_or_refuse("unit.combatant"), sys::combat_type::charge, sys::unit_type::MM, s.target_or_refuse().armor_or_refuse("target.armor")), {g::name_key(sys::name_of(s.unit_or_refuse().combatant_or_refuse("unit.combatant"))), g::name_key("charge"), g::name_key("MM"), g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor")))}, "");
}
// elite: unit.elite and unit.type == MMA and rolling_side == attacker
constexpr bool when_2(sys::charge_combat const& s) {
  return ((s.unit_or_refuse().elite_or_refuse("unit.elite") && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA)) && (s.rolling_side_or_refuse() == sys::side::attacker));
}
// strike_angle: strike_flank_or_rear and rolling_side == attacker and target.type == MMA
constexpr bool when_3(sys::charge_combat const& s) {
  return ((s.strike_flank_or_rear_or_refuse() && (s.rolling_side_or_refuse() == sys::side::attacker)) && (s.target_or_refuse().type_or_refuse("target.type") == sys::unit_type::MMA));
}
// polearm_defender: rolling_side == defender and unit.type in [FP FH] and unit.formation == none
constexpr bool when_4(sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FP || v == sys::unit_type::FH; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::none));
}
// unfettered_bow_fire: rolling_side == defender and unit.type in [FB FBL FXB FXP FXA MB MXB] and not_attacked
constexpr bool when_5(sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FB || v == sys::unit_type::FBL || v == sys::unit_type::FXB || v == sys::unit_type::FXP || v == sys::unit_type::FXA || v == sys::unit_type::MB || v == sys::unit_type::MXB; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && s.not_attacked_or_refuse());
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::charge_combat const& s) {
  switch (index) {
    case 0: return when_0(s) ? g::verdict{true, delta_0(s)} : g::verdict{};
    case 1: return when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    case 4: return g::verdict{when_4(s), modifiers[4].delta};
    case 5: return g::verdict{when_5(s), modifiers[5].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::charge_combat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = when_0(s) ? g::verdict{true, delta_0(s)} : g::verdict{};
  v[1] = when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
  v[4] = g::verdict{when_4(s), modifiers[4].delta};
  v[5] = g::verdict{when_5(s), modifiers[5].delta};
}
}  // namespace charge_modifiers_data

inline constexpr g::modifier_list charge_modifiers = {
    "charge_modifiers"sv,  // name
    {"Charge Combat Modifiers"sv, ""sv},  // label
    "charge_combat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {charge_modifiers_data::modifiers, 6},  // modifiers
    {},  // groups
};

// The total charge_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t charge_modifiers_total(sys::charge_combat const& s) {
  g::verdict verdicts[6 + 1]{};
  charge_modifiers_data::fill(s, verdicts);
  return g::combine(charge_modifiers, verdicts);
}

namespace charge_strength_data {
inline constexpr g::modifier modifiers[] = {
    {"momentum"sv, 0, true, {}, "Charge Momentum"sv, {"B11.7.1"sv, 1130, 0, "order-of-arms-1.0-en.txt"sv}},
    {"tactical_leadership"sv, 1, false, {}, "Add the tactical bonus of one MMA leader per [B3.1.1]. The leader must be with charging units of his formation."sv, {"B3.1.1"sv, 582, 0, "order-of-arms-1.0-en.txt"sv}},
    {"target_elevation"sv, 0, true, {}, "Increase by one (+1) the charge momentum bonus for every elevation level the target is below the attacker's starting area. or Decrease by one (-1) the charge momentum bonus for every elevation level the target is above the attacker's starting area."sv, {"B11.7.1"sv, 1142, 1144, "order-of-arms-1.0-en.txt"sv}},
    {"met_charge_no_losses"sv, 0, true, {}, "If no losses are inflicted on the either side, then the charging MMA may proceed to the target but minus all Charge Momentum bonuses"sv, {"B11.4.2"sv, 1067, 0, "order-of-arms-1.0-en.txt"sv}},
    {"met_charge_losses_inflicted"sv, -1, false, {}, "If the charging MMA inflicts losses on the MMA that met the charge, but suffers no losses itself, it may continue to the target; it's charge momentum bonus is reduced by one (-1)."sv, {"B11.4.2"sv, 1068, 0, "order-of-arms-1.0-en.txt"sv}},
    {"fortes_fortuna_iuvat"sv, 0, true, {}, "Once per turn, a Leader of Exceptional Ability may assign tactical bonus in excess of one (1) to any single unit he is stacked with, up to the limit of the leader's tactical rating, but not in excess of the current printed strength of the combat unit receiving the extra bonus."sv, {"B3.3.3"sv, 618, 0, "order-of-arms-1.0-en.txt"sv}},
    {"terrain_and_weather"sv, 0, true, {}, "Terrain & Weather: Adjust the total strength (number of dice) per any applicable terrain noted in the terrain and/or weather effects chart."sv, {"B11.7.1"sv, 1139, 1140, "order-of-arms-1.0-en.txt"sv}},
};
// momentum: unit.type == MMA and unit.broken_lances + unit.broken_lances < unit.strength
constexpr bool when_0(sys::charge_combat const& s) {
  return ((s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA) && ((s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") + s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances")) < s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// momentum: charge_momentum[distance][momentum]
constexpr std::int64_t delta_0(sys::charge_combat const& s) {
  return rt::cell_number(symbols, tables::charge_momentum, tables::charge_momentum_at(s.distance_or_refuse(), sys::distance_column::momentum), {g::int_key(s.distance_or_refuse()), g::name_key("momentum")}, "");
}
// tactical_leadership: leader.tactical > 0
constexpr bool when_1(sys::charge_combat const& s) {
  return (s.leader_or_refuse().tactical_or_refuse("leader.tactical") > std::int64_t{0});
}
// target_elevation: elevation_below != 0
constexpr bool when_2(sys::charge_combat const& s) {
  return (s.elevation_below_or_refuse() != std::int64_t{0});
}
// target_elevation: elevation_below
constexpr std::int64_t delta_2(sys::charge_combat const& s) {
  return s.elevation_below_or_refuse();
}
// met_charge_no_losses: met_charge == no_losses and unit.type == MMA and unit.broken_lances + unit.broken_lances < unit.strength
constexpr bool when_3(sys::charge_combat const& s) {
  return (((s.met_charge_or_refuse() == sys::met_charge_result::no_losses) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA)) && ((s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") + s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances")) < s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// met_charge_no_losses: 0 - charge_momentum[distance][momentum]
constexpr std::int64_t delta_3(sys::charge_combat const& s) {
  return (std::int64_t{0} - rt::cell_number(symbols, tables::charge_momentum, tables::charge_momentum_at(s.distance_or_refuse(), sys::distance_column::momentum), {g::int_key(s.distance_or_refuse()), g::name_key("momentum")}, ""));
}
// met_charge_losses_inflicted: met_charge == losses_to_meeting_mma and unit.type == MMA and unit.broken_lances + unit.broken_lances < unit.strength
constexpr bool when_4(sys::charge_combat const& s) {
  return (((s.met_charge_or_refuse() == sys::met_charge_result::losses_to_meeting_mma) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA)) && ((s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") + s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances")) < s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// fortes_fortuna_iuvat: extra_bonus > 0 and leader.exceptional
constexpr bool when_5(sys::charge_combat const& s) {
  return ((s.extra_bonus_or_refuse() > std::int64_t{0}) && s.leader_or_refuse().exceptional_or_refuse("leader.exceptional"));
}
// fortes_fortuna_iuvat: extra_bonus
constexpr std::int64_t delta_5(sys::charge_combat const& s) {
  return s.extra_bonus_or_refuse();
}
// terrain_and_weather: terrain_applies
constexpr bool when_6(sys::charge_combat const& s) {
  return s.terrain_applies_or_refuse();
}
// terrain_and_weather: terrain_effects_chart[unit.type]
constexpr std::int64_t delta_6(sys::charge_combat const& s) {
  return rt::not_printed(s, "the Terrain Effects Chart (terrain_effects_chart) is cited by the source (line 245) but not printed in it: a situation that reads it cannot be resolved");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::charge_combat const& s) {
  switch (index) {
    case 0: return when_0(s) ? g::verdict{true, delta_0(s)} : g::verdict{};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    case 3: return when_3(s) ? g::verdict{true, delta_3(s)} : g::verdict{};
    case 4: return g::verdict{when_4(s), modifiers[4].delta};
    case 5: return when_5(s) ? g::verdict{true, delta_5(s)} : g::verdict{};
    case 6: return when_6(s) ? g::verdict{true, delta_6(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::charge_combat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = when_0(s) ? g::verdict{true, delta_0(s)} : g::verdict{};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
  v[3] = when_3(s) ? g::verdict{true, delta_3(s)} : g::verdict{};
  v[4] = g::verdict{when_4(s), modifiers[4].delta};
  v[5] = when_5(s) ? g::verdict{true, delta_5(s)} : g::verdict{};
  v[6] = when_6(s) ? g::verdict{true, delta_6(s)} : g::verdict{};
}
}  // namespace charge_strength_data

inline constexpr g::modifier_list charge_strength = {
    "charge_strength"sv,  // name
    {"Charging (Attacking) Player: the stack's attacking combat strength"sv, ""sv},  // label
    "charge_combat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {charge_strength_data::modifiers, 7},  // modifiers
    {},  // groups
};

// The total charge_strength adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t charge_strength_total(sys::charge_combat const& s) {
  g::verdict verdicts[7 + 1]{};
  charge_strength_data::fill(s, verdicts);
  return g::combine(charge_strength, verdicts);
}

namespace cqc_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"weapon_type"sv, 0, true, {}, "Cross reference the type of weapon for the combat unit rolling dice vs. the armor of the combat unit it is combating"sv, {"B15.5.4a"sv, 1943, 0, "order-of-arms-1.0-en.txt"sv}},
    {"elite"sv, 1, false, {}, "Unit is Elite: Add +1 to combat die rolls."sv, {"B15.5.4a"sv, 1949, 1951, "order-of-arms-1.0-en.txt"sv}},
    {"flanking"sv, 1, false, {}, "Units conducting a flanking attack add +1 to their combat die rolls [C17.6.1]."sv, {"B15.5.4a"sv, 1953, 1955, "order-of-arms-1.0-en.txt"sv}},
    {"melee"sv, 1, false, {}, "Units in melee add +1 to their combat die rolls."sv, {"B15.5.4a"sv, 1957, 1959, "order-of-arms-1.0-en.txt"sv}},
    {"phalanx_assault"sv, 1, false, {}, "Infantry in Phalanx add +1 when attacking non polearm units (mounted or foot)."sv, {"B15.5.4a"sv, 1961, 1963, "order-of-arms-1.0-en.txt"sv}},
};
// weapon_type: weapon_vs_armor[unit.combatant][cqc][unit.type][target.armor]
constexpr std::int64_t delta_0(sys::close_combat const& s) {
  return rt::cell_number(symbols, tables::weapon_vs_armor, tables::weapon_vs_armor_at(s.unit_or_refuse().combatant_or_refuse("unit.combatant"), sys::combat_type::cqc, s.unit_or_refuse().type_or_refuse("unit.type"), s.target_or_refuse().armor_or_refuse("target.armor")), {g::name_key(sys::name_of(s.unit_or_refuse().combatant_or_refuse("unit.combatant"))), g::name_key("cqc"), g::name_key(sys::name_of(s.unit_or_refuse().type_or_refuse("unit.type"))), g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor")))}, "");
}
// elite: unit.elite
constexpr bool when_1(sys::close_combat const& s) {
  return s.unit_or_refuse().elite_or_refuse("unit.elite");
}
// flanking: flanking
constexpr bool when_2(sys::close_combat const& s) {
  return s.flanking_or_refuse();
}
// melee: in_melee
constexpr bool when_3(sys::close_combat const& s) {
  return s.in_melee_or_refuse();
}
// phalanx_assault: unit.formation == phalanx and attacking and not target_polearm
constexpr bool when_4(sys::close_combat const& s) {
  return (((s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::phalanx) && s.attacking_or_refuse()) && !(s.target_polearm_or_refuse()));
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::close_combat const& s) {
  switch (index) {
    case 0: return true ? g::verdict{true, delta_0(s)} : g::verdict{};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    case 4: return g::verdict{when_4(s), modifiers[4].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::close_combat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = true ? g::verdict{true, delta_0(s)} : g::verdict{};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
  v[4] = g::verdict{when_4(s), modifiers[4].delta};
}
}  // namespace cqc_modifiers_data

inline constexpr g::modifier_list cqc_modifiers = {
    "cqc_modifiers"sv,  // name
    {"Close Quarters Combat Modifiers"sv, ""sv},  // label
    "close_combat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {cqc_modifiers_data::modifiers, 5},  // modifiers
    {},  // groups
};

// The total cqc_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t cqc_modifiers_total(sys::close_combat const& s) {
  g::verdict verdicts[5 + 1]{};
  cqc_modifiers_data::fill(s, verdicts);
  return g::combine(cqc_modifiers, verdicts);
}

namespace cqc_retreat_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"mounted"sv, 1, false, {}, "If the enemy has any mounted units involved in the Close Quarters Combat and the side desiring retreat has no mounted units involved in the same combat, one (+1) is added to the die roll."sv, {"B15.5.5a"sv, 1923, 0, "order-of-arms-1.0-en.txt"sv}},
    {"elite"sv, -1, false, {}, "If there is an elite unit in the stack (regardless of strength, one (-1) is subtracted from the die roll."sv, {"B15.5.5a"sv, 1927, 0, "order-of-arms-1.0-en.txt"sv}},
    {"not_in_control"sv, 1, false, {}, "A control status check must be made for the stack [B9.2]. If the stack is Not-in-Control add one (+1) to the die roll."sv, {"B15.5.5a"sv, 1931, 0, "order-of-arms-1.0-en.txt"sv}},
    {"leader"sv, 0, true, {}, "If the leader of the formation to which the stack belongs is with the stack, that leader's command rating [A2.2.2] can be subtracted from the die roll."sv, {"B15.5.5a"sv, 1935, 0, "order-of-arms-1.0-en.txt"sv}},
};
// mounted: enemy_mounted and not own_mounted
constexpr bool when_0(sys::retreat const& s) {
  return (s.enemy_mounted_or_refuse() && !(s.own_mounted_or_refuse()));
}
// elite: elite_in_stack
constexpr bool when_1(sys::retreat const& s) {
  return s.elite_in_stack_or_refuse();
}
// not_in_control: not_in_control
constexpr bool when_2(sys::retreat const& s) {
  return s.not_in_control_or_refuse();
}
// leader: formation_leader_present
constexpr bool when_3(sys::retreat const& s) {
  return s.formation_leader_present_or_refuse();
}
// leader: 0 - formation_leader.command
constexpr std::int64_t delta_3(sys::retreat const& s) {
  return (std::int64_t{0} - s.formation_leader_or_refuse().command_or_refuse("formation_leader.command"));
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::retreat const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return when_3(s) ? g::verdict{true, delta_3(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::retreat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = when_3(s) ? g::verdict{true, delta_3(s)} : g::verdict{};
}
}  // namespace cqc_retreat_modifiers_data

inline constexpr g::modifier_list cqc_retreat_modifiers = {
    "cqc_retreat_modifiers"sv,  // name
    {"Close Quarters Combat Retreat Modifiers"sv, ""sv},  // label
    "retreat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {cqc_retreat_modifiers_data::modifiers, 4},  // modifiers
    {},  // groups
};

// The total cqc_retreat_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t cqc_retreat_modifiers_total(sys::retreat const& s) {
  g::verdict verdicts[4 + 1]{};
  cqc_retreat_modifiers_data::fill(s, verdicts);
  return g::combine(cqc_retreat_modifiers, verdicts);
}

namespace cqc_strength_data {
inline constexpr g::modifier modifiers[] = {
    {"tactical_leadership"sv, 1, false, {}, "Add the tactical bonus of one leader per side if that leader is stacked with at least one of their participating stacks per [B3.1.1] and [B3.1.2]."sv, {"B3.1.1"sv, 582, 0, "order-of-arms-1.0-en.txt"sv}},
    {"fortes_fortuna_iuvat"sv, 0, true, {}, "Once per turn, a Leader of Exceptional Ability may assign tactical bonus in excess of one (1) to any single unit he is stacked with, up to the limit of the leader's tactical rating, but not in excess of the current printed strength of the combat unit receiving the extra bonus."sv, {"B3.3.3"sv, 618, 0, "order-of-arms-1.0-en.txt"sv}},
    {"terrain"sv, 0, true, {}, "Adjust the strength total per any applicable terrain noted in the terrain effects chart."sv, {"B15.5.1"sv, 1840, 1841, "order-of-arms-1.0-en.txt"sv}},
};
// tactical_leadership: leader.tactical > 0
constexpr bool when_0(sys::close_combat const& s) {
  return (s.leader_or_refuse().tactical_or_refuse("leader.tactical") > std::int64_t{0});
}
// fortes_fortuna_iuvat: extra_bonus > 0 and leader.exceptional
constexpr bool when_1(sys::close_combat const& s) {
  return ((s.extra_bonus_or_refuse() > std::int64_t{0}) && s.leader_or_refuse().exceptional_or_refuse("leader.exceptional"));
}
// fortes_fortuna_iuvat: extra_bonus
constexpr std::int64_t delta_1(sys::close_combat const& s) {
  return s.extra_bonus_or_refuse();
}
// terrain: terrain_applies
constexpr bool when_2(sys::close_combat const& s) {
  return s.terrain_applies_or_refuse();
}
// terrain: terrain_effects_chart[unit.type]
constexpr std::int64_t delta_2(sys::close_combat const& s) {
  return rt::not_printed(s, "the Terrain Effects Chart (terrain_effects_chart) is cited by the source (line 245) but not printed in it: a situation that reads it cannot be resolved");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::close_combat const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::close_combat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
}
}  // namespace cqc_strength_data

inline constexpr g::modifier_list cqc_strength = {
    "cqc_strength"sv,  // name
    {"Close Quarters Combat: tactical leadership and terrain"sv, ""sv},  // label
    "close_combat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {cqc_strength_data::modifiers, 3},  // modifiers
    {},  // groups
};

// The total cqc_strength adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t cqc_strength_total(sys::close_combat const& s) {
  g::verdict verdicts[3 + 1]{};
  cqc_strength_data::fill(s, verdicts);
  return g::combine(cqc_strength, verdicts);
}

namespace double_rate_fire_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"high_elan"sv, -1, false, {}, "If a unit's \303\251lan rating is four (4) or more, subtract one (-1) from the roll against the Leader's command rating."sv, {"B14.5"sv, 1734, 0, "order-of-arms-1.0-en.txt"sv}},
    {"low_elan"sv, 1, false, {}, "If the unit's \303\251lan rating is one (1) or less, add one (+1) to the roll against the Leader's command rating."sv, {"B14.5"sv, 1735, 0, "order-of-arms-1.0-en.txt"sv}},
};
// high_elan: unit.elan >= 4 and leader.command >= leader.tactical
constexpr bool when_0(sys::double_rate_fire const& s) {
  return ((s.unit_or_refuse().elan_or_refuse("unit.elan") >= std::int64_t{4}) && (s.leader_or_refuse().command_or_refuse("leader.command") >= s.leader_or_refuse().tactical_or_refuse("leader.tactical")));
}
// low_elan: unit.elan <= 1 and leader.command >= leader.tactical
constexpr bool when_1(sys::double_rate_fire const& s) {
  return ((s.unit_or_refuse().elan_or_refuse("unit.elan") <= std::int64_t{1}) && (s.leader_or_refuse().command_or_refuse("leader.command") >= s.leader_or_refuse().tactical_or_refuse("leader.tactical")));
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::double_rate_fire const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::double_rate_fire const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
}
}  // namespace double_rate_fire_modifiers_data

inline constexpr g::modifier_list double_rate_fire_modifiers = {
    "double_rate_fire_modifiers"sv,  // name
    {"Double Rate Fire Modifiers"sv, ""sv},  // label
    "double_rate_fire"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {double_rate_fire_modifiers_data::modifiers, 2},  // modifiers
    {},  // groups
};

// The total double_rate_fire_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t double_rate_fire_modifiers_total(sys::double_rate_fire const& s) {
  g::verdict verdicts[2 + 1]{};
  double_rate_fire_modifiers_data::fill(s, verdicts);
  return g::combine(double_rate_fire_modifiers, verdicts);
}

namespace fallback_fire_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"own_leader"sv, -1, false, {}, "Each Ranged Fire Unit stacked with their own leader to whose formation they belong may subtract -1 from the Fallback & Fire die roll attempt."sv, {"B15.9.3"sv, 2041, 0, "order-of-arms-1.0-en.txt"sv}},
};
// own_leader: own_leader_stacked
constexpr bool when_0(sys::fallback_fire const& s) {
  return s.own_leader_stacked_or_refuse();
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::fallback_fire const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::fallback_fire const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
}
}  // namespace fallback_fire_modifiers_data

inline constexpr g::modifier_list fallback_fire_modifiers = {
    "fallback_fire_modifiers"sv,  // name
    {"Fallback & Fire Attempt Modifier"sv, ""sv},  // label
    "fallback_fire"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {fallback_fire_modifiers_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total fallback_fire_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t fallback_fire_modifiers_total(sys::fallback_fire const& s) {
  g::verdict verdicts[1 + 1]{};
  fallback_fire_modifiers_data::fill(s, verdicts);
  return g::combine(fallback_fire_modifiers, verdicts);
}

namespace first_player_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"command_rating"sv, 0, true, {}, "each player rolls one die and adds the Command Rating of their Army Commander"sv, {"B7.0"sv, 736, 0, "order-of-arms-1.0-en.txt"sv}},
};
// command_rating: commander.command
constexpr std::int64_t delta_0(sys::first_player const& s) {
  return s.commander_or_refuse().command_or_refuse("commander.command");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::first_player const& s) {
  switch (index) {
    case 0: return true ? g::verdict{true, delta_0(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::first_player const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = true ? g::verdict{true, delta_0(s)} : g::verdict{};
}
}  // namespace first_player_modifiers_data

inline constexpr g::modifier_list first_player_modifiers = {
    "first_player_modifiers"sv,  // name
    {"First Player Determination"sv, ""sv},  // label
    "first_player"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {first_player_modifiers_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total first_player_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t first_player_modifiers_total(sys::first_player const& s) {
  g::verdict verdicts[1 + 1]{};
  first_player_modifiers_data::fill(s, verdicts);
  return g::combine(first_player_modifiers, verdicts);
}

namespace leader_casualty_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"charge_combat"sv, 1, false, {}, "+1 if leader was involved in mounted charge combat (as either an attacker or defender) [B11.0]."sv, {"B3.2"sv, 628, 0, "order-of-arms-1.0-en.txt"sv}},
    {"level_of_carnage"sv, 1, false, {}, "+1 to all leader checks (as either an attacker or defender) if three or more steps total (both sides taken together) were eliminated in the combat."sv, {"B3.2"sv, 632, 0, "order-of-arms-1.0-en.txt"sv}},
    {"elimination"sv, 2, false, {}, "+2 to leader checks if all steps of one side are eliminated in the leader's area (applies to only leaders from the side that had all steps eliminated)."sv, {"B3.2"sv, 636, 0, "order-of-arms-1.0-en.txt"sv}},
    {"bombardment"sv, -1, false, {}, "-1 if it's a result of Bombardment [B12.0]."sv, {"B3.2"sv, 640, 0, "order-of-arms-1.0-en.txt"sv}},
    {"fortes_fortuna_iuvat"sv, 0, true, {}, "for every bonus point added above one, the player must add two (+2) to any resulting Leader Casualty checks for that leader."sv, {"B3.3.3"sv, 618, 0, "order-of-arms-1.0-en.txt"sv}},
};
// charge_combat: charge_combat
constexpr bool when_0(sys::leader_casualty const& s) {
  return s.charge_combat_or_refuse();
}
// level_of_carnage: steps_eliminated >= 3
constexpr bool when_1(sys::leader_casualty const& s) {
  return (s.steps_eliminated_or_refuse() >= std::int64_t{3});
}
// elimination: side_eliminated
constexpr bool when_2(sys::leader_casualty const& s) {
  return s.side_eliminated_or_refuse();
}
// bombardment: bombardment
constexpr bool when_3(sys::leader_casualty const& s) {
  return s.bombardment_or_refuse();
}
// fortes_fortuna_iuvat: extra_bonus > 0
constexpr bool when_4(sys::leader_casualty const& s) {
  return (s.extra_bonus_or_refuse() > std::int64_t{0});
}
// fortes_fortuna_iuvat: extra_bonus + extra_bonus
constexpr std::int64_t delta_4(sys::leader_casualty const& s) {
  return (s.extra_bonus_or_refuse() + s.extra_bonus_or_refuse());
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::leader_casualty const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    case 4: return when_4(s) ? g::verdict{true, delta_4(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::leader_casualty const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
  v[4] = when_4(s) ? g::verdict{true, delta_4(s)} : g::verdict{};
}
}  // namespace leader_casualty_modifiers_data

inline constexpr g::modifier_list leader_casualty_modifiers = {
    "leader_casualty_modifiers"sv,  // name
    {"Leader Casualty Modifiers"sv, ""sv},  // label
    "leader_casualty"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {leader_casualty_modifiers_data::modifiers, 5},  // modifiers
    {},  // groups
};

// The total leader_casualty_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t leader_casualty_modifiers_total(sys::leader_casualty const& s) {
  g::verdict verdicts[5 + 1]{};
  leader_casualty_modifiers_data::fill(s, verdicts);
  return g::combine(leader_casualty_modifiers, verdicts);
}

namespace melee_modifiers_data {

// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::melee const& s) {
  switch (index) {

    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::melee const& s, [[maybe_unused]] g::verdict* v) {

}
}  // namespace melee_modifiers_data

inline constexpr g::modifier_list melee_modifiers = {
    "melee_modifiers"sv,  // name
    {"Melee combat die rolls"sv, ""sv},  // label
    "melee"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {},  // modifiers
    {},  // groups
};

// The total melee_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t melee_modifiers_total(sys::melee const& s) {
  g::verdict verdicts[0 + 1]{};
  melee_modifiers_data::fill(s, verdicts);
  return g::combine(melee_modifiers, verdicts);
}

namespace melee_retreat_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"out_of_control"sv, 1, false, {}, "Units may attempt to retreat to reduce hits by one (1) (and never more than one (1)) by rolling equal to or less than their printed \303\251lan value, adding one (+1) to their die roll attempts for being automatically out of control."sv, {"B15.7"sv, 1969, 0, "order-of-arms-1.0-en.txt"sv}},
};
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::melee const& s) {
  switch (index) {
    case 0: return g::verdict{true, modifiers[0].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::melee const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{true, modifiers[0].delta};
}
}  // namespace melee_retreat_modifiers_data

inline constexpr g::modifier_list melee_retreat_modifiers = {
    "melee_retreat_modifiers"sv,  // name
    {"Melee retreat attempt"sv, ""sv},  // label
    "melee"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {melee_retreat_modifiers_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total melee_retreat_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t melee_retreat_modifiers_total(sys::melee const& s) {
  g::verdict verdicts[1 + 1]{};
  melee_retreat_modifiers_data::fill(s, verdicts);
  return g::combine(melee_retreat_modifiers, verdicts);
}

namespace melee_strength_data {
inline constexpr g::modifier modifiers[] = {
    {"leader_paired"sv, 1, false, {}, "Leaders so paired may add one (+1) to that unit's strength, and can be used for retreat die rolls for its paired unit."sv, {"B15.7.1"sv, 1973, 0, "order-of-arms-1.0-en.txt"sv}},
};
// leader_paired: leader_paired
constexpr bool when_0(sys::melee const& s) {
  return s.leader_paired_or_refuse();
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::melee const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::melee const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
}
}  // namespace melee_strength_data

inline constexpr g::modifier_list melee_strength = {
    "melee_strength"sv,  // name
    {"Leaders in Melee"sv, ""sv},  // label
    "melee"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {melee_strength_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total melee_strength adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t melee_strength_total(sys::melee const& s) {
  g::verdict verdicts[1 + 1]{};
  melee_strength_data::fill(s, verdicts);
  return g::combine(melee_strength, verdicts);
}

namespace movement_reductions_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 0, 1, 2, 3,
};
inline constexpr g::modifier modifiers[] = {
    {"rain"sv, -1, false, {}, "Rain: If the weather is rain, all units have their movement allowance reduced by one (-1), but never below one (1)."sv, {"B13.1.1"sv, 1531, 0, "order-of-arms-1.0-en.txt"sv}},
    {"storm_or_snow"sv, -2, false, {}, "Storm or Snow: If the weather is storm or snow, all units have their movement allowance reduced by two (-2), but never below one (1)."sv, {"B13.1.1"sv, 1533, 0, "order-of-arms-1.0-en.txt"sv}},
    {"adjacent_enemy"sv, -1, false, {}, "Adjacent to Enemy Combat Unit(s): ... its movement allowance is reduced by one (-1), but never below one (1)."sv, {"B13.1.1"sv, 1535, 0, "order-of-arms-1.0-en.txt"sv}},
    {"not_in_control"sv, -1, false, {}, "Have one subtracted (-1) from their movement rate, but never below one (1)."sv, {"B9.1.2"sv, 879, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::modifier_group groups[] = {
    {"largest_reduction"sv, g::group_policy::min, {indices + 0, 4}},
};
// rain: weather == rain
constexpr bool when_0(sys::movement const& s) {
  return (s.weather_or_refuse() == sys::weather::rain);
}
// storm_or_snow: weather in [storm snow]
constexpr bool when_1(sys::movement const& s) {
  return [&](auto const& v) { return false || v == sys::weather::storm || v == sys::weather::snow; }(s.weather_or_refuse());
}
// adjacent_enemy: adjacent_enemy
constexpr bool when_2(sys::movement const& s) {
  return s.adjacent_enemy_or_refuse();
}
// not_in_control: unit.control == not_in_control
constexpr bool when_3(sys::movement const& s) {
  return (s.unit_or_refuse().control_or_refuse("unit.control") == sys::control::not_in_control);
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::movement const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::movement const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
}
}  // namespace movement_reductions_data

inline constexpr g::modifier_list movement_reductions = {
    "movement_reductions"sv,  // name
    {"Movement reductions"sv, ""sv},  // label
    "movement"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {movement_reductions_data::modifiers, 4},  // modifiers
    {movement_reductions_data::groups, 1},  // groups
};

// The total movement_reductions adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t movement_reductions_total(sys::movement const& s) {
  g::verdict verdicts[4 + 1]{};
  movement_reductions_data::fill(s, verdicts);
  return g::combine(movement_reductions, verdicts);
}

namespace phalanx_elan_data {
inline constexpr g::modifier modifiers[] = {
    {"elan_increase"sv, 1, false, {}, "\303\211lan Increase: A combat unit in Phalanx has its \303\251lan increased by one (+1)."sv, {"C26.1.1"sv, 2604, 0, "order-of-arms-1.0-en.txt"sv}},
};
// elan_increase: unit.formation == phalanx
constexpr bool when_0(sys::close_combat const& s) {
  return (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::phalanx);
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::close_combat const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::close_combat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
}
}  // namespace phalanx_elan_data

inline constexpr g::modifier_list phalanx_elan = {
    "phalanx_elan"sv,  // name
    {"Phalanx Benefits: \303\211lan Increase"sv, ""sv},  // label
    "close_combat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {phalanx_elan_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total phalanx_elan adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t phalanx_elan_total(sys::close_combat const& s) {
  g::verdict verdicts[1 + 1]{};
  phalanx_elan_data::fill(s, verdicts);
  return g::combine(phalanx_elan, verdicts);
}

namespace ranged_fire_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"weapon_vs_armor"sv, 0, true, {}, "Weapon Type vs. Target Armor: Cross reference the type of ranged weapon for the unit rolling dice vs. the armor of the unit it is targeting and determine the modifier."sv, {"B14.4"sv, 1723, 0, "order-of-arms-1.0-en.txt"sv}},
    {"elite"sv, 1, false, {}, "Ranged Fire Unit is elite: add +1 to their die."sv, {"B14.4"sv, 1724, 0, "order-of-arms-1.0-en.txt"sv}},
};
// weapon_vs_armor: weapon_vs_armor[unit.combatant][combat_type.ranged][unit.type][target.armor]
constexpr std::int64_t delta_0(sys::ranged_fire const& s) {
  return rt::cell_number(symbols, tables::weapon_vs_armor, tables::weapon_vs_armor_at(s.unit_or_refuse().combatant_or_refuse("unit.combatant"), sys::combat_type::ranged, s.unit_or_refuse().type_or_refuse("unit.type"), s.target_or_refuse().armor_or_refuse("target.armor")), {g::name_key(sys::name_of(s.unit_or_refuse().combatant_or_refuse("unit.combatant"))), g::name_key("ranged"), g::name_key(sys::name_of(s.unit_or_refuse().type_or_refuse("unit.type"))), g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor")))}, "");
}
// elite: unit.elite
constexpr bool when_1(sys::ranged_fire const& s) {
  return s.unit_or_refuse().elite_or_refuse("unit.elite");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::ranged_fire const& s) {
  switch (index) {
    case 0: return true ? g::verdict{true, delta_0(s)} : g::verdict{};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::ranged_fire const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = true ? g::verdict{true, delta_0(s)} : g::verdict{};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
}
}  // namespace ranged_fire_modifiers_data

inline constexpr g::modifier_list ranged_fire_modifiers = {
    "ranged_fire_modifiers"sv,  // name
    {"Ranged Fire Combat Modifiers"sv, ""sv},  // label
    "ranged_fire"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {ranged_fire_modifiers_data::modifiers, 2},  // modifiers
    {},  // groups
};

// The total ranged_fire_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t ranged_fire_modifiers_total(sys::ranged_fire const& s) {
  g::verdict verdicts[2 + 1]{};
  ranged_fire_modifiers_data::fill(s, verdicts);
  return g::combine(ranged_fire_modifiers, verdicts);
}

namespace ranged_fire_strength_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 0, 1,
};
inline constexpr g::modifier modifiers[] = {
    {"tactical_leadership"sv, 1, false, {}, "Tactical Leadership Bonus: Add any tactical bonus from the ranged fire unit's leader if stacked with them per [B3.1.1]."sv, {"B3.1.1"sv, 582, 0, "order-of-arms-1.0-en.txt"sv}},
    {"archery_leader"sv, 1, false, {}, "Archery Leaders stacked with their own ranged fire units may add leader tactical bonuses per [B3.1.1] during Rain of Thorns defensive fire."sv, {"B3.1.1"sv, 582, 0, "order-of-arms-1.0-en.txt"sv}},
    {"fortes_fortuna_iuvat"sv, 0, true, {}, "Once per turn, a Leader of Exceptional Ability may assign tactical bonus in excess of one (1) to any single unit he is stacked with, up to the limit of the leader's tactical rating, but not in excess of the current printed strength of the combat unit receiving the extra bonus."sv, {"B3.3.3"sv, 618, 0, "order-of-arms-1.0-en.txt"sv}},
    {"terrain_firer"sv, 0, true, {}, "Terrain: Adjust the strength total per any applicable terrain noted in the terrain effects chart for both the attacking and defending (target) units."sv, {"B14.3"sv, 1703, 0, "order-of-arms-1.0-en.txt"sv}},
    {"terrain_target"sv, 0, true, {}, "Terrain: Adjust the strength total per any applicable terrain noted in the terrain effects chart for both the attacking and defending (target) units."sv, {"B14.3"sv, 1703, 0, "order-of-arms-1.0-en.txt"sv}},
    {"defender_retreats"sv, -1, false, {}, "The attacker's strength is reduced by one (potentially to zero)."sv, {"B14.2"sv, 1675, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::modifier_group groups[] = {
    {"leader_bonus"sv, g::group_policy::exclusive, {indices + 0, 2}},
};
// tactical_leadership: leader.tactical > 0 and not defensive_bow_fire
constexpr bool when_0(sys::ranged_fire const& s) {
  return ((s.leader_or_refuse().tactical_or_refuse("leader.tactical") > std::int64_t{0}) && !(s.defensive_bow_fire_or_refuse()));
}
// archery_leader: leader.tactical > 0 and defensive_bow_fire
constexpr bool when_1(sys::ranged_fire const& s) {
  return ((s.leader_or_refuse().tactical_or_refuse("leader.tactical") > std::int64_t{0}) && s.defensive_bow_fire_or_refuse());
}
// fortes_fortuna_iuvat: extra_bonus > 0 and leader.exceptional
constexpr bool when_2(sys::ranged_fire const& s) {
  return ((s.extra_bonus_or_refuse() > std::int64_t{0}) && s.leader_or_refuse().exceptional_or_refuse("leader.exceptional"));
}
// fortes_fortuna_iuvat: extra_bonus
constexpr std::int64_t delta_2(sys::ranged_fire const& s) {
  return s.extra_bonus_or_refuse();
}
// terrain_firer: terrain_applies
constexpr bool when_3(sys::ranged_fire const& s) {
  return s.terrain_applies_or_refuse();
}
// terrain_firer: terrain_effects_chart[unit.type]
constexpr std::int64_t delta_3(sys::ranged_fire const& s) {
  return rt::not_printed(s, "the Terrain Effects Chart (terrain_effects_chart) is cited by the source (line 245) but not printed in it: a situation that reads it cannot be resolved");
}
// terrain_target: target_terrain_applies
constexpr bool when_4(sys::ranged_fire const& s) {
  return s.target_terrain_applies_or_refuse();
}
// terrain_target: terrain_effects_chart[target.type]
constexpr std::int64_t delta_4(sys::ranged_fire const& s) {
  return rt::not_printed(s, "the Terrain Effects Chart (terrain_effects_chart) is cited by the source (line 245) but not printed in it: a situation that reads it cannot be resolved");
}
// defender_retreats: defender_option == retreat
constexpr bool when_5(sys::ranged_fire const& s) {
  return (s.defender_option_or_refuse() == sys::fire_option::retreat);
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::ranged_fire const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    case 3: return when_3(s) ? g::verdict{true, delta_3(s)} : g::verdict{};
    case 4: return when_4(s) ? g::verdict{true, delta_4(s)} : g::verdict{};
    case 5: return g::verdict{when_5(s), modifiers[5].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::ranged_fire const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
  v[3] = when_3(s) ? g::verdict{true, delta_3(s)} : g::verdict{};
  v[4] = when_4(s) ? g::verdict{true, delta_4(s)} : g::verdict{};
  v[5] = g::verdict{when_5(s), modifiers[5].delta};
}
}  // namespace ranged_fire_strength_data

inline constexpr g::modifier_list ranged_fire_strength = {
    "ranged_fire_strength"sv,  // name
    {"Ranged Fire Combat Strength: tactical leadership and terrain"sv, ""sv},  // label
    "ranged_fire"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {ranged_fire_strength_data::modifiers, 6},  // modifiers
    {ranged_fire_strength_data::groups, 1},  // groups
};

// The total ranged_fire_strength adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t ranged_fire_strength_total(sys::ranged_fire const& s) {
  g::verdict verdicts[6 + 1]{};
  ranged_fire_strength_data::fill(s, verdicts);
  return g::combine(ranged_fire_strength, verdicts);
}

namespace retreat_casualty_reductions_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 0, 1,
};
inline constexpr g::modifier modifiers[] = {
    {"three_or_fewer"sv, -1, false, {}, "If a side suffered three (3) or fewer step losses in Close Quarters Combat, retreating reduces step losses by one (-1)."sv, {"B15.5.5"sv, 1884, 0, "order-of-arms-1.0-en.txt"sv}},
    {"four_or_more"sv, -2, false, {}, "If four (4) or more casualties were inflicted in a single Close Quarters Combat, retreating reduces step losses by two (-2)."sv, {"B15.5.5"sv, 1885, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::modifier_group groups[] = {
    {"reduction"sv, g::group_policy::exclusive, {indices + 0, 2}},
};
// three_or_fewer: losses <= 3
constexpr bool when_0(sys::retreat const& s) {
  return (s.losses_or_refuse() <= std::int64_t{3});
}
// four_or_more: losses >= 4
constexpr bool when_1(sys::retreat const& s) {
  return (s.losses_or_refuse() >= std::int64_t{4});
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::retreat const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::retreat const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
}
}  // namespace retreat_casualty_reductions_data

inline constexpr g::modifier_list retreat_casualty_reductions = {
    "retreat_casualty_reductions"sv,  // name
    {"Casualty Reductions for a successful retreat"sv, ""sv},  // label
    "retreat"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {retreat_casualty_reductions_data::modifiers, 2},  // modifiers
    {retreat_casualty_reductions_data::groups, 1},  // groups
};

// The total retreat_casualty_reductions adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t retreat_casualty_reductions_total(sys::retreat const& s) {
  g::verdict verdicts[2 + 1]{};
  retreat_casualty_reductions_data::fill(s, verdicts);
  return g::combine(retreat_casualty_reductions, verdicts);
}

namespace rout_a_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"mma_charge"sv, 1, false, {}, "+1 if the attack (causing rout check) was from a MMA Charge."sv, {"C23.0"sv, 2502, 0, "order-of-arms-1.0-en.txt"sv}},
    {"densely_occupied"sv, 1, false, {}, "+1 if the area the unit is in a densely occupied area [C17.2]."sv, {"C23.0"sv, 2503, 0, "order-of-arms-1.0-en.txt"sv}},
    {"mercenary"sv, 2, false, {}, "+2 if the unit is a mercenary unit, noted by scenario."sv, {"C23.0"sv, 2504, 0, "order-of-arms-1.0-en.txt"sv}},
    {"out_of_control"sv, 1, false, {}, "+1 if the unit is Out of Control [B9.0]."sv, {"C23.0"sv, 2505, 0, "order-of-arms-1.0-en.txt"sv}},
};
// mma_charge: mma_charge
constexpr bool when_0(sys::rout_check const& s) {
  return s.mma_charge_or_refuse();
}
// densely_occupied: densely_occupied
constexpr bool when_1(sys::rout_check const& s) {
  return s.densely_occupied_or_refuse();
}
// mercenary: unit.mercenary
constexpr bool when_2(sys::rout_check const& s) {
  return s.unit_or_refuse().mercenary_or_refuse("unit.mercenary");
}
// out_of_control: unit.control == not_in_control
constexpr bool when_3(sys::rout_check const& s) {
  return (s.unit_or_refuse().control_or_refuse("unit.control") == sys::control::not_in_control);
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::rout_check const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
}
}  // namespace rout_a_modifiers_data

inline constexpr g::modifier_list rout_a_modifiers = {
    "rout_a_modifiers"sv,  // name
    {"Rout Die-Roll Modifiers A: Initial Rout Check"sv, ""sv},  // label
    "rout_check"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {rout_a_modifiers_data::modifiers, 4},  // modifiers
    {},  // groups
};

// The total rout_a_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t rout_a_modifiers_total(sys::rout_check const& s) {
  g::verdict verdicts[4 + 1]{};
  rout_a_modifiers_data::fill(s, verdicts);
  return g::combine(rout_a_modifiers, verdicts);
}

namespace rout_b_modifiers_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 0, 1,
};
inline constexpr g::modifier modifiers[] = {
    {"elan_four"sv, -1, false, {}, "-1 if the unit has a printed \303\251lan of 4."sv, {"C23.3"sv, 2509, 0, "order-of-arms-1.0-en.txt"sv}},
    {"elan_five_or_more"sv, -2, false, {}, "-2 if the unit has a printed \303\251lan of 5 or more."sv, {"C23.3"sv, 2510, 0, "order-of-arms-1.0-en.txt"sv}},
    {"non_fma_routing_vs_mma"sv, -2, false, {}, "-2 If routing unit is a non-FMA foot unit and the unit being checked is an MMA unit."sv, {"C23.3"sv, 2511, 0, "order-of-arms-1.0-en.txt"sv}},
    {"formation_benefit"sv, -1, false, {}, "-1 if the unit is Infantry in a Schiltron [C25.0] or Phalanx [C26.0] that gives a benefit in the type of combat which just occurred (i.e. the combat was a MMA charge)."sv, {"C23.3"sv, 2512, 0, "order-of-arms-1.0-en.txt"sv}},
    {"owning_leader"sv, 0, true, {}, "-value of the unit's owning leader's command rating if he is stacked (not just in the same area) with the unit."sv, {"C23.3"sv, 2513, 0, "order-of-arms-1.0-en.txt"sv}},
    {"superior_leader"sv, 0, true, {}, "-value of the unit's next superior leader's command rating upwards in the chain of command if he is present in the same area."sv, {"C23.3"sv, 2514, 0, "order-of-arms-1.0-en.txt"sv}},
    {"army_commander"sv, 0, true, {}, "-value of the unit's Army Commander's command rating if he is present in the same area"sv, {"C23.3"sv, 2515, 0, "order-of-arms-1.0-en.txt"sv}},
    {"special_leader"sv, 0, true, {}, "-value of a special leader's command rating (or scenario-specified value) designated in the scenario rules (such as the King of France or the Pope) if he is in the area."sv, {"C23.3"sv, 2516, 0, "order-of-arms-1.0-en.txt"sv}},
    {"long_mma_routing"sv, 2, false, {}, "+2 if the routing unit causing the cascade rout check is a long MMA unit."sv, {"C23.3"sv, 2517, 0, "order-of-arms-1.0-en.txt"sv}},
    {"densely_occupied"sv, 2, false, {}, "+2 if the area the unit is in is densely occupied [C17.2]."sv, {"C23.3"sv, 2518, 0, "order-of-arms-1.0-en.txt"sv}},
    {"mercenary"sv, 3, false, {}, "+3 if the unit is a mercenary unit."sv, {"C23.3"sv, 2519, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::modifier_group groups[] = {
    {"printed_elan"sv, g::group_policy::exclusive, {indices + 0, 2}},
};
// elan_four: unit.elan == 4
constexpr bool when_0(sys::rout_check const& s) {
  return (s.unit_or_refuse().elan_or_refuse("unit.elan") == std::int64_t{4});
}
// elan_five_or_more: unit.elan >= 5
constexpr bool when_1(sys::rout_check const& s) {
  return (s.unit_or_refuse().elan_or_refuse("unit.elan") >= std::int64_t{5});
}
// non_fma_routing_vs_mma: routing_non_fma_foot and unit.type == MMA
constexpr bool when_2(sys::rout_check const& s) {
  return (s.routing_non_fma_foot_or_refuse() && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA));
}
// formation_benefit: formation_benefit
constexpr bool when_3(sys::rout_check const& s) {
  return s.formation_benefit_or_refuse();
}
// owning_leader: owning_leader_stacked
constexpr bool when_4(sys::rout_check const& s) {
  return s.owning_leader_stacked_or_refuse();
}
// owning_leader: 0 - owning_leader.command
constexpr std::int64_t delta_4(sys::rout_check const& s) {
  return (std::int64_t{0} - s.owning_leader_or_refuse().command_or_refuse("owning_leader.command"));
}
// superior_leader: superior_leader_present
constexpr bool when_5(sys::rout_check const& s) {
  return s.superior_leader_present_or_refuse();
}
// superior_leader: 0 - superior_leader.command
constexpr std::int64_t delta_5(sys::rout_check const& s) {
  return (std::int64_t{0} - s.superior_leader_or_refuse().command_or_refuse("superior_leader.command"));
}
// army_commander: army_commander_present
constexpr bool when_6(sys::rout_check const& s) {
  return s.army_commander_present_or_refuse();
}
// army_commander: 0 - army_commander.command
constexpr std::int64_t delta_6(sys::rout_check const& s) {
  return (std::int64_t{0} - s.army_commander_or_refuse().command_or_refuse("army_commander.command"));
}
// special_leader: special_leader_present
constexpr bool when_7(sys::rout_check const& s) {
  return s.special_leader_present_or_refuse();
}
// special_leader: 0 - special_leader.command
constexpr std::int64_t delta_7(sys::rout_check const& s) {
  return (std::int64_t{0} - s.special_leader_or_refuse().command_or_refuse("special_leader.command"));
}
// long_mma_routing: routing_long_mma
constexpr bool when_8(sys::rout_check const& s) {
  return s.routing_long_mma_or_refuse();
}
// densely_occupied: densely_occupied
constexpr bool when_9(sys::rout_check const& s) {
  return s.densely_occupied_or_refuse();
}
// mercenary: unit.mercenary
constexpr bool when_10(sys::rout_check const& s) {
  return s.unit_or_refuse().mercenary_or_refuse("unit.mercenary");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::rout_check const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    case 4: return when_4(s) ? g::verdict{true, delta_4(s)} : g::verdict{};
    case 5: return when_5(s) ? g::verdict{true, delta_5(s)} : g::verdict{};
    case 6: return when_6(s) ? g::verdict{true, delta_6(s)} : g::verdict{};
    case 7: return when_7(s) ? g::verdict{true, delta_7(s)} : g::verdict{};
    case 8: return g::verdict{when_8(s), modifiers[8].delta};
    case 9: return g::verdict{when_9(s), modifiers[9].delta};
    case 10: return g::verdict{when_10(s), modifiers[10].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
  v[4] = when_4(s) ? g::verdict{true, delta_4(s)} : g::verdict{};
  v[5] = when_5(s) ? g::verdict{true, delta_5(s)} : g::verdict{};
  v[6] = when_6(s) ? g::verdict{true, delta_6(s)} : g::verdict{};
  v[7] = when_7(s) ? g::verdict{true, delta_7(s)} : g::verdict{};
  v[8] = g::verdict{when_8(s), modifiers[8].delta};
  v[9] = g::verdict{when_9(s), modifiers[9].delta};
  v[10] = g::verdict{when_10(s), modifiers[10].delta};
}
}  // namespace rout_b_modifiers_data

inline constexpr g::modifier_list rout_b_modifiers = {
    "rout_b_modifiers"sv,  // name
    {"Rout Die-Roll Modifiers B: Other Units"sv, ""sv},  // label
    "rout_check"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {rout_b_modifiers_data::modifiers, 11},  // modifiers
    {rout_b_modifiers_data::groups, 1},  // groups
};

// The total rout_b_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t rout_b_modifiers_total(sys::rout_check const& s) {
  g::verdict verdicts[11 + 1]{};
  rout_b_modifiers_data::fill(s, verdicts);
  return g::combine(rout_b_modifiers, verdicts);
}

namespace wheel_in_place_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"leader_tactical"sv, 0, true, {}, "Players may subtract the tactical rating of the leader to the die roll."sv, {"B11.6.1"sv, 1106, 0, "order-of-arms-1.0-en.txt"sv}},
};
// leader_tactical: 0 - leader.tactical
constexpr std::int64_t delta_0(sys::wheel_in_place const& s) {
  return (std::int64_t{0} - s.leader_or_refuse().tactical_or_refuse("leader.tactical"));
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::wheel_in_place const& s) {
  switch (index) {
    case 0: return true ? g::verdict{true, delta_0(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::wheel_in_place const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = true ? g::verdict{true, delta_0(s)} : g::verdict{};
}
}  // namespace wheel_in_place_modifiers_data

inline constexpr g::modifier_list wheel_in_place_modifiers = {
    "wheel_in_place_modifiers"sv,  // name
    {"Wheeling in Place Die Roll"sv, ""sv},  // label
    "wheel_in_place"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {wheel_in_place_modifiers_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total wheel_in_place_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t wheel_in_place_modifiers_total(sys::wheel_in_place const& s) {
  g::verdict verdicts[1 + 1]{};
  wheel_in_place_modifiers_data::fill(s, verdicts);
  return g::combine(wheel_in_place_modifiers, verdicts);
}

inline constexpr g::modifier_list all_data[] = {
    activation_modifiers,
    bombardment_losses,
    bombardment_modifiers,
    breaking_through_modifiers,
    charge_defence_adjustments,
    charge_modifiers,
    charge_strength,
    cqc_modifiers,
    cqc_retreat_modifiers,
    cqc_strength,
    double_rate_fire_modifiers,
    fallback_fire_modifiers,
    first_player_modifiers,
    leader_casualty_modifiers,
    melee_modifiers,
    melee_retreat_modifiers,
    melee_strength,
    movement_reductions,
    phalanx_elan,
    ranged_fire_modifiers,
    ranged_fire_strength,
    retreat_casualty_reductions,
    rout_a_modifiers,
    rout_b_modifiers,
    wheel_in_place_modifiers,
};
inline constexpr g::span<g::modifier_list> all = {all_data, 25};
}  // namespace lists

// State transitions: `*` matches or keeps any value.
namespace transitions {

inline constexpr g::span<g::transition_table> all = {};
}  // namespace transitions

// Tests: each rule, in order, is a constexpr C++ function of the situation struct,
// the natural roll and the total; <test>_decides(s, natural, total) is the first that holds.
namespace tests {
namespace rt = g::rt;
namespace activation_data {
// succeed when natural <= commander.command
constexpr bool rule_0([[maybe_unused]] sys::activation const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural <= s.commander_or_refuse().command_or_refuse("commander.command"));
}
// fail when natural > commander.command
constexpr bool rule_1([[maybe_unused]] sys::activation const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural > s.commander_or_refuse().command_or_refuse("commander.command"));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 768, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 768, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace activation_data

// The first rule of activation that holds (its index), or -1.
constexpr int activation_decides([[maybe_unused]] sys::activation const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (activation_data::rule_0(s, natural, total)) return 0;
  if (activation_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test activation = {
    "activation"sv,  // name
    {"Activation die"sv, ""sv},  // label
    "activation"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {activation_data::rules, 2},  // rules
};

namespace breaking_through_data {
// succeed when total <= shielded_strength - shielding_strength
constexpr bool rule_0([[maybe_unused]] sys::breaking_through const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= (s.shielded_strength_or_refuse() - s.shielding_strength_or_refuse()));
}
// fail when total > shielded_strength - shielding_strength
constexpr bool rule_1([[maybe_unused]] sys::breaking_through const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > (s.shielded_strength_or_refuse() - s.shielding_strength_or_refuse()));
}
inline constexpr std::string_view strings[] = {
    "breaking_through_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 2054, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2054, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace breaking_through_data

// The first rule of breaking_through that holds (its index), or -1.
constexpr int breaking_through_decides([[maybe_unused]] sys::breaking_through const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (breaking_through_data::rule_0(s, natural, total)) return 0;
  if (breaking_through_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test breaking_through = {
    "breaking_through"sv,  // name
    {"Breaking Through to the Other Side"sv, ""sv},  // label
    "breaking_through"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {breaking_through_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {breaking_through_data::rules, 2},  // rules
};

namespace broken_lances_data {
// fail when natural <= durability
constexpr bool rule_0([[maybe_unused]] sys::lance_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural <= s.durability_or_refuse());
}
// succeed when natural > durability
constexpr bool rule_1([[maybe_unused]] sys::lance_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural > s.durability_or_refuse());
}
inline constexpr g::test_rule rules[] = {
    {false, {""sv, 1244, 0, "order-of-arms-1.0-en.txt"sv}},
    {true, {""sv, 1244, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace broken_lances_data

// The first rule of broken_lances that holds (its index), or -1.
constexpr int broken_lances_decides([[maybe_unused]] sys::lance_check const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (broken_lances_data::rule_0(s, natural, total)) return 0;
  if (broken_lances_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test broken_lances = {
    "broken_lances"sv,  // name
    {"Broken Lances: lance durability roll"sv, ""sv},  // label
    "lance_check"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {broken_lances_data::rules, 2},  // rules
};

namespace can_fire_in_weather_data {
// succeed when natural >= artillery_weather[artillery][weather]
constexpr bool rule_0([[maybe_unused]] sys::weather_fire const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural >= rt::cell_number(symbols, tables::artillery_weather, tables::artillery_weather_at(s.artillery_or_refuse(), s.weather_or_refuse()), {g::name_key(sys::name_of(s.artillery_or_refuse())), g::name_key(sys::name_of(s.weather_or_refuse()))}, ""));
}
// fail when natural < artillery_weather[artillery][weather]
constexpr bool rule_1([[maybe_unused]] sys::weather_fire const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural < rt::cell_number(symbols, tables::artillery_weather, tables::artillery_weather_at(s.artillery_or_refuse(), s.weather_or_refuse()), {g::name_key(sys::name_of(s.artillery_or_refuse())), g::name_key(sys::name_of(s.weather_or_refuse()))}, ""));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1399, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1399, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace can_fire_in_weather_data

// The first rule of can_fire_in_weather that holds (its index), or -1.
constexpr int can_fire_in_weather_decides([[maybe_unused]] sys::weather_fire const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (can_fire_in_weather_data::rule_0(s, natural, total)) return 0;
  if (can_fire_in_weather_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test can_fire_in_weather = {
    "can_fire_in_weather"sv,  // name
    {"Artillery in Weather: may the unit fire"sv, ""sv},  // label
    "weather_fire"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {can_fire_in_weather_data::rules, 2},  // rules
};

namespace cascade_rout_initial_area_data {
// succeed when total <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when total > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr std::string_view strings[] = {
    "rout_a_modifiers"sv,
    "rout_b_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 2492, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2492, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace cascade_rout_initial_area_data

// The first rule of cascade_rout_initial_area that holds (its index), or -1.
constexpr int cascade_rout_initial_area_decides([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (cascade_rout_initial_area_data::rule_0(s, natural, total)) return 0;
  if (cascade_rout_initial_area_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test cascade_rout_initial_area = {
    "cascade_rout_initial_area"sv,  // name
    {"Cascade rout: units in the initial area"sv, ""sv},  // label
    "rout_check"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {cascade_rout_initial_area_data::strings + 0, 2}, {"++", 2}, false},  // test_roll
    {cascade_rout_initial_area_data::rules, 2},  // rules
};

namespace cascade_rout_passing_data {
// succeed when total <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when total > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr std::string_view strings[] = {
    "rout_b_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 2496, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2496, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace cascade_rout_passing_data

// The first rule of cascade_rout_passing that holds (its index), or -1.
constexpr int cascade_rout_passing_decides([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (cascade_rout_passing_data::rule_0(s, natural, total)) return 0;
  if (cascade_rout_passing_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test cascade_rout_passing = {
    "cascade_rout_passing"sv,  // name
    {"Cascade rout: units in an area a routing unit passes through"sv, ""sv},  // label
    "rout_check"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {cascade_rout_passing_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {cascade_rout_passing_data::rules, 2},  // rules
};

namespace charge_result_data {
// succeed when attacker_losses > (defender.unit.strength + 1) / 2 and attacker_losses >= defender_losses + bow_fire_losses
constexpr bool rule_0([[maybe_unused]] sys::charge_resolution const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((s.attacker_losses_or_refuse() > rt::floor_divide((s.defender_or_refuse().unit_or_refuse("defender.unit").strength_or_refuse("defender.unit.strength") + std::int64_t{1}), std::int64_t{2})) && (s.attacker_losses_or_refuse() >= (s.defender_losses_or_refuse() + s.bow_fire_losses_or_refuse())));
}
// fail when true
constexpr bool rule_1([[maybe_unused]] sys::charge_resolution const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1200, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1200, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace charge_result_data

// The first rule of charge_result that holds (its index), or -1.
constexpr int charge_result_decides([[maybe_unused]] sys::charge_resolution const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (charge_result_data::rule_0(s, natural, total)) return 0;
  if (charge_result_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test charge_result = {
    "charge_result"sv,  // name
    {"Charge Successful or Repelled"sv, ""sv},  // label
    "charge_resolution"sv,  // situation
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // test_roll
    {charge_result_data::rules, 2},  // rules
};

namespace double_rate_fire_data {
// succeed when total <= leader.tactical or total <= leader.command
constexpr bool rule_0([[maybe_unused]] sys::double_rate_fire const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((total <= s.leader_or_refuse().tactical_or_refuse("leader.tactical")) || (total <= s.leader_or_refuse().command_or_refuse("leader.command")));
}
// fail when total > leader.tactical and total > leader.command
constexpr bool rule_1([[maybe_unused]] sys::double_rate_fire const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((total > s.leader_or_refuse().tactical_or_refuse("leader.tactical")) && (total > s.leader_or_refuse().command_or_refuse("leader.command")));
}
inline constexpr std::string_view strings[] = {
    "double_rate_fire_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1730, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1730, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace double_rate_fire_data

// The first rule of double_rate_fire that holds (its index), or -1.
constexpr int double_rate_fire_decides([[maybe_unused]] sys::double_rate_fire const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (double_rate_fire_data::rule_0(s, natural, total)) return 0;
  if (double_rate_fire_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test double_rate_fire = {
    "double_rate_fire"sv,  // name
    {"Double Rate Fire"sv, ""sv},  // label
    "double_rate_fire"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {double_rate_fire_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {double_rate_fire_data::rules, 2},  // rules
};

namespace fallback_fire_data {
// succeed when total <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::fallback_fire const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when total > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::fallback_fire const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr std::string_view strings[] = {
    "fallback_fire_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 2037, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2037, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace fallback_fire_data

// The first rule of fallback_fire that holds (its index), or -1.
constexpr int fallback_fire_decides([[maybe_unused]] sys::fallback_fire const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (fallback_fire_data::rule_0(s, natural, total)) return 0;
  if (fallback_fire_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test fallback_fire = {
    "fallback_fire"sv,  // name
    {"Fallback & Fire attempt"sv, ""sv},  // label
    "fallback_fire"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {fallback_fire_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {fallback_fire_data::rules, 2},  // rules
};

namespace fates_of_the_trade_data {
// fail when artillery == gunpowder_medium and total == 12
constexpr bool rule_0([[maybe_unused]] sys::burst const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((s.artillery_or_refuse() == sys::artillery_class::gunpowder_medium) && (total == std::int64_t{12}));
}
// fail when artillery == gunpowder_heavy and total >= 11
constexpr bool rule_1([[maybe_unused]] sys::burst const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((s.artillery_or_refuse() == sys::artillery_class::gunpowder_heavy) && (total >= std::int64_t{11}));
}
// succeed when true
constexpr bool rule_2([[maybe_unused]] sys::burst const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {false, {""sv, 1407, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1407, 0, "order-of-arms-1.0-en.txt"sv}},
    {true, {""sv, 1407, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace fates_of_the_trade_data

// The first rule of fates_of_the_trade that holds (its index), or -1.
constexpr int fates_of_the_trade_decides([[maybe_unused]] sys::burst const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (fates_of_the_trade_data::rule_0(s, natural, total)) return 0;
  if (fates_of_the_trade_data::rule_1(s, natural, total)) return 1;
  if (fates_of_the_trade_data::rule_2(s, natural, total)) return 2;
  return -1;
}

inline constexpr g::test fates_of_the_trade = {
    "fates_of_the_trade"sv,  // name
    {"Fates of the Trade: does a gun burst"sv, ""sv},  // label
    "burst"sv,  // situation
    true,  // has_roll
    {"d6"sv, 2, {}, {}, false},  // test_roll
    {fates_of_the_trade_data::rules, 3},  // rules
};

namespace first_player_wins_data {
// succeed when first_total > second_total
constexpr bool rule_0([[maybe_unused]] sys::first_player_determination const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.first_total_or_refuse() > s.second_total_or_refuse());
}
// fail when first_total < second_total
constexpr bool rule_1([[maybe_unused]] sys::first_player_determination const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.first_total_or_refuse() < s.second_total_or_refuse());
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 736, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 736, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace first_player_wins_data

// The first rule of first_player_wins that holds (its index), or -1.
constexpr int first_player_wins_decides([[maybe_unused]] sys::first_player_determination const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (first_player_wins_data::rule_0(s, natural, total)) return 0;
  if (first_player_wins_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test first_player_wins = {
    "first_player_wins"sv,  // name
    {"The first side becomes the First Player"sv, ""sv},  // label
    "first_player_determination"sv,  // situation
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // test_roll
    {first_player_wins_data::rules, 2},  // rules
};

namespace interception_data {
// succeed when natural <= leader.command
constexpr bool rule_0([[maybe_unused]] sys::interception_roll const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural <= s.leader_or_refuse().command_or_refuse("leader.command"));
}
// fail when natural > leader.command
constexpr bool rule_1([[maybe_unused]] sys::interception_roll const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural > s.leader_or_refuse().command_or_refuse("leader.command"));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1085, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1085, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace interception_data

// The first rule of interception that holds (its index), or -1.
constexpr int interception_decides([[maybe_unused]] sys::interception_roll const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (interception_data::rule_0(s, natural, total)) return 0;
  if (interception_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test interception = {
    "interception"sv,  // name
    {"Charge Interception die roll"sv, ""sv},  // label
    "interception_roll"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {interception_data::rules, 2},  // rules
};

namespace leader_casualty_data {
// fail when total >= 11
constexpr bool rule_0([[maybe_unused]] sys::leader_casualty const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total >= std::int64_t{11});
}
// succeed when total <= 10
constexpr bool rule_1([[maybe_unused]] sys::leader_casualty const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= std::int64_t{10});
}
inline constexpr std::string_view strings[] = {
    "leader_casualty_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {false, {""sv, 592, 0, "order-of-arms-1.0-en.txt"sv}},
    {true, {""sv, 592, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace leader_casualty_data

// The first rule of leader_casualty that holds (its index), or -1.
constexpr int leader_casualty_decides([[maybe_unused]] sys::leader_casualty const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (leader_casualty_data::rule_0(s, natural, total)) return 0;
  if (leader_casualty_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test leader_casualty = {
    "leader_casualty"sv,  // name
    {"Leader Casualties"sv, ""sv},  // label
    "leader_casualty"sv,  // situation
    true,  // has_roll
    {"d6"sv, 2, {leader_casualty_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {leader_casualty_data::rules, 2},  // rules
};

namespace meet_the_charge_data {
// succeed when not use_elan and natural <= leader.command
constexpr bool rule_0([[maybe_unused]] sys::reaction_roll const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (!(s.use_elan_or_refuse()) && (natural <= s.leader_or_refuse().command_or_refuse("leader.command")));
}
// succeed when use_elan and natural <= unit.elan
constexpr bool rule_1([[maybe_unused]] sys::reaction_roll const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.use_elan_or_refuse() && (natural <= s.unit_or_refuse().elan_or_refuse("unit.elan")));
}
// fail when not use_elan and natural > leader.command
constexpr bool rule_2([[maybe_unused]] sys::reaction_roll const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (!(s.use_elan_or_refuse()) && (natural > s.leader_or_refuse().command_or_refuse("leader.command")));
}
// fail when use_elan and natural > unit.elan
constexpr bool rule_3([[maybe_unused]] sys::reaction_roll const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.use_elan_or_refuse() && (natural > s.unit_or_refuse().elan_or_refuse("unit.elan")));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1054, 0, "order-of-arms-1.0-en.txt"sv}},
    {true, {""sv, 1054, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1054, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1054, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace meet_the_charge_data

// The first rule of meet_the_charge that holds (its index), or -1.
constexpr int meet_the_charge_decides([[maybe_unused]] sys::reaction_roll const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (meet_the_charge_data::rule_0(s, natural, total)) return 0;
  if (meet_the_charge_data::rule_1(s, natural, total)) return 1;
  if (meet_the_charge_data::rule_2(s, natural, total)) return 2;
  if (meet_the_charge_data::rule_3(s, natural, total)) return 3;
  return -1;
}

inline constexpr g::test meet_the_charge = {
    "meet_the_charge"sv,  // name
    {"Meeting the Charge Die Roll"sv, ""sv},  // label
    "reaction_roll"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {meet_the_charge_data::rules, 4},  // rules
};

namespace melee_determination_data {
// fail when natural <= lowest_elan
constexpr bool rule_0([[maybe_unused]] sys::melee_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural <= s.lowest_elan_or_refuse());
}
// succeed when natural > lowest_elan
constexpr bool rule_1([[maybe_unused]] sys::melee_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural > s.lowest_elan_or_refuse());
}
inline constexpr g::test_rule rules[] = {
    {false, {""sv, 1909, 0, "order-of-arms-1.0-en.txt"sv}},
    {true, {""sv, 1909, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace melee_determination_data

// The first rule of melee_determination that holds (its index), or -1.
constexpr int melee_determination_decides([[maybe_unused]] sys::melee_check const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (melee_determination_data::rule_0(s, natural, total)) return 0;
  if (melee_determination_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test melee_determination = {
    "melee_determination"sv,  // name
    {"Melee Determination"sv, ""sv},  // label
    "melee_check"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {melee_determination_data::rules, 2},  // rules
};

namespace melee_retreat_data {
// succeed when total <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::melee const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when total > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::melee const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr std::string_view strings[] = {
    "melee_retreat_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1969, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1969, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace melee_retreat_data

// The first rule of melee_retreat that holds (its index), or -1.
constexpr int melee_retreat_decides([[maybe_unused]] sys::melee const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (melee_retreat_data::rule_0(s, natural, total)) return 0;
  if (melee_retreat_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test melee_retreat = {
    "melee_retreat"sv,  // name
    {"Melee: retreat attempt"sv, ""sv},  // label
    "melee"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {melee_retreat_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {melee_retreat_data::rules, 2},  // rules
};

namespace met_charge_continues_reduced_data {
// succeed when inflicted_by_charging > 0 and inflicted_by_meeting == 0
constexpr bool rule_0([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((s.inflicted_by_charging_or_refuse() > std::int64_t{0}) && (s.inflicted_by_meeting_or_refuse() == std::int64_t{0}));
}
// fail when true
constexpr bool rule_1([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1068, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1068, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace met_charge_continues_reduced_data

// The first rule of met_charge_continues_reduced that holds (its index), or -1.
constexpr int met_charge_continues_reduced_decides([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (met_charge_continues_reduced_data::rule_0(s, natural, total)) return 0;
  if (met_charge_continues_reduced_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test met_charge_continues_reduced = {
    "met_charge_continues_reduced"sv,  // name
    {"Met Charge Result: the charging MMA continues, its momentum bonus reduced by one"sv, ""sv},  // label
    "met_charge"sv,  // situation
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // test_roll
    {met_charge_continues_reduced_data::rules, 2},  // rules
};

namespace met_charge_continues_unmet_data {
// succeed when inflicted_by_charging >= meeting_steps
constexpr bool rule_0([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.inflicted_by_charging_or_refuse() >= s.meeting_steps_or_refuse());
}
// fail when true
constexpr bool rule_1([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1069, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1069, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace met_charge_continues_unmet_data

// The first rule of met_charge_continues_unmet that holds (its index), or -1.
constexpr int met_charge_continues_unmet_decides([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (met_charge_continues_unmet_data::rule_0(s, natural, total)) return 0;
  if (met_charge_continues_unmet_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test met_charge_continues_unmet = {
    "met_charge_continues_unmet"sv,  // name
    {"Met Charge Result: the charging MMA eliminated the MMA meeting it"sv, ""sv},  // label
    "met_charge"sv,  // situation
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // test_roll
    {met_charge_continues_unmet_data::rules, 2},  // rules
};

namespace met_charge_no_losses_data {
// succeed when inflicted_by_meeting == 0 and inflicted_by_charging == 0
constexpr bool rule_0([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((s.inflicted_by_meeting_or_refuse() == std::int64_t{0}) && (s.inflicted_by_charging_or_refuse() == std::int64_t{0}));
}
// fail when true
constexpr bool rule_1([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1067, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1067, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace met_charge_no_losses_data

// The first rule of met_charge_no_losses that holds (its index), or -1.
constexpr int met_charge_no_losses_decides([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (met_charge_no_losses_data::rule_0(s, natural, total)) return 0;
  if (met_charge_no_losses_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test met_charge_no_losses = {
    "met_charge_no_losses"sv,  // name
    {"Met Charge Result: no losses on either side"sv, ""sv},  // label
    "met_charge"sv,  // situation
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // test_roll
    {met_charge_no_losses_data::rules, 2},  // rules
};

namespace met_charge_stopped_data {
// succeed when inflicted_by_meeting > 0
constexpr bool rule_0([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.inflicted_by_meeting_or_refuse() > std::int64_t{0});
}
// fail when true
constexpr bool rule_1([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1066, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1066, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace met_charge_stopped_data

// The first rule of met_charge_stopped that holds (its index), or -1.
constexpr int met_charge_stopped_decides([[maybe_unused]] sys::met_charge const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (met_charge_stopped_data::rule_0(s, natural, total)) return 0;
  if (met_charge_stopped_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test met_charge_stopped = {
    "met_charge_stopped"sv,  // name
    {"Met Charge Result: the charge is stopped"sv, ""sv},  // label
    "met_charge"sv,  // situation
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // test_roll
    {met_charge_stopped_data::rules, 2},  // rules
};

namespace not_in_control_attack_data {
// succeed when natural <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::elan_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when natural > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::elan_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 880, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 880, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace not_in_control_attack_data

// The first rule of not_in_control_attack that holds (its index), or -1.
constexpr int not_in_control_attack_decides([[maybe_unused]] sys::elan_check const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (not_in_control_attack_data::rule_0(s, natural, total)) return 0;
  if (not_in_control_attack_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test not_in_control_attack = {
    "not_in_control_attack"sv,  // name
    {"\303\211lan check to attack when Not in Control"sv, ""sv},  // label
    "elan_check"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {not_in_control_attack_data::rules, 2},  // rules
};

namespace rapid_movement_data {
// succeed when natural <= leader.tactical or natural <= leader.command
constexpr bool rule_0([[maybe_unused]] sys::rapid_movement const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((natural <= s.leader_or_refuse().tactical_or_refuse("leader.tactical")) || (natural <= s.leader_or_refuse().command_or_refuse("leader.command")));
}
// fail when natural > leader.tactical and natural > leader.command
constexpr bool rule_1([[maybe_unused]] sys::rapid_movement const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return ((natural > s.leader_or_refuse().tactical_or_refuse("leader.tactical")) && (natural > s.leader_or_refuse().command_or_refuse("leader.command")));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1546, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1546, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace rapid_movement_data

// The first rule of rapid_movement that holds (its index), or -1.
constexpr int rapid_movement_decides([[maybe_unused]] sys::rapid_movement const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (rapid_movement_data::rule_0(s, natural, total)) return 0;
  if (rapid_movement_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test rapid_movement = {
    "rapid_movement"sv,  // name
    {"Rapid Movement (Tactical Ability)"sv, ""sv},  // label
    "rapid_movement"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {rapid_movement_data::rules, 2},  // rules
};

namespace remount_data {
// succeed when natural >= unit.strength
constexpr bool rule_0([[maybe_unused]] sys::remount const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural >= s.unit_or_refuse().strength_or_refuse("unit.strength"));
}
// fail when natural < unit.strength
constexpr bool rule_1([[maybe_unused]] sys::remount const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural < s.unit_or_refuse().strength_or_refuse("unit.strength"));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 2676, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2676, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace remount_data

// The first rule of remount that holds (its index), or -1.
constexpr int remount_decides([[maybe_unused]] sys::remount const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (remount_data::rule_0(s, natural, total)) return 0;
  if (remount_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test remount = {
    "remount"sv,  // name
    {"Remounting an Unhorsed Unit"sv, ""sv},  // label
    "remount"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {remount_data::rules, 2},  // rules
};

namespace retreat_data {
// succeed when total <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::retreat const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when total > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::retreat const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr std::string_view strings[] = {
    "cqc_retreat_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1878, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1878, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace retreat_data

// The first rule of retreat that holds (its index), or -1.
constexpr int retreat_decides([[maybe_unused]] sys::retreat const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (retreat_data::rule_0(s, natural, total)) return 0;
  if (retreat_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test retreat = {
    "retreat"sv,  // name
    {"Stand or (Voluntarily) Retreat"sv, ""sv},  // label
    "retreat"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {retreat_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {retreat_data::rules, 2},  // rules
};

namespace rout_check_data {
// succeed when total <= unit.elan
constexpr bool rule_0([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
// fail when total > unit.elan
constexpr bool rule_1([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().elan_or_refuse("unit.elan"));
}
inline constexpr std::string_view strings[] = {
    "rout_a_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 2462, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2462, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace rout_check_data

// The first rule of rout_check that holds (its index), or -1.
constexpr int rout_check_decides([[maybe_unused]] sys::rout_check const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (rout_check_data::rule_0(s, natural, total)) return 0;
  if (rout_check_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test rout_check = {
    "rout_check"sv,  // name
    {"Rout check"sv, ""sv},  // label
    "rout_check"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {rout_check_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {rout_check_data::rules, 2},  // rules
};

namespace unhorsed_data {
// fail when natural == 6
constexpr bool rule_0([[maybe_unused]] sys::unhorse const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural == std::int64_t{6});
}
// fail when arbalest and natural == 5
constexpr bool rule_1([[maybe_unused]] sys::unhorse const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (s.arbalest_or_refuse() && (natural == std::int64_t{5}));
}
// succeed when true
constexpr bool rule_2([[maybe_unused]] sys::unhorse const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return true;
}
inline constexpr g::test_rule rules[] = {
    {false, {""sv, 2649, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 2657, 0, "order-of-arms-1.0-en.txt"sv}},
    {true, {""sv, 2649, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace unhorsed_data

// The first rule of unhorsed that holds (its index), or -1.
constexpr int unhorsed_decides([[maybe_unused]] sys::unhorse const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (unhorsed_data::rule_0(s, natural, total)) return 0;
  if (unhorsed_data::rule_1(s, natural, total)) return 1;
  if (unhorsed_data::rule_2(s, natural, total)) return 2;
  return -1;
}

inline constexpr g::test unhorsed = {
    "unhorsed"sv,  // name
    {"Unhorsed"sv, ""sv},  // label
    "unhorse"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {}, {}, false},  // test_roll
    {unhorsed_data::rules, 3},  // rules
};

namespace wheel_in_place_data {
// succeed when total >= unit.strength
constexpr bool rule_0([[maybe_unused]] sys::wheel_in_place const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total >= s.unit_or_refuse().strength_or_refuse("unit.strength"));
}
// fail when total < unit.strength
constexpr bool rule_1([[maybe_unused]] sys::wheel_in_place const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total < s.unit_or_refuse().strength_or_refuse("unit.strength"));
}
inline constexpr std::string_view strings[] = {
    "wheel_in_place_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 1106, 0, "order-of-arms-1.0-en.txt"sv}},
    {false, {""sv, 1106, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace wheel_in_place_data

// The first rule of wheel_in_place that holds (its index), or -1.
constexpr int wheel_in_place_decides([[maybe_unused]] sys::wheel_in_place const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (wheel_in_place_data::rule_0(s, natural, total)) return 0;
  if (wheel_in_place_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test wheel_in_place = {
    "wheel_in_place"sv,  // name
    {"Wheeling in Place Die Roll"sv, ""sv},  // label
    "wheel_in_place"sv,  // situation
    true,  // has_roll
    {"d6"sv, 1, {wheel_in_place_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {wheel_in_place_data::rules, 2},  // rules
};

inline constexpr g::test all_data[] = {
    activation,
    breaking_through,
    broken_lances,
    can_fire_in_weather,
    cascade_rout_initial_area,
    cascade_rout_passing,
    charge_result,
    double_rate_fire,
    fallback_fire,
    fates_of_the_trade,
    first_player_wins,
    interception,
    leader_casualty,
    meet_the_charge,
    melee_determination,
    melee_retreat,
    met_charge_continues_reduced,
    met_charge_continues_unmet,
    met_charge_no_losses,
    met_charge_stopped,
    not_in_control_attack,
    rapid_movement,
    remount,
    retreat,
    rout_check,
    unhorsed,
    wheel_in_place,
};
inline constexpr g::span<g::test> all = {all_data, 27};
}  // namespace tests

// Dice pools: each item's condition and amount a constexpr function of the situation struct
// (the engine entry header evaluates them in the order written).
namespace pools {
namespace rt = g::rt;
namespace bombardment_data {
// dice: artillery_strength[artillery][artillery_column.troops]
constexpr std::int64_t amount_0([[maybe_unused]] sys::bombardment const& s) {
  return rt::cell_number(symbols, tables::artillery_strength, tables::artillery_strength_at(s.artillery_or_refuse(), sys::artillery_column::troops), {g::name_key(sys::name_of(s.artillery_or_refuse())), g::name_key("troops")}, "");
}
// dice when: troops and not densely_occupied and range <= bombardment_ranges[artillery][range_column.max_range]
constexpr bool when_0([[maybe_unused]] sys::bombardment const& s) {
  return ((s.troops_or_refuse() && !(s.densely_occupied_or_refuse())) && (s.range_or_refuse() <= rt::cell_number(symbols, tables::bombardment_ranges, tables::bombardment_ranges_at(s.artillery_or_refuse(), sys::range_column::max_range), {g::name_key(sys::name_of(s.artillery_or_refuse())), g::name_key("max_range")}, "")));
}
// loss when: phalanx_target
constexpr bool when_2([[maybe_unused]] sys::bombardment const& s) {
  return s.phalanx_target_or_refuse();
}
inline constexpr g::pool_case cases[] = {
    {"d6"sv, "artillery_strength[artillery][artillery_column.troops] when troops and not densely_occupied and range <= bombardment_ranges[artillery][range_column.max_range]"sv},
};
}  // namespace bombardment_data

inline constexpr g::pool bombardment = {
    "bombardment"sv,  // name
    {"Resolving Bombardment"sv, ""sv},  // label
    "bombardment"sv,  // situation
    {bombardment_data::cases, 1},  // cases
    {},  // strength
    "bombardment_modifiers"sv,  // hit_modifier
    true,  // hit_modifier_is_list
    6,  // threshold
    {},  // naturals
    {},  // natural_tests
    false,  // has_deflect
    ""sv,  // deflect_text
    {},  // limit_texts
    {"B12.2"sv, 1389, 1395, "order-of-arms-1.0-en.txt"sv},  // source
};

namespace charge_data {
// dice: unit.strength - unit.broken_lances + unit.strength / 2
constexpr std::int64_t amount_0([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.unit_or_refuse().strength_or_refuse("unit.strength") - s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances")) + rt::floor_divide(s.unit_or_refuse().strength_or_refuse("unit.strength"), std::int64_t{2}));
}
// dice when: rolling_side == attacker and unit.type == MMA and unit.broken_lances < unit.strength
constexpr bool when_0([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::attacker) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA)) && (s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") < s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// dice: 1 + unit.strength / 2
constexpr std::int64_t amount_1([[maybe_unused]] sys::charge_combat const& s) {
  return (std::int64_t{1} + rt::floor_divide(s.unit_or_refuse().strength_or_refuse("unit.strength"), std::int64_t{2}));
}
// dice when: rolling_side == attacker and unit.type == MMA
constexpr bool when_1([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.rolling_side_or_refuse() == sys::side::attacker) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA));
}
// dice: unit.strength - unit.broken_lances
constexpr std::int64_t amount_2([[maybe_unused]] sys::charge_combat const& s) {
  return (s.unit_or_refuse().strength_or_refuse("unit.strength") - s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances"));
}
// dice when: rolling_side == defender and unit.type == MMA and unit.broken_lances < unit.strength
constexpr bool when_2([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA)) && (s.unit_or_refuse().broken_lances_or_refuse("unit.broken_lances") < s.unit_or_refuse().strength_or_refuse("unit.strength")));
}
// dice: 1
constexpr std::int64_t amount_3([[maybe_unused]] sys::charge_combat const& s) {
  return std::int64_t{1};
}
// dice when: rolling_side == defender and unit.type == MMA
constexpr bool when_3([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.rolling_side_or_refuse() == sys::side::defender) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA));
}
// dice: unit.strength / 2
constexpr std::int64_t amount_4([[maybe_unused]] sys::charge_combat const& s) {
  return rt::floor_divide(s.unit_or_refuse().strength_or_refuse("unit.strength"), std::int64_t{2});
}
// dice when: rolling_side == defender and unit.type in [MM MK MX] and unit.strength >= 2
constexpr bool when_4([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::MM || v == sys::unit_type::MK || v == sys::unit_type::MX; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && (s.unit_or_refuse().strength_or_refuse("unit.strength") >= std::int64_t{2}));
}
// dice: 1
constexpr std::int64_t amount_5([[maybe_unused]] sys::charge_combat const& s) {
  return std::int64_t{1};
}
// dice when: rolling_side == defender and unit.type in [MM MK MX]
constexpr bool when_5([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::MM || v == sys::unit_type::MK || v == sys::unit_type::MX; }(s.unit_or_refuse().type_or_refuse("unit.type")));
}
// dice: unit.strength
constexpr std::int64_t amount_6([[maybe_unused]] sys::charge_combat const& s) {
  return s.unit_or_refuse().strength_or_refuse("unit.strength");
}
// dice when: rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA] and unit.formation == schiltron
constexpr bool when_6([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FMA || v == sys::unit_type::FP || v == sys::unit_type::FH || v == sys::unit_type::FS || v == sys::unit_type::FB || v == sys::unit_type::FBL || v == sys::unit_type::FXB || v == sys::unit_type::FXA; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::schiltron));
}
// dice: unit.strength * 2
constexpr std::int64_t amount_7([[maybe_unused]] sys::charge_combat const& s) {
  return (s.unit_or_refuse().strength_or_refuse("unit.strength") * std::int64_t{2});
}
// dice when: rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA] and unit.formation == phalanx
constexpr bool when_7([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FMA || v == sys::unit_type::FP || v == sys::unit_type::FH || v == sys::unit_type::FS || v == sys::unit_type::FB || v == sys::unit_type::FBL || v == sys::unit_type::FXB || v == sys::unit_type::FXA; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::phalanx));
}
// dice: unit.strength * 3 / 2
constexpr std::int64_t amount_8([[maybe_unused]] sys::charge_combat const& s) {
  return rt::floor_divide((s.unit_or_refuse().strength_or_refuse("unit.strength") * std::int64_t{3}), std::int64_t{2});
}
// dice when: rolling_side == defender and unit.type in [FB FBL FXB FXA] and unit.stakes
constexpr bool when_8([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FB || v == sys::unit_type::FBL || v == sys::unit_type::FXB || v == sys::unit_type::FXA; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && s.unit_or_refuse().stakes_or_refuse("unit.stakes"));
}
// dice: unit.strength / 2
constexpr std::int64_t amount_9([[maybe_unused]] sys::charge_combat const& s) {
  return rt::floor_divide(s.unit_or_refuse().strength_or_refuse("unit.strength"), std::int64_t{2});
}
// dice when: rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA] and unit.strength >= 2
constexpr bool when_9([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FMA || v == sys::unit_type::FP || v == sys::unit_type::FH || v == sys::unit_type::FS || v == sys::unit_type::FB || v == sys::unit_type::FBL || v == sys::unit_type::FXB || v == sys::unit_type::FXA; }(s.unit_or_refuse().type_or_refuse("unit.type"))) && (s.unit_or_refuse().strength_or_refuse("unit.strength") >= std::int64_t{2}));
}
// dice: 1
constexpr std::int64_t amount_10([[maybe_unused]] sys::charge_combat const& s) {
  return std::int64_t{1};
}
// dice when: rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA]
constexpr bool when_10([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::FMA || v == sys::unit_type::FP || v == sys::unit_type::FH || v == sys::unit_type::FS || v == sys::unit_type::FB || v == sys::unit_type::FBL || v == sys::unit_type::FXB || v == sys::unit_type::FXA; }(s.unit_or_refuse().type_or_refuse("unit.type")));
}
// dice: unit.strength
constexpr std::int64_t amount_11([[maybe_unused]] sys::charge_combat const& s) {
  return s.unit_or_refuse().strength_or_refuse("unit.strength");
}
// dice when: rolling_side == defender and unit.type == FXP and unit.pavise
constexpr bool when_11([[maybe_unused]] sys::charge_combat const& s) {
  return (((s.rolling_side_or_refuse() == sys::side::defender) && (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::FXP)) && s.unit_or_refuse().pavise_or_refuse("unit.pavise"));
}
// dice: 0
constexpr std::int64_t amount_12([[maybe_unused]] sys::charge_combat const& s) {
  return std::int64_t{0};
}
// dice when: rolling_side == defender and unit.type in [unit_type.leader camp non_combatant AMB AMO AMC AMM AMT AGF AGC AGR AGD AGB AGG]
constexpr bool when_12([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.rolling_side_or_refuse() == sys::side::defender) && [&](auto const& v) { return false || v == sys::unit_type::leader || v == sys::unit_type::camp || v == sys::unit_type::non_combatant || v == sys::unit_type::AMB || v == sys::unit_type::AMO || v == sys::unit_type::AMC || v == sys::unit_type::AMM || v == sys::unit_type::AMT || v == sys::unit_type::AGF || v == sys::unit_type::AGC || v == sys::unit_type::AGR || v == sys::unit_type::AGD || v == sys::unit_type::AGB || v == sys::unit_type::AGG; }(s.unit_or_refuse().type_or_refuse("unit.type")));
}
// strength when: rolling_side == attacker
constexpr bool when_13([[maybe_unused]] sys::charge_combat const& s) {
  return (s.rolling_side_or_refuse() == sys::side::attacker);
}
// strength when: rolling_side == defender
constexpr bool when_14([[maybe_unused]] sys::charge_combat const& s) {
  return (s.rolling_side_or_refuse() == sys::side::defender);
}
// natural test when: unit.type == MMA
constexpr bool when_16([[maybe_unused]] sys::charge_combat const& s) {
  return (s.unit_or_refuse().type_or_refuse("unit.type") == sys::unit_type::MMA);
}
// limit: target.strength * 4
constexpr std::int64_t amount_17([[maybe_unused]] sys::charge_combat const& s) {
  return (s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{4});
}
// limit when: leader.exceptional and target.strength * 4 >= 9
constexpr bool when_17([[maybe_unused]] sys::charge_combat const& s) {
  return (s.leader_or_refuse().exceptional_or_refuse("leader.exceptional") && ((s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{4}) >= std::int64_t{9}));
}
// limit: 9
constexpr std::int64_t amount_18([[maybe_unused]] sys::charge_combat const& s) {
  return std::int64_t{9};
}
// limit when: leader.exceptional
constexpr bool when_18([[maybe_unused]] sys::charge_combat const& s) {
  return s.leader_or_refuse().exceptional_or_refuse("leader.exceptional");
}
// limit: target.strength * 3
constexpr std::int64_t amount_19([[maybe_unused]] sys::charge_combat const& s) {
  return (s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{3});
}
// limit when: target.strength * 3 >= 6
constexpr bool when_19([[maybe_unused]] sys::charge_combat const& s) {
  return ((s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{3}) >= std::int64_t{6});
}
// limit: 6
constexpr std::int64_t amount_20([[maybe_unused]] sys::charge_combat const& s) {
  return std::int64_t{6};
}
// deflect: armor_deflection[target.armor][weapon]
constexpr std::int64_t amount_21([[maybe_unused]] sys::charge_combat const& s) {
  return rt::cell_number(symbols, tables::armor_deflection, tables::armor_deflection_at(s.target_or_refuse().armor_or_refuse("target.armor"), s.weapon_or_refuse()), {g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor"))), g::name_key(sys::name_of(s.weapon_or_refuse()))}, "");
}
// loss when: target.formation == phalanx
constexpr bool when_22([[maybe_unused]] sys::charge_combat const& s) {
  return (s.target_or_refuse().formation_or_refuse("target.formation") == sys::special_formation::phalanx);
}
inline constexpr g::pool_case cases[] = {
    {"d6"sv, "unit.strength - unit.broken_lances + unit.strength / 2 when rolling_side == attacker and unit.type == MMA and unit.broken_lances < unit.strength"sv},
    {"d6"sv, "1 + unit.strength / 2 when rolling_side == attacker and unit.type == MMA"sv},
    {"d6"sv, "unit.strength - unit.broken_lances when rolling_side == defender and unit.type == MMA and unit.broken_lances < unit.strength"sv},
    {"d6"sv, "1 when rolling_side == defender and unit.type == MMA"sv},
    {"d6"sv, "unit.strength / 2 when rolling_side == defender and unit.type in [MM MK MX] and unit.strength >= 2"sv},
    {"d6"sv, "1 when rolling_side == defender and unit.type in [MM MK MX]"sv},
    {"d6"sv, "unit.strength when rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA] and unit.formation == schiltron"sv},
    {"d6"sv, "unit.strength * 2 when rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA] and unit.formation == phalanx"sv},
    {"d6"sv, "unit.strength * 3 / 2 when rolling_side == defender and unit.type in [FB FBL FXB FXA] and unit.stakes"sv},
    {"d6"sv, "unit.strength / 2 when rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA] and unit.strength >= 2"sv},
    {"d6"sv, "1 when rolling_side == defender and unit.type in [FMA FP FH FS FB FBL FXB FXA]"sv},
    {"d6"sv, "unit.strength when rolling_side == defender and unit.type == FXP and unit.pavise"sv},
    {"d6"sv, "0 when rolling_side == defender and unit.type in [unit_type.leader camp non_combatant AMB AMO AMC AMM AMT AGF AGC AGR AGD AGB AGG]"sv},
};
inline constexpr g::pool_strength strength[] = {
    {"charge_strength"sv, 0},
    {"charge_defence_adjustments"sv, 1},
};
inline constexpr g::pool_natural_test natural_tests[] = {
    {6, "broken_lances"sv},
};
inline constexpr std::string_view limit_texts[] = {
    "target.strength * 4 when leader.exceptional and target.strength * 4 >= 9"sv,
    "9 when leader.exceptional"sv,
    "target.strength * 3 when target.strength * 3 >= 6"sv,
    "6"sv,
};
}  // namespace charge_data

inline constexpr g::pool charge = {
    "charge"sv,  // name
    {"Charge Combat Resolution"sv, ""sv},  // label
    "charge_combat"sv,  // situation
    {charge_data::cases, 13},  // cases
    {charge_data::strength, 2},  // strength
    "charge_modifiers"sv,  // hit_modifier
    true,  // hit_modifier_is_list
    6,  // threshold
    {},  // naturals
    {charge_data::natural_tests, 1},  // natural_tests
    true,  // has_deflect
    "armor_deflection[target.armor][weapon]"sv,  // deflect_text
    {charge_data::limit_texts, 4},  // limit_texts
    {"B11.7.3"sv, 1176, 1178, "order-of-arms-1.0-en.txt"sv},  // source
};

namespace close_quarters_data {
// dice: unit.strength + unit.strength / 2
constexpr std::int64_t amount_0([[maybe_unused]] sys::close_combat const& s) {
  return (s.unit_or_refuse().strength_or_refuse("unit.strength") + rt::floor_divide(s.unit_or_refuse().strength_or_refuse("unit.strength"), std::int64_t{2}));
}
// dice when: attacking and phalanx_assault and unit.formation == phalanx
constexpr bool when_0([[maybe_unused]] sys::close_combat const& s) {
  return ((s.attacking_or_refuse() && s.phalanx_assault_or_refuse()) && (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::phalanx));
}
// dice: unit.strength / 2
constexpr std::int64_t amount_1([[maybe_unused]] sys::close_combat const& s) {
  return rt::floor_divide(s.unit_or_refuse().strength_or_refuse("unit.strength"), std::int64_t{2});
}
// dice when: not attacking and unit.formation == phalanx and unit.strength >= 2
constexpr bool when_1([[maybe_unused]] sys::close_combat const& s) {
  return ((!(s.attacking_or_refuse()) && (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::phalanx)) && (s.unit_or_refuse().strength_or_refuse("unit.strength") >= std::int64_t{2}));
}
// dice: 1
constexpr std::int64_t amount_2([[maybe_unused]] sys::close_combat const& s) {
  return std::int64_t{1};
}
// dice when: not attacking and unit.formation == phalanx
constexpr bool when_2([[maybe_unused]] sys::close_combat const& s) {
  return (!(s.attacking_or_refuse()) && (s.unit_or_refuse().formation_or_refuse("unit.formation") == sys::special_formation::phalanx));
}
// dice: unit.strength
constexpr std::int64_t amount_3([[maybe_unused]] sys::close_combat const& s) {
  return s.unit_or_refuse().strength_or_refuse("unit.strength");
}
// limit: target.strength * 4
constexpr std::int64_t amount_6([[maybe_unused]] sys::close_combat const& s) {
  return (s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{4});
}
// limit when: leader.exceptional and target.strength * 4 >= 9
constexpr bool when_6([[maybe_unused]] sys::close_combat const& s) {
  return (s.leader_or_refuse().exceptional_or_refuse("leader.exceptional") && ((s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{4}) >= std::int64_t{9}));
}
// limit: 9
constexpr std::int64_t amount_7([[maybe_unused]] sys::close_combat const& s) {
  return std::int64_t{9};
}
// limit when: leader.exceptional
constexpr bool when_7([[maybe_unused]] sys::close_combat const& s) {
  return s.leader_or_refuse().exceptional_or_refuse("leader.exceptional");
}
// limit: target.strength * 3
constexpr std::int64_t amount_8([[maybe_unused]] sys::close_combat const& s) {
  return (s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{3});
}
// limit when: target.strength * 3 >= 6
constexpr bool when_8([[maybe_unused]] sys::close_combat const& s) {
  return ((s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{3}) >= std::int64_t{6});
}
// limit: 6
constexpr std::int64_t amount_9([[maybe_unused]] sys::close_combat const& s) {
  return std::int64_t{6};
}
// deflect: armor_deflection[target.armor][weapon]
constexpr std::int64_t amount_10([[maybe_unused]] sys::close_combat const& s) {
  return rt::cell_number(symbols, tables::armor_deflection, tables::armor_deflection_at(s.target_or_refuse().armor_or_refuse("target.armor"), s.weapon_or_refuse()), {g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor"))), g::name_key(sys::name_of(s.weapon_or_refuse()))}, "");
}
// loss when: target.formation == phalanx
constexpr bool when_11([[maybe_unused]] sys::close_combat const& s) {
  return (s.target_or_refuse().formation_or_refuse("target.formation") == sys::special_formation::phalanx);
}
inline constexpr g::pool_case cases[] = {
    {"d6"sv, "unit.strength + unit.strength / 2 when attacking and phalanx_assault and unit.formation == phalanx"sv},
    {"d6"sv, "unit.strength / 2 when not attacking and unit.formation == phalanx and unit.strength >= 2"sv},
    {"d6"sv, "1 when not attacking and unit.formation == phalanx"sv},
    {"d6"sv, "unit.strength"sv},
};
inline constexpr g::pool_strength strength[] = {
    {"cqc_strength"sv, 0},
};
inline constexpr std::string_view limit_texts[] = {
    "target.strength * 4 when leader.exceptional and target.strength * 4 >= 9"sv,
    "9 when leader.exceptional"sv,
    "target.strength * 3 when target.strength * 3 >= 6"sv,
    "6"sv,
};
}  // namespace close_quarters_data

inline constexpr g::pool close_quarters = {
    "close_quarters"sv,  // name
    {"Close Quarters Combat Resolution"sv, ""sv},  // label
    "close_combat"sv,  // situation
    {close_quarters_data::cases, 4},  // cases
    {close_quarters_data::strength, 1},  // strength
    "cqc_modifiers"sv,  // hit_modifier
    true,  // hit_modifier_is_list
    6,  // threshold
    {},  // naturals
    {},  // natural_tests
    true,  // has_deflect
    "armor_deflection[target.armor][weapon]"sv,  // deflect_text
    {close_quarters_data::limit_texts, 4},  // limit_texts
    {"B15.5.4"sv, 1862, 1866, "order-of-arms-1.0-en.txt"sv},  // source
};

namespace melee_data {
// dice: unit.strength
constexpr std::int64_t amount_0([[maybe_unused]] sys::melee const& s) {
  return s.unit_or_refuse().strength_or_refuse("unit.strength");
}
// deflect: armor_deflection[target.armor][weapon] - 1
constexpr std::int64_t amount_3([[maybe_unused]] sys::melee const& s) {
  return (rt::cell_number(symbols, tables::armor_deflection, tables::armor_deflection_at(s.target_or_refuse().armor_or_refuse("target.armor"), s.weapon_or_refuse()), {g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor"))), g::name_key(sys::name_of(s.weapon_or_refuse()))}, "") - std::int64_t{1});
}
inline constexpr g::pool_case cases[] = {
    {"d6"sv, "unit.strength"sv},
};
inline constexpr g::pool_strength strength[] = {
    {"melee_strength"sv, 0},
};
}  // namespace melee_data

inline constexpr g::pool melee = {
    "melee"sv,  // name
    {"Melee combat"sv, ""sv},  // label
    "melee"sv,  // situation
    {melee_data::cases, 1},  // cases
    {melee_data::strength, 1},  // strength
    "melee_modifiers"sv,  // hit_modifier
    true,  // hit_modifier_is_list
    5,  // threshold
    {},  // naturals
    {},  // natural_tests
    true,  // has_deflect
    "armor_deflection[target.armor][weapon] - 1"sv,  // deflect_text
    {},  // limit_texts
    {"B15.7"sv, 1968, 0, "order-of-arms-1.0-en.txt"sv},  // source
};

namespace ranged_fire_data {
// dice: unit.strength
constexpr std::int64_t amount_0([[maybe_unused]] sys::ranged_fire const& s) {
  return s.unit_or_refuse().strength_or_refuse("unit.strength");
}
// limit: target.strength * 3
constexpr std::int64_t amount_3([[maybe_unused]] sys::ranged_fire const& s) {
  return (s.target_or_refuse().strength_or_refuse("target.strength") * std::int64_t{3});
}
// deflect: armor_deflection[target.armor][weapon]
constexpr std::int64_t amount_4([[maybe_unused]] sys::ranged_fire const& s) {
  return rt::cell_number(symbols, tables::armor_deflection, tables::armor_deflection_at(s.target_or_refuse().armor_or_refuse("target.armor"), s.weapon_or_refuse()), {g::name_key(sys::name_of(s.target_or_refuse().armor_or_refuse("target.armor"))), g::name_key(sys::name_of(s.weapon_or_refuse()))}, "");
}
// loss when: target.formation == phalanx
constexpr bool when_5([[maybe_unused]] sys::ranged_fire const& s) {
  return (s.target_or_refuse().formation_or_refuse("target.formation") == sys::special_formation::phalanx);
}
inline constexpr g::pool_case cases[] = {
    {"d6"sv, "unit.strength"sv},
};
inline constexpr g::pool_strength strength[] = {
    {"ranged_fire_strength"sv, 0},
};
inline constexpr std::string_view limit_texts[] = {
    "target.strength * 3"sv,
};
}  // namespace ranged_fire_data

inline constexpr g::pool ranged_fire = {
    "ranged_fire"sv,  // name
    {"Ranged Combat Resolution"sv, ""sv},  // label
    "ranged_fire"sv,  // situation
    {ranged_fire_data::cases, 1},  // cases
    {ranged_fire_data::strength, 1},  // strength
    "ranged_fire_modifiers"sv,  // hit_modifier
    true,  // hit_modifier_is_list
    6,  // threshold
    {},  // naturals
    {},  // natural_tests
    true,  // has_deflect
    "armor_deflection[target.armor][weapon]"sv,  // deflect_text
    {ranged_fire_data::limit_texts, 1},  // limit_texts
    {"B14.4"sv, 1707, 1719, "order-of-arms-1.0-en.txt"sv},  // source
};

inline constexpr g::pool all_data[] = {
    bombardment,
    charge,
    close_quarters,
    melee,
    ranged_fire,
};
inline constexpr g::span<g::pool> all = {all_data, 5};
}  // namespace pools

// Sequences: each step's condition and `with` fields, each result and its condition, a
// constexpr function of the situation struct.
namespace sequences {
namespace rt = g::rt;
namespace activation_count_data {
// result activations = roll.commander.command - die + 1
constexpr std::int64_t result_0([[maybe_unused]] sys::activation_count const& s) {
  return ((s.roll_or_refuse().commander_or_refuse("roll.commander").command_or_refuse("roll.commander.command") - s.die_or_refuse()) + std::int64_t{1});
}
// result activations when die < roll.commander.command and roll.first_player_first_roll
constexpr bool result_when_0([[maybe_unused]] sys::activation_count const& s) {
  return ((s.die_or_refuse() < s.roll_or_refuse().commander_or_refuse("roll.commander").command_or_refuse("roll.commander.command")) && s.roll_or_refuse().first_player_first_roll_or_refuse("roll.first_player_first_roll"));
}
// result activations = roll.commander.command - die
constexpr std::int64_t result_1([[maybe_unused]] sys::activation_count const& s) {
  return (s.roll_or_refuse().commander_or_refuse("roll.commander").command_or_refuse("roll.commander.command") - s.die_or_refuse());
}
// result activations when die < roll.commander.command
constexpr bool result_when_1([[maybe_unused]] sys::activation_count const& s) {
  return (s.die_or_refuse() < s.roll_or_refuse().commander_or_refuse("roll.commander").command_or_refuse("roll.commander.command"));
}
// result activations = 2
constexpr std::int64_t result_2([[maybe_unused]] sys::activation_count const& s) {
  return std::int64_t{2};
}
// result activations when die == roll.commander.command and roll.first_player_first_roll
constexpr bool result_when_2([[maybe_unused]] sys::activation_count const& s) {
  return ((s.die_or_refuse() == s.roll_or_refuse().commander_or_refuse("roll.commander").command_or_refuse("roll.commander.command")) && s.roll_or_refuse().first_player_first_roll_or_refuse("roll.first_player_first_roll"));
}
// result activations = 1
constexpr std::int64_t result_3([[maybe_unused]] sys::activation_count const& s) {
  return std::int64_t{1};
}
// result activations when die == roll.commander.command
constexpr bool result_when_3([[maybe_unused]] sys::activation_count const& s) {
  return (s.die_or_refuse() == s.roll_or_refuse().commander_or_refuse("roll.commander").command_or_refuse("roll.commander.command"));
}
// result activations = 1
constexpr std::int64_t result_4([[maybe_unused]] sys::activation_count const& s) {
  return std::int64_t{1};
}
// result activations when roll.first_player_first_roll
constexpr bool result_when_4([[maybe_unused]] sys::activation_count const& s) {
  return s.roll_or_refuse().first_player_first_roll_or_refuse("roll.first_player_first_roll");
}
// result activations = 0
constexpr std::int64_t result_5([[maybe_unused]] sys::activation_count const& s) {
  return std::int64_t{0};
}
inline constexpr g::sequence_step steps[] = {
    {"die"sv, ""sv, false, true, {"d6"sv, 1, {}, {}, false}, "roll"sv, ""sv, {}, {""sv, 768, 0, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::sequence_result results[] = {
    {"activations"sv, "roll.commander.command - die + 1 when die < roll.commander.command and roll.first_player_first_roll"sv},
    {"activations"sv, "roll.commander.command - die when die < roll.commander.command"sv},
    {"activations"sv, "2 when die == roll.commander.command and roll.first_player_first_roll"sv},
    {"activations"sv, "1 when die == roll.commander.command"sv},
    {"activations"sv, "1 when roll.first_player_first_roll"sv},
    {"activations"sv, "0"sv},
};
}  // namespace activation_count_data

inline constexpr g::sequence activation_count = {
    "activation_count"sv,  // name
    {"Activations received: the die against the Army Commander's rating"sv, ""sv},  // label
    "activation_count"sv,  // situation
    {activation_count_data::steps, 1},  // steps
    {"B8.0"sv, 768, 0, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {activation_count_data::results, 6},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace bombardment_in_weather_data {
// step can_fire when fire.weather in [rain storm snow heavy_snow]
constexpr bool when_0([[maybe_unused]] sys::bombardment_in_weather const& s) {
  return [&](auto const& v) { return false || v == sys::weather::rain || v == sys::weather::storm || v == sys::weather::snow || v == sys::weather::heavy_snow; }(s.fire_or_refuse().weather_or_refuse("fire.weather"));
}
// step bombardment when can_fire or not fire.weather in [rain storm snow heavy_snow]
constexpr bool when_1([[maybe_unused]] sys::bombardment_in_weather const& s) {
  return (s.can_fire_or_refuse() || !([&](auto const& v) { return false || v == sys::weather::rain || v == sys::weather::storm || v == sys::weather::snow || v == sys::weather::heavy_snow; }(s.fire_or_refuse().weather_or_refuse("fire.weather"))));
}
inline constexpr g::sequence_step steps[] = {
    {"can_fire"sv, "can_fire_in_weather"sv, false, false, {""sv, 1, {}, {}, false}, "weather_roll"sv, "fire.weather in [rain storm snow heavy_snow]"sv, {}, {""sv, 1399, 0, "order-of-arms-1.0-en.txt"sv}},
    {"bombardment"sv, "bombardment"sv, true, false, {""sv, 1, {}, {}, false}, "fire"sv, "can_fire or not fire.weather in [rain storm snow heavy_snow]"sv, {}, {""sv, 1399, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace bombardment_in_weather_data

inline constexpr g::sequence bombardment_in_weather = {
    "bombardment_in_weather"sv,  // name
    {"Bombardment in rain, storm or snow"sv, ""sv},  // label
    "bombardment_in_weather"sv,  // situation
    {bombardment_in_weather_data::steps, 2},  // steps
    {"B12.2.1"sv, 1397, 1399, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace charge_with_leaders_data {
// step attacker_leader_safe when inflicted_by_attacker + inflicted_by_defender > 0
constexpr bool when_2([[maybe_unused]] sys::charge_with_leaders const& s) {
  return ((s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse()) > std::int64_t{0});
}
// step attacker_leader_safe with steps_eliminated = inflicted_by_attacker + inflicted_by_defender
constexpr std::int64_t input_2_0([[maybe_unused]] sys::charge_with_leaders const& s) {
  return (s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse());
}
// step defender_leader_safe when inflicted_by_attacker + inflicted_by_defender > 0
constexpr bool when_3([[maybe_unused]] sys::charge_with_leaders const& s) {
  return ((s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse()) > std::int64_t{0});
}
// step defender_leader_safe with steps_eliminated = inflicted_by_attacker + inflicted_by_defender
constexpr std::int64_t input_3_0([[maybe_unused]] sys::charge_with_leaders const& s) {
  return (s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse());
}
// step attacker_leader_reroll_safe when attacker_may_cheat_death and inflicted_by_attacker + inflicted_by_defender > 0 and not attacker_leader_safe
constexpr bool when_4([[maybe_unused]] sys::charge_with_leaders const& s) {
  return ((s.attacker_may_cheat_death_or_refuse() && ((s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse()) > std::int64_t{0})) && !(s.attacker_leader_safe_or_refuse()));
}
// step attacker_leader_reroll_safe with steps_eliminated = inflicted_by_attacker + inflicted_by_defender
constexpr std::int64_t input_4_0([[maybe_unused]] sys::charge_with_leaders const& s) {
  return (s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse());
}
// step defender_leader_reroll_safe when defender_may_cheat_death and inflicted_by_attacker + inflicted_by_defender > 0 and not defender_leader_safe
constexpr bool when_5([[maybe_unused]] sys::charge_with_leaders const& s) {
  return ((s.defender_may_cheat_death_or_refuse() && ((s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse()) > std::int64_t{0})) && !(s.defender_leader_safe_or_refuse()));
}
// step defender_leader_reroll_safe with steps_eliminated = inflicted_by_attacker + inflicted_by_defender
constexpr std::int64_t input_5_0([[maybe_unused]] sys::charge_with_leaders const& s) {
  return (s.inflicted_by_attacker_or_refuse() + s.inflicted_by_defender_or_refuse());
}
inline constexpr g::step_input inputs_2[] = {
    {"steps_eliminated"sv, "steps_eliminated = inflicted_by_attacker + inflicted_by_defender"sv, false},
};
inline constexpr g::step_input inputs_3[] = {
    {"steps_eliminated"sv, "steps_eliminated = inflicted_by_attacker + inflicted_by_defender"sv, false},
};
inline constexpr g::step_input inputs_4[] = {
    {"steps_eliminated"sv, "steps_eliminated = inflicted_by_attacker + inflicted_by_defender"sv, false},
};
inline constexpr g::step_input inputs_5[] = {
    {"steps_eliminated"sv, "steps_eliminated = inflicted_by_attacker + inflicted_by_defender"sv, false},
};
inline constexpr g::sequence_step steps[] = {
    {"inflicted_by_attacker"sv, "charge"sv, true, false, {""sv, 1, {}, {}, false}, "attacker"sv, ""sv, {}, {"B11.7.3"sv, 1178, 0, "order-of-arms-1.0-en.txt"sv}},
    {"inflicted_by_defender"sv, "charge"sv, true, false, {""sv, 1, {}, {}, false}, "defender"sv, ""sv, {}, {"B11.7.3"sv, 1178, 0, "order-of-arms-1.0-en.txt"sv}},
    {"attacker_leader_safe"sv, "leader_casualty"sv, false, false, {""sv, 1, {}, {}, false}, "attacker_leader"sv, "inflicted_by_attacker + inflicted_by_defender > 0"sv, {inputs_2, 1}, {""sv, 590, 0, "order-of-arms-1.0-en.txt"sv}},
    {"defender_leader_safe"sv, "leader_casualty"sv, false, false, {""sv, 1, {}, {}, false}, "defender_leader"sv, "inflicted_by_attacker + inflicted_by_defender > 0"sv, {inputs_3, 1}, {""sv, 590, 0, "order-of-arms-1.0-en.txt"sv}},
    {"attacker_leader_reroll_safe"sv, "leader_casualty"sv, false, false, {""sv, 1, {}, {}, false}, "attacker_leader"sv, "attacker_may_cheat_death and inflicted_by_attacker + inflicted_by_defender > 0 and not attacker_leader_safe"sv, {inputs_4, 1}, {"B3.3.2"sv, 614, 0, "order-of-arms-1.0-en.txt"sv}},
    {"defender_leader_reroll_safe"sv, "leader_casualty"sv, false, false, {""sv, 1, {}, {}, false}, "defender_leader"sv, "defender_may_cheat_death and inflicted_by_attacker + inflicted_by_defender > 0 and not defender_leader_safe"sv, {inputs_5, 1}, {"B3.3.2"sv, 614, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace charge_with_leaders_data

inline constexpr g::sequence charge_with_leaders = {
    "charge_with_leaders"sv,  // name
    {"A mounted charge, then the leader casualty checks"sv, ""sv},  // label
    "charge_with_leaders"sv,  // situation
    {charge_with_leaders_data::steps, 6},  // steps
    {"B3.2"sv, 590, 592, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace close_combat_retreat_data {
// step on_second when two_rolls
constexpr bool when_1([[maybe_unused]] sys::close_combat_retreat const& s) {
  return s.two_rolls_or_refuse();
}
// step retreats when attempts_retreat and on_first + on_second > 0
constexpr bool when_2([[maybe_unused]] sys::close_combat_retreat const& s) {
  return (s.attempts_retreat_or_refuse() && ((s.on_first_or_refuse() + s.on_second_or_refuse()) > std::int64_t{0}));
}
// step retreats with losses = on_first + on_second
constexpr std::int64_t input_2_0([[maybe_unused]] sys::close_combat_retreat const& s) {
  return (s.on_first_or_refuse() + s.on_second_or_refuse());
}
// result losses_applied = on_first + on_second - 2
constexpr std::int64_t result_0([[maybe_unused]] sys::close_combat_retreat const& s) {
  return ((s.on_first_or_refuse() + s.on_second_or_refuse()) - std::int64_t{2});
}
// result losses_applied when retreats and on_first + on_second >= 4
constexpr bool result_when_0([[maybe_unused]] sys::close_combat_retreat const& s) {
  return (s.retreats_or_refuse() && ((s.on_first_or_refuse() + s.on_second_or_refuse()) >= std::int64_t{4}));
}
// result losses_applied = on_first + on_second - 1
constexpr std::int64_t result_1([[maybe_unused]] sys::close_combat_retreat const& s) {
  return ((s.on_first_or_refuse() + s.on_second_or_refuse()) - std::int64_t{1});
}
// result losses_applied when retreats
constexpr bool result_when_1([[maybe_unused]] sys::close_combat_retreat const& s) {
  return s.retreats_or_refuse();
}
// result losses_applied = on_first + on_second
constexpr std::int64_t result_2([[maybe_unused]] sys::close_combat_retreat const& s) {
  return (s.on_first_or_refuse() + s.on_second_or_refuse());
}
inline constexpr g::step_input inputs_2[] = {
    {"losses"sv, "losses = on_first + on_second"sv, false},
};
inline constexpr g::sequence_step steps[] = {
    {"on_first"sv, "close_quarters"sv, true, false, {""sv, 1, {}, {}, false}, "first"sv, ""sv, {}, {"B15.5.4"sv, 1866, 0, "order-of-arms-1.0-en.txt"sv}},
    {"on_second"sv, "close_quarters"sv, true, false, {""sv, 1, {}, {}, false}, "second"sv, "two_rolls"sv, {}, {"B15.5.4"sv, 1866, 0, "order-of-arms-1.0-en.txt"sv}},
    {"retreats"sv, "retreat"sv, false, false, {""sv, 1, {}, {}, false}, "attempt"sv, "attempts_retreat and on_first + on_second > 0"sv, {inputs_2, 1}, {""sv, 1874, 1878, "order-of-arms-1.0-en.txt"sv}},
};
inline constexpr g::sequence_result results[] = {
    {"losses_applied"sv, "on_first + on_second - 2 when retreats and on_first + on_second >= 4"sv},
    {"losses_applied"sv, "on_first + on_second - 1 when retreats"sv},
    {"losses_applied"sv, "on_first + on_second"sv},
};
}  // namespace close_combat_retreat_data

inline constexpr g::sequence close_combat_retreat = {
    "close_combat_retreat"sv,  // name
    {"Stand or Retreat: the casualty reduction of a side that retreats"sv, ""sv},  // label
    "close_combat_retreat"sv,  // situation
    {close_combat_retreat_data::steps, 3},  // steps
    {"B15.5.5"sv, 1866, 1887, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {close_combat_retreat_data::results, 3},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace combat_with_rout_data {
// step target_holds when rout_in_effect and inflicted + inflicted >= target_steps and inflicted < target_steps
constexpr bool when_1([[maybe_unused]] sys::combat_with_rout const& s) {
  return ((s.rout_in_effect_or_refuse() && ((s.inflicted_or_refuse() + s.inflicted_or_refuse()) >= s.target_steps_or_refuse())) && (s.inflicted_or_refuse() < s.target_steps_or_refuse()));
}
// step neighbour_holds when neighbour_present and rout_in_effect and inflicted + inflicted >= target_steps and inflicted < target_steps and not target_holds
constexpr bool when_2([[maybe_unused]] sys::combat_with_rout const& s) {
  return ((((s.neighbour_present_or_refuse() && s.rout_in_effect_or_refuse()) && ((s.inflicted_or_refuse() + s.inflicted_or_refuse()) >= s.target_steps_or_refuse())) && (s.inflicted_or_refuse() < s.target_steps_or_refuse())) && !(s.target_holds_or_refuse()));
}
inline constexpr g::sequence_step steps[] = {
    {"inflicted"sv, "close_quarters"sv, true, false, {""sv, 1, {}, {}, false}, "combat"sv, ""sv, {}, {"B15.5.4"sv, 1862, 0, "order-of-arms-1.0-en.txt"sv}},
    {"target_holds"sv, "rout_check"sv, false, false, {""sv, 1, {}, {}, false}, "target_check"sv, "rout_in_effect and inflicted + inflicted >= target_steps and inflicted < target_steps"sv, {}, {""sv, 2458, 0, "order-of-arms-1.0-en.txt"sv}},
    {"neighbour_holds"sv, "cascade_rout_initial_area"sv, false, false, {""sv, 1, {}, {}, false}, "neighbour_check"sv, "neighbour_present and rout_in_effect and inflicted + inflicted >= target_steps and inflicted < target_steps and not target_holds"sv, {}, {"C23.3.1"sv, 2488, 2492, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace combat_with_rout_data

inline constexpr g::sequence combat_with_rout = {
    "combat_with_rout"sv,  // name
    {"A close quarters roll, the target's rout check, a cascade in its area"sv, ""sv},  // label
    "combat_with_rout"sv,  // situation
    {combat_with_rout_data::steps, 3},  // steps
    {"C23.0"sv, 2458, 2492, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace double_rate_volleys_data {
// step second_volley when fires_twice
constexpr bool when_2([[maybe_unused]] sys::double_rate_volleys const& s) {
  return s.fires_twice_or_refuse();
}
inline constexpr g::sequence_step steps[] = {
    {"fires_twice"sv, "double_rate_fire"sv, false, false, {""sv, 1, {}, {}, false}, "attempt"sv, ""sv, {}, {""sv, 1730, 0, "order-of-arms-1.0-en.txt"sv}},
    {"first_volley"sv, "ranged_fire"sv, true, false, {""sv, 1, {}, {}, false}, "fire"sv, ""sv, {}, {""sv, 1728, 0, "order-of-arms-1.0-en.txt"sv}},
    {"second_volley"sv, "ranged_fire"sv, true, false, {""sv, 1, {}, {}, false}, "fire"sv, "fires_twice"sv, {}, {""sv, 1728, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace double_rate_volleys_data

inline constexpr g::sequence double_rate_volleys = {
    "double_rate_volleys"sv,  // name
    {"Double Rate Fire: the attempt, then one or two volleys"sv, ""sv},  // label
    "double_rate_volleys"sv,  // situation
    {double_rate_volleys_data::steps, 3},  // steps
    {"B14.5"sv, 1726, 1730, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace first_player_determination_data {
// again when first_total == second_total
constexpr bool again_when([[maybe_unused]] sys::first_player_determination const& s) {
  return (s.first_total_or_refuse() == s.second_total_or_refuse());
}
inline constexpr std::string_view strings[] = {
    "first_player_modifiers"sv,
    "first_player_modifiers"sv,
};
inline constexpr g::sequence_step steps[] = {
    {"first_total"sv, ""sv, false, true, {"d6"sv, 1, {first_player_determination_data::strings + 0, 1}, {"+", 1}, false}, "first"sv, ""sv, {}, {""sv, 736, 0, "order-of-arms-1.0-en.txt"sv}},
    {"second_total"sv, ""sv, false, true, {"d6"sv, 1, {first_player_determination_data::strings + 1, 1}, {"+", 1}, false}, "second"sv, ""sv, {}, {""sv, 736, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace first_player_determination_data

inline constexpr g::sequence first_player_determination = {
    "first_player_determination"sv,  // name
    {"First Player Determination"sv, ""sv},  // label
    "first_player_determination"sv,  // situation
    {first_player_determination_data::steps, 2},  // steps
    {"B7.0"sv, 734, 736, "order-of-arms-1.0-en.txt"sv},  // source
    "first_total == second_total"sv,  // again_text
    {},  // results
    {""sv, 736, 0, "order-of-arms-1.0-en.txt"sv},  // again_source
};

namespace met_charge_data {

inline constexpr g::sequence_step steps[] = {
    {"inflicted_by_meeting"sv, "charge"sv, true, false, {""sv, 1, {}, {}, false}, "meeting"sv, ""sv, {}, {"B11.4.1"sv, 1060, 0, "order-of-arms-1.0-en.txt"sv}},
    {"inflicted_by_charging"sv, "charge"sv, true, false, {""sv, 1, {}, {}, false}, "charging"sv, ""sv, {}, {"B11.4.1"sv, 1060, 0, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace met_charge_data

inline constexpr g::sequence met_charge = {
    "met_charge"sv,  // name
    {"Meeting the Charge: both rolls, then the Met Charge Result"sv, ""sv},  // label
    "met_charge"sv,  // situation
    {met_charge_data::steps, 2},  // steps
    {"B11.4.2"sv, 1058, 1069, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

namespace phalanx_assault_data {
// step by_phalanx with phalanx_assault = true
constexpr bool input_1_0([[maybe_unused]] sys::phalanx_assault const& s) {
  return true;
}
inline constexpr g::step_input inputs_1[] = {
    {"phalanx_assault"sv, "phalanx_assault = true"sv, true},
};
inline constexpr g::sequence_step steps[] = {
    {"by_defenders"sv, "close_quarters"sv, true, false, {""sv, 1, {}, {}, false}, "defence"sv, ""sv, {}, {""sv, 2588, 0, "order-of-arms-1.0-en.txt"sv}},
    {"by_phalanx"sv, "close_quarters"sv, true, false, {""sv, 1, {}, {}, false}, "assault"sv, ""sv, {inputs_1, 1}, {""sv, 2592, 2598, "order-of-arms-1.0-en.txt"sv}},
};
}  // namespace phalanx_assault_data

inline constexpr g::sequence phalanx_assault = {
    "phalanx_assault"sv,  // name
    {"Phalanx Assault: the defenders' dice, then the Phalanx attack"sv, ""sv},  // label
    "phalanx_assault"sv,  // situation
    {phalanx_assault_data::steps, 2},  // steps
    {"C26.1"sv, 2578, 2598, "order-of-arms-1.0-en.txt"sv},  // source
    ""sv,  // again_text
    {},  // results
    {""sv, 0, 0, ""sv},  // again_source
};

inline constexpr g::sequence all_data[] = {
    activation_count,
    bombardment_in_weather,
    charge_with_leaders,
    close_combat_retreat,
    combat_with_rout,
    double_rate_volleys,
    first_player_determination,
    met_charge,
    phalanx_assault,
};
inline constexpr g::span<g::sequence> all = {all_data, 9};
}  // namespace sequences

// The situations of the schema and their fields that are situations: what a game system dispatches on.
inline constexpr g::situation_part situation_parts[] = {
    {"roll"sv, "activation"sv},
    {"weather_roll"sv, "weather_fire"sv},
    {"fire"sv, "bombardment"sv},
    {"attacker"sv, "charge_combat"sv},
    {"defender"sv, "charge_combat"sv},
    {"attacker"sv, "charge_combat"sv},
    {"defender"sv, "charge_combat"sv},
    {"attacker_leader"sv, "leader_casualty"sv},
    {"defender_leader"sv, "leader_casualty"sv},
    {"first"sv, "close_combat"sv},
    {"second"sv, "close_combat"sv},
    {"attempt"sv, "retreat"sv},
    {"combat"sv, "close_combat"sv},
    {"target_check"sv, "rout_check"sv},
    {"neighbour_check"sv, "rout_check"sv},
    {"attempt"sv, "double_rate_fire"sv},
    {"fire"sv, "ranged_fire"sv},
    {"first"sv, "first_player"sv},
    {"second"sv, "first_player"sv},
    {"meeting"sv, "charge_combat"sv},
    {"charging"sv, "charge_combat"sv},
    {"defence"sv, "close_combat"sv},
    {"assault"sv, "close_combat"sv},
};
inline constexpr g::situation_kind situations_data[] = {
    {"activation"sv, {}},
    {"activation_count"sv, {situation_parts + 0, 1}},
    {"bombardment"sv, {}},
    {"bombardment_in_weather"sv, {situation_parts + 1, 2}},
    {"breaking_through"sv, {}},
    {"burst"sv, {}},
    {"charge_combat"sv, {}},
    {"charge_resolution"sv, {situation_parts + 3, 2}},
    {"charge_with_leaders"sv, {situation_parts + 5, 4}},
    {"close_combat"sv, {}},
    {"close_combat_retreat"sv, {situation_parts + 9, 3}},
    {"combat_with_rout"sv, {situation_parts + 12, 3}},
    {"double_rate_fire"sv, {}},
    {"double_rate_volleys"sv, {situation_parts + 15, 2}},
    {"elan_check"sv, {}},
    {"fallback_fire"sv, {}},
    {"first_player"sv, {}},
    {"first_player_determination"sv, {situation_parts + 17, 2}},
    {"interception_roll"sv, {}},
    {"lance_check"sv, {}},
    {"leader_casualty"sv, {}},
    {"melee"sv, {}},
    {"melee_check"sv, {}},
    {"met_charge"sv, {situation_parts + 19, 2}},
    {"movement"sv, {}},
    {"phalanx_assault"sv, {situation_parts + 21, 2}},
    {"ranged_fire"sv, {}},
    {"rapid_movement"sv, {}},
    {"reaction_roll"sv, {}},
    {"remount"sv, {}},
    {"retreat"sv, {}},
    {"rout_check"sv, {}},
    {"unhorse"sv, {}},
    {"weather_fire"sv, {}},
    {"wheel_in_place"sv, {}},
};
inline constexpr g::span<g::situation_kind> situations = {situations_data, 35};

inline constexpr g::ruleset ruleset = {
    "order_of_arms_1_0"sv, "order-of-arms-1.0.herald"sv,
    dice, symbols, enums, tables::all, bands::all, lists::all, transitions::all, tests::all, pools::all,
    sequences::all, rules, situations,
};

}  // namespace herald_generated::order_of_arms_1_0
