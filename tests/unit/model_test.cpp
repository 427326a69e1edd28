// The model: the bundled 2010 edition as resolved, editions, amendments, imports.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <set>

#include "model/partition.hpp"
#include "model/suggest.hpp"
#include "test_support.hpp"

namespace herald {
namespace {

using model::key;

std::filesystem::path afde_folder() { return std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / "afde"; }

// Finds the cell of table `t` at a row key and a column key (single level).
model::cell const* cell_at(model::table const& t, key const& row_key, key const& column_key) {
  auto column = std::find(t.column_keys.begin(), t.column_keys.end(), model::key_path{column_key});
  if (column == t.column_keys.end()) return nullptr;
  for (auto const& r : t.rows_)
    if (std::find(r.keys.begin(), r.keys.end(), model::key_path{row_key}) != r.keys.end())
      return &r.cells.at(static_cast<std::size_t>(column - t.column_keys.begin()));
  return nullptr;
}

key name(std::string n) {
  key k;
  k.name = std::move(n);
  return k;
}
key number(std::int64_t v) {
  key k;
  k.k = key::kind::integer;
  k.number = v;
  return k;
}

class afde_2010 : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    state_ = new testing::loaded;
    auto loaded_name = state_->load(afde_folder() / "afde-2010.herald", afde_folder());
    ASSERT_TRUE(loaded_name.has_value()) << state_->ids();
    ruleset_ = state_->library.find(*loaded_name);
  }
  static void TearDownTestSuite() { delete state_; }
  static testing::loaded* state_;
  static model::ruleset const* ruleset_;
};
testing::loaded* afde_2010::state_ = nullptr;
model::ruleset const* afde_2010::ruleset_ = nullptr;

TEST_F(afde_2010, loads_without_findings) {
  EXPECT_EQ(state_->diags.all().size(), 0u) << state_->ids();
  EXPECT_EQ(ruleset_->name, "afde_2010");
  EXPECT_EQ(ruleset_->edition, "2010");
  EXPECT_EQ(ruleset_->imports, std::vector<std::string>{"afde"});
}

TEST_F(afde_2010, fire_threshold_cells_are_typed_by_slot) {
  auto const& fire = ruleset_->tables.at("fire_table");
  auto const* c = cell_at(fire, name("Ar"), number(3));
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->text, "7/9");
  ASSERT_EQ(c->slots.size(), 2u);
  EXPECT_EQ(c->slots[0].slot, "discourage");
  EXPECT_EQ(c->slots[0].number, 7);
  EXPECT_EQ(c->slots[1].slot, "rout");
  EXPECT_EQ(c->slots[1].number, 9);
  EXPECT_EQ(c->prov.line, 809u);
  auto const* single = cell_at(fire, name("Ab"), number(3));
  ASSERT_NE(single, nullptr);
  ASSERT_EQ(single->slots.size(), 1u);
  EXPECT_EQ(single->slots[0].slot, "discourage");
  auto const* none = cell_at(fire, name("Ab"), number(4));
  ASSERT_NE(none, nullptr);
  EXPECT_EQ(none->slots.at(0).symbol, "NF");
}

TEST_F(afde_2010, one_printed_row_serves_two_keys) {
  auto const& fire = ruleset_->tables.at("fire_table");
  auto const* cl = cell_at(fire, name("Cl"), number(1));
  auto const* il = cell_at(fire, name("Il"), number(1));
  ASSERT_NE(cl, nullptr);
  ASSERT_EQ(cl, il);
  EXPECT_EQ(cl->text, "7/8");
}

TEST_F(afde_2010, melee_types_are_keyed_by_name_not_position) {
  // Rows print ... Ar Aq Ab, columns ... Ar Ab Aq (lines 863-873).
  auto const& types = ruleset_->tables.at("melee_types");
  EXPECT_EQ(cell_at(types, name("Aq"), name("Ab"))->text, "+1");
  EXPECT_EQ(cell_at(types, name("Aq"), name("Aq"))->text, "0");
  EXPECT_EQ(cell_at(types, name("Ab"), name("Aq"))->text, "0");
  EXPECT_EQ(cell_at(types, name("Ab"), name("At"))->text, "+1");
  EXPECT_EQ(cell_at(types, name("Ch"), name("Mi"))->slots.at(0).number, 3);
}

TEST_F(afde_2010, combined_terrain_cells_keep_their_parts_and_marks) {
  auto const& terrain = ruleset_->tables.at("terrain_chart");
  auto const* wall = cell_at(terrain, name("wall"), name("fire"));
  ASSERT_NE(wall, nullptr);
  EXPECT_EQ(wall->text, "-4 / 0 [a]");
  EXPECT_EQ(wall->marks, std::vector<std::string>{"a"});
  ASSERT_EQ(wall->slots.size(), 2u);
  EXPECT_EQ(wall->slots[0].slot, "outside");
  EXPECT_EQ(wall->slots[0].number, -4);
  EXPECT_EQ(wall->slots[1].slot, "inside");
  EXPECT_EQ(wall->slots[1].number, 0);
  auto const* wood = cell_at(terrain, name("wood"), name("fire"));
  EXPECT_EQ(wood->slots.at(1).symbol, "B");
  auto const* stream = cell_at(terrain, name("stream"), name("move_infantry"));
  EXPECT_TRUE(stream->slots.at(0).has_sign);  // "+1": an extra cost, not a cost of 1
}

TEST_F(afde_2010, melee_result_bands_cover_minus_7_to_16) {
  auto const& bands = ruleset_->band_tables.at("melee_result");
  ASSERT_TRUE(bands.clamp.has_value());
  EXPECT_EQ(bands.clamp->first, -7);
  EXPECT_EQ(bands.clamp->second, 7);
  ASSERT_EQ(bands.bands.size(), 8u);
  EXPECT_EQ(bands.bands.front().low, -7);
  EXPECT_EQ(*bands.bands.front().high, -4);
  EXPECT_EQ(bands.bands.front().outcomes.at(1).text, "D + R");
  EXPECT_TRUE(bands.bands.at(3).outcomes.at(0).blank);
  EXPECT_EQ(*bands.bands.back().high, 16);
  ASSERT_EQ(bands.bands.back().outcomes.at(0).slots.size(), 2u);
  EXPECT_EQ(bands.bands.back().outcomes.at(0).slots[0].symbol, "Dr");
}

TEST_F(afde_2010, modifier_conditions_are_resolved_expressions) {
  auto const& fire = ruleset_->modifier_lists.at("fire_modifiers");
  EXPECT_TRUE(fire.cumulative);
  auto small = std::find_if(fire.modifiers.begin(), fire.modifiers.end(),
                            [](auto const& m) { return m.name == "small_force"; });
  ASSERT_NE(small, fire.modifiers.end());
  EXPECT_EQ(small->delta, -1);
  ASSERT_TRUE(small->condition.has_value());
  EXPECT_EQ(small->condition->type.k, model::type_desc::kind::boolean);
  EXPECT_NE(small->condition->text().find("firers.sum(current_strength) < 4"), std::string::npos);
  auto const& melee = ruleset_->modifier_lists.at("melee_modifiers");
  ASSERT_TRUE(melee.clamp.has_value());
  EXPECT_EQ(melee.clamp->second, 7);
}

TEST(editions, derived_edition_inherits_and_amends) {
  testing::rule_files files;
  files.write("base.herald", R"(ruleset base;
symbol NF "No firing";
enum unit { Ar; Ab; }
cell threshold = discourage:int / rout:int | discourage:int | NF;
table fire { rows unit; columns int 1..2; cells threshold; Ar: 5/7 6/8; Ab: 6/8 9; }
)");
  auto derived = files.write("derived.herald", R"(ruleset derived extends base;
import "base.herald";
amend fire[Ab][2] from 9 to 8/9 line 12;
)");
  testing::loaded state;
  auto n = state.load(derived, files.dir());
  ASSERT_TRUE(n) << state.ids();
  auto const& t = state.library.find("derived")->tables.at("fire");
  EXPECT_EQ(cell_at(t, name("Ab"), number(2))->text, "8/9");
  EXPECT_EQ(cell_at(t, name("Ar"), number(1))->text, "5/7");
  EXPECT_EQ(cell_at(state.library.find("base")->tables.at("fire"), name("Ab"), number(2))->text, "9");
  ASSERT_EQ(state.library.find("derived")->amendments.size(), 1u);
  EXPECT_EQ(state.library.find("derived")->amendments[0].target, "fire[Ab][2]");
}

// An erratum to one key of a row the book prints for several ("Cl, Il": one row for both): the key
// amended takes the new value, the other keeps the printed one, and both keep the cells not amended.
TEST(editions, amend_of_one_key_of_a_shared_row_changes_that_key_only) {
  testing::rule_files files;
  files.write("base.herald", R"(ruleset base;
symbol NF "No firing";
enum unit { Ar; Cl; Il; }
cell threshold = discourage:int / rout:int | discourage:int | NF;
table fire { rows unit; columns int 1..2; cells threshold; Ar: 5/7 6/8; Cl, Il: 7/8 9; }
)");
  auto derived = files.write("derived.herald", R"(ruleset derived extends base;
import "base.herald";
amend fire[Il][2] from 9 to 8/9 line 12;
)");
  testing::loaded state;
  auto n = state.load(derived, files.dir());
  ASSERT_TRUE(n) << state.ids();
  auto const& t = state.library.find("derived")->tables.at("fire");
  EXPECT_EQ(cell_at(t, name("Il"), number(2))->text, "8/9");  // the key amended
  EXPECT_EQ(cell_at(t, name("Il"), number(1))->text, "7/8");  // its other cell, as printed
  EXPECT_EQ(cell_at(t, name("Cl"), number(2))->text, "9");    // the other key, as printed
  EXPECT_EQ(cell_at(t, name("Cl"), number(1))->text, "7/8");
  EXPECT_EQ(cell_at(state.library.find("base")->tables.at("fire"), name("Il"), number(2))->text, "9");
}

// The reprints an edition declares cite its own book (each band's and cell's line in book-fr.txt); an
// edition extending it (book-3.txt) starts without them: no band, cell or row of its tables cites
// the middle edition's book (tests/checks/reprint.missing/base_reprint_not_inherited).
TEST(editions, reprints_are_not_inherited_by_an_edition_of_an_edition) {
  auto const dir = std::filesystem::path(HERALD_SOURCE_DIR) / "tests" / "checks" / "reprint.missing" /
                   "base_reprint_not_inherited";
  testing::loaded state;
  ASSERT_TRUE(state.load(dir / "third.herald", dir)) << state.ids();
  model::ruleset const& edition = *state.library.find("edition");
  model::ruleset const& third = *state.library.find("third");
  auto const& middle_bands = edition.band_tables.at("melee_result").bands;
  ASSERT_EQ(middle_bands.size(), 2u);
  EXPECT_EQ(middle_bands[0].reprinted_at.line, 11u);  // the middle edition's own reprint, as declared
  EXPECT_EQ(middle_bands[1].reprinted_at.line, 12u);
  for (auto const& band : third.band_tables.at("melee_result").bands) {
    EXPECT_EQ(band.reprinted_at.line, 0u) << band.low;
    for (auto const& c : band.outcomes) EXPECT_EQ(c.reprinted_at.line, 0u) << band.low;
  }
  for (auto const& table : {"fire_table", "melee_types"}) {
    EXPECT_FALSE(third.tables.at(table).edition_reprint.has_value()) << table;
    for (auto const& r : third.tables.at(table).rows_)
      for (auto const& c : r.cells) EXPECT_EQ(c.reprinted_at.line, 0u) << table;
  }
}

TEST(editions, stale_amend_is_an_error_naming_the_current_value) {
  testing::rule_files files;
  files.write("base.herald", "ruleset base;\nenum u { A; }\ncell n = int;\ntable t { rows u; columns u; cells n; A: 3; }\n");
  auto derived = files.write("derived.herald", "ruleset derived extends base;\nimport \"base.herald\";\namend t[A][A] from 4 to 5;\n");
  testing::loaded state;
  state.load(derived, files.dir());
  ASSERT_EQ(state.ids(), "amend.stale");
  EXPECT_NE(state.diags.all()[0].message.find("the base has '3'"), std::string::npos);
  ASSERT_EQ(state.diags.all()[0].notes.size(), 1u);
}

TEST(imports, outside_the_root_is_refused) {
  testing::rule_files files;
  files.write("outside.herald", "system outside;\n");
  auto inner = files.write("root/main.herald", "ruleset main;\nimport \"../outside.herald\";\n");
  testing::loaded state;
  EXPECT_FALSE(state.load(inner, files.dir() / "root"));
  EXPECT_EQ(state.ids(), "import.outside_root");
}

TEST(imports, a_cycle_is_reported_once_with_its_path) {
  testing::rule_files files;
  files.write("a.herald", "system a;\nimport \"b.herald\";\n");
  files.write("b.herald", "system b;\nimport \"a.herald\";\n");
  testing::loaded state;
  EXPECT_FALSE(state.load(files.dir() / "a.herald", files.dir()));
  EXPECT_EQ(state.ids(), "import.cycle");
}

TEST(imports, shared_system_imported_twice_is_not_a_duplicate) {
  testing::rule_files files;
  files.write("sys.herald", "system sys;\nenum u { A; }\n");
  files.write("base.herald", "ruleset base;\nimport \"sys.herald\";\n");
  auto top = files.write("top.herald", "ruleset top extends base;\nimport \"sys.herald\";\nimport \"base.herald\";\n");
  testing::loaded state;
  EXPECT_TRUE(state.load(top, files.dir())) << state.ids();
  EXPECT_EQ(state.ids(), "");
}

TEST(suggestions, closest_name_is_a_plausible_typo_only) {
  EXPECT_EQ(model::closest_name("NX", {"NE", "NA", "B"}), "NA");
  EXPECT_EQ(model::closest_name("fire_tabel", {"fire_table", "melee_types"}), "fire_table");
  EXPECT_EQ(model::closest_name("zzzzzz", {"fire_table", "melee_types"}), "");
  EXPECT_EQ(model::did_you_mean("Arr", {"Ar", "Ab"}), " (did you mean 'Ar'?)");
}

}  // namespace
}  // namespace herald

namespace herald {
namespace {

TEST(provenance, an_item_may_cite_a_line_of_another_document) {
  testing::rule_files files;
  auto file = files.write("sys.herald", R"(system sys;
source "afde-2010-en.txt";
enum terrain {
  clear "Clear" line 767;
  ford "Ford" fr "Gué" source "afde-2014-fr.txt" line 845;
}
)");
  testing::loaded state;
  ASSERT_TRUE(state.load(file, files.dir())) << state.ids();
  auto const& values = state.library.find("sys")->enums.at("terrain").values;
  EXPECT_EQ(values.at(0).prov.document, "afde-2010-en.txt");
  EXPECT_EQ(values.at(0).prov.line, 767u);
  EXPECT_EQ(values.at(1).prov.document, "afde-2014-fr.txt");
  EXPECT_EQ(values.at(1).prov.line, 845u);
  EXPECT_EQ(values.at(1).label.at("fr"), "Gué");
}

// The split the checker and the impact share: ties joined transitively, each part in increasing
// order, the parts in the order of their roots (the last item a union reached), as both printed them.
TEST(partition, parts_join_ties_transitively_in_the_order_of_their_roots) {
  std::set<std::pair<std::size_t, std::size_t>> const ties = {{0, 3}, {1, 2}, {3, 4}};
  auto const parts = model::independent_parts(6, [&](std::size_t i, std::size_t j) { return ties.count({i, j}) > 0; });
  std::vector<std::vector<std::size_t>> const expected = {{1, 2}, {0, 3, 4}, {5}};
  EXPECT_EQ(parts, expected);
  EXPECT_TRUE(model::independent_parts(0, [](std::size_t, std::size_t) { return true; }).empty());
}

TEST(partition, excludes_and_groups_link_modifiers_by_name) {
  model::modifier_list list;
  model::modifier a, b, c;
  a.name = "woods";
  b.name = "hill";
  c.name = "river";
  a.excludes = {"hill"};
  list.groups.push_back({});
  list.groups.back().members = {"hill", "river"};
  EXPECT_TRUE(model::linked(list, a, b));  // a excludes b
  EXPECT_TRUE(model::linked(list, b, a));  // either side's excludes
  EXPECT_TRUE(model::linked(list, b, c));  // one group
  EXPECT_FALSE(model::linked(list, a, c));
}

}  // namespace
}  // namespace herald
