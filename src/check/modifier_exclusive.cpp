// Check `modifier.exclusive`: two members of an exclusive group that can both hold, with a witness.
#include "check/modifier_exclusive.hpp"

#include "check/modifier_analysis.hpp"
#include "check/situation_space.hpp"

namespace herald::check {
namespace {

void find_exclusive(list_analysis const& analysis, diagnostics& diags) {
  for (auto const& g : analysis.list().groups) {
    if (g.policy != "exclusive") continue;
    for (std::size_t i = 0; i < g.members.size(); ++i)
      for (std::size_t j = i + 1; j < g.members.size(); ++j) {
        auto find = [&](std::string const& name) -> model::modifier const* {
          for (auto const& m : analysis.list().modifiers)
            if (m.name == name) return &m;
          return nullptr;
        };
        auto const* a = find(g.members[i]);
        auto const* b = find(g.members[j]);
        if (!a || !b) continue;
        std::optional<model::value> witness;
        analysis.each({a, b}, [&](model::value const& s) {
          if (witness) return;
          auto x = analysis.evaluate(*a, s), y = analysis.evaluate(*b, s);
          if (x.ok && y.ok && x.applies && y.applies) witness = s;
        });
        if (!witness) continue;
        auto& d = diags.error("modifier.exclusive", g.prov.where,
                               "'" + a->name + "' and '" + b->name + "' are declared exclusive (group '" + g.name +
                                   "') but both hold: e.g. " + witness_text(*witness));
        d.subject = analysis.list().name + "." + g.name;
      }
  }
}

}  // namespace

void modifier_exclusive::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  analyse_lists(rules, diags, find_exclusive);
}

}  // namespace herald::check
