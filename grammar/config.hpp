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
  // `start` is where the failing statement began: the token before `where`
  // is searched from there, not from the start of the file.
  void report_expectation(char const* start, char const* where, std::string const& expected);
  // Where parsing resumes after an error in the statement that starts at
  // `start` and failed at `where`: past the next `;` of the statement's own
  // nesting level, past a block it opened (and a `;` after it), or before a
  // `}` that closes the enclosing block, whichever comes first; always past
  // `where` unless `where` is that `}`.
  // A statement whose '{' is missing resumes after its unmatched '}'.
  char const* resynchronise(char const* start, char const* where, bool missing_brace = false) const;
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

// A name matched as `x3::raw[...][set_identifier]`: its text and its range.
auto const set_identifier = [](auto& context) {
  auto const& range = x3::_attr(context);
  x3::_val(context).name.assign(range.begin(), range.end());
  set_location(context);
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

// A statement: on an expectation failure inside it, report the failure and
// resume after the statement, so that one run reports every syntax error of a
// file.  A directive rather than a rule's on_error handler, because X3 hands
// on_error an iterator already advanced into the statement, and resuming
// needs the statement's start to balance its brackets.
template <typename Subject>
struct recover_directive : x3::unary_parser<Subject, recover_directive<Subject>> {
  using base_type = x3::unary_parser<Subject, recover_directive<Subject>>;
  static bool const is_pass_through_unary = true;
  constexpr recover_directive(Subject const& subject) : base_type(subject) {}

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& context, RContext& rcontext,
             Attribute& attr) const {
    x3::skip_over(first, last, context);
    Iterator const start = first;
    try {
      return this->subject.parse(first, last, context, rcontext, attr);
    } catch (x3::expectation_failure<Iterator> const& failure) {
      parse_state& state = x3::get<parse_state_tag>(context);
      state.report_expectation(start, failure.where(), failure.which());
      first = state.resynchronise(start, failure.where(), failure.which() == "'{'");
      return true;
    }
  }
};
struct recover_gen {
  template <typename Subject>
  constexpr recover_directive<typename x3::extension::as_parser<Subject>::value_type> operator[](
      Subject const& subject) const {
    return {x3::as_parser(subject)};
  }
};
constexpr recover_gen recover{};

// The class of a statement-level rule (its definition is wrapped in recover[]).
struct recover_statement : annotate_position {};

}  // namespace herald::grammar
