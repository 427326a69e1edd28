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

// The checker's options for one input: each list's situation space and each example's distribution
// bounded, so that an input costs milliseconds whatever it declares (a record of ten enums with ten
// values each is 10^10 situations; the command's limits would take minutes on it). Past the bounds
// a question is left undecided, as the command leaves it past its own: the same code runs.
inline check::options bounded_check_options() {
  check::options opts;
  opts.situation_limit = 2000;
  opts.memory_budget = std::uint64_t(16) << 20;
  return opts;
}

// `herald check FILE` without the command line: load, resolve, every check on
// a ruleset that resolved cleanly, then every renderer over what was found.
inline void check_file(std::filesystem::path const& file) {
  source_manager sources;
  diagnostics diags;
  model::library library(sources, diags);
  auto name = library.load(file, folder());
  if (name && diags.error_count() == 0) {
    check::options opts = bounded_check_options();
    opts.find_ruleset = [&](std::string const& other) { return library.find(other); };
    check::run_all(*library.find(*name), opts, diags);
  }
  diags.sort();
  std::ostringstream sink;
  for (auto format : {output_format::text, output_format::json, output_format::sarif})
    render(format, diags, sources, {}, sink);
}

}  // namespace herald::fuzz
