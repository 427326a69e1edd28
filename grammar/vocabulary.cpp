// Rule group "vocabulary": instantiation.
#include "grammar/vocabulary_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(die_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(symbol_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(enum_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(record_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(cell_type_decl_type, iterator_type, context_type)
}  // namespace herald::grammar
