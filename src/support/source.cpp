// Source files held in memory, and positions inside them (file, line, column).
#include "support/source.hpp"

#include <fstream>
#include <sstream>

namespace herald {

std::string_view source_file::line_text(std::uint32_t line) const {
  std::size_t start = 0;
  for (std::uint32_t l = 1; l < line; ++l) {
    auto nl = text.find('\n', start);
    if (nl == std::string::npos) return {};
    start = nl + 1;
  }
  auto end = text.find('\n', start);
  if (end == std::string::npos) end = text.size();
  std::string_view view(text.data() + start, end - start);
  if (!view.empty() && view.back() == '\r') view.remove_suffix(1);
  return view;
}

line_col source_file::position(std::uint32_t offset) const {
  line_col pos{1, 1};
  if (offset > text.size()) offset = static_cast<std::uint32_t>(text.size());
  for (std::uint32_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++pos.line;
      pos.column = 1;
    } else {
      ++pos.column;
    }
  }
  return pos;
}

file_id source_manager::add(std::string path, std::string text) {
  source_file file;
  file.id = static_cast<file_id>(files_.size() + 1);
  file.path = std::move(path);
  file.text = std::move(text);
  files_.push_back(std::move(file));
  return files_.back().id;
}

std::optional<file_id> source_manager::load(std::string const& path, std::string& error,
                                            std::string shown) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open file '" + (shown.empty() ? path : shown) + "'";
    return std::nullopt;
  }
  std::ostringstream content;
  content << in.rdbuf();
  if (in.bad()) {
    error = "cannot read file '" + (shown.empty() ? path : shown) + "'";
    return std::nullopt;
  }
  return add(shown.empty() ? path : std::move(shown), content.str());
}

}  // namespace herald
