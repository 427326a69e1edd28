// Writes generated files atomically, and only when their bytes change.
#pragma once

#include <cstddef>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace herald {

enum class write_result { unchanged, written, failed };

// Leaves `path` untouched (mtime included) when it already holds exactly `content`, so
// build tools do not rebuild from it. Otherwise writes `path`.tmp.<pid> next to it and
// renames it over `path`, creating missing parent directories first; readers therefore
// see the old file or the new one, never a half-written one. On failure the temporary
// file is removed, `error` gets a one-line reason and the target is left as it was.
// Only a regular file is ever replaced: a symbolic link, a directory, a FIFO or a
// device at `path` is refused. The new bytes are flushed to the disk before the
// rename, and temporaries that a killed run left beside `path` are removed.
write_result write_if_changed(std::filesystem::path const& path, std::string_view content,
                              std::string& error);

// What write_set_if_changed did: the files it wrote and those it left as they were.
struct set_written {
  bool ok = false;
  std::size_t written = 0, unchanged = 0;
};

// How a set may be written where its folder cannot be replaced whole.
enum class set_mode {
  whole,         // refused, by name and with the reason, nothing written
  file_by_file,  // each file on its own, still atomic (asked for: --file-by-file)
};

// Writes the files of a set (`files`: names directly inside `dir` -> content)
// so that a reader, or a kill at any moment, sees the whole old set or the
// whole new one, never a mix: the new folder is staged beside `dir` (files
// Herald does not write, and unchanged files, hard-linked: their bytes and
// mtimes stay), flushed to the disk, and exchanged with `dir` in one atomic
// rename; the old folder is then removed. Nothing is written when no file
// changed. Where the folder cannot be replaced so (it is a mount point, its
// parent is read-only or another filesystem, it holds subfolders, hard links
// fail, it is `.`), the set is refused with the reason and nothing is
// written, unless `mode` allows writing file by file (each file still
// atomic). Staging folders that a killed run left are removed by the next one.
set_written write_set_if_changed(std::filesystem::path const& dir, std::map<std::string, std::string> const& files,
                                 std::string& error, set_mode mode = set_mode::whole);

// The input among `inputs` that `output` names (the same file, by device and inode,
// through links and hard links; or, for a file not written yet, the same absolute path), or empty: writing there would destroy what the
// output is computed from, so a command refuses it before writing anything.
std::string input_named_by(std::filesystem::path const& output, std::vector<std::string> const& inputs);

}  // namespace herald
