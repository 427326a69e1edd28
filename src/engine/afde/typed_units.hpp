// A unit of a game's own generated struct as the AFDE rules read it (melee_units.hpp): completed, then read.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "engine/afde/melee_units.hpp"
#include "engine/core/typed.hpp"

namespace herald::engine::afde {

namespace detail {

// The fields of a unit the rules read, by their bits of herald_present.
template <class Unit>
struct unit_bits {
  std::size_t type = field_bit<Unit>("type"), fatigue = field_bit<Unit>("fatigue"), order = field_bit<Unit>("order"),
              strength = field_bit<Unit>("strength"), strength_fatigued = field_bit<Unit>("strength_fatigued"),
              quality = field_bit<Unit>("quality"), quality_fatigued = field_bit<Unit>("quality_fatigued"),
              current_strength = field_bit<Unit>("current_strength"),
              current_quality = field_bit<Unit>("current_quality"), mounted = field_bit<Unit>("mounted"),
              hex = field_bit<Unit>("hex"), through = field_bit<Unit>("through"),
              cannot_retreat = field_bit<Unit>("cannot_retreat");
};
template <class Unit>
unit_bits<Unit> const& bits_of() {
  static unit_bits<Unit> const bits;
  return bits;
}

[[noreturn]] inline void refuse_missing(char const* list, std::size_t i, char const* field) {
  throw engine_error("the situation gives no '" + (i == npos_index ? std::string(list) : list_item(list, i)) + "." +
                     field + "', which this step needs");
}

// A field of a unit the rules need and the struct leaves out (read_value clears its bit): refused
// as the engine refuses a value without it. `i`: its place in `list`, or npos_index for a unit alone.
template <class Unit>
void need_field(Unit const& u, std::size_t bit, char const* list, std::size_t i, char const* field) {
  if (!field_given(u, bit)) refuse_missing(list, i, field);
}

}  // namespace detail

// The back of the counter when fatigued (11.1), as complete_unit writes it for a value.
template <class Unit>
void complete_typed_unit(Unit& u, char const* list, std::size_t i, names const& n) {
  auto const& bits = detail::bits_of<Unit>();
  detail::need_field(u, bits.fatigue, list, i, "fatigue");
  detail::need_field(u, bits.order, list, i, "order");
  bool const tired = detail::is(name_of(u.fatigue), n.fatigued);
  detail::need_field(u, tired ? bits.strength_fatigued : bits.strength, list, i, tired ? "strength_fatigued" : "strength");
  detail::need_field(u, tired ? bits.quality_fatigued : bits.quality, list, i, tired ? "quality_fatigued" : "quality");
  u.current_strength = tired ? u.strength_fatigued : u.strength;
  u.current_quality = tired ? u.quality_fatigued : u.quality;
  set_given(u, bits.current_strength);
  set_given(u, bits.current_quality);
}

// A completed unit as the rules read it, into `m` (a fresh unit, where it is kept: a unit is read
// once per roll, and a copy of it costs as much as the reading). `need_type`: false for a rule
// that does not read the unit's type (rally), which then reads it only where given.
template <class Unit>
void read_typed_unit(Unit const& u, char const* list, std::size_t i, melee_unit& m, bool need_type = true) {
  auto const& bits = detail::bits_of<Unit>();
  if (need_type) detail::need_field(u, bits.type, list, i, "type");
  if (field_given(u, bits.type)) m.type = name_of(u.type);
  m.fatigue = name_of(u.fatigue);
  m.order = name_of(u.order);
  m.mounted = field_given(u, bits.mounted) && u.mounted;
  m.current_strength = u.current_strength;
  m.current_quality = u.current_quality;
  m.has_hex = field_given(u, bits.hex);
  m.hex = u.hex;
  m.has_through = field_given(u, bits.through);
  if (m.has_through) m.through = name_of(u.through);
  m.cannot_retreat = field_given(u, bits.cannot_retreat) && u.cannot_retreat;
}

}  // namespace herald::engine::afde
