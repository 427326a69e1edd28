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
#include <string>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/pool.hpp"
#include "engine/core/resolution.hpp"
#include "engine/core/rolls.hpp"
#include "engine/core/situation.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine::order_of_arms {

// Dice rolled by one unit against the target, all with the same modifier.
struct dice_group {
  std::string who;  // "unit", "assigned[1] FMA3"
  std::int64_t dice = 0;
  modifier_sum strength;   // the lists that added to its dice (one unit only)
  modifier_sum modifiers;  // added to every die
  std::vector<int> hitting_faces;
};

struct pool_prepared {
  pool_view pool;
  die_faces die;
  std::vector<dice_group> groups;
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

inline std::string unit_name(value const& unit) {
  value const* type = find_field(unit, "type");
  return type ? type->text : std::string();
}

}  // namespace detail

// Herald's bound on one pool (grammar/reference.md, "Limits"): exact beyond it, but slow to print.
inline constexpr std::int64_t most_dice = 1000;

inline void check_dice(std::int64_t dice, std::string const& who) {
  if (dice > most_dice)
    throw engine_error(who + " rolls " + std::to_string(dice) + " dice; Herald resolves pools of at most " +
                       std::to_string(most_dice));
  if (dice < 0) throw engine_error(who + " cannot roll " + std::to_string(dice) + " dice");
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
      out.groups.push_back(std::move(g));
    }
    return out;
  }
  dice_group g;
  value const* unit = find_field(s, "unit");  // a bombardment rolls for its artillery, not a unit
  g.who = unit ? "unit " + detail::unit_name(*unit) : out.pool.name;
  g.strength = sum_lists(t, out.pool.strength_lists, {}, s);
  g.dice = std::max<std::int64_t>(0, out.pool.dice + g.strength.total);
  check_dice(g.dice, "the unit");
  g.modifiers = detail::hit_modifier(t, out.pool, s);
  g.hitting_faces = detail::hitting_faces(out.pool, out.die, g.modifiers.total);
  out.groups.push_back(std::move(g));
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

inline outcome outcome_of(pool_result const& r) {
  return {{"hits", std::to_string(r.hits)}, {"hits scored", std::to_string(r.scored)},
          {"losses", std::to_string(r.losses)}};
}

inline std::string signed_text_of(std::int64_t n) { return (n > 0 ? "+" : "") + std::to_string(n); }

// "[5, 6]", as an example writes the faces that hit; "[]" when none can.
inline std::string faces_text(std::vector<int> const& faces) {
  std::string out;
  for (int f : faces) out += (out.empty() ? "" : ", ") + std::to_string(f);
  return "[" + out + "]";
}

// One roll of the pool with the dice given: each group's faces, its hits, then the target's losses.
template <class Dice>
resolution resolve_pool(pool_prepared const& p, Dice& dice) {
  resolution out;
  out.procedure = p.pool.name;
  std::int64_t hits = 0;
  for (auto const& g : p.groups) {
    step st;
    st.name = p.groups.size() == 1 ? p.pool.name : p.pool.name + ": " + g.who;
    st.table = p.pool.name;
    st.facts.emplace_back("dice", std::to_string(g.dice));
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
  pool_result r = result_of(p.pool, hits);
  step total;
  total.name = "hits on the target";
  total.table = p.pool.name;
  std::int64_t dice_rolled = 0;
  for (auto const& g : p.groups) dice_rolled += g.dice;
  total.facts.emplace_back("dice", std::to_string(dice_rolled));
  if (p.groups.size() == 1) total.facts.emplace_back("hits on", faces_text(p.groups.front().hitting_faces));
  total.facts.emplace_back("hits", std::to_string(r.hits));
  if (p.pool.deflects) total.facts.emplace_back("deflected", std::to_string(r.deflected) + " (" + p.pool.deflect_text + ")");
  total.total = r.scored;
  total.has_total = true;
  total.results.push_back({"hits scored", {std::to_string(r.scored)}});
  total.results.push_back({"losses", {std::to_string(r.losses)}});
  out.steps.push_back(std::move(total));
  out.final = outcome_of(r);
  return out;
}

// What the dice do not decide, shown above a distribution and checked in an example without
// rolls: the dice of every group, the faces that hit, the first group's modifiers.
inline step pool_before_roll(pool_prepared const& p) {
  step out;
  out.name = p.pool.name;
  std::int64_t dice = 0;
  for (auto const& g : p.groups) dice += g.dice;
  out.facts.emplace_back("dice", std::to_string(dice));
  for (auto const& g : p.groups) {
    if (p.groups.size() > 1)
      out.facts.emplace_back(g.who, std::to_string(g.dice) + " dice at " + signed_text_of(g.modifiers.total));
    if (!g.strength.modifiers.empty()) {
      out.facts.emplace_back("base dice", std::to_string(p.pool.dice) + " (" + p.pool.dice_text + ")");
      for (auto const& m : g.strength.modifiers)
        if (m.applies && m.delta != 0) out.facts.emplace_back("  " + signed_text_of(m.delta) + " dice", m.name + " [" + m.ref + " line " + std::to_string(m.line) + "]");
    }
    out.facts.emplace_back("hits on", faces_text(g.hitting_faces));
  }
  if (p.pool.deflects) out.facts.emplace_back("deflected", std::to_string(p.pool.deflected) + " (" + p.pool.deflect_text + ")");
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

inline distribution pool_distribution(pool_prepared const& p) {
  pools::count_distribution hits = hits_distribution(p);
  distribution out;
  for (std::size_t k = 0; k < hits.size(); ++k) {
    if (hits.weights[k] == 0) continue;
    out.outcomes[outcome_of(result_of(p.pool, static_cast<std::int64_t>(k)))] += hits.at(k);
  }
  out.computed_by = "counts of hits, by binomials and convolution";
  return out;
}

}  // namespace herald::engine::order_of_arms
