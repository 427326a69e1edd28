// Fire (9.3) over a carrier (engine/core/states.hpp): the roll by result band, the target's
// state, then its leaders tested as components. The same facts, in the same order, as
// resolve_fire (fire.hpp), which the comparison test holds it to.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/afde/fire.hpp"
#include "engine/afde/steps/leaders.hpp"

namespace herald::engine::afde::steps {

// What the later steps of a fire read: its result, the natural while it may test leaders, the leaders.
struct fire_state {
  std::vector<std::string> result;
  std::optional<int> natural;  // a natural that tests the target's leaders, until they are tested
  leader_list leaders;
  bool operator==(fire_state const& o) const {
    return result == o.result && natural == o.natural && leaders == o.leaders;
  }
};
inline std::size_t hash_value(fire_state const& s) {
  std::size_t h = std::hash<std::string>()(join_results(s.result));
  return (h * 31 + static_cast<std::size_t>(s.natural.value_or(-1) + 1)) * 31 + hash_value(s.leaders);
}
inline std::uint64_t bytes_of(fire_state const& s) {
  std::uint64_t n = s.result.capacity() * sizeof(std::string) + bytes_of(s.leaders);
  for (auto const& r : s.result) n += heap_bytes(r);
  return n;
}

// The target (and the units stacked with it) after the result, as resolve_fire leaves them.
template <class Tables>
std::pair<value, std::vector<value>> fire_targets(Tables const& t, fire_prepared<Tables> const& p,
                                                   std::vector<std::string> const& result, names const& n) {
  value target = need(p.s, "target", "");
  value const before = target;
  for (auto const& r : result) detail::apply_result(t, n, target, r);
  value const* stacked = find_field(p.s, "stacked");
  if (!stacked || stacked->items.empty()) return {std::move(target), {}};
  // A target stacked with another unit: both suffer the result, artillery only as 9.3 says (lines 442-444).
  value stack = list_value({before});
  stack.items.insert(stack.items.end(), stacked->items.begin(), stacked->items.end());
  for (std::size_t i = 1; i < stack.items.size(); ++i)
    detail::complete_unit(stack.items[i], detail::list_item("stacked", i - 1), n);
  std::vector<std::size_t> all(stack.items.size());
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  detail::check_stack(stack, all, "target and stacked", n);
  detail::apply_fire_result(t, n, stack, all, result, need_name(p.s, "firer_type", ""));
  std::vector<value> others(stack.items.begin() + 1, stack.items.end());
  return {std::move(stack.items[0]), std::move(others)};
}

// A standalone fire over the carrier `m` (states<fire_state> or one<fire_state, Dice>), its
// preparation done once (prepare_fire).
template <class Tables, class M>
void fire_procedure(Tables const& t, fire_prepared<Tables> const& p, M& m, names const& n = standard_names()) {
  std::string const leaders_path = "target.leaders";
  bool const has_leaders = !items(need(p.s, "target", ""), "leaders").items.empty();
  auto tests_leaders = [&](int face) {
    return has_leaders && triggers_leaders(t, n.fire_leaders, "fire", face, leaders_path);
  };
  die_faces const die = t.die(p.die);
  // Only the result and a natural that tests leaders matter: one face per class.
  auto const classes = classes_of(die, [&](int face) {
    return join_results(fire_result(p, face + p.modifiers.total, n)) + (tests_leaders(face) ? " natural " + std::to_string(face) : "");
  });
  m.roll([&](fire_state const&) { return std::optional<roll_request>(roll_request{die, "fire", classes}); },
         [&](fire_state& s, int face, record& r) {
           std::int64_t const total = face + p.modifiers.total;
           s.result = fire_result(p, total, n);
           if (tests_leaders(face)) s.natural = face;
           r.step([&] {
             step st;
             st.name = "fire";
             st.table = n.fire_table;
             st.facts.emplace_back("firer type", need_name(p.s, "firer_type", ""));
             st.facts.emplace_back("threshold", p.cell);
             st.has_modifiers = true;
             st.modifiers = p.modifiers;
             st.naturals.push_back(face);
             st.total = total;
             st.has_total = true;
             st.results.push_back({"target", s.result});
             st.ref = "9.3";
             return st;
           });
         });
  m.then([&](fire_state& s, record& r) {
    auto const [target, stacked] = fire_targets(t, p, s.result, n);
    r.row(fact::results("result", s.result));
    r.row(modifiers_fact("modifiers", p.modifiers));
    r.row(detail::unit_fact("target", target, false));
    for (std::size_t i = 0; i < stacked.size(); ++i)
      r.row(detail::unit_fact(detail::list_item("stacked", i), stacked[i], true));
  });
  test_leaders(t, m, &fire_state::leaders, n.fire_leaders, "fire", leaders_path,
               [](fire_state const& s) { return s.natural; }, [](fire_state const&) { return std::string(); }, n,
               every_leader{}, false);
  m.then([](fire_state& s, record&) { s.natural.reset(); });  // spent: entries that differ only by it merge
}

// The state a fire starts from.
template <class Tables>
fire_state fire_start(fire_prepared<Tables> const& p) {
  fire_state s;
  s.leaders = leaders_of(items(need(p.s, "target", ""), "leaders"), "target.leaders");
  return s;
}

}  // namespace herald::engine::afde::steps
