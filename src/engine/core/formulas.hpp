// What a ruleset's expressions say of a situation, item by item: the one interface the tables
// evaluate through, compiled (a generated header's entries) or interpreted (the checked model).
//
// Every item is named by its index in the ruleset's span of its kind (`formulas.verdicts(i, ...)`
// evaluates `ruleset.modifier_lists[i]`). A refusal is an engine_error naming the item and the
// expression that met it, worded the same by both implementations.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/generated_layout.hpp"
#include "engine/core/generated_runtime.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {
namespace gen {

// The run-time entry of a modifier list: reads the situation value into the
// list's situation struct, then fills one verdict per modifier. Throws
// rt::failure_at naming the modifier whose condition refused the situation
// (the other entries let a compiled condition's rt::refusal through).
using evaluate_fn = void (*)(situation const&, verdict*);
// The run-time entry of a test: the first rule that holds, or -1.
using decide_fn = int (*)(situation const&, std::int64_t natural, std::int64_t total);

// What a situation decides of a dice pool (Order of Arms): the first `dice` case whose
// condition holds and its amount, the `strength` items that hold (bit i: item i), the
// hits deflected. `at` names the item being read, for a refusal's message.
struct pool_state {
  int dice_case = -1;
  std::int64_t dice = 0;
  std::uint64_t strength = 0;
  std::uint64_t natural_tests = 0;  // bit i: the i-th `natural N test` item's condition holds
  std::int64_t deflected = 0;
  int limit_case = -1;  // the first `limit` case that holds, and its amount
  std::int64_t limit = 0;
  bool loss_found = false;  // the first `loss` case that holds
  std::int64_t loss_steps = 1, loss_per = 1;
  std::string_view at;
};
// The run-time entry of a pool: reads the situation value, evaluates the items in order.
using pool_fn = void (*)(situation const&, pool_state&);

// The run-time entries of a sequence: whether step `step` is rolled; the values of its
// `with` fields, in order (a flag as 0 or 1); whether the whole sequence is rolled again
// (`again when`, a tie; nullptr when it is rolled once); whether result case `i` holds,
// and then its value.
struct sequence_entry {
  bool (*applies)(situation const&, std::size_t step) = nullptr;
  void (*inputs)(situation const&, std::size_t step, std::int64_t* values) = nullptr;
  bool (*again)(situation const&) = nullptr;
  bool (*result)(situation const&, std::size_t i, std::int64_t* value) = nullptr;
};

// The same entries over the sequence's own struct `S` (a game's typed situation), which the
// value entries above read a situation value into: what a typed sequence calls
// (engine/order_of_arms/typed_sequence.hpp).
template <class S>
struct typed_sequence_entry {
  bool (*applies)(S const&, std::size_t step) = nullptr;
  void (*inputs)(S const&, std::size_t step, std::int64_t* values) = nullptr;
  bool (*again)(S const&) = nullptr;
  bool (*result)(S const&, std::size_t i, std::int64_t* value) = nullptr;
};

// The run-time entries of a ruleset, each in the order of the ruleset's span of the same
// name (lists[i] evaluates modifier_lists[i]): what an engine entry header adds to the data.
struct entries {
  span<evaluate_fn> lists;
  span<decide_fn> tests;
  span<pool_fn> pools;
  span<sequence_entry> sequences;
};

}  // namespace gen

class formulas {
 public:
  virtual ~formulas() = default;
  // One verdict per modifier of list `list`; with `members`, only theirs (the others left as
  // `gen::verdict{}`: a part of a list weighed on its own fields, diff --impact).
  virtual void verdicts(std::size_t list, situation const& s, gen::verdict* out,
                        std::vector<bool> const* members = nullptr) const = 0;
  // The first rule of test `test` that holds, or -1.
  virtual int decide(std::size_t test, situation const& s, std::int64_t natural, std::int64_t total) const = 0;
  // A pool's items in the order written (the first `dice`, `limit` and `loss` case that holds).
  virtual void pool(std::size_t pool, situation const& s, gen::pool_state& out) const = 0;
  // Of sequence `sequence`: whether step `step` is rolled; its `with` values (a flag as 0 or 1);
  // whether it is rolled again (false when rolled once); whether result case `i` holds, then its value.
  virtual bool step_applies(std::size_t sequence, std::size_t step, situation const& s) const = 0;
  virtual void step_inputs(std::size_t sequence, std::size_t step, situation const& s, std::int64_t* values) const = 0;
  virtual bool again(std::size_t sequence, situation const& s) const = 0;
  virtual bool result(std::size_t sequence, std::size_t i, situation const& s, std::int64_t* value) const = 0;
};

namespace gen::rt {

// A compiled refusal as the engine words it: `context: message`.
template <class F>
auto guarded(std::string_view context, F&& f) {
  try {
    return f();
  } catch (gen::rt::failure const& e) {
    throw engine_error(std::string(context) + ": " + e.what());
  } catch (gen::rt::refusal const& r) {
    throw engine_error(std::string(context) + ": " + gen::rt::message(r));
  }
}

}  // namespace gen::rt

// Runs `f`, the compiled verdicts of list `l`; a refusal worded with the list and the modifier it
// met ("melee_modifiers.terrain_melee: ..."), for an entry over a value and a game's own struct alike.
template <class F>
void list_guarded(gen::modifier_list const& l, F&& f) {
  try {
    f();
  } catch (gen::rt::failure_at const& e) {
    std::string const where = e.index < l.modifiers.size() ? "." + std::string(l.modifiers[e.index].name) : "";
    throw engine_error(std::string(l.name) + where + ": " + e.what());
  } catch (gen::rt::failure const& e) {
    throw engine_error(std::string(l.name) + ": " + e.what());
  }
}

// The formulas a generated engine entry header compiled: its entries over its ruleset, whose
// names word the refusals.
class compiled_formulas final : public formulas {
 public:
  constexpr compiled_formulas(gen::ruleset const& rules, gen::entries const& entries) : r_(rules), e_(entries) {}

  void verdicts(std::size_t list, situation const& s, gen::verdict* out, std::vector<bool> const* members) const override {
    auto const& l = r_.modifier_lists[list];
    list_guarded(l, [&] { entry(e_.lists, list, l.name)(s, out); });
    // Compiled code evaluates the whole list: the others are set aside after.
    if (members)
      for (std::size_t i = 0; i < l.modifiers.size(); ++i)
        if (i >= members->size() || !(*members)[i]) out[i] = gen::verdict{};
  }

  int decide(std::size_t test, situation const& s, std::int64_t natural, std::int64_t total) const override {
    std::string_view const name = r_.tests[test].name;
    return gen::rt::guarded(name, [&] { return entry(e_.tests, test, name)(s, natural, total); });
  }

  void pool(std::size_t pool, situation const& s, gen::pool_state& out) const override {
    std::string_view const name = r_.pools[pool].name;
    try {
      entry(e_.pools, pool, name)(s, out);
    } catch (gen::rt::failure const& e) {
      throw engine_error(std::string(name) + "." + std::string(out.at) + ": " + e.what());
    } catch (gen::rt::refusal const& r) {
      throw engine_error(std::string(name) + "." + std::string(out.at) + ": " + gen::rt::message(r));
    }
  }

  bool step_applies(std::size_t sequence, std::size_t step, situation const& s) const override {
    auto const& q = r_.sequences[sequence];
    return gen::rt::guarded(step_name(q, step), [&] { return entry(e_.sequences, sequence, q.name).applies(s, step); });
  }

  void step_inputs(std::size_t sequence, std::size_t step, situation const& s, std::int64_t* values) const override {
    auto const& q = r_.sequences[sequence];
    gen::rt::guarded(step_name(q, step), [&] { return entry(e_.sequences, sequence, q.name).inputs(s, step, values), true; });
  }

  bool again(std::size_t sequence, situation const& s) const override {
    auto const& q = r_.sequences[sequence];
    auto const again = entry(e_.sequences, sequence, q.name).again;
    return again && gen::rt::guarded(std::string(q.name) + ".again", [&] { return again(s); });
  }

  bool result(std::size_t sequence, std::size_t i, situation const& s, std::int64_t* value) const override {
    auto const& q = r_.sequences[sequence];
    return gen::rt::guarded(std::string(q.name) + "." + std::string(q.results[i].name),
                   [&] { return entry(e_.sequences, sequence, q.name).result(s, i, value); });
  }

 private:
  static std::string step_name(gen::sequence const& q, std::size_t step) {
    return std::string(q.name) + "." + std::string(q.steps[step].name);
  }

  // The run-time entry of item `i`: the entries are in the order of the ruleset's spans.
  template <class Entry>
  static Entry const& entry(gen::span<Entry> all, std::size_t i, std::string_view name) {
    if (i >= all.size()) throw engine_error("the generated ruleset has no run-time entry for '" + std::string(name) + "'");
    return all[i];
  }

  gen::ruleset const& r_;
  gen::entries const& e_;
};

}  // namespace herald::engine
