// Reading and updating the units, leaders and fields of a situation value.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/tables.hpp"

namespace herald::engine {

inline std::string describe(std::string const& path) { return "'" + path + "'"; }


// A field the step needs; engine_error at the object when the situation lacks it.
inline model::value const& need(model::value const& object, std::string const& name, std::string const& path) {
  if (model::value const* v = model::find_field(object, name)) return *v;
  throw engine_error("the situation gives no " + describe(path.empty() ? name : path + "." + name) +
                         ", which this step needs",
                     object.where);
}

inline model::value& need(model::value& object, std::string const& name, std::string const& path) {
  return const_cast<model::value&>(need(static_cast<model::value const&>(object), name, path));
}

inline std::int64_t need_int(model::value const& object, std::string const& name, std::string const& path) {
  model::value const& v = need(object, name, path);
  if (v.k != model::value::kind::number)
    throw engine_error(describe(path + "." + name) + " should be a number", v.where);
  return v.number;
}

inline std::string need_name(model::value const& object, std::string const& name, std::string const& path) {
  model::value const& v = need(object, name, path);
  if (v.k != model::value::kind::name) throw engine_error(describe(path + "." + name) + " should be a name", v.where);
  return v.text;
}

// Booleans and lists that a situation leaves out are false and empty.
inline bool flag(model::value const& object, std::string const& name) {
  model::value const* v = model::find_field(object, name);
  return v && v->k == model::value::kind::boolean && v->boolean;
}

inline model::value const& items(model::value const& object, std::string const& name) {
  static model::value const empty = [] {
    model::value v;
    v.k = model::value::kind::list;
    return v;
  }();
  model::value const* v = model::find_field(object, name);
  return v && v->k == model::value::kind::list ? *v : empty;
}

inline model::value& items(model::value& object, std::string const& name) {
  if (model::value* v = model::find_field(object, name)) return *v;
  model::value list;
  list.k = model::value::kind::list;
  list.where = object.where;
  object.fields.emplace_back(name, std::move(list));
  return object.fields.back().second;
}

inline void set_field(model::value& object, std::string const& name, model::value v) {
  if (model::value* existing = model::find_field(object, name)) {
    v.where = existing->where;
    *existing = std::move(v);
    return;
  }
  if (!v.where.valid()) v.where = object.where;
  object.fields.emplace_back(name, std::move(v));
}

inline model::value number_value(std::int64_t n) {
  model::value v;
  v.k = model::value::kind::number;
  v.number = n;
  return v;
}

inline model::value name_value(std::string const& name) {
  model::value v;
  v.k = model::value::kind::name;
  v.text = name;
  return v;
}

inline model::value ratio_value(std::uint32_t attacker, std::uint32_t defender) {
  model::value v;
  v.k = model::value::kind::ratio;
  v.attacker = attacker;
  v.defender = defender;
  return v;
}

inline model::value list_value(std::vector<model::value> items = {}) {
  model::value v;
  v.k = model::value::kind::list;
  v.items = std::move(items);
  return v;
}

inline model::value object_value(std::vector<std::pair<std::string, model::value>> fields) {
  model::value v;
  v.k = model::value::kind::object;
  v.fields = std::move(fields);
  return v;
}

inline model::value bool_value(bool b) {
  model::value v;
  v.k = model::value::kind::boolean;
  v.boolean = b;
  return v;
}

}  // namespace herald::engine
