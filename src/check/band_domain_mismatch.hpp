// Check `band.domain_mismatch`: a band whose bounds leave the totals the roll can make.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class band_domain_mismatch : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::band_domain_mismatch}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
