// Rule group "file": instantiation.
#include "grammar/file_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(header_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(declaration_type, iterator_type, context_type)
}  // namespace herald::grammar
