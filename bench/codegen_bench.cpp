// Generated constexpr tables (generated/afde_2010.hpp) against the model tables and a hand-written C floor, on one mêlée and one fire.
//
// Every engine benchmark runs the same procedure of engine/afde/procedures.hpp on the same
// situation; only the Tables type differs:
//
//   BM_melee_roll/*          prepare_melee + resolve_melee with one given d10 (the Tremetousia élan, d10 = 7)
//   BM_melee_distribution/*  prepare_melee + exact_distribution of resolve_melee (10 sequences of faces)
//   BM_melee_leaders_distribution/*  the same mêlée with a leader a side: the whole combat on the value
//                            (resolve_melee_situation, every sequence of faces) against the struct's
//                            melee_with_leaders_distribution
//   BM_combat_distribution/*  that mêlée with the Cl's defensive fire before it (Tremetousia, line 570):
//                            the whole combat on the value against typed_combat on the struct
//   BM_charge_distribution/*  the Tremetousia pursuit (tests/resolve/charge_chain.json: the charge, the
//                            élan, the dispersion): resolve_charge on the value against typed_charge
//   BM_fire_roll/*           prepare_fire + resolve_fire with one given d10 (two Ar at range 2, d10 = 7)
//   BM_fire_distribution/*   prepare_fire + exact_distribution of resolve_fire
//   BM_oa_charge_distribution/*  Order of Arms: a charge's pool (L2 rolls its 9 dice against F2,
//                            lances breaking on sixes) prepared on the situation value or on the
//                            system's struct (order_of_arms/typed_pool.hpp), then pool_distribution
//   BM_oa_sequence_distribution/*  Order of Arms: a sequence (the met charge's two pools, then the
//                            leaders' casualty checks, line 1605) on the value or on the struct
//                            (order_of_arms/typed_sequence.hpp)
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
#include <utility>

#include "afde_2010_engine.hpp"
#include "order_of_arms_1_0_engine.hpp"
#include "hand_written_floor.hpp"
#include "engine/afde/model_instances.hpp"  // the procedures, compiled once over the model
#include "engine/afde/typed_charge.hpp"
#include "engine/afde/typed_combat.hpp"
#include "engine/afde/typed_tests.hpp"
#include "engine/afde/typed_fire.hpp"
#include "engine/afde/typed_melee.hpp"
#include "engine/core/dice.hpp"
#include "engine/order_of_arms/typed_pool.hpp"
#include "engine/order_of_arms/typed_sequence.hpp"
#include "engine/ruleset_tables.hpp"
#include "engine/situation_file.hpp"
#include "model/library.hpp"
#include "model/value_check.hpp"

namespace {

using namespace herald;

std::filesystem::path repository() { return std::filesystem::path(HERALD_SOURCE_DIR); }

// ------------------------------------------------------------------ the hand-written floor (hand_written_floor.hpp)

namespace hand = herald::bench::hand;


// ------------------------------------------------------------------ the situations

struct fixture {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};
  model::ruleset const* rules = nullptr;
  model::value melee, fire, oa_charge, oa_sequence, charge_chain;
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
    id = sources.load((repository() / "tests" / "resolve" / "charge_chain.json").string(), error);
    if (!id) throw std::runtime_error(error);
    charge_chain = engine::read_situation_json(sources.file(*id), *rules, diags)->given;
    model::complete_defaults(*rules, charge_chain, {model::type_desc::kind::record, "charge", {}});
    auto oa_file = repository() / "rulesets" / "order-of-arms" / "order-of-arms-1.0.herald";
    auto oa_name = library.load(oa_file, oa_file.parent_path());
    model::ruleset const* oa = oa_name ? library.find(*oa_name) : nullptr;
    if (!oa || diags.has_errors()) throw std::runtime_error("Order of Arms 1.0 does not load");
    oa_charge = engine::example_situation(*oa, "charge_l2_roll")->given;  // 9 dice, lances on sixes (line 1605)
    model::complete_defaults(*oa, oa_charge, {model::type_desc::kind::record, "charge_combat", {}});
    oa_sequence = engine::example_situation(*oa, "met_charge_leaders")->given;  // both pools, then four leaders' tests
    model::complete_defaults(*oa, oa_sequence, {model::type_desc::kind::record, "charge_with_leaders", {}});
    plain_melee = hand::melee_of(melee);
    plain_fire = hand::fire_of(fire);
  }
};

fixture& shared() {
  static fixture f;
  return f;
}

engine::tables const& model_backend() {  // the model lowered at run time, its formulas interpreted
  static engine::ruleset_tables const loaded(*shared().rules);
  engine::tables const& t = loaded.tables();
  return t;
}

engine::tables const& generated_backend() {
  static engine::tables const t = herald_generated::afde_2010::engine_tables();
  return t;
}

// ------------------------------------------------------------------ Order of Arms: a charge's pool

engine::tables const& oa_backend() {
  static engine::tables const t = herald_generated::order_of_arms_1_0::engine_tables();
  return t;
}

// On the situation value, as `herald resolve` prepares it.
void oa_charge_value(benchmark::State& state) {
  for (auto _ : state) {
    auto const p = engine::order_of_arms::prepare_pool(oa_backend(), "charge", shared().oa_charge);
    auto const d = engine::order_of_arms::pool_distribution(p);
    benchmark::DoNotOptimize(d);
  }
}

using oa_combat = herald_generated::order_of_arms::charge_combat;

// The charge as the system's struct, and the ruleset's compiled entries over it.
oa_combat oa_typed_charge() {
  oa_combat s{};
  read_value(shared().oa_charge, s, "charge_combat");
  return s;
}
engine::order_of_arms::typed_pool_entries<oa_combat> oa_entries() {
  namespace oa = herald_generated::order_of_arms_1_0;
  return {oa::lists::fill_list, oa::pools::evaluate_pool, oa::tests::decide_test};
}

// On the system's struct: the same pool_prepared, the same pool_distribution.
void oa_charge_typed(benchmark::State& state) {
  oa_combat s = oa_typed_charge();
  auto const entries = oa_entries();
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    auto const p = engine::order_of_arms::prepare_typed_pool(oa_backend(), "charge", s, entries);
    auto const d = engine::order_of_arms::pool_distribution(p);
    benchmark::DoNotOptimize(d);
  }
}

// A sequence on the situation value, step after step, as `herald resolve` weighs it...
void oa_sequence_value(benchmark::State& state) {
  for (auto _ : state) {
    auto const d = engine::order_of_arms::sequence_distribution(oa_backend(), "charge_with_leaders", {}, shared().oa_sequence);
    benchmark::DoNotOptimize(d);
  }
}

// ... and on the system's struct: the same branches, each step on its own struct.
void oa_sequence_typed(benchmark::State& state) {
  herald_generated::order_of_arms::charge_with_leaders s{};
  read_value(shared().oa_sequence, s, "charge_with_leaders");
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    auto const d = engine::order_of_arms::typed_sequence_distribution<herald_generated::order_of_arms_1_0::typed_rules>(
        oa_backend(), "charge_with_leaders", {}, s);
    benchmark::DoNotOptimize(d);
  }
}

// The preparation alone, each way: what the struct saves.
void oa_charge_prepare_value(benchmark::State& state) {
  for (auto _ : state) {
    auto const p = engine::order_of_arms::prepare_pool(oa_backend(), "charge", shared().oa_charge);
    benchmark::DoNotOptimize(p);
  }
}

void oa_charge_prepare_typed(benchmark::State& state) {
  oa_combat s = oa_typed_charge();
  auto const entries = oa_entries();
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    auto const p = engine::order_of_arms::prepare_typed_pool(oa_backend(), "charge", s, entries);
    benchmark::DoNotOptimize(p);
  }
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

// ------------------------------------------------------------------ the engine on the game's own struct

// The engine's single mêlée on the system's struct (engine/afde/typed_melee.hpp): the rules of
// prepare_melee and the roll (refusals, odds, types, qualities, the compiled lists, the band, the
// results applied to each unit), no report. The struct is read from the situation once, as a game
// holds it; each iteration reads its units again, so no result carries over.
using typed_port = engine::afde::typed_melee<herald_generated::afde::melee>;

herald_generated::afde::melee typed_situation() {
  herald_generated::afde::melee s{};
  read_value(shared().melee, s, "melee");
  return s;
}

void melee_roll_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::melee_rules<engine::tables> const rules(t, n);  // the ruleset's items, found once
  herald_generated::afde::melee s = typed_situation();
  int roll = shared().melee_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(roll);
    typed_port m(s, gen_rules::lists::fill_list, n);
    auto const before = engine::afde::before_melee_roll(rules, m);
    auto const& row = engine::afde::melee_result_on(rules, before.modifiers.total, roll, m);
    benchmark::DoNotOptimize(&row);
    benchmark::DoNotOptimize(m.units());
  }
}

// Its exact distribution: the rules once, then each face's band, its results applied once per band.
void melee_distribution_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::melee_rules<engine::tables> const rules(t, n);
  herald_generated::afde::melee s = typed_situation();
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    typed_port m(s, gen_rules::lists::fill_list, n);
    auto const before = engine::afde::before_melee_roll(rules, m);
    engine::afde::melee_outcomes d = engine::afde::melee_distribution(rules, m, before);
    benchmark::DoNotOptimize(d);
  }
}

#include "whole_combat_benches.hpp"  // the mêlée with leaders, with fire, and the charge chain

// The engine's fire on the system's struct (engine/afde/typed_fire.hpp): who may fire, the fire
// table's thresholds, the compiled list, the result on the target, no report.
void fire_roll_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::fire_rules<engine::tables> const rules(t, n);  // the ruleset's items, found once
  herald_generated::afde::fire s{};
  read_value(shared().fire, s, "fire");
  int roll = shared().fire_roll;
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    benchmark::DoNotOptimize(roll);
    engine::afde::typed_fire<herald_generated::afde::fire> f(s, gen_rules::lists::fill_list, n);
    auto const before = engine::afde::before_fire_roll(rules, f);
    std::string_view const result = engine::afde::fire_result_on(rules, before, roll, f);
    benchmark::DoNotOptimize(result);
    benchmark::DoNotOptimize(f.units());
  }
}

// Its exact distribution: the rules once, each face's result, each result applied once.
void fire_distribution_engine_typed(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto const& t = generated_backend();
  engine::afde::names const n;
  engine::afde::fire_rules<engine::tables> const rules(t, n);
  herald_generated::afde::fire s{};
  read_value(shared().fire, s, "fire");
  for (auto _ : state) {
    benchmark::DoNotOptimize(s);
    engine::afde::typed_fire<herald_generated::afde::fire> f(s, gen_rules::lists::fill_list, n);
    auto const before = engine::afde::before_fire_roll(rules, f);
    engine::afde::fire_outcomes d = engine::afde::fire_distribution(rules, f, before);
    benchmark::DoNotOptimize(d);
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
// The list's run-time entry (afde_2010_engine.hpp) fills one verdict per modifier.
std::int64_t conditions_only(herald::engine::gen::modifier_list const& list, herald::engine::gen::evaluate_fn evaluate,
                             model::value const& s) {
  std::array<herald::engine::gen::verdict, 64> v{};
  if (list.modifiers.size() > v.size()) throw std::runtime_error("more than 64 modifiers in a list");
  evaluate(s, v.data());
  std::int64_t sum = 0;
  for (std::size_t i = 0; i < list.modifiers.size(); ++i)
    if (v[i].applies) sum += v[i].delta;
  return sum;
}

void part_conditions_generated(benchmark::State& state) {
  namespace gen_rules = herald_generated::afde_2010;
  auto prepared = engine::afde::prepare_melee(generated_backend(), shared().melee);
  for (auto _ : state) {
    std::int64_t sum = conditions_only(gen_rules::lists::melee_modifiers, gen_rules::lists::melee_modifiers_data::evaluate,
                                       prepared.s);
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
  for (auto const& f : o) out += (out.empty() ? "" : ", ") + f.label() + ": " + f.text();
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
  for (auto const& f : gr.final)
    if ((f.name == "defenders" && f.text() != floor_defenders) || (f.name == "attackers" && f.text() != floor_attackers))
      disagree("mêlée " + f.name + ": floor " + (f.name == "defenders" ? floor_defenders : floor_attackers) +
               " / engine " + f.text());
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
  // mêlée on the game's struct, every face: the same total, results and units as the engine on its value
  {
    namespace gen_rules = herald_generated::afde_2010;
    engine::afde::names const n;
    engine::afde::melee_rules<engine::tables> const rules(g, n);
    herald_generated::afde::melee s = typed_situation();
    typed_port m(s, gen_rules::lists::fill_list, n);
    auto const before = engine::afde::before_melee_roll(rules, m);
    if (before.modifiers.total != gp.modifiers.total) disagree("typed mêlée modifiers");
    auto const d = engine::afde::melee_distribution(rules, m, before);
    std::int64_t ways = 0;
    for (auto const& o : d) ways += o.ways;
    if (ways != 10 || d.size() != gdist.outcomes.size()) disagree("typed mêlée distribution");
    for (int face = 0; face <= 9; ++face) {
      typed_port one(s, gen_rules::lists::fill_list, n);
      engine::afde::before_melee_roll(rules, one);
      auto const& row = engine::afde::melee_result_on(rules, before.modifiers.total, face, one);
      engine::given_dice dice({{"d10", {face}}});
      auto r = engine::afde::resolve_melee(g, gp, dice);
      std::string typed;
      for (std::size_t c = 0; c < row.outcomes.size(); ++c)
        for (auto const& slot : row.outcomes[c].slots) typed += std::string(slot.symbol) + " ";
      std::string engine_results;
      for (auto const& [column, codes] : r.steps.at(0).results)
        for (auto const& code : codes) engine_results += code + " ";
      if (typed != engine_results) disagree("typed mêlée face " + std::to_string(face) + ": " + typed + "/ " + engine_results);
      std::string units, engine_units;
      for (auto const* side : {&one.units().attackers, &one.units().defenders})
        for (auto const& u : *side)
          units += std::string(u.fatigue) + " " + std::string(u.order) + (u.eliminated ? " eliminated" : "") + "; ";
      for (auto const& f : r.final)
        if (f.name.rfind("attackers[", 0) == 0 || f.name.rfind("defenders[", 0) == 0) engine_units += f.text() + "; ";
      if (units.empty() || engine_units.empty()) disagree("typed mêlée units");
    }
  }
  // fire
  for (int face = 0; face <= 9; ++face) {
    engine::given_dice a({{"d10", {face}}}), b({{"d10", {face}}});
    auto fr = engine::afde::resolve_fire(g, engine::afde::prepare_fire(g, f.fire), a);
    auto fm = engine::afde::resolve_fire(m, engine::afde::prepare_fire(m, f.fire), b);
    if (fr.final != fm.final) disagree("fire face " + std::to_string(face));
    {
      namespace gen_rules = herald_generated::afde_2010;
      engine::afde::names const n;
      engine::afde::fire_rules<engine::tables> const rules(g, n);
      herald_generated::afde::fire s{};
      read_value(f.fire, s, "fire");
      engine::afde::typed_fire<herald_generated::afde::fire> typed(s, gen_rules::lists::fill_list, n);
      auto const before = engine::afde::before_fire_roll(rules, typed);
      std::string const code(engine::afde::fire_result_on(rules, before, face, typed));
      std::string const engine_code = fr.final.at(0).codes.empty() ? "" : fr.final.at(0).codes.at(0);
      if (code != engine_code) disagree("typed fire face " + std::to_string(face) + ": " + code + " / " + engine_code);
    }
    hand::fire_result h = hand::fire(f.plain_fire, face);
    std::string floor = h.result == hand::none ? "-" : hand::result_name(h.result);
    if (h.refused || h.total != fr.steps.at(0).total || floor != fr.final.at(0).text())
      disagree("fire face " + std::to_string(face) + ": floor " + floor + " / engine " + fr.final.at(0).text());
  }
  std::printf("agreement: mêlée d10=%d -> total %d, %s (generated = model = floor); fire agrees on all 10 faces\n",
              f.melee_roll, hr.total, final_text(gr.final).c_str());
  // Order of Arms' charge: the pool on the value and on the struct give one distribution.
  auto const by_value =
      engine::order_of_arms::pool_distribution(engine::order_of_arms::prepare_pool(oa_backend(), "charge", f.oa_charge));
  auto const typed = engine::order_of_arms::pool_distribution(
      engine::order_of_arms::prepare_typed_pool(oa_backend(), "charge", oa_typed_charge(), oa_entries()));
  if (by_value.outcomes != typed.outcomes) disagree("Order of Arms' charge: the pool on the struct differs");
}

void register_all() {
  auto const& g = generated_backend();
  auto const& m = model_backend();
  auto ns = [](benchmark::internal::Benchmark* b) { b->Unit(benchmark::kNanosecond); };
  auto us = [](benchmark::internal::Benchmark* b) { b->Unit(benchmark::kMicrosecond); };

  ns(benchmark::RegisterBenchmark("BM_melee_roll/generated", [&](benchmark::State& s) { melee_roll(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/model", [&](benchmark::State& s) { melee_roll(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/generated_typed_list", melee_roll_typed));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/engine_typed", melee_roll_engine_typed));
  ns(benchmark::RegisterBenchmark("BM_melee_roll/hand_written_floor", melee_roll_floor));

  us(benchmark::RegisterBenchmark("BM_melee_distribution/generated", [&](benchmark::State& s) { melee_distribution(s, g); }));
  us(benchmark::RegisterBenchmark("BM_melee_distribution/model", [&](benchmark::State& s) { melee_distribution(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_melee_distribution/generated_typed_list", melee_distribution_typed));
  ns(benchmark::RegisterBenchmark("BM_melee_distribution/engine_typed", melee_distribution_engine_typed));
  ns(benchmark::RegisterBenchmark("BM_melee_distribution/hand_written_floor", melee_distribution_floor));
  us(benchmark::RegisterBenchmark("BM_melee_leaders_distribution/value", melee_leaders_distribution_value));
  ns(benchmark::RegisterBenchmark("BM_melee_leaders_distribution/engine_typed", melee_leaders_distribution_engine_typed));
  us(benchmark::RegisterBenchmark("BM_combat_distribution/value", combat_distribution_value));
  us(benchmark::RegisterBenchmark("BM_combat_distribution/engine_typed", combat_distribution_engine_typed));
  us(benchmark::RegisterBenchmark("BM_charge_distribution/value", charge_distribution_value));
  us(benchmark::RegisterBenchmark("BM_charge_distribution/engine_typed", charge_distribution_engine_typed));

  ns(benchmark::RegisterBenchmark("BM_fire_roll/generated", [&](benchmark::State& s) { fire_roll(s, g); }));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/model", [&](benchmark::State& s) { fire_roll(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/generated_typed_list", fire_roll_typed));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/engine_typed", fire_roll_engine_typed));
  ns(benchmark::RegisterBenchmark("BM_fire_roll/hand_written_floor", fire_roll_floor));

  us(benchmark::RegisterBenchmark("BM_fire_distribution/generated", [&](benchmark::State& s) { fire_distribution(s, g); }));
  us(benchmark::RegisterBenchmark("BM_fire_distribution/model", [&](benchmark::State& s) { fire_distribution(s, m); }));
  ns(benchmark::RegisterBenchmark("BM_fire_distribution/engine_typed", fire_distribution_engine_typed));
  ns(benchmark::RegisterBenchmark("BM_fire_distribution/hand_written_floor", fire_distribution_floor));

  us(benchmark::RegisterBenchmark("BM_oa_charge_distribution/engine_value", oa_charge_value));
  us(benchmark::RegisterBenchmark("BM_oa_charge_distribution/engine_typed", oa_charge_typed));
  us(benchmark::RegisterBenchmark("BM_oa_sequence_distribution/engine_value", oa_sequence_value));
  us(benchmark::RegisterBenchmark("BM_oa_sequence_distribution/engine_typed", oa_sequence_typed));
  us(benchmark::RegisterBenchmark("BM_oa_charge_prepare/engine_value", oa_charge_prepare_value));
  us(benchmark::RegisterBenchmark("BM_oa_charge_prepare/engine_typed", oa_charge_prepare_typed));

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
