// Unit tests for source_manager and line/column lookup in source_file.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <gtest/gtest.h>

#include "support/source.hpp"

namespace herald {
namespace {

TEST(source_manager_test, ids_start_at_one_and_stay_valid) {
  source_manager sources;
  EXPECT_EQ(sources.size(), 0u);
  auto const a = sources.add("a.hrd", "first");
  auto const& file_a = sources.file(a);
  for (int i = 0; i < 100; ++i) sources.add("x.hrd", "x");
  EXPECT_EQ(a, 1u);
  EXPECT_EQ(sources.size(), 101u);
  EXPECT_EQ(sources.file(2).id, 2u);
  // A reference taken before growth still points at the same file.
  EXPECT_EQ(&file_a, &sources.file(a));
  EXPECT_EQ(file_a.path, "a.hrd");
  EXPECT_EQ(file_a.text, "first");
  EXPECT_FALSE(source_range{}.valid());
  EXPECT_TRUE((source_range{a, 0, 1}.valid()));
}

TEST(source_file_test, line_text_returns_each_line_without_break) {
  source_manager sources;
  auto const& f = sources.file(sources.add("a.hrd", "one\n\tTwo\n\nfour"));
  EXPECT_EQ(f.line_text(1), "one");
  EXPECT_EQ(f.line_text(2), "\tTwo");
  EXPECT_EQ(f.line_text(3), "");
  EXPECT_EQ(f.line_text(4), "four");
  EXPECT_EQ(f.line_text(5), "");
  EXPECT_EQ(f.line_text(99), "");
}

TEST(source_file_test, line_text_drops_carriage_return) {
  source_manager sources;
  auto const& f = sources.file(sources.add("a.hrd", "a = 1;\r\nb = 2;\r\n"));
  EXPECT_EQ(f.line_text(1), "a = 1;");
  EXPECT_EQ(f.line_text(2), "b = 2;");
}

TEST(source_file_test, position_counts_bytes_from_one) {
  source_manager sources;
  auto const& f = sources.file(sources.add("a.hrd", "ab\n\tc\xC3\xA9x\n"));
  auto at = [&](std::uint32_t offset) {
    auto const p = f.position(offset);
    return std::make_pair(p.line, p.column);
  };
  EXPECT_EQ(at(0), std::make_pair(1u, 1u));
  EXPECT_EQ(at(2), std::make_pair(1u, 3u));  // the newline itself
  EXPECT_EQ(at(3), std::make_pair(2u, 1u));
  EXPECT_EQ(at(4), std::make_pair(2u, 2u));  // a tab is one byte column
  EXPECT_EQ(at(7), std::make_pair(2u, 5u));  // 'x' after the two-byte 'é'
}

TEST(source_file_test, position_past_end_is_clamped) {
  source_manager sources;
  auto const& f = sources.file(sources.add("a.hrd", "ab\nc"));
  auto const end = f.position(4);
  auto const past = f.position(1000);
  EXPECT_EQ(end.line, 2u);
  EXPECT_EQ(end.column, 2u);
  EXPECT_EQ(past.line, end.line);
  EXPECT_EQ(past.column, end.column);
}

TEST(source_manager_test, load_reads_bytes_exactly) {
  auto const path = std::filesystem::temp_directory_path() /
                    ("herald_source_test_" + std::to_string(::getpid()) + ".hrd");
  using namespace std::string_literals;
  auto const content = "x = 1;\r\n\0y\n"s;  // NUL included: load must not stop at it
  {
    std::ofstream out(path, std::ios::binary);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
  }
  source_manager sources;
  std::string error;
  auto const id = sources.load(path.string(), error);
  std::filesystem::remove(path);
  ASSERT_TRUE(id.has_value()) << error;
  EXPECT_EQ(sources.file(*id).text, content);
  EXPECT_EQ(sources.file(*id).path, path.string());
  EXPECT_TRUE(error.empty());
}

TEST(source_manager_test, load_of_missing_file_reports_error) {
  source_manager sources;
  std::string error;
  auto const id = sources.load("/nonexistent/herald/missing.hrd", error);
  EXPECT_FALSE(id.has_value());
  EXPECT_EQ(error, "cannot open file '/nonexistent/herald/missing.hrd': No such file or directory");
  EXPECT_EQ(sources.size(), 0u);
}

}  // namespace
}  // namespace herald
