// Rule group "rules": instantiation.
#include "grammar/rules_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(modifiers_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(modifier_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(transitions_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(test_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(pool_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(sequence_type, iterator_type, context_type)
}  // namespace herald::grammar
