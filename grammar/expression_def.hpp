// Rule group "expression": definitions (included by expression.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/expression.hpp"

namespace herald::grammar {

x3::rule<struct or_class, ast::expression> const or_expr = "expression";
x3::rule<struct and_class, ast::expression> const and_expr = "expression";
x3::rule<struct comparison_class, ast::expression> const comparison = "expression";
x3::rule<struct sum_class, ast::expression> const sum = "expression";
x3::rule<struct not_level_class, ast::operand> const not_level = "expression";
x3::rule<struct not_class, ast::unary> const not_expr = "expression";
x3::rule<struct minus_class, ast::unary> const minus_expr = "operand";
x3::rule<struct primary_class, ast::operand> const primary = "operand";
x3::rule<struct path_class, ast::path> const path = "name";
x3::rule<struct member_class, ast::member_step> const member_step = "member";
x3::rule<struct index_class, ast::index_step> const index_step = "index";
x3::rule<struct call_class, ast::call_args> const call_args = "arguments";
x3::rule<struct set_class, ast::set_lit> const set_lit = "set";
x3::rule<struct or_op_class, ast::operation> const or_op = "or";
x3::rule<struct and_op_class, ast::operation> const and_op = "and";
x3::rule<struct cmp_op_class, ast::operation> const cmp_op = "comparison";
x3::rule<struct sum_op_class, ast::operation> const sum_op = "+ or -";
x3::rule<struct product_class, ast::expression> const product = "expression";
x3::rule<struct product_op_class, ast::operation> const product_op = "* or /";

// Keywords and operators, longest first where one is a prefix of another.
auto const comparator = x3::string("==") | x3::string("!=") | x3::string("<=") |
                        x3::string(">=") | x3::string("<") | x3::string(">");

auto const expression_def = or_expr;
auto const or_expr_def = and_expr >> *or_op;
auto const or_op_def = kw_text("or") > and_expr;
// `not` applies to a whole comparison: `not a in [X]` is `not (a in [X])`.
auto const and_expr_def = not_level >> *and_op;
auto const and_op_def = kw_text("and") > not_level;
auto const not_level_def = not_expr | comparison;
auto const not_expr_def = kw_text("not") > not_level;
auto const comparison_def = sum >> -cmp_op;
auto const cmp_op_def = (comparator > sum) | (kw_text("in") > set_lit);
auto const sum_def = product >> *sum_op;
// A sign directly followed by a digit belongs to a number (+1), so an
// operator needs a space or a name after it: `a - 1` or `a - b`.
auto const sum_op_def = x3::lexeme[(x3::string("+") | x3::string("-")) >> !x3::digit] > product;
// Products bind tighter than sums: `unit.strength + unit.strength / 2` (division rounds down, B11.7.1).
auto const product_def = primary >> *product_op;
auto const product_op_def = (x3::string("*") | x3::string("/")) > primary;
// A minus before a name or a bracket negates it: `-bonus`, `-(a + b)`.
auto const minus_expr_def = x3::lexeme[x3::string("-") >> !x3::digit] > primary;
auto const primary_def = number | bool_lit | minus_expr | path | ('(' > expression > ')');
auto const path_def = identifier >> *(('.' > member_step) | index_step);
auto const member_step_def = identifier >> -call_args;
auto const call_args_def = '(' >> -(expression % ',') > ')';
auto const index_step_def = '[' > expression > ']';
auto const set_lit_def = '[' > *primary > ']';

BOOST_SPIRIT_DEFINE(expression, or_expr, or_op, and_expr, and_op, comparison, cmp_op, sum, sum_op, product, product_op,
                    not_level, not_expr, minus_expr, primary, path, member_step, call_args,
                    index_step, set_lit)

struct expression_class : annotate_position {};
struct or_class : annotate_position {};
struct or_op_class : annotate_position {};
struct and_class : annotate_position {};
struct and_op_class : annotate_position {};
struct comparison_class : annotate_position {};
struct cmp_op_class : annotate_position {};
struct sum_class : annotate_position {};
struct sum_op_class : annotate_position {};
struct product_class : annotate_position {};
struct product_op_class : annotate_position {};
struct not_level_class {};
struct minus_class : annotate_position {};
struct not_class : annotate_position {};
struct primary_class {};
struct path_class : annotate_position {};
struct member_class : annotate_position {};
struct call_class : annotate_position {};
struct index_class : annotate_position {};
struct set_class : annotate_position {};

}  // namespace herald::grammar
