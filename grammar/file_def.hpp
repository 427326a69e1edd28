// Rule group "file": definitions (included by file.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/editions.hpp"
#include "grammar/file.hpp"
#include "grammar/rules.hpp"
#include "grammar/tables.hpp"
#include "grammar/vocabulary.hpp"

namespace herald::grammar {

// The rules of other groups this one uses (grammar/*.hpp declare them).
namespace {
auto const& identifier = shared::identifier();
auto const& string_literal = shared::string_literal();
auto const& labels = shared::labels();
auto const& note = shared::note();
auto const& die = shared::die();
auto const& symbol = shared::symbol();
auto const& enum_ = shared::enum_();
auto const& record = shared::record();
auto const& cell_type = shared::cell_type();
auto const& table = shared::table();
auto const& bands = shared::bands();
auto const& modifiers = shared::modifiers();
auto const& transitions = shared::transitions();
auto const& test = shared::test();
auto const& pool = shared::pool();
auto const& amend = shared::amend();
auto const& scenario = shared::scenario();
auto const& example = shared::example();
auto const& acknowledge = shared::acknowledge();
}  // namespace

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
