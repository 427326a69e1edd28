// Generated from small.system.herald by `herald build`: do not edit.
// System small: its enums as C++ types, with names, English and French labels and lookups.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

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

inline constexpr std::array<enum_entry<fatigue>, 2> fatigue_entries = {{
    {fatigue::fresh, "fresh", "Fresh", "Fra\303\256che"},
    {fatigue::tired, "tired", "Tired", "Fatigu\303\251e"},
}};

constexpr std::string_view name_of(fatigue v) { return fatigue_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(fatigue v) { return fatigue_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(fatigue v) { return fatigue_entries[static_cast<std::size_t>(v)].fr; }
constexpr std::optional<fatigue> fatigue_from_name(std::string_view name) {
  for (auto const& e : fatigue_entries)
    if (e.name == name) return e.value;
  return std::nullopt;
}

// Result
enum class result : std::uint16_t {
  F,
  R,
};

inline constexpr std::array<enum_entry<result>, 2> result_entries = {{
    {result::F, "F", "Fatigued", "Fatigu\303\251"},
    {result::R, "R", "Retreat", "Recul"},
}};

constexpr std::string_view name_of(result v) { return result_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(result v) { return result_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(result v) { return result_entries[static_cast<std::size_t>(v)].fr; }
constexpr std::optional<result> result_from_name(std::string_view name) {
  for (auto const& e : result_entries)
    if (e.name == name) return e.value;
  return std::nullopt;
}

// Terrain
enum class terrain : std::uint16_t {
  clear,
  wood,
};

inline constexpr std::array<enum_entry<terrain>, 2> terrain_entries = {{
    {terrain::clear, "clear", "Clear", "Clair"},
    {terrain::wood, "wood", "Wood", "Bois"},
}};

constexpr std::string_view name_of(terrain v) { return terrain_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(terrain v) { return terrain_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(terrain v) { return terrain_entries[static_cast<std::size_t>(v)].fr; }
constexpr std::optional<terrain> terrain_from_name(std::string_view name) {
  for (auto const& e : terrain_entries)
    if (e.name == name) return e.value;
  return std::nullopt;
}

// Unit type
enum class unit_type : std::uint16_t {
  Kn,
  Ar,
};

inline constexpr std::array<enum_entry<unit_type>, 2> unit_type_entries = {{
    {unit_type::Kn, "Kn", "Knights", "Chevaliers"},
    {unit_type::Ar, "Ar", "Archers", "Archers"},
}};

constexpr std::string_view name_of(unit_type v) { return unit_type_entries[static_cast<std::size_t>(v)].name; }
constexpr std::string_view english_of(unit_type v) { return unit_type_entries[static_cast<std::size_t>(v)].en; }
constexpr std::string_view french_of(unit_type v) { return unit_type_entries[static_cast<std::size_t>(v)].fr; }
constexpr std::optional<unit_type> unit_type_from_name(std::string_view name) {
  for (auto const& e : unit_type_entries)
    if (e.name == name) return e.value;
  return std::nullopt;
}

}  // namespace herald_generated::small
