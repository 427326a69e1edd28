// Rule group "file": definitions (included by file.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/editions.hpp"
#include "grammar/file.hpp"
#include "grammar/rules.hpp"
#include "grammar/tables.hpp"
#include "grammar/vocabulary.hpp"

namespace herald::grammar {

identifier_type const identifier = "identifier";
string_type const string_literal = "string";
labels_type const labels = "labels";
note_type const note = "note";
die_type const die = "die";
symbol_type const symbol = "symbol";
enum_type const enum_ = "enum";
record_type const record = "record";
cell_type_type const cell_type = "cell type";
table_type const table = "table";
bands_type const bands = "bands";
modifiers_type const modifiers = "modifiers";
transitions_type const transitions = "transitions";
test_type const test = "test";
pool_type const pool = "pool";
amend_type const amend = "amend";
scenario_type const scenario = "scenario";
example_type const example = "example";
acknowledge_type const acknowledge = "acknowledge";

x3::rule<struct languages_class, std::vector<ast::identifier>> const languages = "language code";
x3::rule<struct header_item_class, ast::header_item> const header_item = "header item";

header_type const header = "'system' or 'ruleset'";
declaration_type const declaration = "declaration";

using no_labels = ast::labels;
using no_text = ast::string_lit;
using no_langs = std::vector<ast::identifier>;

auto const header_item_def = recover[(kw_text("title") > labels > x3::attr(no_text()) > x3::attr(no_langs()) > ';') |
    ((kw_text("edition") | kw_text("source") | kw_text("import")) > x3::attr(no_labels()) >
     string_literal > x3::attr(no_langs()) > ';') |
    (kw_text("lang") > x3::attr(no_labels()) > x3::attr(no_text()) > languages > ';')];
auto const languages_def = +identifier;
auto const header_def = recover[(kw_text("system") | kw_text("ruleset")) > identifier >
                        -(kw("extends") > identifier) > ';' > *header_item];
auto const declaration_def = die | symbol | enum_ | record | cell_type | table | bands |
                             modifiers | transitions | test | pool | amend | scenario | example |
                             acknowledge | note;

BOOST_SPIRIT_DEFINE(languages, header_item, header, declaration)

struct header_item_class : recover_statement {};
struct header_class : recover_statement {};
struct declaration_class {};
struct languages_class {};

}  // namespace herald::grammar
