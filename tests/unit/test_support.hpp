// Helpers shared by the unit tests: temporary rule files and a loaded library.
#pragma once

#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <string>

#include "model/library.hpp"
#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald::testing {

// A temporary folder of .herald files, removed at the end of the test.
class rule_files {
 public:
  rule_files() {
    static int counter = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("herald-unit-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
    std::filesystem::create_directories(dir_);
  }
  ~rule_files() { std::filesystem::remove_all(dir_); }
  std::filesystem::path write(std::string const& name, std::string const& text) {
    auto path = dir_ / name;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  std::filesystem::path const& dir() const { return dir_; }

 private:
  std::filesystem::path dir_;
};

// Loads files into one library and keeps what a test inspects.
struct loaded {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};

  std::optional<std::string> load(std::filesystem::path const& file, std::filesystem::path const& root) {
    return library.load(file, root);
  }
  std::string ids() const {
    std::string out;
    for (auto const& d : diags.all()) out += (out.empty() ? "" : " ") + d.id;
    return out;
  }
};

}  // namespace herald::testing
