// Checks over modifier lists, decided on the situations of the schema:
// `modifier.dead`, `modifier.overlap`, `modifier.exclusive`, `modifier.clamp_reach`.
#pragma once

#include <optional>
#include <set>

#include "check/check.hpp"

namespace herald::check {

class modifier_conditions : public check {
 public:
  std::vector<finding_kind> kinds() const override {
    return {{"modifier.overlap", severity::warning},
            {"modifier.dead", severity::warning},
            {"modifier.exclusive", severity::error},
            {"modifier.clamp_reach", severity::note}};
  }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

// The lowest and highest raw totals (before the clamp) a modifier list can
// make, each with a situation that makes it.
struct list_reach {
  std::int64_t low = 0, high = 0;
  model::value lowest, highest;
};
std::optional<list_reach> reach_of(model::ruleset const& rules, model::modifier_list const& list);

// Every raw total (before the clamp) a modifier list can make over the
// situations of its schema; nullopt when the enumeration is too large.
std::optional<std::set<std::int64_t>> reachable_totals(model::ruleset const& rules, model::modifier_list const& list);

}  // namespace herald::check
