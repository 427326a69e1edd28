// Check `cell.out_of_reach`: the thresholds of a table read against a roll, against the totals that roll can make.
#include "check/thresholds.hpp"

#include <algorithm>

#include "check/modifier_analysis.hpp"
#include "check/situation_space.hpp"

namespace herald::check {
namespace {

// The lowest and highest totals of a table's roll: the dice, plus each
// modifier list's reach (after the list's own clamp), with the situations
// that make them.
struct roll_reach {
  std::int64_t low = 0, high = 0;
  std::int64_t low_faces = 0, high_faces = 0;  // the dice's part of each
  std::vector<std::string> lowest, highest;    // "fire_modifiers -2 (e.g. {...})"
};

std::string signed_text(std::int64_t v) { return (v > 0 ? "+" : "") + std::to_string(v); }

std::optional<roll_reach> reach(model::ruleset const& rules, model::roll_spec const& roll) {
  auto die = rules.dice.find(roll.die);
  if (die == rules.dice.end()) return std::nullopt;
  roll_reach out;
  out.low = out.low_faces = std::int64_t(roll.count) * die->second.low;
  out.high = out.high_faces = std::int64_t(roll.count) * die->second.high;
  for (auto const& [sign, name] : roll.terms) {
    auto list = rules.modifier_lists.find(name);
    if (list == rules.modifier_lists.end()) return std::nullopt;
    auto r = reach_of(rules, list->second);
    if (!r) return std::nullopt;
    std::int64_t lo = r->low, hi = r->high;
    if (list->second.clamp) {
      lo = std::clamp(lo, list->second.clamp->first, list->second.clamp->second);
      hi = std::clamp(hi, list->second.clamp->first, list->second.clamp->second);
    }
    auto lowest = r->lowest, highest = r->highest;
    if (sign == '-') std::swap(lo, hi), lo = -lo, hi = -hi, std::swap(lowest, highest);
    out.low += lo;
    out.high += hi;
    auto part = [&](std::int64_t total, model::value const& witness) {
      return name + " " + signed_text(sign == '-' ? -total : total) +
             (witness.fields.empty() ? "" : " (e.g. " + witness_text(witness) + ")");
    };
    out.lowest.push_back(part(lo, lowest));
    out.highest.push_back(part(hi, highest));
  }
  return out;
}

// "10: a 9 on the dice with fire_modifiers +1 (e.g. {...})"
std::string extreme_text(std::int64_t total, std::int64_t faces, std::vector<std::string> const& parts) {
  std::string text = std::to_string(total) + ", a " + std::to_string(faces) + " on the dice";
  for (std::size_t i = 0; i < parts.size(); ++i) text += (i == 0 ? " with " : " and ") + parts[i];
  return text;
}

}  // namespace

void threshold_reach::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, t] : rules.tables) {
    if (!t.roll) continue;
    auto range = reach(rules, *t.roll);
    if (!range) continue;
    auto const& r_ = *range;
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size(); ++i)
        for (auto const& s : r.cells[i].slots) {
          if (s.kind == model::slot_kind::symbol) continue;
          std::string column = i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?";
          std::string address = name + "[" + model::path_text(r.keys.front()) + "][" + column + "]";
          std::string what = s.slot.empty() ? "threshold" : "'" + s.slot + "' threshold";
          if (s.number > r_.high)
            diags.warning("cell.out_of_reach", r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + address +
                              " is never reached: probability 0; the highest total is " +
                              extreme_text(r_.high, r_.high_faces, r_.highest))
                .subject = address;
          else if (s.number <= r_.low)
            diags.warning("cell.out_of_reach", r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + address +
                              " is always reached: probability 1; the lowest total is " +
                              extreme_text(r_.low, r_.low_faces, r_.lowest))
                .subject = address;
        }
  }
}

}  // namespace herald::check
