// Check `invariant.violated`: a table's `check each cell: ...` clauses, cell by cell.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class invariants : public check {
 public:
  std::string id() const override { return "invariant.violated"; }
  std::string summary() const override {
    return "a cell breaks its table's `check each cell` invariant";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
