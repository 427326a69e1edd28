// Rule group "cells": instantiation.
#include "grammar/cells_def.hpp"

namespace herald::grammar {
BOOST_SPIRIT_INSTANTIATE(cell_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(key_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(key_tuple_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(value_type, iterator_type, context_type)
BOOST_SPIRIT_INSTANTIATE(target_type, iterator_type, context_type)
}  // namespace herald::grammar
