// Text from a ruleset made safe to print in XML: no control character, no invisible reordering.
#include "support/printable.hpp"

#include <cstdio>

namespace herald {
namespace {

// The code point at `i` and its length; a byte that does not start well-formed UTF-8 (a stray
// continuation byte, a truncated or overlong sequence, a lead byte of 0xF8 or more, a
// surrogate) is U+FFFD, one byte long: a file name is not checked as the source text is.
char32_t decode(std::string const& s, std::size_t i, std::size_t& length) {
  auto const b = static_cast<unsigned char>(s[i]);
  length = 1;
  if (b < 0x80) return b;
  std::size_t n = 0;
  char32_t c = 0, least = 0;
  if ((b & 0xE0) == 0xC0) n = 2, c = b & 0x1F, least = 0x80;
  else if ((b & 0xF0) == 0xE0) n = 3, c = b & 0x0F, least = 0x800;
  else if ((b & 0xF8) == 0xF0) n = 4, c = b & 0x07, least = 0x10000;
  else return 0xFFFD;
  if (i + n > s.size()) return 0xFFFD;
  for (std::size_t k = 1; k < n; ++k) {
    auto const next = static_cast<unsigned char>(s[i + k]);
    if ((next & 0xC0) != 0x80) return 0xFFFD;
    c = (c << 6) | (next & 0x3F);
  }
  if (c < least || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0xFFFD;
  length = n;
  return c;
}

bool bidi_control(char32_t c) {
  return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

}  // namespace

std::string printable(std::string const& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    std::size_t length = 1;
    char32_t const c = decode(text, i, length);
    if (c == '\n' || c == '\r' || c == '\t') {
      out += ' ';
    } else if (c < 0x20 || c == 0x7F || bidi_control(c) || c == 0xFFFE || c == 0xFFFF) {
      char shown[16];
      std::snprintf(shown, sizeof shown, "<U+%04X>", static_cast<unsigned>(c));
      out += shown;
    } else if (c == 0xFFFD && length == 1) {
      out += "\xEF\xBF\xBD";  // U+FFFD for the byte that is not UTF-8
    } else {
      out.append(text, i, length);
    }
    i += length;
  }
  return out;
}

}  // namespace herald
