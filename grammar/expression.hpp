// Rule group "expression": conditions and computed deltas over a situation.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct expression_class;
using expression_type = x3::rule<expression_class, ast::expression>;
BOOST_SPIRIT_DECLARE(expression_type)
expression_type const expression = "expression";

}  // namespace herald::grammar
