// Check `edition.silent_change`: an extending edition that declares a table, band table or list again changes no value silently.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class edition_silent_change : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::edition_silent_change}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
