// The consistency checker: a catalogue of checks, each a small class with a stable id.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::check {

struct options {
  // The folder of the source documents (`--sources`): where provenance is
  // verified against the line it cites.  Checks that need it skip without it.
  std::optional<std::filesystem::path> sources;
  // The other loaded rulesets by name (an edition's base, for edition.parity);
  // nullptr when none is loaded under that name.
  std::function<model::ruleset const*(std::string const&)> find_ruleset;
};

class check {
 public:
  virtual ~check() = default;
  virtual std::string id() const = 0;       // stable: tests and SARIF rules rely on it
  // Every id the check reports under (a check may report several kinds).
  virtual std::vector<std::string> ids() const { return {id()}; }
  // Whether the check runs at all with these options (an acknowledgement of
  // a check that did not run is not stale).
  virtual bool runs_with(options const&) const { return true; }
  virtual std::string summary() const = 0;  // one line: what it finds
  // What `herald check --explain ID` prints: how the check decides, a
  // failing sample and a passing one.
  virtual std::string description() const = 0;
  virtual void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const = 0;
};

// Every check, in a fixed order (adding a check: a file and a line in checks.cpp).
std::vector<std::unique_ptr<check>> const& catalogue();

// The check that reports `id`, or nullptr.
check const* find(std::string const& id);

// Runs every check on one checked ruleset.
void run_all(model::ruleset const& rules, options const& opts, diagnostics& diags);

}  // namespace herald::check
