// libFuzzer harness: the bytes an editor sends `herald lsp` (framing, JSON-RPC, documents opened and changed, hover, definition).
//
// The documents live only in the messages (their URIs name no file on disk), so each input is the
// whole of what the server reads; its answers are discarded: a crash, a sanitizer report or a hang
// is the finding.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "cli/lsp_server.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  std::istringstream in(std::string(reinterpret_cast<char const*>(data), size));
  std::ostringstream out, log;
  herald::cli::common_options options;
  options.memory_budget = std::uint64_t(16) << 20;  // each example's distribution: bounded per input
  options.situation_limit = 2000;                    // each check's situation space: bounded per input
  herald::cli::serve_lsp(options, in, out, log);
  return 0;
}
