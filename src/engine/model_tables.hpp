// The tables interface over the checked model: what `herald check` and `herald resolve` run on.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/tables.hpp"
#include "model/model.hpp"

namespace herald::engine {

class model_tables {
 public:
  explicit model_tables(model::ruleset const& rules) : rules_(rules) {}

  die_faces die(std::string const& name) const;
  modifier_sum modifiers(std::string const& list, situation const& s) const;
  // Only the modifiers of `list` that `members` marks (its indices, in list order), the others
  // neither evaluated nor applied: a part of a list that reads fields no other part reads
  // (and that no `excludes` or group ties to another), weighed on its own fields alone.
  // Its total is raw: the list's clamp belongs to the whole.
  modifier_sum modifiers_among(std::string const& list, situation const& s, std::vector<bool> const& members) const;
  cell_view cell(std::string const& table, std::vector<model::value> const& keys) const;
  std::string row_of(std::string const& table, std::vector<model::value> const& row_keys) const;
  band_roll roll_of(std::string const& band_table) const;
  std::optional<band_roll> table_roll(std::string const& table) const;
  band_row band(std::string const& band_table, std::int64_t total) const;
  std::vector<trigger_view> triggers(std::string const& band_table) const;
  state_change transition(std::string const& table, std::string const& result, unit_state const& from) const;
  test_view test_of(std::string const& test) const;
  bool test(std::string const& test, situation const& s, std::int64_t natural, std::int64_t total) const;
  pool_view pool(std::string const& pool, situation const& s) const;
  sequence_view sequence(std::string const& sequence) const;
  bool step_applies(std::string const& sequence, std::size_t step, situation const& s) const;
  model::value step_situation(std::string const& sequence, std::size_t step, situation const& s) const;
  bool again_holds(std::string const& sequence, situation const& s) const;
  std::optional<std::int64_t> result_case(std::string const& sequence, std::size_t i, situation const& s) const;
  rule_view rule(std::string const& name) const;

  model::ruleset const& rules() const { return rules_; }

 private:
  model::ruleset const& rules_;
};

}  // namespace herald::engine
