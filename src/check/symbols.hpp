// Check `symbol.mixed`: one table writes one meaning with two symbols (NE among PE cells).
#pragma once

#include "check/check.hpp"

namespace herald::check {

class mixed_symbols : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"symbol.mixed", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
