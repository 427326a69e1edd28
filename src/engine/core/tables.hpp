// The tables interface the engine's procedures are written against, and its value types.
//
// A `Tables` type gives the engine every number of the rules; the procedures
// (engine/afde/, one folder per game system) only decide the order of the steps. One implementation,
// `engine::tables` (engine/core/layout_tables.hpp), over a ruleset's layout (a generated header's
// constexpr data, or the model lowered at run time: engine/ruleset_tables.hpp) and its formulas
// (compiled, or interpreted: engine/model_formulas.hpp). The procedures are written over a `Tables`
// template parameter, instantiated over it once (engine/afde/model_instances.hpp).
//
//   die_faces die(name)                              faces of a die
//   modifier_sum modifiers(list, situation)          every modifier of a list, applied or not
//   cell_view cell(table, keys)                      a grid table's cell (found false: no cell)
//   std::string row_of(table, keys)                  the printed row key a lookup lands on (ratio steps)
//   gen::band_table const& rolled_band_table(name)   a band table and its roll (refused without one)
//   gen::roll const* table_roll(table)               the roll a threshold table is read against
//   band_row band(band_table, total)                 the outcome cells of the band holding `total`
//   gen::span<gen::trigger> triggers(band_table)     rolls that trigger it, and whose leaders
//   state_change transition(table, result, state)    the new state of a unit after a result
//   gen::roll const& test_of(test)                   a test's roll
//   bool test(test, situation, natural, total)       whether a test succeeds
//   pool_view pool(pool, situation)                  a dice pool's items, evaluated on the situation
//   gen::sequence const& sequence(sequence)          a sequence's steps, in order (the layout's own)
//   bool step_applies(sequence, step, situation)     whether a step's condition holds
//   value step_situation(sequence, step, situation)  the step's own situation, its `with` fields written
//   bool again_holds(sequence, situation)            whether the whole sequence is rolled again (a tie)
//   std::optional<std::int64_t> result_case(sequence, i, situation)  a result case's value, when it holds
//   gen::rule const* rule(name)                      what this edition states of a rule of the procedures
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/source_range.hpp"
#include "engine/core/value.hpp"

namespace herald::engine {

// A situation the rules refuse, or a situation that lacks what a step needs.
struct engine_error : std::runtime_error {
  engine_error(std::string const& message, source_range where = {}, std::string rule = {})
      : std::runtime_error(message), where(where), rule(std::move(rule)) {}
  source_range where;       // in the situation (an example's `given`), when known
  std::string rule;         // the rule reference ("10.3 line 479")
  source_range rule_where;  // the ruleset expression that could not be evaluated, when that is the cause
};

struct die_faces {
  std::string name;
  int low = 0, high = 0;
  int count() const { return high - low + 1; }
};

struct applied_modifier {
  std::string name;
  std::int64_t delta = 0;
  bool applies = false;     // its condition holds and nothing removed it
  std::string removed_by;   // an `excludes` or a group that dropped it
  std::string text;         // as printed
  std::string ref;
  std::uint32_t line = 0;
};

struct modifier_sum {
  std::vector<applied_modifier> modifiers;  // in list order
  std::int64_t raw = 0;                     // the sum of the applied deltas
  std::int64_t total = 0;                   // after the clamp
  std::optional<std::pair<std::int64_t, std::int64_t>> clamp;
};

struct slot_view {
  std::string name;    // the slot's name ("discourage"), or empty
  bool number = false;
  std::int64_t value = 0;
  std::string symbol;  // for a symbol slot
};

struct cell_view {
  bool found = false;
  std::string address;  // fire_table[Ar][4]
  std::string text;     // as printed
  std::vector<slot_view> slots;
  std::string symbol_label;  // the label of its symbol, if it holds one
  slot_view const* slot(std::string const& name) const {
    for (auto const& s : slots)
      if (s.number && s.name == name) return &s;
    return nullptr;
  }
};


struct band_row {
  bool found = false;
  std::vector<std::string> columns;               // outcome column names
  std::vector<std::vector<std::string>> outcomes;  // per column: the results (empty: none)
  std::string ref;
  std::uint32_t line = 0;
};



struct unit_state {
  std::string fatigue;
  std::string order;
  bool eliminated = false;
};

struct state_change {
  bool matched = false;  // a transition of the table applies
  unit_state to;
  std::string ref;
  std::uint32_t line = 0;
};


// A dice pool (Order of Arms) as it applies to one situation: the dice of the case whose
// condition holds, the lists adding to them, when a die hits, how many hits armor deflects,
// and how hits become step losses.
struct pool_view {
  std::string name;
  std::string die;
  std::int64_t dice = 0;                      // the case's dice, before the strength lists
  std::string dice_text;                      // the case as written, for the report
  std::vector<std::string> strength_lists;    // lists whose totals add to the dice
  std::string hit_modifier;                   // the list (or field) added to every die
  bool hit_modifier_is_list = true;
  std::int64_t threshold = 0;                 // a die hits when die + modifier >= threshold
  std::vector<std::pair<std::int64_t, bool>> naturals;  // a face that always hits (true) or misses
  std::vector<std::pair<std::int64_t, std::string>> natural_tests;  // a face that makes a test roll (B11.11)
  bool deflects = false;
  std::int64_t deflected = 0;                 // hits deflected from the total scored on the target
  std::string deflect_text;
  bool limited = false;
  std::int64_t limit = 0;                     // the most dice on the target (Limited Area of Engagement)
  std::string limit_text;
  std::int64_t loss_steps = 1, loss_per = 1;  // loss_steps step losses for every loss_per hits
  std::string ref;
  std::uint32_t line = 0;
};

}  // namespace herald::engine
