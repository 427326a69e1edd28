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

  fire_space() {
    auto file = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde" / "afde-2010.herald";
    auto name = in.load(file, file.parent_path());
    if (!name) return;
    rules = in.library.find(*name);
    std::vector<expr const*> exprs;
    for (auto const& m : rules->modifier_lists.at("fire_modifiers").modifiers) {
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
  situation_walk walk(*space.rules, "fire", space.shape, space.constants, 1000000);
  ASSERT_TRUE(walk.ok());
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
  situation_walk walk(*space.rules, "fire", space.shape, space.constants, 1000000);
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
  situation_walk whole(*space.rules, "fire", space.shape, space.constants, 1000000);
  std::size_t count = 0, visits = 0;
  bool const done = visit_situations(*space.rules, "fire", space.shape, space.constants, whole.count() - 1, nullptr,
                                     [&](value const&) { ++visits; }, count);
  EXPECT_FALSE(done);
  EXPECT_EQ(visits, 0u);
  EXPECT_GT(count, whole.count() - 1);
  EXPECT_FALSE(situation_walk(*space.rules, "no_such_situation", space.shape, space.constants, 10).ok());
}

}  // namespace
}  // namespace herald::model
