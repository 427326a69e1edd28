// Runs a situation through the game system of its rules, its defaults filled in first.
#include "engine/run.hpp"

#include "model/value_check.hpp"

namespace herald::engine {
namespace {

// The situation with its defaults filled in (model/value_check.hpp).
value completed(ruleset_tables const& t, std::string const& kind, value s) {
  model::complete_defaults(t.rules(), s, {model::type_desc::kind::record, kind, {}});
  return s;
}

}  // namespace

bool can_resolve(ruleset_tables const& t, std::string const& kind) {
  return system_for(t.rules()).can_resolve(t.tables(), kind);
}

bool can_resolve(model::ruleset const& rules, std::string const& kind) {
  ruleset_tables const t(rules);
  return can_resolve(t, kind);
}

std::vector<std::string> resolvable_kinds(model::ruleset const& rules) {
  ruleset_tables const t(rules);
  std::vector<std::string> out;
  for (auto const& [name, r] : rules.records)
    if (r.is_situation && can_resolve(t, name)) out.push_back(name);
  return out;
}

resolution resolve_once(ruleset_tables const& t, std::string const& kind, value const& given, given_dice& dice) {
  return system_for(t.rules()).resolve(t, kind, completed(t, kind, given), dice);
}

distribution resolve_all(ruleset_tables const& t, std::string const& kind, value const& given, budget* limit) {
  return system_for(t.rules()).distribution_of(t, kind, completed(t, kind, given), limit);
}

std::optional<game_system::merged_result> resolve_merged(ruleset_tables const& t, std::string const& kind,
                                                          value const& given, budget* limit, bool count_alike) {
  return system_for(t.rules()).merged_of(t, kind, completed(t, kind, given), limit, count_alike);
}

std::optional<step> before_roll(ruleset_tables const& t, std::string const& kind, value const& given) {
  return system_for(t.rules()).before_roll(t, kind, completed(t, kind, given));
}

}  // namespace herald::engine
