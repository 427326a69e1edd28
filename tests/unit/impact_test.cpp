// herald diff --impact: the grouped weighing equals resolving every situation, and the page holds one exact square per class.
#include <gtest/gtest.h>

#include <filesystem>
#include <pugixml.hpp>
#include <set>
#include <utility>
#include <vector>

#include "diff/diff.hpp"
#include "diff/impact.hpp"
#include "diff/impact_report.hpp"
#include "engine/report.hpp"
#include "test_support.hpp"

namespace herald {
namespace {

std::filesystem::path const source_dir = HERALD_SOURCE_DIR;

// Two rulesets loaded into one library.
struct pair_of_rulesets {
  testing::loaded state;
  model::ruleset const* old_rules = nullptr;
  model::ruleset const* new_rules = nullptr;
};

std::unique_ptr<pair_of_rulesets> load_pair(std::filesystem::path const& old_file, std::filesystem::path const& new_file,
                                            std::filesystem::path const& root) {
  auto out = std::make_unique<pair_of_rulesets>();
  auto a = out->state.load(old_file, root);
  auto b = out->state.load(new_file, root);
  if (a) out->old_rules = out->state.library.find(*a);
  if (b) out->new_rules = out->state.library.find(*b);
  return out;
}

// The weighing as JSON without its witnesses: two ways of counting may meet a group's
// situations in another order, and each keeps the first it meets.
nlohmann::ordered_json without_witnesses(nlohmann::ordered_json j) {
  if (j.is_object()) {
    nlohmann::ordered_json out = nlohmann::ordered_json::object();
    for (auto it = j.begin(); it != j.end(); ++it)
      if (it.key().find("witness") == std::string::npos) out[it.key()] = without_witnesses(it.value());
    return out;
  }
  if (j.is_array()) {
    nlohmann::ordered_json out = nlohmann::ordered_json::array();
    for (auto const& item : j) out.push_back(without_witnesses(item));
    return out;
  }
  return j;
}

nlohmann::ordered_json roll_json(diff::impact_result const& r, std::string const& roll) {
  auto j = diff::impact_json(r, "new")["rolls"];
  for (auto const& item : j)
    if (item["roll"] == roll) return without_witnesses(item);
  return nullptr;
}

// Every roll both ways: grouped by parts and convolved, and resolved situation by situation
// over the same space (thinned to `thin_to` situations a part where the product is too large).
void expect_grouping_equals_naive(pair_of_rulesets const& p, std::size_t thin_to, std::size_t* compared) {
  ASSERT_NE(p.old_rules, nullptr) << p.state.ids();
  ASSERT_NE(p.new_rules, nullptr) << p.state.ids();
  diff::result const changes = diff::compare(*p.old_rules, *p.new_rules);
  diff::impact_options grouped_options;
  grouped_options.thin_to = thin_to;
  grouped_options.procedures = false;  // resolved whole on both sides alike: nothing grouped to compare
  diff::impact_options naive_options = grouped_options;
  naive_options.naive = true;
  naive_options.naive_limit = 100000;
  auto const grouped = diff::impact(*p.old_rules, *p.new_rules, changes, grouped_options);
  auto const naive = diff::impact(*p.old_rules, *p.new_rules, changes, naive_options);
  std::set<std::string> weighed_naively;
  for (auto const& r : naive.rolls) weighed_naively.insert(r.name);
  for (auto const& u : naive.unchanged) weighed_naively.insert(u);
  for (auto const& r : grouped.rolls) {
    if (!weighed_naively.count(r.name)) continue;
    EXPECT_EQ(roll_json(grouped, r.name).dump(1), roll_json(naive, r.name).dump(1)) << r.name;
    ++*compared;
  }
  for (auto const& u : grouped.unchanged)
    if (weighed_naively.count(u)) {
      EXPECT_NE(std::find(naive.unchanged.begin(), naive.unchanged.end(), u), naive.unchanged.end()) << u;
      ++*compared;
    }
}

TEST(impact_grouping, equals_resolving_every_situation_on_the_case_worked_by_hand) {
  auto dir = source_dir / "tests" / "diff";
  auto p = load_pair(dir / "impact_by_hand" / "old.herald", dir / "impact_by_hand" / "new.herald", dir);
  std::size_t compared = 0;
  expect_grouping_equals_naive(*p, 0, &compared);
  EXPECT_EQ(compared, 2u);  // hit_table and shoot_result, whole spaces
}

TEST(impact_grouping, equals_resolving_every_situation_on_the_bundled_editions) {
  auto dir = source_dir / "rulesets" / "afde";
#ifdef HERALD_SANITIZED
  // One pair under the sanitizers (the same code on every pair; 28 s for the three there).
  std::vector<std::pair<char const*, char const*>> pairs = {{"afde-2010", "afde-2014"}};
#else
  std::vector<std::pair<char const*, char const*>> pairs = {
      {"afde-2010", "afde-2014"}, {"afde-vv45", "afde-sof"}, {"afde-2010", "afde-vv45"}};
#endif
  for (auto const& [before, after] : pairs) {
    auto p = load_pair(dir / (std::string(before) + ".herald"), dir / (std::string(after) + ".herald"), dir);
    std::size_t whole = 0, thinned = 0;
    // Whole spaces where resolving each situation stays small (rally, the tests, the leader bands) ...
    expect_grouping_equals_naive(*p, 0, &whole);
    // ... and every roll, fire and mêlée included, over three situations of each independent part.
    expect_grouping_equals_naive(*p, 3, &thinned);
    EXPECT_GE(whole, 4u) << before << " -> " << after;
    EXPECT_GE(thinned, 6u) << before << " -> " << after;
  }
}

TEST(impact_grouping, the_mean_of_each_class_is_exact_on_the_case_worked_by_hand) {
  auto dir = source_dir / "tests" / "diff";
  auto p = load_pair(dir / "impact_by_hand" / "old.herald", dir / "impact_by_hand" / "new.herald", dir);
  ASSERT_NE(p->new_rules, nullptr) << p->state.ids();
  auto const r = diff::impact(*p->old_rules, *p->new_rules, diff::compare(*p->old_rules, *p->new_rules));
  ASSERT_EQ(r.rolls.size(), 2u);
  auto const& hit = r.rolls[0];
  ASSERT_EQ(hit.name, "hit_table");
  EXPECT_EQ(hit.overall.situations, 4);
  EXPECT_EQ(hit.overall.changed, 1);
  for (auto const& o : hit.overall.outcomes) {
    if (o.outcome == "result = hit") {
      EXPECT_EQ(o.after - o.before, diff::probability(-1, 40));
    }
  }
  // Each change alone: the table's cell (+1/10 at wood × 2), the wood's modifier (-1/10 in a wood).
  ASSERT_EQ(hit.views.size(), 2u);
  EXPECT_EQ(hit.views[0].reached_by, std::vector<std::string>{"hit_table"});
  EXPECT_EQ(hit.views[0].classes.size(), 4u);
  for (auto const& c : hit.views[0].classes)
    for (auto const& o : c.outcomes)
      if (o.outcome == "result = hit") {
        bool const wood_at_2 = c.keys == std::vector<std::string>{"wood", "2"};
        EXPECT_EQ(o.after - o.before, wood_at_2 ? diff::probability(1, 10) : diff::probability(0));
      }
}

// The page: one square per class of each heat map, whose data-delta is the class's exact ΔP.
TEST(impact_page, has_one_square_per_class_with_its_exact_value) {
  auto dir = source_dir / "rulesets" / "afde";
  auto p = load_pair(dir / "afde-2010.herald", dir / "afde-2014.herald", dir);
  ASSERT_NE(p->new_rules, nullptr) << p->state.ids();
  auto const changes = diff::compare(*p->old_rules, *p->new_rules);
  auto const r = diff::impact(*p->old_rules, *p->new_rules, changes);
  std::string const page = diff::html_report(changes, diff::sources{p->state.sources, p->state.sources}, &r);
  pugi::xml_document doc;
  ASSERT_TRUE(doc.load_string(page.c_str())) << "the page is not well-formed XML";
  std::size_t maps = 0;
  for (auto const& roll : r.rolls)
    for (auto const& view : roll.views) {
      pugi::xml_node section = doc.select_node(("//*[@id='roll-" + roll.name + "']").c_str()).node();
      ASSERT_TRUE(section) << roll.name;
      for (pugi::xml_node figure : section.children("figure")) {
        std::string const caption = figure.child("figcaption").text().get();
        if (caption.find("the change of " + view.reached_by[0] + " alone") == std::string::npos) continue;
        ++maps;
        std::size_t squares = 0;
        for (pugi::xml_node g : figure.child("svg").children("g")) {
          pugi::xml_node rect = g.child("rect");
          ++squares;
          std::string const keys = rect.attribute("data-keys").value();
          auto c = std::find_if(view.classes.begin(), view.classes.end(), [&](diff::class_impact const& k) {
            std::string text;
            for (auto const& key : k.keys) text += (text.empty() ? "" : " × ") + key;
            return text == keys;
          });
          ASSERT_NE(c, view.classes.end()) << keys;
          if (c->situations == 0) continue;
          diff::probability delta = 0;
          for (auto const& o : c->outcomes)
            if (caption.find("(" + o.outcome + ")") != std::string::npos) delta = o.after - o.before;
          EXPECT_EQ(rect.attribute("data-delta").value(), engine::fraction_text(delta)) << keys;
          // The tooltip gives the exact value with its sign: "ΔP(D) = -1/10 (-10.00 %)".
          std::string const magnitude = engine::fraction_text(delta < 0 ? diff::probability(-delta) : delta);
          std::string const exact = delta == 0 ? ") = 0" : (delta < 0 ? ") = -" : ") = +") + magnitude;
          EXPECT_NE(std::string(g.child("title").text().get()).find(exact), std::string::npos)
              << keys << ": the tooltip gives the exact value and its sign, " << exact;
          // The legend's ramp: white where nothing moves, red for a rise, blue for a fall.
          std::string const fill = rect.attribute("fill").value();
          ASSERT_EQ(fill.size(), 7u) << fill;
          int const red = std::stoi(fill.substr(1, 2), nullptr, 16), blue = std::stoi(fill.substr(5, 2), nullptr, 16);
          if (delta == 0) EXPECT_EQ(fill, "#ffffff") << keys;
          else if (delta > 0) EXPECT_GT(red, blue) << keys << ": a rise is red, " << fill;
          else EXPECT_GT(blue, red) << keys << ": a fall is blue, " << fill;
        }
        EXPECT_EQ(squares, view.classes.size()) << caption;
      }
    }
  EXPECT_GE(maps, 3u);  // melee_types, the defenders' modifier, the terrain chart
}

}  // namespace
}  // namespace herald
