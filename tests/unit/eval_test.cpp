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
