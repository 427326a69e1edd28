// Check `label.missing`: a name the player aids print has no label in a language of the ruleset.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class labels : public check {
 public:
  std::string id() const override { return "label.missing"; }
  std::string summary() const override {
    return "an enum value, table, list or result has no label in one of the ruleset's languages";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
