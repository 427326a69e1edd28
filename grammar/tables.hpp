// Rule group "tables": grid tables and die-roll band tables.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct table_class;
struct bands_class;
struct clamp_class;
struct roll_class;

using table_type = x3::rule<table_class, ast::table_decl>;
using bands_type = x3::rule<bands_class, ast::bands_decl>;
using clamp_type = x3::rule<clamp_class, ast::clamp_decl>;
using roll_type = x3::rule<roll_class, ast::roll_decl>;

BOOST_SPIRIT_DECLARE(table_type, bands_type, clamp_type, roll_type)

table_type const table = "table";
bands_type const bands = "bands";
clamp_type const clamp = "clamp";
roll_type const roll = "roll";

}  // namespace herald::grammar
