// A ruleset lowered at run time with its formulas interpreted: the tables the engine runs a
// loaded ruleset on once issue 39 lands (model::lower, engine::model_formulas, engine::tables),
// compared by the differential tests with model_tables and with the generated headers.
#pragma once

#include "engine/core/layout_tables.hpp"
#include "engine/model_formulas.hpp"
#include "model/lower.hpp"

namespace herald::testing {

struct lowered_tables {
  explicit lowered_tables(model::ruleset const& rules)
      : store(model::lower(rules)), formulas(rules), tables(store.ruleset(), formulas) {}
  lowered_tables(lowered_tables const&) = delete;  // `tables` points into the members
  lowered_tables& operator=(lowered_tables const&) = delete;

  engine::layout_store store;
  engine::model_formulas formulas;
  engine::tables tables;
};

}  // namespace herald::testing
