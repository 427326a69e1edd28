// Check `edition.parity`: a key (unit type, terrain, result) that an edition's tables know and a derived edition drops.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class edition_parity : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::edition_parity}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
