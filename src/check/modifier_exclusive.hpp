// Check `modifier.exclusive`: two members of an exclusive group that can both hold.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class modifier_exclusive : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"modifier.exclusive", severity::error}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
