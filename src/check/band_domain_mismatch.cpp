// Check `band.domain_mismatch`: a band whose printed bounds leave the totals the roll can make.
#include "check/band_domain_mismatch.hpp"

#include "check/band_analysis.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {

void band_domain_mismatch::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  for_each_band_table(rules, opts, [&](band_analysis const& a) {
    auto const& d = a.totals;
    std::string const totals = " (" + range_text(d.low, d.high.value_or(a.top)) + ")";
    for (auto const& band : a.table.bands) {
      std::string const name = "band " + band_text(band) + " of '" + a.table.name + "'";
      auto report = [&](std::string message) {
        diags.warning(ids::band_domain_mismatch, band.prov.where, std::move(message)).subject = a.table.name;
      };
      if (outside(a, band)) {
        report(name + " lies outside the totals the roll can make" + totals);
        continue;
      }
      if (band.low < d.low)
        report(name + " reaches below the totals the roll can make" + totals + ": " +
               range_text(band.low, d.low - 1) + " can never be rolled");
      if (band.high && d.high && *band.high > *d.high)
        report(name + " reaches above the totals the roll can make" + totals + ": " +
               range_text(*d.high + 1, *band.high) + " can never be rolled");
    }
  });
}

}  // namespace herald::check
