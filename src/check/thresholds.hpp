// Check `cell.out_of_reach`: a threshold of a rolled table that no roll reaches, or that every roll reaches.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class threshold_reach : public check {
 public:
  std::string id() const override { return "cell.out_of_reach"; }
  std::string summary() const override {
    return "a threshold that no roll (die plus reachable modifiers) reaches, or that every roll reaches";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
