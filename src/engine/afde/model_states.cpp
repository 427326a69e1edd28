// The AFDE procedures over merged states on the model's tables: each carrier instantiated once.
#include "engine/afde/model_states.hpp"

#include "engine/afde/steps/charge.hpp"
#include "engine/afde/steps/combat.hpp"
#include "engine/afde/steps/fire.hpp"
#include "engine/afde/steps/rolls.hpp"
#include "engine/afde/choose.hpp"

namespace herald::engine::afde {
namespace {

// The carriers, each made from the state a procedure starts from, and what each gives back.
struct exact_carrier {
  budget* limit;
  bool joint;
  bool count_alike;
  template <class S>
  states<S> make(S start) const { return states<S>(std::move(start), limit, joint); }
  template <class S, class... Lists>
  merged_distribution finish(states<S>& m, Lists... lists) const { return m.result(lists...); }
};
struct given_carrier {
  given_dice* dice;
  bool count_alike = false;  // one resolution: every place named
  template <class S>
  one<S, given_dice> make(S start) const { return one<S, given_dice>(std::move(start), *dice); }
  template <class S, class... Lists>
  resolution finish(one<S, given_dice>& m, Lists...) const { return m.out(); }
};

// Runs the procedure of `kind` over the carrier `c` makes, and returns what it makes of it.
template <class Carrier>
auto run_kind(ruleset_tables const& rt, std::string const& kind, value const& s, Carrier const& c) {
  tables const& t = rt.tables();
  if (kind == "fire") {
    auto const p = prepare_fire(t, s);
    auto m = c.make(steps::fire_start(p));
    steps::fire_procedure(t, p, m);
    return c.finish(m, &steps::fire_state::leaders);
  }
  if (kind == "charge") {
    auto const start = steps::start_charge(t, s);
    auto m = c.make(start.state);
    steps::charge_procedure(t, start, m);
    using S = steps::combat_state<tables>;
    return c.finish(m, &S::attacker_leaders, &S::defender_leaders, &S::met_leaders);
  }
  if (kind == "melee" && !detail::needs_combat(s)) {
    auto const p = prepare_melee(t, s);
    auto m = c.make(steps::single_melee_state<tables>{p.s});
    steps::single_melee_procedure(t, p, m);
    return c.finish(m);
  }
  if (kind == "melee") {
    auto start = steps::start_combat(t, s);
    if (!c.count_alike) start.alike = {};
    auto m = c.make(start.state);
    steps::combat_procedure(t, start, m);
    using S = steps::combat_state<tables>;
    return c.finish(m, &S::attacker_leaders, &S::defender_leaders);
  }
  steps::roll_state start;  // not `roll_state{}`: g++ 12 fails on the aggregate of arrays of vectors
  auto m = c.make(std::move(start));
  if (kind == "rally") steps::rally_procedure(t, s, m);
  else if (kind == "initiative") steps::initiative_procedure(t, s, m);
  else if (choice const c = choose(t.rules(), kind); c.what == choice::procedure::test) steps::test_procedure(t, c.test, s, m);
  else throw engine_error("the merged-states engine has no procedure for a '" + kind + "' situation yet");
  return c.finish(m);
}

}  // namespace

bool states_resolve_kind(ruleset_tables const& t, std::string const& kind, value const&) {
  try {
    return choose(t.tables().rules(), kind).what != choice::procedure::none;
  } catch (engine_error const&) {
    return true;  // several tests, none of the kind's name: resolving it says so
  }
}

merged_distribution states_distribution(ruleset_tables const& t, std::string const& kind, value const& s,
                                        budget* limit, bool joint, bool count_alike) {
  return run_kind(t, kind, s, exact_carrier{limit, joint, count_alike});
}

resolution states_resolve(ruleset_tables const& t, std::string const& kind, value const& s, given_dice& dice) {
  resolution out = run_kind(t, kind, s, given_carrier{&dice});
  out.procedure = kind == "fire" || kind == "melee" || kind == "charge" || kind == "rally" || kind == "initiative" ? kind : "test";
  return out;
}

}  // namespace herald::engine::afde
