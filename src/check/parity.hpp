// Check `edition.parity`: a key (unit type, terrain, result) that an edition's tables know and a derived edition drops.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class edition_parity : public check {
 public:
  std::string id() const override { return "edition.parity"; }
  std::string summary() const override {
    return "a row, column, result or modifier that the base edition has and a derived edition drops";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
