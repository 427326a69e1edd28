// What two rulesets change in play: for every roll both declare, the exact change of each outcome's chance over the situation space.
//
// A roll (a threshold table's, a band table's, a test's) decides its outcome from its dice, the
// total of its modifier lists and, for a table, the cell its keys name (for a test, the fields
// its rules read). So situations are grouped by what the roll reads: the lists' modifiers are
// split into independent parts (no shared field, no `excludes` or group between them), each
// part's situations are enumerated once from the schema and counted by their (old, new) partial
// totals, and the parts are combined by convolution of those counts. Each group's chances come
// from the engine's tables interface over each ruleset; nothing is sampled.
//
// The space is the checker's (model/situation_space.hpp), over the new ruleset's schema, every
// situation weighing the same: a class's ΔP is the mean over its situations.
#pragma once

#include <boost/multiprecision/cpp_int.hpp>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

#include "diff/diff.hpp"
#include "engine/core/dice.hpp"
#include "model/model.hpp"

namespace herald::diff {

using engine::probability;
using situation_count = boost::multiprecision::cpp_int;

// One outcome of a roll ("defenders = D + R", "result = rout"): its mean chance on each side.
struct outcome_chance {
  std::string outcome;
  probability before, after;
};

// The situations that share the values of some fields (a heat map's square).
struct class_impact {
  std::vector<std::string> keys;  // the fields' values, as they print; empty: every situation
  situation_count situations;     // that both rulesets allow
  situation_count changed;        // of those, whose chance of some outcome differs
  std::vector<outcome_chance> outcomes;  // by outcome
  probability largest = 0;        // the largest change of one outcome in one situation (signed)
  std::string largest_outcome;
  model::value witness;           // a situation where it is reached
  situation_count only_new, only_old;  // allowed on one side only (an NA cell, a new row)
  model::value only_new_witness, only_old_witness;
};

// The roll's situations broken down by the fields one change reads (melee_types by
// attacker_type × defender_type).
struct impact_view {
  std::vector<std::string> reached_by;  // the tables and modifiers changed
  std::vector<std::string> fields;      // at most two; empty: one class
  std::vector<class_impact> classes;    // every class, in key order
};

struct roll_impact {
  std::string name;       // the table, band table or test rolled
  std::string kind;       // table, bands, test
  std::string situation;  // what it is rolled on
  std::string roll;       // "d10 + melee_modifiers", as the new side writes it
  std::vector<std::string> reached_by;  // the changes' targets that it reads
  class_impact overall;
  std::vector<std::string> now_possible, now_impossible;  // outcomes, over the whole space
  std::vector<impact_view> views;
};

struct impact_options {
  std::size_t part_limit = 2000000;  // more situations in one independent part: not weighed
  std::size_t thin_to = 0;           // keep at most this many situations of each part (0: all)
  bool naive = false;  // resolve every situation of the product space instead of grouping
  std::size_t naive_limit = 5000000;  // more situations: not weighed naively
  engine::budget* memory = nullptr;   // what each roll's groups may hold (nullptr: unbounded); past it, not weighed
  bool procedures = true;  // also the procedures the game system declares, as wholes (impact_procedures.hpp)
};

struct impact_result {
  std::vector<roll_impact> rolls;                                 // whose chances change, by name
  std::vector<std::string> unchanged;                             // weighed, no change
  std::vector<std::pair<std::string, std::string>> not_weighed;  // roll, why
  situation_count weighed = 0;  // situations weighed, over every roll and view (for the benchmark)
};

// `changes`: the structural diff of the same two rulesets, whose targets say which change
// reaches which roll.
impact_result impact(model::ruleset const& old_rules, model::ruleset const& new_rules, result const& changes,
                     impact_options const& options = {});

// A change of chance: "+1/10 (+10.00 %)", "-3/100 (-3.00 %)", "0".
std::string delta_text(probability const& delta);

}  // namespace herald::diff
