// Check `cell.out_of_reach`: the thresholds of a table read against a roll, against the totals that roll can make.
#include "check/thresholds.hpp"

#include <algorithm>
#include <map>

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
  std::vector<std::string> lowest, highest;    // "plus fire_modifiers at -2 (e.g. {...})"
};

std::optional<roll_reach> reach(model::ruleset const& rules, model::roll_spec const& roll, pinned_fields const& pins) {
  auto die = rules.dice.find(roll.die);
  if (die == rules.dice.end()) return std::nullopt;
  roll_reach out;
  out.low = out.low_faces = std::int64_t(roll.count) * die->second.low;
  out.high = out.high_faces = std::int64_t(roll.count) * die->second.high;
  for (auto const& [sign, name] : roll.terms) {
    auto list = rules.modifier_lists.find(name);
    if (list == rules.modifier_lists.end()) return std::nullopt;
    auto r = reach_of(rules, list->second, pins);
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
      // The list's own total, added or taken away: "minus fm at -2".
      return std::string(sign == '-' ? "minus " : "plus ") + name + " at " + signed_text(sign == '-' ? -total : total) +
             (witness.fields.empty() ? "" : " (e.g. " + witness_text(witness) + ")");
    };
    out.lowest.push_back(part(lo, lowest));
    out.highest.push_back(part(hi, highest));
  }
  return out;
}

// "10: 9 on the dice, plus fire_modifiers at +1 (e.g. {...})"
std::string extreme_text(std::int64_t total, std::int64_t faces, std::vector<std::string> const& parts) {
  std::string text = std::to_string(total) + ": " + std::to_string(faces) + " on the dice";
  for (auto const& part : parts) text += ", " + part;
  return text;
}

// The situation field a table axis reads: the only top-level field of the
// roll's situation whose type is the axis's enum (or, for an int axis, the
// only int field whose range holds the axis); empty when none or several.
std::string field_of_axis(model::ruleset const& rules, model::table const& t, model::axis const& ax) {
  if (ax.levels.size() != 1 || t.roll->terms.empty()) return {};
  std::string situation;
  for (auto const& [sign, list_name] : t.roll->terms) {
    auto list = rules.modifier_lists.find(list_name);
    if (list == rules.modifier_lists.end() || (!situation.empty() && situation != list->second.situation)) return {};
    situation = list->second.situation;
  }
  auto record = rules.records.find(situation);
  if (record == rules.records.end()) return {};
  auto const& level = ax.levels[0];
  std::vector<std::string> found;
  for (auto const& f : record->second.fields) {
    bool const same_enum = level.k == model::axis_level::kind::enumeration &&
                           f.type.k == model::type_desc::kind::enumeration && f.type.name == level.domain;
    bool const holds_ints = level.k == model::axis_level::kind::int_range && f.type.k == model::type_desc::kind::integer &&
                            !level.keys.empty() && f.type.range && f.type.range->first <= level.keys.front().number &&
                            level.keys.back().number <= f.type.range->second;
    if (same_enum || holds_ints) found.push_back(f.name);
  }
  return found.size() == 1 ? found.front() : std::string();
}

}  // namespace

// Each cell is weighed against the totals the roll makes for its own keys:
// with the row's and the column's situation fields held at the cell's keys
// (artillery never gets a penalty that "does not apply to artillery").
void threshold_reach::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  for (auto const& [name, t] : rules.tables) {
    if (!t.roll) continue;
    std::string const row_field = field_of_axis(rules, t, t.rows);
    std::string column_field = field_of_axis(rules, t, t.columns);
    if (column_field == row_field) column_field.clear();
    std::map<pinned_fields, std::optional<roll_reach>> reaches;
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size(); ++i) {
        std::string column = i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?";
        pinned_fields pins;
        if (!row_field.empty() && r.keys.size() == 1) pins[row_field] = model::path_text(r.keys.front());
        if (!column_field.empty() && i < t.column_keys.size()) pins[column_field] = column;
        auto cached = reaches.find(pins);
        if (cached == reaches.end()) cached = reaches.emplace(pins, reach(rules, *t.roll, pins)).first;
        if (!cached->second) continue;
        auto const& range = *cached->second;
        std::string keys;
        for (auto const& [field, value] : pins) keys += (keys.empty() ? " for " : " and ") + field + " " + value;
        for (auto const& s : r.cells[i].slots) {
          if (s.kind == model::slot_kind::symbol) continue;
          std::string address = name + "[" + model::path_text(r.keys.front()) + "][" + column + "]";
          std::string what = s.slot.empty() ? "threshold" : "'" + s.slot + "' threshold";
          if (s.number > range.high)
            diags.warning("cell.out_of_reach", r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + address +
                              " is never reached: probability 0; the highest total" + keys + " is " +
                              extreme_text(range.high, range.high_faces, range.highest))
                .subject = address;
          else if (s.number <= range.low)
            diags.warning("cell.out_of_reach", r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + address +
                              " is always reached: probability 1; the lowest total" + keys + " is " +
                              extreme_text(range.low, range.low_faces, range.lowest))
                .subject = address;
        }
      }
  }
}

}  // namespace herald::check
