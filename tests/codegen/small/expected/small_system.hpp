// Generated from small.system.herald by `herald build`: do not edit.
// System small: its enums as C++ types, with names, English and French labels and
// lookups, and its records and situations as literal structs that compiled conditions read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_tables.hpp"

namespace herald_generated::small {

// A value's name as the rules write it and its labels in the languages of the player aids.
template <class Enum>
struct enum_entry {
  Enum value;
  std::string_view name, en, fr;
};

// Fatigue
enum class fatigue : std::uint16_t {
  fresh,
  tired,
};

inline constexpr enum_entry<fatigue> fatigue_entries[] = {
    {fatigue::fresh, "fresh", "Fresh", "Fra\303\256che"},
    {fatigue::tired, "tired", "Tired", "Fatigu\303\251e"},
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

inline void read_value(herald::engine::value const& v, fatigue& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, fatigue_from_name);
}

// Result
enum class result : std::uint16_t {
  F,
  R,
};

inline constexpr enum_entry<result> result_entries[] = {
    {result::F, "F", "Fatigued", "Fatigu\303\251"},
    {result::R, "R", "Retreat", "Recul"},
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

inline void read_value(herald::engine::value const& v, result& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, result_from_name);
}

// Terrain
enum class terrain : std::uint16_t {
  clear,
  wood,
};

inline constexpr enum_entry<terrain> terrain_entries[] = {
    {terrain::clear, "clear", "Clear", "Clair"},
    {terrain::wood, "wood", "Wood", "Bois"},
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

inline void read_value(herald::engine::value const& v, terrain& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, terrain_from_name);
}

// Unit type
enum class unit_type : std::uint16_t {
  Kn,
  Ar,
};

inline constexpr enum_entry<unit_type> unit_type_entries[] = {
    {unit_type::Kn, "Kn", "Knights", "Chevaliers"},
    {unit_type::Ar, "Ar", "Archers", "Archers"},
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

inline void read_value(herald::engine::value const& v, unit_type& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, unit_type_from_name);
}

// Records and situations, each before the records that hold it. A list holds at
// most 8 elements: a fixed capacity keeps the structs literal types.
// unit: Unit
struct unit {
  ::herald_generated::small::unit_type type{};
  std::int64_t strength{};
  ::herald_generated::small::fatigue fatigue{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
};

// One pass over the value's fields; a field the value leaves out keeps its default.
inline void read_value(herald::engine::value const& v, unit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "type") read_value(field, out.type, "type"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "strength") read_value(field, out.strength, "strength"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "fatigue") read_value(field, out.fatigue, "fatigue"), out.herald_present |= std::uint64_t{1} << 2;
  }
}

// recover: Recovery
struct recover {
  ::herald_generated::small::unit unit{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
};

// One pass over the value's fields; a field the value leaves out keeps its default.
inline void read_value(herald::engine::value const& v, recover& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit") read_value(field, out.unit, "unit"), out.herald_present |= std::uint64_t{1} << 0;
  }
}

// shoot: Shooting
struct shoot {
  herald::engine::gen::list<::herald_generated::small::unit, 8> shooters{};
  ::herald_generated::small::unit target{};
  std::int64_t range{};
  ::herald_generated::small::terrain terrain{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
};

// One pass over the value's fields; a field the value leaves out keeps its default.
inline void read_value(herald::engine::value const& v, shoot& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "shooters") read_value(field, out.shooters, "shooters"), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target") read_value(field, out.target, "target"), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "range") read_value(field, out.range, "range"), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "terrain") read_value(field, out.terrain, "terrain"), out.herald_present |= std::uint64_t{1} << 3;
  }
}

}  // namespace herald_generated::small
