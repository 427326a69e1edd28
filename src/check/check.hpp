// The consistency checker: a catalogue of checks and of the kinds of finding they report.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "support/diagnostics.hpp"

namespace herald::check {

class list_analyses;

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
};

// Where a kind of finding is decided.  The resolver reports the problems that
// leave no model to build (a missing row, an undefined name, a stale erratum);
// the checker's findings are about a model that builds; the command weighs
// the acknowledgements once every check has run.
enum class stage { resolver, checker, command };

// One kind of finding: what SARIF calls a rule.  Its page, docs/checks/ID.md,
// is what `--explain ID` prints and what the SARIF rule metadata carries.
struct finding_kind {
  std::string id;   // stable: tests, acknowledgements and SARIF rules rely on it
  severity level;   // the level it is reported at (a finding that no roll can reach is a note)
  stage decided_by = stage::checker;
};

class check {
 public:
  virtual ~check() = default;
  // Every kind of finding the check reports (a check may report several
  // kinds when one analysis decides them all).
  virtual std::vector<finding_kind> kinds() const = 0;
  // Whether the check runs at all with these options (an acknowledgement of
  // a check that did not run is not stale).
  virtual bool runs_with(options const&) const { return true; }
  virtual void run(model::ruleset const& rules, options const& opts, diagnostics& diags) const = 0;
};

// Every check, in a fixed order (adding a check: a file, a line in checks.cpp
// and its page in docs/checks/).
std::vector<std::unique_ptr<check>> const& catalogue();

// Every kind of finding: the resolver's and the command's, then the checks' in catalogue order.
std::vector<finding_kind> const& all_kinds();

// The kind of finding named `id`, or nullptr.
finding_kind const* find_kind(std::string const& id);

// The check that reports `id`, or nullptr (also for the resolver's kinds).
check const* find(std::string const& id);

// The page of docs/checks/ for `id` (embedded in the binary), or empty.
std::string_view explanation(std::string const& id);

// Runs every check on one checked ruleset.
void run_all(model::ruleset const& rules, options const& opts, diagnostics& diags);

}  // namespace herald::check
