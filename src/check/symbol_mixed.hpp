// Check `symbol.mixed`: one table writes one meaning with two symbols (NE among PE cells).
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class symbol_mixed : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::symbol_mixed}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
