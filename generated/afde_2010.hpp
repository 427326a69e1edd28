// Generated from afde-2010.herald by `herald build`: do not edit.
// Ruleset afde_2010: its tables as constexpr data and its modifier lists, tests,
// pools and sequences compiled to constexpr C++. What the engine runs on it, and
// engine_tables(), is in afde_2010_engine.hpp: a file that reads the tables includes this one only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_layout.hpp"
#include "afde_system.hpp"

namespace herald_generated::afde_2010 {

namespace g = herald::engine::gen;
// Texts as "..."sv: a constexpr array of them is evaluated without counting each text's characters.
using std::string_view_literals::operator""sv;
namespace sys = herald_generated::afde;

// The rules of the procedures as this edition states them, with the line of its book.
inline constexpr g::rule rules_data[] = {
    {"artillery_fire_hits_stacked_artillery"sv, "true"sv, "Artillery fire hits artillery stacked with another unit"sv, {"9.3"sv, 443, 0, "afde-2010-en.txt"sv}},
    {"counter_charge_cancels"sv, "countered_charger"sv, "Charge modifiers a successful counter charge cancels"sv, {"10.3"sv, 481, 0, "afde-2010-en.txt"sv}},
    {"counter_charge_through_front_only"sv, "true"sv, "A counter charge only against a charge through a front hex"sv, {"10.3"sv, 479, 0, "afde-2010-en.txt"sv}},
    {"defending_artillery_stack_quality"sv, "weaker"sv, "Quality of an artillery and infantry stack when defending"sv, {"5.2.1"sv, 149, 0, "afde-2010-en.txt"sv}},
    {"dispersion"sv, "true"sv, "The dispersion after a victorious \303\251lan"sv, {"10.9"sv, 546, 0, "afde-2010-en.txt"sv}},
    {"elan"sv, "true"sv, "The \303\251lan after a victorious charge"sv, {"10.9"sv, 544, 0, "afde-2010-en.txt"sv}},
    {"leader_of_unit_unable_to_retreat"sv, "placed"sv, "A leader whose unit is eliminated because it could not retreat"sv, {"7.5"sv, 331, 0, "afde-2010-en.txt"sv}},
    {"routed_units_counter_charge"sv, "false"sv, "A routed unit may attempt a counter charge"sv, {"10.3"sv, 479, 0, "afde-2010-en.txt"sv}},
    {"routed_units_fire"sv, "true"sv, "Routed units may fire"sv, {"9.1"sv, 395, 0, "afde-2010-en.txt"sv}},
    {"stacked_fire"sv, "top_unit"sv, "Which units of a stack may fire"sv, {"5.2.5"sv, 167, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::span<g::rule> rules = {rules_data, 10};

// Dice, symbols and enums as the flattened ruleset has them.
inline constexpr g::die dice_data[] = {
    {"d10"sv, 0, 9, {"0.3"sv, 31, 0, "afde-2010-en.txt"sv}},
    {"d6"sv, 1, 6, {"0.3"sv, 31, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::span<g::die> dice = {dice_data, 2};

inline constexpr g::symbol symbols_data[] = {
    {"B"sv, {"Blocks line of sight"sv, "Bloque la ligne de vue"sv}, false, 0, {"Terrain Chart"sv, 786, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, {"Not allowed"sv, "Non autoris\303\251"sv}, false, 0, {"Terrain Chart"sv, 784, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, {"No effect"sv, "Pas d'effet"sv}, true, 0, {"Terrain Chart"sv, 784, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, {"No firing"sv, "Tir impossible"sv}, false, 0, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {"PA"sv, {"No Effect"sv, "Pas d'effet"sv}, true, 0, {"Terrain Table"sv, 1113, 0, "afde-13th-century-vv45-en.txt"sv}},
    {"PE"sv, {"No effect"sv, "Pas d'effet"sv}, true, 0, {"Terrain Chart"sv, 0, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::span<g::symbol> symbols = {symbols_data, 6};

// Each cell type as a struct of typed members, read from a cell by TYPE_of(cell): a
// number slot's value and whether the cell prints it (has_NAME), each symbol whether
// the cell prints it. `cells::fire_threshold_of(*tables::fire_table_at(sys::unit_type::Ar, 1)).discourage` is 5.
namespace cells {
struct fire_effect {
  std::int64_t value = 0;
  bool has_value = false;
  bool NE = false;
  bool B = false;
  std::int64_t outside = 0;
  bool has_outside = false;
  std::int64_t inside = 0;
  bool has_inside = false;
  bool blank = false;
};
constexpr fire_effect fire_effect_of(g::cell const& c) {
  fire_effect out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "NE"sv) out.NE = true;
    if (!s.number && s.symbol == "B"sv) out.B = true;
    if (s.number && s.name == "outside"sv) {
      out.outside = s.value;
      out.has_outside = true;
    }
    if (s.number && s.name == "inside"sv) {
      out.inside = s.value;
      out.has_inside = true;
    }
  }
  return out;
}
struct fire_effect_vv45 {
  std::int64_t value = 0;
  bool has_value = false;
  bool PA = false;
  bool B = false;
  std::int64_t outside = 0;
  bool has_outside = false;
  std::int64_t inside = 0;
  bool has_inside = false;
  bool blank = false;
};
constexpr fire_effect_vv45 fire_effect_vv45_of(g::cell const& c) {
  fire_effect_vv45 out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "PA"sv) out.PA = true;
    if (!s.number && s.symbol == "B"sv) out.B = true;
    if (s.number && s.name == "outside"sv) {
      out.outside = s.value;
      out.has_outside = true;
    }
    if (s.number && s.name == "inside"sv) {
      out.inside = s.value;
      out.has_inside = true;
    }
  }
  return out;
}
struct fire_threshold {
  std::int64_t discourage = 0;
  bool has_discourage = false;
  std::int64_t rout = 0;
  bool has_rout = false;
  bool NF = false;
  bool blank = false;
};
constexpr fire_threshold fire_threshold_of(g::cell const& c) {
  fire_threshold out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == "discourage"sv) {
      out.discourage = s.value;
      out.has_discourage = true;
    }
    if (s.number && s.name == "rout"sv) {
      out.rout = s.value;
      out.has_rout = true;
    }
    if (!s.number && s.symbol == "NF"sv) out.NF = true;
  }
  return out;
}
struct melee_effect {
  std::int64_t value = 0;
  bool has_value = false;
  bool NE = false;
  bool NA = false;
  bool blank = false;
};
constexpr melee_effect melee_effect_of(g::cell const& c) {
  melee_effect out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "NE"sv) out.NE = true;
    if (!s.number && s.symbol == "NA"sv) out.NA = true;
  }
  return out;
}
struct melee_effect_vv45 {
  std::int64_t value = 0;
  bool has_value = false;
  bool PA = false;
  bool NA = false;
  bool blank = false;
};
constexpr melee_effect_vv45 melee_effect_vv45_of(g::cell const& c) {
  melee_effect_vv45 out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "PA"sv) out.PA = true;
    if (!s.number && s.symbol == "NA"sv) out.NA = true;
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
struct move_cost {
  std::int64_t value = 0;
  bool has_value = false;
  std::int64_t extra = 0;
  bool has_extra = false;
  bool NA = false;
  bool blank = false;
};
constexpr move_cost move_cost_of(g::cell const& c) {
  move_cost out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == ""sv) {
      out.value = s.value;
      out.has_value = true;
    }
    if (s.number && s.name == "extra"sv) {
      out.extra = s.value;
      out.has_extra = true;
    }
    if (!s.number && s.symbol == "NA"sv) out.NA = true;
  }
  return out;
}
}  // namespace cells

namespace enum_values {
inline constexpr g::enum_value charge_kind[] = {
    {"none"sv, {"No charge"sv, "Pas de charge"sv}},
    {"front"sv, {"Charge into a front hex"sv, "Charge dans un hex. de front"sv}},
    {"rear"sv, {"Charge into a rear hex"sv, "Charge dans un hex. d'arri\303\250re"sv}},
    {"multiple_front"sv, {"Multiple charges into 2 or 3 front hexes"sv, "Charges multiples dans deux ou trois hex de front"sv}},
    {"multiple_with_rear"sv, {"Multiple charges into at least two hexes, of which at least one is a rear hex"sv, "Charges multiples comprenant au moins deux hex. dont un hex. d'arri\303\250re"sv}},
};
inline constexpr g::enum_value counter_charge_scope[] = {
    {"countered_charger"sv, {"those of the one charger it targets"sv, "ceux de la seule unit\303\251 cible"sv}},
    {"every_charger"sv, {"those of every charger"sv, "ceux de toutes les unit\303\251s qui chargent"sv}},
};
inline constexpr g::enum_value fatigue[] = {
    {"fresh"sv, {"fresh"sv, "Fra\303\256che"sv}},
    {"fatigued"sv, {"fatigued"sv, "Fatigu\303\251e"sv}},
};
inline constexpr g::enum_value fire_phase[] = {
    {"artillery_archer"sv, {"Phase B. (Artillery and archery fire)"sv, "B. Tirs d'Artillerie et d'Archers"sv}},
    {"ranged"sv, {"Phase D.2 (Ranged Fire)"sv, "Tirs \303\240 distance"sv}},
    {"defensive"sv, {"Defensive fire (Phase D.4)"sv, "tir d\303\251fensif"sv}},
    {"offensive"sv, {"Offensive fire (Phase D.4)"sv, "tir offensif"sv}},
};
inline constexpr g::enum_value hexside[] = {
    {"front"sv, {"one of the defender's three front hexes"sv, "un des trois hex. de front"sv}},
    {"rear"sv, {"one of the defender's rear hexes"sv, "un hex. d'arri\303\250re"sv}},
};
inline constexpr g::enum_value initiative_case[] = {
    {"C1"sv, {"C.1 Results equal: no initiative"sv, "C.1 R\303\251sultats \303\251gaux : pas d'initiative"sv}},
    {"C2"sv, {"C.2 Difference 1 to 3"sv, "C.2 Diff\303\251rence de 1 \303\240 3"sv}},
    {"C3"sv, {"C.3 Difference 4 to 7"sv, "C.3 Diff\303\251rence de 4 \303\240 7"sv}},
    {"C4"sv, {"C.4 Difference 8 or more"sv, "C.4 Diff\303\251rence de 8 ou plus"sv}},
};
inline constexpr g::enum_value leader_fate[] = {
    {"no_effect"sv, {"No effect"sv, "RAS"sv}},
    {"wounded"sv, {"leader wounded"sv, "le chef est bless\303\251"sv}},
    {"killed"sv, {"leader killed"sv, "il est tu\303\251"sv}},
    {"captured"sv, {"the leader is captured"sv, "le chef est captur\303\251"sv}},
};
inline constexpr g::enum_value leader_placement[] = {
    {"placed"sv, {"placed with the nearest unit of his banner"sv, "plac\303\251 sur l'unit\303\251 de sa banni\303\250re la plus proche"sv}},
    {"captured"sv, {"captured, as for a unit destroyed in a m\303\252l\303\251e"sv, "captur\303\251, comme pour une unit\303\251 d\303\251truite en m\303\252l\303\251e"sv}},
};
inline constexpr g::enum_value modifier_column[] = {
    {"value"sv, {"Die roll modifier"sv, "Modificateur au d\303\251"sv}},
};
inline constexpr g::enum_value order[] = {
    {"valiant"sv, {"Valiant"sv, "Vaillante"sv}},
    {"discouraged"sv, {"Discouraged"sv, "D\303\251courag\303\251e"sv}},
    {"routed"sv, {"Routed"sv, "En d\303\251route"sv}},
};
inline constexpr g::enum_value result[] = {
    {"F"sv, {"Fatigued"sv, "fatigu\303\251"sv}},
    {"D"sv, {"Discouraged"sv, "d\303\251courag\303\251"sv}},
    {"Dr"sv, {"Routed (retreat two hexes)"sv, "mise en d\303\251route (recul de deux hex.)"sv}},
    {"R"sv, {"Retreat one hex"sv, "recul d'un hex."sv}},
    {"advance_optional"sv, {"Advance optional"sv, "Avance possible"sv}},
    {"advance_obligatory"sv, {"Obligatory advance"sv, "Avance obligatoire"sv}},
};
inline constexpr g::enum_value stack_quality[] = {
    {"weaker"sv, {"the weaker of the two"sv, "la plus faible des deux"sv}},
    {"better"sv, {"the better of the two"sv, "la meilleure des deux"sv}},
};
inline constexpr g::enum_value stacked_firers[] = {
    {"top_unit"sv, {"only the top unit"sv, "seule celle du dessus"sv}},
    {"both_with_artillery"sv, {"the top unit, or both when one is artillery"sv, "celle du dessus, ou les deux si l'une est une artillerie"sv}},
};
inline constexpr g::enum_value state_event[] = {
    {"extra_level"sv, {"an additional level of disorganisation"sv, "un niveau de d\303\251sorganisation suppl\303\251mentaire"sv}},
    {"rallied"sv, {"the unit rallies"sv, "ralliement"sv}},
    {"rested"sv, {"the unit regains its fresh status (au repos)"sv, "mise au repos"sv}},
};
inline constexpr g::enum_value terrain[] = {
    {"clear"sv, {"Clear"sv, "Clair"sv}},
    {"wood"sv, {"Wood"sv, "Bois"sv}},
    {"bushes"sv, {"Bushes/Hedges/ Vines/Orchards"sv, "Buissons/Haies Vignes/Vergers"sv}},
    {"marsh"sv, {"Marsh"sv, "Marais"sv}},
    {"village"sv, {"Village/ City/ Ruins"sv, "Village/Villes/Ruines"sv}},
    {"farm"sv, {"Farm/Mill/Abbey"sv, "Ferme/Moulin/Abbaye"sv}},
    {"stream"sv, {"Stream"sv, "Rivi\303\250re"sv}},
    {"river"sv, {"River/Pond/ Lake/For"sv, "Flouve/Etang/Lac/Mer"sv}},
    {"wall"sv, {"Wall"sv, "Muraille"sv}},
    {"fortification"sv, {"Fortification"sv, "Retranchement"sv}},
    {"gate"sv, {"Gate"sv, "Porte"sv}},
    {"bridge"sv, {"Bridge"sv, "Pont"sv}},
    {"track"sv, {"Track"sv, "Chemin"sv}},
    {"road"sv, {"Road"sv, "Route"sv}},
    {"level_up"sv, {"+1 level"sv, "+1 niveau"sv}},
    {"level_down"sv, {"-1 level"sv, "-1 niveau"sv}},
    {"ford"sv, {"Ford"sv, "Gu\303\251"sv}},
};
inline constexpr g::enum_value terrain_effect[] = {
    {"move_infantry"sv, {"Infantry and leaders"sv, "Infanterie & chefs"sv}},
    {"move_cavalry"sv, {"Cavalry and artillery"sv, "Cavalerie et artillerie"sv}},
    {"fire"sv, {"Effect on fire"sv, "Effet sur les tirs"sv}},
    {"melee"sv, {"Effect on m\303\252l\303\251es"sv, "Effets sur les m\303\252l\303\251es"sv}},
    {"charge"sv, {"Effect on charges"sv, "Effet sur les charges"sv}},
};
inline constexpr g::enum_value unit_type[] = {
    {"Ch"sv, {"Knights"sv, "Chevaliers"sv}},
    {"Ha"sv, {"Men at Arms or Sergeants"sv, "Hommes d'armes ou sergents"sv}},
    {"Cl"sv, {"Light Cavalry"sv, "Cavalerie l\303\251g\303\250re"sv}},
    {"Su"sv, {"Swiss"sv, "Suisses"sv}},
    {"Pi"sv, {"Pikemen"sv, "Piquiers"sv}},
    {"Mi"sv, {"Militia"sv, "Milices"sv}},
    {"Il"sv, {"Light Infantry"sv, "Infanterie l\303\251g\303\250re"sv}},
    {"Ar"sv, {"Archers"sv, "Archers"sv}},
    {"Ab"sv, {"Crossbowmen"sv, "Arbal\303\251triers"sv}},
    {"Aq"sv, {"Arquebusiers"sv, "Arquebusiers"sv}},
    {"At"sv, {"Artillery"sv, "Artillerie"sv}},
};
}  // namespace enum_values

inline constexpr g::enum_type enums_data[] = {
    {"charge_kind"sv, {"Charge"sv, "Charge"sv}, {enum_values::charge_kind, 5}},
    {"counter_charge_scope"sv, {"Charge modifiers a successful counter charge cancels"sv, "Modificateurs de charge qu'annule une charge de r\303\251action r\303\251ussie"sv}, {enum_values::counter_charge_scope, 2}},
    {"fatigue"sv, {"Level of fatigue"sv, "Niveau de fatigue"sv}, {enum_values::fatigue, 2}},
    {"fire_phase"sv, {"Fire phase"sv, "Phase de tir"sv}, {enum_values::fire_phase, 4}},
    {"hexside"sv, {"Hexside attacked through"sv, "C\303\264t\303\251 d'attaque"sv}, {enum_values::hexside, 2}},
    {"initiative_case"sv, {"Initiative case"sv, "Cas d'initiative"sv}, {enum_values::initiative_case, 4}},
    {"leader_fate"sv, {"Effect on leaders"sv, "Effet sur les chefs"sv}, {enum_values::leader_fate, 4}},
    {"leader_placement"sv, {"A leader whose unit is eliminated because it could not retreat"sv, "Un chef dont l'unit\303\251 est \303\251limin\303\251e faute de pouvoir reculer"sv}, {enum_values::leader_placement, 2}},
    {"modifier_column"sv, {"Modifier"sv, "Modificateur"sv}, {enum_values::modifier_column, 1}},
    {"order"sv, {"Level of disorganization"sv, "Niveau de d\303\251sorganisation"sv}, {enum_values::order, 3}},
    {"result"sv, {"Result"sv, "R\303\251sultat"sv}, {enum_values::result, 6}},
    {"stack_quality"sv, {"Quality of a stack"sv, "Qualit\303\251 d'une pile"sv}, {enum_values::stack_quality, 2}},
    {"stacked_firers"sv, {"Which units of a stack may fire"sv, "Quelles unit\303\251s d'une pile peuvent tirer"sv}, {enum_values::stacked_firers, 2}},
    {"state_event"sv, {"Other changes of state"sv, "Autres changements d'\303\251tat"sv}, {enum_values::state_event, 3}},
    {"terrain"sv, {"Terrain"sv, "Terrain"sv}, {enum_values::terrain, 17}},
    {"terrain_effect"sv, {"Terrain Chart column"sv, "Colonne de la table des terrains"sv}, {enum_values::terrain_effect, 5}},
    {"unit_type"sv, {"Unit type"sv, "Type d'unit\303\251"sv}, {enum_values::unit_type, 11}},
};
inline constexpr g::span<g::enum_type> enums = {enums_data, 17};

// Grid tables: keys, cells with their typed slots, footnotes and provenance.
namespace tables {
namespace fire_table_data {
inline constexpr g::slot slots[] = {
    {"discourage"sv, true, 5, ""sv, false},
    {"rout"sv, true, 7, ""sv, false},
    {"discourage"sv, true, 6, ""sv, false},
    {"rout"sv, true, 8, ""sv, false},
    {"discourage"sv, true, 7, ""sv, false},
    {"rout"sv, true, 9, ""sv, false},
    {""sv, false, 0, "NF"sv, false},
    {""sv, false, 0, "NF"sv, false},
    {"discourage"sv, true, 6, ""sv, false},
    {"rout"sv, true, 8, ""sv, false},
    {"discourage"sv, true, 7, ""sv, false},
    {"rout"sv, true, 9, ""sv, false},
    {"discourage"sv, true, 9, ""sv, false},
    {""sv, false, 0, "NF"sv, false},
    {""sv, false, 0, "NF"sv, false},
    {"discourage"sv, true, 4, ""sv, false},
    {"rout"sv, true, 7, ""sv, false},
    {"discourage"sv, true, 7, ""sv, false},
    {"rout"sv, true, 9, ""sv, false},
    {"discourage"sv, true, 9, ""sv, false},
    {""sv, false, 0, "NF"sv, false},
    {""sv, false, 0, "NF"sv, false},
    {"discourage"sv, true, 3, ""sv, false},
    {"rout"sv, true, 5, ""sv, false},
    {"discourage"sv, true, 4, ""sv, false},
    {"rout"sv, true, 6, ""sv, false},
    {"discourage"sv, true, 5, ""sv, false},
    {"rout"sv, true, 7, ""sv, false},
    {"discourage"sv, true, 6, ""sv, false},
    {"rout"sv, true, 8, ""sv, false},
    {"discourage"sv, true, 9, ""sv, false},
    {"discourage"sv, true, 7, ""sv, false},
    {"rout"sv, true, 8, ""sv, false},
    {"discourage"sv, true, 9, ""sv, false},
    {""sv, false, 0, "NF"sv, false},
    {""sv, false, 0, "NF"sv, false},
    {""sv, false, 0, "NF"sv, false},
};
inline constexpr std::string_view strings[] = {
    "fire_modifiers"sv,
};
inline constexpr g::cell cells[] = {
    {"5/7"sv, false, {slots + 0, 2}, {}, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {"6/8"sv, false, {slots + 2, 2}, {}, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {"7/9"sv, false, {slots + 4, 2}, {}, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 6, 1}, {}, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 7, 1}, {}, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {"6/8"sv, false, {slots + 8, 2}, {}, {"9.3"sv, 810, 0, "afde-2010-en.txt"sv}},
    {"7/9"sv, false, {slots + 10, 2}, {}, {"9.3"sv, 810, 0, "afde-2010-en.txt"sv}},
    {"9"sv, false, {slots + 12, 1}, {}, {"9.3"sv, 810, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 13, 1}, {}, {"9.3"sv, 810, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 14, 1}, {}, {"9.3"sv, 810, 0, "afde-2010-en.txt"sv}},
    {"4/7"sv, false, {slots + 15, 2}, {}, {"9.3"sv, 811, 0, "afde-2010-en.txt"sv}},
    {"7/9"sv, false, {slots + 17, 2}, {}, {"9.3"sv, 811, 0, "afde-2010-en.txt"sv}},
    {"9"sv, false, {slots + 19, 1}, {}, {"9.3"sv, 811, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 20, 1}, {}, {"9.3"sv, 811, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 21, 1}, {}, {"9.3"sv, 811, 0, "afde-2010-en.txt"sv}},
    {"3/5"sv, false, {slots + 22, 2}, {}, {"9.3"sv, 812, 0, "afde-2010-en.txt"sv}},
    {"4/6"sv, false, {slots + 24, 2}, {}, {"9.3"sv, 812, 0, "afde-2010-en.txt"sv}},
    {"5/7"sv, false, {slots + 26, 2}, {}, {"9.3"sv, 812, 0, "afde-2010-en.txt"sv}},
    {"6/8"sv, false, {slots + 28, 2}, {}, {"9.3"sv, 812, 0, "afde-2010-en.txt"sv}},
    {"9"sv, false, {slots + 30, 1}, {}, {"9.3"sv, 812, 0, "afde-2010-en.txt"sv}},
    {"7/8"sv, false, {slots + 31, 2}, {}, {"9.3"sv, 813, 0, "afde-2010-en.txt"sv}},
    {"9"sv, false, {slots + 33, 1}, {}, {"9.3"sv, 813, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 34, 1}, {}, {"9.3"sv, 813, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 35, 1}, {}, {"9.3"sv, 813, 0, "afde-2010-en.txt"sv}},
    {"NF"sv, false, {slots + 36, 1}, {}, {"9.3"sv, 813, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("Ar"sv),
    g::name_key("Ab"sv),
    g::name_key("Aq"sv),
    g::name_key("At"sv),
    g::name_key("Cl"sv),
    g::name_key("Il"sv),
    g::int_key(1),
    g::int_key(2),
    g::int_key(3),
    g::int_key(4),
    g::int_key(5),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Archers"sv, {cells + 0, 5}, {"9.3"sv, 809, 0, "afde-2010-en.txt"sv}},
    {{keys + 1, 1}, 1, "Crossbows"sv, {cells + 5, 5}, {"9.3"sv, 810, 0, "afde-2010-en.txt"sv}},
    {{keys + 2, 1}, 1, "Arquebusiers"sv, {cells + 10, 5}, {"9.3"sv, 811, 0, "afde-2010-en.txt"sv}},
    {{keys + 3, 1}, 1, "Artillery"sv, {cells + 15, 5}, {"9.3"sv, 812, 0, "afde-2010-en.txt"sv}},
    {{keys + 4, 2}, 2, "Light Cavalry, Light Infantry (Javelins)"sv, {cells + 20, 5}, {"9.3"sv, 813, 0, "afde-2010-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20, 21, 22, 23, 24, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20, 21,
    22, 23, 24, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    13, 14, 15, 16, 17, 18, 19,
};
}  // namespace fire_table_data

inline constexpr g::table fire_table = {
    "fire_table"sv,  // name
    {"Fire Table"sv, "TABLE DES TIRS"sv},  // label
    {"9.3"sv, 806, 841, "afde-2010-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {fire_table_data::keys + 6, 5},  // column_keys
    {fire_table_data::rows, 5},  // rows
    true,  // has_roll
    {"d10"sv, 1, {fire_table_data::strings + 0, 1}, {"+", 1}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of fire_table at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* fire_table_at(sys::unit_type k0, std::int64_t k1) {
  return g::dense_cell(fire_table_data::cells, {fire_table_data::dense, 55}, {g::ordinal{static_cast<std::int64_t>(k0), 11}, g::ordinal{k1 - 1, 5}});
}

namespace melee_odds_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -2, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"+2"sv, false, {slots + 0, 1}, {}, {"10.5"sv, 851, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 1, 1}, {}, {"10.5"sv, 853, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 2, 1}, {}, {"10.5"sv, 855, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 3, 1}, {}, {"10.5"sv, 857, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 4, 1}, {}, {"10.5"sv, 859, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::ratio_key(2, 1),
    g::ratio_key(1, 1),
    g::ratio_key(1, 2),
    g::ratio_key(1, 3),
    g::ratio_key(0, 1),
    g::name_key("value"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "2 - 1 and higher"sv, {cells + 0, 1}, {"10.5"sv, 851, 0, "afde-2010-en.txt"sv}},
    {{keys + 1, 1}, 1, "1 - 1"sv, {cells + 1, 1}, {"10.5"sv, 853, 0, "afde-2010-en.txt"sv}},
    {{keys + 2, 1}, 1, "1 - 2"sv, {cells + 2, 1}, {"10.5"sv, 855, 0, "afde-2010-en.txt"sv}},
    {{keys + 3, 1}, 1, "1 - 3"sv, {cells + 3, 1}, {"10.5"sv, 857, 0, "afde-2010-en.txt"sv}},
    {{keys + 4, 1}, 1, "Less than 1 - 3"sv, {cells + 4, 1}, {"10.5"sv, 859, 0, "afde-2010-en.txt"sv}},
};
}  // namespace melee_odds_data

inline constexpr g::table melee_odds = {
    "melee_odds"sv,  // name
    {"Die roll modifiers for odds ratio (always round in favor of the defender)"sv, "Modificateurs dus au rapport de force (on arrondit toujours les calculs en faveur du d\303\251fenseur)"sv},  // label
    {"10.5"sv, 849, 859, "afde-2010-en.txt"sv},  // source
    1,  // row_levels
    true,  // ratio_steps
    1,  // column_levels
    {melee_odds_data::keys + 5, 1},  // column_keys
    {melee_odds_data::rows, 5},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of melee_odds at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* melee_odds_at(std::uint32_t k0_attacker, std::uint32_t k0_defender, sys::modifier_column k1) {
  return g::lookup(melee_odds, {g::ratio_key(k0_attacker, k0_defender), g::name_key(sys::name_of(k1))});
}

namespace melee_types_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -3, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
};
inline constexpr g::cell cells[] = {
    {"0"sv, false, {slots + 0, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 1, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 2, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 3, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 4, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+3"sv, false, {slots + 5, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+3"sv, false, {slots + 6, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 7, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 8, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 9, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 10, 1}, {}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 11, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 12, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 13, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 14, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 15, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 16, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 17, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 18, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 19, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 20, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 21, 1}, {}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 22, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 23, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 24, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 25, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 26, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 27, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 28, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 29, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 30, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 31, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 32, 1}, {}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 33, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 34, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 35, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 36, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 37, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 38, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 39, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 40, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 41, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 42, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 43, 1}, {}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 44, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 45, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 46, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 47, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 48, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 49, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 50, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 51, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 52, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 53, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 54, 1}, {}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 55, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 56, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 57, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 58, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 59, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 60, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 61, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 62, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 63, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 64, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 65, 1}, {}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 66, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 67, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 68, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"-3"sv, false, {slots + 69, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 70, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 71, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 72, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 73, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 74, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 75, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 76, 1}, {}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 77, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 78, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 79, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 80, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 81, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 82, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 83, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 84, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 85, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 86, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 87, 1}, {}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 88, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 89, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 90, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 91, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 92, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 93, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 94, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 95, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 96, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 97, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 98, 1}, {}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 99, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 100, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 101, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 102, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 103, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 104, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 105, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 106, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 107, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 108, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 109, 1}, {}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("Ch"sv),
    g::name_key("Ha"sv),
    g::name_key("Cl"sv),
    g::name_key("Su"sv),
    g::name_key("Pi"sv),
    g::name_key("Mi"sv),
    g::name_key("Il"sv),
    g::name_key("Ar"sv),
    g::name_key("Aq"sv),
    g::name_key("Ab"sv),
    g::name_key("Ch"sv),
    g::name_key("Ha"sv),
    g::name_key("Cl"sv),
    g::name_key("Su"sv),
    g::name_key("Pi"sv),
    g::name_key("Mi"sv),
    g::name_key("Il"sv),
    g::name_key("Ar"sv),
    g::name_key("Ab"sv),
    g::name_key("Aq"sv),
    g::name_key("At"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Ch Knights"sv, {cells + 0, 11}, {"10.5"sv, 864, 0, "afde-2010-en.txt"sv}},
    {{keys + 1, 1}, 1, "Ha Men at Arms"sv, {cells + 11, 11}, {"10.5"sv, 865, 0, "afde-2010-en.txt"sv}},
    {{keys + 2, 1}, 1, "Cl Light Cavalry"sv, {cells + 22, 11}, {"10.5"sv, 866, 0, "afde-2010-en.txt"sv}},
    {{keys + 3, 1}, 1, "Su Swiss"sv, {cells + 33, 11}, {"10.5"sv, 867, 0, "afde-2010-en.txt"sv}},
    {{keys + 4, 1}, 1, "Pi Pikemen"sv, {cells + 44, 11}, {"10.5"sv, 868, 0, "afde-2010-en.txt"sv}},
    {{keys + 5, 1}, 1, "Mi Militia"sv, {cells + 55, 11}, {"10.5"sv, 869, 0, "afde-2010-en.txt"sv}},
    {{keys + 6, 1}, 1, "Il Light Infantry"sv, {cells + 66, 11}, {"10.5"sv, 870, 0, "afde-2010-en.txt"sv}},
    {{keys + 7, 1}, 1, "Ar Archers"sv, {cells + 77, 11}, {"10.5"sv, 871, 0, "afde-2010-en.txt"sv}},
    {{keys + 8, 1}, 1, "Aq Arquebusiers"sv, {cells + 88, 11}, {"10.5"sv, 872, 0, "afde-2010-en.txt"sv}},
    {{keys + 9, 1}, 1, "Ab Crossbowmen"sv, {cells + 99, 11}, {"10.5"sv, 873, 0, "afde-2010-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    80, 81, 82, 83, 84, 85, 86, 87, 99, 100, 101, 102, 103, 104, 105, 106,
    107, 108, 109, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1,
};
}  // namespace melee_types_data

inline constexpr g::table melee_types = {
    "melee_types"sv,  // name
    {"Modifiers for unit types"sv, "Modificateurs dus aux types des unit\303\251s"sv},  // label
    {"10.5"sv, 861, 875, "afde-2010-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {melee_types_data::keys + 10, 11},  // column_keys
    {melee_types_data::rows, 10},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of melee_types at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* melee_types_at(sys::unit_type k0, sys::unit_type k1) {
  return g::dense_cell(melee_types_data::cells, {melee_types_data::dense, 121}, {g::ordinal{static_cast<std::int64_t>(k0), 11}, g::ordinal{static_cast<std::int64_t>(k1), 11}});
}

namespace terrain_chart_data {
inline constexpr g::slot slots[] = {
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NE"sv, true},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 3, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, false, 0, "B"sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, false, 0, "B"sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, 2, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, false, 0, "B"sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, -3, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {"extra"sv, true, 1, ""sv, false},
    {"extra"sv, true, 1, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NA"sv, false},
    {"outside"sv, true, -4, ""sv, false},
    {"inside"sv, true, 0, ""sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, true, 0, ""sv, false},
    {"extra"sv, true, 1, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -2, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {"outside"sv, true, -4, ""sv, false},
    {"inside"sv, true, 0, ""sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, false, 0, "NA"sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NE"sv, true},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "NE"sv, true},
    {"extra"sv, true, 1, ""sv, false},
    {"extra"sv, true, 2, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "B"sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, -1, ""sv, false},
    {""sv, true, 0, ""sv, false},
    {"extra"sv, true, 1, ""sv, false},
    {""sv, false, 0, "NE"sv, true},
    {""sv, false, 0, "B"sv, false},
    {""sv, true, 1, ""sv, false},
    {""sv, true, 1, ""sv, false},
};
inline constexpr std::string_view strings[] = {
    "a"sv,
    "a"sv,
    "b"sv,
    "b"sv,
    "c"sv,
    "c"sv,
};
inline constexpr g::cell cells[] = {
    {"1"sv, false, {slots + 0, 1}, {}, {"8.1"sv, 767, 0, "afde-2010-en.txt"sv}},
    {"1"sv, false, {slots + 1, 1}, {}, {"8.1"sv, 767, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 2, 1}, {}, {"8.1"sv, 767, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 3, 1}, {}, {"8.1"sv, 767, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 4, 1}, {}, {"8.1"sv, 767, 0, "afde-2010-en.txt"sv}},
    {"2"sv, false, {slots + 5, 1}, {}, {"8.1"sv, 768, 0, "afde-2010-en.txt"sv}},
    {"3"sv, false, {slots + 6, 1}, {}, {"8.1"sv, 768, 0, "afde-2010-en.txt"sv}},
    {"-2 / B"sv, false, {slots + 7, 2}, {}, {"8.1"sv, 768, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 9, 1}, {}, {"8.1"sv, 768, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 10, 1}, {}, {"8.1"sv, 768, 0, "afde-2010-en.txt"sv}},
    {"1"sv, false, {slots + 11, 1}, {}, {"8.1"sv, 769, 0, "afde-2010-en.txt"sv}},
    {"2"sv, false, {slots + 12, 1}, {}, {"8.1"sv, 769, 0, "afde-2010-en.txt"sv}},
    {"-1 / B"sv, false, {slots + 13, 2}, {}, {"8.1"sv, 769, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 15, 1}, {}, {"8.1"sv, 769, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 16, 1}, {}, {"8.1"sv, 769, 0, "afde-2010-en.txt"sv}},
    {"2"sv, false, {slots + 17, 1}, {}, {"8.1"sv, 770, 0, "afde-2010-en.txt"sv}},
    {"2"sv, false, {slots + 18, 1}, {}, {"8.1"sv, 770, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 19, 1}, {}, {"8.1"sv, 770, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 20, 1}, {}, {"8.1"sv, 770, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 21, 1}, {}, {"8.1"sv, 770, 0, "afde-2010-en.txt"sv}},
    {"2"sv, false, {slots + 22, 1}, {}, {"8.1"sv, 771, 0, "afde-2010-en.txt"sv}},
    {"2"sv, false, {slots + 23, 1}, {}, {"8.1"sv, 771, 0, "afde-2010-en.txt"sv}},
    {"-2 / B"sv, false, {slots + 24, 2}, {}, {"8.1"sv, 771, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 26, 1}, {}, {"8.1"sv, 771, 0, "afde-2010-en.txt"sv}},
    {"-3"sv, false, {slots + 27, 1}, {}, {"8.1"sv, 771, 0, "afde-2010-en.txt"sv}},
    {"1"sv, false, {slots + 28, 1}, {}, {"8.1"sv, 772, 0, "afde-2010-en.txt"sv}},
    {"1"sv, false, {slots + 29, 1}, {}, {"8.1"sv, 772, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 30, 1}, {}, {"8.1"sv, 772, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 31, 1}, {}, {"8.1"sv, 772, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 32, 1}, {}, {"8.1"sv, 772, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 33, 1}, {}, {"8.1"sv, 773, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 34, 1}, {}, {"8.1"sv, 773, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 35, 1}, {}, {"8.1"sv, 773, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 36, 1}, {}, {"8.1"sv, 773, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 37, 1}, {}, {"8.1"sv, 773, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 38, 1}, {}, {"8.1"sv, 774, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 39, 1}, {}, {"8.1"sv, 774, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 40, 1}, {}, {"8.1"sv, 774, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 41, 1}, {}, {"8.1"sv, 774, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 42, 1}, {}, {"8.1"sv, 774, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 43, 1}, {}, {"8.1"sv, 775, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 44, 1}, {}, {"8.1"sv, 775, 0, "afde-2010-en.txt"sv}},
    {"-4 / 0 [a]"sv, false, {slots + 45, 2}, {strings + 0, 1}, {"8.1"sv, 775, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 47, 1}, {}, {"8.1"sv, 775, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 48, 1}, {}, {"8.1"sv, 775, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 49, 1}, {}, {"8.1"sv, 776, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 50, 1}, {}, {"8.1"sv, 776, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 51, 1}, {}, {"8.1"sv, 776, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 52, 1}, {}, {"8.1"sv, 776, 0, "afde-2010-en.txt"sv}},
    {"-2"sv, false, {slots + 53, 1}, {}, {"8.1"sv, 776, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 54, 1}, {}, {"8.1"sv, 777, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 55, 1}, {}, {"8.1"sv, 777, 0, "afde-2010-en.txt"sv}},
    {"-4 / 0 [a]"sv, false, {slots + 56, 2}, {strings + 1, 1}, {"8.1"sv, 777, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 58, 1}, {}, {"8.1"sv, 777, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 59, 1}, {}, {"8.1"sv, 777, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 60, 1}, {}, {"8.1"sv, 778, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 61, 1}, {}, {"8.1"sv, 778, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 62, 1}, {}, {"8.1"sv, 778, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 63, 1}, {}, {"8.1"sv, 778, 0, "afde-2010-en.txt"sv}},
    {"NA"sv, false, {slots + 64, 1}, {}, {"8.1"sv, 778, 0, "afde-2010-en.txt"sv}},
    {"1 [b]"sv, false, {slots + 65, 1}, {strings + 2, 1}, {"8.1"sv, 779, 0, "afde-2010-en.txt"sv}},
    {"1 [b]"sv, false, {slots + 66, 1}, {strings + 3, 1}, {"8.1"sv, 779, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 67, 1}, {}, {"8.1"sv, 779, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 68, 1}, {}, {"8.1"sv, 779, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 69, 1}, {}, {"8.1"sv, 779, 0, "afde-2010-en.txt"sv}},
    {"1 [c]"sv, false, {slots + 70, 1}, {strings + 4, 1}, {"8.1"sv, 780, 0, "afde-2010-en.txt"sv}},
    {"1 [c]"sv, false, {slots + 71, 1}, {strings + 5, 1}, {"8.1"sv, 780, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 72, 1}, {}, {"8.1"sv, 780, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 73, 1}, {}, {"8.1"sv, 780, 0, "afde-2010-en.txt"sv}},
    {"NE"sv, false, {slots + 74, 1}, {}, {"8.1"sv, 780, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 75, 1}, {}, {"8.1"sv, 781, 0, "afde-2010-en.txt"sv}},
    {"+2"sv, false, {slots + 76, 1}, {}, {"8.1"sv, 781, 0, "afde-2010-en.txt"sv}},
    {"NE / B"sv, false, {slots + 77, 2}, {}, {"8.1"sv, 781, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 79, 1}, {}, {"8.1"sv, 781, 0, "afde-2010-en.txt"sv}},
    {"-1"sv, false, {slots + 80, 1}, {}, {"8.1"sv, 781, 0, "afde-2010-en.txt"sv}},
    {"0"sv, false, {slots + 81, 1}, {}, {"8.1"sv, 782, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 82, 1}, {}, {"8.1"sv, 782, 0, "afde-2010-en.txt"sv}},
    {"NE / B"sv, false, {slots + 83, 2}, {}, {"8.1"sv, 782, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 85, 1}, {}, {"8.1"sv, 782, 0, "afde-2010-en.txt"sv}},
    {"+1"sv, false, {slots + 86, 1}, {}, {"8.1"sv, 782, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("clear"sv),
    g::name_key("wood"sv),
    g::name_key("bushes"sv),
    g::name_key("marsh"sv),
    g::name_key("village"sv),
    g::name_key("farm"sv),
    g::name_key("stream"sv),
    g::name_key("river"sv),
    g::name_key("wall"sv),
    g::name_key("fortification"sv),
    g::name_key("gate"sv),
    g::name_key("bridge"sv),
    g::name_key("track"sv),
    g::name_key("road"sv),
    g::name_key("level_up"sv),
    g::name_key("level_down"sv),
    g::name_key("move_infantry"sv),
    g::name_key("move_cavalry"sv),
    g::name_key("fire"sv),
    g::name_key("melee"sv),
    g::name_key("charge"sv),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Clear"sv, {cells + 0, 5}, {"8.1"sv, 767, 0, "afde-2010-en.txt"sv}},
    {{keys + 1, 1}, 1, "Wood"sv, {cells + 5, 5}, {"8.1"sv, 768, 0, "afde-2010-en.txt"sv}},
    {{keys + 2, 1}, 1, "Bushes/Hedges/ Vines/Orchards"sv, {cells + 10, 5}, {"8.1"sv, 769, 0, "afde-2010-en.txt"sv}},
    {{keys + 3, 1}, 1, "Marsh"sv, {cells + 15, 5}, {"8.1"sv, 770, 0, "afde-2010-en.txt"sv}},
    {{keys + 4, 1}, 1, "Village/ City/ Ruins"sv, {cells + 20, 5}, {"8.1"sv, 771, 0, "afde-2010-en.txt"sv}},
    {{keys + 5, 1}, 1, "Farm/Mill/Abbey"sv, {cells + 25, 5}, {"8.1"sv, 772, 0, "afde-2010-en.txt"sv}},
    {{keys + 6, 1}, 1, "Stream"sv, {cells + 30, 5}, {"8.1"sv, 773, 0, "afde-2010-en.txt"sv}},
    {{keys + 7, 1}, 1, "River/Pond/ Lake/For"sv, {cells + 35, 5}, {"8.1"sv, 774, 0, "afde-2010-en.txt"sv}},
    {{keys + 8, 1}, 1, "Wall"sv, {cells + 40, 5}, {"8.1"sv, 775, 0, "afde-2010-en.txt"sv}},
    {{keys + 9, 1}, 1, "Fortification"sv, {cells + 45, 5}, {"8.1"sv, 776, 0, "afde-2010-en.txt"sv}},
    {{keys + 10, 1}, 1, "Gate"sv, {cells + 50, 5}, {"8.1"sv, 777, 0, "afde-2010-en.txt"sv}},
    {{keys + 11, 1}, 1, "Bridge"sv, {cells + 55, 5}, {"8.1"sv, 778, 0, "afde-2010-en.txt"sv}},
    {{keys + 12, 1}, 1, "Track"sv, {cells + 60, 5}, {"8.1"sv, 779, 0, "afde-2010-en.txt"sv}},
    {{keys + 13, 1}, 1, "Road"sv, {cells + 65, 5}, {"8.1"sv, 780, 0, "afde-2010-en.txt"sv}},
    {{keys + 14, 1}, 1, "+1 level"sv, {cells + 70, 5}, {"8.1"sv, 781, 0, "afde-2010-en.txt"sv}},
    {{keys + 15, 1}, 1, "-1 level"sv, {cells + 75, 5}, {"8.1"sv, 782, 0, "afde-2010-en.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
    64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79,
    -1, -1, -1, -1, -1,
};
inline constexpr g::footnote footnotes[] = {
    {"a"sv, "The - 4 applies to firing in from the outside, the 0 to firing out from the inside."sv, {""sv, 788, 0, "afde-2010-en.txt"sv}},
    {"b"sv, "If movement occurs from one track hex to another, disregard the effects of other terrain except for the costs of changing levels."sv, {""sv, 790, 0, "afde-2010-en.txt"sv}},
    {"c"sv, "If movement occurs from one road hex to another, disregard all the effects and costs of other terrain."sv, {""sv, 792, 0, "afde-2010-en.txt"sv}},
};
}  // namespace terrain_chart_data

inline constexpr g::table terrain_chart = {
    "terrain_chart"sv,  // name
    {"Terrain Chart"sv, "TABLE DES TERRAINS"sv},  // label
    {"8.1"sv, 764, 804, "afde-2010-en.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {terrain_chart_data::keys + 16, 5},  // column_keys
    {terrain_chart_data::rows, 16},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {terrain_chart_data::footnotes, 3},  // footnotes
};

// The cell of terrain_chart at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* terrain_chart_at(sys::terrain k0, sys::terrain_effect k1) {
  return g::dense_cell(terrain_chart_data::cells, {terrain_chart_data::dense, 85}, {g::ordinal{static_cast<std::int64_t>(k0), 17}, g::ordinal{static_cast<std::int64_t>(k1), 5}});
}

inline constexpr g::table all_data[] = {
    fire_table,
    melee_odds,
    melee_types,
    terrain_chart,
};
inline constexpr g::span<g::table> all = {all_data, 4};
}  // namespace tables

// Band tables: bands with their outcome cells, roll, clamp and leader triggers.
namespace bands {
namespace fire_leader_casualty_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "no_effect"sv, false},
    {""sv, false, 0, "wounded"sv, false},
    {""sv, false, 0, "killed"sv, false},
};
inline constexpr std::string_view strings[] = {
    "fate"sv,
};
inline constexpr g::cell cells[] = {
    {"no_effect"sv, false, {slots + 0, 1}, {}, {"7.5"sv, 841, 0, "afde-2010-en.txt"sv}},
    {"wounded"sv, false, {slots + 1, 1}, {}, {"7.5"sv, 841, 0, "afde-2010-en.txt"sv}},
    {"killed"sv, false, {slots + 2, 1}, {}, {"7.5"sv, 841, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::band bands[] = {
    {0, false, 5, {cells + 0, 1}, {"7.5"sv, 841, 0, "afde-2010-en.txt"sv}},
    {6, false, 8, {cells + 1, 1}, {"7.5"sv, 841, 0, "afde-2010-en.txt"sv}},
    {9, false, 9, {cells + 2, 1}, {"7.5"sv, 841, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::trigger triggers[] = {
    {"fire"sv, 9, "target.leaders"sv},
};
}  // namespace fire_leader_casualty_data

inline constexpr g::band_table fire_leader_casualty = {
    "fire_leader_casualty"sv,  // name
    {"Effects on leaders (fire)"sv, "Effets sur les chefs"sv},  // label
    {"7.5"sv, 839, 841, "afde-2010-en.txt"sv},  // source
    true,  // has_roll
    {"d10"sv, 1, {}, {}, false},  // band_roll
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    false,  // has_domain
    0,  // domain_low
    0,  // domain_high
    {fire_leader_casualty_data::strings + 0, 1},  // columns
    {fire_leader_casualty_data::bands, 3},  // bands
    {fire_leader_casualty_data::triggers, 1},  // triggers
};

namespace initiative_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "C1"sv, false},
    {""sv, false, 0, "C2"sv, false},
    {""sv, false, 0, "C3"sv, false},
    {""sv, false, 0, "C4"sv, false},
};
inline constexpr std::string_view strings[] = {
    "initiative_modifiers"sv,
    "case"sv,
};
inline constexpr g::cell cells[] = {
    {"C1"sv, false, {slots + 0, 1}, {}, {"6.C"sv, 217, 0, "afde-2010-en.txt"sv}},
    {"C2"sv, false, {slots + 1, 1}, {}, {"6.C"sv, 219, 0, "afde-2010-en.txt"sv}},
    {"C3"sv, false, {slots + 2, 1}, {}, {"6.C"sv, 223, 0, "afde-2010-en.txt"sv}},
    {"C4"sv, false, {slots + 3, 1}, {}, {"6.C"sv, 225, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::band bands[] = {
    {0, false, 0, {cells + 0, 1}, {"6.C"sv, 217, 0, "afde-2010-en.txt"sv}},
    {1, false, 3, {cells + 1, 1}, {"6.C"sv, 219, 0, "afde-2010-en.txt"sv}},
    {4, false, 7, {cells + 2, 1}, {"6.C"sv, 223, 0, "afde-2010-en.txt"sv}},
    {8, true, 0, {cells + 3, 1}, {"6.C"sv, 225, 0, "afde-2010-en.txt"sv}},
};
}  // namespace initiative_data

inline constexpr g::band_table initiative = {
    "initiative"sv,  // name
    {"Initiative"sv, "Initiative"sv},  // label
    {"6.C"sv, 215, 225, "afde-2010-en.txt"sv},  // source
    true,  // has_roll
    {"d6"sv, 2, {initiative_data::strings + 0, 1}, {"+", 1}, true},  // band_roll
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    false,  // has_domain
    0,  // domain_low
    0,  // domain_high
    {initiative_data::strings + 1, 1},  // columns
    {initiative_data::bands, 4},  // bands
    {},  // triggers
};

namespace melee_leader_casualty_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "no_effect"sv, false},
    {""sv, false, 0, "captured"sv, false},
    {""sv, false, 0, "wounded"sv, false},
    {""sv, false, 0, "killed"sv, false},
};
inline constexpr std::string_view strings[] = {
    "fate"sv,
};
inline constexpr g::cell cells[] = {
    {"no_effect"sv, false, {slots + 0, 1}, {}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
    {"captured"sv, false, {slots + 1, 1}, {}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
    {"wounded"sv, false, {slots + 2, 1}, {}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
    {"killed"sv, false, {slots + 3, 1}, {}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::band bands[] = {
    {0, false, 5, {cells + 0, 1}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
    {6, false, 7, {cells + 1, 1}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
    {8, false, 8, {cells + 2, 1}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
    {9, false, 9, {cells + 3, 1}, {"7.5"sv, 931, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::trigger triggers[] = {
    {"melee"sv, 9, "defender_leaders"sv},
    {"melee"sv, 0, "attacker_leaders"sv},
};
}  // namespace melee_leader_casualty_data

inline constexpr g::band_table melee_leader_casualty = {
    "melee_leader_casualty"sv,  // name
    {"Effects on leaders (m\303\252l\303\251e)"sv, "Effets sur les chefs"sv},  // label
    {"7.5"sv, 929, 931, "afde-2010-en.txt"sv},  // source
    true,  // has_roll
    {"d10"sv, 1, {}, {}, false},  // band_roll
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    false,  // has_domain
    0,  // domain_low
    0,  // domain_high
    {melee_leader_casualty_data::strings + 0, 1},  // columns
    {melee_leader_casualty_data::bands, 4},  // bands
    {melee_leader_casualty_data::triggers, 2},  // triggers
};

namespace melee_result_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "advance_optional"sv, false},
    {""sv, false, 0, "D"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "F"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "F"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "F"sv, false},
    {""sv, false, 0, "advance_obligatory"sv, false},
    {""sv, false, 0, "F"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "advance_obligatory"sv, false},
    {""sv, false, 0, "D"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "advance_obligatory"sv, false},
    {""sv, false, 0, "Dr"sv, false},
    {""sv, false, 0, "R"sv, false},
    {""sv, false, 0, "advance_obligatory"sv, false},
};
inline constexpr std::string_view strings[] = {
    "melee_modifiers"sv,
    "defenders"sv,
    "attackers"sv,
};
inline constexpr g::cell cells[] = {
    {"advance_optional"sv, false, {slots + 0, 1}, {}, {"10.6"sv, 906, 0, "afde-2010-en.txt"sv}},
    {"D + R"sv, false, {slots + 1, 2}, {}, {"10.6"sv, 906, 0, "afde-2010-en.txt"sv}},
    {"_"sv, true, {}, {}, {"10.6"sv, 907, 0, "afde-2010-en.txt"sv}},
    {"F + R"sv, false, {slots + 3, 2}, {}, {"10.6"sv, 907, 0, "afde-2010-en.txt"sv}},
    {"F"sv, false, {slots + 5, 1}, {}, {"10.6"sv, 908, 0, "afde-2010-en.txt"sv}},
    {"R"sv, false, {slots + 6, 1}, {}, {"10.6"sv, 908, 0, "afde-2010-en.txt"sv}},
    {"_"sv, true, {}, {}, {"10.6"sv, 909, 0, "afde-2010-en.txt"sv}},
    {"_"sv, true, {}, {}, {"10.6"sv, 909, 0, "afde-2010-en.txt"sv}},
    {"R"sv, false, {slots + 7, 1}, {}, {"10.6"sv, 910, 0, "afde-2010-en.txt"sv}},
    {"F + advance_obligatory"sv, false, {slots + 8, 2}, {}, {"10.6"sv, 910, 0, "afde-2010-en.txt"sv}},
    {"F + R"sv, false, {slots + 10, 2}, {}, {"10.6"sv, 911, 0, "afde-2010-en.txt"sv}},
    {"advance_obligatory"sv, false, {slots + 12, 1}, {}, {"10.6"sv, 911, 0, "afde-2010-en.txt"sv}},
    {"D + R"sv, false, {slots + 13, 2}, {}, {"10.6"sv, 912, 0, "afde-2010-en.txt"sv}},
    {"advance_obligatory"sv, false, {slots + 15, 1}, {}, {"10.6"sv, 912, 0, "afde-2010-en.txt"sv}},
    {"Dr + R"sv, false, {slots + 16, 2}, {}, {"10.6"sv, 913, 0, "afde-2010-en.txt"sv}},
    {"advance_obligatory"sv, false, {slots + 18, 1}, {}, {"10.6"sv, 913, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::band bands[] = {
    {-7, false, -4, {cells + 0, 2}, {"10.6"sv, 906, 0, "afde-2010-en.txt"sv}},
    {-3, false, 0, {cells + 2, 2}, {"10.6"sv, 907, 0, "afde-2010-en.txt"sv}},
    {1, false, 3, {cells + 4, 2}, {"10.6"sv, 908, 0, "afde-2010-en.txt"sv}},
    {4, false, 4, {cells + 6, 2}, {"10.6"sv, 909, 0, "afde-2010-en.txt"sv}},
    {5, false, 6, {cells + 8, 2}, {"10.6"sv, 910, 0, "afde-2010-en.txt"sv}},
    {7, false, 9, {cells + 10, 2}, {"10.6"sv, 911, 0, "afde-2010-en.txt"sv}},
    {10, false, 13, {cells + 12, 2}, {"10.6"sv, 912, 0, "afde-2010-en.txt"sv}},
    {14, false, 16, {cells + 14, 2}, {"10.6"sv, 913, 0, "afde-2010-en.txt"sv}},
};
}  // namespace melee_result_data

inline constexpr g::band_table melee_result = {
    "melee_result"sv,  // name
    {"Results"sv, "R\303\251sultats"sv},  // label
    {"10.6"sv, 901, 927, "afde-2010-en.txt"sv},  // source
    true,  // has_roll
    {"d10"sv, 1, {melee_result_data::strings + 0, 1}, {"+", 1}, false},  // band_roll
    true,  // has_clamp
    -7,  // clamp_low
    7,  // clamp_high
    true,  // has_domain
    -7,  // domain_low
    16,  // domain_high
    {melee_result_data::strings + 1, 2},  // columns
    {melee_result_data::bands, 8},  // bands
    {},  // triggers
};

inline constexpr g::band_table all_data[] = {
    fire_leader_casualty,
    initiative,
    melee_leader_casualty,
    melee_result,
};
inline constexpr g::span<g::band_table> all = {all_data, 4};
}  // namespace bands

// Modifier lists: each condition and computed delta is a constexpr C++ function of
// the list's situation struct; <list>_total(s) is what the list adds to a roll.
namespace lists {
namespace rt = g::rt;
namespace fire_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"small_force"sv, -1, false, {}, "- 1 if the firing unit (or combined total of firing units) has less than 4 strength points (e.g., archers with strength 3 = -1 from the die roll). This does not apply to artillery."sv, {"9.3"sv, 819, 0, "afde-2010-en.txt"sv}},
    {"large_force"sv, 1, false, {}, "+1 if the firing unit (or combined total of firing units) has more than 4 strength points."sv, {"9.3"sv, 820, 0, "afde-2010-en.txt"sv}},
    {"very_large_force"sv, 2, false, {}, "+2 if the firing unit (or combined total of firing units) has more than 8 strength points."sv, {"9.3"sv, 821, 0, "afde-2010-en.txt"sv}},
    {"dismounted_target"sv, -1, false, {}, "- 1 if the target unit is a dismounted CH or dismounted HA."sv, {"9.3"sv, 822, 0, "afde-2010-en.txt"sv}},
    {"firer_moved"sv, -1, false, {}, "- 1 if the firing unit (or one of the firing units) has moved in the current activation."sv, {"9.3"sv, 823, 0, "afde-2010-en.txt"sv}},
    {"mounted_firer"sv, -1, false, {}, "- 1 if the firing unit (or one of the firing units) is mounted."sv, {"9.3"sv, 824, 0, "afde-2010-en.txt"sv}},
    {"discouraged_firer"sv, -1, false, {}, "- 1 if the firing unit (or one of the firing units) is discouraged."sv, {"9.3"sv, 825, 0, "afde-2010-en.txt"sv}},
    {"terrain_fire"sv, 0, true, {}, "Effect on fire (Terrain Chart)"sv, {"Terrain Chart"sv, 766, 782, "afde-2010-en.txt"sv}},
    {"terrain_fire_inside"sv, 0, true, {}, "Effect on fire (Terrain Chart), firing out from the inside (footnote [a])"sv, {"Terrain Chart"sv, 788, 0, "afde-2010-en.txt"sv}},
};
// small_force: firers.sum(current_strength) < 4 and firer_type != At
constexpr bool when_0(sys::fire const& s) {
  return ((g::sum_of(s.firers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.current_strength_or_refuse(); }) < std::int64_t{4}) && (s.firer_type_or_refuse() != sys::unit_type::At));
}
// large_force: firers.sum(current_strength) > 4
constexpr bool when_1(sys::fire const& s) {
  return (g::sum_of(s.firers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.current_strength_or_refuse(); }) > std::int64_t{4});
}
// very_large_force: firers.sum(current_strength) > 8
constexpr bool when_2(sys::fire const& s) {
  return (g::sum_of(s.firers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.current_strength_or_refuse(); }) > std::int64_t{8});
}
// dismounted_target: target.type in [Ch Ha] and not target.mounted
constexpr bool when_3(sys::fire const& s) {
  return ([&](auto const& v) { return false || v == sys::unit_type::Ch || v == sys::unit_type::Ha; }(s.target_or_refuse().type_or_refuse("target.type")) && !(s.target_or_refuse().mounted_or_refuse("target.mounted")));
}
// firer_moved: firers.any(moved)
constexpr bool when_4(sys::fire const& s) {
  return g::any_of(s.firers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.moved_or_refuse(); });
}
// mounted_firer: firers.any(mounted)
constexpr bool when_5(sys::fire const& s) {
  return g::any_of(s.firers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.mounted_or_refuse(); });
}
// discouraged_firer: firers.any(order == discouraged)
constexpr bool when_6(sys::fire const& s) {
  return g::any_of(s.firers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); });
}
// terrain_fire: not fire_from_inside
constexpr bool when_7(sys::fire const& s) {
  return !(s.fire_from_inside_or_refuse());
}
// terrain_fire: terrain_chart[terrain][terrain_effect.fire].outside
constexpr std::int64_t delta_7(sys::fire const& s) {
  return rt::cell_number(symbols, tables::terrain_chart, tables::terrain_chart_at(s.terrain_or_refuse(), sys::terrain_effect::fire), {g::name_key(sys::name_of(s.terrain_or_refuse())), g::name_key("fire")}, "outside");
}
// terrain_fire_inside: fire_from_inside
constexpr bool when_8(sys::fire const& s) {
  return s.fire_from_inside_or_refuse();
}
// terrain_fire_inside: terrain_chart[terrain][terrain_effect.fire].inside
constexpr std::int64_t delta_8(sys::fire const& s) {
  return rt::cell_number(symbols, tables::terrain_chart, tables::terrain_chart_at(s.terrain_or_refuse(), sys::terrain_effect::fire), {g::name_key(sys::name_of(s.terrain_or_refuse())), g::name_key("fire")}, "inside");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::fire const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return g::verdict{when_2(s), modifiers[2].delta};
    case 3: return g::verdict{when_3(s), modifiers[3].delta};
    case 4: return g::verdict{when_4(s), modifiers[4].delta};
    case 5: return g::verdict{when_5(s), modifiers[5].delta};
    case 6: return g::verdict{when_6(s), modifiers[6].delta};
    case 7: return when_7(s) ? g::verdict{true, delta_7(s)} : g::verdict{};
    case 8: return when_8(s) ? g::verdict{true, delta_8(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::fire const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = g::verdict{when_2(s), modifiers[2].delta};
  v[3] = g::verdict{when_3(s), modifiers[3].delta};
  v[4] = g::verdict{when_4(s), modifiers[4].delta};
  v[5] = g::verdict{when_5(s), modifiers[5].delta};
  v[6] = g::verdict{when_6(s), modifiers[6].delta};
  v[7] = when_7(s) ? g::verdict{true, delta_7(s)} : g::verdict{};
  v[8] = when_8(s) ? g::verdict{true, delta_8(s)} : g::verdict{};
}
}  // namespace fire_modifiers_data

inline constexpr g::modifier_list fire_modifiers = {
    "fire_modifiers"sv,  // name
    {"Modifiers"sv, "Modificateurs"sv},  // label
    "fire"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {fire_modifiers_data::modifiers, 9},  // modifiers
    {},  // groups
};

// The total fire_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t fire_modifiers_total(sys::fire const& s) {
  g::verdict verdicts[9 + 1]{};
  fire_modifiers_data::fill(s, verdicts);
  return g::combine(fire_modifiers, verdicts);
}

namespace initiative_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"army_commander"sv, 0, true, {}, "adds the bonus of his army commander"sv, {"6.C"sv, 215, 0, "afde-2010-en.txt"sv}},
};
// army_commander: roller.army_commander_bonus
constexpr std::int64_t delta_0(sys::initiative const& s) {
  return s.roller_or_refuse().army_commander_bonus_or_refuse("roller.army_commander_bonus");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::initiative const& s) {
  switch (index) {
    case 0: return true ? g::verdict{true, delta_0(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::initiative const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = true ? g::verdict{true, delta_0(s)} : g::verdict{};
}
}  // namespace initiative_modifiers_data

inline constexpr g::modifier_list initiative_modifiers = {
    "initiative_modifiers"sv,  // name
    {"Initiative modifiers"sv, "Modificateurs d'initiative"sv},  // label
    "initiative"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {initiative_modifiers_data::modifiers, 1},  // modifiers
    {},  // groups
};

// The total initiative_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t initiative_modifiers_total(sys::initiative const& s) {
  g::verdict verdicts[1 + 1]{};
  initiative_modifiers_data::fill(s, verdicts);
  return g::combine(initiative_modifiers, verdicts);
}

namespace melee_modifiers_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 8, 9, 10, 11,
};
inline constexpr g::modifier modifiers[] = {
    {"terrain_melee"sv, 0, true, {}, "Effect on m\303\252l\303\251es (Terrain Chart)"sv, {"10.5"sv, 503, 0, "afde-2010-en.txt"sv}},
    {"terrain_charge"sv, 0, true, {}, "Effect on charges (Terrain Chart)"sv, {"10.5"sv, 503, 0, "afde-2010-en.txt"sv}},
    {"odds_ratio"sv, 0, true, {}, "Die roll modifiers for odds ratio"sv, {"10.5"sv, 849, 0, "afde-2010-en.txt"sv}},
    {"unit_types"sv, 0, true, {}, "Modifiers for unit types"sv, {"10.5"sv, 861, 0, "afde-2010-en.txt"sv}},
    {"quality_superior"sv, 1, false, {}, "Attacker quality superior to defender: +1"sv, {"10.5"sv, 879, 0, "afde-2010-en.txt"sv}},
    {"quality_inferior"sv, -1, false, {}, "Attacker quality inferior to defender: -1"sv, {"10.5"sv, 881, 0, "afde-2010-en.txt"sv}},
    {"leaders"sv, 0, true, {}, "+ or - the difference in bonus of all leaders \342\200\223 of the two sides \342\200\223 participating in combat"sv, {"10.5"sv, 887, 0, "afde-2010-en.txt"sv}},
    {"offensive_fire"sv, -2, false, {}, "-2 if the attacking unit (or one of the attacking units) has just engaged in offensive fire"sv, {"10.5"sv, 888, 0, "afde-2010-en.txt"sv}},
    {"attacked_from_rear"sv, 2, false, {}, "+2 if the defender (or one of the defenders) is attacked from a rear hex"sv, {"10.5"sv, 889, 0, "afde-2010-en.txt"sv}},
    {"charge_front"sv, 3, false, {}, "+3 for charge into a front hex"sv, {"10.5"sv, 890, 0, "afde-2010-en.txt"sv}},
    {"charge_rear_or_multiple"sv, 4, false, {}, "+4 for charge into a rear hex or multiple charges into 2 or 3 front hexes"sv, {"10.5"sv, 891, 0, "afde-2010-en.txt"sv}},
    {"charge_multiple_rear"sv, 5, false, {}, "+5 for multiple charges into at least two hexes, of which at least one is a rear hex."sv, {"10.5"sv, 892, 0, "afde-2010-en.txt"sv}},
    {"attackers_all_discouraged"sv, -2, false, {}, "-2 if all attackers are discouraged"sv, {"10.5"sv, 893, 0, "afde-2010-en.txt"sv}},
    {"attackers_some_discouraged"sv, -1, false, {}, "-1 if one or more, but not all, attackers are discouraged"sv, {"10.5"sv, 894, 0, "afde-2010-en.txt"sv}},
    {"defenders_some_discouraged"sv, 1, false, {}, "+1 if one or more, but not all, defenders are discouraged"sv, {"10.5"sv, 895, 0, "afde-2010-en.txt"sv}},
    {"defenders_discouraged_or_some_routed"sv, 2, false, {}, "+2 if all defenders are discouraged or at least one, but not all, defenders are routed"sv, {"10.5"sv, 896, 0, "afde-2010-en.txt"sv}},
    {"defenders_all_routed"sv, 5, false, {indices + 0, 4}, "+5 if all defenders are routed"sv, {"10.5"sv, 897, 0, "afde-2010-en.txt"sv}},
};
// terrain_melee: charge_counted == none
constexpr bool when_0(sys::melee const& s) {
  return (s.charge_counted_or_refuse() == sys::charge_kind::none);
}
// terrain_melee: terrain_chart[terrain][terrain_effect.melee]
constexpr std::int64_t delta_0(sys::melee const& s) {
  return rt::cell_number(symbols, tables::terrain_chart, tables::terrain_chart_at(s.terrain_or_refuse(), sys::terrain_effect::melee), {g::name_key(sys::name_of(s.terrain_or_refuse())), g::name_key("melee")}, "");
}
// terrain_charge: charge_counted != none
constexpr bool when_1(sys::melee const& s) {
  return (s.charge_counted_or_refuse() != sys::charge_kind::none);
}
// terrain_charge: terrain_chart[terrain][terrain_effect.charge]
constexpr std::int64_t delta_1(sys::melee const& s) {
  return rt::cell_number(symbols, tables::terrain_chart, tables::terrain_chart_at(s.terrain_or_refuse(), sys::terrain_effect::charge), {g::name_key(sys::name_of(s.terrain_or_refuse())), g::name_key("charge")}, "");
}
// odds_ratio: melee_odds[odds][modifier_column.value]
constexpr std::int64_t delta_2(sys::melee const& s) {
  return rt::cell_number(symbols, tables::melee_odds, tables::melee_odds_at(s.odds_or_refuse().attacker, s.odds_or_refuse().defender, sys::modifier_column::value), {g::ratio_key(s.odds_or_refuse().attacker, s.odds_or_refuse().defender), g::name_key("value")}, "");
}
// unit_types: melee_types[attacker_type][defender_type]
constexpr std::int64_t delta_3(sys::melee const& s) {
  return rt::cell_number(symbols, tables::melee_types, tables::melee_types_at(s.attacker_type_or_refuse(), s.defender_type_or_refuse()), {g::name_key(sys::name_of(s.attacker_type_or_refuse())), g::name_key(sys::name_of(s.defender_type_or_refuse()))}, "");
}
// quality_superior: attacker_quality > defender_quality
constexpr bool when_4(sys::melee const& s) {
  return (s.attacker_quality_or_refuse() > s.defender_quality_or_refuse());
}
// quality_inferior: attacker_quality < defender_quality
constexpr bool when_5(sys::melee const& s) {
  return (s.attacker_quality_or_refuse() < s.defender_quality_or_refuse());
}
// leaders: attacker_leaders.sum(bonus) - defender_leaders.sum(bonus)
constexpr std::int64_t delta_6(sys::melee const& s) {
  return (g::sum_of(s.attacker_leaders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.bonus_or_refuse(); }) - g::sum_of(s.defender_leaders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.bonus_or_refuse(); }));
}
// offensive_fire: attackers.any(fired_offensive)
constexpr bool when_7(sys::melee const& s) {
  return g::any_of(s.attackers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.fired_offensive_or_refuse(); });
}
// attacked_from_rear: rear_attack
constexpr bool when_8(sys::melee const& s) {
  return s.rear_attack_or_refuse();
}
// charge_front: charge_counted == front
constexpr bool when_9(sys::melee const& s) {
  return (s.charge_counted_or_refuse() == sys::charge_kind::front);
}
// charge_rear_or_multiple: charge_counted in [rear multiple_front]
constexpr bool when_10(sys::melee const& s) {
  return [&](auto const& v) { return false || v == sys::charge_kind::rear || v == sys::charge_kind::multiple_front; }(s.charge_counted_or_refuse());
}
// charge_multiple_rear: charge_counted == multiple_with_rear
constexpr bool when_11(sys::melee const& s) {
  return (s.charge_counted_or_refuse() == sys::charge_kind::multiple_with_rear);
}
// attackers_all_discouraged: attackers.all(order == discouraged)
constexpr bool when_12(sys::melee const& s) {
  return g::all_of(s.attackers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); });
}
// attackers_some_discouraged: attackers.any(order == discouraged) and not attackers.all(order == discouraged)
constexpr bool when_13(sys::melee const& s) {
  return (g::any_of(s.attackers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); }) && !(g::all_of(s.attackers_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); })));
}
// defenders_some_discouraged: defenders.any(order == discouraged) and not defenders.all(order == discouraged)
constexpr bool when_14(sys::melee const& s) {
  return (g::any_of(s.defenders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); }) && !(g::all_of(s.defenders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); })));
}
// defenders_discouraged_or_some_routed: defenders.all(order == discouraged) or defenders.any(order == routed) and not defenders.all(order == routed)
constexpr bool when_15(sys::melee const& s) {
  return (g::all_of(s.defenders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::discouraged); }) || (g::any_of(s.defenders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::routed); }) && !(g::all_of(s.defenders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::routed); }))));
}
// defenders_all_routed: defenders.all(order == routed)
constexpr bool when_16(sys::melee const& s) {
  return g::all_of(s.defenders_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.order_or_refuse() == sys::order::routed); });
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::melee const& s) {
  switch (index) {
    case 0: return when_0(s) ? g::verdict{true, delta_0(s)} : g::verdict{};
    case 1: return when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
    case 2: return true ? g::verdict{true, delta_2(s)} : g::verdict{};
    case 3: return true ? g::verdict{true, delta_3(s)} : g::verdict{};
    case 4: return g::verdict{when_4(s), modifiers[4].delta};
    case 5: return g::verdict{when_5(s), modifiers[5].delta};
    case 6: return true ? g::verdict{true, delta_6(s)} : g::verdict{};
    case 7: return g::verdict{when_7(s), modifiers[7].delta};
    case 8: return g::verdict{when_8(s), modifiers[8].delta};
    case 9: return g::verdict{when_9(s), modifiers[9].delta};
    case 10: return g::verdict{when_10(s), modifiers[10].delta};
    case 11: return g::verdict{when_11(s), modifiers[11].delta};
    case 12: return g::verdict{when_12(s), modifiers[12].delta};
    case 13: return g::verdict{when_13(s), modifiers[13].delta};
    case 14: return g::verdict{when_14(s), modifiers[14].delta};
    case 15: return g::verdict{when_15(s), modifiers[15].delta};
    case 16: return g::verdict{when_16(s), modifiers[16].delta};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::melee const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = when_0(s) ? g::verdict{true, delta_0(s)} : g::verdict{};
  v[1] = when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
  v[2] = true ? g::verdict{true, delta_2(s)} : g::verdict{};
  v[3] = true ? g::verdict{true, delta_3(s)} : g::verdict{};
  v[4] = g::verdict{when_4(s), modifiers[4].delta};
  v[5] = g::verdict{when_5(s), modifiers[5].delta};
  v[6] = true ? g::verdict{true, delta_6(s)} : g::verdict{};
  v[7] = g::verdict{when_7(s), modifiers[7].delta};
  v[8] = g::verdict{when_8(s), modifiers[8].delta};
  v[9] = g::verdict{when_9(s), modifiers[9].delta};
  v[10] = g::verdict{when_10(s), modifiers[10].delta};
  v[11] = g::verdict{when_11(s), modifiers[11].delta};
  v[12] = g::verdict{when_12(s), modifiers[12].delta};
  v[13] = g::verdict{when_13(s), modifiers[13].delta};
  v[14] = g::verdict{when_14(s), modifiers[14].delta};
  v[15] = g::verdict{when_15(s), modifiers[15].delta};
  v[16] = g::verdict{when_16(s), modifiers[16].delta};
}
}  // namespace melee_modifiers_data

inline constexpr g::modifier_list melee_modifiers = {
    "melee_modifiers"sv,  // name
    {"M\303\252l\303\251e Table modifiers"sv, "TABLE DES M\303\212L\303\211ES"sv},  // label
    "melee"sv,  // situation
    true,  // has_clamp
    -7,  // clamp_low
    7,  // clamp_high
    {melee_modifiers_data::modifiers, 17},  // modifiers
    {},  // groups
};

// The total melee_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t melee_modifiers_total(sys::melee const& s) {
  g::verdict verdicts[17 + 1]{};
  melee_modifiers_data::fill(s, verdicts);
  return g::combine(melee_modifiers, verdicts);
}

namespace rally_modifiers_data {
// Modifiers named by excludes and groups, by their index in the list.
inline constexpr std::uint16_t indices[] = { 1, 2,
};
inline constexpr g::modifier modifiers[] = {
    {"routed"sv, 1, false, {}, "if the unit is routed: +1"sv, {"12.3"sv, 666, 0, "afde-2010-en.txt"sv}},
    {"banner_leader"sv, 0, true, {}, "if the unit is stacked with or adjacent to its banner leader: subtract the leader bonus"sv, {"12.3"sv, 667, 0, "afde-2010-en.txt"sv}},
    {"army_commander"sv, 0, true, {}, "if the unit is stacked with or adjacent to its army commander: subtract the leader bonus"sv, {"12.3"sv, 669, 0, "afde-2010-en.txt"sv}},
};
inline constexpr g::modifier_group groups[] = {
    {"leader_bonus"sv, g::group_policy::min, {indices + 0, 2}},
};
// routed: unit.order == routed
constexpr bool when_0(sys::rally const& s) {
  return (s.unit_or_refuse().order_or_refuse("unit.order") == sys::order::routed);
}
// banner_leader: banner_leader_near
constexpr bool when_1(sys::rally const& s) {
  return s.banner_leader_near_or_refuse();
}
// banner_leader: 0 - banner_leader_bonus
constexpr std::int64_t delta_1(sys::rally const& s) {
  return (std::int64_t{0} - s.banner_leader_bonus_or_refuse());
}
// army_commander: army_commander_near
constexpr bool when_2(sys::rally const& s) {
  return s.army_commander_near_or_refuse();
}
// army_commander: 0 - army_commander_bonus
constexpr std::int64_t delta_2(sys::rally const& s) {
  return (std::int64_t{0} - s.army_commander_bonus_or_refuse());
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::rally const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::rally const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = when_1(s) ? g::verdict{true, delta_1(s)} : g::verdict{};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
}
}  // namespace rally_modifiers_data

inline constexpr g::modifier_list rally_modifiers = {
    "rally_modifiers"sv,  // name
    {"Rally modifiers"sv, "Modificateurs"sv},  // label
    "rally"sv,  // situation
    false,  // has_clamp
    0,  // clamp_low
    0,  // clamp_high
    {rally_modifiers_data::modifiers, 3},  // modifiers
    {rally_modifiers_data::groups, 1},  // groups
};

// The total rally_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t rally_modifiers_total(sys::rally const& s) {
  g::verdict verdicts[3 + 1]{};
  rally_modifiers_data::fill(s, verdicts);
  return g::combine(rally_modifiers, verdicts);
}

inline constexpr g::modifier_list all_data[] = {
    fire_modifiers,
    initiative_modifiers,
    melee_modifiers,
    rally_modifiers,
};
inline constexpr g::span<g::modifier_list> all = {all_data, 4};
}  // namespace lists

// State transitions: `*` matches or keeps any value.
namespace transitions {
namespace artillery_state_data {
inline constexpr std::string_view strings[] = {
    "*"sv,
    "*"sv,
    "eliminated"sv,
    "*"sv,
    "*"sv,
    "eliminated"sv,
};
inline constexpr g::transition transitions[] = {
    {"R"sv, {strings + 0, 2}, {strings + 2, 1}, {"10.6"sv, 516, 0, "afde-2010-en.txt"sv}},
    {"Dr"sv, {strings + 3, 2}, {strings + 5, 1}, {"9.3"sv, 444, 0, "afde-2010-en.txt"sv}},
};
}  // namespace artillery_state_data

inline constexpr g::transition_table artillery_state = {
    "artillery_state"sv,  // name
    {"Artillery results"sv, "Cas particulier de l'artillerie"sv},  // label
    {artillery_state_data::transitions, 2},  // transitions
};

namespace unit_events_data {
inline constexpr std::string_view strings[] = {
    "*"sv,
    "valiant"sv,
    "*"sv,
    "discouraged"sv,
    "*"sv,
    "discouraged"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "routed"sv,
    "eliminated"sv,
    "*"sv,
    "discouraged"sv,
    "*"sv,
    "valiant"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "discouraged"sv,
    "fatigued"sv,
    "*"sv,
    "fresh"sv,
    "*"sv,
};
inline constexpr g::transition transitions[] = {
    {"extra_level"sv, {strings + 0, 2}, {strings + 2, 2}, {"10.7"sv, 522, 0, "afde-2010-en.txt"sv}},
    {"extra_level"sv, {strings + 4, 2}, {strings + 6, 2}, {"10.7"sv, 522, 0, "afde-2010-en.txt"sv}},
    {"extra_level"sv, {strings + 8, 2}, {strings + 10, 1}, {"10.7"sv, 522, 0, "afde-2010-en.txt"sv}},
    {"rallied"sv, {strings + 11, 2}, {strings + 13, 2}, {"12.3"sv, 674, 0, "afde-2010-en.txt"sv}},
    {"rallied"sv, {strings + 15, 2}, {strings + 17, 2}, {"12.3"sv, 675, 0, "afde-2010-en.txt"sv}},
    {"rested"sv, {strings + 19, 2}, {strings + 21, 2}, {"11.2"sv, 598, 0, "afde-2010-en.txt"sv}},
};
}  // namespace unit_events_data

inline constexpr g::transition_table unit_events = {
    "unit_events"sv,  // name
    {"Other changes of state"sv, "Autres changements d'\303\251tat"sv},  // label
    {unit_events_data::transitions, 6},  // transitions
};

namespace unit_state_data {
inline constexpr std::string_view strings[] = {
    "fresh"sv,
    "*"sv,
    "fatigued"sv,
    "*"sv,
    "fatigued"sv,
    "*"sv,
    "fatigued"sv,
    "*"sv,
    "*"sv,
    "valiant"sv,
    "*"sv,
    "discouraged"sv,
    "fresh"sv,
    "discouraged"sv,
    "fatigued"sv,
    "discouraged"sv,
    "fatigued"sv,
    "discouraged"sv,
    "fatigued"sv,
    "routed"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "valiant"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "discouraged"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "routed"sv,
    "eliminated"sv,
    "*"sv,
    "routed"sv,
    "*"sv,
    "routed"sv,
};
inline constexpr g::transition transitions[] = {
    {"F"sv, {strings + 0, 2}, {strings + 2, 2}, {"11"sv, 576, 0, "afde-2010-en.txt"sv}},
    {"F"sv, {strings + 4, 2}, {strings + 6, 2}, {"11"sv, 576, 0, "afde-2010-en.txt"sv}},
    {"D"sv, {strings + 8, 2}, {strings + 10, 2}, {"12.1"sv, 610, 0, "afde-2010-en.txt"sv}},
    {"D"sv, {strings + 12, 2}, {strings + 14, 2}, {"12.1"sv, 611, 0, "afde-2010-en.txt"sv}},
    {"D"sv, {strings + 16, 2}, {strings + 18, 2}, {"12.1"sv, 613, 0, "afde-2010-en.txt"sv}},
    {"D"sv, {strings + 20, 2}, {strings + 22, 2}, {"12.2.3"sv, 645, 0, "afde-2010-en.txt"sv}},
    {"Dr"sv, {strings + 24, 2}, {strings + 26, 2}, {"12.2.1"sv, 621, 0, "afde-2010-en.txt"sv}},
    {"Dr"sv, {strings + 28, 2}, {strings + 30, 2}, {"12.1"sv, 614, 0, "afde-2010-en.txt"sv}},
    {"Dr"sv, {strings + 32, 2}, {strings + 34, 1}, {"12.2.3"sv, 647, 0, "afde-2010-en.txt"sv}},
    {"R"sv, {strings + 35, 2}, {strings + 37, 2}, {"12.2.3"sv, 646, 0, "afde-2010-en.txt"sv}},
};
}  // namespace unit_state_data

inline constexpr g::transition_table unit_state = {
    "unit_state"sv,  // name
    {"Fatigue and disorganization results"sv, "Fatigue, d\303\251couragement et d\303\251route"sv},  // label
    {unit_state_data::transitions, 10},  // transitions
};

inline constexpr g::transition_table all_data[] = {
    artillery_state,
    unit_events,
    unit_state,
};
inline constexpr g::span<g::transition_table> all = {all_data, 3};
}  // namespace transitions

// Tests: each rule, in order, is a constexpr C++ function of the situation struct,
// the natural roll and the total; <test>_decides(s, natural, total) is the first that holds.
namespace tests {
namespace rt = g::rt;
namespace counter_charge_data {
// succeed when total <= unit.current_quality
constexpr bool rule_0([[maybe_unused]] sys::counter_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().current_quality_or_refuse("unit.current_quality"));
}
// fail when total > unit.current_quality
constexpr bool rule_1([[maybe_unused]] sys::counter_charge const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().current_quality_or_refuse("unit.current_quality"));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 479, 0, "afde-2010-en.txt"sv}},
    {false, {""sv, 479, 0, "afde-2010-en.txt"sv}},
};
}  // namespace counter_charge_data

// The first rule of counter_charge that holds (its index), or -1.
constexpr int counter_charge_decides([[maybe_unused]] sys::counter_charge const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (counter_charge_data::rule_0(s, natural, total)) return 0;
  if (counter_charge_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test counter_charge = {
    "counter_charge"sv,  // name
    {"Counter charge"sv, "Charge de r\303\251action"sv},  // label
    "counter_charge"sv,  // situation
    true,  // has_roll
    {"d10"sv, 1, {}, {}, false},  // test_roll
    {counter_charge_data::rules, 2},  // rules
};

namespace pass_through_data {
// fail when total > unit.current_quality
constexpr bool rule_0([[maybe_unused]] sys::pass_through const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().current_quality_or_refuse("unit.current_quality"));
}
// succeed when total <= unit.current_quality
constexpr bool rule_1([[maybe_unused]] sys::pass_through const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().current_quality_or_refuse("unit.current_quality"));
}
inline constexpr g::test_rule rules[] = {
    {false, {""sv, 639, 0, "afde-2010-en.txt"sv}},
    {true, {""sv, 639, 0, "afde-2010-en.txt"sv}},
};
}  // namespace pass_through_data

// The first rule of pass_through that holds (its index), or -1.
constexpr int pass_through_decides([[maybe_unused]] sys::pass_through const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (pass_through_data::rule_0(s, natural, total)) return 0;
  if (pass_through_data::rule_1(s, natural, total)) return 1;
  return -1;
}

inline constexpr g::test pass_through = {
    "pass_through"sv,  // name
    {"Unit passed through by a routing unit"sv, "Unit\303\251s travers\303\251es"sv},  // label
    "pass_through"sv,  // situation
    true,  // has_roll
    {"d10"sv, 1, {}, {}, false},  // test_roll
    {pass_through_data::rules, 2},  // rules
};

namespace rally_data {
// succeed when natural == 0
constexpr bool rule_0([[maybe_unused]] sys::rally const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural == std::int64_t{0});
}
// succeed when total <= unit.current_quality
constexpr bool rule_1([[maybe_unused]] sys::rally const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().current_quality_or_refuse("unit.current_quality"));
}
// fail when total > unit.current_quality
constexpr bool rule_2([[maybe_unused]] sys::rally const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().current_quality_or_refuse("unit.current_quality"));
}
inline constexpr std::string_view strings[] = {
    "rally_modifiers"sv,
};
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 661, 0, "afde-2010-en.txt"sv}},
    {true, {""sv, 660, 0, "afde-2010-en.txt"sv}},
    {false, {""sv, 660, 0, "afde-2010-en.txt"sv}},
};
}  // namespace rally_data

// The first rule of rally that holds (its index), or -1.
constexpr int rally_decides([[maybe_unused]] sys::rally const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (rally_data::rule_0(s, natural, total)) return 0;
  if (rally_data::rule_1(s, natural, total)) return 1;
  if (rally_data::rule_2(s, natural, total)) return 2;
  return -1;
}

inline constexpr g::test rally = {
    "rally"sv,  // name
    {"Rally"sv, "Ralliement"sv},  // label
    "rally"sv,  // situation
    true,  // has_roll
    {"d10"sv, 1, {rally_data::strings + 0, 1}, {"+", 1}, false},  // test_roll
    {rally_data::rules, 3},  // rules
};

inline constexpr g::test all_data[] = {
    counter_charge,
    pass_through,
    rally,
};
inline constexpr g::span<g::test> all = {all_data, 3};
}  // namespace tests

// Dice pools: each item's condition and amount a constexpr function of the situation struct
// (the engine entry header evaluates them in the order written).
namespace pools {
namespace rt = g::rt;

inline constexpr g::span<g::pool> all = {};
}  // namespace pools

// Sequences: each step's condition and `with` fields, each result and its condition, a
// constexpr function of the situation struct.
namespace sequences {
namespace rt = g::rt;

inline constexpr g::span<g::sequence> all = {};
}  // namespace sequences

// The situations of the schema and their fields that are situations: what a game system dispatches on.
inline constexpr g::situation_kind situations_data[] = {
    {"charge"sv, {}},
    {"counter_charge"sv, {}},
    {"fire"sv, {}},
    {"initiative"sv, {}},
    {"leader_casualty"sv, {}},
    {"melee"sv, {}},
    {"pass_through"sv, {}},
    {"rally"sv, {}},
};
inline constexpr g::span<g::situation_kind> situations = {situations_data, 8};

inline constexpr g::ruleset ruleset = {
    "afde_2010"sv, "afde-2010.herald"sv,
    dice, symbols, enums, tables::all, bands::all, lists::all, transitions::all, tests::all, pools::all,
    sequences::all, rules, situations,
};

}  // namespace herald_generated::afde_2010
