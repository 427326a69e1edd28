// The parser driver: runs the lexical pre-scan, then the X3 rules statement by statement.
#include "grammar/parser.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "grammar/config.hpp"
#include "grammar/file.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::grammar {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_word(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Skips blanks and comments (like the skipper) and returns the next token's start.
char const* next_token(char const* p, char const* end) {
  for (;;) {
    while (p != end && is_space(*p)) ++p;
    if (end - p >= 2 && p[0] == '/' && p[1] == '/') {
      while (p != end && *p != '\n') ++p;
    } else if (end - p >= 2 && p[0] == '/' && p[1] == '*') {
      char const* close = p + 2;
      while (end - close >= 2 && !(close[0] == '*' && close[1] == '/')) ++close;
      p = end - close >= 2 ? close + 2 : end;
    } else {
      return p;
    }
  }
}

char const* token_end(char const* p, char const* end) {
  if (p == end) return p;
  if (is_word(*p)) {
    while (p != end && is_word(*p)) ++p;
    return p;
  }
  if (*p == '"') {
    char const* q = p + 1;
    while (q != end && *q != '"' && *q != '\n') q += (*q == '\\' && q + 1 != end) ? 2 : 1;
    return q != end && *q == '"' ? q + 1 : q;
  }
  if ((*p == '+' || *p == '-') && p + 1 != end && std::isdigit(static_cast<unsigned char>(p[1]))) {
    ++p;
    while (p != end && std::isdigit(static_cast<unsigned char>(*p))) ++p;
    return p;
  }
  return p + 1;
}

// X3 names literals with double quotes ("..") and chars with single quotes.
std::string readable(std::string expected) {
  if (expected.size() >= 2 && expected.front() == '"' && expected.back() == '"') {
    expected.front() = '\'';
    expected.back() = '\'';
  }
  return expected;
}

bool same_line(char const* a, char const* b) {
  for (char const* p = a; p != b; ++p)
    if (*p == '\n') return false;
  return true;
}

}  // namespace

// A syntax error on a line that already has a lexical error is that same
// error seen again (a bad character is also an unexpected token).
static void drop_errors_on_lexical_lines(source_file const& file, diagnostics& diags,
                                         std::size_t first_lexical, std::size_t first_syntax) {
  if (first_syntax == first_lexical) return;
  std::vector<std::uint32_t> lines;
  for (std::size_t i = first_lexical; i < first_syntax; ++i)
    lines.push_back(file.position(diags.all()[i].where.begin).line);
  auto& all = diags.all();
  all.erase(std::remove_if(all.begin() + static_cast<std::ptrdiff_t>(first_syntax), all.end(),
                           [&](diagnostic const& d) {
                             return std::find(lines.begin(), lines.end(),
                                              file.position(d.where.begin).line) != lines.end();
                           }),
            all.end());
}

// The last '{' between `from` and `to` that no '}' closes.
static char const* unmatched_brace(char const* from, char const* to) {
  std::vector<char const*> open;
  for (char const* p = next_token(from, to); p < to; p = next_token(token_end(p, to), to)) {
    if (*p == '{') open.push_back(p);
    if (*p == '}' && !open.empty()) open.pop_back();
  }
  return open.empty() ? nullptr : open.back();
}

// The end of the last token before `where` (X3 reports a failure after the
// blanks it skipped; clang shows a missing terminator right after the token).
static char const* previous_token_end(char const* begin, char const* where) {
  char const* end = begin;
  for (char const* p = next_token(begin, where); p < where; p = next_token(end, where)) {
    end = token_end(p, where);
    if (end == p) break;
  }
  return end;
}

void parse_state::report_expectation(char const* start, char const* where, std::string const& expected) {
  char const* token = next_token(where, text_end);
  std::string found = token == text_end
                          ? "end of file"
                          : "'" + std::string(token, token_end(token, text_end)) + "'";
  // Like clang: a missing terminator is shown right after the previous token
  // when what follows is on another line; anything else at the token found.
  std::string const shown = readable(expected);
  bool terminator = shown == "';'" || shown == "')'" || shown == "']'" || shown == "'\"'";
  if (terminator) where = previous_token_end(start < where ? start : text_begin, where);
  bool at_token = token != text_end && (!terminator || same_line(where, token));
  char const* caret = at_token ? token : where;
  char const* caret_end = at_token ? token_end(token, text_end) : where;
  auto& d = diags->error(ids::parse_expected, range(caret, caret_end), "expected " + shown + ", found " + found);
  // Like clang's "to match this '{'": when the file ends inside a block,
  // point at the brace that opened it.
  if (token == text_end && shown.find("'}'") != std::string::npos)
    if (char const* open = unmatched_brace(start < where ? start : text_begin, where))
      d.notes.push_back({range(open, open + 1), "to match this '{'"});
}

char const* parse_state::resynchronise(char const* start, char const* where,
                                       bool missing_brace) const {
  // Only a top-level declaration owns a block whose '{' may be missing (a
  // group's member list, say, ends at its ';').
  if (missing_brace) {
    int depth = 0;
    for (char const* q = next_token(text_begin, start); q < start; q = next_token(token_end(q, start), start))
      depth += *q == '{' ? 1 : *q == '}' ? -1 : 0;
    missing_brace = depth == 0;
  }
  // Brackets opened before the error may be the very thing left unclosed;
  // those opened after it belong to a block that must be skipped whole.
  std::vector<bool> opened_before_error;
  auto only_unclosed_before_error = [&] {
    return std::all_of(opened_before_error.begin(), opened_before_error.end(), [](bool b) { return b; });
  };
  char const* p = start;
  while (p != text_end) {
    p = next_token(p, text_end);
    if (p == text_end) break;
    char c = *p;
    if (c == '{' || c == '(' || c == '[') {
      opened_before_error.push_back(p < where);
    } else if (c == '}' || c == ')' || c == ']') {
      if (opened_before_error.empty()) {
        if (c == '}' && missing_brace) return p + 1;  // the block whose '{' was missing
        if (c == '}' && p >= where) return p;          // closes the enclosing block: the parent's
      } else {
        bool skipped_block = !opened_before_error.back();
        opened_before_error.pop_back();
        if (c == '}' && skipped_block && p >= where && only_unclosed_before_error()) {
          char const* after = next_token(p + 1, text_end);
          return after != text_end && *after == ';' ? after + 1 : p + 1;
        }
      }
    } else if (c == ';' && p >= where && !missing_brace && only_unclosed_before_error()) {
      return p + 1;
    }
    p = token_end(p, text_end);
  }
  return text_end;
}

bool parse_file(source_file const& file, diagnostics& diags, ast::file& out) {
  std::size_t const errors_before = diags.error_count();
  std::size_t const first_lexical = diags.all().size();
  if (scan_lexical(file, diags) > 0) {
    // After an open comment, or brackets nested too deep, the text cannot be
    // parsed sensibly; otherwise parse anyway, so that the syntax errors on
    // other lines are reported in the same run.
    for (std::size_t i = first_lexical; i < diags.all().size(); ++i) {
      auto const& id = diags.all()[i].id;
      if (id == ids::lex_unterminated_comment || id == ids::lex_nesting_too_deep || id == ids::lex_expression_too_long)
        return false;
    }
  }
  std::size_t const first_syntax = diags.all().size();

  parse_state state{file.id, file.text.data(), file.text.data() + file.text.size(), &diags};
  char const* first = state.text_begin;
  // A UTF-8 byte order mark is not text: editors on some systems write one.
  if (file.text.compare(0, 3, "\xEF\xBB\xBF") == 0) first += 3;
  char const* const last = state.text_end;

  if (!x3::phrase_parse(first, last, x3::with<parse_state_tag>(state)[header], skipper, out.head)) {
    if (next_token(state.text_begin, last) == last)
      diags.error(ids::parse_empty_file, state.range(state.text_begin, state.text_begin),
                  "the file is empty: expected 'system' or 'ruleset'");
    else
      state.report_expectation(state.text_begin, first, "'system' or 'ruleset' at the start of the file");
  }
  out.head.loc = state.range(state.text_begin, first);

  for (;;) {
    first = next_token(first, last);
    if (first == last) break;
    ast::declaration decl;
    char const* start = first;
    if (x3::phrase_parse(first, last, x3::with<parse_state_tag>(state)[declaration], skipper, decl)) {
      out.declarations.push_back(std::move(decl));
      if (first == start) ++first;  // cannot happen for a keyword rule; guard against loops
      continue;
    }
    state.report_expectation(
        first, first, "a declaration (table, bands, modifiers, enum, scenario, example, amend, ...)");
    char const* resume = state.resynchronise(first, first);
    if (resume == first) resume = token_end(next_token(first, last), last);
    first = resume;
  }
  out.loc = state.range(state.text_begin, last);
  drop_errors_on_lexical_lines(file, diags, first_lexical, first_syntax);
  return diags.error_count() == errors_before;
}

}  // namespace herald::grammar
