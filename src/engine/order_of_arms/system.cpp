// Order of Arms as a game system: combat by dice pools, and the rolls its rulesets declare as tests.
#include <algorithm>

#include "engine/declared.hpp"
#include "engine/game_system.hpp"
#include "engine/order_of_arms/pool_combat.hpp"
#include "engine/order_of_arms/sequence.hpp"
#include "engine/order_of_arms/simultaneous.hpp"
#include "engine/order_of_arms/steps/pools.hpp"
#include "engine/order_of_arms/steps/sequence.hpp"
#include "engine/order_of_arms/tests.hpp"

namespace herald::engine::order_of_arms {
namespace {

// The test, pool or sequence a situation of this kind resolves: the one of the kind's own name, else
// the only one declared on it (engine/declared.hpp). Empty when there is none, or several and none
// of the kind's name. A pool comes before a test declared on the same situation: the test is a step
// of the combat (melee's retreat attempt), the pool the combat.
std::string test_on(model::ruleset const& rules, std::string const& kind) { return declared_on(rules.tests, kind); }
std::string pool_on(model::ruleset const& rules, std::string const& kind) { return declared_on(rules.pools, kind); }

// The fields of a situation that are situations of pools (a charge's attacker and defender),
// in the schema's order: rolled at once, then the situation's tests decide (simultaneous.hpp).
std::vector<pool_field> pool_fields(model::ruleset const& rules, std::string const& kind) {
  std::vector<pool_field> out;
  auto record = rules.records.find(kind);
  if (record == rules.records.end()) return out;
  for (auto const& f : record->second.fields) {
    if (f.type.k != model::type_desc::kind::record) continue;
    auto inner = rules.records.find(f.type.name);
    if (inner == rules.records.end() || !inner->second.is_situation) continue;
    if (std::string pool = pool_on(rules, f.type.name); !pool.empty()) out.push_back({f.name, pool});
  }
  return out;
}

std::vector<std::string> tests_on(model::ruleset const& rules, std::string const& kind) {
  return declared_on_kind(rules.tests, kind);
}

// The sequence a situation of this kind runs. A sequence comes first: its tests decide on its
// steps' results.
std::string sequence_on(model::ruleset const& rules, std::string const& kind) { return declared_on(rules.sequences, kind); }

std::string test_or_refuse(model::ruleset const& rules, std::string const& kind) {
  if (std::string test = declared_or_refuse(rules.tests, kind, "tests"); !test.empty()) return test;
  throw engine_error("the Order of Arms engine resolves the rolls declared as tests; no test is declared on a '" +
                     kind + "' situation");
}

// A declared test over merged states: its dice summed, then its verdict.
merged_distribution test_distribution(tables const& t, std::string const& test, value const& s, budget* limit) {
  roll_state start;  // not `roll_state{}`: g++ 12 fails on the aggregate of arrays of vectors
  states<roll_state> m(std::move(start), limit);
  steps::test_procedure(t, test, s, m);
  return m.result();
}

class system final : public game_system {
 public:
  std::string_view name() const override { return "order_of_arms"; }

  bool can_resolve(model::ruleset const& rules, std::string const& kind) const override {
    return !sequence_on(rules, kind).empty() || !pool_on(rules, kind).empty() || !pool_fields(rules, kind).empty() ||
           !test_on(rules, kind).empty();
  }

  resolution resolve(ruleset_tables const& rt, std::string const& kind, value const& s,
                     given_dice& dice) const override {
    model::ruleset const& rules = rt.rules();
    tables const& t = rt.tables();
    if (std::string q = sequence_on(rules, kind); !q.empty())
      return resolve_sequence(t, q, tests_on(rules, kind), s, dice);
    if (std::string pool = pool_on(rules, kind); !pool.empty())
      return resolve_pool(t, prepare_pool(t, pool, s), dice);
    if (auto fields = pool_fields(rules, kind); !fields.empty())
      return resolve_simultaneous(t, fields, tests_on(rules, kind), s, dice);
    return resolve_test(t, test_or_refuse(rules, kind), s, dice);
  }

  distribution distribution_of(ruleset_tables const& rt, std::string const& kind, value const& s,
                               budget* limit) const override {
    model::ruleset const& rules = rt.rules();
    tables const& t = rt.tables();
    if (std::string q = sequence_on(rules, kind); !q.empty())
      return sequence_distribution(t, q, tests_on(rules, kind), s, limit);
    if (std::string pool = pool_on(rules, kind); !pool.empty())
      return pool_distribution(prepare_pool(t, pool, s));
    if (auto fields = pool_fields(rules, kind); !fields.empty())
      return simultaneous_distribution(t, fields, tests_on(rules, kind), s, limit);
    std::string const test = test_or_refuse(rules, kind);
    return exact_distribution([&](enumerating_dice& dice) { return resolve_test(t, test, s, dice).final; }, limit);
  }

  // Every kind over merged states (steps/): sequences, pools alone or rolled at once, declared tests.
  std::optional<merged_result> merged_of(ruleset_tables const& rt, std::string const& kind, value const& s, budget* limit,
                                         bool = true) const override {  // no places to count
    model::ruleset const& rules = rt.rules();
    tables const& t = rt.tables();
    if (std::string q = sequence_on(rules, kind); !q.empty()) {
      states<steps::sequence_state> m(steps::sequence_state{}, limit);
      steps::sequence_procedure(t, q, tests_on(rules, kind), s, m);
      merged_result out{m.result(), false};
      out.d.each_fact_alone = true;  // each step's facts multiply
      return out;
    }
    states<steps::pool_state> m(steps::pool_state{}, limit);
    if (std::string pool = pool_on(rules, kind); !pool.empty())
      steps::pool_procedure(prepare_pool(t, pool, s), m);
    else if (auto fields = pool_fields(rules, kind); !fields.empty())
      steps::simultaneous_procedure(t, fields, tests_on(rules, kind), s, m);
    else
      return merged_result{test_distribution(t, test_or_refuse(rules, kind), s, limit), false};
    merged_result out{m.result(), false};
    out.d.each_fact_alone = true;
    return out;
  }

  std::optional<step> before_roll(ruleset_tables const& rt, std::string const& kind, value const& s) const override {
    model::ruleset const& rules = rt.rules();
    tables const& t = rt.tables();
    // A sequence's steps are known only as they are rolled: nothing to show before the dice.
    if (std::string q = sequence_on(rules, kind); !q.empty()) {
      step out;
      out.name = q;
      return out;
    }
    if (std::string pool = pool_on(rules, kind); !pool.empty()) return pool_before_roll(prepare_pool(t, pool, s));
    if (!pool_fields(rules, kind).empty()) return std::nullopt;
    std::string const test = test_or_refuse(rules, kind);
    test_view const view = t.test_of(test);
    step out;
    out.has_modifiers = !view.lists.empty();
    out.modifiers = sum_lists(t, view.lists, view.signs, s);
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
