// Where something is written: a byte range in one loaded file (the engine core's one Herald type).
//
// Defined here, at the bottom of the engine core, so that situation values can
// carry their positions while the core stays standalone: support/source.hpp
// (the files themselves, lines and columns) builds on it.
#pragma once

#include <cstdint>

namespace herald {

using file_id = std::uint32_t;

// A half-open byte range inside one source file (file 0: no position).
struct source_range {
  file_id file = 0;
  std::uint32_t begin = 0;
  std::uint32_t end = 0;
  bool valid() const { return file != 0; }
};

}  // namespace herald
