// Check `modifier.clamp_reach`: the raw totals a clamped list can make, and where the clamp changes them.
#include "check/modifier_clamp_reach.hpp"

#include "check/modifier_analysis.hpp"
#include "model/situation_space.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

void find_clamp_reach(list_analysis const& analysis, diagnostics& diags) {
  if (!analysis.list().clamp) return;
  auto const r = analysis.extremes();
  if (!r) {
    auto& d = diags.note(ids::modifier_clamp_reach, analysis.list().clamp_prov.where,
                          "the reach of the clamp of '" + analysis.list().name +
                              "' is not decided: its modifiers read too many combinations of fields");
    d.subject = analysis.list().name;
    return;
  }
  auto const& [low, high, low_witness, high_witness] = *r;
  auto [floor, ceiling] = *analysis.list().clamp;
  std::string message = "the raw total of '" + analysis.list().name + "' runs from " + signed_text(low) + " to " +
                        signed_text(high) + " over the situations of the schema; the clamp " + signed_text(floor) +
                        ".." + signed_text(ceiling);
  if (low >= floor && high <= ceiling) {
    message += " never changes it";
  } else {
    message += " changes it";
    if (high > ceiling) message += " above " + signed_text(ceiling) + " (highest: " + model::witness_text(high_witness) + ")";
    if (low < floor)
      message += std::string(high > ceiling ? " and" : "") + " below " + signed_text(floor) +
                 " (lowest: " + model::witness_text(low_witness) + ")";
  }
  diags.note(ids::modifier_clamp_reach, analysis.list().clamp_prov.where, message).subject = analysis.list().name;
}

}  // namespace

void modifier_clamp_reach::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  analyse_lists(rules, opts, diags, find_clamp_reach);
}

}  // namespace herald::check
