// The aids' layout and text safety, on aids made here: nothing leaves the page, long tables break with their heading, labels cannot inject.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "aids/layout.hpp"
#include "support/printable.hpp"
#include "aids/text_measure.hpp"
#include "aids/writers.hpp"

namespace herald::aids {
namespace {

text_measure const& measure() {
  static text_measure const m("DejaVu Sans");
  return m;
}

block table_of(std::size_t rows, std::size_t columns, std::string const& text) {
  block b;
  b.name = "t";
  b.kind = "table";
  b.title = "A table";
  b.ref = "9.3";
  b.head.emplace_back();
  for (std::size_t c = 0; c <= columns; ++c) b.head.back().push_back({"column " + std::to_string(c), true});
  for (std::size_t r = 0; r < rows; ++r) {
    b.body.emplace_back();
    b.body.back().push_back({"row " + std::to_string(r), true});
    for (std::size_t c = 0; c < columns; ++c) b.body.back().push_back({text});
  }
  return b;
}

aid aid_of(block b) {
  aid a;
  a.ruleset = "r";
  a.lang = "en";
  a.title = "Title";
  a.banner = "generated from r.herald by herald aids; do not edit";
  a.blocks.push_back(std::move(b));
  return a;
}

// Every box and every line of text lies inside the page's margins.
void expect_inside(laid_out const& pages, paper const& p) {
  for (auto const& pg : pages.pages) {
    for (auto const& b : pg.boxes) {
      EXPECT_GE(b.x, p.margin - 0.01);
      EXPECT_LE(b.x + b.w, p.width - p.margin + 0.01);
      EXPECT_LE(b.y + b.h, p.height - p.margin + 0.01);
    }
    for (auto const& t : pg.texts) {
      double const w = measure().width(t.text, t.f);
      double const left = t.centred ? t.x - w / 2 : t.x;
      EXPECT_GE(left, p.margin - 0.5) << t.text;
      EXPECT_LE(left + w, p.width - p.margin + 0.5) << t.text;
    }
  }
}

TEST(aids_layout, long_table_breaks_pages_and_repeats_its_heading) {
  paper const p = paper_named("a4");
  laid_out const pages = lay_out(aid_of(table_of(200, 3, "5/7")), p, measure());
  ASSERT_GE(pages.pages.size(), 3u);
  for (std::size_t i = 1; i < pages.pages.size(); ++i) {
    bool continued = false, head = false;
    for (auto const& t : pages.pages[i].texts) {
      continued = continued || t.text == "A table (continued)";
      head = head || t.text == "column 1";
    }
    EXPECT_TRUE(continued) << "page " << i + 1;
    EXPECT_TRUE(head) << "page " << i + 1;
  }
  expect_inside(pages, p);
  EXPECT_TRUE(pages.warnings.empty());
}

TEST(aids_layout, long_labels_wrap_inside_their_column) {
  paper const p = paper_named("letter");
  std::string const sentence =
      "if the firing unit (or combined total of firing units) has less than 4 strength points, and more words";
  laid_out const pages = lay_out(aid_of(table_of(3, 2, sentence)), p, measure());
  expect_inside(pages, p);
  std::size_t lines = 0;
  for (auto const& t : pages.pages.front().texts) lines += t.text.rfind("if the firing", 0) == 0;
  EXPECT_EQ(lines, 6u);  // each of the six cells starts one line, and wraps onto more
  EXPECT_TRUE(pages.warnings.empty());
}

TEST(aids_layout, a_table_wider_than_the_page_is_scaled_and_reported_never_clipped) {
  paper const p = paper_named("a4");
  laid_out const pages = lay_out(aid_of(table_of(2, 40, "10000")), p, measure());
  ASSERT_EQ(pages.warnings.size(), 1u);
  EXPECT_EQ(pages.warnings[0].block, "A table");
  EXPECT_LT(pages.warnings[0].scale, 0.95);
  expect_inside(pages, p);
}

TEST(aids_layout, a_title_longer_than_the_page_wraps) {
  aid a = aid_of(table_of(2, 2, "1"));
  a.title = "By the Edge of the Sword! \u2014 2014 \u2014 Battle of Guinegatte (La Tr\u00eave ou l'\u00c9p\u00e9e) and more words";
  paper const p = paper_named("a4");
  laid_out const pages = lay_out(a, p, measure());
  expect_inside(pages, p);
  // The whole title is printed, every word in order, on more than one line of the first page, each below the last.
  std::string printed;
  std::vector<double> baselines;
  for (auto const& t : pages.pages.at(0).texts)
    if (t.role == "title") {
      printed += (printed.empty() ? "" : " ") + t.text;
      baselines.push_back(t.y);
    }
  EXPECT_EQ(printed, a.title);
  EXPECT_GE(baselines.size(), 2u);
  for (std::size_t i = 1; i < baselines.size(); ++i) EXPECT_GT(baselines[i], baselines[i - 1]);
}

TEST(aids_layout, pages_have_a_page_number_and_the_banner) {
  laid_out const pages = lay_out(aid_of(table_of(200, 2, "1")), paper_named("a4"), measure());
  std::string const last = "page " + std::to_string(pages.pages.size()) + " / " + std::to_string(pages.pages.size());
  bool found = false;
  for (auto const& t : pages.pages.back().texts) found = found || t.text == last;
  EXPECT_TRUE(found);
}

TEST(aids_printable, control_and_bidi_characters_are_shown_not_obeyed) {
  EXPECT_EQ(printable("a\nb\tc"), "a b c");
  EXPECT_EQ(printable("x\x01y"), "x<U+0001>y");
  EXPECT_EQ(printable("\xE2\x80\xAE" "abc"), "<U+202E>abc");
  EXPECT_EQ(printable("\xE2\x81\xA6" "x" "\xE2\x81\xA9"), "<U+2066>x<U+2069>");
  EXPECT_EQ(printable("caf\xC3\xA9 \xF0\x9F\x90\x8E"), "caf\xC3\xA9 \xF0\x9F\x90\x8E");  // other text kept byte for byte
}

TEST(aids_writers, svg_and_html_escape_what_they_print) {
  block b = table_of(1, 1, "<b>&]]>\"");
  aid a = aid_of(b);
  a.title = "<script>alert(1)</script>";
  paper const p = paper_named("a4");
  auto const svg = write_svg_pages(lay_out(a, p, measure()), a);
  ASSERT_EQ(svg.size(), 1u);
  EXPECT_EQ(svg[0].find("<script>"), std::string::npos);
  EXPECT_NE(svg[0].find("&lt;script&gt;"), std::string::npos);
  EXPECT_NE(svg[0].find("&lt;b&gt;&amp;]]&gt;"), std::string::npos);
  std::string const html = write_html(a, p);
  EXPECT_EQ(html.find("<script>"), std::string::npos);
  EXPECT_NE(html.find("@page { size: A4;"), std::string::npos);
  EXPECT_NE(write_html(a, paper_named("letter")).find("@page { size: letter;"), std::string::npos);
}

TEST(aids_text_measure, wider_text_measures_wider_and_bold_wider_still) {
  font const regular{8, false}, bold{8, true};
  EXPECT_GT(measure().width("Infanterie & chefs", regular), measure().width("Clair", regular));
  EXPECT_GT(measure().width("Infanterie & chefs", bold), measure().width("Infanterie & chefs", regular));
  EXPECT_DOUBLE_EQ(measure().width("", regular), 0);
  for (auto const& line : measure().wrap("one two three four five six seven eight nine ten", regular, 40))
    EXPECT_LE(measure().width(line, regular), 40.5) << line;
}

}  // namespace
}  // namespace herald::aids
