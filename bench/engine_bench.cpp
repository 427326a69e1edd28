// Exact distributions against Monte Carlo sampling of the same procedures (the named alternative).
//
// Monte Carlo needs about 960,400 runs for a 95 % confidence interval of
// ±0.1 % on an outcome of probability 1/2 (1.96² · 0.25 / 0.001²); the exact
// enumeration runs each sequence of faces once (10 for a mêlée; 77 for a charge,
// élan and dispersion, 182 with the defensive fire of each step, where a mêlée or a
// fire inside the combat rolls one face per band of results) and is exact.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "engine/afde/model_instances.hpp"  // the procedures, compiled once over the model
#include "engine/order_of_arms/sequence.hpp"
#include "engine/ruleset_tables.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"
#include "model/library.hpp"
#include "model/value_check.hpp"

namespace {

using namespace herald;

constexpr std::int64_t monte_carlo_runs = 960400;

std::filesystem::path repository() { return std::filesystem::path(HERALD_SOURCE_DIR); }

struct fixture {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};
  model::ruleset const* rules = nullptr;
  model::value melee, charge, whole_combat;

  fixture() {
    auto file = repository() / "rulesets" / "afde" / "afde-2010.herald";
    auto name = library.load(file, file.parent_path());
    if (!name || diags.has_errors()) throw std::runtime_error("the 2010 edition does not load");
    rules = library.find(*name);
    melee = engine::example_situation(*rules, "tremetousia_elan")->given;
    model::complete_defaults(*rules, melee, {model::type_desc::kind::record, "melee", {}});
    std::string error;
    auto id = sources.load((repository() / "tests" / "resolve" / "charge_chain.json").string(), error);
    charge = engine::read_situation_json(sources.file(*id), *rules, diags)->given;
    model::complete_defaults(*rules, charge, {model::type_desc::kind::record, "charge", {}});
    // The charge, élan and dispersion with the defensive fire of each step (6.D.4, line 548).
    id = sources.load((repository() / "tests" / "resolve" / "charge_fire_each_step.json").string(), error);
    whole_combat = engine::read_situation_json(sources.file(*id), *rules, diags)->given;
    model::complete_defaults(*rules, whole_combat, {model::type_desc::kind::record, "charge", {}});
  }
};

// Order of Arms: the met charge of the book's example (line 1605), both rolls then each
// leader's check and re-roll (rulesets/order-of-arms, sequence charge_with_leaders).
struct order_of_arms_fixture {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};
  model::ruleset const* rules = nullptr;
  model::value charge;

  order_of_arms_fixture() {
    auto file = repository() / "rulesets" / "order-of-arms" / "order-of-arms-1.0.herald";
    auto name = library.load(file, file.parent_path());
    if (!name || diags.has_errors()) throw std::runtime_error("Order of Arms 1.0 does not load");
    rules = library.find(*name);
    charge = engine::example_situation(*rules, "met_charge_leaders")->given;
    model::complete_defaults(*rules, charge, {model::type_desc::kind::record, "charge_with_leaders", {}});
  }
};

order_of_arms_fixture& order_of_arms() {
  static order_of_arms_fixture f;
  return f;
}

fixture& shared() {
  static fixture f;
  return f;
}

void exact_melee(benchmark::State& state) {
  auto& f = shared();
  engine::ruleset_tables const tables(*f.rules);
  for (auto _ : state) benchmark::DoNotOptimize(engine::resolve_all(tables, "melee", f.melee));
}

void monte_carlo_melee(benchmark::State& state) {
  auto& f = shared();
  engine::ruleset_tables const loaded(*f.rules);
  engine::tables const& tables = loaded.tables();
  auto prepared = engine::afde::prepare_melee(tables, f.melee);
  for (auto _ : state) {
    engine::random_dice dice(42);
    std::map<engine::outcome, std::int64_t> counts;
    for (std::int64_t i = 0; i < monte_carlo_runs; ++i) ++counts[engine::afde::resolve_melee(tables, prepared, dice).final];
    benchmark::DoNotOptimize(counts);
  }
  state.counters["runs"] = static_cast<double>(monte_carlo_runs);
}

void exact_charge_chain(benchmark::State& state) {
  auto& f = shared();
  engine::ruleset_tables const tables(*f.rules);
  for (auto _ : state) benchmark::DoNotOptimize(engine::resolve_all(tables, "charge", f.charge));
}

// Monte Carlo over a charge situation: the same procedure, random faces, counted outcomes.
void monte_carlo_charge(benchmark::State& state, model::value const& situation) {
  auto& f = shared();
  engine::ruleset_tables const loaded(*f.rules);
  engine::tables const& tables = loaded.tables();
  for (auto _ : state) {
    engine::random_dice dice(42);
    std::map<engine::outcome, std::int64_t> counts;
    for (std::int64_t i = 0; i < monte_carlo_runs; ++i) ++counts[engine::afde::resolve_charge(tables, situation, dice).final];
    benchmark::DoNotOptimize(counts);
  }
  state.counters["runs"] = static_cast<double>(monte_carlo_runs);
}

void monte_carlo_charge_chain(benchmark::State& state) { monte_carlo_charge(state, shared().charge); }

void exact_whole_combat(benchmark::State& state) {
  auto& f = shared();
  engine::ruleset_tables const tables(*f.rules);
  for (auto _ : state) benchmark::DoNotOptimize(engine::resolve_all(tables, "charge", f.whole_combat));
}

void monte_carlo_whole_combat(benchmark::State& state) { monte_carlo_charge(state, shared().whole_combat); }

void exact_charge_with_leaders(benchmark::State& state) {
  auto& f = order_of_arms();
  engine::ruleset_tables const loaded(*f.rules);
  engine::tables const& tables = loaded.tables();
  for (auto _ : state)
    benchmark::DoNotOptimize(engine::order_of_arms::sequence_distribution(tables, "charge_with_leaders", {}, f.charge));
}

void monte_carlo_charge_with_leaders(benchmark::State& state) {
  auto& f = order_of_arms();
  engine::ruleset_tables const loaded(*f.rules);
  engine::tables const& tables = loaded.tables();
  for (auto _ : state) {
    engine::random_dice dice(42);
    std::map<engine::outcome, std::int64_t> counts;
    for (std::int64_t i = 0; i < monte_carlo_runs; ++i)
      ++counts[engine::order_of_arms::resolve_sequence(tables, "charge_with_leaders", {}, f.charge, dice).final];
    benchmark::DoNotOptimize(counts);
  }
  state.counters["runs"] = static_cast<double>(monte_carlo_runs);
}

BENCHMARK(exact_melee)->Unit(benchmark::kMicrosecond);
BENCHMARK(monte_carlo_melee)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(exact_charge_chain)->Unit(benchmark::kMillisecond);
BENCHMARK(monte_carlo_charge_chain)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(exact_whole_combat)->Unit(benchmark::kMillisecond);
BENCHMARK(monte_carlo_whole_combat)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(exact_charge_with_leaders)->Unit(benchmark::kMillisecond);
BENCHMARK(monte_carlo_charge_with_leaders)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
