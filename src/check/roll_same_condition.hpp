// Check `roll.same_condition`: a roll adds two lists whose modifiers hold under one condition, so both apply.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class roll_same_condition : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::roll_same_condition}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
