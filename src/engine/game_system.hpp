// The interface each game system's engine implements, and the registry that picks one for a ruleset.
//
// A game system (Au fil de l'épée, Order of Arms...) is a folder of
// src/engine/ holding its procedures, written over the tables interface of
// engine/core/, and one class implementing `game_system` over the checked
// model, reached through a function `game()` of its namespace. Adding a system
// is that folder plus its entry in game_system.cpp.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/states.hpp"
#include "engine/ruleset_tables.hpp"

namespace herald::engine {

// One name an example's `expect` may give, and where the resolution holds it.
struct expectation {
  enum class reads {
    step_total,   // the total of the step named `source`
    step,         // the step named `source`, written as { total: ..., defenders: [...] }
    fact,         // the final fact named `source`, words separated by spaces
    unit_states,  // the final states of the units listed as `source[i]`
  };
  reads how = reads::fact;
  std::string name;    // as written in `expect`
  std::string source;  // the step, fact or unit list it reads
  std::string absent;  // `step`: why the step may be missing ("the pursuit ends before it")
};

// A fact of a step that an expectation names: the exact value or, when the
// table rounds it, the value it rounds to (the book names 3 to 5 "1 to 2").
struct step_fact {
  std::string name;     // as written in `expect` ("odds")
  std::string fact;     // the step's fact ("odds")
  std::string rounded;  // the rounded fact ("odds step"), or empty
};

// How the examples of one kind of situation are compared with a resolution.
struct example_shape {
  std::vector<expectation> fields;
  // The step whose modifiers, total and result columns the other names read
  // (nullptr: none, every name is a field above).
  std::function<step const*(resolution const&)> main_step;
  std::vector<step_fact> facts;  // readable on any step, even without dice
  std::vector<std::pair<std::string, std::string>> column_names;  // a result column and the name `expect` gives it
  std::string known;  // what the message for an unknown name lists
};

// A procedure `diff --impact` weighs as a whole (issue 38): situations of one kind over a space the
// system narrows to what a change of its rules or tables is read by, each with its class keys.
struct weighed_procedure {
  std::string name;   // as the impact lists it: "fire", "melee_defensive_fire", "charge_chain"
  std::string kind;   // the situation kind resolved
  std::string space;  // the narrowed space, in words: what the impact's mean is over
  // What it reads: a change whose target starts with one of these reaches it ("rules.elan", "melee_").
  std::vector<std::string> reads;
  std::vector<std::string> class_fields;  // what each sample's keys are (at most two)
  struct sample {
    std::vector<std::string> keys;  // one per class field, as they print
    value situation;                // in the ruleset's schema, its defaults not yet filled in
    // What a player does where a side's rules refuse `situation` (the mêlée without the fire order
    // they forbid): resolved on that side instead, so that a rule shows as a change of chances.
    std::optional<value> otherwise;
  };
  std::vector<sample> samples;
};

class game_system {
 public:
  virtual ~game_system() = default;
  // The name its system file declares (`system afde;`).
  virtual std::string_view name() const = 0;
  // Whether it resolves situations of this kind on these tables (its choose.hpp picks a procedure).
  virtual bool can_resolve(tables const& t, std::string const& kind) const = 0;
  // One resolution with the dice given; `s` is complete (defaults filled in).
  virtual resolution resolve(ruleset_tables const& t, std::string const& kind, value const& s,
                             given_dice& dice) const = 0;
  // The exact distribution over every sequence of faces; what it holds is charged to `limit` (none: unbounded).
  virtual distribution distribution_of(ruleset_tables const& t, std::string const& kind, value const& s,
                                       budget* limit) const = 0;
  // The exact distribution over merged states (engine/core/states.hpp), where the system's procedures
  // are written over a carrier; nothing where they are not yet (issue 38). `whole_combat`: its rows
  // are final states. Charged to `limit`. `count_alike`: places no later step tells apart are counted
  // ("attackers[0–15] ×12"); without, every place keeps its own rows (what the impact compares place
  // by place between two rulesets, whose fire orders may differ).
  struct merged_result {
    merged_distribution d;
    bool whole_combat = false;
  };
  virtual std::optional<merged_result> merged_of(ruleset_tables const&, std::string const&, value const&, budget*,
                                                 bool /*count_alike*/ = true) const {
    return std::nullopt;
  }
  // The procedures the impact weighs on these rules (none: it weighs their rolls only).
  virtual std::vector<weighed_procedure> weighed_procedures(ruleset_tables const&) const { return {}; }
  // What does not depend on the dice (the modifiers, the odds), for a kind
  // that has it: shown above a distribution, checked in an example without rolls.
  virtual std::optional<step> before_roll(ruleset_tables const& t, std::string const& kind, value const& s) const = 0;
  // How the examples of this kind are compared.
  virtual example_shape examples(std::string const& kind) const = 0;
};

// Every registered game system, in registration order.
std::vector<game_system const*> const& game_systems();

// The system whose name the rules' system file declares. A system that no
// engine registers is resolved by the first one registered (Au fil de
// l'épée): small systems written for tests name their own system and reuse
// its procedures by reusing its situation names.
game_system const& system_for(model::ruleset const& rules);

}  // namespace herald::engine
