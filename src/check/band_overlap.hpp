// Check `band.overlap`: totals that several bands cover, reported once per set of bands involved.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class band_overlap : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"band.overlap", severity::error}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
