// Two checked rulesets compared by meaning: what an erratum or a new edition changes, and which amend says so.
//
// Tables are compared cell by cell by their keys (a moved row is no change), modifier
// lists modifier by modifier by name (a moved modifier is no change), band tables band by
// band by their range, tests rule by rule, labels language by language, the rules of the
// procedures (`rule`) by name. Each change holds
// where the old and the new value are written and, when the new ruleset's own amendments
// name the same target, the amend that explains it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"

namespace herald::diff {

// One side of a change: the value as written, and where.
struct side {
  std::string text;
  source_range where;
};

struct change {
  std::string kind;    // "cell", "row added", "modifier removed", "label", "example of EDITION", ...
  std::string target;  // fire_table[Ar][4], fire_modifiers.woods, melee_results[3..4].defender
  std::optional<side> old_value, new_value;
  std::optional<model::amendment> amend;  // the new ruleset's amend of this target, if any
  std::optional<model::replacement> replaced;  // else its `replace` of the table or list holding it
  std::string declared_by;  // else the scenario whose own table or modifier it is ("lac_peipous")
  bool stated_rule = false;  // else a rule of the procedures the new edition states with its own line
  // Whether an amend, a replace, the scenario played or a stated rule says why: an erratum's regression
  // check looks for the others.
  bool explained() const { return amend.has_value() || replaced.has_value() || !declared_by.empty() || stated_rule; }
};

struct result {
  std::string old_name, new_name;
  bool wording_compared = true;  // the modifiers' printed wording, when both books share a language
  std::vector<change> changes;  // sorted by target, then kind
  // Amends of the new ruleset (not in the old one) that no change matches: stale or no-op.
  std::vector<model::amendment> unmatched_amends;
};

// Whether a kind of change can change play: wording, labels, footnotes and a renamed
// modifier (its meaning the same) cannot.
bool changes_play(std::string const& kind);

// `overlay`: the scenario the new side is played under, whose own tables and modifiers
// (declared again, or added) explain their changes as its amends do.
result compare(model::ruleset const& old_rules, model::ruleset const& new_rules, std::string const& overlay = {});

}  // namespace herald::diff
