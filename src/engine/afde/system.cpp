// Au fil de l'épée as a game system: fire, mêlée, charge, rally, initiative and declared tests.
#include <algorithm>

#include "engine/afde/model_instances.hpp"
#include "engine/afde/model_states.hpp"
#include "engine/afde/model_weighed.hpp"
#include "engine/afde/choose.hpp"
#include "engine/game_system.hpp"

namespace herald::engine::afde {
namespace {

class system final : public game_system {
 public:
  std::string_view name() const override { return "afde"; }
  bool can_resolve(tables const& t, std::string const& kind) const override;
  resolution resolve(ruleset_tables const& t, std::string const& kind, value const& s, given_dice& dice) const override;
  distribution distribution_of(ruleset_tables const& t, std::string const& kind, value const& s,
                               budget* limit) const override;
  std::optional<merged_result> merged_of(ruleset_tables const& t, std::string const& kind, value const& s, budget* limit,
                                         bool count_alike = true) const override {
    if (!states_resolve_kind(t, kind, s)) return std::nullopt;
    return merged_result{states_distribution(t, kind, s, limit, false, count_alike),
                         kind == "charge" || (kind == "melee" && detail::needs_combat(s))};
  }
  std::vector<weighed_procedure> weighed_procedures(ruleset_tables const& t) const override {
    return afde::weighed_procedures(t);
  }
  std::optional<step> before_roll(ruleset_tables const& t, std::string const& kind, value const& s) const override;
  example_shape examples(std::string const& kind) const override;
};

template <class Dice>
resolution run(ruleset_tables const& rt, std::string const& kind, value const& s, Dice& dice) {
  tables const& t = rt.tables();
  using p = choice::procedure;
  choice const chosen = choose(t.rules(), kind);
  switch (chosen.what) {
    case p::fire: return resolve_fire(t, prepare_fire(t, s), dice);
    case p::melee: return resolve_melee_situation(t, s, dice);
    case p::charge: return resolve_charge(t, s, dice);
    case p::rally: return resolve_rally(t, s, dice);
    case p::initiative: return resolve_initiative(t, s, dice);
    case p::test: return resolve_test(t, chosen.test, s, dice);
    case p::none: break;
  }
  throw engine_error("the engine has no procedure for a '" + kind + "' situation");
}

step const* step_named(resolution const& r, std::string const& name) {
  for (auto const& st : r.steps)
    if (st.name == name) return &st;
  return nullptr;
}

bool system::can_resolve(tables const& t, std::string const& kind) const {
  try {
    return choose(t.rules(), kind).what != choice::procedure::none;
  } catch (engine_error const&) {
    return true;  // several tests, none of the kind's name: resolving it says so
  }
}

resolution system::resolve(ruleset_tables const& t, std::string const& kind, value const& s, given_dice& dice) const {
  return run(t, kind, s, dice);
}

distribution system::distribution_of(ruleset_tables const& rt, std::string const& kind, value const& s,
                                     budget* limit) const {
  tables const& t = rt.tables();
  // The steps before the first roll are done once, outside the enumeration.
  if (kind == "fire") {
    auto prepared = prepare_fire(t, s);
    return exact_distribution([&](enumerating_dice& dice) { return resolve_fire(t, prepared, dice).final; }, limit);
  }
  if (kind == "melee" && !detail::needs_combat(s)) {
    auto prepared = prepare_melee(t, s);
    return exact_distribution([&](enumerating_dice& dice) { return resolve_melee(t, prepared, dice).final; }, limit);
  }
  distribution d = exact_distribution([&](enumerating_dice& dice) { return run(rt, kind, s, dice).final; }, limit);
  d.whole_combat = kind == "charge" || (kind == "melee" && detail::needs_combat(s));
  return d;
}

std::optional<step> system::before_roll(ruleset_tables const& rt, std::string const& kind, value const& s) const {
  tables const& t = rt.tables();
  step out;
  out.has_modifiers = true;
  if (kind == "fire") {
    auto p = prepare_fire(t, s);
    out.facts.emplace_back("firer type", need_name(p.s, "firer_type", ""));
    out.facts.emplace_back("threshold", p.cell);
    out.modifiers = p.modifiers;
    return out;
  }
  if (kind == "melee" && !detail::has_fire(s)) {  // with fire first, the modifiers wait on its results
    value gathered = s;  // as combat_step fights it: the units' leaders with their side, no unit stacked by a retreat
    detail::gather_leaders(gathered);
    for (std::string list : {"attackers", "defenders"}) {
      auto& units = items(gathered, list).items;
      units.erase(std::remove_if(units.begin(), units.end(), [](value const& u) { return flag(u, "joined_by_retreat"); }),
                  units.end());
    }
    auto p = prepare_melee(t, gathered);
    out.facts.emplace_back("odds", ratio_text(need(p.s, "odds", "")));
    std::string odds_step = t.row_of(standard_names().melee_odds, {need(p.s, "odds", "")});
    if (!odds_step.empty()) out.facts.emplace_back("odds step", odds_step);
    if (!p.terrain.empty()) out.facts.emplace_back("terrain", p.terrain);
    out.modifiers = p.modifiers;
    return out;
  }
  return std::nullopt;
}

example_shape system::examples(std::string const& kind) const {
  using reads = expectation::reads;
  example_shape shape;
  shape.facts = {{"odds", "odds", "odds step"}};
  shape.column_names = {{"target", "result"}};  // fire's results fall on its target (9.3)
  if (kind == "initiative") {
    shape.fields = {{reads::step_total, "roller_total", "roller", ""},
                    {reads::step_total, "opponent_total", "opponent", ""},
                    {reads::step_total, "difference", "difference", ""},
                    {reads::fact, "initiative", "initiative", ""}};
    shape.main_step = [](resolution const& r) { return step_named(r, "difference"); };
    shape.known = "roller_total, opponent_total, difference, initiative and the band's columns";
    return shape;
  }
  if (kind == "charge") {
    std::string const pursuit_ended = "the pursuit ends before it";
    std::string const no_fire = "no unit fires at the charger";
    shape.fields = {{reads::step, "charge", "charge", pursuit_ended},
                    {reads::step, "charge_defensive_fire", "charge: defensive fire at attackers[0]", no_fire},
                    {reads::step, "elan", "élan", pursuit_ended},
                    {reads::step, "elan_defensive_fire", "élan: defensive fire at attackers[0]", no_fire},
                    {reads::step, "dispersion", "dispersion", pursuit_ended},
                    {reads::step, "dispersion_defensive_fire", "dispersion: defensive fire at attackers[0]", no_fire},
                    {reads::unit_states, "attackers_after", "attackers", ""},
                    {reads::unit_states, "defenders_after", "engaged", ""}};
    shape.known = "charge, elan, dispersion, their *_defensive_fire, attackers_after, defenders_after";
    return shape;
  }
  shape.fields = {{reads::unit_states, "attackers_after", "attackers", ""},
                  {reads::unit_states, "defenders_after", "defenders", ""},
                  {reads::fact, "target_after", "target", ""},
                  {reads::step, "defensive_fire", "defensive fire at attackers[0]", "no unit fires at attackers[0]"},
                  {reads::step, "offensive_fire", "offensive fire at defenders[0]", "no unit fires at defenders[0]"}};
  // The roll against the situation's own table: fire, mêlée, rally, or the test declared on it.
  shape.main_step = [kind](resolution const& r) -> step const* {
    for (auto const& st : r.steps)
      if (st.name == "fire" || st.name == "mêlée" || st.name == "rally" || st.table == kind) return &st;
    return r.steps.empty() ? nullptr : &r.steps.front();
  };
  shape.known = "modifiers, modifier_total, total, odds, the table's result columns, *_after, defensive_fire, offensive_fire";
  return shape;
}

}  // namespace

// The registry's entry (engine/game_system.cpp).
game_system const& game() {
  static system const afde;
  return afde;
}

}  // namespace herald::engine::afde
