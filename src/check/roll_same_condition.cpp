// Checks `roll.same_condition`: two lists a roll adds together whose modifiers share a condition word for word.
#include "check/roll_same_condition.hpp"

#include <set>

namespace herald::check {
namespace {

std::string signed_text(std::optional<std::int64_t> const& delta, model::modifier const& m) {
  if (!delta) return "(" + (m.computed ? m.computed->text() : std::string("?")) + ")";
  return (*delta > 0 ? "+" : "") + std::to_string(*delta);
}

std::string line_of(model::provenance const& p) {
  return p.line ? ", line " + std::to_string(p.line) : std::string();
}

void check_roll(model::ruleset const& rules, std::string const& what, model::roll_spec const& roll,
                std::set<std::string>& reported, diagnostics& diags) {
  for (std::size_t a = 0; a < roll.terms.size(); ++a)
    for (std::size_t b = a + 1; b < roll.terms.size(); ++b) {
      auto const& [sign_a, name_a] = roll.terms[a];
      auto const& [sign_b, name_b] = roll.terms[b];
      if (name_a == name_b) continue;
      auto la = rules.modifier_lists.find(name_a);
      auto lb = rules.modifier_lists.find(name_b);
      if (la == rules.modifier_lists.end() || lb == rules.modifier_lists.end()) continue;
      for (auto const& ma : la->second.modifiers)
        for (auto const& mb : lb->second.modifiers) {
          if (!ma.condition || !mb.condition || ma.condition->text() != mb.condition->text()) continue;
          std::string subject = name_b + "." + mb.name;
          if (!reported.insert(subject + "|" + name_a + "." + ma.name).second) continue;
          std::string both;
          if (ma.delta && mb.delta && sign_a == '+' && sign_b == '+')
            both = ": both apply, " + std::string(*ma.delta + *mb.delta > 0 ? "+" : "") +
                   std::to_string(*ma.delta + *mb.delta);
          else
            both = ": both apply";
          diags.warning(ids::roll_same_condition, mb.prov.where,
                        what + " adds '" + name_a + "' and '" + name_b + "', whose modifiers '" + ma.name + "' (" +
                            signed_text(ma.delta, ma) + line_of(ma.prov) + ") and '" + mb.name + "' (" +
                            signed_text(mb.delta, mb) + line_of(mb.prov) + ") hold under the same condition '" +
                            mb.condition->text() + "'" + both)
              .subject = subject;
        }
    }
}

}  // namespace

void roll_same_condition::run(model::ruleset const& rules, options const&, diagnostics& diags) const {
  std::set<std::string> reported;
  for (auto const& [name, t] : rules.tests)
    if (t.roll) check_roll(rules, "test '" + name + "'", *t.roll, reported, diags);
  for (auto const& [name, b] : rules.band_tables)
    if (b.roll) check_roll(rules, "band table '" + name + "'", *b.roll, reported, diags);
  for (auto const& [name, t] : rules.tables)
    if (t.roll) check_roll(rules, "table '" + name + "'", *t.roll, reported, diags);
}

}  // namespace herald::check
