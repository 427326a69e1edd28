// Rule group "tables": definitions (included by tables.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/cells.hpp"
#include "grammar/expression.hpp"
#include "grammar/tables.hpp"

namespace herald::grammar {

x3::rule<struct key_levels_class, std::vector<ast::key_level>> const key_levels = "key domain";
x3::rule<struct outcome_cells_class, std::vector<ast::cell>> const outcome_cells = "outcome cells";
// Named, so that an expectation failure says what it wanted, not X3's type.
x3::rule<struct leader_path_class, std::vector<ast::identifier>> const leader_path =
    "a path to the leaders tested, such as target.leaders";
x3::rule<struct check_scope_class, std::string> const check_scope = "'cell', 'row' or 'column'";
x3::rule<struct row_keys_class, std::vector<ast::key_tuple>> const row_keys = "row key";
x3::rule<struct key_level_class, ast::key_level> const key_level = "key domain";
x3::rule<struct axis_class, ast::axis_decl> const axis = "rows or columns";
x3::rule<struct cells_decl_class, ast::cells_decl> const cells_decl = "cells";
x3::rule<struct sparse_class, ast::sparse_decl> const sparse = "sparse";
x3::rule<struct reprint_class, ast::reprint_decl> const reprint = "reprinted";
x3::rule<struct footnote_class, ast::footnote_decl> const footnote = "footnote";
x3::rule<struct check_class, ast::check_decl> const check = "check";
x3::rule<struct row_class, ast::row> const row = "row";
x3::rule<struct table_item_class, ast::table_item> const table_item = "table item";
x3::rule<struct roll_term_class, ast::roll_term> const roll_term = "roll term";
x3::rule<struct trigger_class, ast::trigger_decl> const trigger = "trigger";
x3::rule<struct outcome_columns_class, ast::outcome_columns> const outcome_columns = "columns";
x3::rule<struct outcomes_class, ast::outcomes_decl> const outcomes = "outcomes";
x3::rule<struct band_bounds_class, ast::band_bounds> const band_bounds = "die-roll range";
x3::rule<struct band_class, ast::band> const band = "band";
x3::rule<struct bands_item_class, ast::bands_item> const bands_item = "band";
x3::rule<struct cell_per_line_class, ast::cell_per_line_decl> const cell_per_line = "one cell per line";
x3::rule<struct reprint_entry_class, ast::reprint_entry> const reprint_entry = "row, band or modifier";
x3::rule<struct reprint_item_class, ast::reprint_item> const reprint_item = "reprint item";

auto const set_low = [](auto& context) { x3::_val(context).low = x3::_attr(context); };
auto const set_range = [](auto& context) { x3::_val(context).is_range = true; };
auto const set_high = [](auto& context) { x3::_val(context).high = x3::_attr(context); };

// `unit_type`, `unit_type [Ch Ha]`, `int 1..5`, `ratio steps`.
auto const key_level_def =
    identifier >> -int_range >> -('[' > *key > ']') >> x3::matches[kw("steps")];
auto const key_levels_def = key_level >> *('*' > key_level);
auto const axis_def = recover[(kw_text("rows") | kw_text("columns")) > key_levels > provenance > ';'];
auto const cells_decl_def = recover[(kw("cells") > x3::attr(boost::optional<ast::key>()) > identifier > ';') |
                            (kw("column") > key > kw("cells") > identifier > ';')];
auto const sparse_def = recover[kw("sparse") > ';'];
auto const reprint_def = recover[kw_text("reprinted") > provenance > ';'];
auto const cell_per_line_def = recover[kw("one") > kw("cell") > kw("per") > kw("line") > ';'];
auto const footnote_def = recover[kw("footnote") > identifier > string_literal > provenance > ';'];
auto const check_scope_def = kw_text("cell") | kw_text("row") | kw_text("column");
auto const check_def = recover[kw("check") > kw("each") >
                       check_scope > ':' > expression >
                       provenance > ';'];
auto const row_keys_def = key_tuple >> *(',' > key_tuple);
auto const row_def = recover[row_keys > -string_literal > ':' > *cell > provenance > ';'];
auto const table_item_def = recover[axis | cells_decl | sparse | reprint | footnote | note | check | roll | cell_per_line | row |
                            unexpected<ast::table_item>("a table item or '}'")];
auto const table_def = recover[kw("table") > identifier > -labels > provenance > '{' > *table_item >
                       close_block("a table item or '}'")];

auto const roll_term_def = x3::char_("+-") >> identifier;
auto const roll_spec_def = -uint32_ >> identifier >> *roll_term >> x3::matches[kw("opposed")];
auto const roll_def = recover[kw("roll") > roll_spec > ';'];
auto const clamp_def = recover[kw("clamp") > number > ".." > number > provenance > ';'];
auto const trigger_def = recover[kw("trigger") > identifier > kw("natural") > number >
                                 -(kw("for") > leader_path) > provenance > ';'];
auto const leader_path_def = identifier % '.';
auto const outcome_columns_def = recover[kw("columns") > names > ';'];
auto const outcomes_def = recover[kw("outcomes") > identifier > ';'];
auto const band_bounds_def =
    x3::raw[number[set_low] >> -(x3::lit("..")[set_range] >> -number[set_high])][set_location];
auto const outcome_cells_def = cell >> *(',' > cell);
auto const band_def = recover[band_bounds > ':' > outcome_cells > provenance > ';'];
auto const bands_item_def = recover[roll | clamp | trigger | outcome_columns | outcomes | note | band |
                            unexpected<ast::bands_item>("a band or '}'")];
auto const bands_def = recover[kw("bands") > identifier > -labels > provenance > '{' > *bands_item >
                       close_block("a band or '}'")];

using no_keys = boost::optional<ast::key_tuple>;
using no_bounds = boost::optional<ast::band_bounds>;
auto const reprint_entry_def = recover[((kw_text("row") | kw_text("modifier")) > key_tuple > x3::attr(no_bounds()) >
                                        provenance > ';') |
                                       (kw_text("band") > x3::attr(no_keys()) > band_bounds > provenance > ';')];
auto const reprint_item_def = recover[reprint_entry | cell_per_line | note |
                              unexpected<ast::reprint_item>("row, band, modifier, 'one cell per line' or '}'")];
auto const edition_reprint_def = recover[kw("reprint") > identifier > -(kw("lang") > identifier) > provenance > '{' >
                                 *reprint_item > close_block("row, band, modifier, 'one cell per line' or '}'")];

BOOST_SPIRIT_DEFINE(cell_per_line, reprint_entry, reprint_item, edition_reprint)
BOOST_SPIRIT_DEFINE(check_scope, row_keys, table, key_levels, outcome_cells, key_level, axis, cells_decl, sparse, reprint, footnote, check, row,
                    table_item, bands, roll, roll_spec, roll_term, clamp, trigger,
                    outcome_columns, outcomes, band_bounds, band, bands_item, leader_path)

struct table_class : recover_statement {};
struct key_levels_class {};
struct leader_path_class {};
struct outcome_cells_class {};
struct key_level_class : annotate_position {};
struct axis_class : recover_statement {};
struct cells_decl_class : recover_statement {};
struct sparse_class : recover_statement {};
struct reprint_class : recover_statement {};
struct footnote_class : recover_statement {};
struct check_class : recover_statement {};
struct row_class : recover_statement {};
struct table_item_class : recover_statement {};
struct row_keys_class {};
struct check_scope_class {};
struct bands_class : recover_statement {};
struct roll_class : recover_statement {};
struct roll_spec_class : annotate_position {};
struct roll_term_class : annotate_position {};
struct clamp_class : recover_statement {};
struct trigger_class : recover_statement {};
struct outcome_columns_class : recover_statement {};
struct outcomes_class : recover_statement {};
struct band_bounds_class : annotate_position {};
struct band_class : recover_statement {};
struct bands_item_class : recover_statement {};
struct cell_per_line_class : recover_statement {};
struct reprint_entry_class : recover_statement {};
struct reprint_item_class : recover_statement {};
struct edition_reprint_class : recover_statement {};

}  // namespace herald::grammar
