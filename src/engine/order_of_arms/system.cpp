// Order of Arms as a game system: combat by dice pools, and the rolls its rulesets declare as tests.
#include <algorithm>

#include "engine/game_system.hpp"
#include "engine/order_of_arms/choose.hpp"
#include "engine/order_of_arms/pool_combat.hpp"
#include "engine/order_of_arms/sequence.hpp"
#include "engine/order_of_arms/simultaneous.hpp"
#include "engine/order_of_arms/steps/pools.hpp"
#include "engine/order_of_arms/steps/sequence.hpp"
#include "engine/order_of_arms/tests.hpp"

namespace herald::engine::order_of_arms {
namespace {

using procedure = choice::procedure;

// A declared test over merged states: its dice summed, then its verdict.
merged_distribution test_distribution(tables const& t, std::string const& test, value const& s, budget* limit) {
  roll_state start;  // not `roll_state{}`: g++ 12 fails on the aggregate of arrays of vectors
  states<roll_state> m(std::move(start), limit);
  steps::test_procedure(t, test, s, m);
  return m.result();
}

// Each method runs the procedure choose.hpp picks (one dispatch, read from the layout).
class system final : public game_system {
 public:
  std::string_view name() const override { return "order_of_arms"; }

  bool can_resolve(tables const& t, std::string const& kind) const override {
    try {
      return choose(t.rules(), kind).what != procedure::none;
    } catch (engine_error const&) {
      return true;  // several tests, none of the kind's name: resolving it says so
    }
  }

  resolution resolve(ruleset_tables const& rt, std::string const& kind, value const& s,
                     given_dice& dice) const override {
    tables const& t = rt.tables();
    choice const c = choose_or_refuse(t.rules(), kind);
    switch (c.what) {
      case procedure::sequence: return resolve_sequence(t, c.name, c.tests, s, dice);
      case procedure::pool: return resolve_pool(t, prepare_pool(t, c.name, s), dice);
      case procedure::simultaneous: return resolve_simultaneous(t, c.fields, c.tests, s, dice);
      default: return resolve_test(t, c.name, s, dice);
    }
  }

  distribution distribution_of(ruleset_tables const& rt, std::string const& kind, value const& s,
                               budget* limit) const override {
    tables const& t = rt.tables();
    choice const c = choose_or_refuse(t.rules(), kind);
    switch (c.what) {
      case procedure::sequence: return sequence_distribution(t, c.name, c.tests, s, limit);
      case procedure::pool: return pool_distribution(prepare_pool(t, c.name, s));
      case procedure::simultaneous: return simultaneous_distribution(t, c.fields, c.tests, s, limit);
      default:
        return exact_distribution([&](enumerating_dice& dice) { return resolve_test(t, c.name, s, dice).final; }, limit);
    }
  }

  // Every kind over merged states (steps/): sequences, pools alone or rolled at once, declared tests.
  std::optional<merged_result> merged_of(ruleset_tables const& rt, std::string const& kind, value const& s, budget* limit,
                                         bool = true) const override {  // no places to count
    tables const& t = rt.tables();
    choice const c = choose_or_refuse(t.rules(), kind);
    if (c.what == procedure::sequence) {
      states<steps::sequence_state> m(steps::sequence_state{}, limit);
      steps::sequence_procedure(t, c.name, c.tests, s, m);
      merged_result out{m.result(), false};
      out.d.each_fact_alone = true;  // each step's facts multiply
      return out;
    }
    if (c.what == procedure::test) return merged_result{test_distribution(t, c.name, s, limit), false};
    states<steps::pool_state> m(steps::pool_state{}, limit);
    if (c.what == procedure::pool) steps::pool_procedure(prepare_pool(t, c.name, s), m);
    else steps::simultaneous_procedure(t, c.fields, c.tests, s, m);
    merged_result out{m.result(), false};
    out.d.each_fact_alone = true;
    return out;
  }

  std::optional<step> before_roll(ruleset_tables const& rt, std::string const& kind, value const& s) const override {
    tables const& t = rt.tables();
    choice const c = choose_or_refuse(t.rules(), kind);
    // A sequence's steps are known only as they are rolled: nothing to show before the dice.
    if (c.what == procedure::sequence) {
      step out;
      out.name = c.name;
      return out;
    }
    if (c.what == procedure::pool) return pool_before_roll(prepare_pool(t, c.name, s));
    if (c.what == procedure::simultaneous) return std::nullopt;
    gen::roll const& view = t.test_of(c.name);
    step out;
    out.has_modifiers = !view.lists.empty();
    out.modifiers = sum_lists(t, view, s);
    return out;
  }

  example_shape examples(std::string const& /*kind*/) const override {
    using reads = expectation::reads;
    example_shape shape;
    // A pool: the dice, the hits and the losses (its totals step holds the facts).
    shape.fields = {{reads::fact, "hits", "hits", ""},
                    {reads::fact, "hits_scored", "hits scored", ""},
                    {reads::fact, "losses", "losses", ""}};
    shape.facts = {{"dice", "dice", ""}, {"hits_on", "hits on", ""}};
    // A pool's totals are its last step; a test's roll its only one.
    shape.main_step = [](resolution const& r) -> step const* {
      for (auto const& st : r.steps)
        if (st.name == "hits on the target") return &st;
      return r.steps.empty() ? nullptr : &r.steps.front();
    };
    shape.known = "modifiers, modifier_total, total, result; for a pool: dice, hits, hits_scored, losses";
    return shape;
  }
};

}  // namespace

// The registry's entry (engine/game_system.cpp).
game_system const& game() {
  static system const order_of_arms;
  return order_of_arms;
}

}  // namespace herald::engine::order_of_arms
