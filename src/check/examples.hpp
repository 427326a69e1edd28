// Check `example.mismatch`: a worked example that the engine, run on the tables, does not reproduce.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class examples : public check {
 public:
  std::string id() const override { return "example.mismatch"; }
  std::vector<std::string> ids() const override { return {"example.mismatch", "example.refused"}; }
  std::string summary() const override {
    return "a worked example's expected result differs from what the engine computes from the tables";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

// `herald check --examples-across`: runs every worked example written in
// `home`'s own file on `other`'s tables too, and reports (as notes) each
// example that comes out differently there, with what changed.
void examples_across(model::ruleset const& home, model::ruleset const& other, diagnostics& diags);

}  // namespace herald::check
