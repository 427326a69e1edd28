// Check `cell.out_of_reach`: the thresholds of a table read against a roll, against the totals that roll can make.
#include "check/thresholds.hpp"

#include <algorithm>

#include "check/modifiers.hpp"

namespace herald::check {
namespace {

// The lowest and highest totals of a table's roll: the dice, plus each
// modifier list's reachable totals (after the list's own clamp).
std::optional<std::pair<std::int64_t, std::int64_t>> totals(model::ruleset const& rules, model::roll_spec const& roll) {
  auto die = rules.dice.find(roll.die);
  if (die == rules.dice.end()) return std::nullopt;
  std::int64_t low = std::int64_t(roll.count) * die->second.low, high = std::int64_t(roll.count) * die->second.high;
  for (auto const& [sign, name] : roll.terms) {
    auto list = rules.modifier_lists.find(name);
    if (list == rules.modifier_lists.end()) return std::nullopt;
    auto reach = reachable_totals(rules, list->second);
    if (!reach || reach->empty()) return std::nullopt;
    std::int64_t lo = *reach->begin(), hi = *reach->rbegin();
    if (list->second.clamp) {
      lo = std::clamp(lo, list->second.clamp->first, list->second.clamp->second);
      hi = std::clamp(hi, list->second.clamp->first, list->second.clamp->second);
    }
    if (sign == '-') std::swap(lo, hi), lo = -lo, hi = -hi;
    low += lo;
    high += hi;
  }
  return std::make_pair(low, high);
}

}  // namespace

void threshold_reach::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, t] : rules.tables) {
    if (!t.roll) continue;
    auto range = totals(rules, *t.roll);
    if (!range) continue;
    auto [low, high] = *range;
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size(); ++i)
        for (auto const& s : r.cells[i].slots) {
          if (s.kind == model::slot_kind::symbol) continue;
          std::string column = i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?";
          std::string address = name + "[" + model::path_text(r.keys.front()) + "][" + column + "]";
          std::string what = s.slot.empty() ? "threshold" : "'" + s.slot + "' threshold";
          std::string roll_text = "the roll makes " + std::to_string(low) + ".." + std::to_string(high);
          if (s.number > high)
            diags.warning("cell.out_of_reach", r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + address +
                              " is never reached (" + roll_text + "): probability 0")
                .subject = address;
          else if (s.number <= low)
            diags.warning("cell.out_of_reach", r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + address +
                              " is always reached (" + roll_text + "): probability 1")
                .subject = address;
        }
  }
}


}  // namespace herald::check
