// The table of diagnostic kinds, expanded from diagnostic_ids.def.
#include "support/diagnostic_ids.hpp"

namespace herald {

std::vector<diagnostic_kind> const& diagnostic_kinds() {
  static std::vector<diagnostic_kind> const kinds = {
#define HERALD_DIAGNOSTIC(constant, id, level, stage, documented, summary) \
  {id, severity::level, diagnostic_stage::stage, documented, summary},
#include "support/diagnostic_ids.def"
#undef HERALD_DIAGNOSTIC
  };
  return kinds;
}

diagnostic_kind const* find_diagnostic_kind(std::string_view id) {
  for (auto const& kind : diagnostic_kinds())
    if (id == kind.id) return &kind;
  return nullptr;
}

char const* stage_name(diagnostic_stage stage) {
  switch (stage) {
    case diagnostic_stage::syntax: return "syntax";
    case diagnostic_stage::loader: return "loader";
    case diagnostic_stage::resolver: return "resolver";
    case diagnostic_stage::checker: return "checker";
    case diagnostic_stage::engine: return "engine";
    case diagnostic_stage::command: return "command";
  }
  return "checker";
}

}  // namespace herald
