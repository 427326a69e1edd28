// Rally (12.3) written once over the units it reads: who may rally, the quality its test reads, the units after a success.
//
// A port reads the situation for these rules: `value_rally` (rally.hpp, `herald resolve`, with its
// report) and `typed_rally<S>` (typed_rally.hpp, a game's own generated struct, no report). A port
// completes and reads a unit when the rules first ask for it, so that the refusals come in the
// order the rule meets them:
//
//   melee_unit& unit();                  // the unit rallying (completed: the back of its counter)
//   bool adjacent_enemy() const;         source_range adjacent_where() const;
//   std::size_t stacked_count() const;   source_range stacked_where() const;
//   melee_unit& stacked(std::size_t i);  // the other unit of its hex
//   source_range order_where() const;    // where the unit's order is given
//   void derive(rally_derived const&);   // the quality the test reads, where its conditions read it
#pragma once

#include <cstdint>
#include <string>

#include "engine/afde/melee_units.hpp"
#include "engine/afde/names.hpp"

namespace herald::engine::afde {

// What the rules derive before the roll: the quality the test reads, the stack's higher (5.2.6 line 175).
struct rally_derived {
  std::int64_t quality = 0;
  bool from_stacked = false;  // the other unit's, higher than the unit's own
};

// Who may rally (12.3): not next to an enemy (line 655), a stack of at most two (5.2.4 line 163)
// rallying as one counter on the higher quality of the two (5.2.6 line 175), one of them
// discouraged or routed (line 659).
template <class Port>
rally_derived derive_rally(names const& n, Port& port) {
  melee_unit const& unit = port.unit();
  if (port.adjacent_enemy())
    throw engine_error("a unit adjacent to an enemy unit cannot rally", port.adjacent_where(), "12.3 line 655");
  std::size_t const stacked = port.stacked_count();
  if (stacked > 1)
    throw engine_error("a stack is two units in one hex: 'stacked' holds " + std::to_string(stacked),
                       port.stacked_where(), "5.2.4 line 163");
  auto const shaken = [&](melee_unit const& u) { return detail::is(u.order, n.discouraged) || detail::is(u.order, n.routed); };
  bool needs_rally = shaken(unit);
  rally_derived d{unit.current_quality, false};
  for (std::size_t i = 0; i < stacked; ++i) {
    melee_unit const& other = port.stacked(i);
    needs_rally = needs_rally || shaken(other);
    if (other.current_quality > d.quality) d = {other.current_quality, true};
  }
  if (!needs_rally)
    throw engine_error("a " + std::string(unit.order) + " unit has nothing to rally from", port.order_where(),
                       "12.3 line 659");
  port.derive(d);
  return d;
}

// A success: the unit and the other unit of its hex rallied (the transition table's event).
template <class Port>
void apply_rally(unit_state_tables const& st, names const& n, Port& port) {
  detail::apply_event(st, port.unit(), n.rallied);
  for (std::size_t i = 0; i < port.stacked_count(); ++i) detail::apply_event(st, port.stacked(i), n.rallied);
}

}  // namespace herald::engine::afde
