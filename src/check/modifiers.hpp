// Checks over modifier lists, decided on the situations of the schema:
// `modifier.dead`, `modifier.overlap`, `modifier.exclusive`, `modifier.clamp_reach`.
#pragma once

#include <optional>
#include <set>

#include "check/check.hpp"

namespace herald::check {

class modifier_conditions : public check {
 public:
  std::string id() const override { return "modifier.overlap"; }
  std::vector<std::string> ids() const override {
    return {"modifier.overlap", "modifier.dead", "modifier.exclusive", "modifier.clamp_reach"};
  }
  std::string summary() const override {
    return "modifiers that look like brackets but add up, conditions no situation meets, exclusive modifiers that "
           "can both hold, and where a clamp bites";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

// Every raw total (before the clamp) a modifier list can make over the
// situations of its schema; nullopt when the enumeration is too large.
std::optional<std::set<std::int64_t>> reachable_totals(model::ruleset const& rules, model::modifier_list const& list);

}  // namespace herald::check
