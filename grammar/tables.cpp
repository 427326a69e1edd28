// Rule group "tables": instantiation.
#include "grammar/tables_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(table_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(edition_reprint_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(bands_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(clamp_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(roll_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(roll_spec_type, iterator_type, context_type)
}  // namespace herald::grammar
