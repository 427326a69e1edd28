// Source files held in memory, and positions inside them (file, line, column).
#include "support/source.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace herald {

std::vector<std::uint32_t> const& source_file::line_starts() const {
  if (line_starts_.empty()) {
    line_starts_.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') line_starts_.push_back(static_cast<std::uint32_t>(i + 1));
  }
  return line_starts_;
}

std::string_view source_file::line_text(std::uint32_t line) const {
  auto const& starts = line_starts();
  if (line == 0 || line > starts.size()) return {};
  std::size_t start = starts[line - 1];
  auto end = text.find('\n', start);
  if (end == std::string::npos) end = text.size();
  std::string_view view(text.data() + start, end - start);
  if (!view.empty() && view.back() == '\r') view.remove_suffix(1);
  return view;
}

line_col source_file::position(std::uint32_t offset) const {
  if (offset > text.size()) offset = static_cast<std::uint32_t>(text.size());
  auto const& starts = line_starts();
  auto next = std::upper_bound(starts.begin(), starts.end(), offset);
  auto line = static_cast<std::uint32_t>(next - starts.begin());
  return {line, offset - starts[line - 1] + 1};
}

namespace {

// A carriage return that no line feed follows (old Mac OS line ends, or a
// file mixing them) ends its line too: it becomes a line feed, byte for byte,
// so that every later stage (comments, strings, positions) sees the lines the
// author's editor shows, and offsets stay those of the file. CR LF is kept
// as written: its CR is white space and no line shows it.
void lone_carriage_returns_end_lines(std::string& text) {
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) text[i] = '\n';
}

}  // namespace

file_id source_manager::add(std::string path, std::string text) {
  lone_carriage_returns_end_lines(text);
  source_file file;
  file.id = static_cast<file_id>(files_.size() + 1);
  file.path = std::move(path);
  file.text = std::move(text);
  files_.push_back(std::move(file));
  return files_.back().id;
}

std::optional<file_id> source_manager::load(std::string const& path, std::string& error,
                                            std::string shown) {
  if (auto overlay = overlays_.find(path); overlay != overlays_.end()) {
    file_id id = add(shown.empty() ? path : shown, overlay->second);
    return id;
  }
  // The system's reason, when it gives one ("No such file or directory", "Permission denied").
  auto why = [] { return errno ? std::string(": ") + std::strerror(errno) : std::string(); };
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open file '" + (shown.empty() ? path : shown) + "'" + why();
    return std::nullopt;
  }
  std::ostringstream content;
  errno = 0;
  content << in.rdbuf();
  if (in.bad()) {
    error = "cannot read file '" + (shown.empty() ? path : shown) + "'" + why();
    return std::nullopt;
  }
  return add(shown.empty() ? path : std::move(shown), content.str());
}

}  // namespace herald
