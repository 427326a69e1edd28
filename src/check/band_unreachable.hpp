// Check `band.unreachable`: a band within the roll's totals that no reachable modifier total lands on.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class band_unreachable : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::band_unreachable}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
