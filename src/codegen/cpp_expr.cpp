// Compiles ruleset expressions to C++ expressions over a situation value.
#include "codegen/cpp_expr.hpp"

#include <fmt/format.h>

#include "codegen/cpp_text.hpp"

namespace herald::codegen {

using model::expr;
using kind = model::type_desc::kind;

std::string expression_compiler::condition(expr const& e) const {
  if (e.type.k != kind::boolean) throw codegen_error(e.where, "'" + e.text() + "' is not true or false");
  return value(e, 0);
}

std::string expression_compiler::integer(expr const& e) const {
  // A table cell read as a number is typed by its cell type, not as an integer.
  bool cell = e.kind == expr::op::index || (e.kind == expr::op::member && e.args.at(0).kind == expr::op::index);
  if (e.type.k != kind::integer && !cell) throw codegen_error(e.where, "'" + e.text() + "' is not a number");
  return value(e, 0);
}

// Inside a list call the visited element is `eN` (N: nesting depth); outside, none.
std::string expression_compiler::element(int depth) { return depth == 0 ? "nullptr" : fmt::format("&e{}", depth); }

std::string expression_compiler::value(expr const& e, int depth) const {
  switch (e.kind) {
    case expr::op::number: return fmt::format("std::int64_t{{{}}}", e.number);
    case expr::op::boolean: return e.number ? "true" : "false";
    case expr::op::enum_value: return "std::string_view{" + cpp_string(e.name) + "}";
    case expr::op::builtin:
      if (e.name == "natural" || e.name == "total") return e.name;
      throw codegen_error(e.where, "'" + e.name + "' has no value in generated code");
    case expr::op::field:
    case expr::op::member: {
      if (e.kind == expr::op::member && e.args.at(0).kind == expr::op::index) return cell(e.args[0], depth, e.name);
      std::string what = cpp_string(e.text());
      switch (e.type.k) {
        case kind::integer: return "rt::as_int(" + path(e, depth) + ", " + what + ")";
        case kind::boolean: return "rt::as_bool(" + path(e, depth) + ", " + what + ")";
        case kind::enumeration: return "rt::as_name(" + path(e, depth) + ", " + what + ")";
        default: throw codegen_error(e.where, "'" + e.text() + "' is not a single value");
      }
    }
    case expr::op::index: return cell(e, depth, {});
    case expr::op::call: return call(e, depth);
    case expr::op::negate: return "!(" + value(e.args.at(0), depth) + ")";
    case expr::op::minus: return "-(" + value(e.args.at(0), depth) + ")";
    case expr::op::in_set: {
      std::string items;
      for (std::size_t i = 1; i < e.args.size(); ++i) items += " || v == " + value(e.args[i], depth);
      return "[&](auto const& v) { return false" + items + "; }(" + value(e.args.at(0), depth) + ")";
    }
    case expr::op::binary: {
      std::string op = e.name == "and" ? "&&" : e.name == "or" ? "||" : e.name;
      return "(" + value(e.args.at(0), depth) + " " + op + " " + value(e.args.at(1), depth) + ")";
    }
    case expr::op::table_ref: break;
  }
  throw codegen_error(e.where, "'" + e.text() + "' is a table: index it with [..]");
}

std::string expression_compiler::path(expr const& e, int depth) const {
  if (e.kind == expr::op::field) return "rt::field(s, " + element(depth) + ", " + cpp_string(e.name) + ")";
  if (e.kind == expr::op::member)
    return "rt::member(" + path(e.args.at(0), depth) + ", " + cpp_string(e.name) + ", " + cpp_string(e.text()) + ")";
  throw codegen_error(e.where, "'" + e.text() + "' is not a field of the situation");
}

std::string expression_compiler::call(expr const& e, int depth) const {
  std::string list = "rt::as_list(" + path(e.args.at(0), depth) + ", " + cpp_string(e.args[0].text()) + ")";
  if (e.name == "count" && e.args.size() == 1) return "rt::count(" + list + ")";
  int inner = depth + 1;
  std::string body = value(e.args.at(1), inner);
  std::string lambda = fmt::format("[&]([[maybe_unused]] model::value const& e{}) {{ return {}; }}", inner, body);
  if (e.name == "max" || e.name == "min")
    return fmt::format("rt::best({}, {}, {}, {})", list, lambda, e.name == "max", cpp_string(e.text()));
  if (e.name == "any" || e.name == "all" || e.name == "none" || e.name == "count" || e.name == "sum")
    return fmt::format("rt::{}({}, {})", e.name, list, lambda);
  throw codegen_error(e.where, "'" + e.name + "' is not a list operation");
}

std::string expression_compiler::cell(expr const& e, int depth, std::string const& slot) const {
  std::vector<std::string> keys;
  expr const* base = &e;
  while (base->kind == expr::op::index) {
    keys.insert(keys.begin(), key(base->args.at(1), depth));
    base = &base->args.at(0);
  }
  auto table = tables_.find(base->name);
  if (base->kind != expr::op::table_ref || table == tables_.end())
    throw codegen_error(e.where, "only a table of the ruleset can be indexed");
  std::string list;
  for (auto const& k : keys) list += (list.empty() ? "" : ", ") + k;
  return fmt::format("rt::cell_number({}, {}, {{{}}}, {})", rules_, table->second, list, cpp_string(slot));
}

// A table key: a situation path keeps its own kind (a ratio stays a ratio).
std::string expression_compiler::key(expr const& e, int depth) const {
  if (e.kind == expr::op::field || e.kind == expr::op::member)
    if (!(e.kind == expr::op::member && e.args.at(0).kind == expr::op::index))
      return "rt::key_of(" + path(e, depth) + ", " + cpp_string(e.text()) + ")";
  if (e.type.k == kind::integer) return "g::int_key(" + value(e, depth) + ")";
  if (e.type.k == kind::enumeration) return "g::name_key(" + value(e, depth) + ")";
  throw codegen_error(e.where, "'" + e.text() + "' is not a table key");
}

}  // namespace herald::codegen
