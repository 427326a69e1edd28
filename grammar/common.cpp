// Rule group "common": instantiation.
#include "grammar/common_def.hpp"

namespace herald::grammar {

BOOST_SPIRIT_INSTANTIATE(identifier_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(string_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(number_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(ratio_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(labels_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(provenance_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(note_type, iterator_type, context_type)


identifier_type const& shared::identifier() { return grammar::identifier_rule; }
string_type const& shared::string_literal() { return grammar::string_rule; }
number_type const& shared::number() { return grammar::number_rule; }
ratio_type const& shared::ratio() { return grammar::ratio_rule; }
labels_type const& shared::labels() { return grammar::labels_rule; }
provenance_type const& shared::provenance() { return grammar::provenance_rule; }
note_type const& shared::note() { return grammar::note_rule; }

}  // namespace herald::grammar
