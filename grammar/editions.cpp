// Rule group "editions": instantiation.
#include "grammar/editions_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(amend_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(replace_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(edition_statement_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(acknowledge_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(cite_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(referenced_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(scenario_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(example_type, iterator_type, context_type)
}  // namespace herald::grammar
