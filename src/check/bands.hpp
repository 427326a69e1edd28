// Checks `band.gap`, `band.overlap`, `band.domain_mismatch`, `band.unreachable`: a band table against the totals its roll can make.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class band_coverage : public check {
 public:
  std::vector<finding_kind> kinds() const override {
    return {{"band.gap", severity::error},
            {"band.overlap", severity::error},
            {"band.domain_mismatch", severity::warning},
            {"band.unreachable", severity::note}};
  }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
