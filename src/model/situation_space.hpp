// The situation space of the schema: the situations some expressions can meet, every field
// they read over the values that can change their outcome. The checker weighs modifier lists
// over it; `herald diff --impact` weighs two editions' rolls over it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "model/value.hpp"

namespace herald::model {

// Which fields of a situation some expressions read: top-level fields, and
// for records and lists of records the fields read inside them.
struct read_shape {
  std::map<std::string, read_shape> fields;
  bool aggregated = false;  // a list read through any/all/none/count (never empty there)
  std::set<std::int64_t> also;  // integers this field must try besides (a table's keys it names)
};

read_shape shape_of(std::vector<expr const*> const& exprs);

// The shape of expressions over the situation `situation`: shape_of, and each name an element
// does not have also read at the top. Inside a list's operation such a name is the situation's
// own field, as the resolver and the evaluator read it (`firers.any(range > 3)` reads `range`).
read_shape shape_of(ruleset const& rules, std::string const& situation, std::vector<expr const*> const& exprs);

// The situation space walked one situation at a time, in the order `visit_situations` gives:
// an odometer over the fields read, the last turning fastest. Each field's candidate is known
// by its index, so a caller can keep what depends on a few fields only (a modifier reads few)
// instead of recomputing it for every situation. Turning the walk only counts; the situation
// value is brought up to date when it is asked for, its candidates moved in and out, never
// copied.
class situation_walk {
 public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  situation_walk(ruleset const& rules, std::string const& situation, read_shape const& shape,
                 std::set<std::int64_t> const& constants, std::size_t limit);

  // False when the record is unknown or the space holds more than the limit; `count` then says
  // how many it holds (as far as it was counted).
  bool ok() const { return ok_; }
  std::size_t count() const { return count_; }

  std::size_t fields() const { return names_.size(); }
  std::size_t field_index(std::string const& name) const;  // npos when the walk does not turn it
  std::size_t choices(std::size_t field) const { return choices_[field].size(); }
  // A field's k-th candidate (valid until the next call).
  value const& candidate(std::size_t field, std::size_t k) const;
  // For a list of records: its members, and the members its k-th candidate holds (none: the
  // field's candidates are values).
  std::vector<value> const& members(std::size_t field) const { return choices_[field].members; }
  std::vector<std::size_t> const* picked(std::size_t field, std::size_t k) const {
    return choices_[field].built() ? &choices_[field].picks[k] : nullptr;
  }
  std::size_t at(std::size_t field) const { return at_[field]; }
  std::size_t index() const { return index_; }
  value const& situation() const;
  // The situation the walk gives at `index` (a copy).
  value situation_at(std::size_t index) const;

  // Turns to the next situation; false after the last.
  bool next();

 private:
  // A field's candidates: each a value, or for a list of records its members and which of them
  // each candidate holds (a list of two out of a hundred members is built when it is needed:
  // held, ten thousand such lists were most of the checker's memory).
  struct field_choices {
    std::vector<value> values;  // the candidate in the situation is swapped out of its slot
    std::vector<value> members;
    std::vector<std::vector<std::size_t>> picks;
    bool built() const { return !picks.empty(); }
    std::size_t size() const { return built() ? picks.size() : values.size(); }
    void build(std::size_t k, value& out) const;
  };

  std::vector<std::string> names_;
  mutable std::vector<field_choices> choices_;
  mutable value scratch_;  // a built candidate handed out by `candidate`
  std::vector<std::size_t> at_;
  mutable std::vector<std::size_t> held_;  // the candidate each field of `current_` holds
  mutable value current_;
  std::size_t count_ = 0, index_ = 0;
  bool ok_ = false;
};

// Enumerates the situations (objects of record `situation`) that differ in
// the fields of `shape`: enum values and booleans all; integers all when
// their range is small, else the constants the expressions compare with, one
// each side, and the ends of the range; ratios the steps of the ruleset's
// ratio tables; lists one or two members (also none for lists only summed).
// One at a time, never listed: `visit` sees those whose index `wanted(index, count)` takes
// (every one when it is empty). Returns false, without calling `visit` and with `count`, when
// there are more than `limit`.
bool visit_situations(ruleset const& rules, std::string const& situation, read_shape const& shape,
                      std::set<std::int64_t> const& constants, std::size_t limit,
                      std::function<bool(std::size_t, std::size_t)> const& wanted,
                      std::function<void(value const&)> const& visit, std::size_t& count);

// The situation field a table axis reads: the only top-level field of the situation of the
// table's roll whose type is the axis's enum (or, for an int axis, the only int field of exactly
// the axis's range, or with `covering` whose range holds the axis's keys); empty when none or several.
std::string field_of_axis(ruleset const& rules, table const& t, axis const& ax, bool covering = false);

// The integer literals of some expressions.
std::set<std::int64_t> constants_of(std::vector<expr const*> const& exprs);

// A situation as text, for a witness: `{firers: [{current_strength: 9}], ...}`.
inline std::string witness_text(value const& v) { return value_text(v); }

}  // namespace herald::model
