// Rule group "rules": modifier lists, state transitions, die tests and dice pools.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct modifiers_class;
struct modifier_class;
struct transitions_class;
struct test_class;
struct pool_class;

using modifiers_type = x3::rule<modifiers_class, ast::modifiers_decl>;
using modifier_type = x3::rule<modifier_class, ast::modifier_decl>;
using transitions_type = x3::rule<transitions_class, ast::transitions_decl>;
using test_type = x3::rule<test_class, ast::test_decl>;
using pool_type = x3::rule<pool_class, ast::pool_decl>;

BOOST_SPIRIT_DECLARE(modifiers_type, modifier_type, transitions_type, test_type, pool_type)

// The rules other groups use, declared once and defined by this group (as
// calc9 does): a group imports one with `auto const& NAME = shared::NAME();`.
namespace shared {
modifiers_type const& modifiers();
modifier_type const& modifier();
transitions_type const& transitions();
test_type const& test();
pool_type const& pool();
}  // namespace shared

}  // namespace herald::grammar
