// Check `invariant.violated`: a table's `check each cell: ...` clauses, cell by cell.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class invariants : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"invariant.violated", severity::error}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
