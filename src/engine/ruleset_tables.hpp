// A checked ruleset with the tables the engine runs on: the model lowered once (model::lower), its
// expressions interpreted (model_formulas). What `herald resolve`, `check` and `diff` resolve with.
#pragma once

#include "engine/core/layout_store.hpp"
#include "engine/core/layout_tables.hpp"
#include "engine/model_formulas.hpp"
#include "model/model.hpp"

namespace herald::engine {

class ruleset_tables {
 public:
  explicit ruleset_tables(model::ruleset const& rules);
  // The tables point into the members: neither copied nor moved.
  ruleset_tables(ruleset_tables const&) = delete;
  ruleset_tables& operator=(ruleset_tables const&) = delete;

  // The checked model: its schema (defaults, situation kinds) and what a system dispatches on.
  model::ruleset const& rules() const { return rules_; }
  // What every procedure reads.
  engine::tables const& tables() const { return tables_; }

 private:
  model::ruleset const& rules_;
  layout_store store_;
  model_formulas formulas_;
  engine::tables tables_;
};

}  // namespace herald::engine
