// Rule group "editions": errata (amend), acknowledged findings, citations and charts referenced
// but not printed, scenarios and worked examples.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct amend_class;
struct acknowledge_class;
struct replace_class;
struct edition_statement_class;
struct cite_class;
struct referenced_class;
struct scenario_class;
struct example_class;

using amend_type = x3::rule<amend_class, ast::amend_decl>;
using replace_type = x3::rule<replace_class, ast::replace_decl>;
using edition_statement_type = x3::rule<edition_statement_class, ast::edition_statement>;
using acknowledge_type = x3::rule<acknowledge_class, ast::acknowledge_decl>;
using cite_type = x3::rule<cite_class, ast::cite_decl>;
using referenced_type = x3::rule<referenced_class, ast::referenced_decl>;
using scenario_type = x3::rule<scenario_class, ast::scenario_decl>;
using example_type = x3::rule<example_class, ast::example_decl>;

BOOST_SPIRIT_DECLARE(amend_type, replace_type, edition_statement_type, acknowledge_type, cite_type, referenced_type, scenario_type, example_type)

amend_type const amend = "amend";
replace_type const replace = "replace";
edition_statement_type const edition_statement = "reprint, replace, spell, rule or says";
acknowledge_type const acknowledge = "acknowledge";
cite_type const cite = "cite";
referenced_type const referenced = "referenced";
scenario_type const scenario = "scenario";
example_type const example = "example";

}  // namespace herald::grammar
