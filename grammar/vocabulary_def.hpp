// Rule group "vocabulary": definitions (included by vocabulary.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/vocabulary.hpp"

namespace herald::grammar {

x3::rule<struct enum_value_class, ast::enum_value> const enum_value = "enum value";
x3::rule<struct field_class, ast::field_decl> const field = "field";
x3::rule<struct type_ref_class, ast::type_ref> const type_ref = "type";
x3::rule<struct slot_class, ast::slot> const slot = "slot";
x3::rule<struct shape_class, ast::shape> const shape = "cell shape";
x3::rule<struct shapes_class, std::vector<ast::shape>> const shapes = "cell shape";
x3::rule<struct slot_name_class, ast::identifier> const slot_name = "slot name";

x3::rule<struct slot_kind_class, ast::identifier> const slot_kind = "a slot kind (int, mod or a symbol)";
x3::rule<struct slots_class, std::vector<ast::slot>> const slots = "slot";
x3::rule<struct enum_item_class, ast::enum_value> const enum_item = "an enum value or '}'";
x3::rule<struct record_item_class, ast::field_decl> const record_item = "a field or '}'";

auto const die_def = recover[kw("die") > identifier > kw("faces") > number > ".." > number > provenance > ';'];
auto const symbol_def =
    recover[kw("symbol") > identifier > labels > -(kw("value") > number) >
            x3::matches[kw("spelled") > kw("out")] > provenance > ';'];

auto const enum_value_def = recover[identifier > -labels > provenance > ';'];
auto const enum_item_def = recover[enum_value | unexpected<ast::enum_value>("an enum value or '}'")];
auto const enum__def = recover[kw("enum") > identifier > -labels > provenance > '{' > *enum_item >
                       close_block("an enum value or '}'")];

// `int 0..9`, `bool`, `list unit`, `unit_type`; the element name never
// swallows the `derived` that may follow a type.
auto const type_ref_def = identifier >> -int_range >> -(!kw("derived") >> identifier);
auto const field_def = recover[identifier > ':' > type_ref > x3::matches[kw("derived")] > -labels >
                       provenance > ';'];
auto const record_item_def = recover[field | unexpected<ast::field_decl>("a field or '}'")];
auto const record_def = recover[(kw_text("record") | kw_text("situation")) > identifier > -labels >
                        provenance > '{' > *record_item > close_block("a field or '}'")];

auto const slot_name_def = identifier >> ':';
auto const slot_kind_def = identifier;
auto const slot_def = (slot_name > slot_kind > -int_range) |
                      (x3::attr(boost::optional<ast::identifier>()) >> slot_kind >> -int_range);
auto const slots_def = slot >> *('/' > slot);
auto const shape_def = slots;
auto const shapes_def = shape >> *('|' > shape);
auto const cell_type_decl_def = recover[kw("cell") > identifier > '=' > shapes > provenance > ';'];

BOOST_SPIRIT_DEFINE(slot_kind, slots, enum_item, record_item, die, symbol, enum_value, enum_, type_ref, field, record, slot_name, slot,
                    shape, shapes, cell_type_decl)

struct die_class : recover_statement {};
struct symbol_class : recover_statement {};
struct enum_value_class : recover_statement {};
struct enum_class : recover_statement {};
struct type_ref_class : annotate_position {};
struct enum_item_class : recover_statement {};
struct slots_class {};
struct slot_kind_class {};
struct record_item_class : recover_statement {};
struct field_class : recover_statement {};
struct record_class : recover_statement {};
struct slot_name_class : annotate_position {};
struct slot_class : annotate_position {};
struct shape_class : annotate_position {};
struct shapes_class {};
struct cell_type_decl_class : recover_statement {};

}  // namespace herald::grammar
