// Check `modifier.overlap`: two modifiers of a cumulative list that read like brackets of one quantity and both apply.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class modifier_overlap : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::modifier_overlap}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
