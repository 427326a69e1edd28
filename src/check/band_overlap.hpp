// Check `band.overlap`: totals that several bands cover, reported once per set of bands involved.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class band_overlap : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::band_overlap}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
