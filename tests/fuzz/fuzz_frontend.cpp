// libFuzzer harness: one .herald file through the whole front end (lex, parse, resolve, every check, every renderer).
#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  std::string_view const bytes(reinterpret_cast<char const*>(data), size);
  herald::fuzz::check_file(herald::fuzz::write("input.herald", bytes));
  return 0;
}
