// Check `invariant.violated`: a table's `check each cell: ...` clauses, cell by cell.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class invariant_violated : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::invariant_violated}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
