// Rule group "cells": table cells, keys, amend targets and structured values.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct cell_class;
struct key_class;
struct key_tuple_class;
struct value_class;
struct target_class;

using cell_type = x3::rule<cell_class, ast::cell>;
using key_type = x3::rule<key_class, ast::key>;
using key_tuple_type = x3::rule<key_tuple_class, ast::key_tuple>;
using value_type = x3::rule<value_class, ast::value>;
using target_type = x3::rule<target_class, ast::target>;

BOOST_SPIRIT_DECLARE(cell_type, key_type, key_tuple_type, value_type, target_type)

cell_type const cell = "cell";
key_type const key = "key";
key_tuple_type const key_tuple = "key";
value_type const value = "value";
target_type const target = "table or list name";

}  // namespace herald::grammar
