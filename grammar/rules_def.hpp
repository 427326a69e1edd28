// Rule group "rules": definitions (included by rules.cpp only).
#pragma once

#include "grammar/ast_adapted.hpp"
#include "grammar/expression.hpp"
#include "grammar/rules.hpp"
#include "grammar/tables.hpp"

namespace herald::grammar {

x3::rule<struct cumulative_class, ast::cumulative_decl> const cumulative = "cumulative";
x3::rule<struct group_class, ast::group_decl> const group = "group";
x3::rule<struct delta_class, ast::delta> const delta = "modifier value (+1, -2 or (expression))";
x3::rule<struct modifiers_item_class, ast::modifiers_item> const modifiers_item = "modifier";
x3::rule<struct transition_class, ast::transition> const transition = "transition";
x3::rule<struct state_word_class, ast::identifier> const state_word = "state or '*'";
x3::rule<struct transitions_item_class, ast::transitions_item> const transitions_item = "transition";
x3::rule<struct test_rule_class, ast::test_rule> const test_rule = "succeed or fail rule";
x3::rule<struct test_item_class, ast::test_item> const test_item = "test item";
x3::rule<struct pool_item_class, ast::pool_item> const pool_item = "dice pool item";
x3::rule<struct pool_entry_class, ast::pool_entry> const pool_entry = "dice pool item";
x3::rule<struct sequence_step_class, ast::sequence_step> const sequence_step = "step";
x3::rule<struct step_input_class, ast::step_input> const step_input = "field = expression";
x3::rule<struct step_what_class, boost::variant<ast::roll_spec, ast::identifier>> const step_what = "roll, test or pool";
x3::rule<struct sequence_again_class, ast::sequence_again> const sequence_again = "again";
x3::rule<struct sequence_result_class, ast::sequence_result> const sequence_result = "result";
x3::rule<struct step_inputs_class, std::vector<ast::step_input>> const step_inputs = "field = expression";
x3::rule<struct sequence_entry_class, ast::sequence_entry> const sequence_entry = "a step or '}'";

auto const set_star = [](auto& context) { x3::_val(context).name = "*"; };
auto const set_eliminated = [](auto& context) { x3::_val(context).name = "eliminated"; };
// With actions in a rule, attributes no longer propagate by themselves.
auto const copy_identifier = [](auto& context) { x3::_val(context) = x3::_attr(context); };

x3::rule<struct states_class, std::vector<ast::identifier>> const states = "state or '*'";
x3::rule<struct pool_args_class, std::vector<ast::cell_atom>> const pool_args = "number or name";
using no_expression = boost::optional<ast::expression>;
using no_args = std::vector<ast::cell_atom>;
x3::rule<struct pool_arg_class, ast::cell_atom> const pool_arg = "number or name";
x3::rule<struct pool_amount_class, ast::expression> const pool_amount = "a number of dice: 3 or (expression)";
x3::rule<struct number_expression_class, ast::expression> const number_expression = "number";
x3::rule<struct group_policy_class, std::string> const group_policy = "'keep max', 'keep min' or 'exclusive'";
x3::rule<struct keep_which_class, std::string> const keep_which = "'max' or 'min'";
x3::rule<struct pool_pair_class, std::vector<ast::cell_atom>> const hit_pair = "name >= number";
x3::rule<struct loss_pair_class, std::vector<ast::cell_atom>> const loss_pair = "number per number";

auto const cumulative_def = recover[kw("cumulative") > provenance > ';'];
auto const group_policy_def = (kw("keep") > keep_which) | kw_text("exclusive");
auto const keep_which_def = kw_text("max") | kw_text("min");
auto const group_def = recover[kw("group") > identifier > group_policy > '{' > *identifier > '}' >
                       provenance > ';'];
auto const delta_def = number | ('(' > expression > ')');
auto const modifier_def = recover[identifier > ':' > delta > -(kw("when") > expression) >
                          -(kw("excludes") > names) > -string_literal > provenance > ';'];
auto const modifiers_item_def = recover[cumulative | clamp | group | note | modifier |
                                unexpected<ast::modifiers_item>("a modifier or '}'")];
auto const modifiers_def = recover[kw("modifiers") > identifier > -labels > kw("on") > identifier >
                           provenance > '{' > *modifiers_item >
                           close_block("a modifier or '}'")];

auto const state_word_def =
    x3::raw[x3::lit('*')[set_star] | kw("eliminated")[set_eliminated]][set_location] | identifier[copy_identifier];
auto const states_def = +state_word;
auto const pool_args_def = +pool_arg;
auto const transition_def = recover[identifier > ':' > states > "->" > states >
                            -string_literal > provenance > ';'];
auto const transitions_item_def = recover[note | transition |
                                  unexpected<ast::transitions_item>("a transition or '}'")];
auto const transitions_def = recover[kw("transitions") > identifier > -labels > kw("over") >
                             names > kw("on") > identifier > provenance > '{' >
                             *transitions_item > close_block("a transition or '}'")];

auto const test_rule_def = recover[(kw_text("succeed") | kw_text("fail")) > kw("when") > expression >
                           -string_literal > provenance > ';'];
auto const test_item_def = recover[roll | test_rule | note |
                           unexpected<ast::test_item>("roll, succeed, fail, note or '}'")];
auto const test_def = recover[kw("test") > identifier > -labels > kw("on") > identifier > provenance >
                      '{' > *test_item > close_block("a roll, succeed, fail or '}'")];

// Order of Arms: `dice (strength) d6 when COND;`, `strength LIST...;`, `hit when die + to_hit >= 6;`,
// `natural 6 hits;`, `natural 6 test broken_lances when ...;`, `deflect (table[armor][weapon]);`,
// `limit (target.strength * 3) when ...;`, `loss 1 per 2 hits when ...;`.
auto const pool_arg_def = number | identifier;
auto const hit_pair_def = pool_arg > ">=" > pool_arg;
auto const loss_pair_def = pool_arg > kw("per") > pool_arg;
auto const pool_item_def = recover[
    (kw_text("dice") > pool_amount > pool_args > -(kw("when") > expression) > provenance > ';') |
    (kw_text("hit") > x3::attr(no_expression()) > kw("when") > kw("die") > '+' > hit_pair >
     x3::attr(no_expression()) > provenance > ';') |
    (kw_text("natural") > x3::attr(no_expression()) > pool_args > -(kw("when") > expression) > provenance > ';') |
    (kw_text("deflect") > -('(' > expression > ')') > *pool_arg > x3::attr(no_expression()) > provenance > ';') |
    (kw_text("strength") > x3::attr(no_expression()) > pool_args > -(kw("when") > expression) > provenance > ';') |
    (kw_text("limit") > pool_amount > x3::attr(no_args()) > -(kw("when") > expression) > provenance > ';') |
    (kw_text("loss") > x3::attr(no_expression()) > loss_pair > kw("hits") > -(kw("when") > expression) >
     provenance > ';')];
auto const number_expression_def = number >> x3::attr(std::vector<ast::operation>());
auto const pool_amount_def = ('(' > expression > ')') | number_expression;
auto const pool_entry_def = recover[note | pool_item | unexpected<ast::pool_entry>("a dice pool item or '}'")];
auto const pool_def = recover[kw("pool") > identifier > -labels > kw("on") > identifier > provenance >
                      '{' > *pool_entry > close_block("a dice pool item or '}'")];
auto const step_input_def = identifier > '=' > expression;
auto const step_inputs_def = kw("with") > (step_input % ',');
auto const step_what_def = (kw("roll") > roll_spec) | identifier;
auto const sequence_again_def = recover[kw("again") > kw("when") > expression > provenance > ';'];
auto const sequence_result_def = recover[kw("result") > identifier > '=' > expression > -(kw("when") > expression) >
                                         provenance > ';'];
auto const sequence_step_def = recover[kw("step") > identifier > ':' > step_what > kw("on") > identifier >
                                       -step_inputs > -(kw("when") > expression) > provenance > ';'];
auto const sequence_entry_def = recover[note | sequence_step | sequence_again | sequence_result | unexpected<ast::sequence_entry>("a step or '}'")];
auto const sequence_def = recover[kw("sequence") > identifier > -labels > kw("on") > identifier > provenance >
                          '{' > *sequence_entry > close_block("a step or '}'")];

BOOST_SPIRIT_DEFINE(pool_amount, number_expression, group_policy, keep_which, states, pool_args, cumulative, group, delta, modifier, modifiers_item, modifiers, state_word,
                    transition, transitions_item, transitions, test_rule, test_item, test,
                    pool_arg, hit_pair, loss_pair, pool_item, pool_entry, pool,
                    step_input, step_inputs, step_what, sequence_again, sequence_result, sequence_step, sequence_entry, sequence)

struct states_class {};
struct pool_args_class {};
struct cumulative_class : recover_statement {};
struct group_class : recover_statement {};
struct delta_class : annotate_position {};
struct modifier_class : recover_statement {};
struct modifiers_item_class : recover_statement {};
struct modifiers_class : recover_statement {};
struct state_word_class : annotate_position {};
struct transition_class : recover_statement {};
struct transitions_item_class : recover_statement {};
struct transitions_class : recover_statement {};
struct test_rule_class : recover_statement {};
struct test_item_class : recover_statement {};
struct test_class : recover_statement {};
struct pool_item_class : recover_statement {};
struct pool_arg_class {};
struct pool_amount_class {};
struct number_expression_class : annotate_position {};
struct group_policy_class {};
struct keep_which_class {};
struct pool_pair_class {};
struct loss_pair_class {};
struct pool_entry_class : recover_statement {};
struct pool_class : recover_statement {};
struct sequence_step_class : recover_statement {};
struct step_input_class : annotate_position {};
struct step_inputs_class {};
struct step_what_class {};
struct sequence_again_class : recover_statement {};
struct sequence_result_class : recover_statement {};
struct sequence_entry_class : recover_statement {};
struct sequence_class : recover_statement {};

}  // namespace herald::grammar
