// The catalogue of checks, in the order they run.
#include <algorithm>

#include "check/check.hpp"
#include "check/bands.hpp"
#include "check/examples.hpp"
#include "check/invariants.hpp"
#include "check/labels.hpp"
#include "check/modifiers.hpp"
#include "check/parity.hpp"
#include "check/provenance.hpp"
#include "check/symbols.hpp"
#include "check/thresholds.hpp"

namespace herald::check {

std::vector<std::unique_ptr<check>> const& catalogue() {
  static std::vector<std::unique_ptr<check>> const checks = [] {
    std::vector<std::unique_ptr<check>> all;
    all.push_back(std::make_unique<band_coverage>());
    all.push_back(std::make_unique<invariants>());
    all.push_back(std::make_unique<labels>());
    all.push_back(std::make_unique<provenance>());
    all.push_back(std::make_unique<modifier_conditions>());
    all.push_back(std::make_unique<examples>());
    all.push_back(std::make_unique<edition_parity>());
    all.push_back(std::make_unique<mixed_symbols>());
    all.push_back(std::make_unique<threshold_reach>());
    return all;
  }();
  return checks;
}

check const* find(std::string const& id) {
  for (auto const& c : catalogue()) {
    auto ids = c->ids();
    if (std::find(ids.begin(), ids.end(), id) != ids.end()) return c.get();
  }
  return nullptr;
}

void run_all(model::ruleset const& rules, options const& opts, diagnostics& diags) {
  for (auto const& c : catalogue()) c->run(rules, opts, diags);
}

}  // namespace herald::check
