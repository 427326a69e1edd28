// The situation value the procedures read: examples' situations, orders of battle, JSON situation files.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
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

// What a procedure reads: a situation is a value (an object of the situation's fields).
using situation = value;

}  // namespace herald::engine
