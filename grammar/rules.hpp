// Rule group "rules": modifier lists, state transitions, die tests, dice pools and sequences.
#pragma once

#include "grammar/common.hpp"

namespace herald::grammar {

struct modifiers_class;
struct modifier_class;
struct transitions_class;
struct test_class;
struct pool_class;
struct sequence_class;

using modifiers_type = x3::rule<modifiers_class, ast::modifiers_decl>;
using modifier_type = x3::rule<modifier_class, ast::modifier_decl>;
using transitions_type = x3::rule<transitions_class, ast::transitions_decl>;
using test_type = x3::rule<test_class, ast::test_decl>;
using pool_type = x3::rule<pool_class, ast::pool_decl>;
using sequence_type = x3::rule<sequence_class, ast::sequence_decl>;

BOOST_SPIRIT_DECLARE(modifiers_type, modifier_type, transitions_type, test_type, pool_type, sequence_type)

modifiers_type const modifiers = "modifiers";
modifier_type const modifier = "modifier";
transitions_type const transitions = "transitions";
test_type const test = "test";
pool_type const pool = "pool";
sequence_type const sequence = "sequence";

}  // namespace herald::grammar
