// Checks `provenance.mismatch`, `provenance.unreadable`: with --sources, the line a value cites must print it.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class provenance : public check {
 public:
  bool runs_with(options const& opts) const override { return opts.sources.has_value(); }
  std::vector<finding_kind> kinds() const override {
    return {{"provenance.mismatch", severity::error}, {"provenance.unreadable", severity::warning}};
  }
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
