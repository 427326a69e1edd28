// C++ spellings of ruleset text: string literals that cannot break out, identifiers, comments.
#pragma once

#include <string>
#include <string_view>

namespace herald::codegen {

// A narrow string literal, quotes included, holding exactly the bytes of `text`:
// quotes, backslashes, `?` (trigraphs), control characters and every non-ASCII
// byte are escaped (octal, which never swallows a following digit), so no label
// or footnote can end the literal, splice a line or open a comment.
std::string cpp_string(std::string_view text);

// The same as a std::string_view literal (`"text"sv`): its length is the compiler's, so a
// constexpr table of them is evaluated without counting each text character by character
// (what std::string_view's constructor from a pointer does in a constant expression).
std::string cpp_string_view(std::string_view text);

// `name` as a C++ identifier: unchanged when it is one, else made one (a keyword
// gets a trailing underscore; other characters become `_xx` hex codes).
std::string cpp_identifier(std::string_view name);

// The accessor of a record's field in the generated structs, which refuses a situation
// that did not give the field: `firer_type_or_refuse`; `class_or_refuse` for the field
// `class` (C++ `class_`), so that no accessor holds a double underscore.
std::string field_accessor(std::string_view field);

// Text safe inside a `//` comment: printable ASCII only, no line splice.
std::string comment_text(std::string_view text);

}  // namespace herald::codegen
