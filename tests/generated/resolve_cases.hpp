// The situation files of tests/resolve/, each with the ruleset it names, for the generated tests that run every one.
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include "engine/situation_file.hpp"
#include "model/model.hpp"
#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald::resolve_cases {

// `f(path, ruleset)` for each situation file of ROOT/tests/resolve (not an expected output), its
// ruleset the one its `.ruleset` file beside it names (a path from ROOT), else the 2010 edition's.
template <class F>
void each(std::filesystem::path const& root, F f) {
  for (auto const& entry : std::filesystem::directory_iterator(root / "tests" / "resolve")) {
    auto path = entry.path();
    if (path.extension() != ".json" || path.stem().extension() == ".out") continue;
    std::string ruleset = "rulesets/afde/afde-2010.herald";
    if (auto other = path; std::filesystem::exists(other.replace_extension(".ruleset"))) {
      std::ifstream in(other);
      in >> ruleset;
    }
    f(path, ruleset);
  }
}

// A situation file read against its ruleset.
inline std::optional<engine::situation_input> read(std::filesystem::path const& path, model::ruleset const& rules) {
  source_file file;
  file.path = path.string();
  std::ifstream in(path);
  file.text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  diagnostics diags;
  return engine::read_situation_json(file, rules, diags);
}

}  // namespace herald::resolve_cases
