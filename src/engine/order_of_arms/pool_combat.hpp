// Order of Arms combat by dice pools: the dice against one target, the hits, armor's deflection, the losses.
//
// Charge (B11.7.3), bombardment (B12.2), ranged fire (B14.4), close quarters (B15.5.4) and
// melee (B15.7) are one procedure over the ruleset's `pool`: count the dice, see which faces
// hit, add the hits, take off what the target's armor deflects (C20.0), turn hits into step
// losses (C24.0). Every number comes from the pool's items and the lists they name.
//
// The dice against a target come either from one unit (`unit`, its dice the pool's `dice`
// case plus its `strength` lists) or, when the situation lists them in `assigned`, from several
// units, each with the dice its player assigned to the target (B15.5.2) and its own modifiers:
// the book's "5 dice with +2 modifiers ... and 2 dice with +1 modifiers" (line 2106).
#pragma once

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/pool.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/rolls.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine::order_of_arms {

// A test rolled for each die of a pool that shows a face (B11.11: a lance durability roll
// for each natural six), and how often it fails: `failing` of `ways` rolls of its dice.
struct face_test {
  int face = 0;
  std::string test;
  pools::weight failing = 0, ways = 1;
};

// Dice rolled by one unit against the target, all with the same modifier.
struct dice_group {
  std::string who;  // "unit", "assigned[1] FMA3"
  std::int64_t dice = 0;
  std::int64_t dice_lost = 0;  // beyond the pool's limit
  modifier_sum strength;   // the lists that added to its dice (one unit only)
  modifier_sum modifiers;  // added to every die
  std::vector<int> hitting_faces;
  std::vector<face_test> face_tests;
  value situation;  // the situation its modifiers and tests read (its unit as `unit`)
};

struct pool_prepared {
  pool_view pool;
  die_faces die;
  std::vector<dice_group> groups;
  std::string face_test_name;  // the test rolled on a face, when the pool has one
};

namespace detail {

// The faces of `die` that hit with `modifier`: die + modifier >= threshold, unless a
// `natural` item says a face always hits or always misses.
inline std::vector<int> hitting_faces(pool_view const& p, die_faces const& die, std::int64_t modifier) {
  std::vector<int> out;
  for (int face = die.low; face <= die.high; ++face) {
    bool hits = face + modifier >= p.threshold;
    for (auto const& [natural, always_hits] : p.naturals)
      if (natural == face) hits = always_hits;
    if (hits) out.push_back(face);
  }
  return out;
}

template <class Tables>
modifier_sum hit_modifier(Tables const& t, pool_view const& p, value const& s) {
  if (p.hit_modifier_is_list) return t.modifiers(p.hit_modifier, s);
  modifier_sum out;  // a field of the situation: `hit when die + to_hit >= 6`
  out.raw = out.total = need_int(s, p.hit_modifier, "");
  return out;
}

// How often a test fails on this situation, over every roll of its dice.
template <class Tables>
face_test face_test_of(Tables const& t, int face, std::string const& test, value const& s) {
  face_test out;
  out.face = face;
  out.test = test;
  distribution d = exact_distribution([&](enumerating_dice& dice) {
    resolution r;
    bool success = test_step(t, test, s, dice, test, r);
    return outcome{{test, success ? "success" : "failure"}};
  });
  probability failing = 0;
  for (auto const& [o, p] : d.outcomes)
    if (o.front().word == "failure") failing += p;
  // One denominator for every roll: the product of the test's dice.
  gen::roll const& view = t.test_of(test);
  for (int i = 0; i < std::max(1, view.count); ++i) out.ways *= t.die(view.die).count();
  probability scaled = failing * probability(out.ways);
  out.failing = boost::multiprecision::numerator(scaled) / boost::multiprecision::denominator(scaled);
  return out;
}

template <class Tables>
void add_face_tests(Tables const& t, pool_view const& p, dice_group& g) {
  for (auto const& [face, test] : p.natural_tests) g.face_tests.push_back(face_test_of(t, static_cast<int>(face), test, g.situation));
}

inline std::string unit_name(value const& unit) {
  value const* type = find_field(unit, "type");
  return type ? type->text : std::string();
}

}  // namespace detail

// Herald's bounds on one pool (grammar/reference.md, "Limits"): its dice in all, and its dice when
// a test is rolled on some faces (the joint count of hits and failures grows as the square).
inline constexpr std::int64_t most_dice = 1000;
inline constexpr std::int64_t most_dice_with_face_tests = 200;

inline void check_dice(std::int64_t dice, std::string const& who) {
  if (dice > most_dice)
    throw engine_error(who + " rolls " + std::to_string(dice) + " dice; Herald resolves pools of at most " +
                       std::to_string(most_dice));
  if (dice < 0) throw engine_error(who + " cannot roll " + std::to_string(dice) + " dice");
}

inline void check_total(pool_prepared const& p) {
  std::int64_t dice = 0;
  bool tested = false;
  for (auto const& g : p.groups) dice += g.dice, tested = tested || !g.face_tests.empty();
  check_dice(dice, "the pool");
  if (tested && dice > most_dice_with_face_tests)
    throw engine_error("the pool rolls " + std::to_string(dice) + " dice and a test on some faces; Herald resolves such pools of at most " +
                       std::to_string(most_dice_with_face_tests) + " dice");
}

// The outcome counts the failures of one test: a pool naming several is refused.
inline void name_face_test(pool_prepared& p) {
  for (auto const& [face, test] : p.pool.natural_tests) {
    if (!p.face_test_name.empty() && p.face_test_name != test)
      throw engine_error("pool '" + p.pool.name + "' rolls two tests on its faces (" + p.face_test_name + ", " + test +
                         "); the engine counts the failures of one");
    p.face_test_name = test;
  }
}

// Once every group is made: one test rolled on faces at most, the dice within Herald's bounds, and
// the dice assigned to the target within the pool's limit (`where`: the situation's place).
inline void check_groups(pool_prepared& p, bool assigned, source_range where) {
  name_face_test(p);
  check_total(p);
  if (!assigned) return;
  std::int64_t assigned_dice = 0;
  for (auto const& g : p.groups) assigned_dice += g.dice;
  if (p.pool.limited && assigned_dice > p.pool.limit)
    throw engine_error(std::to_string(assigned_dice) + " dice are assigned to the target, where at most " +
                           std::to_string(p.pool.limit) + " may be (limit " + p.pool.limit_text + ")",
                       where, p.pool.ref);
}

// One unit's dice: the pool's case and its strength lists, within the limit ("the excess is lost",
// B11.7.4, B15.5.3).
inline void unit_dice(pool_view const& pool, std::int64_t strength, dice_group& g) {
  g.dice = std::max<std::int64_t>(0, pool.dice + strength);
  if (pool.limited && g.dice > pool.limit) {
    g.dice_lost = g.dice - pool.limit;
    g.dice = pool.limit;
  }
  check_dice(g.dice, "the unit");
}

// Everything before the dice are rolled: the pool's case, the groups, their dice and modifiers.
template <class Tables>
pool_prepared prepare_pool(Tables const& t, std::string const& pool, value const& s) {
  pool_prepared out;
  out.pool = t.pool(pool, s);
  out.die = t.die(out.pool.die);
  value const* assigned = find_field(s, "assigned");
  if (assigned && !assigned->items.empty()) {
    for (std::size_t i = 0; i < assigned->items.size(); ++i) {
      value const& a = assigned->items[i];
      std::string const where = "assigned[" + std::to_string(i) + "]";
      value group_situation = s;  // the group's unit stands in for `unit` in every modifier
      set_field(group_situation, "unit", need(a, "unit", where));
      dice_group g;
      g.who = where + " " + detail::unit_name(need(a, "unit", where));
      g.dice = need_int(a, "dice_count", where);
      check_dice(g.dice, where);
      g.modifiers = detail::hit_modifier(t, out.pool, group_situation);
      g.hitting_faces = detail::hitting_faces(out.pool, out.die, g.modifiers.total);
      g.situation = std::move(group_situation);
      detail::add_face_tests(t, out.pool, g);
      out.groups.push_back(std::move(g));
    }
    check_groups(out, true, s.where);
    return out;
  }
  dice_group g;
  value const* unit = find_field(s, "unit");  // a bombardment rolls for its artillery, not a unit
  g.who = unit ? "unit " + detail::unit_name(*unit) : out.pool.name;
  g.strength = sum_lists(t, out.pool.strength_lists, {}, s);
  unit_dice(out.pool, g.strength.total, g);
  g.modifiers = detail::hit_modifier(t, out.pool, s);
  g.hitting_faces = detail::hitting_faces(out.pool, out.die, g.modifiers.total);
  g.situation = s;
  detail::add_face_tests(t, out.pool, g);
  out.groups.push_back(std::move(g));
  check_groups(out, false, s.where);
  return out;
}

// The hits a total of raw hits leaves on the target, and the step losses they cause.
struct pool_result {
  std::int64_t hits = 0, deflected = 0, scored = 0, losses = 0;
};

inline pool_result result_of(pool_view const& p, std::int64_t hits) {
  pool_result r;
  r.hits = hits;
  r.deflected = p.deflects ? std::clamp<std::int64_t>(p.deflected, 0, hits) : 0;
  r.scored = hits - r.deflected;
  r.losses = p.loss_per > 0 ? r.scored / p.loss_per * p.loss_steps : 0;
  return r;
}

inline outcome outcome_of(pool_result const& r, std::string const& face_test = {}, std::int64_t failures = 0) {
  outcome o{{"hits", r.hits}, {"hits scored", r.scored}, {"losses", r.losses}};
  if (!face_test.empty()) o.emplace_back(face_test + " failed", failures);
  return o;
}

inline std::string signed_text_of(std::int64_t n) { return (n > 0 ? "+" : "") + std::to_string(n); }

// "[5, 6]", as an example writes the faces that hit; "[]" when none can.
inline std::string faces_text(std::vector<int> const& faces) {
  std::string out;
  for (int f : faces) out += (out.empty() ? "" : ", ") + std::to_string(f);
  return "[" + out + "]";
}

// One roll of the pool with the dice given: each group's faces, its hits, then the target's losses.
template <class Tables, class Dice>
resolution resolve_pool(Tables const& t, pool_prepared const& p, Dice& dice) {
  resolution out;
  out.procedure = p.pool.name;
  std::int64_t hits = 0;
  for (auto const& g : p.groups) {
    step st;
    st.name = p.groups.size() == 1 ? p.pool.name : p.pool.name + ": " + g.who;
    st.table = p.pool.name;
    st.facts.emplace_back("dice", g.dice);
    st.facts.emplace_back("hits on", faces_text(g.hitting_faces));
    st.has_modifiers = true;
    st.modifiers = g.modifiers;
    std::int64_t group_hits = 0;
    for (std::int64_t i = 0; i < g.dice; ++i) {
      int face = dice.roll(p.die, p.pool.name);
      st.naturals.push_back(face);
      if (std::find(g.hitting_faces.begin(), g.hitting_faces.end(), face) != g.hitting_faces.end()) ++group_hits;
    }
    st.total = group_hits;
    st.has_total = true;
    st.results.push_back({"hits", {std::to_string(group_hits)}});
    st.ref = p.pool.ref;
    st.line = p.pool.line;
    out.steps.push_back(std::move(st));
    hits += group_hits;
  }
  // A test for each die showing its face, once every die is rolled (B11.11), in the order rolled.
  std::int64_t failures = 0;
  std::vector<std::vector<int>> rolled;  // each group's faces (the test steps follow them)
  for (std::size_t gi = 0; gi < p.groups.size(); ++gi) rolled.push_back(out.steps[gi].naturals);
  for (std::size_t gi = 0; gi < p.groups.size(); ++gi) {
    auto const& g = p.groups[gi];
    for (int face : rolled[gi])
      for (auto const& ft : g.face_tests)
        if (ft.face == face && !test_step(t, ft.test, g.situation, dice, ft.test + " (natural " + std::to_string(face) + ")", out))
          ++failures;
  }
  pool_result r = result_of(p.pool, hits);
  step total;
  total.name = "hits on the target";
  total.table = p.pool.name;
  std::int64_t dice_rolled = 0;
  for (auto const& g : p.groups) dice_rolled += g.dice;
  total.facts.emplace_back("dice", dice_rolled);
  if (p.groups.size() == 1) total.facts.emplace_back("hits on", faces_text(p.groups.front().hitting_faces));
  total.facts.emplace_back("hits", r.hits);
  if (p.pool.deflects) total.facts.push_back(fact::number_with("deflected", r.deflected, p.pool.deflect_text));
  total.total = r.scored;
  total.has_total = true;
  total.results.push_back({"hits scored", {std::to_string(r.scored)}});
  total.results.push_back({"losses", {std::to_string(r.losses)}});
  if (!p.face_test_name.empty()) total.results.push_back({p.face_test_name + " failed", {std::to_string(failures)}});
  out.steps.push_back(std::move(total));
  out.final = outcome_of(r, p.face_test_name, failures);
  return out;
}

// What the dice do not decide, shown above a distribution and checked in an example without
// rolls: the dice of every group, the faces that hit, the first group's modifiers.
inline step pool_before_roll(pool_prepared const& p) {
  step out;
  out.name = p.pool.name;
  std::int64_t dice = 0;
  for (auto const& g : p.groups) dice += g.dice;
  out.facts.emplace_back("dice", dice);
  for (auto const& g : p.groups) {
    if (p.groups.size() > 1)
      out.facts.emplace_back(g.who, std::to_string(g.dice) + " dice at " + signed_text_of(g.modifiers.total));
    if (g.dice_lost > 0)
      out.facts.push_back(fact::number_with("dice lost", g.dice_lost,
                                            "limit " + p.pool.limit_text + " = " + std::to_string(p.pool.limit)));
    if (!g.strength.modifiers.empty()) {
      out.facts.push_back(fact::number_with("base dice", p.pool.dice, p.pool.dice_text));
      for (auto const& m : g.strength.modifiers)
        if (m.applies && m.delta != 0)
          out.facts.push_back(fact::modifier("dice from " + m.name, m.name, m.delta, m.ref + " line " + std::to_string(m.line)));
    }
    out.facts.emplace_back("hits on", faces_text(g.hitting_faces));
  }
  if (!p.groups.empty())
    for (auto const& ft : p.groups.front().face_tests)
      out.facts.emplace_back("natural " + std::to_string(ft.face),
                             "test " + ft.test + ", failing " + ft.failing.str() + " in " + ft.ways.str());
  if (p.pool.deflects) out.facts.push_back(fact::number_with("deflected", p.pool.deflected, p.pool.deflect_text));
  out.has_modifiers = true;
  out.modifiers = p.groups.empty() ? modifier_sum{} : p.groups.front().modifiers;
  return out;
}

// The exact distribution of the hits, computed over counts: each group's hits are binomial,
// the groups' hits add (a convolution); never a sequence of faces.
inline pools::count_distribution hits_distribution(pool_prepared const& p) {
  pools::count_distribution hits;
  for (auto const& g : p.groups)
    hits = pools::convolve(hits, pools::binomial(static_cast<int>(g.dice), static_cast<int>(g.hitting_faces.size()),
                                                 p.die.count()));
  return hits;
}

// With a test on some faces, each die adds to two counts that are not independent, its hit and
// its test's failure: the joint distribution, pool by pool (pools::pool_of), then convolved.
inline pools::joint_distribution hits_and_failures(pool_prepared const& p) {
  pools::joint_distribution joint;
  for (auto const& g : p.groups) {
    pools::weight ways = 1;
    for (auto const& ft : g.face_tests) ways *= ft.ways;
    pools::die_outcomes die;
    die.faces = ways * p.die.count();
    for (int face = p.die.low; face <= p.die.high; ++face) {
      std::int64_t const hit =
          std::find(g.hitting_faces.begin(), g.hitting_faces.end(), face) != g.hitting_faces.end() ? 1 : 0;
      // The failures of every test this face rolls, as a small distribution of its own.
      std::map<std::int64_t, pools::weight> failures{{0, 1}};
      for (auto const& ft : g.face_tests) {
        std::map<std::int64_t, pools::weight> next;
        for (auto const& [n, w] : failures) {
          if (ft.face == face) {
            next[n + 1] += w * ft.failing;
            next[n] += w * (ft.ways - ft.failing);
          } else {
            next[n] += w * ft.ways;
          }
        }
        failures = std::move(next);
      }
      for (auto const& [n, w] : failures) die.ways[{hit, n}] += w;
    }
    joint = pools::convolve(joint, pools::pool_of(static_cast<int>(g.dice), die));
  }
  return joint;
}

inline distribution pool_distribution(pool_prepared const& p) {
  distribution out;
  bool const tested = std::any_of(p.groups.begin(), p.groups.end(), [](auto const& g) { return !g.face_tests.empty(); });
  if (tested) {
    pools::joint_distribution joint = hits_and_failures(p);
    for (auto const& [k, w] : joint.weights)
      if (w != 0)
        out.outcomes[outcome_of(result_of(p.pool, k.first), p.face_test_name, k.second)] +=
            probability(w) / probability(joint.denominator);
    out.computed_by = "counts of hits and of " + p.face_test_name + " failures, by multinomials and convolution";
    return out;
  }
  pools::count_distribution hits = hits_distribution(p);
  for (std::size_t k = 0; k < hits.size(); ++k) {
    if (hits.weights[k] == 0) continue;
    out.outcomes[outcome_of(result_of(p.pool, static_cast<std::int64_t>(k)))] += hits.at(k);
  }
  out.computed_by = "counts of hits, by binomials and convolution";
  return out;
}

}  // namespace herald::engine::order_of_arms
