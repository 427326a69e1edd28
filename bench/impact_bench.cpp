// herald diff --impact, 2010 -> 2014: situations grouped by what each roll reads against resolving every situation (the named alternative).
//
// The grouped weighing counts each independent part of a roll's modifier lists once and combines
// the parts by convolution; the naive one resolves every situation of the product space on both
// editions. Both run here over the same thinned space (four situations of each part), where the
// naive one is still feasible, and the grouped one over the whole space (about 8.7 × 10^13
// situations, every view counted): the naive cost of one more situation (the difference of the
// runs at four and six situations a part), times that, is what resolving each would cost.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <stdexcept>

#include "diff/diff.hpp"
#include "diff/impact.hpp"
#include "model/library.hpp"

namespace {

using namespace herald;

struct editions {
  source_manager sources;
  diagnostics diags;
  model::library library{sources, diags};
  model::ruleset const* old_rules = nullptr;
  model::ruleset const* new_rules = nullptr;
  diff::result changes;

  editions() {
    auto dir = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde";
    auto a = library.load(dir / "afde-2010.herald", dir);
    auto b = library.load(dir / "afde-2014.herald", dir);
    if (!a || !b || diags.has_errors()) throw std::runtime_error("the 2010 and 2014 editions do not load");
    old_rules = library.find(*a);
    new_rules = library.find(*b);
    changes = diff::compare(*old_rules, *new_rules);
  }
};

editions const& both() {
  static editions const e;
  return e;
}

void weigh(benchmark::State& state, std::size_t thin_to, bool naive) {
  diff::impact_options options;
  options.thin_to = thin_to;
  options.naive = naive;
  options.naive_limit = 100000000;
  double situations = 0;
  for (auto _ : state) {
    auto r = diff::impact(*both().old_rules, *both().new_rules, both().changes, options);
    situations = static_cast<double>(r.weighed);
    benchmark::DoNotOptimize(r);
  }
  state.counters["situations"] = situations;
  state.counters["per_situation"] = benchmark::Counter(situations, benchmark::Counter::kIsIterationInvariantRate |
                                                                     benchmark::Counter::kInvert);
}

void BM_impact_grouped_whole_space(benchmark::State& state) { weigh(state, 0, false); }
void BM_impact_grouped_thinned(benchmark::State& state) { weigh(state, 4, false); }
void BM_impact_naive_thinned(benchmark::State& state) { weigh(state, 4, true); }
// Six situations a part: the naive cost of one more situation is the difference of the two runs.
void BM_impact_naive_thinned_6(benchmark::State& state) { weigh(state, 6, true); }
void BM_impact_grouped_thinned_6(benchmark::State& state) { weigh(state, 6, false); }

BENCHMARK(BM_impact_grouped_whole_space)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_impact_grouped_thinned)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_impact_naive_thinned)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(BM_impact_grouped_thinned_6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_impact_naive_thinned_6)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
