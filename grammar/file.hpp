// Rule group "file": the header of a file and its top-level declarations.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct header_class;
struct declaration_class;

using header_type = x3::rule<header_class, ast::header>;
using declaration_type = x3::rule<declaration_class, ast::declaration>;

BOOST_SPIRIT_DECLARE(header_type, declaration_type)

// The rules other groups use, declared once and defined by this group (as
// calc9 does): a group imports one with `auto const& NAME = shared::NAME();`.
namespace shared {
header_type const& header();
declaration_type const& declaration();
}  // namespace shared

}  // namespace herald::grammar
