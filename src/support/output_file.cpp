// Writes generated files atomically, and only when their bytes change.
#include "support/output_file.hpp"

#include <fcntl.h>
#include <stdio.h>
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

// Whether the process `digits` names no longer runs (its leftovers are free to remove).
bool process_gone(std::string const& digits) {
  if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) return false;
  return ::kill(static_cast<pid_t>(std::stol(digits)), 0) != 0 && errno == ESRCH;
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
    if (name.compare(0, prefix.size(), prefix) != 0 || !process_gone(name.substr(prefix.size()))) continue;
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

fs::path folder_of(fs::path const& path) { return path.parent_path().empty() ? fs::path(".") : path.parent_path(); }

// The staging folder of `dir`'s new set: a hidden sibling no build globs.
std::string staging_prefix(fs::path const& dir) { return "." + dir.filename().string() + ".herald-staging."; }

void sweep_stale_staging(fs::path const& dir) {
  std::string const prefix = staging_prefix(dir);
  std::error_code ec;
  for (fs::directory_iterator it(folder_of(dir), ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::string const name = it->path().filename().string();
    if (name.compare(0, prefix.size(), prefix) != 0 || !process_gone(name.substr(prefix.size()))) continue;
    std::error_code ignored;
    if (fs::is_directory(fs::symlink_status(it->path(), ignored))) fs::remove_all(it->path(), ignored);
  }
}

set_written file_by_file(fs::path const& dir, std::map<std::string, std::string> const& files, std::string& error) {
  set_written out;
  for (auto const& [name, content] : files) {
    auto const result = write_if_changed(dir / name, content, error);
    if (result == write_result::failed) return out;
    ++(result == write_result::written ? out.written : out.unchanged);
  }
  out.ok = true;
  return out;
}

// Fills `staging` with the new set: what the folder holds that the set does
// not change, hard-linked; the rest written. False when the folder cannot be
// staged this way (a subfolder, no hard links), `why` then saying so; `error`
// is set only when a new file cannot be written.
bool stage(fs::path const& dir, fs::path const& staging, std::map<std::string, std::string> const& files,
           std::map<std::string, bool> const& changed, std::string& why, std::string& error) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec); !ec && it != fs::directory_iterator(); it.increment(ec)) {
    std::string const name = it->path().filename().string();
    if (fs::is_directory(fs::symlink_status(it->path()))) {
      why = fmt::format("it holds the subfolder '{}', which a folder replaced whole would leave out", name);
      return false;
    }
    auto found = changed.find(name);
    if (found != changed.end() && found->second) continue;
    if (::linkat(AT_FDCWD, it->path().c_str(), AT_FDCWD, (staging / name).c_str(), 0) != 0) {
      int const failure = errno;
      why = fmt::format("its file '{}' cannot be hard-linked into the staging folder beside it ({}{})", name,
                        std::strerror(failure),
                        failure == EXDEV ? ", as it is a mount point or on another filesystem than its parent" : "");
      return false;
    }
  }
  if (ec) {
    why = fmt::format("it cannot be listed ({})", ec.message());
    return false;
  }
  for (auto const& [name, content] : files) {
    if (!changed.at(name)) continue;
    if (!write_all(staging / name, content, error)) return false;
    keep_permissions(dir / name, staging / name);
  }
  return true;
}

}  // namespace

// Where the folder cannot be replaced as one set: each file on its own when the caller allows it,
// else a refusal naming the reason, with nothing written.
set_written cannot_replace_whole(fs::path const& dir, std::map<std::string, std::string> const& files,
                                 set_mode mode, std::string const& why, std::string& error) {
  if (mode == set_mode::file_by_file) return file_by_file(dir, files, error);
  error = fmt::format("cannot write '{}' as one set: {}; nothing written. Write into a folder of its own (one "
                      "inside it, such as '{}'), or pass --file-by-file to write each file on its own (a reader "
                      "may then see old and new files mixed)",
                      dir.string(), why, (dir / "herald").lexically_normal().string());
  return {};
}

set_written write_set_if_changed(fs::path const& requested, std::map<std::string, std::string> const& files,
                                 std::string& error, set_mode mode) {
  fs::path dir = requested.lexically_normal();
  if (dir.filename().empty()) dir = dir.parent_path();
  std::error_code ec;
  auto const status = fs::symlink_status(dir, ec);
  bool const exists = status.type() != fs::file_type::not_found;
  if (exists && status.type() != fs::file_type::directory) {
    error = fmt::format("'{}' is {}: Herald writes its files into a folder", dir.string(),
                        status.type() == fs::file_type::symlink ? "a symbolic link" : "not a folder");
    return {};
  }
  std::map<std::string, bool> changed;
  std::size_t unchanged = 0;
  for (auto const& [name, content] : files) {
    if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos) {
      error = fmt::format("'{}' is not a file name inside '{}'", name, dir.string());
      return {};
    }
    changed[name] = !(exists && has_content(dir / name, content));
    unchanged += !changed[name];
  }
  // A killed run's staging folder goes first, even when nothing is to be written: the next run cleans up.
  sweep_stale_staging(dir);
  if (unchanged == files.size()) return {true, 0, unchanged};
  if (dir.filename() == "." || dir.filename() == "..")
    return cannot_replace_whole(dir, files, mode, "it names no folder that can be exchanged with another", error);
  if (!create_parent(dir, error)) return {};
  fs::path const staging = folder_of(dir) / (staging_prefix(dir) + std::to_string(::getpid()));
  fs::remove_all(staging, ec);
  if (!fs::create_directory(staging, ec) || ec)
    return cannot_replace_whole(
        dir, files, mode,
        fmt::format("the new set cannot be staged beside it, in '{}' ({})", folder_of(dir).string(), ec.message()),
        error);
  if (exists) fs::permissions(staging, fs::status(dir, ec).permissions(), ec);
  std::string why;
  if (!stage(exists ? dir : staging, staging, files, changed, why, error)) {
    fs::remove_all(staging, ec);
    return error.empty() ? cannot_replace_whole(dir, files, mode, why, error) : set_written{};
  }
  sync_directory(staging);
  // One rename replaces the folder: a new one, or an exchange with the old.
  int const renamed = exists ? ::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, dir.c_str(), RENAME_EXCHANGE)
                             : ::rename(staging.c_str(), dir.c_str());
  if (renamed != 0) {
    int const failure = errno;
    fs::remove_all(staging, ec);
    // EBUSY: a mount point (a volume, a tmpfs); EXDEV: the staging folder is on another filesystem.
    std::string const hint = failure == EBUSY   ? ", as a mount point cannot be"
                             : failure == EXDEV ? ", as it is on another filesystem than its parent"
                                                : "";
    return cannot_replace_whole(
        dir, files, mode,
        fmt::format("it cannot be exchanged with the staged set ({}{})", std::strerror(failure), hint), error);
  }
  sync_directory(folder_of(dir));
  fs::remove_all(staging, ec);  // the old set
  return {true, files.size() - unchanged, unchanged};
}

write_result write_if_changed(fs::path const& path, std::string_view content,
                              std::string& error) {
  if (std::string const what = not_replaceable(path); !what.empty()) {
    error = fmt::format("'{}' is {}: Herald writes only regular files", path.string(), what);
    return write_result::failed;
  }
  // What a killed run left goes first, even when nothing is to be written: the next run cleans up.
  sweep_stale_temporaries(path);
  if (has_content(path, content)) return write_result::unchanged;
  if (!create_parent(path, error)) return write_result::failed;

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

std::string input_named_by(fs::path const& output, std::vector<std::string> const& inputs) {
  std::error_code ec;
  fs::path const spelled = fs::absolute(output, ec).lexically_normal();
  for (auto const& input : inputs) {
    // An output not written yet is no file: then only its spelling can name the input.
    if ((fs::equivalent(output, input, ec) && !ec) || spelled == fs::absolute(input, ec).lexically_normal())
      return input;
  }
  return {};
}

}  // namespace herald
