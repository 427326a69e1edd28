// Check `reference.absent`: a line of the source cites a table, row or column that exists nowhere.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class reference_absent : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::reference_absent}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
