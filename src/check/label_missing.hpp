// Check `label.missing`: a name the player aids print has no label in a language of the ruleset.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class label_missing : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::label_missing}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
