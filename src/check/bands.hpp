// Checks `band.gap`, `band.overlap`, `band.unreachable`: a band table against the totals its roll can make.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class band_coverage : public check {
 public:
  std::string id() const override { return "band.gap"; }  // also band.overlap, band.unreachable
  std::vector<std::string> ids() const override { return {"band.gap", "band.overlap", "band.unreachable"}; }
  std::string summary() const override {
    return "a total the roll can make that no band covers, or that several bands cover";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
