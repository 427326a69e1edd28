// Check `provenance.mismatch`: with --sources, the line a value cites must print that value.
#pragma once

#include "check/check.hpp"

namespace herald::check {

class provenance : public check {
 public:
  std::string id() const override { return "provenance.mismatch"; }
  std::vector<std::string> ids() const override { return {"provenance.mismatch", "provenance.unreadable"}; }
  std::string summary() const override { return "the source line a value cites does not print that value"; }
  bool runs_with(options const& opts) const override { return opts.sources.has_value(); }
  std::string description() const override;
  void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const override;
};

}  // namespace herald::check
