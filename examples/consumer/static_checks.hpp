// Worked examples of the 2010 rules checked by the compiler, through the generated constexpr tables.
//
// The compiler evaluates the generated tables and the compiled modifier lists on
// the examples' situations (constexpr structs of the system header): a threshold,
// an odds step, a type modifier, each modifier's condition, the clamp, the result
// band. The engine's procedures (engine/afde/procedures.hpp) are not constexpr, since they
// build std::string and model::value situations: the few steps they take before
// the modifiers (current strengths, odds, least good and best types) are written
// here as the book states them, and main.cpp runs the procedures at run time. A
// regenerated header whose tables no longer print what the book prints fails to compile.
//
// Example names are those of rulesets/afde/afde-2010.herald; lines are those of
// the rules text, afde-2010-en.txt.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string_view>

#include "afde_2010.hpp"  // the data only; brings the system's enums (herald_generated::afde) too

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

// ---- Cells read by typed member (the cell type fire_threshold: discourage / rout | discourage | NF).
static_assert(rules::cells::fire_threshold_of(*rules::tables::fire_table_at(afde::unit_type::Ar, 1)).discourage == 5 &&
              rules::cells::fire_threshold_of(*rules::tables::fire_table_at(afde::unit_type::Ar, 1)).rout == 7);
static_assert(rules::cells::fire_threshold_of(*rules::tables::fire_table_at(afde::unit_type::Ar, 4)).NF &&
              !rules::cells::fire_threshold_of(*rules::tables::fire_table_at(afde::unit_type::Ar, 4)).has_discourage);

// ---- System enums: the names the rules print, as values.
static_assert(afde::unit_type_from_name("Ar")->value == afde::unit_type::Ar);
static_assert(afde::name_of(afde::unit_type::Cl) == "Cl" && afde::english_of(afde::unit_type::Cl) == "Light Cavalry");
static_assert(!afde::unit_type_from_name("Xx"));

// ---- Situations as the examples give them, as constexpr structs of the system header,
// with the fields the engine derives before it reads the modifiers (prepare_fire,
// prepare_melee): current strength and quality (the front of a fresh counter), the
// firers' type, the odds, the least good attacker and best defender types, the best qualities.
constexpr afde::unit example_unit(afde::unit_type type, std::int64_t strength, std::int64_t quality, bool mounted,
                                  bool moved = false, afde::order order = afde::order::valiant) {
  afde::unit u{};
  u.type = type;
  u.strength = u.current_strength = strength;
  u.quality = u.current_quality = quality;
  u.mounted = mounted;
  u.moved = moved;
  u.fatigue = afde::fatigue::fresh;
  u.order = order;
  return u;
}

// tremetousia_defensive_fire (line 570): a Cl of 3 SP fires at 1 hex on the charging Ch.
constexpr afde::fire defensive_fire() {
  afde::fire s{};
  s.firers.push_back(example_unit(afde::unit_type::Cl, 3, 5, true));
  s.target = example_unit(afde::unit_type::Ch, 3, 6, true, true);
  s.range = 1;
  s.phase = afde::fire_phase::defensive;
  s.terrain = afde::terrain::clear;
  s.firer_type = afde::unit_type::Cl;
  return s;
}

// tremetousia_charge (line 570): the Ch charges the Cl through a front hex, 3 SP against 3.
// tremetousia_elan (line 572): the same, the Cl now discouraged.
constexpr afde::melee charge(afde::order defender_order = afde::order::valiant) {
  afde::melee s{};
  s.attackers.push_back(example_unit(afde::unit_type::Ch, 3, 6, true));
  s.defenders.push_back(example_unit(afde::unit_type::Cl, 3, 5, true, false, defender_order));
  s.charge = afde::charge_kind::front;
  s.charge_counted = afde::charge_kind::front;  // no counter charge: the charge's modifiers count (line 479)
  s.terrain = afde::terrain::clear;
  s.odds = {3, 3};
  s.attacker_type = afde::unit_type::Ch;
  s.defender_type = afde::unit_type::Cl;
  s.attacker_quality = 6;
  s.defender_quality = 5;
  return s;
}

// ---- tremetousia_defensive_fire, line 570: "rolls a d10 and gets a 7; he has to apply
// a -1 because the firing unit has less than 4 SP and another -1 because the firing unit
// is mounted. Thus the final result is 5. The fire has no effect (See the Fire Table)."
// The compiled fire modifiers decide the -2; the Fire Table prints 7/8 for Light Cavalry
// at 1 hex (line 813), read with the typed accessor (no string to misspell).
constexpr gen::cell const* cl_at_one_hex = rules::tables::fire_table_at(afde::unit_type::Cl, 1);
static_assert(gen::number(cl_at_one_hex, "discourage") == 7 && gen::number(cl_at_one_hex, "rout") == 8,
              "tremetousia_defensive_fire: the Fire Table prints 7/8 for Cl at 1 hex (line 813)");
constexpr std::int64_t fire_total = 7 + rules::lists::fire_modifiers_total(defensive_fire());
static_assert(fire_total == 5, "tremetousia_defensive_fire: 7 - 1 - 1 = 5 (line 570)");
static_assert(fire_total < *gen::number(cl_at_one_hex, "discourage"),
              "tremetousia_defensive_fire: 5 is below the D threshold, no effect (line 570)");

// ---- tremetousia_charge, line 570: "gets a 4, which he must adjust by +1 (... odds ratio,
// which in this case is 1 to 1), +2 (... unit type, Ch vs. Cl), +1 (... unit quality) and +3
// for a charge against a unit's front hex. The final result is 11, which translates to D+R
// for the defender". The compiled mêlée modifiers read the odds (line 853) and type (line
// 864) tables themselves; 10 to 13: D + R / Obligatory advance (line 912).
static_assert(gen::number(rules::tables::melee_types_at(afde::unit_type::Ch, afde::unit_type::Cl)) == 2,
              "tremetousia_charge: Ch against Cl gives +2 (line 864)");
// The odds steps round in favour of the defender (line 849): 3 against 2 reads the 1 - 1 row.
static_assert(gen::number(rules::tables::melee_odds_at(3, 2, afde::modifier_column::value)) == 1);
constexpr std::int64_t charge_total = 4 + rules::lists::melee_modifiers_total(charge());
static_assert(charge_total == 11, "tremetousia_charge: 4 + 1 + 2 + 1 + 3 = 11 (line 570)");
static_assert(band_prints(rules::bands::melee_result, charge_total, "defenders", "D + R") &&
                  band_prints(rules::bands::melee_result, charge_total, "attackers", "advance_obligatory"),
              "tremetousia_charge: 11 gives D + R to the defender, an obligatory advance (line 912)");

// ---- tremetousia_elan, line 572: the same modifiers and "+2 because the defender is
// discouraged": +9, "limited up to the limit of + or - 7" (line 845); "gets a 7 ... The final
// result is 14 ..., which translates to Dr+R for the defender" (line 913).
constexpr std::int64_t elan_total = 7 + rules::lists::melee_modifiers_total(charge(afde::order::discouraged));
static_assert(elan_total == 14 && band_prints(rules::bands::melee_result, elan_total, "defenders", "Dr + R"),
              "tremetousia_elan: +9 clamped to +7, 14 gives Dr + R to the defender (lines 572, 845, 913)");

// ---- The Mêlée Table's bands cover every total a roll can make (0..9 plus -7..+7, line 903).
constexpr bool covers_domain(gen::band_table const& t) {
  for (std::int64_t total = t.domain_low; total <= t.domain_high; ++total)
    if (!gen::band_at(t, total)) return false;
  return t.has_domain;
}
static_assert(rules::bands::melee_result.domain_low == -7 && rules::bands::melee_result.domain_high == 16);
static_assert(covers_domain(rules::bands::melee_result), "melee_result: a total of the domain has no band");

}  // namespace consumer_checks
