// What a leader test's results do to a leader (7.5.2), over plain data: the one rule every path follows.
//
// The value path (common.hpp, `detail::leader_tests`), the merged states (steps/leaders.hpp) and a
// game's own struct (typed_leaders.hpp) each read a leader their own way; what the band's results
// then do to him is written here once.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "engine/afde/names.hpp"

namespace herald::engine::afde {

// A leader after his test: whether he is wounded, and why he leaves the combat, if he does.
struct leader_fate {
  bool wounded = false;  // the "chef blessé" marker once the test is over
  std::string_view leaves;  // empty: he stays; else his fate ("killed", "captured"), one of names::leader_lost
  bool wounded_again = false;  // a second wound, which kills him (7.5.2, line 341)
};

// The fate a leader test's results give a leader who was `wounded` before it: a result among
// `leader_lost` takes him out (the first such, in the band's order); a wound marks him, and "a
// further wound will cause the death of the leader" (7.5.2, line 341).
template <class Results>
leader_fate fate_of(Results const& results, bool wounded, names const& n) {
  leader_fate out;
  out.wounded = wounded;
  for (auto const& r : results) {
    auto const lost = std::find(n.leader_lost.begin(), n.leader_lost.end(), r);
    if (lost != n.leader_lost.end()) {
      out.leaves = *lost;
      break;
    }
  }
  bool const wound = std::any_of(results.begin(), results.end(), [&](auto const& r) { return r == n.leader_wounded; });
  if (wound) {
    if (wounded) {
      out.wounded_again = true;
      if (out.leaves.empty()) out.leaves = n.leader_lost.front();
    }
    out.wounded = true;
  }
  return out;
}

// What the end of a mêlée does to a leader who fought in it (7.5): "If the unit with which a leader is
// stacked is destroyed as a result of mêlée, the leader is immediately captured" (line 325), unless
// it was eliminated because it could not retreat and the edition's rule places him with the nearest
// unit of his banner (2010 line 331, 2014 line 388, 13th century line 287). A leader of the side's
// own list stands with every unit of his side that fought: `unit_gone` and `unit_unable` then hold
// for all of them. `placed_by_rule()` reads the edition's rule, only where it decides (an edition
// without the rule refuses only a mêlée that needs it).
enum class leader_end { stays, captured, placed };
template <class PlacedByRule>
leader_end end_of_melee(bool unit_gone, bool unit_unable, PlacedByRule placed_by_rule) {
  if (!unit_gone) return leader_end::stays;
  return unit_unable && placed_by_rule() ? leader_end::placed : leader_end::captured;
}

// The fact a leader test adds beside its results: "again: dies (7.5.2)" for a second wound.
inline std::string fate_note(leader_fate const& f) { return f.wounded_again ? "again: dies (7.5.2)" : ""; }

}  // namespace herald::engine::afde
