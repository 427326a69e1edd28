// The parser: positions on every node, error recovery, precedence, lexical checks.
#include <gtest/gtest.h>

#include <boost/variant/get.hpp>

#include "grammar/parser.hpp"
#include "support/source.hpp"

namespace herald {
namespace {

struct parsed {
  source_manager sources;
  diagnostics diags;
  ast::file tree;
  bool ok = false;
  explicit parsed(std::string text) {
    file_id id = sources.add("test.herald", std::move(text));
    ok = grammar::parse_file(sources.file(id), diags, tree);
  }
  line_col at(source_range r) const { return sources.file(r.file).position(r.begin); }
  std::string text(source_range r) const { return sources.file(r.file).text.substr(r.begin, r.end - r.begin); }
};

TEST(parser, every_node_records_where_it_was_written) {
  parsed p("system s;\n\nenum unit_type \"Unit type\" {\n  Ch \"Knights\" fr \"Chevaliers\" line 75;\n}\n");
  ASSERT_TRUE(p.ok);
  auto const& e = boost::get<ast::enum_decl>(p.tree.declarations.at(0));
  EXPECT_EQ(p.at(e.loc).line, 3u);
  EXPECT_EQ(p.text(e.name.loc), "unit_type");
  auto const& v = e.values.at(0);
  EXPECT_EQ(p.at(v.name.loc).line, 4u);
  EXPECT_EQ(p.at(v.name.loc).column, 3u);
  EXPECT_EQ(v.label_set.at(1).lang, "fr");
  EXPECT_EQ(p.text(v.label_set.at(1).text.loc), "\"Chevaliers\"");
}

TEST(parser, one_run_reports_every_syntax_error) {
  parsed p("system s;\nenum a { X Y; }\nenum b { Z; }\ndie d faces 1.. ;\nsymbol Q \"q\";\n");
  EXPECT_FALSE(p.ok);
  ASSERT_EQ(p.diags.all().size(), 2u);
  EXPECT_EQ(p.at(p.diags.all()[0].where).line, 2u);
  EXPECT_EQ(p.at(p.diags.all()[1].where).line, 4u);
  // The declarations between and after the errors are still parsed.
  EXPECT_EQ(p.tree.declarations.size(), 4u);
}

TEST(parser, expected_token_and_what_was_found) {
  parsed p("system s;\ndie d faces 1..6\nsymbol Q \"q\";\n");
  ASSERT_EQ(p.diags.all().size(), 1u);
  EXPECT_EQ(p.diags.all()[0].message, "expected ';', found 'symbol'");
  // A missing terminator is shown right after the previous token (clang style).
  EXPECT_EQ(p.at(p.diags.all()[0].where).line, 2u);
  EXPECT_EQ(p.at(p.diags.all()[0].where).column, 17u);
}

// Each precedence level wraps the next; a level with no operator is a plain wrapper.
ast::expression const& unwrap(ast::expression const& e) {
  if (!e.rest.empty()) return e;
  if (auto const* inner = boost::get<ast::expression>(&e.first)) return unwrap(*inner);
  return e;
}

TEST(parser, not_applies_to_a_whole_comparison) {
  parsed p("system s;\nmodifiers m on fire { x: -1 when not a in [A B] and c; }\n");
  ASSERT_TRUE(p.ok);
  auto const& list = boost::get<ast::modifiers_decl>(p.tree.declarations.at(0));
  auto const& m = boost::get<ast::modifier_decl>(list.items.at(0));
  auto const& condition = unwrap(*m.condition);
  ASSERT_EQ(condition.rest.size(), 1u);
  EXPECT_EQ(condition.rest[0].op, "and");
  auto const& negation = boost::get<ast::unary>(condition.first);
  EXPECT_EQ(negation.op, "not");
  auto const& inner = unwrap(boost::get<ast::expression>(negation.operand_));
  ASSERT_EQ(inner.rest.size(), 1u);
  EXPECT_EQ(inner.rest[0].op, "in");
}

TEST(parser, signs_bind_to_numbers_and_operators_need_space) {
  parsed p("system s;\ntable t { rows u; columns int 1..3; cells c; A: +1 +2 -3; B: F + R _ 5/7 [a]; }\n");
  ASSERT_TRUE(p.ok) << p.diags.all().at(0).message;
  auto const& t = boost::get<ast::table_decl>(p.tree.declarations.at(0));
  auto const& a = boost::get<ast::row>(t.items.at(3));
  ASSERT_EQ(a.cells.size(), 3u);
  auto const& b = boost::get<ast::row>(t.items.at(4));
  ASSERT_EQ(b.cells.size(), 3u);
  EXPECT_EQ(b.cells[0].parts.size(), 2u);
  EXPECT_EQ(b.cells[0].parts[1].separator, '+');
  EXPECT_TRUE(b.cells[1].parts.empty());
  EXPECT_EQ(b.cells[2].marks.at(0).name, "a");
}

TEST(parser, products_bind_tighter_than_sums_and_a_slash_is_not_a_comment) {
  parsed p("system s;\nmodifiers m on fire { x: (a + b * 3 / 2) when c >= d / 2; // a comment\n }\n");
  ASSERT_TRUE(p.ok) << p.diags.all().at(0).message;
  auto const& list = boost::get<ast::modifiers_decl>(p.tree.declarations.at(0));
  auto const& m = boost::get<ast::modifier_decl>(list.items.at(0));
  auto const& delta = unwrap(boost::get<ast::expression>(m.amount.value));
  ASSERT_EQ(delta.rest.size(), 1u);  // a + (b * 3 / 2)
  EXPECT_EQ(delta.rest[0].op, "+");
  auto const& product = unwrap(boost::get<ast::expression>(delta.rest[0].rhs));
  ASSERT_EQ(product.rest.size(), 2u);
  EXPECT_EQ(product.rest[0].op, "*");
  EXPECT_EQ(product.rest[1].op, "/");
}

TEST(parser, pool_items_with_cases_strength_and_deflection) {
  parsed p("system s;\npool p on charge {\n  dice (u.strength / 2) d6 when side == defender line 3;\n"
           "  dice 1 d6 line 4;\n  strength bonus extra when side == attacker;\n  hit when die + mods >= 6;\n"
           "  deflect (armor[target.armor][weapon] - 1);\n  loss 1 per 2 hits;\n}\n");
  ASSERT_TRUE(p.ok) << p.diags.all().at(0).message;
  auto const& pool = boost::get<ast::pool_decl>(p.tree.declarations.at(0));
  ASSERT_EQ(pool.items.size(), 6u);
  auto const& first = boost::get<ast::pool_item>(pool.items[0]);
  EXPECT_EQ(first.keyword, "dice");
  EXPECT_TRUE(first.amount && first.condition);
  auto const& second = boost::get<ast::pool_item>(pool.items[1]);
  EXPECT_TRUE(second.amount && !second.condition);
  auto const& strength = boost::get<ast::pool_item>(pool.items[2]);
  EXPECT_EQ(strength.args.size(), 2u);
  EXPECT_TRUE(strength.condition);
  auto const& deflect = boost::get<ast::pool_item>(pool.items[4]);
  EXPECT_TRUE(deflect.amount && deflect.args.empty());
}

TEST(parser, adjacent_strings_join) {
  parsed p("system s;\nnote \"first half, \"\n     \"second half\" line 3;\n");
  ASSERT_TRUE(p.ok);
  EXPECT_EQ(boost::get<ast::note_decl>(p.tree.declarations.at(0)).text.value, "first half, second half");
}

TEST(lexer, reports_bad_bytes_strings_and_numbers_with_positions) {
  parsed p("system s;\ndie d faces 0..99999999999;\nnote \"open\n\xff\n");
  EXPECT_FALSE(p.ok);
  std::vector<std::string> ids;
  for (auto const& d : p.diags.all()) ids.push_back(d.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"lex.invalid_utf8", "lex.number_too_large",
                                           "lex.unterminated_string"}));
}

TEST(lexer, empty_file_has_its_own_message) {
  parsed p("// only a comment\n");
  ASSERT_EQ(p.diags.all().size(), 1u);
  EXPECT_EQ(p.diags.all()[0].id, "parse.empty_file");
}

}  // namespace
}  // namespace herald
