// Checks `example.mismatch`, `example.refused` and `example.across`: worked examples run through the engine.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class examples : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::example_mismatch, ids::example_refused, ids::example_across}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

// `herald check --examples-across`: runs every worked example written in
// `home`'s own file on `other`'s tables too, and reports (as notes) each
// example that comes out differently there, with what changed. A scenario's
// examples run under `other`'s scenario of the same name; where `other` has
// none, on its own tables when `without_the_scenario` (the check), not at all
// otherwise (`herald diff`: the scenario's absence is no change of the rules).
void examples_across(model::ruleset const& home, model::ruleset const& other, diagnostics& diags,
                     bool without_the_scenario = true);

}  // namespace herald::check
