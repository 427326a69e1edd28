// Checks `example.mismatch`, `example.refused` and `example.across`: worked examples run through the engine.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class examples : public check {
 public:
  std::vector<finding_kind> kinds() const override {
    return {{"example.mismatch", severity::error}, {"example.refused", severity::error}, {"example.across", severity::note}};
  }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

// `herald check --examples-across`: runs every worked example written in
// `home`'s own file on `other`'s tables too, and reports (as notes) each
// example that comes out differently there, with what changed.
void examples_across(model::ruleset const& home, model::ruleset const& other, diagnostics& diags);

}  // namespace herald::check
