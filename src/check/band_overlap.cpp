// Check `band.overlap`: totals several bands cover, reported once per set of bands that overlap.
#include "check/band_overlap.hpp"

#include <algorithm>
#include <set>

#include "check/band_analysis.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

// Bands that overlap, directly or through one another, and the totals where
// they do: reported once as a whole, never pair by pair.
struct overlap {
  std::set<std::size_t> bands;
  std::vector<std::pair<std::int64_t, std::int64_t>> totals;
};

void merge(std::vector<overlap>& all, overlap next) {
  for (auto it = all.begin(); it != all.end();) {
    bool shares = std::any_of(it->bands.begin(), it->bands.end(), [&](std::size_t i) { return next.bands.count(i) > 0; });
    if (!shares) {
      ++it;
      continue;
    }
    next.bands.insert(it->bands.begin(), it->bands.end());
    next.totals.insert(next.totals.end(), it->totals.begin(), it->totals.end());
    it = all.erase(it);
  }
  std::sort(next.totals.begin(), next.totals.end());
  all.push_back(std::move(next));
}

// What the overlap changes: the columns in which the overlapping bands give different results
// (a total there has two readings), or that they give the same everywhere (a duplicate row).
std::string disagreement(model::band_table const& b, std::vector<std::size_t> const& bands) {
  std::vector<std::string> columns;
  std::size_t const width = b.bands[bands[0]].outcomes.size();
  for (std::size_t c = 0; c < width; ++c) {
    auto text_in = [&](std::size_t band) {
      auto const& outcomes = b.bands[band].outcomes;
      return c < outcomes.size() ? outcomes[c].text : std::string();
    };
    bool differs = std::any_of(bands.begin(), bands.end(), [&](std::size_t i) { return text_in(i) != text_in(bands[0]); });
    if (differs) columns.push_back(c < b.columns.size() ? b.columns[c] : std::to_string(c + 1));
  }
  if (columns.empty()) return b.columns.size() > 1 ? "; they give the same results in every column (a duplicate)"
                                                   : "; they give the same results (a duplicate)";
  if (b.columns.size() <= 1) return "; they give different results";
  std::string list;
  for (auto const& c : columns) list += (list.empty() ? "" : ", ") + c;
  return "; they disagree in " + std::string(columns.size() == 1 ? "column " : "columns ") + list;
}

void report(band_analysis const& a, overlap const& o, diagnostics& diags) {
  auto const& b = a.table;
  std::vector<std::size_t> bands(o.bands.begin(), o.bands.end());
  std::string names, totals;
  for (std::size_t i : bands) names += (names.empty() ? "" : ", ") + band_text(b.bands[i]);
  // Adjacent segments of totals read as one range.
  std::vector<std::pair<std::int64_t, std::int64_t>> joined;
  for (auto const& t : o.totals)
    if (!joined.empty() && joined.back().second + 1 == t.first)
      joined.back().second = t.second;
    else
      joined.push_back(t);
  for (auto const& [low, high] : joined) totals += (totals.empty() ? "" : ", ") + range_text(low, high);
  bool const one = joined.size() == 1 && joined[0].first == joined[0].second;
  std::string message = "bands " + names + " of '" + b.name + "' overlap: the total" + (one ? " " : "s ") + totals +
                        (one ? " falls" : " fall") + " in more than one band" + disagreement(b, bands);
  severity level = severity::error;
  if (a.weights) {
    likelihood worst;
    for (auto const& [low, high] : joined) {
      likelihood l = chance(*a.weights, low, high);
      if (l.ways > worst.ways || worst.ways == 0) worst = l;
    }
    message += probability_text(a, worst);
    if (worst.ways == 0) level = severity::note;
  }
  auto& d = diags.report(level, ids::band_overlap, b.bands[bands[1]].prov.where, message);
  d.subject = b.name;
  for (std::size_t i : bands)
    if (i != bands[1]) d.notes.push_back({b.bands[i].prov.where, "band " + band_text(b.bands[i]) + " is here"});
}

}  // namespace

void band_overlap::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  for_each_band_table(rules, opts, [&](band_analysis const& a) {
    std::vector<overlap> overlaps;
    for (auto const& s : a.segments)
      if (s.bands.size() > 1) merge(overlaps, {{s.bands.begin(), s.bands.end()}, {{s.low, s.high}}});
    for (auto const& o : overlaps) report(a, o, diags);
  });
}

}  // namespace herald::check
