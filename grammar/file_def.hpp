// Rule group "file": definitions (included by file.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/editions.hpp"
#include "grammar/file.hpp"
#include "grammar/rules.hpp"
#include "grammar/tables.hpp"
#include "grammar/vocabulary.hpp"

namespace herald::grammar {

x3::rule<struct languages_class, std::vector<ast::identifier>> const languages = "language code";
x3::rule<struct header_item_class, ast::header_item> const header_item = "header item";

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
auto const declaration_def = die | symbol | enum_ | record | cell_type_decl | table | bands |
                             modifiers | transitions | test | pool | sequence | amend | edition_statement | scenario | example |
                             acknowledge | cite | referenced | note;

BOOST_SPIRIT_DEFINE(languages, header_item, header, declaration)

struct header_item_class : recover_statement {};
struct header_class : recover_statement {};
struct declaration_class {};
struct languages_class {};

}  // namespace herald::grammar
