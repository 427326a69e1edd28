// Check `band.gap`: a total the roll can make that no band covers, with the exact chance a roll lands there.
#include "check/band_gap.hpp"

#include <algorithm>

#include "check/band_analysis.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

void report_gap(band_analysis const& a, std::int64_t low, std::int64_t high, diagnostics& diags) {
  std::string message = "no band of '" + a.table.name + "' covers the total" + (low == high ? " " : "s ") +
                        range_text(low, high) + " (the roll makes " +
                        range_text(a.totals.low, a.totals.high.value_or(high)) + ")";
  severity level = severity::error;
  if (a.weights) {
    likelihood l = chance(*a.weights, low, high);
    message += probability_text(a, l);
    if (l.ways == 0) level = severity::note;  // the clamp or the schema never gets there
  }
  diags.report(level, ids::band_gap, a.table.prov.where, message).subject = a.table.name;
}

// A roll that adds modifiers without a clamp, whose reach is not decided, has
// no highest total: the totals above the last band are a gap unless it is open.
void report_unbounded(band_analysis const& a, diagnostics& diags) {
  auto const& bands = a.table.bands;
  if (a.totals.high || bands.empty()) return;
  if (std::any_of(bands.begin(), bands.end(), [](model::band const& x) { return !x.high; })) return;
  diags.error(ids::band_gap, a.table.prov.where,
              "totals above " + std::to_string(a.top) + " have no band in '" + a.table.name +
                  "' (its modifiers have no clamp, so the roll is unbounded: give the last band an open end, 'N..')")
      .subject = a.table.name;
}

}  // namespace

void band_gap::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  for_each_band_table(rules, opts, [&](band_analysis const& a) {
    for (auto const& s : a.segments)
      if (s.bands.empty()) report_gap(a, s.low, s.high, diags);
    report_unbounded(a, diags);
  });
}

}  // namespace herald::check
