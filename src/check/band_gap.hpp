// Check `band.gap`: a total the roll can make that no band covers, weighted by the dice.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class band_gap : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"band.gap", severity::error}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
