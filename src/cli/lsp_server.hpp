// The Language Server over any pair of streams: `herald lsp` serves stdio; the fuzz harness, bytes in memory.
#pragma once

#include <iosfwd>

#include "cli/commands.hpp"

namespace herald::cli {

// Reads JSON-RPC messages from `in` until `exit` or the stream's end, answers on `out`, and says on
// `log` what it drops. The exit code: 0 after `shutdown` then `exit`, else 1.
int serve_lsp(common_options const& common, std::istream& in, std::ostream& out, std::ostream& log);

}  // namespace herald::cli
