// Exact distributions of dice pools, computed over counts (how many dice hit), never over face sequences.
//
// A pool of n dice that each hit on h of f faces has C(n,k)·h^k·(f−h)^(n−k)
// ways out of f^n to score k hits: a binomial. Dice that share nothing but
// the target (five dice at +2 and two at +1, Order of Arms line 2106) are
// independent groups: their hits add, so their distributions convolve.
// Armor that deflects d hits, hits turned into step losses, and a roll made
// for each natural six (a lance that may break) are maps and thinnings of a
// count. Every weight is an exact big integer over one exact denominator, so
// a pool of hundreds of dice stays exact (6^200 has 517 bits) and costs a few
// thousand big-integer products, where enumerating its faces would cost 6^n runs.
#pragma once

#include <algorithm>
#include <boost/multiprecision/cpp_int.hpp>
#include <cstdint>
#include <map>
#include <stdexcept>
#include <utility>
#include <vector>

#include "engine/core/dice.hpp"

namespace herald::engine::pools {

using weight = boost::multiprecision::cpp_int;

// A distribution over the counts 0..size()-1: count k has weights[k] ways out of `denominator`.
struct count_distribution {
  std::vector<weight> weights{1};  // the empty pool: zero hits, surely
  weight denominator = 1;

  std::size_t size() const { return weights.size(); }
  probability at(std::size_t k) const {
    return k < weights.size() ? probability(weights[k]) / probability(denominator) : probability(0);
  }
  probability total() const {
    weight sum = 0;
    for (auto const& w : weights) sum += w;
    return probability(sum) / probability(denominator);
  }
  probability mean() const {
    weight sum = 0;
    for (std::size_t k = 0; k < weights.size(); ++k) sum += weights[k] * k;
    return probability(sum) / probability(denominator);
  }
};

// n dice, each hitting on `hits` of its `faces` faces.
inline count_distribution binomial(int n, int hits, int faces) {
  if (n < 0 || faces <= 0 || hits < 0 || hits > faces) throw std::invalid_argument("binomial: bad pool");
  int const misses = faces - hits;
  // Powers of both face counts, so each weight is three products.
  std::vector<weight> hit_power(static_cast<std::size_t>(n) + 1, 1), miss_power(static_cast<std::size_t>(n) + 1, 1);
  for (std::size_t k = 1; k <= static_cast<std::size_t>(n); ++k) {
    hit_power[k] = hit_power[k - 1] * hits;
    miss_power[k] = miss_power[k - 1] * misses;
  }
  count_distribution out;
  out.weights.assign(static_cast<std::size_t>(n) + 1, 0);
  weight choose = 1;  // C(n, k), updated exactly: C(n,k+1) = C(n,k)·(n−k)/(k+1)
  for (int k = 0; k <= n; ++k) {
    out.weights[static_cast<std::size_t>(k)] =
        choose * hit_power[static_cast<std::size_t>(k)] * miss_power[static_cast<std::size_t>(n - k)];
    choose = choose * (n - k) / (k + 1);
  }
  out.denominator = 1;
  for (int i = 0; i < n; ++i) out.denominator *= faces;
  return out;
}

// The sum of two independent counts.
inline count_distribution convolve(count_distribution const& a, count_distribution const& b) {
  count_distribution out;
  out.weights.assign(a.size() + b.size() - 1, 0);
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a.weights[i] == 0) continue;
    for (std::size_t j = 0; j < b.size(); ++j) out.weights[i + j] += a.weights[i] * b.weights[j];
  }
  out.denominator = a.denominator * b.denominator;
  return out;
}

// Any map of counts (deflection, losses): count k becomes f(k) ≥ 0, weights merge.
template <class Map>
count_distribution map_counts(count_distribution const& a, Map&& f) {
  count_distribution out;
  out.weights.assign(1, 0);
  for (std::size_t k = 0; k < a.size(); ++k) {
    std::int64_t const to = f(static_cast<std::int64_t>(k));
    if (to < 0) throw std::invalid_argument("map_counts: a count cannot be negative");
    if (static_cast<std::size_t>(to) >= out.weights.size()) out.weights.resize(static_cast<std::size_t>(to) + 1, 0);
    out.weights[static_cast<std::size_t>(to)] += a.weights[k];
  }
  out.denominator = a.denominator;
  return out;
}

// Every count reduced by `deflected`, never below zero: armor deflecting hits (C20.0).
inline count_distribution deflect(count_distribution const& a, std::int64_t deflected) {
  if (deflected < 0) throw std::invalid_argument("deflect: armor cannot add hits");
  return map_counts(a, [&](std::int64_t k) { return std::max<std::int64_t>(0, k - deflected); });
}

// `steps` step losses for every `per` hits, the rest dropped (C26.0: one step per two hits, rounded down).
inline count_distribution losses(count_distribution const& a, std::int64_t steps, std::int64_t per) {
  if (per <= 0 || steps < 0) throw std::invalid_argument("losses: bad ratio");
  return map_counts(a, [&](std::int64_t k) { return k / per * steps; });
}

// A roll made for each counted item, succeeding on `yes` of `faces` faces: the count of
// successes (a broken lance for each natural six, B11.11). Mixes binomials, weighted by `a`.
inline count_distribution thin(count_distribution const& a, int yes, int faces) {
  std::size_t const n = a.size() - 1;
  count_distribution out;
  out.weights.assign(n + 1, 0);
  // Each count k brings k rolls: bring them all to faces^n so that one denominator serves.
  for (std::size_t k = 0; k <= n; ++k) {
    if (a.weights[k] == 0) continue;
    count_distribution rolls = binomial(static_cast<int>(k), yes, faces);
    weight scale = a.weights[k];
    for (std::size_t i = k; i < n; ++i) scale *= faces;
    for (std::size_t j = 0; j <= k; ++j) out.weights[j] += scale * rolls.weights[j];
  }
  out.denominator = a.denominator;
  for (std::size_t i = 0; i < n; ++i) out.denominator *= faces;
  return out;
}

// Two counts of one pool that are not independent (its hits and its natural sixes):
// weights[{a, b}] ways out of `denominator`.
struct joint_distribution {
  std::map<std::pair<std::int64_t, std::int64_t>, weight> weights{{{0, 0}, 1}};
  weight denominator = 1;
  probability total() const {
    weight sum = 0;
    for (auto const& [k, w] : weights) sum += w;
    return probability(sum) / probability(denominator);
  }
};

// One die of a pool: the ways it adds (da, db) to the two counts, out of `faces` ways in all.
struct die_outcomes {
  std::map<std::pair<std::int64_t, std::int64_t>, weight> ways;
  weight faces = 1;
};

inline joint_distribution convolve(joint_distribution const& a, joint_distribution const& b) {
  joint_distribution out;
  out.weights.clear();
  for (auto const& [ka, wa] : a.weights)
    for (auto const& [kb, wb] : b.weights) out.weights[{ka.first + kb.first, ka.second + kb.second}] += wa * wb;
  out.denominator = a.denominator * b.denominator;
  return out;
}

// n independent dice of the same kind: one die at a time over a dense grid of the two counts
// (each die adds one of a few small steps), so a pool of n dice costs about n³/3 products for
// dice that move each count by at most one, with no map on the way.
inline joint_distribution pool_of(int n, die_outcomes const& die) {
  if (n < 0) throw std::invalid_argument("pool_of: bad pool");
  std::int64_t step_a = 0, step_b = 0;  // the most one die adds to each count
  std::vector<std::pair<std::pair<std::int64_t, std::int64_t>, weight>> steps;
  for (auto const& [k, w] : die.ways) {
    if (w == 0) continue;
    if (k.first < 0 || k.second < 0) throw std::invalid_argument("pool_of: a die cannot take a count below zero");
    step_a = std::max(step_a, k.first);
    step_b = std::max(step_b, k.second);
    steps.push_back({k, w});
  }
  std::size_t const width = static_cast<std::size_t>(step_b * n + 1);
  std::vector<weight> grid(static_cast<std::size_t>(step_a * n + 1) * width, 0), next;
  grid[0] = 1;
  std::int64_t reach_a = 0, reach_b = 0;  // the counts the dice so far can reach
  for (int i = 0; i < n; ++i) {
    next.assign(grid.size(), 0);
    for (std::int64_t a = 0; a <= reach_a; ++a)
      for (std::int64_t b = 0; b <= reach_b; ++b) {
        weight const& w = grid[static_cast<std::size_t>(a) * width + static_cast<std::size_t>(b)];
        if (w == 0) continue;
        for (auto const& [k, ways] : steps)
          next[static_cast<std::size_t>(a + k.first) * width + static_cast<std::size_t>(b + k.second)] += w * ways;
      }
    grid.swap(next);
    reach_a += step_a;
    reach_b += step_b;
  }
  joint_distribution out;
  out.weights.clear();
  for (std::int64_t a = 0; a <= reach_a; ++a)
    for (std::int64_t b = 0; b <= reach_b; ++b)
      if (weight const& w = grid[static_cast<std::size_t>(a) * width + static_cast<std::size_t>(b)]; w != 0)
        out.weights[{a, b}] = w;
  out.denominator = 1;
  for (int i = 0; i < n; ++i) out.denominator *= die.faces;
  return out;
}

// The first count of a joint distribution, the second summed out.
inline count_distribution first_of(joint_distribution const& j) {
  count_distribution out;
  out.weights.assign(1, 0);
  for (auto const& [k, w] : j.weights) {
    if (static_cast<std::size_t>(k.first) >= out.weights.size()) out.weights.resize(static_cast<std::size_t>(k.first) + 1, 0);
    out.weights[static_cast<std::size_t>(k.first)] += w;
  }
  out.denominator = j.denominator;
  return out;
}

// The second count of a joint distribution, the first summed out (broken lances alone).
inline count_distribution second_of(joint_distribution const& j) {
  joint_distribution swapped;
  swapped.weights.clear();
  for (auto const& [k, w] : j.weights) swapped.weights[{k.second, k.first}] += w;
  swapped.denominator = j.denominator;
  return first_of(swapped);
}

}  // namespace herald::engine::pools
