// Rule group "cells": instantiation.
#include "grammar/cells_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(cell_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(key_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(key_tuple_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(value_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(target_type, iterator_type, context_type)

cell_type const& shared::cell() { return grammar::cell; }
key_type const& shared::key() { return grammar::key; }
key_tuple_type const& shared::key_tuple() { return grammar::key_tuple; }
value_type const& shared::value() { return grammar::value; }
target_type const& shared::target() { return grammar::target; }

}  // namespace herald::grammar
