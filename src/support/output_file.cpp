// Writes generated files atomically, and only when their bytes change.
#include "support/output_file.hpp"

#include <unistd.h>

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

bool write_all(fs::path const& path, std::string_view content, std::string& error) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) {
    error = fmt::format("cannot create '{}'", path.string());
    return false;
  }
  out.write(content.data(), static_cast<std::streamsize>(content.size()));
  out.flush();
  out.close();
  if (!out) {
    error = fmt::format("cannot write '{}'", path.string());
    return false;
  }
  return true;
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
  return write_result::written;
}

}  // namespace herald
