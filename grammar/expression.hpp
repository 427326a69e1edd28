// Rule group "expression": conditions and computed deltas over a situation.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct expression_class;
using expression_type = x3::rule<expression_class, ast::expression>;
BOOST_SPIRIT_DECLARE(expression_type)

// The rules other groups use, declared once and defined by this group (as
// calc9 does): a group imports one with `auto const& NAME = shared::NAME();`.
namespace shared {
expression_type const& expression();
}  // namespace shared

}  // namespace herald::grammar
