// The interface every output of Herald implements, as TableGen's emitters do: a name, the checked rulesets in, the files out.
//
// A backend sees the checked model only (never the syntax tree): the JSON
// export, the C++ headers, and next the player aids and the edition diff.
// What every output obeys (checks pass first unless forced, --check reports
// stale files, files written atomically and only when changed) is the CLI's
// driver's (cli/driver.hpp), written once; a backend only renders.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "model/library.hpp"
#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::backend {

// The checked rulesets of one run: those the command names, in order, and the
// library they were loaded into (their imports, their systems).
struct input {
  model::library const& library;
  std::vector<model::ruleset const*> rulesets;
  // Where a backend reports what it wrote but would rather not have (a table
  // of an aid scaled down to fit); null: nowhere.
  diagnostics* diags = nullptr;
};

// What a backend produces: file name -> bytes, sorted so that the order of
// output is fixed. Names are plain file names inside the output folder.
using files = std::map<std::string, std::string>;

// The rulesets hold something the backend cannot express (reported as
// build.unsupported at `where`; nothing is written).
struct unsupported : std::runtime_error {
  unsupported(source_range where, std::string const& message) : std::runtime_error(message), where(where) {}
  source_range where;
};

// One output, as TableGen calls its backends' classes: an emitter.
class emitter {
 public:
  virtual ~emitter() = default;
  // What one of its files is, for messages: "header", "export".
  virtual std::string_view item() const = 0;
  // Every file the rulesets produce. Throws `unsupported`.
  virtual files render(input const& in) const = 0;
};

}  // namespace herald::backend
