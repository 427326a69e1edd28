// Rule group "common": tokens (identifiers, strings, numbers), labels, provenance, notes.
#pragma once

#include <cctype>
#include <string>
#include <type_traits>

#include "grammar/ast.hpp"
#include "grammar/config.hpp"

namespace herald::grammar {

struct identifier_class;
struct string_class;
struct number_class;
struct ratio_class;
struct labels_class;
struct provenance_class;
struct note_class;

using identifier_type = x3::rule<identifier_class, ast::identifier>;
using string_type = x3::rule<string_class, ast::string_lit>;
using number_type = x3::rule<number_class, ast::number>;
using ratio_type = x3::rule<ratio_class, ast::ratio>;
using labels_type = x3::rule<labels_class, ast::labels>;
using provenance_type = x3::rule<provenance_class, ast::provenance>;
using note_type = x3::rule<note_class, ast::note_decl>;

BOOST_SPIRIT_DECLARE(identifier_type, string_type, number_type, ratio_type, labels_type,
                     provenance_type, note_type)

// A keyword: the word, not followed by an identifier character.  Its
// expectation failure reads `expected 'word'`.  With Keep, the word is the
// attribute (for nodes that record which keyword introduced them).
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
    if (it != last && (std::isalnum(static_cast<unsigned char>(*it)) || *it == '_')) return false;
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
