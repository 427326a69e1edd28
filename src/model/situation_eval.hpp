// Evaluates a ruleset's expressions (modifier conditions, computed deltas, test
// rules) over a situation value, reading table cells as the language reference says.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "model/eval.hpp"
#include "model/model.hpp"

namespace herald::model {

// What an expression is evaluated against: the situation object, the ruleset
// whose tables it may index, and builtins such as `natural` and `total`.
struct situation_env {
  ruleset const& rules;
  value const& situation;
  std::map<std::string, std::int64_t> builtins;
};

scalar evaluate(expr const& e, situation_env const& env);
bool evaluate_condition(expr const& e, situation_env const& env);
std::int64_t evaluate_integer(expr const& e, situation_env const& env);

// A table cell read as a number (the reference's "Dice and symbols"): its only
// int or mod slot, the slot named `slot` when it has one, or the value of its
// only symbol. Throws evaluation_error (at `where`) when the cell has no number.
std::int64_t cell_number(ruleset const& rules, table const& t, cell const& c, std::string const& slot,
                         std::string const& cell_name, source_range where);

// The cell of `t` at these keys (rows' keys then columns' keys); ratio-step
// rows take the greatest step not above the ratio. nullptr when none matches.
struct cell_address {
  table const* t = nullptr;
  cell const* c = nullptr;
  std::string text;  // fire_table[Ar][4]
};
cell_address lookup_cell(ruleset const& rules, std::string const& table_name, std::vector<value> const& keys);

}  // namespace herald::model
