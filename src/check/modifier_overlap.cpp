// Check `modifier.overlap`: two modifiers of a cumulative list that read like brackets of one quantity and both apply.
#include "check/modifier_overlap.hpp"

#include <algorithm>

#include "check/modifier_analysis.hpp"
#include "model/situation_space.hpp"
#include "support/diagnostic_ids.hpp"

namespace herald::check {
namespace {

// What makes two conditions read like brackets of one quantity: a comparison
// of the same expression with a constant, or an aggregate of the same
// predicate over the same list ("one or more, but not all").
struct signature {
  std::set<std::string> keys;
};

void sign(model::expr const& e, signature& out) {
  if (e.kind == model::expr::op::binary && e.args.size() == 2) {
    static std::set<std::string> const comparisons = {"<", "<=", ">", ">="};
    if (comparisons.count(e.name)) {
      if (e.args[1].kind == model::expr::op::number) out.keys.insert("cmp " + e.args[0].text());
      if (e.args[0].kind == model::expr::op::number) out.keys.insert("cmp " + e.args[1].text());
    }
  }
  if (e.kind == model::expr::op::call && e.args.size() == 2 && (e.name == "any" || e.name == "all" || e.name == "none"))
    out.keys.insert("agg " + e.args[0].text() + " " + e.args[1].text());
  for (auto const& arg : e.args) sign(arg, out);
}

bool share(signature const& a, signature const& b) {
  return std::any_of(a.keys.begin(), a.keys.end(), [&](std::string const& k) { return b.keys.count(k) > 0; });
}

void find_overlaps(list_analysis const& analysis, diagnostics& diags) {
  if (!analysis.list().cumulative) return;
  auto const& mods = analysis.list().modifiers;
  for (std::size_t i = 0; i < mods.size(); ++i)
    for (std::size_t j = i + 1; j < mods.size(); ++j) {
      auto const& a = mods[i];
      auto const& b = mods[j];
      if (!a.condition || !b.condition || analysis.linked(a, b)) continue;
      signature sa, sb;
      sign(*a.condition, sa);
      sign(*b.condition, sb);
      if (!share(sa, sb)) continue;
      // Both apply and both change the total: their deltas add up.
      auto witness =
          analysis.both_apply(a, b, [](evaluated const& x, evaluated const& y) { return x.delta != 0 && y.delta != 0; });
      if (!witness) continue;
      auto x = analysis.evaluate(a, *witness), y = analysis.evaluate(b, *witness);
      auto& d = diags.warning(
          ids::modifier_overlap, b.prov.where,
          "'" + a.name + "' (" + signed_text(x.delta) + ") and '" + b.name + "' (" + signed_text(y.delta) +
              ") read like brackets of one quantity but both apply, adding up to " + signed_text(x.delta + y.delta) +
              ", in the cumulative list '" + analysis.list().name + "': e.g. " + model::witness_text(*witness));
      d.notes.push_back({a.prov.where, "'" + a.name + "' is here"});
      d.subject = analysis.list().name + "." + b.name;
    }
}

}  // namespace

void modifier_overlap::run(model::ruleset const& rules, options const& opts, diagnostics& diags) const {
  analyse_lists(rules, opts, diags, find_overlaps);
}

}  // namespace herald::check
