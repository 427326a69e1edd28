// What the harnesses share: a private folder for the files an input becomes, and the front end run on them.
#pragma once

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "check/catalogue.hpp"
#include "model/library.hpp"
#include "support/render.hpp"

namespace herald::fuzz {

// One folder per fuzzing process: the library reads files, as `herald check` does.
inline std::filesystem::path const& folder() {
  static std::filesystem::path const dir = [] {
    auto d = std::filesystem::temp_directory_path() / ("herald_fuzz_" + std::to_string(::getpid()));
    std::filesystem::create_directories(d);
    return d;
  }();
  return dir;
}

inline std::filesystem::path write(std::string const& name, std::string_view bytes) {
  std::filesystem::path const path = folder() / name;
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return path;
}

// `herald check FILE` without the command line: load, resolve, every check on
// a ruleset that resolved cleanly, then every renderer over what was found.
inline void check_file(std::filesystem::path const& file) {
  source_manager sources;
  diagnostics diags;
  model::library library(sources, diags);
  auto name = library.load(file, folder());
  if (name && diags.error_count() == 0) {
    check::options opts;
    opts.find_ruleset = [&](std::string const& other) { return library.find(other); };
    check::run_all(*library.find(*name), opts, diags);
  }
  diags.sort();
  std::ostringstream sink;
  for (auto format : {output_format::text, output_format::json, output_format::sarif})
    render(format, diags, sources, {}, sink);
}

}  // namespace herald::fuzz
