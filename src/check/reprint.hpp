// Checks `reprint.mismatch`, `reprint.missing`: with --sources, what an edition's own document reprints must be what the edition holds.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class reprint : public check {
 public:
  bool runs_with(options const& opts) const override { return opts.sources.has_value(); }
  std::vector<char const*> kinds() const override { return {ids::reprint_mismatch, ids::reprint_missing}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
