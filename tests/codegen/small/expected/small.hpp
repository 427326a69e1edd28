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
namespace sys = herald_generated::small;

// The rules of the procedures as this edition states them, with the line of its book.
inline constexpr g::span<g::rule> rules = {};

// Dice, symbols and enums as the flattened ruleset has them.
inline constexpr g::die dice_data[] = {
    {"d10", 0, 9, {"0.3", 3, 0, "small-rules.txt"}},
};
inline constexpr g::span<g::die> dice = {dice_data, 1};

inline constexpr g::symbol symbols_data[] = {
    {"NA", {"Not allowed", "Interdit"}, false, 0, {"Chart", 5, 0, "small-rules.txt"}},
    {"NE", {"No effect", "Pas d'effet"}, true, 0, {"Chart", 4, 0, "small-rules.txt"}},
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
    if (s.number && s.name == "") {
      out.value = s.value;
      out.has_value = true;
    }
    if (!s.number && s.symbol == "NE") out.NE = true;
    if (!s.number && s.symbol == "NA") out.NA = true;
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
    if (s.number && s.name == "hit") {
      out.hit = s.value;
      out.has_hit = true;
    }
    if (s.number && s.name == "kill") {
      out.kill = s.value;
      out.has_kill = true;
    }
  }
  return out;
}
}  // namespace cells

namespace enum_values {
inline constexpr g::enum_value fatigue[] = {
    {"fresh", {"Fresh", "Fra\303\256che"}},
    {"tired", {"Tired", "Fatigu\303\251e"}},
};
inline constexpr g::enum_value result[] = {
    {"F", {"Fatigued", "Fatigu\303\251"}},
    {"R", {"Retreat", "Recul"}},
};
inline constexpr g::enum_value terrain[] = {
    {"clear", {"Clear", "Clair"}},
    {"wood", {"Wood", "Bois"}},
};
inline constexpr g::enum_value unit_type[] = {
    {"Kn", {"Knights", "Chevaliers"}},
    {"Ar", {"Archers", "Archers"}},
};
}  // namespace enum_values

inline constexpr g::enum_type enums_data[] = {
    {"fatigue", {"Fatigue", "Fatigue"}, {enum_values::fatigue, 2}},
    {"result", {"Result", "R\303\251sultat"}, {enum_values::result, 2}},
    {"terrain", {"Terrain", "Terrain"}, {enum_values::terrain, 2}},
    {"unit_type", {"Unit type", "Type d'unit\303\251"}, {enum_values::unit_type, 2}},
};
inline constexpr g::span<g::enum_type> enums = {enums_data, 4};

// Grid tables: keys, cells with their typed slots, footnotes and provenance.
namespace tables {
namespace hit_table_data {
inline constexpr g::slot slots[] = {
    {"hit", true, 5, "", false},
    {"kill", true, 8, "", false},
    {"hit", true, 7, "", false},
};
inline constexpr std::string_view strings[] = {
    "shoot_modifiers",
};
inline constexpr g::cell cells[] = {
    {"5/8", false, {slots + 0, 2}, {}, {"5", 52, 0, "small-rules.txt"}},
    {"7", false, {slots + 2, 1}, {}, {"5", 52, 0, "small-rules.txt"}},
};
inline constexpr g::key keys[] = {
    g::name_key("Ar"),
    g::int_key(1),
    g::int_key(2),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Archers", {cells + 0, 2}, {"5", 52, 0, "small-rules.txt"}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    -1, -1, 0, 1,
};
}  // namespace hit_table_data

inline constexpr g::table hit_table = {
    "hit_table", {"Hit Table", "Table des tirs"}, {"5", 50, 0, "small-rules.txt"},
    1, false, 1,
    {hit_table_data::keys + 1, 2}, {hit_table_data::rows, 1},
    true, {"d10", 1, {hit_table_data::strings + 0, 1}, {"+", 1}, false},
    {},
};

// The cell of hit_table at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* hit_table_at(sys::unit_type k0, std::int64_t k1) {
  return g::dense_cell(hit_table_data::cells, {hit_table_data::dense, 4}, {g::ordinal{static_cast<std::int64_t>(k0), 2}, g::ordinal{k1 - 1, 2}});
}

namespace terrain_chart_data {
inline constexpr g::slot slots[] = {
    {"", false, 0, "NE", true},
    {"", true, -1, "", false},
};
inline constexpr std::string_view strings[] = {
    "a",
};
inline constexpr g::cell cells[] = {
    {"NE", false, {slots + 0, 1}, {}, {"4", 42, 0, "small-rules.txt"}},
    {"-1 [a]", false, {slots + 1, 1}, {strings + 0, 1}, {"4", 43, 0, "small-rules.txt"}},
};
inline constexpr g::key keys[] = {
    g::name_key("clear"),
    g::name_key("wood"),
    g::int_key(1),
};
inline constexpr g::row rows[] = {
    {{keys + 0, 1}, 1, "Clear", {cells + 0, 1}, {"4", 42, 0, "small-rules.txt"}},
    {{keys + 1, 1}, 1, "Wood", {cells + 1, 1}, {"4", 43, 0, "small-rules.txt"}},
};
// The cell of each combination of key ordinals (row-major), -1 where none is printed.
inline constexpr std::int32_t dense[] = {
    0, 1,
};
inline constexpr g::footnote footnotes[] = {
    {"a", "Only against \"shooting\".", {"", 44, 0, "small-rules.txt"}},
};
}  // namespace terrain_chart_data

inline constexpr g::table terrain_chart = {
    "terrain_chart", {"Terrain", "Terrains"}, {"4", 40, 0, "small-rules.txt"},
    1, false, 1,
    {terrain_chart_data::keys + 2, 1}, {terrain_chart_data::rows, 2},
    false, {},
    {terrain_chart_data::footnotes, 1},
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
    {"", false, 0, "F", false},
    {"", false, 0, "F", false},
    {"", false, 0, "R", false},
};
inline constexpr std::string_view strings[] = {
    "shoot_modifiers",
    "target",
};
inline constexpr g::cell cells[] = {
    {"_", true, {}, {}, {"6", 62, 0, "small-rules.txt"}},
    {"F", false, {slots + 0, 1}, {}, {"6", 63, 0, "small-rules.txt"}},
    {"F + R", false, {slots + 1, 2}, {}, {"6", 64, 0, "small-rules.txt"}},
};
inline constexpr g::band bands[] = {
    {-2, false, 4, {cells + 0, 1}, {"6", 62, 0, "small-rules.txt"}},
    {5, false, 8, {cells + 1, 1}, {"6", 63, 0, "small-rules.txt"}},
    {9, false, 11, {cells + 2, 1}, {"6", 64, 0, "small-rules.txt"}},
};
}  // namespace shoot_result_data

inline constexpr g::band_table shoot_result = {
    "shoot_result", {"Results", "R\303\251sultats"}, {"6", 60, 0, "small-rules.txt"},
    true, {"d10", 1, {shoot_result_data::strings + 0, 1}, {"+", 1}, false},
    true, -2, 2,
    true, -2, 11,
    {shoot_result_data::strings + 1, 1}, {shoot_result_data::bands, 3}, {},
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
    {"many", 1, false, {}, "+1 for more than 4 SP", {"5", 56, 0, "small-rules.txt"}},
    {"tired", -1, false, {}, "-1 if a shooter is tired", {"5", 57, 0, "small-rules.txt"}},
    {"cover", 0, true, {}, "terrain", {"5", 58, 0, "small-rules.txt"}},
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
    "shoot_modifiers", {"Modifiers", "Modificateurs"}, "shoot",
    true, -2, 2,
    {shoot_modifiers_data::modifiers, 3}, {},
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
    "fresh",
    "tired",
    "tired",
    "eliminated",
};
inline constexpr g::transition transitions[] = {
    {"F", {strings + 0, 1}, {strings + 1, 1}, {"7", 71, 0, "small-rules.txt"}},
    {"F", {strings + 2, 1}, {strings + 3, 1}, {"7", 72, 0, "small-rules.txt"}},
};
}  // namespace unit_state_data

inline constexpr g::transition_table unit_state = {
    "unit_state", {"States", ""}, {unit_state_data::transitions, 2},
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
    {true, {"", 81, 0, "small-rules.txt"}},
    {true, {"", 82, 0, "small-rules.txt"}},
    {false, {"", 82, 0, "small-rules.txt"}},
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
    "recover", {"Recovery", "R\303\251cup\303\251ration"}, "recover", true, {"d10", 1, {}, {}, false}, {recover_data::rules, 3},
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

inline constexpr g::ruleset ruleset = {
    "small_2026", "small.herald",
    dice, symbols, enums, tables::all, bands::all, lists::all, transitions::all, tests::all, pools::all,
    sequences::all, rules,
};

}  // namespace herald_generated::small_2026
