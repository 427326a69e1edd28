// Writes a resolution or an exact distribution as text (for people) or JSON (for tools).
#pragma once

#include <ostream>
#include <string>

#include "engine/core/dice.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/states.hpp"
#include "engine/report_words.hpp"

namespace herald::engine {

// The version of `herald resolve --format json` (docs/resolve-schema.md): a change that removes or
// renames a key raises it; new keys may be added within a version.
constexpr int resolve_schema_version = 1;

// `words`: the report's language (report_words.hpp); by default the engine's words.
void write_text(std::ostream& out, resolution const& r, report_words const& words = {});
// Facts as data: {key, kind, word | number | results | unit | modifier}; with a language, each
// fact's label and text in it, and the legend of the codes.
void write_json(std::ostream& out, resolution const& r, report_words const& words = {});

// `kind` names what was resolved; `before` (the modifiers, the odds: what
// does not depend on the dice) is shown above the chart, and is `before_roll` in JSON.
// A whole combat is charted by final state; `with_steps` adds every outcome with its steps.
void write_text(std::ostream& out, std::string const& kind, distribution const& d, step const* before = nullptr,
                report_words const& words = {}, bool with_steps = false);
void write_json(std::ostream& out, std::string const& kind, distribution const& d, step const* before = nullptr,
                report_words const& words = {});

// A distribution over merged states (engine/core/states.hpp): each row (a whole combat's final
// states without its leaders; any other procedure's facts but the leaders') ranked by chance, and
// under it the facts given the row: a fact certain given the row stays on its line; the others
// follow, each with its values' chances given the row. `whole_combat`: the rows are final states,
// and only the leaders' final states are shown given them unless `with_steps` (every given fact).
void write_text(std::ostream& out, std::string const& kind, merged_distribution const& d, step const* before,
                report_words const& words, bool with_steps, bool whole_combat);
// The same as data: `herald_resolve` 2 (docs/resolve-schema.md), each outcome with `given`.
void write_json(std::ostream& out, std::string const& kind, merged_distribution const& d, step const* before,
                report_words const& words, bool whole_combat);

// "+2", "0", "-1".
std::string signed_text(std::int64_t n);
// "3/10": an exact probability as a fraction in lowest terms (a negative one signed).
std::string fraction_text(probability const& p);
// An exact percentage with two decimals, rounded half up, by integer arithmetic.
std::string percent_text(probability const& p);
// One line per outcome: "defenders: D + R, attackers: advance_obligatory".
std::string outcome_text(outcome const& o, report_words const& words = {});

}  // namespace herald::engine
