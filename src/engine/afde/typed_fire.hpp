// A game's own generated fire situation resolved by the engine's rules, with no report (typed_melee.hpp's twin for fire).
//
//   fire_rules<tables> const rules(t, n);                 // once per ruleset
//   typed_fire<herald_generated::afde::fire> f(s, herald_generated::afde_2010::lists::fill_list, n);
//   auto before = before_fire_roll(rules, f);             // refusals as `herald resolve` words them
//   std::string_view result = fire_result_on(rules, before, face, f.units());
//   // f.units(): the target and the units stacked with it after the result
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <boost/container/small_vector.hpp>

#include "engine/afde/fire_units.hpp"
#include "engine/afde/typed_units.hpp"
#include "engine/core/typed.hpp"

namespace herald::engine::afde {

template <class Fire>
class typed_fire {
 public:
  // The ruleset's lists over this struct: its generated `lists::fill_list`.
  using fill_fn = bool (*)(std::size_t, Fire const&, gen::verdict*);

  typed_fire(Fire& s, fill_fn fill, names const& n = standard_names()) : s_(s), fill_(fill) {
    // A target's leaders are tested on dice of their own (7.5): the engine's report resolves them.
    if (!s.target.leaders.empty())
      throw engine_error("the target's leaders are tested on dice of their own: not a single roll", {}, "7.5");
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
};

// The result the face gives (empty: none), applied to the target and the units stacked with it.
template <class Tables, class Sum>
std::string_view fire_result_on(fire_rules<Tables> const& rules, fire_before<Sum> const& before, int face,
                                fire_read& units) {
  std::string_view const code = fire_result_code(before.derived, face + before.modifiers.total, rules.n);
  apply_fire(rules, before.derived, units, code);
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

}  // namespace herald::engine::afde
