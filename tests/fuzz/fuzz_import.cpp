// libFuzzer harness: two files, the first importing the second ("other.herald"), split at the input's first NUL byte.
#include "fuzz_input.hpp"

extern "C" int LLVMFuzzerTestOneInput(std::uint8_t const* data, std::size_t size) {
  std::string_view const bytes(reinterpret_cast<char const*>(data), size);
  std::size_t const split = bytes.find('\0');
  std::string_view const main = bytes.substr(0, split);
  std::string_view const other = split == std::string_view::npos ? std::string_view() : bytes.substr(split + 1);
  herald::fuzz::write("other.herald", other);
  herald::fuzz::check_file(herald::fuzz::write("main.herald", main));
  return 0;
}
