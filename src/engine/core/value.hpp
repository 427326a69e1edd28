// The situation value the procedures read: examples' situations, orders of battle, JSON situation files.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "engine/core/source_range.hpp"

namespace herald::engine {

// A structured value as written in examples and orders of battle.
struct value {
  enum class kind { number, ratio, text, boolean, name, list, object } k = kind::number;
  std::int64_t number = 0;
  std::uint32_t attacker = 0, defender = 0;
  std::string text;  // text, name
  bool boolean = false;
  std::vector<value> items;                         // list
  std::vector<std::pair<std::string, value>> fields;  // object, in written order
  std::vector<source_range> field_names;              // where each field's name is written
  source_range where;

  // Defined below, once `value` is complete: clang rejects the implicit ones
  // under C++20, where std::vector's members are constexpr and instantiated
  // while `std::pair<std::string, value>` is still incomplete.
  value();
  value(value const&);
  value(value&&) noexcept;
  value& operator=(value const&);
  value& operator=(value&&) noexcept;
  ~value();
};

inline value::value() = default;
inline value::value(value const&) = default;
inline value::value(value&&) noexcept = default;
inline value& value::operator=(value const&) = default;
inline value& value::operator=(value&&) noexcept = default;
inline value::~value() = default;

// The field `name` of an object, or nullptr. A view: the procedures name fields by literals, which
// would otherwise each become a std::string (allocated past 15 bytes: "current_strength").
inline value const* find_field(value const& object, std::string_view name) {
  for (auto const& [field_name, field_value] : object.fields)
    if (field_name == name) return &field_value;
  return nullptr;
}

inline value* find_field(value& object, std::string_view name) {
  for (auto& [field_name, field_value] : object.fields)
    if (field_name == name) return &field_value;
  return nullptr;
}

// The bytes a value holds, its fields and strings included: what an enumeration that keeps
// values (the impact's witnesses) charges its budget.
inline std::uint64_t bytes_of(value const& v) {
  std::uint64_t n = sizeof(value) + (v.text.capacity() > std::string().capacity() ? v.text.capacity() + 1 : 0);
  n += (v.items.capacity() - v.items.size()) * sizeof(value);
  for (auto const& item : v.items) n += bytes_of(item);
  n += v.fields.capacity() * sizeof(std::string) + v.field_names.capacity() * sizeof(source_range);
  for (auto const& [name, field] : v.fields)
    n += (name.capacity() > std::string().capacity() ? name.capacity() + 1 : 0) + bytes_of(field);
  return n;
}

// Whether two values hold the same data (where they are written aside): what a merged state
// compares its situation by.
inline bool same_value(value const& a, value const& b) {
  if (a.k != b.k || a.number != b.number || a.attacker != b.attacker || a.defender != b.defender ||
      a.text != b.text || a.boolean != b.boolean || a.items.size() != b.items.size() ||
      a.fields.size() != b.fields.size())
    return false;
  for (std::size_t i = 0; i < a.items.size(); ++i)
    if (!same_value(a.items[i], b.items[i])) return false;
  for (std::size_t i = 0; i < a.fields.size(); ++i)
    if (a.fields[i].first != b.fields[i].first || !same_value(a.fields[i].second, b.fields[i].second)) return false;
  return true;
}

// An order of values by the data `same_value` compares (where they are written aside): equal values
// are neither less. What puts the states of alike places in one order, so that entries merge.
inline bool value_less(value const& a, value const& b) {
  auto scalars = [](value const& v) {
    return std::tie(v.k, v.number, v.attacker, v.defender, v.text, v.boolean);
  };
  if (scalars(a) != scalars(b)) return scalars(a) < scalars(b);
  if (a.items.size() != b.items.size()) return a.items.size() < b.items.size();
  if (a.fields.size() != b.fields.size()) return a.fields.size() < b.fields.size();
  for (std::size_t i = 0; i < a.items.size(); ++i) {
    if (value_less(a.items[i], b.items[i])) return true;
    if (value_less(b.items[i], a.items[i])) return false;
  }
  for (std::size_t i = 0; i < a.fields.size(); ++i) {
    if (a.fields[i].first != b.fields[i].first) return a.fields[i].first < b.fields[i].first;
    if (value_less(a.fields[i].second, b.fields[i].second)) return true;
    if (value_less(b.fields[i].second, a.fields[i].second)) return false;
  }
  return false;
}

// A hash of the data `same_value` compares, never of an address. Field names are left out (values
// compared by a merge share their shape; equal values still hash alike), strings go through
// std::hash: a merged state hashes its whole situation after every step.
inline std::uint64_t value_hash(value const& v, std::uint64_t h = 14695981039346656037u) {
  auto mix = [&h](std::uint64_t x) { h = (h ^ x) * 1099511628211u; };
  mix(static_cast<std::uint64_t>(v.k) | (static_cast<std::uint64_t>(v.boolean) << 8) |
      (static_cast<std::uint64_t>(v.items.size()) << 16) | (static_cast<std::uint64_t>(v.fields.size()) << 40));
  mix(static_cast<std::uint64_t>(v.number) ^ (static_cast<std::uint64_t>(v.attacker) << 32) ^ v.defender);
  if (!v.text.empty()) mix(std::hash<std::string>()(v.text));
  for (auto const& item : v.items) h = value_hash(item, h);
  for (auto const& field : v.fields) h = value_hash(field.second, h);
  return h;
}

// What a procedure reads: a situation is a value (an object of the situation's fields).
using situation = value;

}  // namespace herald::engine
