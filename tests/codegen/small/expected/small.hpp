// Generated from small.herald by `herald build`: do not edit.
// Ruleset small_2026: its tables as constexpr data and its modifier lists, tests,
// pools and sequences compiled to constexpr C++. What the engine runs on it, and
// engine_tables(), is in small_engine.hpp: a file that reads the tables includes this one only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_layout.hpp"
#include "small_system.hpp"

namespace herald_generated::small_2026 {

namespace g = herald::engine::gen;
// Texts as "..."sv: a constexpr array of them is evaluated without counting each text's characters.
using std::string_view_literals::operator""sv;
namespace sys = herald_generated::small;

// The rules of the procedures as this edition states them, with the line of its book.
inline constexpr g::span<g::rule> rules = {};

// Dice, symbols and enums as the flattened ruleset has them.
inline constexpr g::die dice_data[] = {
    {"d10"sv, 0, 9, {"0.3"sv, 3, 0, "small-rules.txt"sv}},
};
inline constexpr g::span<g::die> dice = {dice_data, 1};

inline constexpr g::symbol symbols_data[] = {
    {"NA"sv, {"Not allowed"sv, "Interdit"sv}, false, 0, {"Chart"sv, 5, 0, "small-rules.txt"sv}},
    {"NE"sv, {"No effect"sv, "Pas d'effet"sv}, true, 0, {"Chart"sv, 4, 0, "small-rules.txt"sv}},
};
inline constexpr g::span<g::symbol> symbols = {symbols_data, 2};

// Each cell type as a struct of typed members, read from a cell by TYPE_of(cell): a
// number slot's value and whether the cell prints it (has_NAME), each symbol whether
// the cell prints it. `cells::fire_threshold_of(*tables::fire_table_at(sys::unit_type::Ar, 1)).discourage` is 5.
namespace cells {
struct effect {
  std::int64_t value = 0;
  bool has_value = false;
  bool NE = false;
  bool NA = false;
  bool blank = false;
};
constexpr effect effect_of(g::cell const& c) {
  effect out;
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
struct threshold {
  std::int64_t hit = 0;
  bool has_hit = false;
  std::int64_t kill = 0;
  bool has_kill = false;
  bool blank = false;
};
constexpr threshold threshold_of(g::cell const& c) {
  threshold out;
  out.blank = c.blank;
  for (g::slot const& s : c.slots) {
    (void)s;
    if (s.number && s.name == "hit"sv) {
      out.hit = s.value;
      out.has_hit = true;
    }
    if (s.number && s.name == "kill"sv) {
      out.kill = s.value;
      out.has_kill = true;
    }
  }
  return out;
}
}  // namespace cells

namespace enum_values {
inline constexpr g::enum_value fatigue[] = {
    {"fresh"sv, {"Fresh"sv, "Fra\303\256che"sv}},
    {"tired"sv, {"Tired"sv, "Fatigu\303\251e"sv}},
};
inline constexpr g::enum_value result[] = {
    {"F"sv, {"Fatigued"sv, "Fatigu\303\251"sv}},
    {"R"sv, {"Retreat"sv, "Recul"sv}},
};
inline constexpr g::enum_value terrain[] = {
    {"clear"sv, {"Clear"sv, "Clair"sv}},
    {"wood"sv, {"Wood"sv, "Bois"sv}},
};
inline constexpr g::enum_value unit_type[] = {
    {"Kn"sv, {"Knights"sv, "Chevaliers"sv}},
    {"Ar"sv, {"Archers"sv, "Archers"sv}},
};
}  // namespace enum_values

inline constexpr g::enum_type enums_data[] = {
    {"fatigue"sv, {"Fatigue"sv, "Fatigue"sv}, {enum_values::fatigue, 2}},
    {"result"sv, {"Result"sv, "R\303\251sultat"sv}, {enum_values::result, 2}},
    {"terrain"sv, {"Terrain"sv, "Terrain"sv}, {enum_values::terrain, 2}},
    {"unit_type"sv, {"Unit type"sv, "Type d'unit\303\251"sv}, {enum_values::unit_type, 2}},
};
inline constexpr g::span<g::enum_type> enums = {enums_data, 4};

// Grid tables: keys, cells with their typed slots, footnotes and provenance.
namespace tables {
namespace hit_table_data {
inline constexpr g::slot slots[] = {
    {"hit"sv, true, 5, ""sv, false},
    {"kill"sv, true, 8, ""sv, false},
    {"hit"sv, true, 7, ""sv, false},
};
inline constexpr std::string_view strings[] = {
    "shoot_modifiers"sv,
};
inline constexpr g::cell cells[] = {
    {"5/8"sv, false, {slots + 0, 2}, {}, {"5"sv, 52, 0, "small-rules.txt"sv}},
    {"7"sv, false, {slots + 2, 1}, {}, {"5"sv, 52, 0, "small-rules.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("Ar"sv),
    g::int_key(1),
    g::int_key(2),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Archers"sv, {cells + 0, 2}, {"5"sv, 52, 0, "small-rules.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    -1, -1, 0, 1,
};
}  // namespace hit_table_data

inline constexpr g::table hit_table = {
    "hit_table"sv,  // name
    {"Hit Table"sv, "Table des tirs"sv},  // label
    {"5"sv, 50, 0, "small-rules.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {hit_table_data::keys + 1, 2},  // column_keys
    {hit_table_data::rows, 1},  // rows
    true,  // has_roll
    {"d10"sv, 1, {hit_table_data::strings + 0, 1}, {"+", 1}, false},  // threshold_roll
    {},  // footnotes
};

// The cell of hit_table at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* hit_table_at(sys::unit_type k0, std::int64_t k1) {
  return g::dense_cell(hit_table_data::cells, {hit_table_data::dense, 4}, {g::ordinal{static_cast<std::int64_t>(k0), 2}, g::ordinal{k1 - 1, 2}});
}

namespace terrain_chart_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "NE"sv, true},
    {""sv, true, -1, ""sv, false},
};
inline constexpr std::string_view strings[] = {
    "a"sv,
};
inline constexpr g::cell cells[] = {
    {"NE"sv, false, {slots + 0, 1}, {}, {"4"sv, 42, 0, "small-rules.txt"sv}},
    {"-1 [a]"sv, false, {slots + 1, 1}, {strings + 0, 1}, {"4"sv, 43, 0, "small-rules.txt"sv}},
};
inline constexpr g::key keys[] = {
    g::name_key("clear"sv),
    g::name_key("wood"sv),
    g::int_key(1),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Clear"sv, {cells + 0, 1}, {"4"sv, 42, 0, "small-rules.txt"sv}},
    {{keys + 1, 1}, 1, "Wood"sv, {cells + 1, 1}, {"4"sv, 43, 0, "small-rules.txt"sv}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1,
};
inline constexpr g::footnote footnotes[] = {
    {"a"sv, "Only against \"shooting\"."sv, {""sv, 44, 0, "small-rules.txt"sv}},
};
}  // namespace terrain_chart_data

inline constexpr g::table terrain_chart = {
    "terrain_chart"sv,  // name
    {"Terrain"sv, "Terrains"sv},  // label
    {"4"sv, 40, 0, "small-rules.txt"sv},  // source
    1,  // row_levels
    false,  // ratio_steps
    1,  // column_levels
    {terrain_chart_data::keys + 2, 1},  // column_keys
    {terrain_chart_data::rows, 2},  // rows
    false,  // has_roll
    {""sv, 1, {}, {}, false},  // threshold_roll
    {terrain_chart_data::footnotes, 1},  // footnotes
};

// The cell of terrain_chart at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* terrain_chart_at(sys::terrain k0, std::int64_t k1) {
  return g::dense_cell(terrain_chart_data::cells, {terrain_chart_data::dense, 2}, {g::ordinal{static_cast<std::int64_t>(k0), 2}, g::ordinal{k1 - 1, 1}});
}

inline constexpr g::table all_data[] = {
    hit_table,
    terrain_chart,
};
inline constexpr g::span<g::table> all = {all_data, 2};
}  // namespace tables

// Band tables: bands with their outcome cells, roll, clamp and leader triggers.
namespace bands {
namespace shoot_result_data {
inline constexpr g::slot slots[] = {
    {""sv, false, 0, "F"sv, false},
    {""sv, false, 0, "F"sv, false},
    {""sv, false, 0, "R"sv, false},
};
inline constexpr std::string_view strings[] = {
    "shoot_modifiers"sv,
    "target"sv,
};
inline constexpr g::cell cells[] = {
    {"_"sv, true, {}, {}, {"6"sv, 62, 0, "small-rules.txt"sv}},
    {"F"sv, false, {slots + 0, 1}, {}, {"6"sv, 63, 0, "small-rules.txt"sv}},
    {"F + R"sv, false, {slots + 1, 2}, {}, {"6"sv, 64, 0, "small-rules.txt"sv}},
};
inline constexpr g::band bands[] = {
    {-2, false, 4, {cells + 0, 1}, {"6"sv, 62, 0, "small-rules.txt"sv}},
    {5, false, 8, {cells + 1, 1}, {"6"sv, 63, 0, "small-rules.txt"sv}},
    {9, false, 11, {cells + 2, 1}, {"6"sv, 64, 0, "small-rules.txt"sv}},
};
}  // namespace shoot_result_data

inline constexpr g::band_table shoot_result = {
    "shoot_result"sv,  // name
    {"Results"sv, "R\303\251sultats"sv},  // label
    {"6"sv, 60, 0, "small-rules.txt"sv},  // source
    true,  // has_roll
    {"d10"sv, 1, {shoot_result_data::strings + 0, 1}, {"+", 1}, false},  // band_roll
    true,  // has_clamp
    -2,  // clamp_low
    2,  // clamp_high
    true,  // has_domain
    -2,  // domain_low
    11,  // domain_high
    {shoot_result_data::strings + 1, 1},  // columns
    {shoot_result_data::bands, 3},  // bands
    {},  // triggers
};

inline constexpr g::band_table all_data[] = {
    shoot_result,
};
inline constexpr g::span<g::band_table> all = {all_data, 1};
}  // namespace bands

// Modifier lists: each condition and computed delta is a constexpr C++ function of
// the list's situation struct; <list>_total(s) is what the list adds to a roll.
namespace lists {
namespace rt = g::rt;
namespace shoot_modifiers_data {
inline constexpr g::modifier modifiers[] = {
    {"many"sv, 1, false, {}, "+1 for more than 4 SP"sv, {"5"sv, 56, 0, "small-rules.txt"sv}},
    {"tired"sv, -1, false, {}, "-1 if a shooter is tired"sv, {"5"sv, 57, 0, "small-rules.txt"sv}},
    {"cover"sv, 0, true, {}, "terrain"sv, {"5"sv, 58, 0, "small-rules.txt"sv}},
};
// many: shooters.sum(strength) > 4
constexpr bool when_0(sys::shoot const& s) {
  return (g::sum_of(s.shooters_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return e1.strength_or_refuse(); }) > std::int64_t{4});
}
// tired: shooters.any(fatigue == tired)
constexpr bool when_1(sys::shoot const& s) {
  return g::any_of(s.shooters_or_refuse(), [&]([[maybe_unused]] auto const& e1) { return (e1.fatigue_or_refuse() == sys::fatigue::tired); });
}
// cover: terrain != clear
constexpr bool when_2(sys::shoot const& s) {
  return (s.terrain_or_refuse() != sys::terrain::clear);
}
// cover: terrain_chart[terrain][1]
constexpr std::int64_t delta_2(sys::shoot const& s) {
  return rt::cell_number(symbols, tables::terrain_chart, tables::terrain_chart_at(s.terrain_or_refuse(), std::int64_t{1}), {g::name_key(sys::name_of(s.terrain_or_refuse())), g::int_key(std::int64_t{1})}, "");
}
// What the rules say of modifier `index` in situation `s`.
constexpr g::verdict verdict_of(std::size_t index, [[maybe_unused]] sys::shoot const& s) {
  switch (index) {
    case 0: return g::verdict{when_0(s), modifiers[0].delta};
    case 1: return g::verdict{when_1(s), modifiers[1].delta};
    case 2: return when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
    default: return {};
  }
}
// Every verdict at once (what <list>_total reads; straight-line code the compiler can inline).
constexpr void fill([[maybe_unused]] sys::shoot const& s, [[maybe_unused]] g::verdict* v) {
  v[0] = g::verdict{when_0(s), modifiers[0].delta};
  v[1] = g::verdict{when_1(s), modifiers[1].delta};
  v[2] = when_2(s) ? g::verdict{true, delta_2(s)} : g::verdict{};
}
}  // namespace shoot_modifiers_data

inline constexpr g::modifier_list shoot_modifiers = {
    "shoot_modifiers"sv,  // name
    {"Modifiers"sv, "Modificateurs"sv},  // label
    "shoot"sv,  // situation
    true,  // has_clamp
    -2,  // clamp_low
    2,  // clamp_high
    {shoot_modifiers_data::modifiers, 3},  // modifiers
    {},  // groups
};

// The total shoot_modifiers adds to a roll in situation `s` (excludes, groups and clamp applied).
constexpr std::int64_t shoot_modifiers_total(sys::shoot const& s) {
  g::verdict verdicts[3 + 1]{};
  shoot_modifiers_data::fill(s, verdicts);
  return g::combine(shoot_modifiers, verdicts);
}

inline constexpr g::modifier_list all_data[] = {
    shoot_modifiers,
};
inline constexpr g::span<g::modifier_list> all = {all_data, 1};
}  // namespace lists

// State transitions: `*` matches or keeps any value.
namespace transitions {
namespace unit_state_data {
inline constexpr std::string_view strings[] = {
    "fresh"sv,
    "tired"sv,
    "tired"sv,
    "eliminated"sv,
};
inline constexpr g::transition transitions[] = {
    {"F"sv, {strings + 0, 1}, {strings + 1, 1}, {"7"sv, 71, 0, "small-rules.txt"sv}},
    {"F"sv, {strings + 2, 1}, {strings + 3, 1}, {"7"sv, 72, 0, "small-rules.txt"sv}},
};
}  // namespace unit_state_data

inline constexpr g::transition_table unit_state = {
    "unit_state"sv,  // name
    {"States"sv, ""sv},  // label
    {unit_state_data::transitions, 2},  // transitions
};

inline constexpr g::transition_table all_data[] = {
    unit_state,
};
inline constexpr g::span<g::transition_table> all = {all_data, 1};
}  // namespace transitions

// Tests: each rule, in order, is a constexpr C++ function of the situation struct,
// the natural roll and the total; <test>_decides(s, natural, total) is the first that holds.
namespace tests {
namespace rt = g::rt;
namespace recover_data {
// succeed when natural == 0
constexpr bool rule_0([[maybe_unused]] sys::recover const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (natural == std::int64_t{0});
}
// succeed when total <= unit.strength
constexpr bool rule_1([[maybe_unused]] sys::recover const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total <= s.unit_or_refuse().strength_or_refuse("unit.strength"));
}
// fail when total > unit.strength
constexpr bool rule_2([[maybe_unused]] sys::recover const& s, [[maybe_unused]] std::int64_t natural,
                        [[maybe_unused]] std::int64_t total) {
  return (total > s.unit_or_refuse().strength_or_refuse("unit.strength"));
}
inline constexpr g::test_rule rules[] = {
    {true, {""sv, 81, 0, "small-rules.txt"sv}},
    {true, {""sv, 82, 0, "small-rules.txt"sv}},
    {false, {""sv, 82, 0, "small-rules.txt"sv}},
};
}  // namespace recover_data

// The first rule of recover that holds (its index), or -1.
constexpr int recover_decides([[maybe_unused]] sys::recover const& s, [[maybe_unused]] std::int64_t natural,
                             [[maybe_unused]] std::int64_t total) {
  if (recover_data::rule_0(s, natural, total)) return 0;
  if (recover_data::rule_1(s, natural, total)) return 1;
  if (recover_data::rule_2(s, natural, total)) return 2;
  return -1;
}

inline constexpr g::test recover = {
    "recover"sv,  // name
    {"Recovery"sv, "R\303\251cup\303\251ration"sv},  // label
    "recover"sv,  // situation
    true,  // has_roll
    {"d10"sv, 1, {}, {}, false},  // test_roll
    {recover_data::rules, 3},  // rules
};

inline constexpr g::test all_data[] = {
    recover,
};
inline constexpr g::span<g::test> all = {all_data, 1};
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
    {"recover"sv, {}},
    {"shoot"sv, {}},
};
inline constexpr g::span<g::situation_kind> situations = {situations_data, 2};

inline constexpr g::ruleset ruleset = {
    "small_2026"sv, "small.herald"sv,
    dice, symbols, enums, tables::all, bands::all, lists::all, transitions::all, tests::all, pools::all,
    sequences::all, rules, situations,
};

}  // namespace herald_generated::small_2026
