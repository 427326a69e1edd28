// The one X3 configuration every grammar translation unit is instantiated with.
#pragma once

#include <boost/spirit/home/x3.hpp>

#include "grammar/ast.hpp"
#include "support/diagnostics.hpp"

namespace herald::grammar {

namespace x3 = boost::spirit::x3;
using iterator_type = char const*;

// What the handlers need while a file is parsed: where the text starts (to
// turn iterators into byte offsets), which file it is, and where to report.
struct parse_state {
  file_id file = 0;
  char const* text_begin = nullptr;
  char const* text_end = nullptr;
  diagnostics* diags = nullptr;

  source_range range(char const* first, char const* last) const {
    return {file, static_cast<std::uint32_t>(first - text_begin),
            static_cast<std::uint32_t>(last - text_begin)};
  }
  void report_expectation(char const* where, std::string const& expected);
  // Where parsing resumes after an error: past the next `;` of the same
  // nesting level, past a block that was entered, or before a `}` that closes
  // the enclosing block, whichever comes first.
  char const* resynchronise(char const* where) const;
};
struct parse_state_tag;

// Skips whitespace, `// line` and `/* block */` comments.  It never fails on
// bad input: the lexical pre-scan has already reported unterminated comments.
struct skipper_parser : x3::parser<skipper_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const&, RContext&, Attribute&) const {
    Iterator const start = first;
    for (;;) {
      if (first != last && (*first == ' ' || *first == '\t' || *first == '\n' || *first == '\r')) {
        ++first;
      } else if (last - first >= 2 && first[0] == '/' && first[1] == '/') {
        while (first != last && *first != '\n') ++first;
      } else if (last - first >= 2 && first[0] == '/' && first[1] == '*') {
        Iterator close = first + 2;
        while (last - close >= 2 && !(close[0] == '*' && close[1] == '/')) ++close;
        if (last - close < 2) return first != start;  // unterminated: left to the pre-scan
        first = close + 2;
      } else {
        return first != start;
      }
    }
  }
};
skipper_parser const skipper{};

using phrase_context_type = x3::phrase_parse_context<skipper_parser>::type;
// x3::with<parse_state_tag>(state) with an lvalue stores a reference, so the
// context holds `parse_state` itself; the call site must build exactly this.
using context_type = x3::context<parse_state_tag, parse_state, phrase_context_type>;

// Rules whose definition uses semantic actions receive, in on_success, the
// attribute of their right-hand side rather than the node, so they record
// their range themselves: `x3::raw[...][set_location]` around the definition.
auto const set_location = [](auto& context) {
  auto const& matched = x3::_attr(context);
  parse_state& state = x3::get<parse_state_tag>(context);
  x3::_val(context).loc = state.range(matched.begin(), matched.end());
};

// Sets every node's source range once its rule matched.
struct annotate_position {
  template <typename Iterator, typename Attribute, typename Context>
  void on_success(Iterator const& first, Iterator const& last, Attribute& attr,
                  Context const& context) const {
    if constexpr (std::is_base_of_v<ast::node, Attribute>) {
      parse_state& state = x3::get<parse_state_tag>(context);
      attr.loc = state.range(first, last);
    }
  }
};

// A statement-level rule: on an expectation failure, report it and resume at
// the next statement, so that one run reports every syntax error of a file.
struct recover_statement : annotate_position {
  template <typename Iterator, typename Exception, typename Context>
  x3::error_handler_result on_error(Iterator& first, Iterator const&, Exception const& failure,
                                    Context const& context) const {
    parse_state& state = x3::get<parse_state_tag>(context);
    state.report_expectation(failure.where(), failure.which());
    first = state.resynchronise(failure.where());
    return x3::error_handler_result::accept;
  }
};

}  // namespace herald::grammar
