// Check `text.contradicts`: what a passage of the rule text says about the data (`says`), held against the data.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class text_contradicts : public check {
 public:
  std::vector<char const*> kinds() const override { return {ids::text_contradicts}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
