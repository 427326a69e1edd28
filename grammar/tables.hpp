// Rule group "tables": grid tables and die-roll band tables.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct table_class;
struct edition_reprint_class;
struct bands_class;
struct clamp_class;
struct roll_class;
struct roll_spec_class;

using table_type = x3::rule<table_class, ast::table_decl>;
using edition_reprint_type = x3::rule<edition_reprint_class, ast::edition_reprint_decl>;
using bands_type = x3::rule<bands_class, ast::bands_decl>;
using clamp_type = x3::rule<clamp_class, ast::clamp_decl>;
using roll_type = x3::rule<roll_class, ast::roll_decl>;
// `2 d6 + list`: also what a sequence's step rolls (rules group).
using roll_spec_type = x3::rule<roll_spec_class, ast::roll_spec>;

BOOST_SPIRIT_DECLARE(table_type, edition_reprint_type, bands_type, clamp_type, roll_type, roll_spec_type)

table_type const table = "table";
edition_reprint_type const edition_reprint = "reprint";
bands_type const bands = "bands";
clamp_type const clamp = "clamp";
roll_type const roll = "roll";
roll_spec_type const roll_spec = "roll";

}  // namespace herald::grammar
