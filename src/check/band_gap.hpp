// Check `band.gap`: a total the roll can make that no band covers, weighted by the dice.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class band_gap : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::band_gap}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
