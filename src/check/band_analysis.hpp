// What every band check reads of a band table: its totals, their odds, the bands covering them.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "check/catalogue.hpp"
#include "model/model.hpp"

namespace herald::check {

// The totals a band table's roll can make.  `high` is unknown when modifiers
// are added without a clamp and their reach is not decided.
struct domain {
  std::int64_t low = 0;
  std::optional<std::int64_t> high;
};

// How likely each total of a roll is: the ways the dice make each sum, and
// the modifier totals the schema can reach (after the clamp). A value's
// probability is the largest over those modifier totals: the worst case a
// player can meet, exact, as ways over the dice's faces.
struct odds {
  std::map<std::int64_t, std::uint64_t> ways;  // sum of the dice (opposed: one side's minus the other's) -> face combinations
  std::uint64_t combinations = 1;
  std::set<std::int64_t> modifiers;            // after the clamp (opposed: one side's total minus the other's)
  bool opposed = false;                        // the band is the distance |difference + modifiers|
};

struct likelihood {
  std::uint64_t ways = 0, combinations = 1;
  std::int64_t modifier = 0;  // the modifier total (opposed: difference) that makes it largest
};

// A run of totals that the same bands cover.
struct segment {
  std::int64_t low = 0, high = 0;
  std::vector<std::size_t> bands;  // indices into the table's bands
};

struct band_analysis {
  model::band_table const& table;
  domain totals;
  std::optional<odds> weights;  // none when the dice or the modifiers' reach are not known
  std::int64_t top = 0;         // the highest total looked at: the domain's, or the highest bound
  std::vector<segment> segments;
};

// The analysis of every band table of `rules` whose roll is known.
void for_each_band_table(model::ruleset const& rules, options const& opts,
                         std::function<void(band_analysis const&)> const& visit);

// Whether a band lies wholly outside the totals the roll can make.
bool outside(band_analysis const& a, model::band const& band);

// The largest chance, over the reachable modifier totals, that the roll lands in [low, high].
likelihood chance(odds const& o, std::int64_t low, std::int64_t high);

// "; a roll lands there with probability up to 3/10 (when the modifiers
// total +2)", or that no roll can (probability 0).
std::string probability_text(band_analysis const& a, likelihood const& l);

std::string band_text(model::band const& band);                 // 5..9, 4, 8..
std::string range_text(std::int64_t low, std::int64_t high);    // 5..9, or 4

}  // namespace herald::check
