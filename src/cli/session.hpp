// One run of the compiler: sources, diagnostics, the loaded rulesets, and how to report them.
#pragma once

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "check/catalogue.hpp"
#include "cli/commands.hpp"
#include "model/library.hpp"
#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald::cli {

class session {
 public:
  explicit session(common_options options) : options_(std::move(options)), library_(sources_, diags_) {
    library_.set_syntax_only(options_.syntax_only);
  }

  // Loads one file given on the command line (and its imports), then runs the checker on it.
  std::optional<std::string> load(std::string const& file, bool run_checker = true);
  model::library const& library() const { return library_; }
  // Loads one ruleset for a command that uses it (export, resolve): the
  // ruleset when it checks clean (warnings allowed unless --werror), else
  // nullptr, and then `failure()` reports and gives the exit code.
  model::ruleset const* load_clean(std::string const& file);
  // The same with only the checks whose findings change what the engine reads (bands that
  // overlap or leave a gap), for a command that only resolves: the analyses over every
  // situation of the schema and the examples are `herald check`'s.
  model::ruleset const* load_resolved(std::string const& file);
  int failure();
  diagnostics& diags() { return diags_; }
  source_manager& sources() { return sources_; }
  // Every file this run read from disk (rulesets, imports): what no output may be written over.
  std::vector<std::string> inputs() const;

  // Marks findings the rulesets acknowledge, renders everything to stderr
  // (text) or stdout (json, sarif), and returns the exit code.
  int report();
  // Forgets the findings of the checks the options disable.
  void drop_disabled();
  // Exit code without printing (for commands that print only on failure).
  int exit_status() const;
  // Marks the findings that a loaded ruleset acknowledges with a citation,
  // and reports acknowledgements that name an unknown check or match nothing.
  void apply_acknowledgements();
  check::options check_options() const;
  // `--examples-across`: each checked edition's examples on every other checked edition.
  void run_examples_across();
  bool check_ran(std::string const& id) const;

 private:
  model::ruleset const* load_for_use(std::string const& file, bool run_checker);

  common_options options_;
  source_manager sources_;
  diagnostics diags_;
  model::library library_;
  std::set<std::string> checked_;  // rulesets already run through the checker
  bool acknowledgements_applied_ = false;
};

}  // namespace herald::cli
