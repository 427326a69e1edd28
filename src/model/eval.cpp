// Evaluates resolved expressions: integers and truth values over named inputs.
#include "model/eval.hpp"

#include <algorithm>

namespace herald::model {

std::int64_t as_integer(scalar const& v, expr const& e) {
  if (auto const* n = std::get_if<std::int64_t>(&v)) return *n;
  throw evaluation_error(e.where, "'" + e.text() + "' is not a number");
}

bool as_bool(scalar const& v, expr const& e) {
  if (auto const* b = std::get_if<bool>(&v)) return *b;
  throw evaluation_error(e.where, "'" + e.text() + "' is not true or false");
}

binary_op binary_op_of(std::string const& spelling) {
  switch (spelling.size() == 1 ? spelling[0] : spelling.size() == 2 ? spelling[0] * 256 + spelling[1] : 0) {
    case '+': return binary_op::add;
    case '-': return binary_op::subtract;
    case '*': return binary_op::multiply;
    case '/': return binary_op::divide;
    case '<': return binary_op::less;
    case '>': return binary_op::greater;
    case '=' * 256 + '=': return binary_op::equal;
    case '!' * 256 + '=': return binary_op::not_equal;
    case '<' * 256 + '=': return binary_op::less_equal;
    case 'o' * 256 + 'r': return binary_op::logical_or;
    default: break;
  }
  if (spelling == "and") return binary_op::logical_and;
  return binary_op::greater_equal;  // ">=", and anything else (the grammar writes no other)
}

bool is_arithmetic(binary_op op) {
  return op == binary_op::add || op == binary_op::subtract || op == binary_op::multiply || op == binary_op::divide;
}

std::int64_t arithmetic(binary_op op, std::int64_t a, std::int64_t b, expr const& e) {
  if (op == binary_op::add) return a + b;
  if (op == binary_op::subtract) return a - b;
  if (op == binary_op::multiply) return a * b;
  if (b == 0) throw evaluation_error(e.where, "'" + e.text() + "' divides by zero");
  std::int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;  // toward minus infinity
}

bool compare_scalars(binary_op op, scalar const& a, scalar const& b, expr const& e) {
  if (op == binary_op::equal) return a == b;
  if (op == binary_op::not_equal) return a != b;
  std::int64_t x = as_integer(a, e.args[0]), y = as_integer(b, e.args[1]);
  if (op == binary_op::less) return x < y;
  if (op == binary_op::less_equal) return x <= y;
  if (op == binary_op::greater) return x > y;
  return x >= y;
}

scalar evaluate(expr const& e, name_lookup const& names) {
  switch (e.kind) {
    case expr::op::number: return e.number;
    case expr::op::boolean: return e.number != 0;
    case expr::op::enum_value: return e.name;
    case expr::op::field:
    case expr::op::builtin: {
      if (auto v = names(e.name)) return *v;
      throw evaluation_error(e.where, "'" + e.name + "' has no value here");
    }
    case expr::op::negate: return !as_bool(evaluate(e.args.at(0), names), e.args[0]);
    case expr::op::minus: return -as_integer(evaluate(e.args.at(0), names), e.args[0]);
    case expr::op::in_set: {
      scalar v = evaluate(e.args.at(0), names);
      return std::any_of(e.args.begin() + 1, e.args.end(),
                         [&](expr const& item) { return evaluate(item, names) == v; });
    }
    case expr::op::binary: {
      auto const op = binary_op_of(e.name);
      if (op == binary_op::logical_and)
        return as_bool(evaluate(e.args[0], names), e.args[0]) && as_bool(evaluate(e.args[1], names), e.args[1]);
      if (op == binary_op::logical_or)
        return as_bool(evaluate(e.args[0], names), e.args[0]) || as_bool(evaluate(e.args[1], names), e.args[1]);
      scalar a = evaluate(e.args[0], names), b = evaluate(e.args[1], names);
      if (is_arithmetic(op)) return arithmetic(op, as_integer(a, e.args[0]), as_integer(b, e.args[1]), e);
      return compare_scalars(op, a, b, e);
    }
    case expr::op::member:
    case expr::op::call:
    case expr::op::index:
    case expr::op::table_ref:
      break;
  }
  throw evaluation_error(e.where, "'" + e.text() + "' needs a situation to be evaluated");
}

bool evaluate_condition(expr const& e, name_lookup const& names) { return as_bool(evaluate(e, names), e); }

std::int64_t evaluate_integer(expr const& e, name_lookup const& names) {
  return as_integer(evaluate(e, names), e);
}

void collect_names(expr const& e, std::vector<std::string>& out) {
  if (e.kind == expr::op::field || e.kind == expr::op::builtin) out.push_back(e.name);
  for (auto const& arg : e.args) collect_names(arg, out);
}

}  // namespace herald::model
