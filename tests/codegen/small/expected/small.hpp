// Generated from small.herald by `herald build`: do not edit.
// Ruleset small_2026: its tables as constexpr data and its modifier lists compiled
// to C++, plugged into the reference engine by engine_tables().
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/generated_tables.hpp"
#include "small_system.hpp"

namespace herald_generated::small_2026 {

namespace g = herald::engine::gen;
namespace model = herald::model;
namespace sys = herald_generated::small;

// Dice, symbols and enums as the flattened ruleset has them.
inline constexpr std::array<g::die, 1> dice = {{
    {"d10", 0, 9, {"0.3", 3, 0}},
}};

inline constexpr std::array<g::symbol, 2> symbols = {{
    {"NA", {"Not allowed", "Interdit"}, false, 0, {"Chart", 5, 0}},
    {"NE", {"No effect", "Pas d'effet"}, true, 0, {"Chart", 4, 0}},
}};

namespace enum_values {
inline constexpr std::array<g::enum_value, 2> fatigue = {{
    {"fresh", {"Fresh", "Fra\303\256che"}},
    {"tired", {"Tired", "Fatigu\303\251e"}},
}};
inline constexpr std::array<g::enum_value, 2> result = {{
    {"F", {"Fatigued", "Fatigu\303\251"}},
    {"R", {"Retreat", "Recul"}},
}};
inline constexpr std::array<g::enum_value, 2> terrain = {{
    {"clear", {"Clear", "Clair"}},
    {"wood", {"Wood", "Bois"}},
}};
inline constexpr std::array<g::enum_value, 2> unit_type = {{
    {"Kn", {"Knights", "Chevaliers"}},
    {"Ar", {"Archers", "Archers"}},
}};
}  // namespace enum_values

inline constexpr std::array<g::enum_type, 4> enums = {{
    {"fatigue", {"Fatigue", "Fatigue"}, {enum_values::fatigue.data(), 2}},
    {"result", {"Result", "R\303\251sultat"}, {enum_values::result.data(), 2}},
    {"terrain", {"Terrain", "Terrain"}, {enum_values::terrain.data(), 2}},
    {"unit_type", {"Unit type", "Type d'unit\303\251"}, {enum_values::unit_type.data(), 2}},
}};

// Grid tables: keys, cells with their typed slots, footnotes and provenance.
namespace tables {
namespace hit_table_data {
inline constexpr std::array<g::slot, 3> slots = {{
    {"hit", true, 5, ""},
    {"kill", true, 8, ""},
    {"hit", true, 7, ""},
}};
inline constexpr std::array<std::string_view, 1> strings = {{
    "shoot_modifiers",
}};
inline constexpr std::array<g::cell, 2> cells = {{
    {"5/8", false, {slots.data() + 0, 2}, {}, {"5", 52, 0}},
    {"7", false, {slots.data() + 2, 1}, {}, {"5", 52, 0}},
}};
inline constexpr std::array<g::key, 3> keys = {{
    g::name_key("Ar"),
    g::int_key(1),
    g::int_key(2),
}};
inline constexpr std::array<g::row, 1> rows = {{
    {{keys.data() + 0, 1}, 1, "Archers", {cells.data() + 0, 2}, {"5", 52, 0}},
}};
inline constexpr std::array<g::footnote, 0> footnotes = {{

}};
}  // namespace hit_table_data

inline constexpr g::table hit_table = {
    "hit_table", {"Hit Table", "Table des tirs"}, {"5", 50, 0},
    1, false, 1,
    {hit_table_data::keys.data() + 1, 2}, {hit_table_data::rows.data(), 1},
    true, {"d10", 1, {hit_table_data::strings.data() + 0, 1}, {"+", 1}, false},
    {hit_table_data::footnotes.data(), 0},
};

// The cell of hit_table at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* hit_table_at(sys::unit_type k0, std::int64_t k1) { return g::lookup(hit_table, {g::name_key(sys::name_of(k0)), g::int_key(k1)}); }

namespace terrain_chart_data {
inline constexpr std::array<g::slot, 2> slots = {{
    {"", false, 0, "NE"},
    {"", true, -1, ""},
}};
inline constexpr std::array<std::string_view, 1> strings = {{
    "a",
}};
inline constexpr std::array<g::cell, 2> cells = {{
    {"NE", false, {slots.data() + 0, 1}, {}, {"4", 42, 0}},
    {"-1 [a]", false, {slots.data() + 1, 1}, {strings.data() + 0, 1}, {"4", 43, 0}},
}};
inline constexpr std::array<g::key, 3> keys = {{
    g::name_key("clear"),
    g::name_key("wood"),
    g::int_key(1),
}};
inline constexpr std::array<g::row, 2> rows = {{
    {{keys.data() + 0, 1}, 1, "Clear", {cells.data() + 0, 1}, {"4", 42, 0}},
    {{keys.data() + 1, 1}, 1, "Wood", {cells.data() + 1, 1}, {"4", 43, 0}},
}};
inline constexpr std::array<g::footnote, 1> footnotes = {{
    {"a", "Only against \"shooting\".", {"", 44, 0}},
}};
}  // namespace terrain_chart_data

inline constexpr g::table terrain_chart = {
    "terrain_chart", {"Terrain", "Terrains"}, {"4", 40, 0},
    1, false, 1,
    {terrain_chart_data::keys.data() + 2, 1}, {terrain_chart_data::rows.data(), 2},
    false, {},
    {terrain_chart_data::footnotes.data(), 1},
};

// The cell of terrain_chart at these keys (rows' keys, then columns'), or nullptr.
constexpr g::cell const* terrain_chart_at(sys::terrain k0, std::int64_t k1) { return g::lookup(terrain_chart, {g::name_key(sys::name_of(k0)), g::int_key(k1)}); }

inline constexpr std::array<g::table, 2> all = {{
    hit_table,
    terrain_chart,
}};
}  // namespace tables

// Band tables: bands with their outcome cells, roll, clamp and leader triggers.
namespace bands {
namespace shoot_result_data {
inline constexpr std::array<g::slot, 3> slots = {{
    {"", false, 0, "F"},
    {"", false, 0, "F"},
    {"", false, 0, "R"},
}};
inline constexpr std::array<std::string_view, 2> strings = {{
    "shoot_modifiers",
    "target",
}};
inline constexpr std::array<g::cell, 3> cells = {{
    {"_", true, {}, {}, {"6", 62, 0}},
    {"F", false, {slots.data() + 0, 1}, {}, {"6", 63, 0}},
    {"F + R", false, {slots.data() + 1, 2}, {}, {"6", 64, 0}},
}};
inline constexpr std::array<g::band, 3> bands = {{
    {-2, false, 4, {cells.data() + 0, 1}, {"6", 62, 0}},
    {5, false, 8, {cells.data() + 1, 1}, {"6", 63, 0}},
    {9, false, 11, {cells.data() + 2, 1}, {"6", 64, 0}},
}};
inline constexpr std::array<g::trigger, 0> triggers = {{

}};
}  // namespace shoot_result_data

inline constexpr g::band_table shoot_result = {
    "shoot_result", {"Results", "R\303\251sultats"}, {"6", 60, 0},
    true, {"d10", 1, {shoot_result_data::strings.data() + 0, 1}, {"+", 1}, false},
    true, -2, 2,
    {shoot_result_data::strings.data() + 1, 1}, {shoot_result_data::bands.data(), 3}, {shoot_result_data::triggers.data(), 0},
};

inline constexpr std::array<g::band_table, 1> all = {{
    shoot_result,
}};
}  // namespace bands

// Modifier lists: each condition and computed delta is a C++ function of the situation.
namespace lists {
namespace rt = g::rt;
namespace shoot_modifiers_data {
// many: shooters.sum(strength) > 4
inline bool when_0(model::value const& s) {
  (void)s;
  return (rt::sum(rt::as_list(rt::field(s, nullptr, "shooters"), "shooters"), [&]([[maybe_unused]] model::value const& e1) { return rt::as_int(rt::field(s, &e1, "strength"), "strength"); }) > std::int64_t{4});
}
// tired: shooters.any(fatigue == tired)
inline bool when_1(model::value const& s) {
  (void)s;
  return rt::any(rt::as_list(rt::field(s, nullptr, "shooters"), "shooters"), [&]([[maybe_unused]] model::value const& e1) { return (rt::as_name(rt::field(s, &e1, "fatigue"), "fatigue") == std::string_view{"tired"}); });
}
// cover: terrain != clear
inline bool when_2(model::value const& s) {
  (void)s;
  return (rt::as_name(rt::field(s, nullptr, "terrain"), "terrain") != std::string_view{"clear"});
}
// cover: terrain_chart[terrain][1]
inline std::int64_t delta_2(model::value const& s) {
  (void)s;
  return rt::cell_number({symbols.data(), symbols.size()}, tables::terrain_chart, {rt::key_of(rt::field(s, nullptr, "terrain"), "terrain"), g::int_key(std::int64_t{1})}, "");
}
inline constexpr std::array<std::string_view, 0> strings = {{

}};
inline constexpr std::array<g::modifier, 3> modifiers = {{
    {"many", 1, nullptr, when_0, {}, "+1 for more than 4 SP", {"5", 56, 0}},
    {"tired", -1, nullptr, when_1, {}, "-1 if a shooter is tired", {"5", 57, 0}},
    {"cover", 0, delta_2, when_2, {}, "terrain", {"5", 58, 0}},
}};
inline constexpr std::array<g::modifier_group, 0> groups = {{

}};
}  // namespace shoot_modifiers_data

inline constexpr g::modifier_list shoot_modifiers = {
    "shoot_modifiers", {"Modifiers", "Modificateurs"}, "shoot",
    true, -2, 2,
    {shoot_modifiers_data::modifiers.data(), 3}, {shoot_modifiers_data::groups.data(), 0},
};

inline constexpr std::array<g::modifier_list, 1> all = {{
    shoot_modifiers,
}};
}  // namespace lists

// State transitions: `*` matches or keeps any value.
namespace transitions {
namespace unit_state_data {
inline constexpr std::array<std::string_view, 4> strings = {{
    "fresh",
    "tired",
    "tired",
    "eliminated",
}};
inline constexpr std::array<g::transition, 2> transitions = {{
    {"F", {strings.data() + 0, 1}, {strings.data() + 1, 1}, {"7", 71, 0}},
    {"F", {strings.data() + 2, 1}, {strings.data() + 3, 1}, {"7", 72, 0}},
}};
}  // namespace unit_state_data

inline constexpr g::transition_table unit_state = {
    "unit_state", {"States", ""}, {unit_state_data::transitions.data(), 2},
};

inline constexpr std::array<g::transition_table, 1> all = {{
    unit_state,
}};
}  // namespace transitions

// Tests: each rule, in order, is a C++ function of the situation, the natural roll and the total.
namespace tests {
namespace rt = g::rt;
namespace recover_data {
// succeed when natural == 0
inline bool rule_0(model::value const& s, std::int64_t natural, std::int64_t total) {
  (void)s, (void)natural, (void)total;
  return (natural == std::int64_t{0});
}
// succeed when total <= unit.strength
inline bool rule_1(model::value const& s, std::int64_t natural, std::int64_t total) {
  (void)s, (void)natural, (void)total;
  return (total <= rt::as_int(rt::member(rt::field(s, nullptr, "unit"), "strength", "unit.strength"), "unit.strength"));
}
// fail when total > unit.strength
inline bool rule_2(model::value const& s, std::int64_t natural, std::int64_t total) {
  (void)s, (void)natural, (void)total;
  return (total > rt::as_int(rt::member(rt::field(s, nullptr, "unit"), "strength", "unit.strength"), "unit.strength"));
}
inline constexpr std::array<std::string_view, 0> strings = {{

}};
inline constexpr std::array<g::test_rule, 3> rules = {{
    {true, rule_0, {"", 81, 0}},
    {true, rule_1, {"", 82, 0}},
    {false, rule_2, {"", 82, 0}},
}};
}  // namespace recover_data

inline constexpr g::test recover = {
    "recover", {"Recovery", "R\303\251cup\303\251ration"}, "recover", true, {"d10", 1, {}, {}, false}, {recover_data::rules.data(), 3},
};

inline constexpr std::array<g::test, 1> all = {{
    recover,
}};
}  // namespace tests

inline constexpr g::ruleset ruleset = {
    "small_2026", "small.herald",
    {dice.data(), 1}, {symbols.data(), 2}, {enums.data(), 4},
    {tables::all.data(), 2}, {bands::all.data(), 1},
    {lists::all.data(), 1}, {transitions::all.data(), 1},
    {tests::all.data(), 1},
};

// The engine's tables interface (engine/tables.hpp) over this ruleset.
inline herald::engine::generated_tables engine_tables() { return herald::engine::generated_tables{ruleset}; }

}  // namespace herald_generated::small_2026
