// Check `modifier.clamp_reach`: the raw totals a clamped list can make, and whether the clamp changes them.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class modifier_clamp_reach : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::modifier_clamp_reach}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
