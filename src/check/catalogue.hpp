// The consistency checker: the catalogue of checks, the kinds of finding they report, and how to run them all.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "support/diagnostic_ids.hpp"
#include "support/diagnostics.hpp"

namespace herald::check {

class list_analyses;

// More situations than this in one modifier list's space and its questions are left undecided.
constexpr std::size_t default_situation_limit = 60000;

struct options {
  // The folder of the source documents (`--sources`): where provenance is
  // verified against the line it cites.  Checks that need it skip without it.
  std::optional<std::filesystem::path> sources;
  // The other loaded rulesets by name (an edition's base, for edition.parity);
  // nullptr when none is loaded under that name.
  std::function<model::ruleset const*(std::string const&)> find_ruleset;
  // The modifier lists' analyses of the ruleset being checked, shared by
  // every check of one run_all (each list's situations enumerated once);
  // run_all sets it.
  std::shared_ptr<list_analyses> lists;
  // What one example's exact distribution may hold (`--memory-budget`).
  std::uint64_t memory_budget = std::uint64_t(1) << 30;
  // More situations than this in one modifier list's space and its questions are left
  // undecided (modifier_analysis.hpp; the fuzz harnesses lower it to bound each input's cost).
  std::size_t situation_limit = default_situation_limit;
};

class check {
 public:
  virtual ~check() = default;
  // The ids of the kinds of finding the check reports (a check may report
  // several when one analysis decides them all); their level, stage and
  // summary are those of support/diagnostic_ids.def.
  virtual std::vector<char const*> kinds() const = 0;
  // Whether the check runs at all with these options (an acknowledgement of
  // a check that did not run is not stale).
  virtual bool runs_with(options const&) const { return true; }
  virtual void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const = 0;
};

// Every check, in a fixed order (adding a check: its line in
// support/diagnostic_ids.def, its file, a line in catalogue.cpp, its page in
// docs/checks/ and its cases in tests/checks/).
std::vector<std::unique_ptr<check>> const& catalogue();

// Every documented kind of finding (what --list-checks lists), in the order of support/diagnostic_ids.def.
std::vector<diagnostic_kind> const& all_kinds();

// The documented kind of finding named `id`, or nullptr.
diagnostic_kind const* find_kind(std::string const& id);

// The check that reports `id`, or nullptr (also for the resolver's kinds).
check const* find(std::string const& id);

// The page of docs/checks/ for `id` (embedded in the binary), or empty.
std::string_view explanation(std::string const& id);

// Runs every check on one checked ruleset.
void run_all(model::ruleset const& rules, options const& opts, diagnostics& diags);

// Runs only the checks whose findings change what the engine reads (overlapping or missing
// bands: the engine would take the first band, or none): what `herald resolve` needs before
// it answers, without the analyses over every situation of the schema.
void run_for_resolution(model::ruleset const& rules, options const& opts, diagnostics& diags);

}  // namespace herald::check
