// C++ spellings of ruleset text: string literals, identifiers, comments.
#include "codegen/cpp_text.hpp"

#include <algorithm>
#include <iterator>
#include <fmt/format.h>

namespace herald::codegen {
namespace {

// C++20 keywords and alternative tokens: an enum value named `and` or
// `default` cannot be spelled as is.
constexpr std::string_view keywords[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
    "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
    "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default", "delete",
    "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float", "for",
    "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
    "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
    "requires", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast", "struct",
    "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef", "typeid", "typename",
    "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq",
    "final", "override", "import", "module"};

bool identifier_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool identifier_char(char c) { return identifier_start(c) || (c >= '0' && c <= '9'); }

}  // namespace

std::string cpp_string(std::string_view text) {
  std::string out = "\"";
  for (char ch : text) {
    auto byte = static_cast<unsigned char>(ch);
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '?': out += "\\?"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (byte < 0x20 || byte >= 0x7f) out += fmt::format("\\{:03o}", byte);
        else out += ch;
    }
  }
  return out + "\"";
}

std::string cpp_string_view(std::string_view text) { return cpp_string(text) + "sv"; }

std::string cpp_identifier(std::string_view name) {
  std::string out;
  for (char ch : name) {
    if (identifier_char(ch)) out += ch;
    else out += fmt::format("_{:02x}", static_cast<unsigned char>(ch));
  }
  if (out.empty() || !identifier_start(out.front())) out = "_" + out;
  // `__x` and `_X` are reserved to the implementation.
  if (out.size() > 1 && out[0] == '_' && (out[1] == '_' || (out[1] >= 'A' && out[1] <= 'Z'))) out = "v" + out;
  if (std::find(std::begin(keywords), std::end(keywords), out) != std::end(keywords)) out += "_";
  return out;
}

std::string field_accessor(std::string_view field) {
  std::string const id = cpp_identifier(field);
  return id + (id.back() == '_' ? "or_refuse" : "_or_refuse");
}

std::string comment_text(std::string_view text) {
  std::string out;
  for (char ch : text) {
    auto byte = static_cast<unsigned char>(ch);
    out += byte < 0x20 || byte >= 0x7f ? '?' : ch;
  }
  // No line splice: neither a final backslash nor a `??/` trigraph (C++14 and before).
  for (std::size_t at = out.find("??"); at != std::string::npos; at = out.find("??", at)) out.replace(at, 2, "? ?");
  while (!out.empty() && (out.back() == '\\' || out.back() == ' ')) out.pop_back();
  return out;
}

}  // namespace herald::codegen
