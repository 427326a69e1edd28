// Rule group "file": the header of a file and its top-level declarations.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct header_class;
struct declaration_class;

using header_type = x3::rule<header_class, ast::header>;
using declaration_type = x3::rule<declaration_class, ast::declaration>;

BOOST_SPIRIT_DECLARE(header_type, declaration_type)

header_type const header = "'system' or 'ruleset'";
declaration_type const declaration = "declaration";

}  // namespace herald::grammar
