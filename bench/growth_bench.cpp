// How resolution grows with leaders and with the length of a charge chain: the engine over merged
// states (engine/core/states.hpp) against the enumeration of every sequence of faces (its named
// alternative, `exact_distribution`), in the same run, on the 2010 edition's tables.
//
//   BM_melee_leaders_merged/N      a mêlée with N leaders {bonus 1} a side (tests/resolve/melee_leaders.json)
//   BM_melee_leaders_enumerated/N  the same by sequences of faces (4^N of them after a natural 9 or 0)
//   BM_chain_leaders_merged/K      the charge chain (tests/resolve/charge_chain.json) with K leaders a side
//   BM_chain_leaders_enumerated/K  the same by sequences of faces
//   BM_fire_orders_counted/K       a mêlée with K alike Ch charging K Cl, each Cl firing at its own Ch
//                                  (tests/resolve/melee_defensive_fire.json multiplied), the targets counted
//   BM_fire_orders_named/K         the same with each target a place of its own (what the impact compares)
//   BM_fire_orders_enumerated/K    the same by sequences of faces
//
// Each reports `entries` (the most entries after a step; for the enumeration, its outcomes) and
// `rows`. bench/run.sh prints the table; the README gives it with the slope of log time over log N.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "engine/afde/model_states.hpp"
#include "engine/core/situation.hpp"
#include "engine/ruleset_tables.hpp"
#include "engine/run.hpp"
#include "engine/situation_file.hpp"
#include "model/library.hpp"
#include "model/value_check.hpp"

namespace {

using namespace herald;

std::filesystem::path repository() { return std::filesystem::path(HERALD_SOURCE_DIR); }

struct growth_fixture {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};
  model::ruleset const* rules = nullptr;
  std::unique_ptr<engine::ruleset_tables> tables;
  model::value melee, charge, fire;

  model::value read(char const* file) {
    std::string error;
    auto id = sources.load((repository() / "tests" / "resolve" / file).string(), error);
    if (!id) throw std::runtime_error(error);
    auto in = engine::read_situation_json(sources.file(*id), *rules, diags);
    if (!in) throw std::runtime_error(std::string(file) + " does not read");
    return in->given;
  }

  growth_fixture() {
    auto file = repository() / "rulesets" / "afde" / "afde-2010.herald";
    auto name = library.load(file, file.parent_path());
    if (!name || diags.has_errors()) throw std::runtime_error("the 2010 edition does not load");
    rules = library.find(*name);
    tables = std::make_unique<engine::ruleset_tables>(*rules);
    melee = read("melee_leaders.json");
    charge = read("charge_chain.json");
    fire = read("melee_defensive_fire.json");
  }

  // K Ch charging K Cl, each Cl firing at the Ch of its own index (bench/make_growth.py), defaults filled in.
  model::value with_fire_orders(int k) const {
    model::value s = fire;
    for (auto list : {"attackers", "defenders"}) {
      auto& units = engine::items(s, list).items;
      units.assign(static_cast<std::size_t>(k), units.front());
    }
    auto& orders = engine::items(s, "defensive_fire").items;
    model::value const order = orders.front();
    orders.clear();
    for (int i = 0; i < k; ++i) {
      orders.push_back(order);
      engine::set_field(orders.back(), "firer", engine::number_value(i));
      engine::set_field(orders.back(), "target", engine::number_value(i));
    }
    model::complete_defaults(*rules, s, {model::type_desc::kind::record, "melee", {}});
    return s;
  }

  // The situation with `n` leaders {bonus 1} on each side's list, its defaults filled in.
  model::value with_leaders(model::value s, std::string const& kind, int n) const {
    for (auto side : {"attacker_leaders", "defender_leaders"}) {
      auto& list = engine::items(s, side).items;
      list.clear();
      for (int i = 0; i < n; ++i)
        list.push_back(engine::object_value({{"bonus", engine::number_value(1)}}));
    }
    model::complete_defaults(*rules, s, {model::type_desc::kind::record, kind, {}});
    return s;
  }
};

growth_fixture& fixture() {
  static growth_fixture f;
  return f;
}

void merged(benchmark::State& state, model::value const& s, std::string const& kind, bool count_alike = true) {
  std::uint64_t entries = 0, rows = 0;
  for (auto _ : state) {
    auto d = engine::afde::states_distribution(*fixture().tables, kind, s, nullptr, false, count_alike);
    entries = d.most_entries;
    rows = d.rows.size();
    benchmark::DoNotOptimize(d);
  }
  state.counters["entries"] = static_cast<double>(entries);
  state.counters["rows"] = static_cast<double>(rows);
}

void enumerated(benchmark::State& state, model::value const& s, std::string const& kind) {
  std::uint64_t outcomes = 0;
  for (auto _ : state) {
    auto d = engine::resolve_all(*fixture().tables, kind, s);
    outcomes = d.outcomes.size();
    benchmark::DoNotOptimize(d);
  }
  state.counters["entries"] = static_cast<double>(outcomes);
  state.counters["rows"] = static_cast<double>(outcomes);
}

void BM_melee_leaders_merged(benchmark::State& state) {
  merged(state, fixture().with_leaders(fixture().melee, "melee", static_cast<int>(state.range(0))), "melee");
}
BENCHMARK(BM_melee_leaders_merged)->Arg(1)->Arg(2)->Arg(4)->Arg(6)->Arg(8)->Arg(10)->Arg(20)->Arg(30)->Arg(40)
    ->Unit(benchmark::kMillisecond);

void BM_melee_leaders_enumerated(benchmark::State& state) {
  enumerated(state, fixture().with_leaders(fixture().melee, "melee", static_cast<int>(state.range(0))), "melee");
}
BENCHMARK(BM_melee_leaders_enumerated)->DenseRange(1, 6)->Unit(benchmark::kMillisecond);

void BM_chain_leaders_merged(benchmark::State& state) {
  merged(state, fixture().with_leaders(fixture().charge, "charge", static_cast<int>(state.range(0))), "charge");
}
BENCHMARK(BM_chain_leaders_merged)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

void BM_chain_leaders_enumerated(benchmark::State& state) {
  enumerated(state, fixture().with_leaders(fixture().charge, "charge", static_cast<int>(state.range(0))), "charge");
}
BENCHMARK(BM_chain_leaders_enumerated)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

void BM_fire_orders_counted(benchmark::State& state) {
  merged(state, fixture().with_fire_orders(static_cast<int>(state.range(0))), "melee");
}
BENCHMARK(BM_fire_orders_counted)->Arg(1)->Arg(2)->Arg(4)->Arg(8)->Arg(12)->Arg(16)->Arg(32)->Unit(benchmark::kMillisecond);

void BM_fire_orders_named(benchmark::State& state) {
  merged(state, fixture().with_fire_orders(static_cast<int>(state.range(0))), "melee", false);
}
BENCHMARK(BM_fire_orders_named)->Arg(1)->Arg(2)->Arg(4)->Arg(6)->Arg(8)->Unit(benchmark::kMillisecond);

void BM_fire_orders_enumerated(benchmark::State& state) {
  enumerated(state, fixture().with_fire_orders(static_cast<int>(state.range(0))), "melee");
}
BENCHMARK(BM_fire_orders_enumerated)->Arg(1)->Arg(2)->Arg(4)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
