// Rule group "editions": definitions (included by editions.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/cells.hpp"
#include "grammar/editions.hpp"
#include "grammar/expression.hpp"
#include "grammar/rules.hpp"
#include "grammar/tables.hpp"

namespace herald::grammar {

x3::rule<struct role_class, std::string> const role = "'attacker' or 'defender'";
x3::rule<struct banner_item_class, ast::oob_entry> const banner_item = "a leader, a unit or '}'";
x3::rule<struct amend_value_class, ast::amend_value> const amend_value = "cell, string or (expression)";
x3::rule<struct oob_entry_class, ast::oob_entry> const oob_entry = "leader or unit";
x3::rule<struct banner_class, ast::banner_decl> const banner = "banner";
x3::rule<struct scenario_fact_class, ast::scenario_fact> const scenario_fact = "scenario item";
x3::rule<struct modifier_add_class, ast::modifier_add> const modifier_add = "add";
x3::rule<struct scenario_item_class, ast::scenario_item> const scenario_item = "scenario item";
x3::rule<struct example_roll_class, ast::example_roll> const example_roll = "roll";
x3::rule<struct example_item_class, ast::example_item> const example_item = "given, expect or rule";
x3::rule<struct example_entry_class, ast::example_entry> const example_entry = "example item";

x3::rule<struct check_id_class, ast::identifier> const check_id = "check id";
x3::rule<struct faces_class, std::vector<ast::number>> const faces = "die faces";

using no_number = boost::optional<ast::number>;
using no_name = boost::optional<ast::identifier>;
using no_role = boost::optional<std::string>;
using no_text = boost::optional<ast::string_lit>;

auto const amend_value_def = ('(' > expression > ')') | string_literal | cell;
auto const amend_def = recover[kw("amend") > target > kw("from") > amend_value > kw("to") > amend_value >
                       provenance > ';'];
auto const replace_def = recover[kw("replace") > identifier > string_literal > provenance > ';'];
x3::rule<struct spell_class, ast::spell_decl> const spell = "spell";
auto const spell_def = recover[kw("spell") > identifier > string_literal > provenance > ';'];
x3::rule<struct rule_class, ast::rule_decl> const rule_decl = "rule";
auto const rule_decl_def = recover[kw("rule") > identifier > -labels > -(':' > identifier) > -('=' > value) >
                           provenance > ';'];
x3::rule<struct says_class, ast::says_decl> const says = "says";
// The value stated: a list, or one value written as a cell prints it (`6/8`, `-4 / 0 [a]`, `NF`).
x3::rule<struct says_value_class, boost::variant<ast::value, ast::cell>> const says_value = "a value or a list";
auto const says_value_def = (&x3::lit('[') >> value) | cell;
auto const says_def = recover[kw("says") > target > (kw_text("is") | kw_text("has")) > says_value > string_literal >
                      provenance > ';'];
auto const edition_statement_def = edition_reprint | replace | spell | rule_decl | says;
// Check ids are dotted: `band.gap`, `provenance.mismatch`.
auto const check_id_def =
    x3::raw[x3::lexeme[word_start >> *(word_char | '.')]][set_identifier];
auto const acknowledge_def = recover[kw("acknowledge") > check_id > target > string_literal >
                             provenance > ';'];

// What the source cites by name, and the charts it cites without printing them.
auto const cite_def = recover[kw("cite") > target > string_literal > provenance > ';'];
auto const referenced_def = recover[kw("referenced") > identifier > -labels > provenance > ';'];

auto const oob_entry_def = recover[(kw_text("leader") | kw_text("unit")) > identifier > -string_literal >
                           value > provenance > ';'];
auto const banner_def = recover[kw("banner") > identifier > -labels > kw("side") > identifier >
                        provenance > '{' > *banner_item > close_block("a leader, a unit or '}'")];
auto const banner_item_def = recover[oob_entry | unexpected<ast::oob_entry>("a leader, a unit or '}'")];
auto const role_def = kw_text("attacker") | kw_text("defender");
auto const scenario_fact_def = recover[(kw_text("turns") > number > x3::attr(no_name()) > x3::attr(ast::labels()) >
     x3::attr(no_role()) > x3::attr(no_text()) > provenance > ';') |
    (kw_text("side") > x3::attr(no_number()) > identifier > labels > role > x3::attr(no_text()) >
     provenance > ';') |
    (kw_text("victory") > x3::attr(no_number()) > x3::attr(no_name()) > x3::attr(ast::labels()) >
     x3::attr(no_role()) > string_literal > provenance > ';') |
    (kw_text("rule") > x3::attr(no_number()) > identifier > x3::attr(ast::labels()) >
     x3::attr(no_role()) > string_literal > provenance > ';')];
auto const modifier_add_def = recover[kw("add") > identifier > modifier];
auto const scenario_item_def = recover[scenario_fact | banner | amend | modifier_add | table | modifiers |
                               note | example | says | unexpected<ast::scenario_item>("a scenario item or '}'")];
auto const scenario_def = recover[kw("scenario") > identifier > -labels > provenance > '{' >
                          *scenario_item > close_block("a scenario item or '}'")];

auto const faces_def = number >> *(',' > number);
auto const example_roll_def = recover[kw("roll") > identifier > '=' > faces > ';'];
auto const example_item_def = recover[(kw_text("given") | kw_text("expect") | kw_text("rule")) > value > ';'];
auto const example_entry_def = recover[note | example_roll | example_item |
                               unexpected<ast::example_entry>("given, roll, expect, note or '}'")];
auto const example_def = recover[kw("example") > identifier > -labels > kw("on") > identifier >
                         provenance > '{' > *example_entry >
                         close_block("given, roll, expect or '}'")];

BOOST_SPIRIT_DEFINE(role, banner_item, faces, amend_value, amend, replace, spell, rule_decl, says_value, says, edition_statement, check_id, acknowledge, cite, referenced, oob_entry, banner, scenario_fact,
                    modifier_add, scenario_item, scenario, example_roll, example_item,
                    example_entry, example)

struct amend_value_class : annotate_position {};
struct faces_class {};
struct role_class {};
struct banner_item_class : recover_statement {};
struct amend_class : recover_statement {};
struct check_id_class : annotate_position {};
struct acknowledge_class : recover_statement {};
struct replace_class : recover_statement {};
struct spell_class : recover_statement {};
struct rule_class : recover_statement {};
struct says_class : recover_statement {};
struct says_value_class {};
struct edition_statement_class {};
struct cite_class : recover_statement {};
struct referenced_class : recover_statement {};
struct oob_entry_class : recover_statement {};
struct banner_class : recover_statement {};
struct scenario_fact_class : recover_statement {};
struct modifier_add_class : recover_statement {};
struct scenario_item_class : recover_statement {};
struct scenario_class : recover_statement {};
struct example_roll_class : recover_statement {};
struct example_item_class : recover_statement {};
struct example_entry_class : recover_statement {};
struct example_class : recover_statement {};

}  // namespace herald::grammar
