// Compiles ruleset expressions to constexpr C++ expressions over the generated situation structs.
#include "codegen/cpp_expr.hpp"

#include <fmt/format.h>

#include "codegen/cpp_text.hpp"
#include "codegen/table_shape.hpp"

namespace herald::codegen {

using model::expr;
using kind = model::type_desc::kind;

namespace {

// The i-th key expression of an index chain (t[a][b]: a is 0).
expr const* key_expr(expr const& e, std::size_t i) {
  std::vector<expr const*> keys;
  for (expr const* at = &e; at->kind == expr::op::index; at = &at->args.at(0)) keys.insert(keys.begin(), &at->args.at(1));
  return keys.at(i);
}

model::type_desc::kind key_kind_of(expr const& e) { return e.type.k; }

bool is_cell(expr const& e) {
  return e.kind == expr::op::index || (e.kind == expr::op::member && e.args.at(0).kind == expr::op::index);
}

}  // namespace

std::string expression_compiler::condition(expr const& e, std::string const& situation) const {
  if (e.type.k != kind::boolean) throw codegen_error(e.where, "'" + e.text() + "' is not true or false");
  scope sc{situation, {}};
  return value(e, sc);
}

std::string expression_compiler::integer(expr const& e, std::string const& situation) const {
  // A table cell read as a number is typed by its cell type, not as an integer.
  if (e.type.k != kind::integer && !is_cell(e)) throw codegen_error(e.where, "'" + e.text() + "' is not a number");
  scope sc{situation, {}};
  return value(e, sc);
}

bool expression_compiler::has_field(std::string const& record, std::string const& field) const {
  auto it = rules_.records.find(record);
  return it != rules_.records.end() && it->second.find(field);
}

std::string expression_compiler::value(expr const& e, scope& sc) const {
  switch (e.kind) {
    case expr::op::number: return fmt::format("std::int64_t{{{}}}", e.number);
    case expr::op::boolean: return e.number ? "true" : "false";
    case expr::op::enum_value: return "sys::" + cpp_identifier(e.type.name) + "::" + cpp_identifier(e.name);
    case expr::op::builtin:
      if (e.name == "natural" || e.name == "total") return e.name;
      throw codegen_error(e.where, "'" + e.name + "' has no value in generated code");
    case expr::op::field:
    case expr::op::member:
      if (is_cell(e)) return cell(e.args[0], sc, e.name);
      if (e.type.k != kind::integer && e.type.k != kind::boolean && e.type.k != kind::enumeration)
        throw codegen_error(e.where, "'" + e.text() + "' is not a single value");
      return path(e, sc);
    case expr::op::index: return cell(e, sc, {});
    case expr::op::call: return call(e, sc);
    case expr::op::negate: return "!(" + value(e.args.at(0), sc) + ")";
    case expr::op::minus: return "-(" + value(e.args.at(0), sc) + ")";
    case expr::op::in_set: {
      std::string items;
      for (std::size_t i = 1; i < e.args.size(); ++i) items += " || v == " + value(e.args[i], sc);
      return "[&](auto const& v) { return false" + items + "; }(" + value(e.args.at(0), sc) + ")";
    }
    case expr::op::binary: {
      if (e.name == "/")  // rounds down, as the model does; C++ would round toward zero
        return "rt::floor_divide(" + value(e.args.at(0), sc) + ", " + value(e.args.at(1), sc) + ")";
      std::string op = e.name == "and" ? "&&" : e.name == "or" ? "||" : e.name;
      return "(" + value(e.args.at(0), sc) + " " + op + " " + value(e.args.at(1), sc) + ")";
    }
    case expr::op::table_ref: break;
  }
  throw codegen_error(e.where, "'" + e.text() + "' is a table: index it with [..]");
}

// A struct member, read only when the situation value gave it: `herald_present`
// has one bit per field (read_value sets them; a struct built in C++ has them
// all), which the field's accessor tests (`s.firer_type_or_refuse()`, refused
// with the path as written). A field in a list call is the element's when the
// element gave it, else the situation's, else the situation is refused, as
// situation_eval reads it.
std::string expression_compiler::path(expr const& e, scope& sc) const {
  auto read = [&](std::string const& base, std::string const& name) {
    std::string const text = e.text();  // the accessor names the field itself unless told the path
    return base + "." + field_accessor(name) + "(" + (text == name ? std::string() : cpp_string(text)) + ")";
  };
  if (e.kind == expr::op::field) {
    std::string situation;
    if (has_field(sc.situation, e.name)) situation = read("s", e.name);
    if (!sc.elements.empty() && has_field(sc.elements.back(), e.name)) {
      std::string const element = fmt::format("e{}", sc.elements.size());
      if (situation.empty()) return read(element, e.name);
      return fmt::format("(({}.herald_present >> {} & 1u) != 0 ? {}.{} : {})", element,
                         field_bit(sc.elements.back(), e.name), element, cpp_identifier(e.name), situation);
    }
    if (!situation.empty()) return situation;
    throw codegen_error(e.where, "'" + e.name + "' is not a field of situation '" + sc.situation + "'");
  }
  if (e.kind == expr::op::member) {
    expr const& base = e.args.at(0);
    if (base.type.k != kind::record) throw codegen_error(e.where, "'" + base.text() + "' is not a record");
    return read(path(base, sc), e.name);
  }
  throw codegen_error(e.where, "'" + e.text() + "' is not a field of the situation");
}

std::size_t expression_compiler::field_bit(std::string const& record, std::string const& field) const {
  auto const& fields = rules_.records.at(record).fields;
  for (std::size_t i = 0; i < fields.size(); ++i)
    if (fields[i].name == field) return i;
  return 0;
}

std::string expression_compiler::call(expr const& e, scope& sc) const {
  expr const& list_expr = e.args.at(0);
  if (list_expr.type.k != kind::list) throw codegen_error(e.where, "'" + list_expr.text() + "' is not a list");
  std::string list = path(list_expr, sc);
  if (e.name == "count" && e.args.size() == 1) return "g::count_of(" + list + ")";
  sc.elements.push_back(list_expr.type.name);
  std::string body = value(e.args.at(1), sc);
  std::string lambda = fmt::format("[&]([[maybe_unused]] auto const& e{}) {{ return {}; }}", sc.elements.size(), body);
  sc.elements.pop_back();
  if (e.name == "max" || e.name == "min")
    return fmt::format("rt::best({}, {}, {}, {})", list, lambda, e.name == "max", cpp_string(e.text()));
  if (e.name == "any" || e.name == "all" || e.name == "none" || e.name == "count" || e.name == "sum")
    return fmt::format("g::{}_of({}, {})", e.name, list, lambda);
  throw codegen_error(e.where, "'" + e.name + "' is not a list operation");
}

std::string expression_compiler::cell(expr const& e, scope& sc, std::string const& slot) const {
  std::vector<std::string> keys, typed;
  std::vector<expr const*> key_exprs;
  expr const* base = &e;
  while (base->kind == expr::op::index) {
    keys.insert(keys.begin(), key(base->args.at(1), sc));
    typed.insert(typed.begin(), typed_key(base->args.at(1), sc));
    base = &base->args.at(0);
  }
  // The refusal of a cell read holds its keys in a fixed array (gen::rt::refusal::max_keys).
  if (keys.size() > 8)
    throw codegen_error(e.where, fmt::format("'{}' reads a table by {} keys: generated C++ reads one by 8 at most",
                                             e.text(), keys.size()));
  if (auto r = rules_.referenced.find(base->name); base->kind == expr::op::table_ref && r != rules_.referenced.end())
    return fmt::format("rt::not_printed(s, {})", cpp_string(model::not_printed_message(r->second)));
  auto table = tables_.find(base->name);
  if (base->kind != expr::op::table_ref || table == tables_.end())
    throw codegen_error(e.where, "only a table of the ruleset can be indexed");
  std::string list, args;
  for (auto const& k : keys) list += (list.empty() ? "" : ", ") + k;
  // Keyed by enum classes and numbers, the cell is the typed accessor's (one
  // array read on a dense table); the name keys only word a refusal.
  table_shape const shape = shape_of(rules_.tables.at(base->name), system_);
  bool fits = shape.typed && typed.size() == shape.levels.size();
  for (std::size_t i = 0; fits && i < typed.size(); ++i) {
    auto const level = shape.levels[i].k;
    auto const k = key_kind_of(*key_expr(e, i));
    fits = !typed[i].empty() && ((level == key_level::kind::enumeration && k == kind::enumeration) ||
                                 (level == key_level::kind::integer && k == kind::integer) ||
                                 (level == key_level::kind::ratio && k == kind::ratio));
    args += (i ? ", " : "") + typed[i];
  }
  if (fits)
    return fmt::format("rt::cell_number({}, {}, {}_at({}), {{{}}}, {})", symbols_, table->second, table->second, args,
                       list, cpp_string(slot));
  return fmt::format("rt::cell_number({}, {}, {{{}}}, {})", symbols_, table->second, list, cpp_string(slot));
}

// A key as the typed accessor takes it: an enum class value, a number, a ratio's two terms.
std::string expression_compiler::typed_key(expr const& e, scope& sc) const {
  switch (e.type.k) {
    case kind::integer:
    case kind::enumeration: return value(e, sc);
    case kind::ratio: {
      std::string r = path(e, sc);
      return r + ".attacker, " + r + ".defender";
    }
    default: return {};
  }
}

// A table key: an enum value by its name, a number, a ratio.
std::string expression_compiler::key(expr const& e, scope& sc) const {
  switch (e.type.k) {
    case kind::integer: return "g::int_key(" + value(e, sc) + ")";
    case kind::enumeration:
      if (e.kind == expr::op::enum_value) return "g::name_key(" + cpp_string(e.name) + ")";
      return "g::name_key(sys::name_of(" + value(e, sc) + "))";
    case kind::ratio: {
      std::string r = path(e, sc);
      return "g::ratio_key(" + r + ".attacker, " + r + ".defender)";
    }
    default: throw codegen_error(e.where, "'" + e.text() + "' is not a table key");
  }
}

}  // namespace herald::codegen
