// Generated from small.system.herald by `herald build`: do not edit.
// System small: the engine's situation values read into the enums and structs of
// small_system.hpp (what the engine entry of each of its rulesets calls).
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/generated_runtime.hpp"
#include "small_system.hpp"

namespace herald_generated::small {

inline void read_value(herald::engine::value const& v, fatigue& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, fatigue_from_name);
}
inline void read_value(herald::engine::value const& v, result& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, result_from_name);
}
inline void read_value(herald::engine::value const& v, terrain& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, terrain_from_name);
}
inline void read_value(herald::engine::value const& v, unit_type& out, std::string_view what) {
  herald::engine::gen::rt::read_enum(v, out, what, unit_type_from_name);
}

// One pass over a value's fields; a field the value leaves out keeps its default.
inline void read_value(herald::engine::value const& v, unit& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "type"sv) read_value(field, out.type, "type"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "strength"sv) read_value(field, out.strength, "strength"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "fatigue"sv) read_value(field, out.fatigue, "fatigue"sv), out.herald_present |= std::uint64_t{1} << 2;
  }
}
inline void read_value(herald::engine::value const& v, recover& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "unit"sv) read_value(field, out.unit, "unit"sv), out.herald_present |= std::uint64_t{1} << 0;
  }
}
inline void read_value(herald::engine::value const& v, shoot& out, std::string_view what) {
  using herald::engine::gen::rt::read_value;  // numbers, booleans, ratios and lists
  if (v.k != herald::engine::value::kind::object) herald::engine::gen::rt::not_a_record(what);
  out.herald_present = 0;
  for (auto const& [field_name, field] : v.fields) {
    std::string_view const name = field_name;
    if (name == "shooters"sv) read_value(field, out.shooters, "shooters"sv), out.herald_present |= std::uint64_t{1} << 0;
    if (name == "target"sv) read_value(field, out.target, "target"sv), out.herald_present |= std::uint64_t{1} << 1;
    if (name == "range"sv) read_value(field, out.range, "range"sv), out.herald_present |= std::uint64_t{1} << 2;
    if (name == "terrain"sv) read_value(field, out.terrain, "terrain"sv), out.herald_present |= std::uint64_t{1} << 3;
  }
}

}  // namespace herald_generated::small
