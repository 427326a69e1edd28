// Rule group "cells": definitions (included by cells.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/cells.hpp"

namespace herald::grammar {

x3::rule<struct cell_first_class, ast::cell_part> const first_part = "cell";
x3::rule<struct cell_next_class, ast::cell_part> const next_part = "cell";
x3::rule<struct parts_class, std::vector<ast::cell_part>> const parts = "cell";
x3::rule<struct cell_atom_class, ast::cell_atom> const atom = "number or symbol";
x3::rule<struct mark_class, ast::identifier> const mark = "footnote mark";
x3::rule<struct value_array_class, ast::value_array> const value_array = "list";
x3::rule<struct value_object_class, ast::value_object> const value_object = "object";
x3::rule<struct value_field_class, ast::value_field> const value_field = "field";
x3::rule<struct target_step_class, ast::target_step> const target_step = "[key] or .name";

auto const atom_def = number | identifier;
// `5/7`, `-2 / B`, `-4 / 0 [a]`, `D + R`: parts joined by `/`, or by `+`
// before a name (so that `+1 +2` stays two cells of a row).
auto const first_part_def = x3::attr('\0') >> atom;
auto const next_part_def = (x3::char_('/') > atom) | (x3::char_('+') >> identifier);
auto const mark_def = '[' > identifier > ']';
auto const parts_def = first_part >> *next_part;
auto const cell_def = (x3::lit('_') >> x3::attr(std::vector<ast::cell_part>()) >> *mark) |
                      (parts >> *mark);

auto const key_def = ratio | number | identifier;
auto const key_tuple_def = key % '.';

auto const value_def = ratio | number | string_literal | bool_lit | identifier | value_array |
                       value_object;
auto const value_array_def = '[' > -(value % ',') > ']';
auto const value_object_def = '{' > -(value_field % ',') > '}';
auto const value_field_def = identifier > ':' > value;

auto const target_step_def = ('[' > key_tuple > ']') | ('.' > identifier);
auto const target_def = identifier >> *target_step;

BOOST_SPIRIT_DEFINE(cell, parts, first_part, next_part, atom, mark, key, key_tuple, value, value_array,
                    value_object, value_field, target, target_step)

struct cell_class : annotate_position {};
struct cell_first_class : annotate_position {};
struct cell_next_class : annotate_position {};
struct cell_atom_class {};
struct parts_class {};
struct mark_class : annotate_position {};
struct key_class {};
struct key_tuple_class : annotate_position {};
struct value_class : annotate_position {};
struct value_array_class : annotate_position {};
struct value_object_class : annotate_position {};
struct value_field_class : annotate_position {};
struct target_class : annotate_position {};
struct target_step_class : annotate_position {};

}  // namespace herald::grammar
