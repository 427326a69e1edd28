// Where each value and member name of a JSON text is: nlohmann::json (3.11) keeps no positions.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "engine/core/source_range.hpp"

namespace herald::engine {

// The byte ranges of a JSON text that already parsed, by the path the situation reader
// names its values with: `$`, `$.given`, `$.given.defenders[0].strength`.
class json_positions {
 public:
  json_positions(std::string_view text, file_id file);

  // The value at `path`, or the whole text when there is none (a path never written).
  source_range value(std::string const& path) const;
  // The name of the member at `path` ("strength" in `"strength": -1`), or its value's range.
  source_range key(std::string const& path) const;

 private:
  std::size_t walk(std::size_t at, std::string const& path, int depth);
  std::size_t skip_space(std::size_t at) const;
  std::size_t string_end(std::size_t at) const;

  std::string_view text_;
  file_id file_;
  std::unordered_map<std::string, std::pair<std::uint32_t, std::uint32_t>> values_, keys_;
};

}  // namespace herald::engine
