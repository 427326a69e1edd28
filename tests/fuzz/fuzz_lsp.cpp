// libFuzzer harness: the bytes an editor sends `herald lsp` (framing, JSON-RPC, documents opened and changed, hover, definition).
//
// The seeds' documents live only in the messages (their URIs name a folder that does not exist);
// a mutated URI may name a file on disk, which the server then reads as `herald lsp` would (only
// regular files, without blocking). The answers are discarded: a crash, a sanitizer report or a
// hang is the finding.
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
