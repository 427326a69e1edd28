// Rule group "common": instantiation.
#include "grammar/common_def.hpp"

namespace herald::grammar {

BOOST_SPIRIT_INSTANTIATE(identifier_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(string_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(number_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(ratio_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(bool_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(int_range_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(names_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(labels_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(provenance_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(note_type, iterator_type, context_type)

}  // namespace herald::grammar
