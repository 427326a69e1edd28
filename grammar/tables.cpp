// Rule group "tables": instantiation.
#include "grammar/tables_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(table_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(bands_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(clamp_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(roll_type, iterator_type, context_type)

table_type const& shared::table() { return grammar::table; }
bands_type const& shared::bands() { return grammar::bands; }
clamp_type const& shared::clamp() { return grammar::clamp; }
roll_type const& shared::roll() { return grammar::roll; }

}  // namespace herald::grammar
