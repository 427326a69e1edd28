// Writes generated files atomically, and only when their bytes change.
#include "support/output_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>
#include <system_error>

#include <fmt/format.h>

namespace herald {

namespace fs = std::filesystem;

namespace {

bool has_content(fs::path const& path, std::string_view content) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return false;
  // Cheap size check first, so a changed file of another size is never read.
  if (fs::file_size(path, ec) != content.size() || ec) return false;
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::string existing(std::istreambuf_iterator<char>(in), {});
  return !in.bad() && existing == content;
}

bool create_parent(fs::path const& path, std::string& error) {
  auto const parent = path.parent_path();
  if (parent.empty()) return true;
  std::error_code ec;
  fs::create_directories(parent, ec);
  if (!ec) return true;
  error = fmt::format("cannot create directory '{}': {}", parent.string(), ec.message());
  return false;
}

// What the target is when it is not a regular file (or nothing): Herald
// replaces only regular files, so `-o /dev/null`, a FIFO or a link (which the
// rename would replace, and which may lead out of the folder asked for) is refused.
std::string not_replaceable(fs::path const& path) {
  std::error_code ec;
  auto const status = fs::symlink_status(path, ec);
  if (ec || status.type() == fs::file_type::not_found || status.type() == fs::file_type::regular) return {};
  switch (status.type()) {
    case fs::file_type::symlink: return "a symbolic link";
    case fs::file_type::directory: return "a directory";
    case fs::file_type::fifo: return "a FIFO";
    case fs::file_type::character: return "a character device";
    case fs::file_type::block: return "a block device";
    case fs::file_type::socket: return "a socket";
    default: return "not a regular file";
  }
}

// Creates `path` (never an existing file: O_EXCL does not follow a link planted
// there), writes every byte and flushes them to the disk before the rename, so
// that a crash after the rename cannot leave an empty file under the real name.
bool write_all(fs::path const& path, std::string_view content, std::string& error) {
  int const fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) {
    error = fmt::format("cannot create '{}': {}", path.string(), std::strerror(errno));
    return false;
  }
  char const* data = content.data();
  std::size_t left = content.size();
  while (left > 0) {
    ssize_t const n = ::write(fd, data, left);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  bool const ok = left == 0 && ::fsync(fd) == 0;
  int const saved = errno;
  ::close(fd);
  if (!ok) error = fmt::format("cannot write '{}': {}", path.string(), std::strerror(saved));
  return ok;
}

// Makes the rename itself durable: the directory entry is on disk too.
void sync_directory(fs::path const& dir) {
  int const fd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

// Removes what an earlier write of `path` left when it was killed: the
// siblings named `NAME.tmp.PID` whose process no longer runs (those of a
// running Herald are its own to finish).
void sweep_stale_temporaries(fs::path const& path) {
  std::string const prefix = path.filename().string() + ".tmp.";
  std::error_code ec;
  fs::directory_iterator it(path.parent_path().empty() ? fs::path(".") : path.parent_path(), ec);
  for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::string const name = it->path().filename().string();
    if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
    std::string const pid = name.substr(prefix.size());
    if (pid.size() > 9 || pid.find_first_not_of("0123456789") != std::string::npos) continue;
    if (::kill(static_cast<pid_t>(std::stol(pid)), 0) == 0 || errno != ESRCH) continue;
    std::error_code ignored;
    if (fs::is_regular_file(fs::symlink_status(it->path(), ignored))) fs::remove(it->path(), ignored);
  }
}

// A regenerated script must stay executable: give the new file the old one's mode.
void keep_permissions(fs::path const& from, fs::path const& to) {
  std::error_code ec;
  auto const status = fs::status(from, ec);
  if (!ec && fs::is_regular_file(status)) fs::permissions(to, status.permissions(), ec);
}

// Called after `error` has been set by the step that failed.
write_result discard(fs::path const& temp) {
  std::error_code ignored;
  fs::remove(temp, ignored);
  return write_result::failed;
}

}  // namespace

write_result write_if_changed(fs::path const& path, std::string_view content,
                              std::string& error) {
  if (std::string const what = not_replaceable(path); !what.empty()) {
    error = fmt::format("'{}' is {}: Herald writes only regular files", path.string(), what);
    return write_result::failed;
  }
  if (has_content(path, content)) return write_result::unchanged;
  if (!create_parent(path, error)) return write_result::failed;
  sweep_stale_temporaries(path);

  fs::path temp = path;
  temp += fmt::format(".tmp.{}", ::getpid());
  if (!write_all(temp, content, error)) return discard(temp);
  keep_permissions(path, temp);

  std::error_code ec;
  fs::rename(temp, path, ec);
  if (ec) {
    error = fmt::format("cannot replace '{}': {}", path.string(), ec.message());
    return discard(temp);
  }
  sync_directory(path.parent_path());
  return write_result::written;
}

}  // namespace herald
