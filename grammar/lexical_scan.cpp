// The lexical pre-scan: reports what no grammar rule could explain well (bad bytes, open strings).
#include <array>
#include <cctype>
#include <cstdio>
#include <cstdint>
#include <string>
#include <string_view>

#include "grammar/parser.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::grammar {
namespace {

constexpr std::uint64_t largest_number = 2147483647;  // numbers are 32-bit signed in the model
// The parser and the resolver recurse once per bracket: a bound on nesting
// keeps a hostile file from exhausting the stack.  Real rules nest a few levels.
constexpr int deepest_nesting = 100;
// Each operator of an expression adds a level to the parser's and the
// resolver's recursion too; no rule is anywhere near this long.
constexpr int most_operators_in_a_statement = 200;
// Each step of a path (`target.leaders.bonus`) likewise; real paths have a few.
constexpr int longest_path = 200;

// Length of the UTF-8 sequence starting at `p`, or 0 when it is malformed.
std::size_t utf8_length(unsigned char const* p, unsigned char const* end) {
  auto continuation = [&](std::size_t n) {
    if (static_cast<std::size_t>(end - p) < n) return false;
    for (std::size_t i = 1; i < n; ++i)
      if ((p[i] & 0xC0) != 0x80) return false;
    return true;
  };
  if (p[0] < 0x80) return 1;
  if (p[0] >= 0xC2 && p[0] <= 0xDF) return continuation(2) ? 2 : 0;
  if (p[0] >= 0xE0 && p[0] <= 0xEF) {
    if (!continuation(3)) return 0;
    if (p[0] == 0xE0 && p[1] < 0xA0) return 0;  // overlong
    if (p[0] == 0xED && p[1] >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (p[0] >= 0xF0 && p[0] <= 0xF4) {
    if (!continuation(4)) return 0;
    if (p[0] == 0xF0 && p[1] < 0x90) return 0;
    if (p[0] == 0xF4 && p[1] >= 0x90) return 0;
    return 4;
  }
  return 0;
}

// Tables, not searches or locale calls: the scanner asks these of nearly every byte of the file.
constexpr auto ident_table = [] {
  std::array<bool, 256> table{};
  for (int c = 0; c < 256; ++c)
    table[c] = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  return table;
}();

bool is_ident_char(char c) { return ident_table[static_cast<unsigned char>(c)]; }

constexpr auto punctuation_table = [] {
  std::array<bool, 256> table{};
  for (char c : std::string_view(";:,./+-*=<>!()[]{}|\"_")) table[static_cast<unsigned char>(c)] = true;
  return table;
}();

bool is_punctuation(char c) { return punctuation_table[static_cast<unsigned char>(c)]; }

class scanner {
 public:
  scanner(source_file const& file, diagnostics& diags) : file_(file), diags_(diags) {}

  std::size_t run() {
    check_encoding();
    std::string const& t = file_.text;
    std::size_t i = has_byte_order_mark(t) ? 3 : 0;
    while (i < t.size()) {
      char c = t[i];
      if (ends_path(c)) path_steps_ = 0;
      if (c == '/' && i + 1 < t.size() && t[i + 1] == '/') {
        i = skip_line_comment(i);
      } else if (c == '/' && i + 1 < t.size() && t[i + 1] == '*') {
        i = skip_block_comment(i);
      } else if (c == '"') {
        i = skip_string(i);
      } else if (std::isdigit(static_cast<unsigned char>(c)) && (i == 0 || !is_ident_char(t[i - 1]))) {
        i = check_number(i);
      } else if (is_ident_char(c)) {  // (a digit was taken above)
        std::size_t const start = i;
        while (i < t.size() && is_ident_char(t[i])) ++i;
        std::string_view word(t.data() + start, i - start);
        if (word == "not" || word == "and" || word == "or") count_operator(start, i);
      } else if (c == '(' || c == '[') {
        if (++depth_ == deepest_nesting + 1)
          error(ids::lex_nesting_too_deep, i, i + 1,
                "brackets nest more than " + std::to_string(deepest_nesting) + " levels deep");
        ++i;
      } else if (c == ')' || c == ']' || c == '}') {
        if (depth_ > 0) --depth_;
        if (c == '}') operators_ = 0;
        ++i;
      } else if (c == ';' || c == '{') {
        operators_ = 0;
        if (c == '{' && ++depth_ == deepest_nesting + 1)
          error(ids::lex_nesting_too_deep, i, i + 1,
                "brackets nest more than " + std::to_string(deepest_nesting) + " levels deep");
        ++i;
      } else if (c == '.' && i + 1 < t.size() && t[i + 1] == '.') {
        i += 2;  // a range, 1..6
      } else if (c == '.') {
        // A member access nests the path one level deeper: a path of a
        // million steps would exhaust the stack of everything that walks it.
        // (The dots of a key tuple, `Ar.1, Ab.2:`, are flat: ',' and ':' end
        // a path.)
        if (++path_steps_ == longest_path + 1)
          error(ids::lex_expression_too_long, i, i + 1, "a path of more than " + std::to_string(longest_path) + " steps");
        ++i;
      } else if ((c == '+' || c == '-') && !(i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1])))) {
        count_operator(i, i + 1);
        ++i;
      } else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || is_punctuation(c) ||
                 std::isdigit(static_cast<unsigned char>(c))) {
        ++i;
      } else {
        i = unexpected_character(i);
      }
    }
    return errors_;
  }

 private:
  source_range at(std::size_t begin, std::size_t end) const {
    return {file_.id, static_cast<std::uint32_t>(begin), static_cast<std::uint32_t>(end)};
  }
  void error(char const* id, std::size_t begin, std::size_t end, std::string message) {
    diags_.error(id, at(begin, end), std::move(message));
    ++errors_;
  }

  static bool has_byte_order_mark(std::string const& t) {
    return t.size() >= 3 && static_cast<unsigned char>(t[0]) == 0xEF &&
           static_cast<unsigned char>(t[1]) == 0xBB && static_cast<unsigned char>(t[2]) == 0xBF;
  }

  // Punctuation a path cannot run through: separators and operators (not
  // its dots, nor the brackets of an index or a call, `a[1].b`, `x.sum(y)`).
  static bool ends_path(char c) {
    return is_punctuation(c) && c != '.' && c != '[' && c != ']' && c != '(' && c != ')' && c != '_';
  }

  void count_operator(std::size_t begin, std::size_t end) {
    path_steps_ = 0;
    if (++operators_ == most_operators_in_a_statement + 1)
      error(ids::lex_expression_too_long, begin, end,
            "more than " + std::to_string(most_operators_in_a_statement) + " operators in one statement");
  }

  void check_encoding() {
    auto const* begin = reinterpret_cast<unsigned char const*>(file_.text.data());
    auto const* end = begin + file_.text.size();
    for (auto const* p = begin; p < end;) {
      if (*p < 0x80) {  // ASCII, most of any ruleset
        ++p;
        continue;
      }
      std::size_t n = utf8_length(p, end);
      if (n == 0) {
        char hex[8];
        std::snprintf(hex, sizeof hex, "0x%02X", *p);
        error(ids::lex_invalid_utf8, static_cast<std::size_t>(p - begin),
              static_cast<std::size_t>(p - begin) + 1,
              std::string("invalid UTF-8 byte ") + hex + " (Herald reads UTF-8 text)");
        n = 1;
      }
      p += n;
    }
  }

  std::size_t skip_line_comment(std::size_t i) const {
    while (i < file_.text.size() && file_.text[i] != '\n') ++i;
    return i;
  }

  std::size_t skip_block_comment(std::size_t i) {
    auto close = file_.text.find("*/", i + 2);
    if (close == std::string::npos) {
      error(ids::lex_unterminated_comment, i, i + 2, "unterminated /* comment");
      return file_.text.size();
    }
    return close + 2;
  }

  std::size_t skip_string(std::size_t i) {
    std::string const& t = file_.text;
    for (std::size_t j = i + 1; j < t.size(); ++j) {
      if (t[j] == '\\' && j + 1 < t.size() && t[j + 1] != '\n') {
        char e = t[j + 1];
        if (e != '"' && e != '\\' && e != 'n' && e != 't')
          error(ids::lex_bad_escape, j, j + 2,
                std::string("unknown escape sequence '\\") + e + "' (use \\\" \\\\ \\n or \\t)");
        ++j;
      } else if (t[j] == '"') {
        return j + 1;
      } else if (t[j] == '\n') {
        break;
      } else if (static_cast<unsigned char>(t[j]) < 0x20 && t[j] != '\t') {
        char hex[8];
        std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned char>(t[j]));
        error(ids::lex_unexpected_character, j, j + 1,
              std::string("control character ") + hex + " in a string (write \\n or \\t)");
      }
    }
    error(ids::lex_unterminated_string, i, i + 1, "missing terminating '\"' character");
    return skip_line_comment(i);
  }

  std::size_t check_number(std::size_t i) {
    std::string const& t = file_.text;
    // A sign written against the digits belongs to the number: -2147483648 fits.
    bool const signed_number = i > 0 && (t[i - 1] == '-' || t[i - 1] == '+') &&
                               (i == 1 || !is_ident_char(t[i - 2]));
    bool const negative = signed_number && t[i - 1] == '-';
    std::uint64_t const limit = negative ? largest_number + 1 : largest_number;
    std::size_t j = i;
    std::uint64_t value = 0;
    bool too_large = false;
    while (j < t.size() && std::isdigit(static_cast<unsigned char>(t[j]))) {
      value = value * 10 + static_cast<std::uint64_t>(t[j] - '0');
      if (value > limit) {
        too_large = true;
        value = limit;
      }
      ++j;
    }
    std::size_t const begin = signed_number ? i - 1 : i;
    // "6NF": a typo that would otherwise read as two cells, 6 and NF.
    if (j < t.size() && (std::isalpha(static_cast<unsigned char>(t[j])) || t[j] == '_')) {
      std::size_t end = j;
      while (end < t.size() && is_ident_char(t[end])) ++end;
      error(ids::lex_bad_number, begin, end,
            "'" + t.substr(begin, end - begin) + "' is neither a number nor a name (a name cannot start with a digit)");
      return end;
    }
    if (too_large)
      error(ids::lex_number_too_large, begin, j,
            "number '" + t.substr(begin, j - begin) + "' does not fit in 32 bits (" +
                (negative ? "the smallest is -2147483648)" : "the largest is 2147483647)"));
    return j;
  }

  std::size_t unexpected_character(std::size_t i) {
    auto const* p = reinterpret_cast<unsigned char const*>(file_.text.data()) + i;
    auto const* end = reinterpret_cast<unsigned char const*>(file_.text.data()) + file_.text.size();
    std::size_t n = utf8_length(p, end);
    if (n == 0) return i + 1;  // already reported as invalid UTF-8
    if (n == 1 && std::iscntrl(*p)) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "U+%04X", *p);
      error(ids::lex_unexpected_character, i, i + n, std::string("unexpected control character ") + hex);
      return i + n;
    }
    std::string shown = file_.text.substr(i, n);
    error(ids::lex_unexpected_character, i, i + n,
          n > 1 ? "unexpected character '" + shown + "' (names are ASCII; put other text in a string)"
                : "unexpected character '" + shown + "'");
    return i + n;
  }

  source_file const& file_;
  diagnostics& diags_;
  std::size_t errors_ = 0;
  int depth_ = 0;
  int operators_ = 0;
  int path_steps_ = 0;  // steps of the path being read: reset where a path cannot go on
};

}  // namespace

std::size_t scan_lexical(source_file const& file, diagnostics& diags) {
  return scanner(file, diags).run();
}

}  // namespace herald::grammar
