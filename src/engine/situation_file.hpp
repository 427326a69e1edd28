// Situation files: a JSON object naming its situation kind and giving its fields.
//
//   { "situation": "melee", "given": { "attackers": [ ... ], ... }, "rolls": { "d10": [4] } }
//
// The `given` object is checked against the system's schema exactly like an
// example's `given`; both become the same model::value.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald::engine {

struct situation_input {
  std::string kind;
  model::value given;
  std::map<std::string, std::vector<int>> rolls;  // from the file; the command line may add more
  source_range where;
};

// Reads the JSON text of `file`; reports every problem (with its JSON path)
// to `diags` and returns nullopt when the situation cannot be used.
std::optional<situation_input> read_situation_json(source_file const& file, model::ruleset const& rules,
                                                   diagnostics& diags);

// The situation of an example of the ruleset (or of one of its scenarios).
std::optional<situation_input> example_situation(model::ruleset const& rules, std::string const& name);

}  // namespace herald::engine
