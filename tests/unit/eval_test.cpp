// Expression evaluation: arithmetic, comparisons, sets, and names without values.
#include <gtest/gtest.h>

#include "model/eval.hpp"

namespace herald::model {
namespace {

expr number(std::int64_t v) {
  expr e;
  e.kind = expr::op::number;
  e.number = v;
  return e;
}
expr field(std::string name) {
  expr e;
  e.kind = expr::op::field;
  e.name = std::move(name);
  return e;
}
expr binary(std::string op, expr a, expr b) {
  expr e;
  e.kind = expr::op::binary;
  e.name = std::move(op);
  e.args = {std::move(a), std::move(b)};
  return e;
}

name_lookup slots(std::int64_t discourage, std::int64_t rout) {
  return [=](std::string const& name) -> std::optional<scalar> {
    if (name == "discourage") return scalar{discourage};
    if (name == "rout") return scalar{rout};
    return std::nullopt;
  };
}

TEST(eval, comparison_over_named_slots) {
  expr check = binary("<=", field("discourage"), field("rout"));
  EXPECT_TRUE(evaluate_condition(check, slots(5, 7)));
  EXPECT_TRUE(evaluate_condition(check, slots(7, 7)));
  EXPECT_FALSE(evaluate_condition(check, slots(8, 6)));
  EXPECT_EQ(check.text(), "discourage <= rout");
}

TEST(eval, arithmetic_and_precedence_in_text) {
  // (a - b) - c and a - (b - c) differ: the canonical text keeps the brackets.
  expr left = binary("-", binary("-", number(9), number(4)), number(2));
  expr right = binary("-", number(9), binary("-", number(4), number(2)));
  EXPECT_EQ(evaluate_integer(left, slots(0, 0)), 3);
  EXPECT_EQ(evaluate_integer(right, slots(0, 0)), 7);
  EXPECT_EQ(left.text(), "9 - 4 - 2");
  EXPECT_EQ(right.text(), "9 - (4 - 2)");
}

TEST(eval, division_rounds_down_and_products_bind_tighter) {
  // "Printed Strength + half again, (fractions rounded down)" (Order of Arms line 1129).
  EXPECT_EQ(evaluate_integer(binary("+", number(3), binary("/", number(3), number(2))), slots(0, 0)), 4);
  EXPECT_EQ(evaluate_integer(binary("/", number(7), number(2)), slots(0, 0)), 3);
  EXPECT_EQ(evaluate_integer(binary("/", number(-3), number(2)), slots(0, 0)), -2);  // down, not toward zero
  EXPECT_EQ(evaluate_integer(binary("/", number(3), number(-2)), slots(0, 0)), -2);
  EXPECT_EQ(evaluate_integer(binary("/", binary("*", number(5), number(3)), number(2)), slots(0, 0)), 7);
  expr sum_of_product = binary("+", number(1), binary("*", number(2), number(3)));
  expr product_of_sum = binary("*", binary("+", number(1), number(2)), number(3));
  EXPECT_EQ(sum_of_product.text(), "1 + 2 * 3");
  EXPECT_EQ(product_of_sum.text(), "(1 + 2) * 3");
  EXPECT_EQ(evaluate_integer(product_of_sum, slots(0, 0)), 9);
}

TEST(eval, division_by_zero_is_an_error) {
  EXPECT_THROW(evaluate_integer(binary("/", field("discourage"), field("rout")), slots(4, 0)), evaluation_error);
}

TEST(eval, a_name_without_value_is_an_error_not_a_default) {
  expr check = binary("<=", field("discourage"), field("charge"));
  EXPECT_THROW(evaluate_condition(check, slots(5, 7)), evaluation_error);
  std::vector<std::string> names;
  collect_names(check, names);
  EXPECT_EQ(names, (std::vector<std::string>{"discourage", "charge"}));
}

TEST(eval, sets_and_enum_values) {
  expr in;
  in.kind = expr::op::in_set;
  expr a;
  a.kind = expr::op::enum_value;
  a.name = "Ch";
  expr b = a;
  b.name = "Ha";
  in.args = {field("type"), a, b};
  auto type_is = [](std::string t) {
    return name_lookup([t](std::string const& name) -> std::optional<scalar> {
      if (name == "type") return scalar{t};
      return std::nullopt;
    });
  };
  EXPECT_TRUE(evaluate_condition(in, type_is("Ha")));
  EXPECT_FALSE(evaluate_condition(in, type_is("Cl")));
  EXPECT_EQ(in.text(), "type in [Ch Ha]");
}

}  // namespace
}  // namespace herald::model
