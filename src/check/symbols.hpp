// Check `symbol.mixed`: one table writes one meaning with two symbols (NE among PE cells).
#pragma once

#include "check/check.hpp"

namespace herald::check {

class mixed_symbols : public check {
 public:
  std::string id() const override { return "symbol.mixed"; }
  std::string summary() const override {
    return "a table writes one meaning with two different symbols (a no-effect code of another language)";
  }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
