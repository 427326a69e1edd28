// Worked examples of the 2010 rules checked by the compiler, through the generated constexpr tables.
//
// Only the table part of an example can be checked here: the engine's procedures
// (engine/afde.hpp) are not constexpr, since they build std::string and
// model::value situations, so main.cpp runs them at run time. What the compiler
// can check is every number the book prints: a threshold, an odds step, a type
// modifier, a modifier's delta, a clamp, a result band. A regenerated header whose
// tables no longer print what the book prints fails to compile.
//
// Example names are those of rulesets/afde/afde-2010.herald; lines are those of
// the rules text, afde-2010-en.txt.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string_view>

#include "afde_2010.hpp"  // brings the system's enums (herald_generated::afde) too

namespace consumer_checks {

namespace gen = herald::engine::gen;
namespace afde = herald_generated::afde;
namespace rules = herald_generated::afde_2010;

// Whether the band holding `total` prints `printed` ("D + R") in the outcome column `column`.
constexpr bool band_prints(gen::band_table const& t, std::int64_t total, std::string_view column,
                           std::string_view printed) {
  gen::band const* b = gen::band_at(t, total);
  for (std::size_t c = 0; b && c < t.columns.size() && c < b->outcomes.size(); ++c)
    if (t.columns[c] == column) return b->outcomes[c].text == printed;
  return false;
}

// A fixed modifier's delta; a sentinel no example adds up to when the list lacks it.
constexpr std::int64_t delta_of(gen::modifier_list const& list, std::string_view name) {
  gen::modifier const* m = gen::find(list.modifiers, name);
  return m ? m->delta : 1000;
}

// ---- System enums: the names the rules print, as values.
static_assert(afde::unit_type_from_name("Ar") == afde::unit_type::Ar);
static_assert(afde::name_of(afde::unit_type::Cl) == "Cl" && afde::english_of(afde::unit_type::Cl) == "Light Cavalry");
static_assert(!afde::unit_type_from_name("Xx"));

// ---- tremetousia_defensive_fire, line 570: "rolls a d10 and gets a 7; he has to apply
// a -1 because the firing unit has less than 4 SP and another -1 because the firing unit
// is mounted. Thus the final result is 5. The fire has no effect (See the Fire Table)."
// Fire Table, Light Cavalry at 1 hex: 7/8 (line 813).
// The typed accessor: keyed by the system's enum class, no string to misspell.
constexpr gen::cell const* cl_at_one_hex = rules::tables::fire_table_at(afde::unit_type::Cl, 1);
static_assert(gen::number(cl_at_one_hex, "discourage") == 7 && gen::number(cl_at_one_hex, "rout") == 8,
              "tremetousia_defensive_fire: the Fire Table prints 7/8 for Cl at 1 hex (line 813)");
constexpr std::int64_t fire_total =
    7 + delta_of(rules::lists::fire_modifiers, "small_force") + delta_of(rules::lists::fire_modifiers, "mounted_firer");
static_assert(fire_total == 5, "tremetousia_defensive_fire: 7 - 1 - 1 = 5 (line 570)");
static_assert(fire_total < gen::number(cl_at_one_hex, "discourage"),
              "tremetousia_defensive_fire: 5 is below the D threshold, no effect (line 570)");

// ---- tremetousia_charge, line 570: "gets a 4, which he must adjust by +1 (... odds ratio,
// which in this case is 1 to 1), +2 (... unit type, Ch vs. Cl), +1 (... unit quality) and +3
// for a charge against a unit's front hex. The final result is 11, which translates to D+R
// for the defender". Odds 1 - 1: +1 (line 853); Ch against Cl: +2 (line 864); 10 to 13:
// D + R / Obligatory advance (line 912).
constexpr auto odds_one_to_one = gen::number(gen::lookup(rules::tables::melee_odds, {gen::ratio_key(1, 1), gen::name_key("value")}));
constexpr auto ch_against_cl = gen::number(rules::tables::melee_types_at(afde::unit_type::Ch, afde::unit_type::Cl));
static_assert(odds_one_to_one == 1, "tremetousia_charge: odds 1 - 1 give +1 (line 853)");
static_assert(ch_against_cl == 2, "tremetousia_charge: Ch against Cl gives +2 (line 864)");
// The odds steps round in favour of the defender (line 849): 3 against 2 reads the 1 - 1 row.
static_assert(gen::number(gen::lookup(rules::tables::melee_odds, {gen::ratio_key(3, 2), gen::name_key("value")})) == 1);
constexpr std::int64_t charge_total = 4 + odds_one_to_one.value_or(0) + ch_against_cl.value_or(0) +
                                      delta_of(rules::lists::melee_modifiers, "quality_superior") +
                                      delta_of(rules::lists::melee_modifiers, "charge_front");
static_assert(charge_total == 11, "tremetousia_charge: 4 + 1 + 2 + 1 + 3 = 11 (line 570)");
static_assert(band_prints(rules::bands::melee_result, charge_total, "defenders", "D + R") &&
                  band_prints(rules::bands::melee_result, charge_total, "attackers", "advance_obligatory"),
              "tremetousia_charge: 11 gives D + R to the defender, an obligatory advance (line 912)");

// ---- tremetousia_elan, line 572: the same modifiers and "+2 because the defender is
// discouraged": +9, "limited up to the limit of + or - 7" (line 903); "gets a 7 ... The final
// result is 14 ..., which translates to Dr+R for the defender" (line 913).
constexpr std::int64_t elan_modifiers =
    charge_total - 4 + delta_of(rules::lists::melee_modifiers, "defenders_discouraged_or_some_routed");
static_assert(elan_modifiers == 9 && rules::bands::melee_result.has_clamp && rules::bands::melee_result.clamp_high == 7,
              "tremetousia_elan: +9, clamped to +7 (lines 572, 903)");
constexpr std::int64_t elan_total = 7 + std::min(elan_modifiers, rules::bands::melee_result.clamp_high);
static_assert(elan_total == 14 && band_prints(rules::bands::melee_result, elan_total, "defenders", "Dr + R"),
              "tremetousia_elan: 14 gives Dr + R to the defender (lines 572, 913)");

}  // namespace consumer_checks
