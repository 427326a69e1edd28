// Checks `provenance.mismatch`, `provenance.unreadable`: with --sources, the line a value cites must print it.
#pragma once

#include "check/catalogue.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

class provenance : public check {
 public:
  bool runs_with(options const& opts) const override { return opts.sources.has_value(); }
  std::vector<char const*> kinds() const override { return {ids::provenance_mismatch, ids::provenance_unreadable}; }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
