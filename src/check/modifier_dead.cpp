// Check `modifier.dead`: a modifier whose condition no situation of the schema meets.
#include "check/modifier_dead.hpp"

#include "check/modifier_analysis.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

void find_dead(list_analysis const& a, diagnostics& diags) {
  for (auto const& m : a.list().modifiers) {
    if (!m.condition) continue;
    bool holds = false;
    std::size_t seen = 0;
    bool decided = a.each({&m}, [&](model::value const& s) {
      ++seen;
      if (!holds && a.evaluate(m, s).applies) holds = true;
    });
    if (!decided || holds) continue;
    auto& d = diags.warning(ids::modifier_dead, m.prov.where,
                             "the condition of '" + a.list().name + "." + m.name + "' holds in no situation (" +
                                 std::to_string(seen) + " enumerated from the schema): the modifier never applies");
    d.subject = a.list().name + "." + m.name;
  }
}

}  // namespace

void modifier_dead::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  analyse_lists(rules, opts, diags, find_dead);
}

}  // namespace herald::check
