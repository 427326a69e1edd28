// Check `modifier.overlap`: two modifiers of a cumulative list that read like brackets of one quantity and both apply.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class modifier_overlap : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"modifier.overlap", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
