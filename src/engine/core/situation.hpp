// Reading and updating the units, leaders and fields of a situation value.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/tables.hpp"

namespace herald::engine {

inline std::string describe(std::string const& path) { return "'" + path + "'"; }


// A field the step needs; engine_error at the object when the situation lacks it.
inline value const& need(value const& object, std::string_view name, std::string const& path) {
  if (value const* v = find_field(object, name)) return *v;
  throw engine_error("the situation gives no " + describe(path.empty() ? std::string(name) : path + "." + std::string(name)) +
                         ", which this step needs",
                     object.where);
}

inline value& need(value& object, std::string_view name, std::string const& path) {
  return const_cast<value&>(need(static_cast<value const&>(object), name, path));
}

inline std::int64_t need_int(value const& object, std::string_view name, std::string const& path) {
  value const& v = need(object, name, path);
  if (v.k != value::kind::number)
    throw engine_error(describe(path + "." + std::string(name)) + " should be a number", v.where);
  return v.number;
}

inline std::string need_name(value const& object, std::string_view name, std::string const& path) {
  value const& v = need(object, name, path);
  if (v.k != value::kind::name)
    throw engine_error(describe(path + "." + std::string(name)) + " should be a name", v.where);
  return v.text;
}

// The same, as a view of the value's own text (valid while the value is unchanged).
inline std::string_view need_name_view(value const& object, std::string_view name, std::string const& path) {
  value const& v = need(object, name, path);
  if (v.k != value::kind::name)
    throw engine_error(describe(path + "." + std::string(name)) + " should be a name", v.where);
  return v.text;
}

// Booleans and lists that a situation leaves out are false and empty.
inline bool flag(value const& object, std::string_view name) {
  value const* v = find_field(object, name);
  return v && v->k == value::kind::boolean && v->boolean;
}

inline value const& items(value const& object, std::string_view name) {
  static value const empty = [] {
    value v;
    v.k = value::kind::list;
    return v;
  }();
  value const* v = find_field(object, name);
  return v && v->k == value::kind::list ? *v : empty;
}

inline value& items(value& object, std::string_view name) {
  if (value* v = find_field(object, name)) return *v;
  value list;
  list.k = value::kind::list;
  list.where = object.where;
  object.fields.emplace_back(std::string(name), std::move(list));
  return object.fields.back().second;
}

inline void set_field(value& object, std::string_view name, value v) {
  if (value* existing = find_field(object, name)) {
    v.where = existing->where;
    *existing = std::move(v);
    return;
  }
  if (!v.where.valid()) v.where = object.where;
  object.fields.emplace_back(std::string(name), std::move(v));
}

inline value number_value(std::int64_t n) {
  value v;
  v.k = value::kind::number;
  v.number = n;
  return v;
}

inline value name_value(std::string const& name) {
  value v;
  v.k = value::kind::name;
  v.text = name;
  return v;
}

inline value ratio_value(std::uint32_t attacker, std::uint32_t defender) {
  value v;
  v.k = value::kind::ratio;
  v.attacker = attacker;
  v.defender = defender;
  return v;
}

inline value list_value(std::vector<value> items = {}) {
  value v;
  v.k = value::kind::list;
  v.items = std::move(items);
  return v;
}

inline value object_value(std::vector<std::pair<std::string, value>> fields) {
  value v;
  v.k = value::kind::object;
  v.fields = std::move(fields);
  return v;
}

inline value bool_value(bool b) {
  value v;
  v.k = value::kind::boolean;
  v.boolean = b;
  return v;
}

}  // namespace herald::engine
