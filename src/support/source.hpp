// Source files held in memory, and positions inside them (file, line, column).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/source_range.hpp"

namespace herald {

struct line_col {
  std::uint32_t line = 0;    // 1-based
  std::uint32_t column = 0;  // 1-based, counted in bytes like clang
};

struct source_file {
  file_id id = 0;
  std::string path;     // as given or resolved, used in diagnostics
  std::string text;
  std::string_view line_text(std::uint32_t line) const;
  line_col position(std::uint32_t offset) const;

 private:
  // Offsets where each line starts, built on first use: positions are then a
  // binary search, so a file with thousands of errors stays fast to report.
  std::vector<std::uint32_t> const& line_starts() const;
  mutable std::vector<std::uint32_t> line_starts_;
};

// Reads the whole of a regular file into `out`. A FIFO, a device, a socket or a directory is refused
// by name without blocking (opened non-blocking, checked, then read): an input never waits on a
// writer nor reads forever. On failure `error` gets "... is a FIFO" or the system's reason, after
// `shown` (the name diagnostics use).
bool read_regular_file(std::string const& path, std::string const& shown, std::string& out, std::string& error);

// Owns every loaded file; ids are stable and start at 1 (0 = no file).
class source_manager {
 public:
  file_id add(std::string path, std::string text);
  // Reads a file from disk; returns nullopt (and sets `error`) on I/O failure.
  // `shown` is the name diagnostics use (by default the path itself).
  std::optional<file_id> load(std::string const& path, std::string& error, std::string shown = {});
  source_file const& file(file_id id) const { return files_.at(id - 1); }
  // The text of `path` as an editor holds it (unsaved): load() reads it instead of the disk.
  // `path` is compared as given to load() (the library gives canonical paths).
  void set_overlay(std::string path, std::string text) { overlays_[std::move(path)] = std::move(text); }
  std::size_t size() const { return files_.size(); }

 private:
  std::deque<source_file> files_;  // deque: references stay valid on growth
  std::map<std::string, std::string> overlays_;
};

}  // namespace herald
