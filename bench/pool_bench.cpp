// Dice pools by Herald's exact counts (engine/core/pool.hpp) against enumerating every face sequence and Monte Carlo.
//
// Monte Carlo runs until the 95 % half-width on the probability p of the pool's
// modal count is 0.001: 1.96² · p(1 − p) / 0.001² runs, p taken from the exact
// distribution (runs_for below):
//   (a) 20d6 counting sixes:    modal 3 sixes,                 p = 0.2379 → 696,469 runs
//   (b) 40 dice in three groups: modal 12 hits,                p = 0.1401 → 462,669 runs
//   (c) charge, 24 v 12 dice:   modal (7, 2) losses (def, att), p = 0.0407 → 149,967 runs
//   (d) 100 dice at +1:         modal 33 hits,                 p = 0.0844 → 296,811 runs
// Enumerating every face sequence (exact_distribution over enumerating_dice) is
// only feasible on reduced pools, named as such: 8 dice for (a), (b) and (d)
// (6^8 = 1,679,616 sequences), 4 v 2 dice for (c) (each natural six adds a lance
// die); 20d6 alone would be 6^20 ≈ 3.7·10^15 sequences. Herald's exact counts run
// on both the full and the reduced pools.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/dice.hpp"
#include "engine/core/pool.hpp"

namespace {

using namespace herald::engine;
namespace pools = herald::engine::pools;

die_faces const d6{"d6", 1, 6};

// ------------------------------------------------------------------ the procedures, rolled by any Dice

// Hits of dice with these modifiers: a die hits when face + modifier ≥ 6 (a modifier of 0 counts sixes).
template <class Dice>
std::int64_t roll_hits(Dice& dice, std::vector<int> const& modifiers) {
  std::int64_t hits = 0;
  for (int modifier : modifiers) hits += dice.roll(d6, "hit") + modifier >= 6;
  return hits;
}

struct charge_result {
  std::int64_t defender_losses = 0, attacker_losses = 0, broken_lances = 0;
};

// The attacker's dice at +1 with a lance die per natural six (broken on 1), its hits less 1 (armor A
// against a couched lance); the defender's dice at +1, its hits less 2 (armor A).
template <class Dice>
charge_result roll_charge(Dice& dice, int attackers, int defenders) {
  std::int64_t hits = 0, sixes = 0, broken = 0, defender_hits = 0;
  for (int i = 0; i < attackers; ++i) {
    int const face = dice.roll(d6, "charge");
    hits += face + 1 >= 6;
    sixes += face == 6;
  }
  for (std::int64_t i = 0; i < sixes; ++i) broken += dice.roll(d6, "lance durability") <= 1;
  for (int i = 0; i < defenders; ++i) defender_hits += dice.roll(d6, "charge") + 1 >= 6;
  return {std::max<std::int64_t>(0, hits - 1), std::max<std::int64_t>(0, defender_hits - 2), broken};
}

std::vector<int> modifiers_of(std::vector<std::pair<int, int>> const& groups) {
  std::vector<int> out;
  for (auto const& [n, modifier] : groups) out.insert(out.end(), static_cast<std::size_t>(n), modifier);
  return out;
}

// ------------------------------------------------------------------ Herald's exact counts

pools::count_distribution herald_pool(std::vector<std::pair<int, int>> const& groups) {
  pools::count_distribution out;
  for (auto const& [n, modifier] : groups) out = pools::convolve(out, pools::binomial(n, std::clamp(1 + modifier, 0, 6), 6));
  return out;
}

// One attacking d6 at +1 as (hits, broken lances), out of 36: faces 1-4 miss (4·6 ways), 5 hits
// (6 ways), 6 hits and its lance die breaks on 1 (1 way) or holds (5 ways).
pools::die_outcomes const attacking_die{{{{0, 0}, 24}, {{1, 0}, 11}, {{1, 1}, 1}}, 36};

// A count as one coordinate of a joint distribution, the other zero.
pools::joint_distribution along(pools::count_distribution const& c, bool second) {
  pools::joint_distribution out;
  out.weights.clear();
  for (std::size_t k = 0; k < c.size(); ++k) {
    auto const count = static_cast<std::int64_t>(k);
    if (c.weights[k] != 0) out.weights[second ? std::make_pair(std::int64_t{0}, count) : std::make_pair(count, std::int64_t{0})] = c.weights[k];
  }
  out.denominator = c.denominator;
  return out;
}

struct charge_distribution {
  pools::joint_distribution losses;  // (defender's, attacker's): the sides' dice are independent
  pools::count_distribution broken_lances;
};

charge_distribution herald_charge(int attackers, int defenders) {
  auto const attack = pools::pool_of(attackers, attacking_die);
  auto const defender_losses = pools::deflect(pools::first_of(attack), 1);
  auto const attacker_losses = pools::deflect(pools::binomial(defenders, 2, 6), 2);
  return {pools::convolve(along(defender_losses, false), along(attacker_losses, true)), pools::second_of(attack)};
}

// ------------------------------------------------------------------ Monte Carlo's sample size

double to_double(probability const& p) { return p.convert_to<double>(); }

std::int64_t runs_for(double p) { return static_cast<std::int64_t>(std::ceil(1.96 * 1.96 * p * (1 - p) / 1e-6)); }

std::pair<std::size_t, double> modal(pools::count_distribution const& c) {
  std::size_t best = 0;
  for (std::size_t k = 1; k < c.size(); ++k)
    if (c.weights[k] > c.weights[best]) best = k;
  return {best, to_double(c.at(best))};
}

// Samples `roll(dice)` (a count) and reports the estimate's error on the modal count.
template <class Roll>
void monte_carlo(benchmark::State& state, pools::count_distribution const& exact, Roll&& roll) {
  auto const [mode, p] = modal(exact);
  std::int64_t const runs = runs_for(p);
  double estimate = 0;
  for (auto _ : state) {
    random_dice dice(42);
    std::vector<std::int64_t> tally(exact.size() + 1, 0);
    for (std::int64_t i = 0; i < runs; ++i) ++tally[static_cast<std::size_t>(roll(dice))];
    estimate = static_cast<double>(tally[mode]) / static_cast<double>(runs);
    benchmark::DoNotOptimize(tally);
  }
  state.counters["runs"] = static_cast<double>(runs);
  state.counters["modal_error"] = std::abs(estimate - p);
}

template <class Procedure>
void enumeration(benchmark::State& state, Procedure&& procedure) {
  std::uint64_t sequences = 0;
  for (auto _ : state) {
    auto d = exact_distribution(procedure);
    sequences = d.sequences;
    benchmark::DoNotOptimize(d);
  }
  state.counters["sequences"] = static_cast<double>(sequences);
}

// ------------------------------------------------------------------ (a) 20d6 counting sixes

void a_20d6_sixes_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(pools::binomial(20, 1, 6));
}
void a_8d6_sixes_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(pools::binomial(8, 1, 6));
}
void a_8d6_sixes_enumeration(benchmark::State& state) {
  std::vector<int> const mods(8, 0);
  enumeration(state, [&](enumerating_dice& dice) { return outcome{{"sixes", std::to_string(roll_hits(dice, mods))}}; });
}
void a_20d6_sixes_monte_carlo(benchmark::State& state) {
  std::vector<int> const mods(20, 0);
  monte_carlo(state, pools::binomial(20, 1, 6), [&](random_dice& dice) { return roll_hits(dice, mods); });
}

// ------------------------------------------------------------------ (b) 40 dice in three modifier groups

std::vector<std::pair<int, int>> const groups_40 = {{15, 0}, {15, 1}, {10, 2}};
std::vector<std::pair<int, int>> const groups_8 = {{3, 0}, {3, 1}, {2, 2}};

void b_40d6_groups_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(herald_pool(groups_40));
}
void b_8d6_groups_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(herald_pool(groups_8));
}
void b_8d6_groups_enumeration(benchmark::State& state) {
  auto const mods = modifiers_of(groups_8);
  enumeration(state, [&](enumerating_dice& dice) { return outcome{{"hits", std::to_string(roll_hits(dice, mods))}}; });
}
void b_40d6_groups_monte_carlo(benchmark::State& state) {
  auto const mods = modifiers_of(groups_40);
  monte_carlo(state, herald_pool(groups_40), [&](random_dice& dice) { return roll_hits(dice, mods); });
}

// ------------------------------------------------------------------ (c) a full charge

void c_charge_24v12_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(herald_charge(24, 12));
}
void c_charge_4v2_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(herald_charge(4, 2));
}
void c_charge_4v2_enumeration(benchmark::State& state) {
  enumeration(state, [](enumerating_dice& dice) {
    auto const r = roll_charge(dice, 4, 2);
    return outcome{{"defender's losses", std::to_string(r.defender_losses)},
                   {"attacker's losses", std::to_string(r.attacker_losses)},
                   {"broken lances", std::to_string(r.broken_lances)}};
  });
}
// The joint losses flattened to one count (defender's · 11 + attacker's: the attacker loses at most 10),
// so that the modal cell is the modal count; broken lances are tallied in the same runs.
void c_charge_24v12_monte_carlo(benchmark::State& state) {
  auto const exact = herald_charge(24, 12);
  pools::count_distribution cells;
  cells.weights.assign(24 * 11, 0);
  for (auto const& [k, w] : exact.losses.weights) cells.weights[static_cast<std::size_t>(k.first * 11 + k.second)] = w;
  cells.denominator = exact.losses.denominator;
  std::int64_t broken = 0;
  monte_carlo(state, cells, [&](random_dice& dice) {
    auto const r = roll_charge(dice, 24, 12);
    broken += r.broken_lances;
    return r.defender_losses * 11 + r.attacker_losses;
  });
  benchmark::DoNotOptimize(broken);
}

// ------------------------------------------------------------------ (d) a 100-die bombardment at +1

void d_100d6_bombardment_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(pools::binomial(100, 2, 6));
}
void d_8d6_bombardment_herald_exact(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(pools::binomial(8, 2, 6));
}
void d_8d6_bombardment_enumeration(benchmark::State& state) {
  std::vector<int> const mods(8, 1);
  enumeration(state, [&](enumerating_dice& dice) { return outcome{{"hits", std::to_string(roll_hits(dice, mods))}}; });
}
void d_100d6_bombardment_monte_carlo(benchmark::State& state) {
  std::vector<int> const mods(100, 1);
  monte_carlo(state, pools::binomial(100, 2, 6), [&](random_dice& dice) { return roll_hits(dice, mods); });
}

// ------------------------------------------------------------------ 200 dice, exactly

void binomial_200d6_herald_exact(benchmark::State& state) {
  int const faces_hitting = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(pools::binomial(200, faces_hitting, 6));
}

BENCHMARK(a_20d6_sixes_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(a_8d6_sixes_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(a_8d6_sixes_enumeration)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(a_20d6_sixes_monte_carlo)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(b_40d6_groups_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(b_8d6_groups_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(b_8d6_groups_enumeration)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(b_40d6_groups_monte_carlo)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(c_charge_24v12_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(c_charge_4v2_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(c_charge_4v2_enumeration)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(c_charge_24v12_monte_carlo)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(d_100d6_bombardment_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(d_8d6_bombardment_herald_exact)->Unit(benchmark::kMicrosecond);
BENCHMARK(d_8d6_bombardment_enumeration)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(d_100d6_bombardment_monte_carlo)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(binomial_200d6_herald_exact)->Arg(1)->Arg(3)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
