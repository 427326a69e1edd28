// The consistency checker: a catalogue of checks, each a small class with a stable id.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::check {

class check {
 public:
  virtual ~check() = default;
  virtual std::string id() const = 0;       // stable: tests and SARIF rules rely on it
  // Every id the check reports under (a check may report several kinds).
  virtual std::vector<std::string> ids() const { return {id()}; }
  virtual std::string summary() const = 0;  // one line: what it finds
  virtual void run(model::ruleset const& rules, diagnostics& diags) const = 0;
};

// Every check, in a fixed order (adding a check: a file and a line in checks.cpp).
std::vector<std::unique_ptr<check>> const& catalogue();

// Runs every check on one checked ruleset.
void run_all(model::ruleset const& rules, diagnostics& diags);

}  // namespace herald::check
