// Rule group "common": tokens (identifiers, strings, numbers), labels, provenance, notes.
#pragma once

#include <cctype>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "grammar/ast.hpp"
#include "grammar/config.hpp"

namespace herald::grammar {

// The tokens and clauses the other rule groups share.  Each rule is declared
// here once, defined in common_def.hpp and instantiated in common.cpp; the
// other groups use these objects (the rule's name is what an expectation
// failure on it reports, so it is written here only).
struct identifier_class;
struct string_class;
struct number_class;
struct ratio_class;
struct bool_class;
struct int_range_class;
struct names_class;
struct labels_class;
struct provenance_class;
struct note_class;

using identifier_type = x3::rule<identifier_class, ast::identifier>;
using string_type = x3::rule<string_class, ast::string_lit>;
using number_type = x3::rule<number_class, ast::number>;
using ratio_type = x3::rule<ratio_class, ast::ratio>;
using bool_type = x3::rule<bool_class, ast::bool_lit>;
using int_range_type = x3::rule<int_range_class, ast::int_range>;
using names_type = x3::rule<names_class, std::vector<ast::identifier>>;
using labels_type = x3::rule<labels_class, ast::labels>;
using provenance_type = x3::rule<provenance_class, ast::provenance>;
using note_type = x3::rule<note_class, ast::note_decl>;

BOOST_SPIRIT_DECLARE(identifier_type, string_type, number_type, ratio_type, bool_type,
                     int_range_type, names_type, labels_type, provenance_type, note_type)

identifier_type const identifier = "identifier";
string_type const string_literal = "string";
number_type const number = "number";
ratio_type const ratio = "ratio";
bool_type const bool_lit = "true or false";
int_range_type const int_range = "lo..hi";
names_type const names = "names";
labels_type const labels = "labels";
provenance_type const provenance = "provenance";
note_type const note = "note";

// An unsigned 32-bit number, without a rule of its own (no range recorded).
x3::uint_parser<std::uint32_t> const uint32_ = {};

// A keyword: the word, not followed by an identifier character.  Its
// expectation failure reads `expected 'word'`.  With Keep, the word is the
// attribute (for nodes that record which keyword introduced them).
//
// Letters, digits and '_' are ASCII here: sets and a plain test, not the C library's locale
// classification, which the parser called for every character of every name.
inline bool is_word_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}
auto const word_start = x3::char_("a-zA-Z_");
auto const word_char = x3::char_("a-zA-Z0-9_");

template <bool Keep>
struct keyword_parser : x3::parser<keyword_parser<Keep>> {
  using attribute_type = std::conditional_t<Keep, std::string, x3::unused_type>;
  static bool const has_attribute = Keep;
  char const* word;
  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& context, RContext&,
             Attribute& attr) const {
    x3::skip_over(first, last, context);
    Iterator it = first;
    for (char const* w = word; *w; ++w, ++it)
      if (it == last || *it != *w) return false;
    if (it != last && is_word_char(*it)) return false;
    if constexpr (Keep) x3::traits::move_to(std::string(word), attr);
    first = it;
    return true;
  }
};
inline keyword_parser<false> kw(char const* word) { return {{}, word}; }
inline keyword_parser<true> kw_text(char const* word) { return {{}, word}; }

// A literal whose expectation failure reads as `expected <name>`.
struct named_char : x3::parser<named_char> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  char ch;
  char const* name;
  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& context, RContext&,
             Attribute&) const {
    x3::skip_over(first, last, context);
    if (first == last || *first != ch) return false;
    ++first;
    return true;
  }
};
inline named_char close_block(char const* name) { return named_char{{}, '}', name}; }

// The last alternative of a block's items: anything that is neither an item
// nor the closing '}' is an error *inside* the block, so that the item rule's
// handler resumes at the next item instead of abandoning the whole block.
// Its attribute type matches the items' so the alternative keeps their type.
template <typename Attribute>
struct unexpected_item : x3::parser<unexpected_item<Attribute>> {
  using attribute_type = Attribute;
  static bool const has_attribute = true;
  char const* name;
  template <typename Iterator, typename Context, typename RContext, typename A>
  bool parse(Iterator& first, Iterator const& last, Context const& context, RContext&, A&) const {
    x3::skip_over(first, last, context);
    if (first == last || *first == '}') return false;
    boost::throw_exception(x3::expectation_failure<Iterator>(first, name));
  }
};
template <typename Attribute>
unexpected_item<Attribute> unexpected(char const* name) {
  return {{}, name};
}

}  // namespace herald::grammar

namespace boost::spirit::x3 {
template <bool Keep>
struct get_info<herald::grammar::keyword_parser<Keep>> {
  using result_type = std::string;
  std::string operator()(herald::grammar::keyword_parser<Keep> const& p) const {
    return std::string("'") + p.word + "'";
  }
};
template <>
struct get_info<herald::grammar::named_char> {
  using result_type = std::string;
  std::string operator()(herald::grammar::named_char const& p) const { return p.name; }
};
}  // namespace boost::spirit::x3
