// Rule group "rules": instantiation.
#include "grammar/rules_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(modifiers_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(modifier_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(transitions_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(test_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(pool_type, iterator_type, context_type)

modifiers_type const& shared::modifiers() { return grammar::modifiers; }
modifier_type const& shared::modifier() { return grammar::modifier; }
transitions_type const& shared::transitions() { return grammar::transitions; }
test_type const& shared::test() { return grammar::test; }
pool_type const& shared::pool() { return grammar::pool; }

}  // namespace herald::grammar
