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

}  // namespace
}  // namespace herald::model
