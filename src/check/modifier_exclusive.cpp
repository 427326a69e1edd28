// Check `modifier.exclusive`: two members of an exclusive group that can both hold, with a witness.
#include "check/modifier_exclusive.hpp"

#include "check/modifier_analysis.hpp"
#include "model/situation_space.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

void find_exclusive(list_analysis const& analysis, diagnostics& diags) {
  for (auto const& g : analysis.list().groups) {
    if (g.policy != "exclusive") continue;
    for (std::size_t i = 0; i < g.members.size(); ++i)
      for (std::size_t j = i + 1; j < g.members.size(); ++j) {
        auto const* a = analysis.modifier_named(g.members[i]);
        auto const* b = analysis.modifier_named(g.members[j]);
        if (!a || !b) continue;
        auto witness = analysis.both_apply(*a, *b);
        if (!witness) continue;
        auto& d = diags.error(ids::modifier_exclusive, g.prov.where,
                               "'" + a->name + "' and '" + b->name + "' are declared exclusive (group '" + g.name +
                                   "') but both hold: e.g. " + model::witness_text(*witness));
        d.subject = analysis.list().name + "." + g.name;
      }
  }
}

}  // namespace

void modifier_exclusive::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  analyse_lists(rules, opts, diags, find_exclusive);
}

}  // namespace herald::check
