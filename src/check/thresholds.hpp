// Check `cell.out_of_reach`: a threshold of a rolled table that no roll reaches, or that every roll reaches.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class threshold_reach : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"cell.out_of_reach", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
