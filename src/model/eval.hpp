// Evaluates resolved expressions: integers and truth values over named inputs.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>

#include "model/expr.hpp"

namespace herald::model {

// A value an expression can produce: a number, a truth value or an enum value.
using scalar = std::variant<std::int64_t, bool, std::string>;

// Raised when an expression cannot be evaluated (a name without a value, a
// table lookup the caller does not provide); carries where it happened.
struct evaluation_error : std::runtime_error {
  evaluation_error(source_range where, std::string const& message)
      : std::runtime_error(message), where(where) {}
  source_range where;
};

// Supplies the value of a field or builtin name; nullopt when it has none.
using name_lookup = std::function<std::optional<scalar>(std::string const& name)>;

// A scalar as a number or a truth value; evaluation_error (at `e`) otherwise.
std::int64_t as_integer(scalar const& v, expr const& e);
bool as_bool(scalar const& v, expr const& e);
// A binary expression's operator, told once from its spelling (evaluation is hot: the
// checker evaluates every modifier over its situations).
enum class binary_op { logical_and, logical_or, add, subtract, multiply, divide, equal, not_equal, less, less_equal,
                       greater, greater_equal };
binary_op binary_op_of(std::string const& spelling);
bool is_arithmetic(binary_op op);
// `a OP b` for + - * / (e is the operation). Division rounds down, as the rules' "fractions
// rounded down" do (Order of Arms B11.7.1); a division by zero is an evaluation_error.
std::int64_t arithmetic(binary_op op, std::int64_t a, std::int64_t b, expr const& e);
// `a OP b` for == != < <= > >= (e is the comparison, for its operands' places).
bool compare_scalars(binary_op op, scalar const& a, scalar const& b, expr const& e);

scalar evaluate(expr const& e, name_lookup const& names);
bool evaluate_condition(expr const& e, name_lookup const& names);
std::int64_t evaluate_integer(expr const& e, name_lookup const& names);

// The names of fields and builtins an expression reads.
void collect_names(expr const& e, std::vector<std::string>& out);

}  // namespace herald::model
