// Check `modifier.exclusive`: two members of an exclusive group that can both hold.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class modifier_exclusive : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::modifier_exclusive}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
