// The names a ruleset of Au fil de l'épée gives to the tables and values the procedures reason about.
#pragma once

#include <string>
#include <vector>

namespace herald::engine::afde {

struct names {
  std::string d10 = "d10";
  std::string fire_table = "fire_table", fire_modifiers = "fire_modifiers", fire_leaders = "fire_leader_casualty";
  std::string melee_odds = "melee_odds", melee_types = "melee_types", melee_modifiers = "melee_modifiers", melee_result = "melee_result",
              melee_leaders = "melee_leader_casualty";
  std::string unit_state = "unit_state", artillery_state = "artillery_state", unit_events = "unit_events";
  std::string rally = "rally", counter_charge = "counter_charge", initiative = "initiative";
  // Values of the system's enums that the procedures reason about.
  std::string fatigued = "fatigued", discouraged = "discouraged", routed = "routed";
  std::string fatigue_result = "F", discourage_result = "D", rout_result = "Dr", retreat_result = "R";
  std::string extra_level = "extra_level";  // state_event: a retreat that cannot be made (10.7 line 520)
  std::string obligatory_advance = "advance_obligatory";
  std::string artillery = "At";
  std::string rallied = "rallied";
  std::vector<std::string> leader_lost = {"killed", "captured"};  // leave the battle (7.5)
  std::string leader_wounded = "wounded";                          // the "chef blessé" marker (7.5.2)
  std::vector<std::string> counter_chargers = {"Ch", "Ha"};  // 10.3 line 479
  std::vector<std::string> chargers = {"Ch", "Ha"};          // 10.2 line 461
  // charge_kind (10.5 lines 890-892) and hexside (3.1 line 113).
  std::string no_charge = "none", front_charge = "front", rear_charge = "rear", multiple_front = "multiple_front",
              multiple_with_rear = "multiple_with_rear";
  std::string front_hexside = "front", rear_hexside = "rear";
  std::string defensive_fire = "defensive", offensive_fire = "offensive";  // fire_phase (line 411)
  // Rules the editions state differently (`rule` in the system file) and the values read.
  std::string routed_units_fire = "routed_units_fire", stacked_fire = "stacked_fire",
              artillery_hits_stacked_artillery = "artillery_fire_hits_stacked_artillery",
              defending_artillery_stack_quality = "defending_artillery_stack_quality", elan = "elan",
              dispersion = "dispersion", counter_charge_front_only = "counter_charge_through_front_only",
              routed_counter_charge = "routed_units_counter_charge", counter_charge_cancels = "counter_charge_cancels",
              leader_of_unit_unable_to_retreat = "leader_of_unit_unable_to_retreat";
  std::string both_fire_with_artillery = "both_with_artillery", better_quality = "better",
              every_charger = "every_charger", leader_placed = "placed";
};

// The names the bundled rulesets give, made once: what a procedure takes where it is given none
// (a default argument of `names{}` built forty strings at every call).
inline names const& standard_names() {
  static names const n;
  return n;
}

}  // namespace herald::engine::afde
