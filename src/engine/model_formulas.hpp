// The formulas of a checked model, interpreted (engine/core/formulas.hpp): what `herald check`
// and `herald resolve` evaluate a ruleset lowered at run time with.
#pragma once

#include <vector>

#include "engine/core/formulas.hpp"
#include "model/model.hpp"

namespace herald::engine {

// Evaluates the model's expressions by the index of their item in the lowered ruleset's spans
// (the model's maps in name order, as model::lower lays them out). A refusal is worded as the
// generated entries word it, and points at the expression that met it (`rule_where`).
class model_formulas final : public formulas {
 public:
  explicit model_formulas(model::ruleset const& rules);

  void verdicts(std::size_t list, situation const& s, gen::verdict* out, std::vector<bool> const* members) const override;
  int decide(std::size_t test, situation const& s, std::int64_t natural, std::int64_t total) const override;
  void pool(std::size_t pool, situation const& s, gen::pool_state& out) const override;
  bool step_applies(std::size_t sequence, std::size_t step, situation const& s) const override;
  void step_inputs(std::size_t sequence, std::size_t step, situation const& s, std::int64_t* values) const override;
  bool again(std::size_t sequence, situation const& s) const override;
  bool result(std::size_t sequence, std::size_t i, situation const& s, std::int64_t* value) const override;

 private:
  model::ruleset const& rules_;
  std::vector<model::modifier_list const*> lists_;
  std::vector<model::die_test const*> tests_;
  std::vector<model::dice_pool const*> pools_;
  std::vector<model::sequence const*> sequences_;
};

}  // namespace herald::engine
