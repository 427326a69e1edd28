// Check `band.unreachable`: a band within the roll's totals that no reachable modifier total lands on.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class band_unreachable : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"band.unreachable", severity::note}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
