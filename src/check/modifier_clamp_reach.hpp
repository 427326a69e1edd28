// Check `modifier.clamp_reach`: the raw totals a clamped list can make, and whether the clamp changes them.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class modifier_clamp_reach : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"modifier.clamp_reach", severity::note}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
