// The hand-written floor of bench/codegen_bench.cpp: the mêlée and fire of the 2010 edition as a
// programmer would write them by hand, over plain structs and static arrays.
//
// No unit-state transitions, no report: the least work that gives the same
// result row, against which the generated header and the engine are measured.
// Its situations are read from the engine's situation value, so the benchmark
// can check that the floor, the generated header and the model agree.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "engine/core/situation.hpp"

namespace herald::bench {

using engine::value;

namespace hand {

enum unit_type : std::uint8_t { Ch, Ha, Cl, Su, Pi, Mi, Il, Ar, Ab, Aq, At, unit_type_count };
enum order_kind : std::uint8_t { valiant, discouraged, routed };
enum charge_kind : std::uint8_t { no_charge, front, rear, multiple_front, multiple_with_rear };
enum terrain_kind : std::uint8_t {
  clear, wood, bushes, marsh, village, farm, stream, river, wall, fortification, gate, bridge, track, road,
  level_up, level_down, ford, terrain_count
};
enum result_code : std::uint8_t { none, F, D, Dr, R, advance_optional, advance_obligatory };

constexpr std::int8_t NA = -128;  // not allowed / no cell

struct unit {
  unit_type type = Ch;
  bool fatigued = false, mounted = false, moved = false, fired_offensive = false;
  order_kind order = valiant;
  std::int8_t strength = 0, strength_fatigued = 0, quality = 0, quality_fatigued = 0;
  int current_strength() const { return fatigued ? strength_fatigued : strength; }
  int current_quality() const { return fatigued ? quality_fatigued : quality; }
};

constexpr int max_units = 4;

struct melee_situation {
  unit attackers[max_units];
  unit defenders[max_units];
  std::int8_t attacker_leader_bonus[max_units] = {}, defender_leader_bonus[max_units] = {};
  std::uint8_t attacker_count = 0, defender_count = 0, attacker_leader_count = 0, defender_leader_count = 0;
  charge_kind charge = no_charge;
  bool counter_charge = false, rear_attack = false;
  terrain_kind terrain = clear;
};

struct fire_situation {
  unit firers[max_units];
  std::uint8_t firer_count = 0;
  unit target;
  std::uint8_t range = 1;
  terrain_kind terrain = clear;
  bool fire_from_inside = false;
};

// 10.5 line 861-875: [attacker][defender], rows and columns in the enum's order (Ab before Aq).
constexpr std::int8_t melee_types[unit_type_count][unit_type_count] = {
    /* Ch */ {0, 1, 2, 0, 2, 3, 3, 2, 2, 2, 2},
    /* Ha */ {0, 0, 2, 0, 2, 2, 2, 1, 2, 2, 2},
    /* Cl */ {-1, -1, 0, -2, 0, 0, 1, 0, 1, 1, 2},
    /* Su */ {0, 0, 1, 0, 1, 2, 2, 2, 2, 2, 2},
    /* Pi */ {-2, -2, -1, -1, 0, 1, 1, -1, -1, 1, 1},
    /* Mi */ {-2, -2, -1, -2, 0, 0, 1, -1, -1, -1, 0},
    /* Il */ {-1, -1, -1, -3, 0, 0, 0, 0, 0, 0, 0},
    /* Ar */ {-1, -1, 0, -1, 0, 1, 2, 0, 1, 1, 2},
    /* Ab */ {-2, -2, -1, -2, -1, 1, 1, -1, 0, 0, 1},
    /* Aq */ {-2, -2, 0, -2, -1, 1, 1, -1, 1, 0, 2},
    /* At */ {NA, NA, NA, NA, NA, NA, NA, NA, NA, NA, NA},
};

// Terrain Chart (8.1 line 766-782): effect on mêlées, on charges, on fire from outside and from inside.
struct terrain_effect {
  std::int8_t melee, charge, fire_outside, fire_inside;
};
constexpr terrain_effect terrain_chart[terrain_count] = {
    /* clear */ {0, 0, 0, 0},       /* wood */ {-1, -2, -2, -2},   /* bushes */ {-1, -1, -1, -1},
    /* marsh */ {1, -2, 0, 0},      /* village */ {-2, -3, -2, -2}, /* farm */ {-1, -1, -1, -1},
    /* stream */ {-1, -1, 0, 0},    /* river */ {NA, NA, 0, 0},     /* wall */ {NA, NA, -4, 0},
    /* fortification */ {-1, -2, 0, 0}, /* gate */ {NA, NA, -4, 0}, /* bridge */ {-1, NA, 1, 1},
    /* track */ {0, 0, 0, 0},       /* road */ {0, 0, 0, 0},        /* level_up */ {-1, -1, 0, 0},
    /* level_down */ {1, 1, 0, 0},  /* ford */ {NA, NA, NA, NA},
};

// The 2010 Mêlée Table (10.6 line 906-913), one row per clamped total -7..16.
struct melee_row {
  result_code defenders[2], attackers[2];
};
constexpr melee_row mr(result_code d0, result_code d1, result_code a0, result_code a1) { return {{d0, d1}, {a0, a1}}; }
constexpr int melee_low = -7, melee_high = 16;
constexpr melee_row melee_table[melee_high - melee_low + 1] = {
    mr(advance_optional, none, D, R), mr(advance_optional, none, D, R), mr(advance_optional, none, D, R),  // -7..-5
    mr(advance_optional, none, D, R),                                                                   // -4
    mr(none, none, F, R), mr(none, none, F, R), mr(none, none, F, R), mr(none, none, F, R),             // -3..0
    mr(F, none, R, none), mr(F, none, R, none), mr(F, none, R, none),                                   // 1..3
    mr(none, none, none, none),                                                                         // 4
    mr(R, none, F, advance_obligatory), mr(R, none, F, advance_obligatory),                             // 5..6
    mr(F, R, advance_obligatory, none), mr(F, R, advance_obligatory, none), mr(F, R, advance_obligatory, none),  // 7..9
    mr(D, R, advance_obligatory, none), mr(D, R, advance_obligatory, none), mr(D, R, advance_obligatory, none),
    mr(D, R, advance_obligatory, none),                                                                 // 10..13
    mr(Dr, R, advance_obligatory, none), mr(Dr, R, advance_obligatory, none), mr(Dr, R, advance_obligatory, none),  // 14..16
};

// Fire Table (9.3 line 809-813): [type][range 1..5] = discourage / rout (0: no rout number; NA: no firing).
struct threshold {
  std::int8_t discourage, rout;
};
constexpr threshold NF = {NA, NA};
constexpr threshold fire_table[unit_type_count][5] = {
    /* Ch */ {NF, NF, NF, NF, NF},
    /* Ha */ {NF, NF, NF, NF, NF},
    /* Cl */ {{7, 8}, {9, 0}, NF, NF, NF},
    /* Su */ {NF, NF, NF, NF, NF},
    /* Pi */ {NF, NF, NF, NF, NF},
    /* Mi */ {NF, NF, NF, NF, NF},
    /* Il */ {{7, 8}, {9, 0}, NF, NF, NF},
    /* Ar */ {{5, 7}, {6, 8}, {7, 9}, NF, NF},
    /* Ab */ {{6, 8}, {7, 9}, {9, 0}, NF, NF},
    /* Aq */ {{4, 7}, {7, 9}, {9, 0}, NF, NF},
    /* At */ {{3, 5}, {4, 6}, {5, 7}, {6, 8}, {9, 0}},
};

struct melee_result {
  bool refused = false;
  int modifiers = 0;  // after both clamps
  int total = 0;
  melee_row const* row = nullptr;
};

// The melee modifiers of 10.5, summed and clamped; `refused` for what the rules do not allow.
inline melee_result melee_modifiers(melee_situation const& s) {
  melee_result out;
  if (s.attacker_count == 0 || s.defender_count == 0) return out.refused = true, out;
  if (s.charge != no_charge)
    for (int i = 0; i < s.attacker_count; ++i) {
      unit const& u = s.attackers[i];
      if ((u.type != Ch && u.type != Ha) || !u.mounted || u.order == routed) return out.refused = true, out;
    }
  int a = 0, d = 0, aq = 0, dq = 0;
  bool any_fired = false, att_any_disc = false, att_all_disc = true;
  bool def_any_disc = false, def_all_disc = true, def_any_routed = false, def_all_routed = true;
  for (int i = 0; i < s.attacker_count; ++i) {
    unit const& u = s.attackers[i];
    a += u.current_strength();
    aq = std::max(aq, u.current_quality());
    any_fired |= u.fired_offensive;
    att_any_disc |= u.order == discouraged;
    att_all_disc &= u.order == discouraged;
  }
  for (int i = 0; i < s.defender_count; ++i) {
    unit const& u = s.defenders[i];
    d += u.current_strength();
    dq = std::max(dq, u.current_quality());
    def_any_disc |= u.order == discouraged;
    def_all_disc &= u.order == discouraged;
    def_any_routed |= u.order == routed;
    def_all_routed &= u.order == routed;
  }
  if (d == 0) return out.refused = true, out;
  // Odds: the greatest step not above a/d (2/1, 1/1, 1/2, 1/3, less).
  int odds = 2 * d <= a ? 2 : d <= a ? 1 : d <= 2 * a ? 0 : d <= 3 * a ? -1 : -2;
  // Unit types: the pair most favourable to the defender.
  int types = 127;
  for (int i = 0; i < s.attacker_count; ++i)
    for (int j = 0; j < s.defender_count; ++j) {
      int c = melee_types[s.attackers[i].type][s.defenders[j].type];
      if (c == NA) return out.refused = true, out;
      types = std::min(types, c);
    }
  int leaders = 0;
  for (int i = 0; i < s.attacker_leader_count; ++i) leaders += s.attacker_leader_bonus[i];
  for (int i = 0; i < s.defender_leader_count; ++i) leaders -= s.defender_leader_bonus[i];
  bool charging = s.charge != no_charge && !s.counter_charge;
  int terrain = charging ? terrain_chart[s.terrain].charge : terrain_chart[s.terrain].melee;
  if (terrain == NA) return out.refused = true, out;
  bool all_routed = def_all_routed;  // excludes the facing modifiers (line 847)
  int sum = terrain + odds + types + leaders;
  sum += aq > dq ? 1 : aq < dq ? -1 : 0;
  sum += any_fired ? -2 : 0;
  sum += s.rear_attack && !all_routed ? 2 : 0;
  sum += charging && !all_routed && s.charge == front ? 3 : 0;
  sum += charging && !all_routed && (s.charge == rear || s.charge == multiple_front) ? 4 : 0;
  sum += charging && !all_routed && s.charge == multiple_with_rear ? 5 : 0;
  sum += att_all_disc ? -2 : 0;
  sum += att_any_disc && !att_all_disc ? -1 : 0;
  sum += def_any_disc && !def_all_disc ? 1 : 0;
  sum += def_all_disc || (def_any_routed && !def_all_routed) ? 2 : 0;
  sum += all_routed ? 5 : 0;
  out.modifiers = std::clamp(std::clamp(sum, -7, 7), -7, 7);  // the list's clamp, then the band's (line 903)
  return out;
}

inline melee_result melee(melee_situation const& s, int natural) {
  melee_result out = melee_modifiers(s);
  if (out.refused) return out;
  out.total = natural + out.modifiers;
  out.row = &melee_table[out.total - melee_low];
  return out;
}

struct fire_result {
  bool refused = false;
  int modifiers = 0, total = 0;
  result_code result = none;
};

inline threshold fire_threshold(fire_situation const& s, int& modifiers, bool& refused) {
  refused = true;
  if (s.firer_count == 0 || s.range < 1 || s.range > 5) return NF;
  unit_type type = s.firers[0].type;
  int strength = 0;
  bool moved = false, mounted = false, disc = false;
  for (int i = 0; i < s.firer_count; ++i) {
    unit const& u = s.firers[i];
    if (u.type != type) return NF;
    strength += u.current_strength();
    moved |= u.moved;
    mounted |= u.mounted;
    disc |= u.order == discouraged;
  }
  threshold t = fire_table[type][s.range - 1];
  if (t.discourage == NA) return NF;
  terrain_effect const& te = terrain_chart[s.terrain];
  int terrain = s.fire_from_inside ? te.fire_inside : te.fire_outside;
  if (terrain == NA) return NF;
  int sum = terrain;
  sum += strength < 4 && type != At ? -1 : 0;
  sum += strength > 4 ? 1 : 0;
  sum += strength > 8 ? 2 : 0;
  sum += (s.target.type == Ch || s.target.type == Ha) && !s.target.mounted ? -1 : 0;
  sum += moved ? -1 : 0;
  sum += mounted ? -1 : 0;
  sum += disc ? -1 : 0;
  modifiers = sum;
  refused = false;
  return t;
}

inline fire_result fire(fire_situation const& s, int natural) {
  fire_result out;
  threshold t = fire_threshold(s, out.modifiers, out.refused);
  if (out.refused) return out;
  out.total = natural + out.modifiers;
  out.result = t.rout && out.total >= t.rout ? Dr : out.total >= t.discourage ? D : none;
  return out;
}

// ---- reading a model situation into the plain structs (once, outside the timed loops)

template <class Enum, std::size_t N>
Enum code(std::string const& name, std::array<char const*, N> const& names) {
  for (std::size_t i = 0; i < N; ++i)
    if (name == names[i]) return static_cast<Enum>(i);
  throw std::runtime_error("the hand-written floor does not know '" + name + "'");
}
constexpr std::array<char const*, unit_type_count> type_names = {"Ch", "Ha", "Cl", "Su", "Pi", "Mi",
                                                                  "Il", "Ar", "Ab", "Aq", "At"};
constexpr std::array<char const*, 3> order_names = {"valiant", "discouraged", "routed"};
constexpr std::array<char const*, 5> charge_names = {"none", "front", "rear", "multiple_front", "multiple_with_rear"};
constexpr std::array<char const*, terrain_count> terrain_names = {
    "clear", "wood",  "bushes", "marsh", "village", "farm",     "stream",     "river", "wall",
    "fortification", "gate", "bridge", "track", "road", "level_up", "level_down", "ford"};

std::int8_t small(std::int64_t n) { return static_cast<std::int8_t>(n); }

unit unit_of(value const& v) {
  unit u;
  u.type = code<unit_type>(engine::need_name(v, "type", ""), type_names);
  u.fatigued = engine::need_name(v, "fatigue", "") == "fatigued";
  u.order = code<order_kind>(engine::need_name(v, "order", ""), order_names);
  u.mounted = engine::flag(v, "mounted");
  u.moved = engine::flag(v, "moved");
  u.fired_offensive = engine::flag(v, "fired_offensive");
  u.strength = small(engine::need_int(v, "strength", ""));
  u.quality = small(engine::need_int(v, "quality", ""));
  // The back of the counter is needed only when the unit is fatigued (as in engine::afde::detail::complete_unit).
  u.strength_fatigued = u.fatigued ? small(engine::need_int(v, "strength_fatigued", "")) : u.strength;
  u.quality_fatigued = u.fatigued ? small(engine::need_int(v, "quality_fatigued", "")) : u.quality;
  return u;
}

template <std::size_t N>
std::uint8_t units_of(value const& list, unit (&out)[N]) {
  if (list.items.size() > N) throw std::runtime_error("too many units for the hand-written floor");
  for (std::size_t i = 0; i < list.items.size(); ++i) out[i] = unit_of(list.items[i]);
  return static_cast<std::uint8_t>(list.items.size());
}

template <std::size_t N>
std::uint8_t bonuses_of(value const& list, std::int8_t (&out)[N]) {
  if (list.items.size() > N) throw std::runtime_error("too many leaders for the hand-written floor");
  for (std::size_t i = 0; i < list.items.size(); ++i) out[i] = small(engine::need_int(list.items[i], "bonus", ""));
  return static_cast<std::uint8_t>(list.items.size());
}

melee_situation melee_of(value const& s) {
  melee_situation out;
  out.attacker_count = units_of(engine::items(s, "attackers"), out.attackers);
  out.defender_count = units_of(engine::items(s, "defenders"), out.defenders);
  out.attacker_leader_count = bonuses_of(engine::items(s, "attacker_leaders"), out.attacker_leader_bonus);
  out.defender_leader_count = bonuses_of(engine::items(s, "defender_leaders"), out.defender_leader_bonus);
  out.charge = code<charge_kind>(engine::need_name(s, "charge", ""), charge_names);
  out.counter_charge = engine::flag(s, "counter_charge");
  out.rear_attack = engine::flag(s, "rear_attack");
  out.terrain = code<terrain_kind>(engine::need_name(s, "terrain", ""), terrain_names);
  return out;
}

fire_situation fire_of(value const& s) {
  fire_situation out;
  out.firer_count = units_of(engine::items(s, "firers"), out.firers);
  out.target = unit_of(engine::need(s, "target", ""));
  out.range = static_cast<std::uint8_t>(engine::need_int(s, "range", ""));
  out.terrain = code<terrain_kind>(engine::need_name(s, "terrain", ""), terrain_names);
  out.fire_from_inside = engine::flag(s, "fire_from_inside");
  return out;
}

char const* result_name(result_code r) {
  static char const* const names[] = {"", "F", "D", "Dr", "R", "advance_optional", "advance_obligatory"};
  return names[r];
}

std::string results_text(result_code const (&r)[2]) {
  std::string out;
  for (auto c : r)
    if (c != none) out += (out.empty() ? "" : " + ") + std::string(result_name(c));
  return out.empty() ? "-" : out;
}

}  // namespace hand

}  // namespace herald::bench
