// The situations a modifier list can meet, enumerated from the schema: every
// field its conditions read, over the values that can change their outcome.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/model.hpp"

namespace herald::check {

// Which fields of a situation some expressions read: top-level fields, and
// for records and lists of records the fields read inside them.
struct read_shape {
  std::map<std::string, read_shape> fields;
  bool aggregated = false;  // a list read through any/all/none/count (never empty there)
};

read_shape shape_of(std::vector<model::expr const*> const& exprs);

// Enumerates the situations (objects of record `situation`) that differ in
// the fields of `shape`: enum values and booleans all; integers all when
// their range is small, else the constants the expressions compare with, one
// each side, and the ends of the range; ratios the steps of the ruleset's
// ratio tables; lists one or two members (also none for lists only summed).
// Returns false, without calling `visit`, when there are more than `limit`.
bool enumerate_situations(model::ruleset const& rules, std::string const& situation, read_shape const& shape,
                          std::set<std::int64_t> const& constants, std::size_t limit,
                          std::function<void(model::value const&)> const& visit, std::size_t& count);

// The integer literals of some expressions.
std::set<std::int64_t> constants_of(std::vector<model::expr const*> const& exprs);

// A situation as text, for a witness: `{firers: [{current_strength: 9}], ...}`.
inline std::string witness_text(model::value const& v) { return model::value_text(v); }

}  // namespace herald::check
