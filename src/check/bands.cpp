// Checks `band.gap`, `band.overlap`, `band.domain_mismatch`, `band.unreachable`: a band table against the totals its roll can make.
#include "check/bands.hpp"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <set>

#include "check/modifiers.hpp"

namespace herald::check {
namespace {

// The totals a band table's roll can make.  `high` is unknown when modifiers
// are added without a clamp: their reach needs the situation schema (the
// exact reach, and the probability of each gap, come with the engine).
struct domain {
  std::int64_t low = 0;
  std::optional<std::int64_t> high;
};

// The modifier totals a roll adds, each list after its own clamp, then the
// band table's clamp; nullopt when a list's reach is not decided.
std::optional<std::set<std::int64_t>> modifier_totals(model::ruleset const& rules, model::band_table const& b) {
  std::set<std::int64_t> sums = {0};
  for (auto const& [sign, list_name] : b.roll->terms) {
    auto list = rules.modifier_lists.find(list_name);
    if (list == rules.modifier_lists.end()) return std::nullopt;
    auto totals = reachable_totals(rules, list->second);
    if (!totals) return std::nullopt;
    std::set<std::int64_t> next;
    for (auto a : sums)
      for (auto t : *totals) {
        if (list->second.clamp) t = std::clamp(t, list->second.clamp->first, list->second.clamp->second);
        next.insert(sign == '-' ? a - t : a + t);
      }
    sums = std::move(next);
  }
  if (b.clamp) {
    std::set<std::int64_t> clamped;
    for (auto m : sums) clamped.insert(std::clamp(m, b.clamp->first, b.clamp->second));
    sums = std::move(clamped);
  }
  return sums;
}

std::optional<domain> domain_of(model::ruleset const& rules, model::band_table const& b) {
  if (!b.roll) return std::nullopt;
  auto die = rules.dice.find(b.roll->die);
  if (die == rules.dice.end()) return std::nullopt;
  std::int64_t const n = b.roll->count;
  domain d;
  if (b.roll->opposed) {  // the difference of two rolls, looked up as a distance
    d.low = 0;
    d.high = n * (die->second.high - die->second.low);
    if (b.roll->terms.empty()) return d;
    // Each side adds its own modifiers: the distance grows by their widest difference.
    auto totals = modifier_totals(rules, b);
    if (!totals || totals->empty()) return domain{0, std::nullopt};
    *d.high += *totals->rbegin() - *totals->begin();
    return d;
  }
  d.low = n * die->second.low;
  d.high = n * die->second.high;
  if (!b.roll->terms.empty() && !b.clamp) {
    // No clamp on the band: the reach of the lists decides (the schema's
    // situations); undecided, the roll is unbounded above.
    auto totals = modifier_totals(rules, b);
    if (!totals || totals->empty()) return domain{d.low, std::nullopt};
    return domain{d.low + *totals->begin(), *d.high + *totals->rbegin()};
  }
  if (!b.roll->terms.empty()) {
    d.low += b.clamp->first;
    *d.high += b.clamp->second;
  }
  return d;
}

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

std::optional<odds> odds_of(model::ruleset const& rules, model::band_table const& b) {
  if (!b.roll) return std::nullopt;
  auto die = rules.dice.find(b.roll->die);
  if (die == rules.dice.end() || b.roll->count > 4) return std::nullopt;
  odds out;
  out.ways = {{0, 1}};
  for (std::uint32_t i = 0; i < b.roll->count; ++i) {
    std::map<std::int64_t, std::uint64_t> next;
    for (auto [sum, n] : out.ways)
      for (int f = die->second.low; f <= die->second.high; ++f) next[sum + f] += n;
    out.ways = std::move(next);
    out.combinations *= static_cast<std::uint64_t>(die->second.high - die->second.low + 1);
  }
  auto totals = modifier_totals(rules, b);
  if (!totals) return std::nullopt;
  out.modifiers = std::move(*totals);
  if (b.roll->opposed) {
    // Each player rolls the same dice and adds the same lists to his own
    // situation (6.C line 215): the difference of two independent sums, and of
    // two modifier totals.
    std::map<std::int64_t, std::uint64_t> difference;
    for (auto [a, n] : out.ways)
      for (auto [c, k] : out.ways) difference[a - c] += n * k;
    std::set<std::int64_t> modifier_differences;
    for (auto x : out.modifiers)
      for (auto y : out.modifiers) modifier_differences.insert(x - y);
    out.ways = std::move(difference);
    out.combinations *= out.combinations;
    out.modifiers = std::move(modifier_differences);
    out.opposed = true;
  }
  return out;
}

struct likelihood {
  std::uint64_t ways = 0, combinations = 1;
  std::int64_t modifier = 0;
};

// The largest chance, over the reachable modifier totals, that the roll lands in [low, high].
likelihood chance(odds const& o, std::int64_t low, std::int64_t high) {
  likelihood best;
  best.combinations = o.combinations;
  for (auto m : o.modifiers) {
    std::uint64_t ways = 0;
    for (auto [sum, n] : o.ways) {
      std::int64_t const total = o.opposed ? std::abs(sum + m) : sum + m;
      if (total >= low && total <= high) ways += n;
    }
    if (ways > best.ways) best = {ways, o.combinations, m};
  }
  return best;
}

std::string fraction(likelihood const& l) {
  std::uint64_t g = std::gcd(l.ways, l.combinations);
  g = g == 0 ? 1 : g;
  return std::to_string(l.ways / g) + "/" + std::to_string(l.combinations / g);
}

std::string band_text(model::band const& band) {
  if (!band.high) return std::to_string(band.low) + "..";
  if (*band.high == band.low) return std::to_string(band.low);
  return std::to_string(band.low) + ".." + std::to_string(*band.high);
}

std::string range_text(std::int64_t low, std::int64_t high) {
  return low == high ? std::to_string(low) : std::to_string(low) + ".." + std::to_string(high);
}

class coverage {
 public:
  coverage(model::band_table const& b, domain d, std::optional<odds> o, diagnostics& diags)
      : b_(b), d_(d), odds_(std::move(o)), diags_(diags) {}

  void run() {
    // Values worth looking at: the domain, and every band bound inside it.
    std::int64_t const top = d_.high.value_or(highest_bound());
    // The totals split into segments at every band bound; within a segment
    // the same bands cover every total, so one value per segment decides
    // (a range of two billion totals costs as little as a d10).
    std::set<std::int64_t> cuts = {d_.low, top + 1};
    for (auto const& band : b_.bands) {
      if (band.low > d_.low && band.low <= top) cuts.insert(band.low);
      if (band.high && *band.high >= d_.low && *band.high < top) cuts.insert(*band.high + 1);
    }
    std::vector<std::pair<std::int64_t, std::vector<std::size_t>>> runs;  // segments with their bands
    for (auto cut = cuts.begin(); std::next(cut) != cuts.end(); ++cut) {
      std::vector<std::size_t> covering;
      for (std::size_t i = 0; i < b_.bands.size(); ++i)
        if (covers(b_.bands[i], *cut)) covering.push_back(i);
      if (runs.empty() || runs.back().second != covering) runs.emplace_back(*cut, covering);
    }
    std::vector<overlap> overlaps;
    for (std::size_t r = 0; r < runs.size(); ++r) {
      std::int64_t const low = runs[r].first;
      std::int64_t const high = r + 1 < runs.size() ? runs[r + 1].first - 1 : top;
      if (runs[r].second.empty()) report_gap(low, high);
      if (runs[r].second.size() > 1) {
        overlap o;
        o.bands.insert(runs[r].second.begin(), runs[r].second.end());
        o.totals.emplace_back(low, high);
        merge(overlaps, std::move(o));
      }
    }
    for (auto const& o : overlaps) report_overlap(o);
    if (!d_.high && !b_.bands.empty() &&
        std::none_of(b_.bands.begin(), b_.bands.end(), [](model::band const& x) { return !x.high; }))
      diags_.error("band.gap", b_.prov.where,
                   "totals above " + std::to_string(top) + " have no band in '" + b_.name +
                       "' (its modifiers have no clamp, so the roll is unbounded: give the last band an open end, 'N..')")
          .subject = b_.name;
    for (auto const& band : b_.bands) check_band_reach(band, top);
  }

 private:
  // band.domain_mismatch: a band whose printed bounds leave the totals the
  // roll can make.  band.unreachable: a band within them that no modifier
  // total the schema reaches lets a roll land on.
  void check_band_reach(model::band const& band, std::int64_t top) {
    std::string const totals = " (" + range_text(d_.low, d_.high.value_or(top)) + ")";
    std::string const name = "band " + band_text(band) + " of '" + b_.name + "'";
    auto report = [&](severity level, char const* id, std::string message) {
      diags_.report(level, id, band.prov.where, std::move(message)).subject = b_.name;
    };
    if ((band.high && *band.high < d_.low) || (d_.high && band.low > *d_.high)) {
      report(severity::warning, "band.domain_mismatch", name + " lies outside the totals the roll can make" + totals);
      return;
    }
    if (band.low < d_.low)
      report(severity::warning, "band.domain_mismatch",
             name + " reaches below the totals the roll can make" + totals + ": " + range_text(band.low, d_.low - 1) +
                 " can never be rolled");
    if (band.high && d_.high && *band.high > *d_.high)
      report(severity::warning, "band.domain_mismatch",
             name + " reaches above the totals the roll can make" + totals + ": " +
                 range_text(*d_.high + 1, *band.high) + " can never be rolled");
    if (!odds_) return;
    std::int64_t const low = std::max(band.low, d_.low);
    std::int64_t const high = std::min(band.high.value_or(top), d_.high.value_or(top));
    if (chance(*odds_, low, band.high ? high : std::numeric_limits<std::int64_t>::max()).ways == 0)
      report(severity::note, "band.unreachable",
             name + " is never rolled: no modifier total the schema reaches lets a roll land on " +
                 (band.high ? range_text(low, high) : std::to_string(low) + "..") + " (probability 0)");
  }

  static bool covers(model::band const& band, std::int64_t v) { return v >= band.low && (!band.high || v <= *band.high); }

  std::int64_t highest_bound() const {
    std::int64_t top = d_.low;
    for (auto const& band : b_.bands) top = std::max(top, band.high.value_or(band.low));
    return top;
  }

  // Bands that overlap, directly or through one another, and the totals
  // where they do: reported once as a whole, never pair by pair.
  struct overlap {
    std::set<std::size_t> bands;
    std::vector<std::pair<std::int64_t, std::int64_t>> totals;
  };

  static void merge(std::vector<overlap>& all, overlap next) {
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

  // "with probability 3/10 when the modifiers total +2", or that it never happens.
  std::string probability_text(likelihood const& l) const {
    if (l.ways == 0) return "; no roll can land there with the modifier totals the schema reaches (probability 0)";
    std::string m = l.modifier > 0 ? "+" + std::to_string(l.modifier) : std::to_string(l.modifier);
    std::string when;
    if (b_.roll && !b_.roll->terms.empty())
      when = b_.roll->opposed ? " (when one side's modifiers exceed the other's by " + std::to_string(std::abs(l.modifier)) + ")"
                              : " (when the modifiers total " + m + ")";
    return "; a roll lands there with probability up to " + fraction(l) + when;
  }

  void report_gap(std::int64_t low, std::int64_t high) {
    std::string message = "no band of '" + b_.name + "' covers the total" + (low == high ? " " : "s ") +
                          range_text(low, high) + " (the roll makes " + range_text(d_.low, d_.high.value_or(high)) + ")";
    severity level = severity::error;
    if (odds_) {
      likelihood l = chance(*odds_, low, high);
      message += probability_text(l);
      if (l.ways == 0) level = severity::note;
    }
    diags_.report(level, "band.gap", b_.prov.where, message).subject = b_.name;
  }

  void report_overlap(overlap const& o) {
    std::vector<std::size_t> bands(o.bands.begin(), o.bands.end());
    std::string names, totals;
    for (std::size_t i : bands) names += (names.empty() ? "" : ", ") + band_text(b_.bands[i]);
    // Adjacent segments of totals read as one range.
    std::vector<std::pair<std::int64_t, std::int64_t>> joined;
    for (auto const& t : o.totals)
      if (!joined.empty() && joined.back().second + 1 == t.first)
        joined.back().second = t.second;
      else
        joined.push_back(t);
    for (auto const& [low, high] : joined) totals += (totals.empty() ? "" : ", ") + range_text(low, high);
    std::string message = "bands " + names + " of '" + b_.name + "' overlap: the total" +
                          (joined.size() == 1 && joined[0].first == joined[0].second ? " " : "s ") + totals +
                          (joined.size() == 1 && joined[0].first == joined[0].second ? " falls" : " fall") +
                          " in more than one band";
    severity level = severity::error;
    if (odds_) {
      likelihood worst;
      for (auto const& [low, high] : joined) {
        likelihood l = chance(*odds_, low, high);
        if (l.ways > worst.ways || worst.ways == 0) worst = l;
      }
      message += probability_text(worst);
      if (worst.ways == 0) level = severity::note;
    }
    auto& d = diags_.report(level, "band.overlap", b_.bands[bands[1]].prov.where, message);
    d.subject = b_.name;
    for (std::size_t i : bands)
      if (i != bands[1]) d.notes.push_back({b_.bands[i].prov.where, "band " + band_text(b_.bands[i]) + " is here"});
  }

  model::band_table const& b_;
  domain d_;
  std::optional<odds> odds_;
  diagnostics& diags_;
};

}  // namespace

void band_coverage::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, b] : rules.band_tables)
    if (auto d = domain_of(rules, b)) coverage(b, *d, odds_of(rules, b), diags).run();
}

}  // namespace herald::check

