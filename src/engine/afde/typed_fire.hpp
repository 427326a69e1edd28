// A game's own generated fire situation resolved by the engine's rules, with no report (typed_melee.hpp's twin for fire).
//
//   fire_rules<tables> const rules(t, n);                 // once per ruleset
//   typed_fire<herald_generated::afde::fire> f(s, herald_generated::afde_2010::lists::fill_list, n);
//   auto before = before_fire_roll(rules, f);             // refusals as `herald resolve` words them
//   std::string_view result = fire_result_on(rules, before, face, f);
//   // f.units(): the target and the units stacked with it after the result
//
// A target with leaders: fire_with_leaders_distribution, their tests on the naturals that call
// for them (7.5 line 841) beside the fire's result.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include <boost/container/small_vector.hpp>

#include "engine/afde/fire_units.hpp"
#include "engine/afde/leader_units.hpp"
#include "engine/afde/typed_units.hpp"
#include "engine/core/typed.hpp"

namespace herald::engine::afde {

template <class Fire>
class typed_fire {
 public:
  // The ruleset's lists over this struct: its generated `lists::fill_list`.
  using fill_fn = bool (*)(std::size_t, Fire const&, gen::verdict*);

  typed_fire(Fire& s, fill_fn fill, names const& n = standard_names()) : s_(s), fill_(fill) {
    // A target's leaders are tested on dice of their own (7.5): fire_with_leaders_distribution.
    for (std::size_t i = 0; i < s.target.leaders.size(); ++i)
      leaders_.push_back({-1, static_cast<std::int32_t>(i), s.target.leaders.items[i].wounded});
    for (std::size_t i = 0; i < s.firers.size(); ++i) complete_typed_unit(s.firers.items[i], "firers", i, n);
    complete_typed_unit(s.target, "target", detail::npos_index, n);
    for (std::size_t i = 0; i < s.stacked.size(); ++i) complete_typed_unit(s.stacked.items[i], "stacked", i, n);
    for (std::size_t i = 0; i < s.firers.size(); ++i) read_typed_unit(s.firers.items[i], "firers", i, read_.firers.emplace_back());
    read_typed_unit(s.target, "target", detail::npos_index, read_.target);
    for (std::size_t i = 0; i < s.stacked.size(); ++i)
      read_typed_unit(s.stacked.items[i], "stacked", i, read_.stacked.emplace_back());
    static std::size_t const range_bit = field_bit<Fire>("range");
    if (!field_given(s, range_bit)) throw engine_error("the situation gives no 'range', which this step needs");
    read_.range = s.range;
  }

  fire_read const& read() const { return read_; }
  fire_read& units() { return read_; }
  // The target's leaders (target.leaders), in order.
  melee_leaders const& target_leaders() const { return leaders_; }

  void derive(fire_derived const&) {
    static std::size_t const bit = field_bit<Fire>("firer_type");
    s_.firer_type = s_.firers.items[0].type;  // the firers' one type (derive_fire refused two)
    set_given(s_, bit);
  }

  template <class Tables>
  typed_sum modifiers(fire_rules<Tables> const& rules) const {
    typed_sum out;
    for (auto const& l : rules.lists) add_typed_list(l, s_, fill_, out);
    return out;
  }

 private:
  Fire& s_;
  fill_fn fill_;
  fire_read read_;
  melee_leaders leaders_;
};

// A port's target leaders call for their tests (7.5), which a single roll's functions leave out.
template <class Port>
void refuse_target_leaders(Port const& port) {
  if (!port.target_leaders().empty())
    throw engine_error("the target's leaders are tested on dice of their own: fire_with_leaders_distribution's, "
                       "not a single roll's", {}, "7.5");
}

// The result the face gives (empty: none), applied to the target and the units stacked with it
// (port.units() then holds them). A fire at a target without leaders.
template <class Tables, class Sum, class Port>
std::string_view fire_result_on(fire_rules<Tables> const& rules, fire_before<Sum> const& before, int face, Port& port) {
  refuse_target_leaders(port);
  std::string_view const code = fire_result_code(before.derived, face + before.modifiers.total, rules.n);
  apply_fire(rules, before.derived, port.units(), code);
  return code;
}

// One outcome of a fire: its result (empty: none), the faces that give it, the units after it.
struct fire_outcome {
  fire_outcome() {}  // not `= default`: value-initialising would first zero the inline units, every result
  std::string_view result;
  std::int64_t ways = 0;  // faces of the die (its probability: ways over the die's faces)
  fire_read units;
};
using fire_outcomes = boost::container::small_vector<fire_outcome, 3>;

// The exact distribution of a fire prepared by before_fire_roll: each face of its die, each result
// applied once to the units `port` read.
template <class Tables, class Port, class Sum>
fire_outcomes fire_distribution(fire_rules<Tables> const& rules, Port const& port, fire_before<Sum> const& before) {
  gen::die const* die = gen::find(rules.t.rules().dice, rules.die);
  if (!die) throw engine_error("the ruleset has no die '" + std::string(rules.die) + "'");
  refuse_target_leaders(port);
  fire_outcomes out;
  for (std::int64_t face = die->low; face <= die->high; ++face) {
    std::string_view const code = fire_result_code(before.derived, face + before.modifiers.total, rules.n);
    auto same = std::find_if(out.begin(), out.end(), [&](fire_outcome const& o) { return gen::same_name(o.result, code); });
    if (same != out.end()) {
      ++same->ways;
      continue;
    }
    fire_outcome& o = out.emplace_back();  // the units copied once, in place
    o.result = code;
    o.ways = 1;
    o.units = port.read();
    apply_fire(rules, before.derived, o.units, code);
  }
  return out;
}

// One outcome of a fire at a target with leaders: its result, the units after it, and each leader
// of the target after his test where the natural called for one (`leaders_tested`; his band of the
// leaders' table in `tests`, null where none holds his face), in the order of target.leaders.
struct fire_leaders_outcome {
  fire_leaders_outcome() {}  // as fire_outcome
  std::string_view result;
  std::int64_t ways = 0;  // out of the distribution's `out_of`
  fire_read units;
  bool leaders_tested = false;
  boost::container::small_vector<leader_after, 4> leaders;
  boost::container::small_vector<gen::band const*, 4> tests;
};
struct fire_leaders_outcomes {
  std::int64_t out_of = 1;  // the fire die's faces times the leader die's for each leader
  boost::container::small_vector<fire_leaders_outcome, 6> outcomes;
};

// The exact distribution of a fire at a target with leaders, prepared by before_fire_roll: each face
// of its die, its result applied to the units; where the natural triggers the target's leaders' test
// (the fire leaders' band table, 7.5 line 841), every band of it for each leader (fate_of).
template <class Tables, class Port, class Sum>
fire_leaders_outcomes fire_with_leaders_distribution(fire_rules<Tables> const& rules, Port const& port,
                                                     fire_before<Sum> const& before) {
  names const& n = rules.n;
  gen::die const* die = gen::find(rules.t.rules().dice, rules.die);
  if (!die) throw engine_error("the ruleset has no die '" + std::string(rules.die) + "'");
  melee_leaders const& leaders = port.target_leaders();
  boost::container::small_vector<std::int64_t, 2> naturals;  // those that test the target's leaders
  for (auto const& trigger : rules.t.triggers(n.fire_leaders)) {
    if (trigger.roll != "fire" || trigger.leaders.empty()) continue;
    if (trigger.leaders != "target.leaders")
      throw engine_error(n.fire_leaders + " tests the leaders at '" + std::string(trigger.leaders) +
                         "', which a typed fire does not read (target.leaders)", {}, "7.5");
    if (trigger.natural >= die->low && trigger.natural <= die->high) naturals.push_back(trigger.natural);
  }
  // The leaders' table and die, read (and refused) as the value path reads them, where a natural
  // calls for a test and the target has leaders.
  bool const tests = !naturals.empty() && !leaders.empty();
  gen::band_table const* leader_band = tests ? &rules.t.rolled_band_table(n.fire_leaders) : nullptr;
  die_faces const leader_die = tests ? rules.t.die(leader_band->band_roll.die) : die_faces{};
  std::int64_t const leader_faces = tests ? leader_die.high - leader_die.low + 1 : 1;
  fire_leaders_outcomes out;
  out.out_of = die->high - die->low + 1;
  for (std::size_t i = 0; i < leaders.size(); ++i) {
    if (out.out_of > std::numeric_limits<std::int64_t>::max() / leader_faces)
      throw engine_error("too many leaders with one target for its exact distribution (" +
                         std::to_string(leaders.size()) + ")");
    out.out_of *= leader_faces;
  }
  leader_test_fates fates[2];  // a leader unwounded, wounded
  if (tests)
    for (bool wounded : {false, true})
      fates[wounded] = leader_test_distribution(*leader_band, leader_die.low, leader_die.high, wounded, n);
  for (std::int64_t face = die->low; face <= die->high; ++face) {
    std::string_view const code = fire_result_code(before.derived, face + before.modifiers.total, n);
    bool const tested = tests && std::find(naturals.begin(), naturals.end(), face) != naturals.end();
    boost::container::small_vector<std::size_t, 4> choice(leaders.size(), 0);
    for (;;) {
      fire_leaders_outcome o;
      o.result = code;
      o.ways = 1;
      o.leaders_tested = tested;
      for (std::size_t i = 0; i < leaders.size(); ++i) {
        if (tested) {
          leader_test_fate const& f = fates[leaders[i].wounded][choice[i]];
          o.leaders.push_back(f.after);
          o.tests.push_back(f.row);
          o.ways *= f.ways;
        } else {
          o.leaders.push_back({leaders[i].wounded, {}});
          o.tests.push_back(nullptr);
          o.ways *= leader_faces;
        }
      }
      auto same = std::find_if(out.outcomes.begin(), out.outcomes.end(), [&](fire_leaders_outcome const& e) {
        return gen::same_name(e.result, o.result) && e.leaders_tested == o.leaders_tested && e.tests == o.tests &&
               e.leaders == o.leaders;
      });
      if (same != out.outcomes.end()) {
        same->ways += o.ways;
      } else {
        o.units = port.read();
        apply_fire(rules, before.derived, o.units, code);
        out.outcomes.push_back(std::move(o));
      }
      // The next choice of bands, the last leader turning fastest.
      std::size_t i = tested ? leaders.size() : 0;
      while (i > 0 && ++choice[i - 1] == fates[leaders[i - 1].wounded].size()) choice[--i] = 0;
      if (i == 0) break;
    }
  }
  return out;
}

}  // namespace herald::engine::afde
