// Check `cell.out_of_reach`: a threshold of a rolled table that no roll reaches, or that every roll reaches.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class cell_out_of_reach : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::cell_out_of_reach}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
