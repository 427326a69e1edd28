// The merged-states carrier (engine/core/states.hpp): small procedures written once over a
// carrier, resolved by `states` and compared with today's enumeration of every sequence of faces
// (`exact_distribution` over `one` on enumerating dice), fraction for fraction.
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "engine/core/pool.hpp"
#include "engine/core/states.hpp"
#include "engine/report.hpp"

namespace herald {
namespace {

using engine::fact;
using engine::probability;
using engine::record;
using engine::roll_request;

engine::die_faces const d6{"d6", 1, 6};
engine::die_faces const d10{"d10", 0, 9};

probability frac(int n, int d) { return probability(n) / probability(d); }

// The same procedure's joint, the old way: every sequence of faces, each run through `one`.
template <class S, class Procedure>
engine::distribution enumerated(S const& start, Procedure&& procedure) {
  return engine::exact_distribution([&](engine::enumerating_dice& dice) {
    engine::one<S, engine::enumerating_dice> m(start, dice);
    procedure(m);
    return m.out().final;
  });
}

// ---- Two d6 summed: 36 sequences, 11 states.

struct sum_state {
  int total = 0;
  bool operator==(sum_state const& o) const { return total == o.total; }
};
std::size_t hash_value(sum_state const& s) { return static_cast<std::size_t>(s.total); }
std::uint64_t bytes_of(sum_state const&) { return 0; }

template <class M>
void two_d6(M& m) {
  for (int i = 0; i < 2; ++i)
    m.roll([](sum_state const&) { return std::optional<roll_request>(roll_request{d6, "sum", {}}); },
           [](sum_state& s, int face, record&) { s.total += face; });
  m.then([](sum_state& s, record& r) { r.row(fact("total", s.total)); });
}

TEST(merged_states, two_d6_merge_by_total) {
  engine::states<sum_state> m(sum_state{});
  two_d6(m);
  EXPECT_EQ(m.size(), 11u);
  auto d = m.result();
  EXPECT_EQ(d.total(), 1);
  EXPECT_EQ(d.rows.size(), 11u);
  EXPECT_EQ(d.joint().outcomes, enumerated(sum_state{}, [](auto& c) { two_d6(c); }).outcomes);
  EXPECT_EQ(d.joint().outcomes.at({fact("total", 7)}), frac(1, 6));
}

TEST(merged_states, given_dice_play_the_same_code) {
  engine::given_dice dice({{"d6", {3, 5}}});
  engine::one<sum_state, engine::given_dice> m(sum_state{}, dice);
  two_d6(m);
  EXPECT_EQ(m.state().total, 8);
  ASSERT_EQ(m.out().final.size(), 1u);
  EXPECT_EQ(m.out().final[0], fact("total", 8));
  ASSERT_EQ(dice.history.size(), 2u);
  EXPECT_EQ(dice.history[1].purpose, "sum");
}

// ---- A round rolled again: a d6, 1-2 fail, 3-5 succeed, 6 rolls the round again.
// P(success) = 3/5 and P(failure) = 2/5 (a geometric series over the sixes).

struct round_state {
  int face = 0;
  bool operator==(round_state const& o) const { return face == o.face; }
};
std::size_t hash_value(round_state const& s) { return static_cast<std::size_t>(s.face); }
std::uint64_t bytes_of(round_state const&) { return 0; }

template <class M>
void round_again(M& m) {
  m.repeat_while([](round_state const& s) { return s.face == 6; },
                 [](M& round) {
                   round.roll(
                       [](round_state const&) {
                         return std::optional<roll_request>(roll_request{
                             d6, "round", engine::classes_of(d6, [](int f) { return f <= 2 ? 0 : f <= 5 ? 1 : 2; })});
                       },
                       [](round_state& s, int face, record& r) {
                         s.face = face;
                         if (face != 6) r.row(fact("result", face <= 2 ? "failure" : "success"));
                       });
                 });
}

TEST(merged_states, a_round_rolled_again_sums_as_a_geometric_series) {
  engine::states<round_state> m(round_state{});
  round_again(m);
  auto d = m.result().joint();
  EXPECT_EQ(d.outcomes.size(), 2u);
  EXPECT_EQ(d.outcomes.at({fact("result", "success")}), frac(3, 5));
  EXPECT_EQ(d.outcomes.at({fact("result", "failure")}), frac(2, 5));
  // Given dice: a 6 rolls the round again, the 4 then ends it.
  engine::given_dice dice({{"d6", {6, 4}}});
  engine::one<round_state, engine::given_dice> once(round_state{}, dice);
  round_again(once);
  ASSERT_EQ(once.out().final.size(), 1u);
  EXPECT_EQ(once.out().final[0], fact("result", "success"));
  EXPECT_EQ(dice.unused(), 0u);
}

TEST(merged_states, a_round_always_rolled_again_is_refused) {
  engine::states<round_state> m(round_state{});
  EXPECT_THROW(m.repeat_while([](round_state const&) { return true; },
                              [](auto& round) {
                                round.roll([](round_state const&) { return std::optional<roll_request>(roll_request{d6, "", {}}); },
                                           [](round_state& s, int face, record&) { s.face = face; });
                              }),
               engine::engine_error);
}

// ---- Leaders: a d10 mêlée roll in three bands; an unmodified 9 tests each leader on a d10
// (0 killed, 1-2 captured, 3-4 wounded, 5-9 no effect). Today's enumeration makes 4^N
// sequences after a 9; as components, the leaders are N small distributions of one entry.

struct leader {
  std::string fate = "with his unit";
  bool operator==(leader const& o) const { return fate == o.fate; }
};
std::size_t hash_value(leader const& l) { return std::hash<std::string>()(l.fate); }

struct melee_state {
  int natural = -1;
  engine::independent<leader> leaders;
  bool operator==(melee_state const& o) const { return natural == o.natural && leaders == o.leaders; }
};
std::size_t hash_value(melee_state const& s) { return static_cast<std::size_t>(s.natural) * 31 + hash_value(s.leaders); }
std::uint64_t bytes_of(melee_state const& s) { return bytes_of(s.leaders); }

std::string band(int natural) { return natural <= 2 ? "F" : natural <= 6 ? "D" : "Dr"; }
std::string fate_of(int face) { return face == 0 ? "killed" : face <= 2 ? "captured" : face <= 4 ? "wounded" : "no effect"; }

template <class M>
void melee_with_leaders(M& m) {
  m.roll(
      [](melee_state const&) {
        // The band, and the 9 kept apart: it tests the leaders.
        return std::optional<roll_request>(
            roll_request{d10, "mêlée", engine::classes_of(d10, [](int f) { return f == 9 ? "9" : band(f); })});
      },
      [](melee_state& s, int face, record& r) {
        s.natural = face == 9 ? 9 : -1;
        r.row(fact("defenders", band(face)));
      });
  m.each(&melee_state::leaders,
         [](melee_state const& s, leader const&) -> std::optional<roll_request> {
           if (s.natural != 9) return std::nullopt;
           return roll_request{d10, "leader test", engine::classes_of(d10, fate_of)};
         },
         [](melee_state const&, leader& l, int face, record& r) {
           l.fate = fate_of(face);
           r.given(fact("leader", l.fate));
         });
  // The trigger is spent: entries that differ only by it merge.
  m.then([](melee_state& s, record&) { s.natural = -1; });
}

melee_state with_leaders(int n) {
  melee_state s;
  for (int i = 0; i < n; ++i) s.leaders.push_back(leader{});
  return s;
}

// The old joint's chance of `f` given a row's first fact, summed over the rest.
probability given_row(engine::distribution const& d, fact const& row, fact const& f) {
  probability in_row = 0, both = 0;
  for (auto const& [o, p] : d.outcomes) {
    if (!(o.front() == row)) continue;
    in_row += p;
    if (std::find(o.begin() + 1, o.end(), f) != o.end()) both += p;
  }
  return both / in_row;
}

TEST(merged_states, leaders_as_components_agree_with_the_enumeration) {
  for (int n : {1, 2, 4}) {
    SCOPED_TRACE(n);
    engine::distribution old = enumerated(with_leaders(n), [](auto& c) { melee_with_leaders(c); });
    // Joint mode: the same outcomes, the same fractions.
    engine::states<melee_state> joint(with_leaders(n), nullptr, true);
    melee_with_leaders(joint);
    EXPECT_EQ(joint.result().joint().outcomes, old.outcomes);
    // Components: one row per band, and the leaders' fates given the row; with one leader, his
    // fate's chance given the row is the old joint's, summed over the rows' other facts.
    engine::states<melee_state> merged(with_leaders(n));
    melee_with_leaders(merged);
    auto d = merged.result(&melee_state::leaders);
    EXPECT_EQ(d.rows.size(), 3u);
    EXPECT_LE(d.most_entries, 4u);
    for (auto const& row : d.rows) {
      fact const& r = d.facts.at(row.facts.front());
      probability old_row = 0;
      for (auto const& [o, p] : old.outcomes)
        if (o.front() == r) old_row += p;
      EXPECT_EQ(row.chance, old_row) << r.text();
      if (n != 1) continue;
      for (auto const& [id, p] : row.given)
        EXPECT_EQ(p, given_row(old, r, d.facts.at(id))) << r.text() << " " << d.facts.at(id).text();
    }
  }
}

// A second roll that only some states of a component make: a wounded leader rolls a d6 and dies
// of his wound on 1-3. The others' ways are scaled by the d6 all the same.
template <class M>
void melee_then_wounds(M& m) {
  melee_with_leaders(m);
  m.each(&melee_state::leaders,
         [](melee_state const&, leader const& l) -> std::optional<roll_request> {
           if (l.fate != "wounded") return std::nullopt;
           return roll_request{d6, "wound", engine::classes_of(d6, [](int f) { return f <= 3; })};
         },
         [](melee_state const&, leader& l, int face, record& r) {
           if (face <= 3) l.fate = "dead of his wound";
           r.given(fact("wound", face <= 3 ? "dies" : "survives"));
         });
}

TEST(merged_states, a_roll_only_some_states_of_a_component_make) {
  engine::distribution old = enumerated(with_leaders(1), [](auto& c) { melee_then_wounds(c); });
  engine::states<melee_state> m(with_leaders(1));
  melee_then_wounds(m);
  auto d = m.result(&melee_state::leaders);
  for (auto const& row : d.rows) {
    fact const& r = d.facts.at(row.facts.front());
    for (auto const& [id, p] : row.given)
      EXPECT_EQ(p, given_row(old, r, d.facts.at(id))) << r.text() << " " << d.facts.at(id).text();
  }
  // Dr, then the 9 (1/3), wounded (2/10), dies (1/2): 1/30.
  for (auto const& row : d.rows) {
    if (d.facts.at(row.facts.front()).word != "Dr") continue;
    for (auto const& [id, p] : row.given) {
      if (d.facts.at(id).word == "dies") {
        EXPECT_EQ(p, frac(1, 30));
      }
    }
  }
  engine::states<melee_state> joint(with_leaders(2), nullptr, true);
  melee_then_wounds(joint);
  EXPECT_EQ(joint.result().joint().outcomes,
            enumerated(with_leaders(2), [](auto& c) { melee_then_wounds(c); }).outcomes);
}

// With one leader a fact's chance given the row is his fate's; with several alike ones the given
// table holds each leader's own (a sum over components), which the report divides by leader.
TEST(merged_states, each_leader_s_fate_given_the_row) {
  engine::states<melee_state> m(with_leaders(3));
  melee_with_leaders(m);
  auto d = m.result(&melee_state::leaders);
  for (auto const& row : d.rows) {
    if (d.facts.at(row.facts.front()).word != "Dr") continue;
    // Dr: faces 7, 8 and 9, and only the 9 tests: P(9 | Dr) = 1/3. Each leader is killed on a 0:
    // 1/10 of the 9s. Three leaders: the given table sums three components' P(killed | Dr).
    std::map<std::string, probability> by_fate;
    for (auto const& [id, p] : row.given) by_fate[d.facts.at(id).word] = p;
    EXPECT_EQ(by_fate["killed"], frac(3, 30));
    EXPECT_EQ(by_fate["no effect"], frac(3 * 5, 30));
  }
}

TEST(merged_states, forty_leaders_stay_linear) {
  engine::states<melee_state> m(with_leaders(40));
  melee_with_leaders(m);
  auto d = m.result(&melee_state::leaders);
  EXPECT_EQ(d.total(), 1);
  EXPECT_LE(d.most_entries, 4u);
}

// Materialized: a later step reads how many leaders stay with their unit, so each uncertain leader
// becomes part of the state; the counts' chances equal the enumeration's.
template <class M>
void melee_then_count(M& m) {
  melee_with_leaders(m);
  m.materialize(&melee_state::leaders);
  m.then([](melee_state& s, record& r) {
    int staying = 0;
    for (std::size_t i = 0; i < s.leaders.size(); ++i)
      staying += s.leaders.only(i).fate == "killed" || s.leaders.only(i).fate == "captured" ? 0 : 1;
    r.row(fact("leaders staying", staying));
  });
}

TEST(merged_states, materialized_components_agree_with_the_enumeration) {
  engine::distribution old = enumerated(with_leaders(3), [](auto& c) { melee_then_count(c); });
  std::map<std::vector<fact>, probability> old_rows;  // the band and the count, the fates summed out
  for (auto const& [o, p] : old.outcomes) old_rows[{o.front(), o.back()}] += p;
  engine::states<melee_state> m(with_leaders(3));
  melee_then_count(m);
  auto d = m.result(&melee_state::leaders);
  std::map<std::vector<fact>, probability> rows;
  for (auto const& row : d.rows) {
    std::vector<fact> key;
    for (auto id : row.facts) key.push_back(d.facts.at(id));
    rows[key] += row.chance;
  }
  EXPECT_EQ(rows, old_rows);
}

// ---- Pooled dice: four dice hitting on 5-6 of a d6 (a binomial over counts), and one more d6
// rolled only when no die hit.

struct pool_state {
  std::int64_t hits = 0;
  bool operator==(pool_state const& o) const { return hits == o.hits; }
};
std::size_t hash_value(pool_state const& s) { return static_cast<std::size_t>(s.hits); }
std::uint64_t bytes_of(pool_state const&) { return 0; }

TEST(merged_states, counts_and_a_roll_only_some_entries_make) {
  engine::states<pool_state> m(pool_state{});
  auto pool = engine::pools::binomial(4, 2, 6);
  m.roll_counts([&](pool_state const&) { return std::optional<engine::counts_request>({pool.weights, pool.denominator}); },
                [](pool_state& s, std::size_t k, record&) { s.hits = static_cast<std::int64_t>(k); });
  m.roll([](pool_state const& s) -> std::optional<roll_request> {
           if (s.hits) return std::nullopt;
           return roll_request{d6, "second chance", engine::classes_of(d6, [](int f) { return f == 6; })};
         },
         [](pool_state& s, int face, record&) { s.hits = face == 6 ? 1 : 0; });
  m.then([](pool_state& s, record& r) { r.row(fact("hits", s.hits)); });
  auto d = m.result().joint();
  // No hit: (4/6)^4 = 16/81; then a six: 1/6 of those.
  EXPECT_EQ(d.outcomes.at({fact("hits", 0)}), frac(16, 81) * frac(5, 6));
  EXPECT_EQ(d.outcomes.at({fact("hits", 1)}), pool.at(1) + frac(16, 81) * frac(1, 6));
  EXPECT_EQ(d.total(), 1);
}

// ---- The budget: the joint of twelve leaders is refused by name; their components are not.
TEST(merged_states, the_joint_of_many_leaders_is_refused_by_its_budget) {
  engine::budget small(std::uint64_t(1) << 20);
  engine::states<melee_state> joint(with_leaders(12), &small, true);
  EXPECT_THROW(melee_with_leaders(joint), engine::resource_limit);
  engine::budget same(std::uint64_t(1) << 20);
  engine::states<melee_state> merged(with_leaders(12), &same);
  melee_with_leaders(merged);
  EXPECT_EQ(merged.result(&melee_state::leaders).total(), 1);
  EXPECT_GT(same.peak(), 0u);
}

// A chart's fractions are printed through machine integers below 2^128 and by cpp_int above: the same
// digits either way, at the edges of each (10^19 a chunk, 2^64, 2^128), as cpp_int's own str() prints them.
TEST(states_report, fractions_print_the_same_digits_at_every_width) {
  using boost::multiprecision::cpp_int;
  cpp_int const ten19 = cpp_int(10'000'000'000'000'000'000ull), two64 = cpp_int(1) << 64, two128 = cpp_int(1) << 128;
  std::vector<cpp_int> const widths = {0, 7, ten19 - 1, ten19, ten19 + 1, two64 - 1, two64, two64 + 1,
                                       ten19 * ten19 - 1, ten19 * ten19, ten19 * ten19 + 12345, two128 - 1, two128,
                                       two128 * 3 + 1};
  for (cpp_int const& n : widths) {
    probability const p(n, cpp_int(1) << 200);  // a power of two: the fraction stays n over it when n is odd
    std::string const expected = boost::multiprecision::numerator(p).str() + "/" + boost::multiprecision::denominator(p).str();
    EXPECT_EQ(engine::fraction_text(p), expected) << n.str();
  }
}

// A distribution's fractions are reduced over its denominator's small prime factors: the same
// fraction as cpp_rational's own reduction, for denominators of dice (6^72, 10^40·2, 1), for one
// with a prime above the factored range, for numerators zero, one, the denominator itself and
// multiples of every power of the factors, below and above 2^128.
TEST(states_report, fractions_reduce_over_the_denominator_as_cpp_rational_does) {
  using boost::multiprecision::cpp_int;
  using boost::multiprecision::pow;
  std::vector<cpp_int> const denominators = {1, 6, pow(cpp_int(6), 72), pow(cpp_int(10), 40) * 2,
                                             pow(cpp_int(6), 30) * 1009, pow(cpp_int(3), 41) * 7 * 7};
  for (cpp_int const& den : denominators) {
    engine::fraction_reducer const reduce(den);
    std::vector<cpp_int> numerators = {0, 1, den, den - 1, den / 2 + 1};
    for (int k = 0; k < 90; k += 7)
      for (cpp_int const& base : std::vector<cpp_int>{1, 5, 11})
        for (cpp_int const& n : std::vector<cpp_int>{pow(cpp_int(2), k) * base, pow(cpp_int(3), k) * base,
                                                     pow(cpp_int(6), k) * base})
          if (n <= den) numerators.push_back(n);
    for (cpp_int const& n : numerators) EXPECT_EQ(reduce(n), probability(n, den)) << n.str() << "/" << den.str();
  }
}

// A chart's bar and percent read floor(80,000 p): through machine integers below 2^96, by cpp_int
// above, the same integer either way.
TEST(states_report, chances_scale_to_the_same_integer_at_every_width) {
  using boost::multiprecision::cpp_int;
  std::vector<cpp_int> const denominators = {3, cpp_int(1) << 95, (cpp_int(1) << 130) + 7,
                                             boost::multiprecision::pow(cpp_int(6), 72)};
  for (cpp_int const& den : denominators)
    for (cpp_int const& num : std::vector<cpp_int>{0, 1, den / 3, den / 2, den - 1, den})
      EXPECT_EQ(engine::scaled_floor(num, den, 80000), static_cast<std::int64_t>(num * 80000 / den))
          << num.str() << "/" << den.str();
}

}  // namespace
}  // namespace herald
