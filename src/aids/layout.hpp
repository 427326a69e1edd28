// Pages of an aid: every block measured, its columns sized, long labels wrapped, page breaks placed; no format yet.
#pragma once

#include <string>
#include <vector>

#include "aids/aid.hpp"
#include "aids/text_measure.hpp"

namespace herald::aids {

struct paper {
  std::string name;  // a4 | letter
  double width = 0, height = 0;  // points
  double margin = 0;             // on every side: safe for home printers
};
paper paper_named(std::string const& name);  // a4 (default) or letter

struct placed_text {
  double x = 0, y = 0;  // baseline start (or middle, for centred text)
  std::string text;
  font f;
  std::string colour = "#000000";
  bool centred = false;
  std::string role;  // title | heading | cell | header | small | mark: the template's classes
};

struct placed_box {
  double x = 0, y = 0, w = 0, h = 0;
  std::string fill = "none";
  std::string stroke = "none";
  double stroke_width = 0;
  std::string tooltip;  // provenance, kept as the box's <title>
  std::string role;     // cell | header | changed | scenario | rule
};

struct page {
  double width = 0, height = 0;
  std::vector<placed_box> boxes;
  std::vector<placed_text> texts;
};

// A block that had to be made smaller than the house size to fit the page.
struct layout_warning {
  std::string block;
  double scale = 1;
};

struct laid_out {
  std::vector<page> pages;
  std::vector<layout_warning> warnings;
};

laid_out lay_out(aid const& a, paper const& p, text_measure const& measure);

}  // namespace herald::aids
