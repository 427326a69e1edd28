// A game's own generated rally situation resolved by the engine's rules (rally_units.hpp), with no report.
//
// `typed_rally<Rally>` is the port of the system header's `rally` struct: the unit and the other unit
// of its hex completed and read when the rules ask for them, the quality the test reads written back
// into the struct, the test's lists summed and its rules decided by the ruleset's compiled code.
//
//   namespace rules = herald_generated::afde_2010;
//   auto const t = rules::engine_tables();
//   rally_rules<tables> const rally(t, standard_names());      // once per ruleset
//   typed_rally<herald_generated::afde::rally> r(s, rules::lists::fill_list, rules::tests::decide_test);
//   auto const before = before_rally_roll(rally, r);           // refusals as `herald resolve` words them
//   bool const rallied = rally_on(rally, r, before, natural);  // r's units rallied on a success
//   r.write_units();                                           // their states into the struct
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include <boost/container/small_vector.hpp>

#include "engine/afde/melee_units.hpp"
#include "engine/afde/rally_units.hpp"
#include "engine/afde/typed_units.hpp"
#include "engine/core/typed.hpp"
#include "engine/core/typed_test.hpp"

namespace herald::engine::afde {

// The items of a ruleset the rally reads, found once: the unit tables and the rally test.
template <class Tables>
struct rally_rules {
  Tables const& t;
  names const& n;
  unit_state_tables states;
  typed_test test;

  rally_rules(Tables const& tables, names const& words) : t(tables), n(words), states(tables, words), test(tables, words.rally) {}
};

template <class Rally>
class typed_rally {
 public:
  using fill_fn = bool (*)(std::size_t, Rally const&, gen::verdict*);
  using decide_fn = int (*)(std::size_t, Rally const&, std::int64_t, std::int64_t);

  typed_rally(Rally& s, fill_fn fill, decide_fn decide, names const& n = standard_names())
      : s_(s), fill_(fill), decide_(decide), n_(n) {}

  melee_unit& unit() {
    if (!unit_read_) {
      static std::size_t const bit = field_bit<Rally>("unit");
      if (!field_given(s_, bit)) throw engine_error("the situation gives no 'unit', which this step needs");
      complete_typed_unit(s_.unit, "unit", detail::npos_index, n_);
      read_typed_unit(s_.unit, "unit", detail::npos_index, unit_, false);  // the rally reads no type
      unit_read_ = true;
    }
    return unit_;
  }
  bool adjacent_enemy() const {
    static std::size_t const bit = field_bit<Rally>("adjacent_enemy");
    return field_given(s_, bit) && s_.adjacent_enemy;
  }
  source_range adjacent_where() const { return {}; }
  std::size_t stacked_count() const { return s_.stacked.size(); }
  source_range stacked_where() const { return {}; }
  melee_unit& stacked(std::size_t i) {
    while (stacked_.size() <= i) {
      std::size_t const k = stacked_.size();
      complete_typed_unit(s_.stacked.items[k], "stacked", k, n_);
      read_typed_unit(s_.stacked.items[k], "stacked", k, stacked_.emplace_back(), false);
    }
    return stacked_[i];
  }
  source_range order_where() const { return {}; }
  void derive(rally_derived const& d) {
    if (d.from_stacked) s_.unit.current_quality = d.quality;
  }

  Rally const& situation() const { return s_; }
  fill_fn fill() const { return fill_; }
  decide_fn decide() const { return decide_; }

  // The units' states after the rules changed them, into the struct.
  void write_units() {
    if (unit_read_) write(unit_, s_.unit);
    for (std::size_t i = 0; i < stacked_.size(); ++i) write(stacked_[i], s_.stacked.items[i]);
  }

 private:
  template <class Unit>
  static void write(melee_unit const& from, Unit& to) {
    if (!from_name(from.fatigue, to.fatigue) || !from_name(from.order, to.order))
      throw engine_error("'" + std::string(from.fatigue) + " " + std::string(from.order) +
                         "' is not a state of the struct's units");
  }

  Rally& s_;
  fill_fn fill_;
  decide_fn decide_;
  names const& n_;
  bool unit_read_ = false;
  melee_unit unit_;
  melee_units stacked_;
};

// Before the roll: who may rally (its refusals), the quality the test reads, the test's modifiers.
template <class Tables, class Rally>
typed_sum before_rally_roll(rally_rules<Tables> const& rules, typed_rally<Rally>& port) {
  derive_rally(rules.n, port);
  return test_modifiers(rules.t, rules.test, port.situation(), port.fill());
}

// The test at a natural roll (the sum of its dice); on a success, the port's units rallied.
template <class Tables, class Rally>
bool rally_on(rally_rules<Tables> const& rules, typed_rally<Rally>& port, typed_sum const& modifiers,
              std::int64_t natural) {
  rules.test.die_of(rules.t);
  bool const success = test_succeeds(rules.test, port.situation(), port.decide(), natural, natural + modifiers.total);
  if (success) apply_rally(rules.states, rules.n, port);
  return success;
}

// The exact distribution of a rally prepared by before_rally_roll: the ways of success and of
// failure over the test's dice, and each unit's state after a success (the unit, then the stacked).
struct rally_outcomes {
  std::int64_t success_ways = 0, failure_ways = 0;
  boost::container::small_vector<unit_after, 2> rallied;
};

template <class Tables, class Rally>
rally_outcomes rally_distribution(rally_rules<Tables> const& rules, typed_rally<Rally>& port,
                                  typed_sum const& modifiers) {
  rally_outcomes out;
  for (auto const& w : naturals_of(rules.test.die_of(rules.t), rules.test.test->test_roll.count)) {
    bool const success =
        test_succeeds(rules.test, port.situation(), port.decide(), w.natural, w.natural + modifiers.total);
    (success ? out.success_ways : out.failure_ways) += w.ways;
  }
  if (out.success_ways == 0) return out;
  // The units rallied once, kept, and put back as read (each read first).
  for (std::size_t i = 0; i < port.stacked_count(); ++i) port.stacked(i);
  melee_unit const unit = port.unit();
  melee_units const stacked(port.stacked_count() ? &port.stacked(0) : nullptr,
                            port.stacked_count() ? &port.stacked(0) + port.stacked_count() : nullptr);
  apply_rally(rules.states, rules.n, port);
  auto keep = [&](melee_unit const& u) { out.rallied.push_back({u.fatigue, u.order, u.eliminated, u.unable_to_retreat}); };
  keep(port.unit());
  for (std::size_t i = 0; i < port.stacked_count(); ++i) keep(port.stacked(i));
  port.unit() = unit;
  for (std::size_t i = 0; i < stacked.size(); ++i) port.stacked(i) = stacked[i];
  return out;
}

}  // namespace herald::engine::afde
