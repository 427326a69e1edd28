// Rule group "expression": instantiation.
#include "grammar/expression_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(expression_type, iterator_type, context_type)

expression_type const& shared::expression() { return grammar::expression; }

}  // namespace herald::grammar
