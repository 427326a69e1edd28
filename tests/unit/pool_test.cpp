// Dice pools over counts (engine/core/pool.hpp) against brute force over every face sequence and closed forms.
//
// Every expected value is computed here independently: by enumerating every
// sequence of d6 faces (6^n for n ≤ 7, plus a lance die for each natural six),
// or by a closed form (n·p, 6^n, 1/6^n). The files of tests/pools/ are compared
// with the computation, so they cannot drift; regenerate them with
//   HERALD_WRITE_POOLS=1 ./build/tests/unit_tests --gtest_filter='pool_files.*'
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/pool.hpp"

namespace herald {
namespace {

namespace pools = engine::pools;
using engine::probability;
using pools::weight;

// ------------------------------------------------------------------ brute force

// A die of Order of Arms hits when face + modifier ≥ 6.
bool hits(int face, int modifier) { return face + modifier >= 6; }

weight power(int base, int exponent) {
  weight out = 1;
  for (int i = 0; i < exponent; ++i) out *= base;
  return out;
}

// Calls visit(faces) for every sequence of n d6 faces, odometer order.
void every_sequence(int n, std::function<void(std::vector<int> const&)> const& visit) {
  std::vector<int> faces(static_cast<std::size_t>(n), 1);
  for (;;) {
    visit(faces);
    std::size_t i = 0;
    while (i < faces.size() && faces[i] == 6) faces[i++] = 1;
    if (i == faces.size()) return;
    ++faces[i];
  }
}

// The probability of each count over every sequence of faces of dice with these modifiers.
std::map<std::int64_t, probability> brute_counts(std::vector<int> const& modifiers,
                                                 std::function<std::int64_t(std::vector<int> const&)> const& count) {
  std::map<std::int64_t, weight> ways;
  every_sequence(static_cast<int>(modifiers.size()), [&](std::vector<int> const& faces) { ++ways[count(faces)]; });
  std::map<std::int64_t, probability> out;
  for (auto const& [k, w] : ways) out[k] = probability(w) / probability(power(6, static_cast<int>(modifiers.size())));
  return out;
}

std::int64_t hits_of(std::vector<int> const& faces, std::vector<int> const& modifiers) {
  std::int64_t n = 0;
  for (std::size_t i = 0; i < faces.size(); ++i) n += hits(faces[i], modifiers[i]);
  return n;
}

std::int64_t sixes_of(std::vector<int> const& faces) { return std::count(faces.begin(), faces.end(), 6); }

// A pool's modifiers, die by die: {count, modifier} groups spelled out.
std::vector<int> modifiers_of(std::vector<std::pair<int, int>> const& groups) {
  std::vector<int> out;
  for (auto const& [n, modifier] : groups) out.insert(out.end(), static_cast<std::size_t>(n), modifier);
  return out;
}

// (hits, broken lances) over every sequence of the pool's faces, then one lance die per
// natural six in turn, breaking on 1: a sequence with s sixes weighs 6^-(n+s).
std::map<std::pair<std::int64_t, std::int64_t>, probability> brute_hits_and_lances(std::vector<int> const& modifiers) {
  std::map<std::pair<std::int64_t, std::int64_t>, probability> out;
  every_sequence(static_cast<int>(modifiers.size()), [&](std::vector<int> const& faces) {
    std::int64_t const h = hits_of(faces, modifiers), s = sixes_of(faces);
    probability const each = probability(1) / probability(power(6, static_cast<int>(modifiers.size() + s)));
    every_sequence(static_cast<int>(s), [&](std::vector<int> const& lances) {
      out[{h, std::count(lances.begin(), lances.end(), 1)}] += each;
    });
  });
  return out;
}

// ------------------------------------------------------------------ comparisons

void expect_same(pools::count_distribution const& computed, std::map<std::int64_t, probability> const& expected,
                 std::string const& what) {
  probability sum = 0;
  for (auto const& [k, p] : expected) {
    EXPECT_EQ(computed.at(static_cast<std::size_t>(k)), p) << what << ", count " << k;
    sum += p;
  }
  EXPECT_EQ(sum, probability(1)) << what;  // the brute force itself covered every sequence
  EXPECT_EQ(computed.total(), probability(1)) << what;  // so no count outside `expected` has weight
}

probability at(pools::joint_distribution const& j, std::int64_t a, std::int64_t b) {
  auto it = j.weights.find({a, b});
  return it == j.weights.end() ? probability(0) : probability(it->second) / probability(j.denominator);
}

// The pool of these groups by Herald: a binomial per group (hits on 1 + modifier faces), convolved.
pools::count_distribution herald_pool(std::vector<std::pair<int, int>> const& groups) {
  pools::count_distribution out;
  for (auto const& [n, modifier] : groups) out = pools::convolve(out, pools::binomial(n, std::clamp(1 + modifier, 0, 6), 6));
  return out;
}

// One d6 at `modifier` as (hits, natural sixes).
pools::die_outcomes hit_and_six_die(int modifier) {
  pools::die_outcomes die;
  for (int face = 1; face <= 6; ++face) die.ways[{hits(face, modifier), face == 6}] += 1;
  die.faces = 6;
  return die;
}

// One d6 at `modifier` as (hits, broken lances): a natural six rolls a lance die that breaks on 1.
pools::die_outcomes hit_and_lance_die(int modifier) {
  pools::die_outcomes die;
  for (int face = 1; face <= 6; ++face)
    for (int lance = 1; lance <= 6; ++lance) die.ways[{hits(face, modifier), face == 6 && lance == 1}] += 1;
  die.faces = 36;
  return die;
}

std::vector<std::vector<std::pair<int, int>>> const small_groups = {
    {{3, 1}, {2, 0}},           // 3 dice hitting on 5-6 plus 2 hitting on 6
    {{2, 2}, {2, 1}, {2, 0}},   // three groups
    {{1, 5}, {3, -1}, {2, 3}},  // a sure hit, dice that cannot hit, dice hitting on 3-6
    {{6, 1}},
};

// ------------------------------------------------------------------ totals

TEST(pool_totals, binomials_sum_to_one_up_to_200_dice) {
  for (int n = 0; n <= 200; ++n)
    for (int faces_hitting = 0; faces_hitting <= 6; ++faces_hitting) {
      auto pool = pools::binomial(n, faces_hitting, 6);
      ASSERT_EQ(pool.total(), probability(1)) << n << " dice hitting on " << faces_hitting;
      ASSERT_EQ(pool.size(), static_cast<std::size_t>(n) + 1);
    }
}

TEST(pool_totals, transforms_sum_to_one) {
  auto groups = herald_pool({{15, 0}, {15, 1}, {10, 2}});
  EXPECT_EQ(groups.total(), probability(1));
  for (std::int64_t d = 0; d <= 45; ++d) EXPECT_EQ(pools::deflect(groups, d).total(), probability(1)) << d;
  for (std::int64_t per = 1; per <= 5; ++per) EXPECT_EQ(pools::losses(groups, 1, per).total(), probability(1)) << per;
  EXPECT_EQ(pools::losses(groups, 2, 3).total(), probability(1));
  for (int yes = 0; yes <= 6; ++yes) EXPECT_EQ(pools::thin(groups, yes, 6).total(), probability(1)) << yes;
  EXPECT_EQ(pools::thin(pools::deflect(groups, 7), 1, 6).total(), probability(1));
  for (int n : {0, 1, 2, 3, 7, 24, 64})
    for (int modifier : {0, 1, 3}) {
      EXPECT_EQ(pools::pool_of(n, hit_and_six_die(modifier)).total(), probability(1)) << n;
      EXPECT_EQ(pools::pool_of(n, hit_and_lance_die(modifier)).total(), probability(1)) << n;
    }
}

// ------------------------------------------------------------------ against every face sequence

TEST(pool_brute_force, binomials_up_to_six_dice) {
  for (int n = 0; n <= 6; ++n)
    for (int modifier = -1; modifier <= 5; ++modifier) {
      std::vector<int> mods(static_cast<std::size_t>(n), modifier);
      expect_same(herald_pool({{n, modifier}}),
                  brute_counts(mods, [&](std::vector<int> const& f) { return hits_of(f, mods); }),
                  std::to_string(n) + " dice at " + std::to_string(modifier));
    }
}

TEST(pool_brute_force, groups_deflection_and_losses) {
  for (auto const& groups : small_groups) {
    auto const mods = modifiers_of(groups);
    auto const pool = herald_pool(groups);
    auto hits_minus = [&](std::int64_t d) {
      return [&mods, d](std::vector<int> const& f) { return std::max<std::int64_t>(0, hits_of(f, mods) - d); };
    };
    for (std::int64_t d = 0; d <= 3; ++d)
      expect_same(pools::deflect(pool, d), brute_counts(mods, hits_minus(d)), "deflection " + std::to_string(d));
    expect_same(pools::losses(pool, 1, 2), brute_counts(mods, [&](auto const& f) { return hits_of(f, mods) / 2; }),
                "one loss per two hits");
    expect_same(pools::losses(pools::deflect(pool, 2), 2, 3),
                brute_counts(mods, [&](auto const& f) { return std::max<std::int64_t>(0, hits_of(f, mods) - 2) / 3 * 2; }),
                "two losses per three hits after deflection 2");
  }
}

TEST(pool_brute_force, a_lance_roll_for_each_natural_six) {
  for (int n = 0; n <= 5; ++n) {
    std::vector<int> const mods(static_cast<std::size_t>(n), 1);
    auto const brute = brute_hits_and_lances(mods);
    std::map<std::int64_t, probability> broken;
    for (auto const& [k, p] : brute) broken[k.second] += p;
    // Thinning the count of natural sixes, and the joint (hits, broken lances) of pool_of.
    expect_same(pools::thin(pools::binomial(n, 1, 6), 1, 6), broken, "thinned sixes of " + std::to_string(n));
    auto const joint = pools::pool_of(n, hit_and_lance_die(1));
    probability sum = 0;
    for (auto const& [k, p] : brute) {
      EXPECT_EQ(at(joint, k.first, k.second), p) << n << " dice: " << k.first << " hits, " << k.second << " broken";
      sum += p;
    }
    EXPECT_EQ(sum, probability(1));
    EXPECT_EQ(joint.total(), probability(1));
    expect_same(pools::second_of(joint), broken, "lances of pool_of " + std::to_string(n));
  }
}

TEST(pool_brute_force, hits_and_sixes_are_counted_together) {
  for (int modifier : {0, 1, 2}) {
    std::vector<int> const mods(5, modifier);
    std::map<std::pair<std::int64_t, std::int64_t>, probability> brute;
    every_sequence(5, [&](std::vector<int> const& f) { brute[{hits_of(f, mods), sixes_of(f)}] += probability(1, 7776); });
    auto const joint = pools::pool_of(5, hit_and_six_die(modifier));
    for (auto const& [k, p] : brute) EXPECT_EQ(at(joint, k.first, k.second), p) << k.first << "," << k.second;
    EXPECT_EQ(joint.weights.size(), brute.size());  // no pair brute force never met
  }
}

// Order of Arms line 2106: 5 dice at +2 (hit on 4-6) and 2 at +1 (hit on 5-6) against armor A (deflects 2).
TEST(pool_brute_force, the_books_close_combat_example) {
  std::vector<int> const mods = modifiers_of({{5, 2}, {2, 1}});
  auto const brute = brute_counts(mods, [&](auto const& f) { return std::max<std::int64_t>(0, hits_of(f, mods) - 2); });
  auto const herald = pools::deflect(herald_pool({{5, 2}, {2, 1}}), 2);
  EXPECT_EQ(herald.at(1), brute.at(1));  // exactly the 1 hit of the example
  // Closed form: exactly 3 hits before deflection, a of them among the five dice (each hits with
  // probability 3/6) and 3 − a among the two (each 2/6): Σ C(5,a)·3^a·3^(5−a)/6^5 · C(2,3−a)·2^(3−a)·4^(a−1)/6^2.
  int const choose_5[] = {1, 5, 10, 10, 5, 1}, choose_2[] = {1, 2, 1};
  probability closed = 0;
  for (int a = 1; a <= 3; ++a) {
    int const b = 3 - a;
    closed += probability(choose_5[a] * power(3, 5), power(6, 5)) *
              probability(choose_2[b] * power(2, b) * power(4, 2 - b), power(6, 2));
  }
  EXPECT_EQ(brute.at(1), closed);
  expect_same(herald, brute, "line 2106");
}

// ------------------------------------------------------------------ closed forms

TEST(pool_closed_form, the_mean_is_n_times_p) {
  for (int n = 0; n <= 60; ++n)
    for (int faces_hitting = 0; faces_hitting <= 6; ++faces_hitting)
      ASSERT_EQ(pools::binomial(n, faces_hitting, 6).mean(), probability(n * faces_hitting, 6)) << n;
  std::vector<std::pair<int, int>> const groups = {{15, 0}, {15, 1}, {10, 2}, {7, 4}, {3, -1}};
  probability expected = 0;
  for (auto const& [n, modifier] : groups) expected += probability(n * std::clamp(1 + modifier, 0, 6), 6);
  EXPECT_EQ(herald_pool(groups).mean(), expected);
  // A lance breaks on a natural six then a 1: 24 dice break 24/36 lances on average.
  EXPECT_EQ(pools::thin(pools::binomial(24, 1, 6), 1, 6).mean(), probability(24, 36));
  EXPECT_EQ(pools::second_of(pools::pool_of(24, hit_and_lance_die(1))).mean(), probability(24, 36));
}

TEST(pool_closed_form, a_200_die_pool_is_exact) {
  weight const all = power(6, 200);
  for (int faces_hitting = 0; faces_hitting <= 6; ++faces_hitting) {
    auto const pool = pools::binomial(200, faces_hitting, 6);
    weight sum = 0;
    for (auto const& w : pool.weights) sum += w;
    EXPECT_EQ(sum, all) << faces_hitting;
    EXPECT_EQ(pool.denominator, all);
  }
  auto const sixes = pools::binomial(200, 1, 6);
  EXPECT_EQ(sixes.at(200), probability(1) / probability(all));
  EXPECT_EQ(sixes.at(0), probability(power(5, 200)) / probability(all));
  EXPECT_EQ(sixes.at(1), probability(200 * power(5, 199)) / probability(all));
  // By repeated squaring, the same pool counted with its sixes.
  auto const joint = pools::pool_of(200, hit_and_six_die(0));
  EXPECT_EQ(joint.denominator, all);
  EXPECT_EQ(at(joint, 200, 200), probability(1) / probability(all));
  EXPECT_EQ(joint.total(), probability(1));
}

TEST(pool_closed_form, thinning_a_binomial_is_a_binomial) {
  // A natural six (1/6) then a lance die on 1 (1/6): each die breaks a lance with probability 1/36.
  auto const thinned = pools::thin(pools::binomial(24, 1, 6), 1, 6);
  auto const direct = pools::binomial(24, 1, 36);
  for (std::size_t k = 0; k <= 24; ++k) EXPECT_EQ(thinned.at(k), direct.at(k)) << k;
}

// ------------------------------------------------------------------ bad inputs

TEST(pool_bad_inputs, throw_invalid_argument) {
  EXPECT_THROW(pools::binomial(3, 7, 6), std::invalid_argument);   // hits > faces
  EXPECT_THROW(pools::binomial(-1, 1, 6), std::invalid_argument);  // negative n
  EXPECT_THROW(pools::binomial(3, -1, 6), std::invalid_argument);
  EXPECT_THROW(pools::binomial(3, 0, 0), std::invalid_argument);
  EXPECT_THROW(pools::pool_of(-1, hit_and_six_die(0)), std::invalid_argument);
  auto const pool = pools::binomial(4, 2, 6);
  EXPECT_THROW(pools::deflect(pool, -1), std::invalid_argument);
  EXPECT_THROW(pools::losses(pool, 1, 0), std::invalid_argument);
  EXPECT_THROW(pools::losses(pool, -1, 2), std::invalid_argument);
  EXPECT_THROW(pools::thin(pool, 7, 6), std::invalid_argument);
  EXPECT_THROW(pools::map_counts(pool, [](std::int64_t k) { return k - 1; }), std::invalid_argument);
}

// ------------------------------------------------------------------ tests/pools/*.json

// The four pools of the benchmark (bench/pool_bench.cpp), as published in tests/pools/.
struct published_pool {
  std::string file, description, counts;
  pools::count_distribution distribution;
};

std::vector<published_pool> published_pools() {
  auto const charge = pools::pool_of(24, hit_and_lance_die(1));  // the attacker's (hits, broken lances)
  return {
      {"a_20d6_sixes.json", "20d6, counting natural sixes", "sixes", pools::binomial(20, 1, 6)},
      {"b_40d6_three_groups.json", "15 dice at +0, 15 at +1, 10 at +2, a die hitting on die + modifier >= 6", "hits",
       herald_pool({{15, 0}, {15, 1}, {10, 2}})},
      {"c_charge_defender_losses.json",
       "charge: the attacker's 24 dice at +1 (hit on 5-6), 1 hit deflected (armor A against a couched lance)",
       "defender's losses", pools::deflect(pools::first_of(charge), 1)},
      {"c_charge_attacker_losses.json", "charge: the defender's 12 dice at +1 (hit on 5-6), 2 hits deflected (armor A)",
       "attacker's losses", pools::deflect(pools::binomial(12, 2, 6), 2)},
      {"c_charge_broken_lances.json",
       "charge: the attacker's broken lances, one d6 per natural six of its 24 dice, breaking on 1", "broken lances",
       pools::second_of(charge)},
      {"d_100d6_bombardment.json", "bombardment: 100 dice at +1 (hit on 5-6)", "hits", pools::binomial(100, 2, 6)},
  };
}

std::filesystem::path pool_files() { return std::filesystem::path(HERALD_SOURCE_DIR) / "tests" / "pools"; }

nlohmann::ordered_json to_json(published_pool const& pool) {
  nlohmann::ordered_json numerators = nlohmann::ordered_json::array();
  for (auto const& w : pool.distribution.weights) numerators.push_back(w.str());
  return {{"pool", pool.description},
          {"counts", pool.counts},
          {"denominator", pool.distribution.denominator.str()},
          {"numerators", numerators}};
}

TEST(pool_files, match_the_computation) {
  bool const write = std::getenv("HERALD_WRITE_POOLS") != nullptr;
  for (auto const& pool : published_pools()) {
    auto const path = pool_files() / pool.file;
    if (write) {
      std::ofstream(path, std::ios::binary) << to_json(pool).dump(2) << '\n';
      continue;
    }
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << path << " is missing: HERALD_WRITE_POOLS=1 writes it";
    auto const file = nlohmann::json::parse(in);
    ASSERT_EQ(weight(file.at("denominator").get<std::string>()), pool.distribution.denominator) << pool.file;
    auto const& numerators = file.at("numerators");
    ASSERT_EQ(numerators.size(), pool.distribution.size()) << pool.file;
    weight sum = 0;
    for (std::size_t k = 0; k < numerators.size(); ++k) {
      weight const w(numerators[k].get<std::string>());
      EXPECT_EQ(w, pool.distribution.weights[k]) << pool.file << ", count " << k;
      sum += w;
    }
    EXPECT_EQ(sum, pool.distribution.denominator) << pool.file;  // each file sums to 1 on its own
  }
}

}  // namespace
}  // namespace herald
