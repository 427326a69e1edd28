// Diagnostic ids declared once (diagnostic_ids.def): the constants code reports with, and what is known of each kind.
#pragma once

#include <string_view>
#include <vector>

#include "support/diagnostics.hpp"

namespace herald {

// Where a kind of diagnostic is decided. The resolver reports the problems
// that leave no model to build (a missing row, an undefined name, a stale
// erratum); the checker's findings are about a model that builds; the
// command weighs the acknowledgements once every check has run.
enum class diagnostic_stage { syntax, loader, resolver, checker, engine, command };

// One kind of diagnostic: what SARIF calls a rule.
struct diagnostic_kind {
  char const* id;  // stable: tests, acknowledgements and SARIF rules rely on it
  severity level;  // the level it is reported at (a finding that no roll can reach is a note)
  diagnostic_stage stage;
  bool documented;      // a finding of `--list-checks`, with its page in docs/checks/
  char const* summary;  // one line: the SARIF rule's short description
};

namespace ids {
#define HERALD_DIAGNOSTIC(constant, id, level, stage, documented, summary) inline constexpr char const* constant = id;
#include "support/diagnostic_ids.def"
#undef HERALD_DIAGNOSTIC
}  // namespace ids

// Every kind, in the order of the list (the documented findings first).
std::vector<diagnostic_kind> const& diagnostic_kinds();

// The kind named `id`, or nullptr.
diagnostic_kind const* find_diagnostic_kind(std::string_view id);

// "resolver", "checker", ...
char const* stage_name(diagnostic_stage stage);

}  // namespace herald
