// Check `modifier.dead`: a modifier whose condition no situation of the schema meets.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class modifier_dead : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"modifier.dead", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
