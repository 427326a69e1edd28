// The catalogue of checks, in the order they run, and the documented kinds of finding.
#include "check/catalogue.hpp"
#include "check/band_domain_mismatch.hpp"
#include "check/band_gap.hpp"
#include "check/band_overlap.hpp"
#include "check/band_unreachable.hpp"
#include "check/examples.hpp"
#include "check/invariant_violated.hpp"
#include "check/label_missing.hpp"
#include "check/modifier_analysis.hpp"
#include "check/modifier_clamp_reach.hpp"
#include "check/modifier_dead.hpp"
#include "check/modifier_exclusive.hpp"
#include "check/modifier_overlap.hpp"
#include "check/pages.hpp"
#include "check/edition_parity.hpp"
#include "check/edition_silent_change.hpp"
#include "check/provenance.hpp"
#include "check/reprint.hpp"
#include "check/symbol_mixed.hpp"
#include "check/cell_out_of_reach.hpp"
#include "check/reference_absent.hpp"
#include "check/text_contradicts.hpp"
#include "check/roll_same_condition.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

std::vector<std::unique_ptr<check>> const& catalogue() {
  static std::vector<std::unique_ptr<check>> const checks = [] {
    std::vector<std::unique_ptr<check>> all;
    all.push_back(std::make_unique<band_gap>());
    all.push_back(std::make_unique<band_overlap>());
    all.push_back(std::make_unique<band_domain_mismatch>());
    all.push_back(std::make_unique<band_unreachable>());
    all.push_back(std::make_unique<invariant_violated>());
    all.push_back(std::make_unique<label_missing>());
    all.push_back(std::make_unique<provenance>());
    all.push_back(std::make_unique<reprint>());
    all.push_back(std::make_unique<modifier_overlap>());
    all.push_back(std::make_unique<modifier_dead>());
    all.push_back(std::make_unique<modifier_exclusive>());
    all.push_back(std::make_unique<modifier_clamp_reach>());
    all.push_back(std::make_unique<examples>());
    all.push_back(std::make_unique<edition_parity>());
    all.push_back(std::make_unique<edition_silent_change>());
    all.push_back(std::make_unique<symbol_mixed>());
    all.push_back(std::make_unique<cell_out_of_reach>());
    all.push_back(std::make_unique<roll_same_condition>());
    all.push_back(std::make_unique<reference_absent>());
    all.push_back(std::make_unique<text_contradicts>());
    return all;
  }();
  return checks;
}

std::vector<diagnostic_kind> const& all_kinds() {
  static std::vector<diagnostic_kind> const kinds = [] {
    std::vector<diagnostic_kind> documented;
    for (auto const& kind : diagnostic_kinds())
      if (kind.documented) documented.push_back(kind);
    return documented;
  }();
  return kinds;
}

diagnostic_kind const* find_kind(std::string const& id) {
  for (auto const& kind : all_kinds())
    if (kind.id == id) return &kind;
  return nullptr;
}

check const* find(std::string const& id) {
  for (auto const& c : catalogue())
    for (char const* kind : c->kinds())
      if (id == kind) return c.get();
  return nullptr;
}

std::string_view explanation(std::string const& id) {
  for (auto const& p : pages())
    if (p.id == id) return p.text;
  return {};
}

void run_for_resolution(model::ruleset const& rules, options const& opts, diagnostics& diags) {
  static std::vector<std::string> const read_by_the_engine = {ids::band_gap, ids::band_overlap, ids::band_domain_mismatch};
  options shared = opts;
  shared.lists = std::make_shared<list_analyses>(rules, opts.situation_limit);
  for (auto const& c : catalogue()) {
    auto const kinds = c->kinds();
    if (std::any_of(kinds.begin(), kinds.end(), [](char const* id) {
          return std::find(read_by_the_engine.begin(), read_by_the_engine.end(), id) != read_by_the_engine.end();
        }))
      c->run(rules, shared, diags);
  }
}

void run_all(model::ruleset const& rules, options const& opts, diagnostics& diags) {
  options shared = opts;
  shared.lists = std::make_shared<list_analyses>(rules, opts.situation_limit);
  for (auto const& c : catalogue()) c->run(rules, shared, diags);
}

}  // namespace herald::check
