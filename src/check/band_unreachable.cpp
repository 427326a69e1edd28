// Check `band.unreachable`: a band within the roll's totals that no modifier total the schema reaches lands on.
#include "check/band_unreachable.hpp"

#include <algorithm>
#include <limits>

#include "check/band_analysis.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

void band_unreachable::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  for_each_band_table(rules, opts, [&](band_analysis const& a) {
    if (!a.weights) return;
    auto const& d = a.totals;
    for (auto const& band : a.table.bands) {
      if (outside(a, band)) continue;  // band.domain_mismatch says it
      std::int64_t const low = std::max(band.low, d.low);
      std::int64_t const high = std::min(band.high.value_or(a.top), d.high.value_or(a.top));
      if (chance(*a.weights, low, band.high ? high : std::numeric_limits<std::int64_t>::max()).ways > 0) continue;
      diags.note(ids::band_unreachable, band.prov.where,
                 "band " + band_text(band) + " of '" + a.table.name +
                     "' is never rolled: no modifier total the schema reaches lets a roll land on " +
                     (band.high ? range_text(low, high) : std::to_string(low) + "..") + " (probability 0)")
          .subject = a.table.name;
    }
  });
}

}  // namespace herald::check
