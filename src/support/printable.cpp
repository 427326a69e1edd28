// Text from a ruleset made safe to print in XML: no control character, no invisible reordering.
#include "support/printable.hpp"

#include <cstdio>

namespace herald {
namespace {

// The code point at `i` of well-formed UTF-8 (the source manager refuses any other), and its length.
char32_t decode(std::string const& s, std::size_t i, std::size_t& length) {
  auto b = static_cast<unsigned char>(s[i]);
  if (b < 0x80 || i + 1 >= s.size()) return length = 1, b;
  auto next = [&](std::size_t k) { return static_cast<char32_t>(static_cast<unsigned char>(s[i + k]) & 0x3F); };
  if ((b & 0xE0) == 0xC0) return length = 2, (static_cast<char32_t>(b & 0x1F) << 6) | next(1);
  if ((b & 0xF0) == 0xE0 && i + 2 < s.size()) return length = 3, (static_cast<char32_t>(b & 0x0F) << 12) | (next(1) << 6) | next(2);
  if (i + 3 < s.size()) return length = 4, (static_cast<char32_t>(b & 0x07) << 18) | (next(1) << 12) | (next(2) << 6) | next(3);
  return length = 1, 0xFFFD;
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
    } else {
      out.append(text, i, length);
    }
    i += length;
  }
  return out;
}

}  // namespace herald
