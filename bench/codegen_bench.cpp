// Generated constexpr tables (generated/afde_2010.hpp) against the model tables and a hand-written C floor, on one mêlée and one fire.
//
// Every engine benchmark runs the same procedure of engine/afde/procedures.hpp on the same
// situation; only the Tables type differs:
//
//   BM_melee_roll/*          prepare_melee + resolve_melee with one given d10 (the Tremetousia élan, d10 = 7)
//   BM_melee_distribution/*  prepare_melee + exact_distribution of resolve_melee (10 sequences of faces)
//   BM_fire_roll/*           prepare_fire + resolve_fire with one given d10 (two Ar at range 2, d10 = 7)
//   BM_fire_distribution/*   prepare_fire + exact_distribution of resolve_fire
//
// The hand_written_floor variants are what a programmer would write by hand for
// the same rule over a plain struct: the same modifiers summed in C++ (odds,
// unit types, terrain, quality, leaders, charge, discouragement, the excludes
// and the two -7..+7 clamps), then the result row read from a static const
// array of the 2010 Mêlée Table indexed by the clamped total (for fire: the
// threshold cell and the D/Dr decision). The floor does no unit-state
// transitions, builds no report strings and keeps no rule references: it is
// the lower bound the generated path is compared to, not an equivalent.
//
// The generated_typed_list variants do the floor's work through the generated
// header alone: the situation as the system's struct (the fields prepare_melee or
// prepare_fire derives are read in once, before the loop), the compiled list's
// constexpr total, and the band (or threshold cell) of the generated tables.
//
// BM_melee_part/* splits the generated and model paths into their steps (the
// situation copy, prepare, the modifier list, the band lookup, the compiled
// conditions alone) to show where the time goes. Before the benchmarks run,
// the generated, model and floor paths are checked to agree on the situation.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <numeric>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include "afde_2010.hpp"
#include "engine/afde/procedures.hpp"
#include "engine/core/dice.hpp"
#include "engine/model_tables.hpp"
#include "engine/situation_file.hpp"
#include "model/library.hpp"
#include "model/value_check.hpp"

namespace {

using namespace herald;

std::filesystem::path repository() { return std::filesystem::path(HERALD_SOURCE_DIR); }

// ------------------------------------------------------------------ the hand-written floor

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

unit unit_of(model::value const& v) {
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
std::uint8_t units_of(model::value const& list, unit (&out)[N]) {
  if (list.items.size() > N) throw std::runtime_error("too many units for the hand-written floor");
  for (std::size_t i = 0; i < list.items.size(); ++i) out[i] = unit_of(list.items[i]);
  return static_cast<std::uint8_t>(list.items.size());
}

template <std::size_t N>
std::uint8_t bonuses_of(model::value const& list, std::int8_t (&out)[N]) {
  if (list.items.size() > N) throw std::runtime_error("too many leaders for the hand-written floor");
  for (std::size_t i = 0; i < list.items.size(); ++i) out[i] = small(engine::need_int(list.items[i], "bonus", ""));
  return static_cast<std::uint8_t>(list.items.size());
}

melee_situation melee_of(model::value const& s) {
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

fire_situation fire_of(model::value const& s) {
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

// ------------------------------------------------------------------ the situations

struct fixture {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};
  model::ruleset const* rules = nullptr;
  model::value melee, fire;
  int melee_roll = 0, fire_roll = 7;
  hand::melee_situation plain_melee;
  hand::fire_situation plain_fire;

  fixture() {
    auto file = repository() / "rulesets" / "afde" / "afde-2010.herald";
    auto name = library.load(file, file.parent_path());
    if (!name || diags.has_errors()) throw std::runtime_error("the 2010 edition does not load");
    rules = library.find(*name);
    auto example = engine::example_situation(*rules, "tremetousia_elan");
    melee = example->given;
    melee_roll = example->rolls.at("d10").at(0);  // 7, as the book rolls it (line 572)
    model::complete_defaults(*rules, melee, {model::type_desc::kind::record, "melee", {}});
    std::string error;
    auto id = sources.load((repository() / "tests" / "resolve" / "fire_archers_range2.json").string(), error);
    if (!id) throw std::runtime_error(error);
    fire = engine::read_situation_json(sources.file(*id), *rules, diags)->given;
    model::complete_defaults(*rules, fire, {model::type_desc::kind::record, "fire", {}});
    plain_melee = hand::melee_of(melee);
    plain_fire = hand::fire_of(fire);
  }
};

fixture& shared() {
  static fixture f;
  return f;
}

engine::model_tables const& model_backend() {
  static engine::model_tables t(*shared().rules);
  return t;
}

engine::generated_tables const& generated_backend() {
  static engine::generated_tables const t = herald_generated::afde_2010::engine_tables();
  return t;
}

// ------------------------------------------------------------------ the engine on either Tables

template <class Tables>
void melee_roll(benchmark::State& state, Tables const& t) {
  auto& f = shared();
  int roll = f.melee_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(roll);
    engine::given_dice dice({{"d10", {roll}}});
    auto prepared = engine::afde::prepare_melee(t, f.melee);
    engine::resolution r = engine::afde::resolve_melee(t, std::move(prepared), dice);
    benchmark::DoNotOptimize(r);
  }
}

template <class Tables>
void melee_distribution(benchmark::State& state, Tables const& t) {
  auto& f = shared();
  for (auto _ : state) {
    auto prepared = engine::afde::prepare_melee(t, f.melee);
    engine::distribution d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee(t, prepared, dice).final; });
    benchmark::DoNotOptimize(d);
  }
}

template <class Tables>
void fire_roll(benchmark::State& state, Tables const& t) {
  auto& f = shared();
  int roll = f.fire_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(roll);
    engine::given_dice dice({{"d10", {roll}}});
    auto prepared = engine::afde::prepare_fire(t, f.fire);
    engine::resolution r = engine::afde::resolve_fire(t, std::move(prepared), dice);
    benchmark::DoNotOptimize(r);
  }
}

template <class Tables>
void fire_distribution(benchmark::State& state, Tables const& t) {
  auto& f = shared();
  for (auto _ : state) {
    auto prepared = engine::afde::prepare_fire(t, f.fire);
    engine::distribution d = engine::exact_distribution(
        [&](engine::enumerating_dice& dice) { return engine::afde::resolve_fire(t, prepared, dice).final; });
    benchmark::DoNotOptimize(d);
  }
}

// ------------------------------------------------------------------ the generated lists alone, typed

// What a consumer's own engine does with the generated header: the situation as
// the system's struct (with the fields prepare_melee derives, read once, outside
// the loop), the compiled list's constexpr total, the band at roll + total. The
// same work as the floor, through the generated data and conditions.
void melee_roll_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto prepared = engine::afde::prepare_melee(generated_backend(), shared().melee);
  herald_generated::afde::melee s{};
  read_value(prepared.s, s, "melee");
  int roll = shared().melee_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(roll);
    std::int64_t total = roll + gen_rules::lists::melee_modifiers_total(s);
    herald::engine::gen::band const* row = herald::engine::gen::band_at(gen_rules::bands::melee_result, total);
    benchmark::DoNotOptimize(row);
  }
}

// The floor's distribution through the generated header: the total once, the band of each face.
void melee_distribution_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto prepared = engine::afde::prepare_melee(generated_backend(), shared().melee);
  herald_generated::afde::melee s{};
  read_value(prepared.s, s, "melee");
  auto const& table = gen_rules::bands::melee_result;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    std::int64_t modifiers = gen_rules::lists::melee_modifiers_total(s);
    std::array<std::uint8_t, 32> tenths{};  // per band
    for (int face = 0; face <= 9; ++face)
      if (auto const* band = herald::engine::gen::band_at(table, face + modifiers))
        ++tenths[static_cast<std::size_t>(band - table.bands.begin())];
    benchmark::DoNotOptimize(tenths);
  }
}

void fire_roll_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto prepared = engine::afde::prepare_fire(generated_backend(), shared().fire);
  herald_generated::afde::fire s{};
  read_value(prepared.s, s, "fire");
  int roll = shared().fire_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(roll);
    std::int64_t total = roll + gen_rules::lists::fire_modifiers_total(s);
    herald::engine::gen::cell const* c = gen_rules::tables::fire_table_at(s.firer_type, s.range);
    auto rout = herald::engine::gen::number(c, "rout");
    auto discourage = herald::engine::gen::number(c, "discourage");
    int result = rout && total >= *rout ? 2 : discourage && total >= *discourage ? 1 : 0;
    benchmark::DoNotOptimize(result);
  }
}

// ------------------------------------------------------------------ the floor

void melee_roll_floor(benchmark::State& state) {
  hand::melee_situation s = shared().plain_melee;
  int roll = shared().melee_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);     // the compiler must assume the situation changed
    benchmark::DoNotOptimize(roll);  // and the roll
    hand::melee_result r = hand::melee(s, roll);
    benchmark::DoNotOptimize(r);
  }
}

// The same distribution: the modifiers once, then the row of each of the ten faces (each 1/10).
void melee_distribution_floor(benchmark::State& state) {
  hand::melee_situation s = shared().plain_melee;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    hand::melee_result m = hand::melee_modifiers(s);
    std::array<std::uint8_t, hand::melee_high - hand::melee_low + 1> tenths{};
    if (!m.refused)
      for (int face = 0; face <= 9; ++face) ++tenths[face + m.modifiers - hand::melee_low];
    benchmark::DoNotOptimize(tenths);
  }
}

void fire_roll_floor(benchmark::State& state) {
  hand::fire_situation s = shared().plain_fire;
  int roll = shared().fire_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(roll);
    hand::fire_result r = hand::fire(s, roll);
    benchmark::DoNotOptimize(r);
  }
}

void fire_distribution_floor(benchmark::State& state) {
  hand::fire_situation s = shared().plain_fire;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    int modifiers = 0;
    bool refused = false;
    hand::threshold t = hand::fire_threshold(s, modifiers, refused);
    std::array<std::uint8_t, 3> tenths{};  // none, D, Dr
    if (!refused)
      for (int face = 0; face <= 9; ++face) {
        int total = face + modifiers;
        ++tenths[t.rout && total >= t.rout ? 2 : total >= t.discourage ? 1 : 0];
      }
    benchmark::DoNotOptimize(tenths);
  }
}

// ------------------------------------------------------------------ where the time goes

template <class Tables>
void part_copy_situation(benchmark::State& state, Tables const&) {
  auto& f = shared();
  for (auto _ : state) {
    model::value copy = f.melee;  // prepare_melee takes the situation by value
    benchmark::DoNotOptimize(copy);
  }
}

template <class Tables>
void part_prepare(benchmark::State& state, Tables const& t) {
  auto& f = shared();
  for (auto _ : state) {
    auto prepared = engine::afde::prepare_melee(t, f.melee);
    benchmark::DoNotOptimize(prepared);
  }
}

template <class Tables>
void part_modifiers(benchmark::State& state, Tables const& t) {
  auto prepared = engine::afde::prepare_melee(t, shared().melee);
  std::string const list = "melee_modifiers";
  for (auto _ : state) {
    engine::modifier_sum m = t.modifiers(list, prepared.s);
    benchmark::DoNotOptimize(m);
  }
}

template <class Tables>
void part_band(benchmark::State& state, Tables const& t) {
  std::string const name = "melee_result";
  std::int64_t total = shared().melee_roll + 7;
  for (auto _ : state) {
    benchmark::DoNotOptimize(total);
    engine::band_row row = t.band(name, total);
    benchmark::DoNotOptimize(row);
  }
}

template <class Tables>
void part_resolve(benchmark::State& state, Tables const& t) {
  auto& f = shared();
  auto prepared = engine::afde::prepare_melee(t, f.melee);
  int roll = f.melee_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(roll);
    engine::given_dice dice({{"d10", {roll}}});
    engine::resolution r = engine::afde::resolve_melee(t, prepared, dice);  // copies `prepared`: by value
    benchmark::DoNotOptimize(r);
  }
}

void part_given_dice(benchmark::State& state) {
  int roll = shared().melee_roll;
  engine::die_faces const d10{"d10", 0, 9};
  for (auto _ : state) {
    benchmark::DoNotOptimize(roll);
    engine::given_dice dice({{"d10", {roll}}});
    int face = dice.roll(d10, "mêlée");
    benchmark::DoNotOptimize(face);
  }
}

// The generated modifier list's compiled conditions and deltas alone: no applied_modifier strings.
// Two shapes of gen::modifier_list are supported: one function per condition and computed delta
// (gen::modifier::when / computed), or one `evaluate` per list filling a verdict per modifier.
template <class List, class = void>
struct has_evaluate : std::false_type {};
template <class List>
struct has_evaluate<List, std::void_t<decltype(std::declval<List const&>().evaluate)>> : std::true_type {};

template <class Fn>
struct second_parameter;
template <class R, class A, class B>
struct second_parameter<R (*)(A, B)> {
  using type = std::remove_pointer_t<B>;
};

template <class List>
std::int64_t conditions_only(List const& list, model::value const& s) {
  std::int64_t sum = 0;
  if constexpr (has_evaluate<List>::value) {
    using verdict = typename second_parameter<decltype(list.evaluate)>::type;
    std::array<verdict, 64> v{};
    if (list.modifiers.size() > v.size()) throw std::runtime_error("more than 64 modifiers in a list");
    list.evaluate(s, v.data());
    for (std::size_t i = 0; i < list.modifiers.size(); ++i)
      if (v[i].applies) sum += v[i].delta;
  } else {
    for (auto const& m : list.modifiers) {
      bool applies = !m.when || m.when(s);
      if (applies) sum += m.computed ? m.computed(s) : m.delta;
    }
  }
  return sum;
}

void part_conditions_generated(benchmark::State& state) {
  auto prepared = engine::afde::prepare_melee(generated_backend(), shared().melee);
  auto const& list = herald_generated::afde_2010::lists::melee_modifiers;
  for (auto _ : state) {
    std::int64_t sum = conditions_only(list, prepared.s);
    benchmark::DoNotOptimize(sum);
  }
}

// ------------------------------------------------------------------ agreement, then the run

[[noreturn]] void disagree(std::string const& what) {
  std::fprintf(stderr, "codegen_bench: the paths disagree: %s\n", what.c_str());
  std::exit(1);
}

std::string final_text(engine::outcome const& o) {
  std::string out;
  for (auto const& [k, v] : o) out += (out.empty() ? "" : ", ") + k + ": " + v;
  return out;
}

void check_agreement() {
  auto& f = shared();
  auto const& g = generated_backend();
  auto const& m = model_backend();
  // mêlée, one roll
  engine::given_dice gd({{"d10", {f.melee_roll}}}), md({{"d10", {f.melee_roll}}});
  auto gp = engine::afde::prepare_melee(g, f.melee);
  auto mp = engine::afde::prepare_melee(m, f.melee);
  auto gr = engine::afde::resolve_melee(g, gp, gd);
  auto mr = engine::afde::resolve_melee(m, mp, md);
  if (gr.final != mr.final) disagree("mêlée: generated " + final_text(gr.final) + " / model " + final_text(mr.final));
  hand::melee_result hr = hand::melee(f.plain_melee, f.melee_roll);
  if (hr.refused || hr.total != gr.steps.at(0).total)
    disagree("mêlée total: floor " + std::to_string(hr.total) + " / engine " + std::to_string(gr.steps.at(0).total));
  std::string floor_defenders = hand::results_text(hr.row->defenders), floor_attackers = hand::results_text(hr.row->attackers);
  for (auto const& [column, value] : gr.final)
    if ((column == "defenders" && value != floor_defenders) || (column == "attackers" && value != floor_attackers))
      disagree("mêlée " + column + ": floor " + (column == "defenders" ? floor_defenders : floor_attackers) +
               " / engine " + value);
  // mêlée, every face: the floor's band per face against the engine's total per face
  for (int face = 0; face <= 9; ++face) {
    engine::given_dice dice({{"d10", {face}}});
    auto r = engine::afde::resolve_melee(g, gp, dice);
    if (hand::melee(f.plain_melee, face).total != r.steps.at(0).total) disagree("mêlée face " + std::to_string(face));
  }
  auto gdist = engine::exact_distribution(
      [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee(g, gp, dice).final; });
  auto mdist = engine::exact_distribution(
      [&](engine::enumerating_dice& dice) { return engine::afde::resolve_melee(m, mp, dice).final; });
  if (gdist.outcomes != mdist.outcomes) disagree("mêlée distribution");
  // fire
  for (int face = 0; face <= 9; ++face) {
    engine::given_dice a({{"d10", {face}}}), b({{"d10", {face}}});
    auto fr = engine::afde::resolve_fire(g, engine::afde::prepare_fire(g, f.fire), a);
    auto fm = engine::afde::resolve_fire(m, engine::afde::prepare_fire(m, f.fire), b);
    if (fr.final != fm.final) disagree("fire face " + std::to_string(face));
    hand::fire_result h = hand::fire(f.plain_fire, face);
    std::string floor = h.result == hand::none ? "-" : hand::result_name(h.result);
    if (h.refused || h.total != fr.steps.at(0).total || floor != fr.final.at(0).second)
      disagree("fire face " + std::to_string(face) + ": floor " + floor + " / engine " + fr.final.at(0).second);
  }
  std::printf("agreement: mêlée d10=%d -> total %d, %s (generated = model = floor); fire agrees on all 10 faces\n",
              f.melee_roll, hr.total, final_text(gr.final).c_str());
}

void register_all() {
  auto const& g = generated_backend();
  auto const& m = model_backend();
  auto ns = [](benchmark::internal::Benchmark* b) { b->Unit(benchmark::kNanosecond); };
  auto us = [](benchmark::internal::Benchmark* b) { b->Unit(benchmark::kMicrosecond); };

  ns(benchmark::RegisterBenchmark("BM_melee_roll/generated", [&](benchmark::State& s) { melee_roll(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/model", [&](benchmark::State& s) { melee_roll(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/generated_typed_list", melee_roll_typed));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/hand_written_floor", melee_roll_floor));

  us(benchmark::RegisterBenchmark("BM_melee_distribution/generated", [&](benchmark::State& s) { melee_distribution(s, g); }));
  us(benchmark::RegisterBenchmark("BM_melee_distribution/model", [&](benchmark::State& s) { melee_distribution(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_distribution/generated_typed_list", melee_distribution_typed));
  ns(benchmark::RegisterBenchmark("BM_melee_distribution/hand_written_floor", melee_distribution_floor));

  ns(benchmark::RegisterBenchmark("BM_fire_roll/generated", [&](benchmark::State& s) { fire_roll(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/model", [&](benchmark::State& s) { fire_roll(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/generated_typed_list", fire_roll_typed));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/hand_written_floor", fire_roll_floor));

  us(benchmark::RegisterBenchmark("BM_fire_distribution/generated", [&](benchmark::State& s) { fire_distribution(s, g); }));
  us(benchmark::RegisterBenchmark("BM_fire_distribution/model", [&](benchmark::State& s) { fire_distribution(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_fire_distribution/hand_written_floor", fire_distribution_floor));

  ns(benchmark::RegisterBenchmark("BM_melee_part/given_dice_one_roll", part_given_dice));
  ns(benchmark::RegisterBenchmark("BM_melee_part/copy_situation", [&](benchmark::State& s) { part_copy_situation(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/generated/prepare_melee", [&](benchmark::State& s) { part_prepare(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/model/prepare_melee", [&](benchmark::State& s) { part_prepare(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/generated/modifiers", [&](benchmark::State& s) { part_modifiers(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/model/modifiers", [&](benchmark::State& s) { part_modifiers(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/generated/conditions_only", part_conditions_generated));
  ns(benchmark::RegisterBenchmark("BM_melee_part/generated/band", [&](benchmark::State& s) { part_band(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/model/band", [&](benchmark::State& s) { part_band(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/generated/resolve_melee", [&](benchmark::State& s) { part_resolve(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_part/model/resolve_melee", [&](benchmark::State& s) { part_resolve(s, m); }));
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  check_agreement();
  register_all();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
