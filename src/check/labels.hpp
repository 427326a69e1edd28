// Check `label.missing`: a name the player aids print has no label in a language of the ruleset.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class labels : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"label.missing", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
