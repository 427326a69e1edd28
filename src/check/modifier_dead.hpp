// Check `modifier.dead`: a modifier whose condition no situation of the schema meets.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class modifier_dead : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::modifier_dead}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
