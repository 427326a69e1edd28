// The catalogue of checks, in the order they run.
#include "check/check.hpp"
#include "check/band_domain_mismatch.hpp"
#include "check/band_gap.hpp"
#include "check/band_overlap.hpp"
#include "check/band_unreachable.hpp"
#include "check/examples.hpp"
#include "check/invariants.hpp"
#include "check/labels.hpp"
#include "check/modifier_analysis.hpp"
#include "check/modifier_clamp_reach.hpp"
#include "check/modifier_dead.hpp"
#include "check/modifier_exclusive.hpp"
#include "check/modifier_overlap.hpp"
#include "check/pages.hpp"
#include "check/parity.hpp"
#include "check/provenance.hpp"
#include "check/symbols.hpp"
#include "check/thresholds.hpp"

namespace herald::check {

std::vector<std::unique_ptr<check>> const& catalogue() {
  static std::vector<std::unique_ptr<check>> const checks = [] {
    std::vector<std::unique_ptr<check>> all;
    all.push_back(std::make_unique<band_gap>());
    all.push_back(std::make_unique<band_overlap>());
    all.push_back(std::make_unique<band_domain_mismatch>());
    all.push_back(std::make_unique<band_unreachable>());
    all.push_back(std::make_unique<invariants>());
    all.push_back(std::make_unique<labels>());
    all.push_back(std::make_unique<provenance>());
    all.push_back(std::make_unique<modifier_overlap>());
    all.push_back(std::make_unique<modifier_dead>());
    all.push_back(std::make_unique<modifier_exclusive>());
    all.push_back(std::make_unique<modifier_clamp_reach>());
    all.push_back(std::make_unique<examples>());
    all.push_back(std::make_unique<edition_parity>());
    all.push_back(std::make_unique<mixed_symbols>());
    all.push_back(std::make_unique<threshold_reach>());
    return all;
  }();
  return checks;
}

// The resolver decides these while it builds the model: a ruleset holding
// one has no model for the checker (the warnings excepted), so they are not
// checks one can disable.  They are catalogued for --explain and SARIF, with
// the command's own finding on acknowledgements.
namespace {

std::vector<finding_kind> resolver_kinds() {
  return {{"table.missing_row", severity::error, stage::resolver},
          {"table.cell_count", severity::error, stage::resolver},
          {"table.unknown_key", severity::error, stage::resolver},
          {"cell.out_of_domain", severity::error, stage::resolver},
          {"name.undefined", severity::error, stage::resolver},
          {"footnote.undefined", severity::error, stage::resolver},
          {"footnote.unused", severity::warning, stage::resolver},
          {"amend.stale", severity::error, stage::resolver},
          {"amend.noop", severity::warning, stage::resolver},
          {"overlay.collision", severity::error, stage::resolver},
          {"acknowledge.unused", severity::warning, stage::command}};
}

}  // namespace

std::vector<finding_kind> const& all_kinds() {
  static std::vector<finding_kind> const kinds = [] {
    std::vector<finding_kind> all = resolver_kinds();
    for (auto const& c : catalogue())
      for (auto& kind : c->kinds()) all.push_back(std::move(kind));
    return all;
  }();
  return kinds;
}

finding_kind const* find_kind(std::string const& id) {
  for (auto const& kind : all_kinds())
    if (kind.id == id) return &kind;
  return nullptr;
}

check const* find(std::string const& id) {
  for (auto const& c : catalogue())
    for (auto const& kind : c->kinds())
      if (kind.id == id) return c.get();
  return nullptr;
}

std::string_view explanation(std::string const& id) {
  for (auto const& p : pages())
    if (p.id == id) return p.text;
  return {};
}

void run_all(model::ruleset const& rules, options const& opts, diagnostics& diags) {
  options shared = opts;
  shared.lists = std::make_shared<list_analyses>(rules);
  for (auto const& c : catalogue()) c->run(rules, shared, diags);
}

}  // namespace herald::check
