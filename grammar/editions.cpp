// Rule group "editions": instantiation.
#include "grammar/editions_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(amend_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(acknowledge_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(scenario_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(example_type, iterator_type, context_type)

amend_type const& shared::amend() { return grammar::amend; }
acknowledge_type const& shared::acknowledge() { return grammar::acknowledge; }
scenario_type const& shared::scenario() { return grammar::scenario; }
example_type const& shared::example() { return grammar::example; }

}  // namespace herald::grammar
