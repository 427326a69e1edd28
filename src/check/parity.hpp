// Check `edition.parity`: a key (unit type, terrain, result) that an edition's tables know and a derived edition drops.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class edition_parity : public check {
 public:
  std::vector<finding_kind> kinds() const override { return {{"edition.parity", severity::warning}}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
