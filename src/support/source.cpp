// Source files held in memory, and positions inside them (file, line, column).
#include "support/source.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

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
  std::string text, why;
  if (!read_regular_file(path, shown.empty() ? path : shown, text, why)) {
    error = why;
    return std::nullopt;
  }
  return add(shown.empty() ? path : std::move(shown), std::move(text));
}

bool read_regular_file(std::string const& path, std::string const& shown, std::string& out, std::string& error) {
  // The system's reason, when it gives one ("No such file or directory", "Permission denied").
  auto why = [] { return errno ? std::string(": ") + std::strerror(errno) : std::string(); };
  errno = 0;
  int const fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    error = "cannot open file '" + shown + "'" + why();
    return false;
  }
  struct fd_closer {
    int fd;
    ~fd_closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    error = "cannot read file '" + shown + "'" + why();
    return false;
  }
  if (!S_ISREG(st.st_mode)) {
    std::string const what = S_ISDIR(st.st_mode)    ? "a directory"
                             : S_ISFIFO(st.st_mode) ? "a FIFO"
                             : S_ISCHR(st.st_mode)  ? "a character device"
                             : S_ISBLK(st.st_mode)  ? "a block device"
                             : S_ISSOCK(st.st_mode) ? "a socket"
                                                    : "not a regular file";
    error = "cannot read file '" + shown + "': it is " + what + ", not a regular file";
    return false;
  }
  out.clear();
  char buffer[65536];
  for (;;) {
    errno = 0;
    ssize_t const n = ::read(fd, buffer, sizeof buffer);
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      error = "cannot read file '" + shown + "'" + why();
      return false;
    }
    out.append(buffer, static_cast<std::size_t>(n));
  }
  return true;
}


}  // namespace herald
