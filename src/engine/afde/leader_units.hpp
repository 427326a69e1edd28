// What a leader test's results do to a leader (7.5.2), over plain data: the one rule every path follows.
//
// The value path (common.hpp, `detail::leader_tests`), the merged states (steps/leaders.hpp) and a
// game's own struct (typed_melee.hpp, typed_fire.hpp) each read a leader their own way; what the
// band's results then do to him is written here once. A `leader_after`'s fate views a string of
// `names` (or a literal): it lives as long as the names the rules were given.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/afde/names.hpp"
#include "engine/core/generated_layout.hpp"

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

// A leader in a mêlée, as a typed port reads him: the unit of his side he is stacked with, or his
// side's own list, his place in that list (the name the situation gives him), and his wound.
struct melee_leader {
  std::int32_t unit = -1;  // -1: the side's own list (attacker_leaders, defender_leaders)
  std::int32_t place = 0;
  bool wounded = false;
};
using melee_leaders = boost::container::small_vector<melee_leader, 4>;

// A leader once the mêlée is over: wounded or not, and his fate if he left (empty: with his unit).
struct leader_after {
  bool wounded = false;
  std::string_view fate;
  bool wounded_again = false;  // killed by a second wound (7.5.2): the report's "again: dies"
  bool operator==(leader_after const& o) const {
    return wounded == o.wounded && fate == o.fate && wounded_again == o.wounded_again;
  }
};
inline constexpr std::string_view placed_with_another_unit = "placed with another unit";

// A leader test on `band` for a leader `wounded` or not: each band of it his die can fall in (null:
// none holds the face), the fate it gives him, and the faces that give it, out of the die's faces.
struct leader_test_fate {
  gen::band const* row = nullptr;
  leader_after after;
  std::int64_t ways = 0;
};
using leader_test_fates = boost::container::small_vector<leader_test_fate, 4>;

inline leader_test_fates leader_test_distribution(gen::band_table const& band, std::int64_t low, std::int64_t high,
                                                  bool wounded, names const& n) {
  leader_test_fates out;
  boost::container::small_vector<std::string_view, 4> results;
  for (std::int64_t face = low; face <= high; ++face) {
    gen::band const* row = gen::band_at(band, face);
    auto same = std::find_if(out.begin(), out.end(), [&](leader_test_fate const& o) { return o.row == row; });
    if (same != out.end()) {
      ++same->ways;
      continue;
    }
    results.clear();
    if (row && !row->outcomes.empty() && !row->outcomes[0].blank)
      for (auto const& slot : row->outcomes[0].slots) results.push_back(slot.symbol);
    leader_fate const f = fate_of(results, wounded, n);
    out.push_back({row, leader_after{f.wounded, f.leaves, f.wounded_again}, 1});
  }
  return out;
}

}  // namespace herald::engine::afde
