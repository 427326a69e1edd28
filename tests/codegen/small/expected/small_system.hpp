// Generated from small.system.herald by `herald build`: do not edit.
// System small: its enums as C++ types, with names, English and French labels and
// lookups, and its records and situations as literal structs that compiled conditions read.
// Reading the engine's situation values into them is in small_system_engine.hpp.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "engine/core/generated_layout.hpp"

namespace herald_generated::small {

namespace g = herald::engine::gen;
// Texts as "..."sv: a constexpr array of them is evaluated without counting each text's characters.
using std::string_view_literals::operator""sv;

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
    {fatigue::fresh, "fresh"sv, "Fresh"sv, "Fra\303\256che"sv},
    {fatigue::tired, "tired"sv, "Tired"sv, "Fatigu\303\251e"sv},
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
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, fatigue& out) {
  if (auto const* e = fatigue_from_name(name)) return out = e->value, true;
  return false;
}

// Result
enum class result : std::uint16_t {
  F,
  R,
};

inline constexpr enum_entry<result> result_entries[] = {
    {result::F, "F"sv, "Fatigued"sv, "Fatigu\303\251"sv},
    {result::R, "R"sv, "Retreat"sv, "Recul"sv},
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
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, result& out) {
  if (auto const* e = result_from_name(name)) return out = e->value, true;
  return false;
}

// Terrain
enum class terrain : std::uint16_t {
  clear,
  wood,
};

inline constexpr enum_entry<terrain> terrain_entries[] = {
    {terrain::clear, "clear"sv, "Clear"sv, "Clair"sv},
    {terrain::wood, "wood"sv, "Wood"sv, "Bois"sv},
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
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, terrain& out) {
  if (auto const* e = terrain_from_name(name)) return out = e->value, true;
  return false;
}

// Unit type
enum class unit_type : std::uint16_t {
  Kn,
  Ar,
};

inline constexpr enum_entry<unit_type> unit_type_entries[] = {
    {unit_type::Kn, "Kn"sv, "Knights"sv, "Chevaliers"sv},
    {unit_type::Ar, "Ar"sv, "Archers"sv, "Archers"sv},
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
// Sets `out` to the value named `name`; false where none is (found by argument-dependent lookup).
constexpr bool from_name(std::string_view name, unit_type& out) {
  if (auto const* e = unit_type_from_name(name)) return out = e->value, true;
  return false;
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
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"type"sv, "strength"sv, "fatigue"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::small::unit_type const& type_or_refuse(std::string_view what = "type"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->type;
  }
  constexpr std::int64_t const& strength_or_refuse(std::string_view what = "strength"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->strength;
  }
  constexpr ::herald_generated::small::fatigue const& fatigue_or_refuse(std::string_view what = "fatigue"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->fatigue;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "type"sv) return f(self.type, std::size_t{0}), true;
    if (name == "strength"sv) return f(self.strength, std::size_t{1}), true;
    if (name == "fatigue"sv) return f(self.fatigue, std::size_t{2}), true;
    return false;
  }
};

// recover: Recovery
struct recover {
  ::herald_generated::small::unit unit{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"unit"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr ::herald_generated::small::unit const& unit_or_refuse(std::string_view what = "unit"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->unit;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "unit"sv) return f(self.unit, std::size_t{0}), true;
    return false;
  }
};

// shoot: Shooting
struct shoot {
  herald::engine::gen::list<::herald_generated::small::unit, 8> shooters{};
  ::herald_generated::small::unit target{};
  std::int64_t range{};
  ::herald_generated::small::terrain terrain{};
  // Bit i: field i was given (read_value clears the fields a value leaves out;
  // a struct built in C++ gives them all).
  std::uint64_t herald_present = ~std::uint64_t{0};
  // Each field's name, bit i of herald_present standing for field i.
  static constexpr std::string_view herald_fields[] = {"shooters"sv, "target"sv, "range"sv, "terrain"sv, };

  // Each field as the compiled conditions read it: a refusal naming `what` when not given
  // (`this->`: a field may be named `what`).
  constexpr herald::engine::gen::list<::herald_generated::small::unit, 8> const& shooters_or_refuse(std::string_view what = "shooters"sv) const {
    if ((herald_present >> 0 & 1u) == 0) g::rt::refuse_missing(what);
    return this->shooters;
  }
  constexpr ::herald_generated::small::unit const& target_or_refuse(std::string_view what = "target"sv) const {
    if ((herald_present >> 1 & 1u) == 0) g::rt::refuse_missing(what);
    return this->target;
  }
  constexpr std::int64_t const& range_or_refuse(std::string_view what = "range"sv) const {
    if ((herald_present >> 2 & 1u) == 0) g::rt::refuse_missing(what);
    return this->range;
  }
  constexpr ::herald_generated::small::terrain const& terrain_or_refuse(std::string_view what = "terrain"sv) const {
    if ((herald_present >> 3 & 1u) == 0) g::rt::refuse_missing(what);
    return this->terrain;
  }

  // Field `name` of `self` (this record, const or not) handed to `f` with its bit of herald_present;
  // false where the record has no such field: for a procedure that names a field at run time.
  template <class Self, class F>
  static constexpr bool herald_visit([[maybe_unused]] Self& self, [[maybe_unused]] std::string_view name,
                                     [[maybe_unused]] F&& f) {
    if (name == "shooters"sv) return f(self.shooters, std::size_t{0}), true;
    if (name == "target"sv) return f(self.target, std::size_t{1}), true;
    if (name == "range"sv) return f(self.range, std::size_t{2}), true;
    if (name == "terrain"sv) return f(self.terrain, std::size_t{3}), true;
    return false;
  }
};

}  // namespace herald_generated::small
