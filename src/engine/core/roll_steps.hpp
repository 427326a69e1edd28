// A declared test's roll over a carrier (engine/core/states.hpp), as every game system rolls it: the
// dice summed into a natural, then the test's rules on the natural and the total (test_step, rolls.hpp).
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "engine/core/rolls.hpp"
#include "engine/core/states.hpp"

namespace herald::engine {

// What later steps of a test read: each roller's natural sum, and the faces when a person reads them.
struct roll_state {
  std::int64_t natural[2] = {0, 0};
  std::vector<int> faces[2];  // filled only when the carrier explains: states merge on the sums alone
  bool operator==(roll_state const& o) const {
    return natural[0] == o.natural[0] && natural[1] == o.natural[1] && faces[0] == o.faces[0] && faces[1] == o.faces[1];
  }
};
inline std::size_t hash_value(roll_state const& s) {
  return static_cast<std::size_t>(s.natural[0]) * 1000003u + static_cast<std::size_t>(s.natural[1]);
}
inline std::uint64_t bytes_of(roll_state const& s) {
  return (s.faces[0].capacity() + s.faces[1].capacity()) * sizeof(int);
}

// `count` dice (at least one) for roller `who`, each face added to his natural.
template <class M>
void roll_dice(M& m, die_faces const& die, int count, std::string const& purpose, int who) {
  for (int i = 0; i < std::max(1, count); ++i)
    m.roll([&](roll_state const&) { return std::optional<roll_request>(roll_request{die, purpose, {}}); },
           [&](roll_state& s, int face, record& r) {
             s.natural[who] += face;
             if (r.explains()) s.faces[who].push_back(face);
           });
}

// The step of a declared test once its dice are rolled (test_step, rolls.hpp), and its verdict.
template <class Tables>
bool decide_test(Tables const& t, std::string const& test, value const& s, std::string const& name,
                 roll_state const& rolled, record& r) {
  gen::roll const& view = t.test_of(test);
  modifier_sum const modifiers = sum_lists(t, view, s);
  std::int64_t const total = rolled.natural[0] + modifiers.total;
  bool const success = t.test(test, s, rolled.natural[0], total);
  r.step([&] {
    step st;
    st.name = name;
    st.table = test;
    st.modifiers = modifiers;
    st.has_modifiers = !view.lists.empty();
    st.naturals = rolled.faces[0];
    st.total = total;
    st.has_total = true;
    st.results.push_back({"result", {success ? "success" : "failure"}});
    return st;
  });
  return success;
}

}  // namespace herald::engine
