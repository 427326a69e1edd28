// Writes generated files atomically, and only when their bytes change.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

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

}  // namespace herald
