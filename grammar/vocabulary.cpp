// Rule group "vocabulary": instantiation.
#include "grammar/vocabulary_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(die_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(symbol_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(enum_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(record_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(cell_type_type, iterator_type, context_type)

die_type const& shared::die() { return grammar::die; }
symbol_type const& shared::symbol() { return grammar::symbol; }
enum_type const& shared::enum_() { return grammar::enum_; }
record_type const& shared::record() { return grammar::record; }
cell_type_type const& shared::cell_type() { return grammar::cell_type; }

}  // namespace herald::grammar
