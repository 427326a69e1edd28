// json_positions: the byte range of each value and member name of a JSON text, by path.
#include <gtest/gtest.h>

#include <string>

#include "engine/json_positions.hpp"

namespace {

using herald::engine::json_positions;

std::string at(std::string const& text, herald::source_range r) { return text.substr(r.begin, r.end - r.begin); }

TEST(json_positions, values_and_names_by_path) {
  std::string const text = R"({"situation": "melee",
  "given": {"defenders": [ {"strength": -1, "type": "Cl"}, {"strength": 3} ], "odds": "2/1"}})";
  json_positions const p(text, 7);
  EXPECT_EQ(at(text, p.value("$.situation")), "\"melee\"");
  EXPECT_EQ(at(text, p.value("$.given.defenders[0].strength")), "-1");
  EXPECT_EQ(at(text, p.key("$.given.defenders[0].strength")), "\"strength\"");
  EXPECT_EQ(at(text, p.value("$.given.defenders[1]")), "{\"strength\": 3}");
  EXPECT_EQ(at(text, p.value("$.given.odds")), "\"2/1\"");
  EXPECT_EQ(p.value("$.given.odds").file, 7u);
}

TEST(json_positions, escaped_names_and_strings) {
  std::string const text = R"({"a\"b": "x\\\"y", "c": [true, null, 1e3]})";
  json_positions const p(text, 1);
  EXPECT_EQ(at(text, p.key("$.a\"b")), R"("a\"b")");
  EXPECT_EQ(at(text, p.value("$.a\"b")), R"("x\\\"y")");
  EXPECT_EQ(at(text, p.value("$.c[2]")), "1e3");
  EXPECT_EQ(at(text, p.value("$.c[1]")), "null");
}

TEST(json_positions, an_unknown_path_is_the_start_of_the_text) {
  json_positions const p("{}", 3);
  auto const r = p.value("$.given");
  EXPECT_EQ(r.begin, 0u);
  EXPECT_EQ(r.end, 0u);
  EXPECT_EQ(r.file, 3u);
}

TEST(json_positions, the_last_of_a_repeated_member_wins_as_the_parser_keeps_it) {
  std::string const text = R"({"a": 1, "a": 22})";
  json_positions const p(text, 1);
  EXPECT_EQ(at(text, p.value("$.a")), "22");
}

}  // namespace
