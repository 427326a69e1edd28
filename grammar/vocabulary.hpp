// Rule group "vocabulary": dice, symbols, enums, records, situations and cell types.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct die_class;
struct symbol_class;
struct enum_class;
struct record_class;
struct cell_type_decl_class;

using die_type = x3::rule<die_class, ast::die_decl>;
using symbol_type = x3::rule<symbol_class, ast::symbol_decl>;
using enum_type = x3::rule<enum_class, ast::enum_decl>;
using record_type = x3::rule<record_class, ast::record_decl>;
using cell_type_decl_type = x3::rule<cell_type_decl_class, ast::cell_type_decl>;

BOOST_SPIRIT_DECLARE(die_type, symbol_type, enum_type, record_type, cell_type_decl_type)

die_type const die = "die";
symbol_type const symbol = "symbol";
enum_type const enum_ = "enum";
record_type const record = "record";
// `cell threshold = ...`: not `cell_type`, which names the type of a cell's rule.
cell_type_decl_type const cell_type_decl = "cell type";

}  // namespace herald::grammar
