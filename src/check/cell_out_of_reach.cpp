// Check `cell.out_of_reach`: the thresholds of a table read against a roll, against the totals that roll can make.
#include "check/cell_out_of_reach.hpp"

#include <algorithm>
#include <map>

#include "check/modifier_analysis.hpp"
#include "model/situation_space.hpp"
#include "support/diagnostic_ids.hpp"

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

std::optional<roll_reach> reach(model::ruleset const& rules, model::roll_spec const& roll, pinned_fields const& pins,
                                list_analyses& lists) {
  auto die = rules.dice.find(roll.die);
  if (die == rules.dice.end()) return std::nullopt;
  roll_reach out;
  out.low = out.low_faces = std::int64_t(roll.count) * die->second.low;
  out.high = out.high_faces = std::int64_t(roll.count) * die->second.high;
  for (auto const& [sign, name] : roll.terms) {
    auto list = rules.modifier_lists.find(name);
    if (list == rules.modifier_lists.end()) return std::nullopt;
    auto r = lists.of(list->second).extremes(pins);
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
    auto part = [sign = sign, &name = name](std::int64_t total, model::value const& witness) {
      // The list's own total, added or taken away: "minus fm at -2".
      return std::string(sign == '-' ? "minus " : "plus ") + name + " at " + signed_text(sign == '-' ? -total : total) +
             (witness.fields.empty() ? "" : " (e.g. " + model::witness_text(witness) + ")");
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

// " for firer_type At and range 1": the keys a reach was weighed for.
std::string keys_text(pinned_fields const& pins) {
  std::string text;
  for (auto const& [field, value] : pins) text += (text.empty() ? " for " : " and ") + field + " " + value;
  return text;
}

// The reach of one table's roll for each set of keys, computed once.
class reach_cache {
 public:
  reach_cache(model::ruleset const& rules, model::roll_spec const& roll, list_analyses& lists)
      : rules_(rules), roll_(roll), lists_(lists) {}
  roll_reach const* get(pinned_fields const& pins) {
    auto it = cache_.find(pins);
    if (it == cache_.end()) it = cache_.emplace(pins, reach(rules_, roll_, pins, lists_)).first;
    return it->second ? &*it->second : nullptr;
  }

 private:
  model::ruleset const& rules_;
  model::roll_spec const& roll_;
  list_analyses& lists_;
  std::map<pinned_fields, std::optional<roll_reach>> cache_;
};

// The extremes of a cell's totals: a printed row standing for several keys
// (Ar, Ab) reaches what any of them reaches.
struct cell_reach {
  roll_reach const* lowest = nullptr;
  roll_reach const* highest = nullptr;
  pinned_fields low_keys, high_keys;
};

std::optional<cell_reach> reach_of_cell(reach_cache& cache, model::row const& r, std::string const& row_field,
                                        std::string const& column_field, std::string const& column) {
  std::vector<pinned_fields> each_key;
  for (auto const& key : r.keys) {
    pinned_fields pins;
    if (!row_field.empty()) pins[row_field] = model::path_text(key);
    if (!column_field.empty()) pins[column_field] = column;
    each_key.push_back(std::move(pins));
  }
  cell_reach out;
  for (auto const& pins : each_key) {
    auto const* range = cache.get(pins);
    if (!range) return std::nullopt;
    if (!out.lowest || range->low < out.lowest->low) out.lowest = range, out.low_keys = pins;
    if (!out.highest || range->high > out.highest->high) out.highest = range, out.high_keys = pins;
  }
  if (!out.lowest) return std::nullopt;
  return out;
}

}  // namespace

// Each cell is weighed against the totals the roll makes for its own keys:
// with the row's and the column's situation fields held at the cell's keys
// (artillery never gets a penalty that "does not apply to artillery").
void cell_out_of_reach::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  list_analyses local(rules, opts.situation_limit);
  auto& lists = shared_lists(opts, local);
  for (auto const& [name, t] : rules.tables) {
    if (!t.roll) continue;
    std::string const row_field = model::field_of_axis(rules, t, t.rows);
    std::string column_field = model::field_of_axis(rules, t, t.columns);
    if (column_field == row_field) column_field.clear();
    reach_cache cache(rules, *t.roll, lists);
    for (auto const& r : t.rows_)
      for (std::size_t i = 0; i < r.cells.size(); ++i) {
        std::string column = i < t.column_keys.size() ? model::path_text(t.column_keys[i]) : "?";
        auto extremes = reach_of_cell(cache, r, row_field, i < t.column_keys.size() ? column_field : "", column);
        if (!extremes) continue;
        // The acknowledgement subject names the row's first key; the message
        // names every key the printed row stands for.
        std::string const address = name + "[" + model::path_text(r.keys.front()) + "][" + column + "]";
        std::string printed_row;
        for (auto const& key : r.keys) printed_row += (printed_row.empty() ? "" : ", ") + model::path_text(key);
        std::string const printed = name + "[" + printed_row + "][" + column + "]";
        for (auto const& s : r.cells[i].slots) {
          if (s.kind == model::slot_kind::symbol) continue;
          std::string what = s.slot.empty() ? "threshold" : "'" + s.slot + "' threshold";
          auto const& high = *extremes->highest;
          auto const& low = *extremes->lowest;
          if (s.number > high.high)
            diags.warning(ids::cell_out_of_reach, r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + printed +
                              " is never reached: probability 0; the highest total" + keys_text(extremes->high_keys) +
                              " is " + extreme_text(high.high, high.high_faces, high.highest))
                .subject = address;
          else if (s.number <= low.low)
            diags.warning(ids::cell_out_of_reach, r.cells[i].prov.where,
                          "the " + what + " " + std::to_string(s.number) + " at " + printed +
                              " is always reached: probability 1; the lowest total" + keys_text(extremes->low_keys) +
                              " is " + extreme_text(low.low, low.low_faces, low.lowest))
                .subject = address;
        }
      }
  }
}

}  // namespace herald::check
