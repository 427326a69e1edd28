// The shared analysis of the band checks: domain, odds and coverage of a band table.
#include "check/band_analysis.hpp"

#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "check/modifier_analysis.hpp"

namespace herald::check {
namespace {

// The modifier totals a roll adds, each list after its own clamp, then the
// band table's clamp; nullopt when a list's reach is not decided.
std::optional<std::set<std::int64_t>> modifier_totals(model::ruleset const& rules, model::band_table const& b,
                                                      list_analyses& lists) {
  std::set<std::int64_t> sums = {0};
  for (auto const& [sign, list_name] : b.roll->terms) {
    auto list = rules.modifier_lists.find(list_name);
    if (list == rules.modifier_lists.end()) return std::nullopt;
    auto totals = lists.of(list->second).totals();
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

std::optional<domain> domain_of(model::ruleset const& rules, model::band_table const& b, list_analyses& lists) {
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
    auto totals = modifier_totals(rules, b, lists);
    if (!totals || totals->empty()) return domain{0, std::nullopt};
    *d.high += *totals->rbegin() - *totals->begin();
    return d;
  }
  d.low = n * die->second.low;
  d.high = n * die->second.high;
  if (!b.roll->terms.empty() && !b.clamp) {
    // No clamp on the band: the reach of the lists decides (the schema's
    // situations); undecided, the roll is unbounded above.
    auto totals = modifier_totals(rules, b, lists);
    if (!totals || totals->empty()) return domain{d.low, std::nullopt};
    return domain{d.low + *totals->begin(), *d.high + *totals->rbegin()};
  }
  if (!b.roll->terms.empty()) {
    d.low += b.clamp->first;
    *d.high += b.clamp->second;
  }
  return d;
}

std::optional<odds> odds_of(model::ruleset const& rules, model::band_table const& b, list_analyses& lists) {
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
  auto totals = modifier_totals(rules, b, lists);
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

}  // namespace

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

std::string band_text(model::band const& band) {
  if (!band.high) return std::to_string(band.low) + "..";
  if (*band.high == band.low) return std::to_string(band.low);
  return std::to_string(band.low) + ".." + std::to_string(*band.high);
}

std::string range_text(std::int64_t low, std::int64_t high) {
  return low == high ? std::to_string(low) : std::to_string(low) + ".." + std::to_string(high);
}

namespace {

std::string fraction(likelihood const& l) {
  std::uint64_t g = std::gcd(l.ways, l.combinations);
  g = g == 0 ? 1 : g;
  return std::to_string(l.ways / g) + "/" + std::to_string(l.combinations / g);
}

// Cuts the totals into segments at every band bound: within a segment the
// same bands cover every total, so one value per segment decides (a range of
// two billion totals costs as little as a d10).
std::vector<segment> segments_of(model::band_table const& b, domain const& d, std::int64_t top) {
  std::set<std::int64_t> cuts = {d.low, top + 1};
  for (auto const& band : b.bands) {
    if (band.low > d.low && band.low <= top) cuts.insert(band.low);
    if (band.high && *band.high >= d.low && *band.high < top) cuts.insert(*band.high + 1);
  }
  auto covers = [](model::band const& band, std::int64_t v) { return v >= band.low && (!band.high || v <= *band.high); };
  std::vector<segment> out;
  for (auto cut = cuts.begin(); std::next(cut) != cuts.end(); ++cut) {
    std::vector<std::size_t> covering;
    for (std::size_t i = 0; i < b.bands.size(); ++i)
      if (covers(b.bands[i], *cut)) covering.push_back(i);
    if (out.empty() || out.back().bands != covering) out.push_back({*cut, *cut, covering});
    out.back().high = *std::next(cut) - 1;
  }
  return out;
}

}  // namespace

void for_each_band_table(model::ruleset const& rules, options const& opts,
                         std::function<void(band_analysis const&)> const& visit) {
  list_analyses local(rules, opts.situation_limit);
  auto& lists = shared_lists(opts, local);
  for (auto const& [name, b] : rules.band_tables) {
    auto d = domain_of(rules, b, lists);
    if (!d) continue;
    std::int64_t top = d->low;
    for (auto const& band : b.bands) top = std::max(top, band.high.value_or(band.low));
    if (d->high) top = *d->high;
    band_analysis a{b, *d, odds_of(rules, b, lists), top, {}};
    a.segments = segments_of(b, *d, top);
    visit(a);
  }
}

bool outside(band_analysis const& a, model::band const& band) {
  auto const& d = a.totals;
  return (band.high && *band.high < d.low) || (d.high && band.low > *d.high);
}

std::string probability_text(band_analysis const& a, likelihood const& l) {
  if (l.ways == 0) return "; no roll can land there with the modifier totals the schema reaches (probability 0)";
  // Exact when no modifier can move the roll (none, or a single total the schema reaches).
  bool const fixed = !a.weights || a.weights->modifiers.size() <= 1;
  std::string when;
  auto const& roll = a.table.roll;
  if (roll && !roll->terms.empty())
    when = roll->opposed ? " (when one side's modifiers exceed the other's by " + std::to_string(std::abs(l.modifier)) + ")"
                         : " (when the modifiers total " + signed_text(l.modifier) + ")";
  if (fixed) return "; a roll lands there with probability " + fraction(l) + (l.modifier ? when : "");
  return "; a roll lands there with probability up to " + fraction(l) + when;
}

}  // namespace herald::check
