// The situation walk: every situation once, in the odometer's order, and the same by index.
#include <gtest/gtest.h>

#include <set>

#include "model/situation_space.hpp"
#include "test_support.hpp"

namespace herald::model {
namespace {

struct fire_space {
  testing::loaded in;
  ruleset const* rules = nullptr;
  read_shape shape;
  std::set<std::int64_t> constants;
  std::string situation;  // the record the list is weighed over

  fire_space() {
    auto file = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde" / "afde-2010.herald";
    auto name = in.load(file, file.parent_path());
    if (!name) return;
    rules = in.library.find(*name);
    std::vector<expr const*> exprs;
    auto const& list = rules->modifier_lists.at("fire_modifiers");
    situation = list.situation;
    // The modifiers that read the firers and their type: a space of some fifty thousand.
    std::set<std::string> const wanted = {"small_force", "large_force", "very_large_force", "firer_moved",
                                          "mounted_firer", "discouraged_firer"};
    for (auto const& m : list.modifiers) {
      if (!wanted.count(m.name)) continue;
      if (m.condition) exprs.push_back(&*m.condition);
      if (m.computed) exprs.push_back(&*m.computed);
    }
    shape = shape_of(exprs);
    constants = constants_of(exprs);
  }
};

TEST(situation_walk, gives_each_situation_once_and_the_same_by_its_index) {
  fire_space space;
  ASSERT_NE(space.rules, nullptr) << space.in.ids();
  situation_walk walk(*space.rules, space.situation, space.shape, space.constants, 1000000);
  ASSERT_TRUE(walk.ok()) << space.situation << ": " << walk.count();
  std::size_t product = 1;
  for (std::size_t f = 0; f < walk.fields(); ++f) product *= walk.choices(f);
  EXPECT_EQ(walk.count(), product);
  std::set<std::string> seen;
  std::size_t visited = 0;
  do {
    std::string const text = value_text(walk.situation());
    EXPECT_EQ(walk.index(), visited);
    EXPECT_EQ(value_text(walk.situation_at(walk.index())), text) << "at " << walk.index();
    seen.insert(text);
    ++visited;
  } while (walk.next());
  EXPECT_EQ(visited, walk.count());
  EXPECT_EQ(seen.size(), walk.count()) << "a situation was given twice";
}

TEST(situation_walk, builds_a_list_of_records_from_its_members) {
  fire_space space;
  ASSERT_NE(space.rules, nullptr) << space.in.ids();
  situation_walk walk(*space.rules, space.situation, space.shape, space.constants, 1000000);
  ASSERT_TRUE(walk.ok()) << space.situation << ": " << walk.count();
  auto const firers = walk.field_index("firers");
  ASSERT_NE(firers, situation_walk::npos);
  // Read only through sum and any: never empty; one member or two, in either order the same.
  std::size_t const m = walk.members(firers).size();
  ASSERT_GT(m, 1u);
  EXPECT_EQ(walk.choices(firers), m + m * (m + 1) / 2);
  auto const* pair = walk.picked(firers, m);  // the first pair: the first member twice
  ASSERT_NE(pair, nullptr);
  EXPECT_EQ(*pair, (std::vector<std::size_t>{0, 0}));
  value const& built = walk.candidate(firers, m);
  ASSERT_EQ(built.items.size(), 2u);
  EXPECT_EQ(value_text(built.items[0]), value_text(walk.members(firers)[0]));
  EXPECT_EQ(value_text(built.items[1]), value_text(walk.members(firers)[0]));
}

TEST(situation_walk, past_its_limit_visits_nothing_and_says_how_many) {
  fire_space space;
  ASSERT_NE(space.rules, nullptr) << space.in.ids();
  situation_walk whole(*space.rules, space.situation, space.shape, space.constants, 1000000);
  ASSERT_TRUE(whole.ok()) << space.situation;
  std::size_t count = 0, visits = 0;
  bool const done = visit_situations(*space.rules, space.situation, space.shape, space.constants, whole.count() - 1, nullptr,
                                     [&](value const&) { ++visits; }, count);
  EXPECT_FALSE(done);
  EXPECT_EQ(visits, 0u);
  EXPECT_GT(count, whole.count() - 1);
  EXPECT_FALSE(situation_walk(*space.rules, "no_such_situation", space.shape, space.constants, 10).ok());
}

// A small schema whose space is counted by hand from visit_situations' rule, not from the walk:
// an enum of three values, all three; an int of 0..30 (wider than 12) compared with 10: its ends
// and 9, 10, 11, five; a list of units read through `any(mounted)`: its members differ only in
// `mounted` (two), and the list holds one of them (2) or two, in either order the same (3), five.
// 3 x 5 x 5 = 75; with `range` not read, 15.
TEST(situation_walk, counts_a_small_schema_as_worked_by_hand) {
  testing::rule_files files;
  testing::loaded in;
  auto name = in.load(files.write("main.herald",
                                  "system s;\n"
                                  "enum terrain { open; wood; town; }\n"
                                  "record unit { mounted: bool; strength: int 0..9; }\n"
                                  "situation fire { terrain: terrain; range: int 0..30; firers: list unit; }\n"
                                  "modifiers fire_modifiers on fire {\n"
                                  "  cumulative;\n"
                                  "  cover: -1 when terrain == wood;\n"
                                  "  far: -1 when range > 10;\n"
                                  "  mounted: +1 when firers.any(mounted);\n"
                                  "}\n"),
                      files.dir());
  ASSERT_TRUE(name && in.diags.error_count() == 0) << in.ids();
  ruleset const& rules = *in.library.find(*name);
  auto const& list = rules.modifier_lists.at("fire_modifiers");
  auto walk_of = [&](std::set<std::string> const& wanted) {
    std::vector<expr const*> exprs;
    for (auto const& m : list.modifiers)
      if (wanted.count(m.name) && m.condition) exprs.push_back(&*m.condition);
    return situation_walk(rules, "fire", shape_of(rules, "fire", exprs), constants_of(exprs), 1000);
  };
  situation_walk const all = walk_of({"cover", "far", "mounted"});
  ASSERT_TRUE(all.ok());
  EXPECT_EQ(all.count(), 75u);
  ASSERT_EQ(all.fields(), 3u);
  EXPECT_EQ(all.choices(all.field_index("terrain")), 3u);
  EXPECT_EQ(all.choices(all.field_index("range")), 5u);
  EXPECT_EQ(all.choices(all.field_index("firers")), 5u);
  std::set<std::int64_t> ranges;
  for (std::size_t k = 0; k < 5; ++k) ranges.insert(all.candidate(all.field_index("range"), k).number);
  EXPECT_EQ(ranges, (std::set<std::int64_t>{0, 9, 10, 11, 30}));
  EXPECT_EQ(walk_of({"cover", "mounted"}).count(), 15u);
  EXPECT_EQ(walk_of({"cover", "mounted"}).field_index("range"), situation_walk::npos);
  // Past its limit: 75 situations over a limit of 74 are none visited, and counted.
  std::size_t count = 0, visits = 0;
  std::vector<expr const*> exprs;
  for (auto const& m : list.modifiers) exprs.push_back(&*m.condition);
  EXPECT_FALSE(visit_situations(rules, "fire", shape_of(rules, "fire", exprs), constants_of(exprs), 74, nullptr,
                                [&](value const&) { ++visits; }, count));
  EXPECT_EQ(visits, 0u);
  EXPECT_EQ(count, 75u);
}

}  // namespace
}  // namespace herald::model
