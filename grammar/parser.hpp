// The parser's public face: text in, syntax tree and diagnostics out (no X3 here).
#pragma once

#include "grammar/ast.hpp"
#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald::grammar {

// Parses one file.  Every lexical and syntax error is reported to `diags`;
// returns true when there was none, and then `out` is the complete tree.
bool parse_file(source_file const& file, diagnostics& diags, ast::file& out);

// The lexical pre-scan alone: bytes that are not UTF-8, characters outside
// the language, unterminated strings and comments, numbers that overflow.
// Returns the number of errors reported.
std::size_t scan_lexical(source_file const& file, diagnostics& diags);

}  // namespace herald::grammar
