// Leaders as components of a merged state: each leader's test rolled alone, given the natural
// that triggered it (7.5), so N leaders cost N small distributions, not 4^N outcomes.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/afde/common.hpp"
#include "engine/afde/leader_units.hpp"
#include "engine/core/states.hpp"

namespace herald::engine::afde::steps {

// A leader as later steps read him: his name, his wound, and his fate once he has left.
struct leader_state {
  std::string name;  // "defender_leaders[0]", as the situation names him through every step
  bool wounded = false;
  std::string fate;  // empty while he stays; else why he left ("killed", "captured")
  int origin = -1;         // his value among the leaders the procedure started with (bonus, ratings)
  std::int64_t unit = -1;  // the unit of his side he is stacked with; -1: the side's own list
  bool operator==(leader_state const& o) const { return name == o.name && wounded == o.wounded && fate == o.fate; }
};
inline std::size_t hash_value(leader_state const& l) {
  return std::hash<std::string>()(l.name) * 31 + std::hash<std::string>()(l.fate) * 2 + (l.wounded ? 1 : 0);
}

using leader_list = independent<leader_state>;

// A leader leaves the combat (killed, captured, placed with another unit). Over merged states his
// fate is a given fact at once ("leader NAME": the fate, as the final states read it) and his state
// only "gone", so that leaders gone in different ways merge; in one resolution or the joint, the
// fate stays in his state and the final states list it in their order.
// `final_states`: whether the procedure lists each leader's final state (a standalone fire does not:
// his fate stays in his state).
inline void leave(leader_state& l, std::string const& fate, record& r, bool final_states = true) {
  if (r.joint() || !final_states) {
    l.fate = fate;
    return;
  }
  r.given(fact("leader " + l.name, fate));
  l.fate = "gone";
}

// The leaders of a list value, named as the old path names them (their `_name`, else `fallback[i]`).
inline leader_list leaders_of(value const& leaders, std::string const& fallback) {
  leader_list out;
  for (std::size_t i = 0; i < leaders.items.size(); ++i)
    out.push_back(leader_state{detail::leader_name(leaders.items[i], detail::list_item(fallback, i)),
                               flag(leaders.items[i], "wounded"), {}});
  return out;
}

// Whether a natural of `roll_name` tests the leaders at `path` on `band` (a trigger of the band).
template <class Tables>
bool triggers_leaders(Tables const& t, std::string const& band, std::string const& roll_name, int natural,
                      std::string const& path) {
  for (auto const& trigger : t.triggers(band))
    if (trigger.roll == roll_name && trigger.natural == natural && trigger.leaders == path) return true;
  return false;
}

// The faces of a leader test told apart: one class per fate the band gives.
template <class Tables>
std::vector<std::pair<int, int>> fate_classes(Tables const& t, std::string const& band) {
  return classes_of(t.die(t.rolled_band_table(band).band_roll.die), [&](int f) {
    band_row r = t.band(band, f);
    return r.found && !r.outcomes.empty() ? join_results(r.outcomes[0]) : std::string("-");
  });
}

// Each leader of `list` (a member of S) whose natural `natural_of(s)` triggers a test of the
// leaders at `path` rolls on `band`, as detail::leader_tests does: killed or captured, he leaves;
// a wound marks him, and a second one kills him (7.5.2, line 341). His fate is a given fact
// ("prefix + name": the results), and the test a step when the carrier explains.
struct every_leader {
  template <class S>
  bool operator()(S const&, leader_state const&) const { return true; }
};

// `tested(s, leader)`: whether he takes part in the roll (a leader whose unit left the mêlée does not);
// `prefix_of(s)`: what his facts' names start with ("charge: defensive fire at attackers[0]: ").
template <class Tables, class M, class S, class Natural, class Prefix, class Tested = every_leader>
void test_leaders(Tables const& t, M& m, leader_list S::*list, std::string const& band, std::string const& roll_name,
                  std::string const& path, Natural natural_of, Prefix prefix_of, names const& n, Tested tested = {},
                  bool final_states = true) {
  auto const classes = fate_classes(t, band);
  die_faces const die = t.die(t.rolled_band_table(band).band_roll.die);
  m.each(
      list,
      [&](S const& s, leader_state const& l) -> std::optional<roll_request> {
        std::optional<int> natural = natural_of(s);
        if (!natural || !l.fate.empty() || !triggers_leaders(t, band, roll_name, *natural, path) || !tested(s, l))
          return std::nullopt;
        return roll_request{die, "leader test", classes};
      },
      [&](S const& s, leader_state& l, int face, record& r) {
        band_row row = t.band(band, face);
        std::vector<std::string> fates =
            row.found && !row.outcomes.empty() ? row.outcomes[0] : std::vector<std::string>{};
        r.step([&] {
          step st;
          st.name = prefix_of(s) + "leader test";
          st.table = band;
          st.facts.emplace_back("leader", l.name);
          st.facts.emplace_back("trigger", "natural " + std::to_string(*natural_of(s)));
          st.naturals.push_back(face);
          st.total = face;
          st.has_total = true;
          st.results.push_back({row.columns.empty() ? "fate" : row.columns[0], fates});
          st.ref = row.ref;
          st.line = row.line;
          return st;
        });
        leader_fate const f = fate_of(fates, l.wounded, n);
        l.wounded = f.wounded;
        r.given(fact::results(prefix_of(s) + l.name, fates, fate_note(f)));
        if (!f.leaves.empty()) leave(l, std::string(f.leaves), r, final_states);
      });
}

}  // namespace herald::engine::afde::steps
