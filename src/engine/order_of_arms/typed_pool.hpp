// An Order of Arms dice pool prepared on a game's own generated struct: the same groups, dice, faces and face tests as prepare_pool.
//
// `prepare_typed_pool` reads what `prepare_pool` (pool_combat.hpp) reads of a situation value, from
// the system header's struct: the pool's items by the ruleset's compiled `pools::evaluate_pool`, its
// strength and hit lists by `lists::fill_list`, a test rolled on a face by `tests::decide_test`
// (engine/core/typed_test.hpp), the dice each unit assigned to the target (`assigned`, B15.5.2) on a
// copy of the struct whose `unit` is that unit. The result is a `pool_prepared` like the value's,
// so the exact distribution is `pool_distribution` itself: one implementation of the pool's
// mathematics. It holds no situation value: `resolve_pool` (one roll with its report) needs the
// value's; a game rolls its own dice, or takes the distribution.
//
//   namespace rules = herald_generated::order_of_arms_1_0;
//   pool_prepared const p = prepare_typed_pool(t, "charge", s, typed_pool_entries<charge_combat>{
//       rules::lists::fill_list, rules::pools::evaluate_pool, rules::tests::decide_test});
//   distribution const d = pool_distribution(p);
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "engine/core/formulas.hpp"
#include "engine/core/generated_runtime.hpp"
#include "engine/core/typed.hpp"
#include "engine/core/typed_test.hpp"
#include "engine/order_of_arms/pool_combat.hpp"
#include "engine/order_of_arms/simultaneous.hpp"

namespace herald::engine::order_of_arms {

// The compiled entries of a ruleset's engine header over the struct `S`.
template <class S>
struct typed_pool_entries {
  bool (*fill)(std::size_t, S const&, gen::verdict*);
  bool (*evaluate)(std::size_t, S const&, gen::pool_state&);
  int (*decide)(std::size_t, S const&, std::int64_t, std::int64_t);
};

namespace detail {

template <class S, class = void>
struct has_assigned : std::false_type {};
template <class S>
struct has_assigned<S, std::void_t<decltype(std::declval<S&>().assigned)>> : std::true_type {};

// A list of the ruleset by name, summed on the struct as the tables sum it on a value.
template <class Tables, class S>
modifier_sum typed_list_sum(Tables const& t, std::string_view list, S const& s, typed_pool_entries<S> const& e) {
  gen::ruleset const& r = t.rules();
  gen::modifier_list const* l = gen::find(r.modifier_lists, list);
  typed_sum sum;
  add_typed_list({list, l, l ? static_cast<std::size_t>(l - r.modifier_lists.begin()) : 0, 1}, s, e.fill, sum);
  modifier_sum out;
  out.total = sum.total;
  out.raw = sum.raw;
  return out;
}

// The pool's items on the struct, their refusals worded as compiled_formulas words them.
template <class S>
gen::pool_state typed_pool_state(gen::ruleset const& r, gen::pool const& p, S const& s, typed_pool_entries<S> const& e) {
  gen::pool_state state;
  std::string const name(p.name);
  bool read = false;
  try {
    read = e.evaluate(static_cast<std::size_t>(&p - r.pools.begin()), s, state);
  } catch (gen::rt::failure const& f) {
    throw engine_error(name + "." + std::string(state.at) + ": " + f.what());
  } catch (gen::rt::refusal const& f) {
    throw engine_error(name + "." + std::string(state.at) + ": " + gen::rt::message(f));
  }
  if (!read) throw engine_error("pool '" + name + "' does not read this situation");
  return state;
}

// The dice of one group: its hit modifier, the faces that hit, each face's test and how often it fails.
template <class Tables, class S>
void complete_group(Tables const& t, pool_prepared const& p, S const& s, typed_pool_entries<S> const& e, dice_group& g) {
  if (!p.pool.hit_modifier_is_list)
    throw engine_error("pool '" + p.pool.name + "' adds the field '" + p.pool.hit_modifier +
                       "' to its dice: a struct's field by name is read only on a situation value");
  g.modifiers = typed_list_sum(t, p.pool.hit_modifier, s, e);
  g.hitting_faces = detail::hitting_faces(p.pool, p.die, g.modifiers.total);
  for (auto const& [face, test] : p.pool.natural_tests) {
    typed_test const tt(t, test);
    test_ways const w = test_outcomes(t, tt, s, e.fill, e.decide);
    face_test ft;
    ft.face = static_cast<int>(face);
    ft.test = test;
    ft.failing = w.failure;
    ft.ways = w.success + w.failure;
    g.face_tests.push_back(std::move(ft));
  }
}

}  // namespace detail

template <class Tables, class S>
pool_prepared prepare_typed_pool(Tables const& t, std::string const& pool, S const& s, typed_pool_entries<S> const& e) {
  pool_prepared out;
  gen::pool const& p = t.dice_pool(pool);
  out.pool = Tables::pool_view_of(p, detail::typed_pool_state(t.rules(), p, s, e), {});
  out.die = t.die(out.pool.die);
  if constexpr (detail::has_assigned<S>::value) {
    static std::size_t const assigned_bit = field_bit<S>("assigned");
    if (field_given(s, assigned_bit) && !s.assigned.empty()) {
      using assignment = std::decay_t<decltype(s.assigned.items[0])>;
      static std::size_t const unit_bit = field_bit<assignment>("unit"), dice_bit = field_bit<assignment>("dice_count"),
                               own_unit_bit = field_bit<S>("unit");
      for (std::size_t i = 0; i < s.assigned.size(); ++i) {
        assignment const& a = s.assigned.items[i];
        std::string const where = "assigned[" + std::to_string(i) + "]";
        if (!field_given(a, unit_bit)) throw engine_error("the situation gives no '" + where + ".unit', which this step needs");
        S group = s;  // the group's unit stands in for `unit` in every modifier
        group.unit = a.unit;
        set_given(group, own_unit_bit);
        dice_group g;
        static std::size_t const type_bit = field_bit<std::decay_t<decltype(a.unit)>>("type");
        g.who = where + " " + (field_given(a.unit, type_bit) ? std::string(name_of(a.unit.type)) : std::string());
        if (!field_given(a, dice_bit))
          throw engine_error("the situation gives no '" + where + ".dice_count', which this step needs");
        g.dice = a.dice_count;
        check_dice(g.dice, where);
        detail::complete_group(t, out, group, e, g);
        out.groups.push_back(std::move(g));
      }
      check_groups(out, true, {});
      return out;
    }
  }
  dice_group g;
  g.who = out.pool.name;
  for (auto const& list : out.pool.strength_lists) g.strength.total += detail::typed_list_sum(t, list, s, e).total;
  unit_dice(out.pool, g.strength.total, g);
  detail::complete_group(t, out, s, e, g);
  out.groups.push_back(std::move(g));
  check_groups(out, false, {});
  return out;
}

// Pools rolled at once on a game's struct (simultaneous.hpp): each field of `s` that is a situation
// of a pool (a charge's `attacker`, `defender`: `Part`) prepared on its own struct, the product of
// their distributions, each combination's losses written into FIELD_losses of a copy of `s` and the
// tests declared on it decided there (`decide`: tests::decide_test over `S`).
template <class Tables, class S, class Part>
distribution typed_simultaneous_distribution(Tables const& t, std::vector<pool_field> const& fields,
                                             std::vector<std::string> const& tests, S const& s,
                                             typed_pool_entries<Part> const& part,
                                             int (*decide)(std::size_t, S const&, std::int64_t, std::int64_t)) {
  std::vector<pool_prepared> prepared;
  for (auto const& f : fields) {
    bool const found = S::herald_visit(s, f.field, [&](auto const& field, std::size_t bit) {
      if constexpr (std::is_same_v<std::decay_t<decltype(field)>, Part>) {
        if (!field_given(s, bit)) throw engine_error("the situation gives no '" + f.field + "', which this step needs");
        prepared.push_back(prepare_typed_pool(t, f.pool, field, part));
      } else {
        throw engine_error("'" + f.field + "' is not a situation of pool '" + f.pool + "' in the struct");
      }
    });
    if (!found) throw engine_error("the situation gives no '" + f.field + "', which this step needs");
  }
  std::vector<typed_test> rolled;
  for (auto const& test : tests) rolled.emplace_back(t, test);
  return product_decided(prepared, fields, [&](std::vector<std::int64_t> const& losses, outcome& full) {
    S decided = s;  // the losses written where the tests read them
    for (std::size_t i = 0; i < fields.size(); ++i)
      S::herald_visit(decided, fields[i].field + "_losses", [&](auto& field, std::size_t bit) {
        if constexpr (std::is_integral_v<std::decay_t<decltype(field)>> &&
                      !std::is_same_v<std::decay_t<decltype(field)>, bool>) {
          field = losses[i];
          set_given(decided, bit);
        }
      });
    for (auto const& tt : rolled) {
      if (!tt.test) t.test_of(std::string(tt.name));  // throws the tables' words
      full.emplace_back(std::string(tt.name), test_succeeds(tt, decided, decide, 0, 0) ? "success" : "failure");
    }
  });
}

}  // namespace herald::engine::order_of_arms
