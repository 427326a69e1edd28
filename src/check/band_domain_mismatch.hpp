// Check `band.domain_mismatch`: a band whose bounds leave the totals the roll can make.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class band_domain_mismatch : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"band.domain_mismatch", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
