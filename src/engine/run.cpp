// Runs a situation through the procedure its kind names.
#include "engine/run.hpp"

#include "engine/afde.hpp"
#include "model/value_check.hpp"

namespace herald::engine {
namespace {

std::string test_on(model::ruleset const& rules, std::string const& kind) {
  for (auto const& [name, t] : rules.tests)
    if (t.situation == kind) return name;
  return {};
}

// The situation with its defaults filled in (model/value_check.hpp).
model::value completed(model_tables const& t, std::string const& kind, model::value s) {
  model::complete_defaults(t.rules(), s, {model::type_desc::kind::record, kind, {}});
  return s;
}

template <class Dice>
resolution run(model_tables const& t, std::string const& kind, model::value const& s, Dice& dice) {
  if (kind == "fire") return resolve_fire(t, prepare_fire(t, s), dice);
  if (kind == "melee") return resolve_melee(t, prepare_melee(t, s), dice);
  if (kind == "charge") return resolve_charge(t, s, dice);
  if (kind == "rally") return resolve_rally(t, s, dice);
  if (kind == "initiative") return resolve_initiative(t, s, dice);
  std::string test = test_on(t.rules(), kind);
  if (test.empty()) throw engine_error("the engine has no procedure for a '" + kind + "' situation");
  return resolve_test(t, test, s, dice);
}

}  // namespace

bool can_resolve(model::ruleset const& rules, std::string const& kind) {
  static std::vector<std::string> const procedures = {"fire", "melee", "charge", "rally", "initiative"};
  return std::find(procedures.begin(), procedures.end(), kind) != procedures.end() || !test_on(rules, kind).empty();
}

std::vector<std::string> resolvable_kinds(model::ruleset const& rules) {
  std::vector<std::string> out;
  for (auto const& [name, r] : rules.records)
    if (r.is_situation && can_resolve(rules, name)) out.push_back(name);
  return out;
}

resolution resolve_once(model_tables const& tables, std::string const& kind, model::value const& given,
                        given_dice& dice) {
  return run(tables, kind, completed(tables, kind, given), dice);
}

distribution resolve_all(model_tables const& t, std::string const& kind, model::value const& given) {
  model::value const s = completed(t, kind, given);
  // The steps before the first roll are done once, outside the enumeration.
  if (kind == "fire") {
    auto prepared = prepare_fire(t, s);
    return exact_distribution([&](enumerating_dice& dice) { return resolve_fire(t, prepared, dice).final; });
  }
  if (kind == "melee") {
    auto prepared = prepare_melee(t, s);
    return exact_distribution([&](enumerating_dice& dice) { return resolve_melee(t, prepared, dice).final; });
  }
  return exact_distribution([&](enumerating_dice& dice) { return run(t, kind, s, dice).final; });
}

modifier_sum modifiers_only(model_tables const& t, std::string const& kind, model::value const& given,
                            std::vector<std::pair<std::string, std::string>>& facts) {
  model::value const s = completed(t, kind, given);
  if (kind == "fire") {
    auto p = prepare_fire(t, s);
    facts.emplace_back("firer type", need_name(p.s, "firer_type", ""));
    facts.emplace_back("threshold", p.cell);
    return p.modifiers;
  }
  if (kind == "melee") {
    auto p = prepare_melee(t, s);
    facts.emplace_back("odds", ratio_text(need(p.s, "odds", "")));
    std::string step = t.row_of(afde_names{}.melee_odds, {need(p.s, "odds", "")});
    if (!step.empty()) facts.emplace_back("odds step", step);
    return p.modifiers;
  }
  throw engine_error("a '" + kind + "' example needs its dice to be checked");
}

}  // namespace herald::engine
