// How a generated table is indexed: one ordinal per key level, so a typed lookup is one array read.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"

namespace herald::codegen {

// One level of a table's keys (rows' levels, then columns').
struct key_level {
  enum class kind { enumeration, integer, ratio } k = kind::enumeration;
  std::string enum_name;         // enumeration: the system's enum
  std::int64_t low = 0;          // integer: the least key
  std::size_t size = 0;          // how many ordinals (enum values, or high - low + 1)
};

// A table whose every level is an enum of the system or an integer range gets a
// dense index: ordinals in row-major order -> the cell's index in the table's
// cells (or -1). Tables with ratio steps or a ruleset-defined enum get none.
struct table_shape {
  std::vector<key_level> levels;
  bool typed = true;   // every level has a C++ type (enum class, integer, ratio)
  bool dense = false;  // and none is a ratio: a dense index exists
  std::vector<std::int32_t> index;  // dense: the cell of each ordinal combination
};

// `cell_offset(r, c)`: the index in the table's cells of row r's cell c.
table_shape shape_of(model::table const& t, model::ruleset const* system);

}  // namespace herald::codegen
