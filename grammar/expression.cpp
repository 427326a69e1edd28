// Rule group "expression": instantiation.
#include "grammar/expression_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(expression_type, iterator_type, context_type)
}  // namespace herald::grammar
