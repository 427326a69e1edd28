// Pages of an aid: every block measured, its columns sized, long labels wrapped, page breaks placed; no format yet.
#include "aids/layout.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "aids/words.hpp"

namespace herald::aids {

paper paper_named(std::string const& name) {
  // 36 pt (12.7 mm) margins: inside what home printers can reach on every side.
  if (name == "letter") return {"letter", 612, 792, 36};
  return {"a4", 595.276, 841.89, 36};
}

namespace {

// The house sizes, in points.
constexpr double body_size = 8;
constexpr double heading_size = 10.5;
constexpr double title_size = 14;
constexpr double small_size = 6.5;
constexpr double pad_x = 3, pad_y = 2;
constexpr double block_gap = 12;
constexpr double column_gap = 16;
constexpr double noticeable_scale = 0.95;
constexpr double line_factor = 1.22;  // line height over font size
constexpr double ascent_factor = 0.93;  // DejaVu Sans' ascent over its size

char const* const rule_colour = "#444444";
char const* const header_fill = "#ebe6d9";
char const* const small_colour = "#555555";

// `colour` (#rrggbb) mixed with white: the background of a changed cell.
std::string tint(std::string const& colour, double white) {
  if (colour.size() != 7 || colour[0] != '#') return "#f0f0f0";
  char out[8];
  int rgb[3];
  for (int i = 0; i < 3; ++i) {
    rgb[i] = std::stoi(colour.substr(1 + 2 * i, 2), nullptr, 16);
    rgb[i] = static_cast<int>(std::lround(rgb[i] + (255 - rgb[i]) * white));
  }
  std::snprintf(out, sizeof out, "#%02x%02x%02x", rgb[0], rgb[1], rgb[2]);
  return out;
}

// A block as a grid of measured cells.
struct grid {
  std::vector<std::vector<cell>> rows;  // head rows first
  std::size_t head_rows = 0;
  std::size_t columns = 0;
};

grid grid_of(block const& b) {
  grid g;
  for (auto const& r : b.head) g.rows.push_back(r);
  g.head_rows = b.head.size();
  for (auto const& r : b.body) g.rows.push_back(r);
  for (auto const& r : g.rows) {
    std::size_t n = 0;
    for (auto const& c : r) n += c.span;
    g.columns = std::max(g.columns, n);
  }
  return g;
}

class pager {
 public:
  pager(aid const& a, paper const& p, text_measure const& m) : aid_(a), paper_(p), measure_(m) {
    new_page();
  }

  laid_out finish() {
    // Footers, now that the number of pages is known.
    for (std::size_t i = 0; i < out_.pages.size(); ++i) {
      page& pg = out_.pages[i];
      double const y = paper_.height - paper_.margin + 10;
      pg.texts.push_back({paper_.margin, y, aid_.banner, {small_size, false}, small_colour, false, "small"});
      std::string n = word(word_id::page, aid_.lang) + " " + std::to_string(i + 1) + " / " + std::to_string(out_.pages.size());
      double const w = measure_.width(n, {small_size, false});
      pg.texts.push_back({paper_.width - paper_.margin - w, y, n, {small_size, false}, small_colour, false, "small"});
    }
    return std::move(out_);
  }

  // Narrow blocks flow in two columns; a block wider than a column spans the page.
  void place(block const& b) {
    double const column_w = (usable() - column_gap) / 2;
    measured m = measure(b, column_w);
    // A block somewhat wider than a column still goes in one when its longest labels can wrap.
    bool const narrow = m.scale == 1 && m.natural <= column_w * 1.4;
    if (!narrow) m = measure(b, usable());
    // A block made a few per cent smaller is not worth a warning; one made noticeably smaller is.
    if (m.scale < noticeable_scale) out_.warnings.push_back({b.title, m.scale});
    if (narrow && m.height <= bottom() - top()) {
      int c = y_[0] <= y_[1] ? 0 : 1;
      if (y_[c] + m.height > bottom()) c = 1 - c;
      if (y_[c] + m.height > bottom()) {
        new_page();
        c = 0;
      }
      draw(b, m, left() + c * (column_w + column_gap), column_w, y_[c]);
      return;
    }
    // A block taller than what is left starts here all the same when its
    // heading, head rows and first three rows fit; the rest continues overleaf.
    double y = std::max(y_[0], y_[1]);
    if (y + m.height > bottom() && y > top() && y + m.opening() > bottom()) {
      new_page();
      y = top();
    }
    draw(b, m, left(), usable(), y);
    y_[0] = y_[1] = y;
  }

 private:
  // A block measured for one width: its columns, each row's lines and height, its paragraphs.
  struct measured {
    grid g;
    double scale = 1;
    double natural = 0;  // width it takes without wrapping
    std::vector<double> widths;
    std::vector<double> heights;
    std::vector<std::vector<std::vector<std::string>>> lines;  // row -> cell -> lines
    std::vector<bool> centred;                                 // per column
    std::vector<std::string> title;
    std::vector<std::pair<std::vector<std::string>, std::pair<font, std::string>>> paragraphs;  // lines, font, colour
    double height = 0;
    double heading = 0;  // the title's lines and the gap under them
    // What must stay together at the top of a page: heading, head rows, three rows.
    double opening() const {
      double h = heading;
      for (std::size_t r = 0; r < heights.size() && r < g.head_rows + 3; ++r) h += heights[r];
      return h;
    }
  };

  measured measure(block const& b, double width) const {
    measured m;
    m.g = grid_of(b);
    m.widths = column_widths(m.g, width, m.scale, m.natural);
    font const cell_font{body_size * m.scale, false};
    font const head_font{body_size * m.scale, true};
    // Short values are centred (numbers, codes); a column of sentences reads from the left.
    m.centred.assign(m.g.columns, true);
    for (std::size_t r = m.g.head_rows; r < m.g.rows.size(); ++r) {
      std::size_t col = 0;
      for (auto const& c : m.g.rows[r]) {
        if (col < m.centred.size() && (c.header || measure_.width(c.text, cell_font) > 60)) m.centred[col] = false;
        col += c.span;
      }
    }
    for (std::size_t r = 0; r < m.g.rows.size(); ++r) {
      std::vector<std::vector<std::string>> row_lines;
      double h = 0;
      std::size_t col = 0;
      for (auto const& c : m.g.rows[r]) {
        double w = 0;
        for (std::size_t k = 0; k < c.span && col + k < m.widths.size(); ++k) w += m.widths[col + k];
        col += c.span;
        font const f = c.header ? head_font : cell_font;
        // The padding shrinks with the text when a block is scaled, so a column's longest word still fits.
        auto wrapped = measure_.wrap(shown(c), f, std::max(1.0, w - (2 * pad_x + 0.5) * m.scale));
        h = std::max(h, wrapped.size() * f.size * line_factor);
        row_lines.push_back(std::move(wrapped));
      }
      m.heights.push_back(h + 2 * pad_y * m.scale);
      m.lines.push_back(std::move(row_lines));
    }
    double const ref_w = b.ref.empty() ? 0 : measure_.width("\u00A7 " + b.ref, {body_size, false}) + 8;
    m.title = measure_.wrap(b.title, {heading_size, true}, width - ref_w);
    auto para = [&](std::string const& text, font f, std::string const& colour) {
      m.paragraphs.push_back({measure_.wrap(text, f, width), {f, colour}});
    };
    for (auto const& l : b.lines) para(l, {body_size, false}, "#000000");
    for (auto const& n : b.notes) para(n, {small_size + 0.5, false}, "#000000");
    if (!b.legend.empty()) {
      std::string const colon = aid_.lang == "fr" ? " : " : ": ";
      std::string legend = word(word_id::legend, aid_.lang) + colon;
      for (std::size_t i = 0; i < b.legend.size(); ++i)
        legend += (i ? " \u00B7 " : "") + b.legend[i].first + colon + b.legend[i].second;
      para(legend, {small_size + 0.5, false}, "#000000");
    }
    for (auto const& f : b.footnotes) {
      std::string text = "[" + f.mark + "] " + f.text;
      std::string colour = "#000000";
      if (f.base >= 0 && static_cast<std::size_t>(f.base) < aid_.bases.size()) {
        text = aid_.bases[f.base].symbol + " " + text;
        colour = aid_.bases[f.base].colour;
      }
      para(text, {small_size + 0.5, false}, colour);
    }
    if (!b.source.empty()) para(b.source, {small_size, false}, small_colour);
    m.heading = m.title.size() * heading_size * line_factor + 3;
    m.height = m.heading + 3 + block_gap;
    for (double h : m.heights) m.height += h;
    for (auto const& p : m.paragraphs) m.height += p.first.size() * p.second.first.size * line_factor;
    return m;
  }

  // Draws `m` at (x, y) in a frame `width` wide; rows that reach the foot of
  // the page continue on the next one, under the heading and head rows again.
  void draw(block const& b, measured const& m, double x, double width, double& y) {
    heading(b, m, x, width, y, false);
    auto put_head = [&] {
      for (std::size_t r = 0; r < m.g.head_rows; ++r) row(m, r, x, y);
    };
    put_head();
    for (std::size_t r = m.g.head_rows; r < m.g.rows.size(); ++r) {
      if (y + m.heights[r] > bottom()) {
        new_page();
        y = top();
        heading(b, m, x, width, y, true);
        put_head();
      }
      row(m, r, x, y);
    }
    y += 3;
    for (auto const& [lines, style] : m.paragraphs)
      for (auto const& line : lines) {
        if (y + style.first.size * line_factor > bottom()) {
          new_page();
          y = top();
        }
        out_.pages.back().texts.push_back({x, y + style.first.size * ascent_factor, line, style.first, style.second,
                                           false, style.second == small_colour ? "small" : "cell"});
        y += style.first.size * line_factor;
      }
    y += block_gap;
  }

  double left() const { return paper_.margin; }
  double usable() const { return paper_.width - 2 * paper_.margin; }
  double bottom() const { return paper_.height - paper_.margin - 4; }
  double top() const { return top_; }

  void new_page() {
    out_.pages.push_back({paper_.width, paper_.height, {}, {}});
    double y = paper_.margin;
    // The aid's title on every page, the bases' legend under it.
    page& pg = out_.pages.back();
    // A title longer than the page (a scenario's name after the edition's) wraps.
    for (auto const& line : measure_.wrap(aid_.title, {title_size, true}, usable())) {
      pg.texts.push_back({left(), y + title_size * ascent_factor, line, {title_size, true}, "#000000", false, "title"});
      y += title_size * line_factor;
    }
    pg.texts.push_back({left(), y + body_size * ascent_factor, aid_.subtitle, {body_size, false}, small_colour, false, "small"});
    double x = left() + measure_.width(aid_.subtitle, {body_size, false}) + 12;
    for (auto const& base : aid_.bases) {
      std::string t = base.symbol + " " + word(word_id::changes_since, aid_.lang) + " " + base.title;
      pg.texts.push_back({x, y + body_size * ascent_factor, t, {body_size, true}, base.colour, false, "mark"});
      x += measure_.width(t, {body_size, true}) + 12;
    }
    y += body_size * line_factor + 4;
    pg.boxes.push_back({left(), y, usable(), 0.8, rule_colour, "none", 0, "", "rule"});
    top_ = y + 8;
    y_[0] = y_[1] = top_;
  }

  std::string shown(cell const& c) const {
    if (c.base >= 0 && static_cast<std::size_t>(c.base) < aid_.bases.size())
      return aid_.bases[c.base].symbol + " " + c.text;
    if (c.scenario) return "\u2605 " + c.text;  // ★: the scenario's own value
    return c.text;
  }

  // Column widths: what each column's widest text needs; when the block is
  // wider than the page, the widest columns wrap, down to their longest word;
  // past that the whole block is scaled (and the caller warns).
  std::vector<double> column_widths(grid const& g, double room, double& scale, double& natural_total) const {
    std::vector<double> natural(g.columns, 2 * pad_x + 6), least(g.columns, 2 * pad_x + 6);
    for (auto const& r : g.rows) {
      std::size_t col = 0;
      for (auto const& c : r) {
        if (c.span == 1 && col < g.columns) {
          font const f{body_size, c.header};
          natural[col] = std::max(natural[col], measure_.width(shown(c), f) + 2 * pad_x + 1);
          least[col] = std::max(least[col], measure_.widest_word(shown(c), f) + 2 * pad_x + 1);
        }
        col += c.span;
      }
    }
    // Spanning cells widen the columns under them evenly when they need more.
    for (auto const& r : g.rows) {
      std::size_t col = 0;
      for (auto const& c : r) {
        if (c.span > 1 && col + c.span <= g.columns) {
          double need = measure_.width(shown(c), {body_size, c.header}) + 2 * pad_x + 1;
          double have = std::accumulate(natural.begin() + col, natural.begin() + col + c.span, 0.0);
          if (need > have)
            for (std::size_t k = 0; k < c.span; ++k) natural[col + k] += (need - have) / c.span;
        }
        col += c.span;
      }
    }
    std::vector<double> widths = natural;
    natural_total = std::accumulate(natural.begin(), natural.end(), 0.0);
    room = std::max(room, 1.0);
    // Each column gives up room in proportion to what it can give (its width
    // beyond its longest word), so that no column is squeezed to one word
    // while another keeps a whole sentence on one line.
    double const excess = natural_total - room;
    if (excess > 0) {
      double slack = 0;
      for (std::size_t i = 0; i < widths.size(); ++i) slack += widths[i] - least[i];
      double const share = slack > 0 ? std::min(1.0, excess / slack) : 0;
      for (std::size_t i = 0; i < widths.size(); ++i) widths[i] -= (widths[i] - least[i]) * share;
    }
    double const total = std::accumulate(widths.begin(), widths.end(), 0.0);
    scale = total > room ? room / total : 1;
    if (scale < 1)
      for (auto& w : widths) w *= scale;
    // A short table is no wider than it needs; one that had to wrap fills the width.
    return widths;
  }

  void heading(block const& b, measured const& m, double x, double width, double& y, bool continued) {
    page& pg = out_.pages.back();
    double const baseline = y + heading_size * ascent_factor;
    for (std::size_t i = 0; i < m.title.size(); ++i) {
      std::string line = m.title[i];
      if (continued && i + 1 == m.title.size()) line += aid_.lang == "fr" ? " (suite)" : " (continued)";
      pg.texts.push_back({x, baseline + i * heading_size * line_factor, line, {heading_size, true}, "#000000", false, "heading"});
    }
    if (!b.ref.empty()) {
      std::string const ref = "\u00A7 " + b.ref;
      pg.texts.push_back({x + width - measure_.width(ref, {body_size, false}), baseline, ref, {body_size, false},
                          small_colour, false, "small"});
    }
    y += m.title.size() * heading_size * line_factor + 3;
  }

  void row(measured const& m, std::size_t r, double x, double& y) {
    page& pg = out_.pages.back();
    std::size_t col = 0;
    auto const& cells = m.g.rows[r];
    double const height = m.heights[r];
    for (std::size_t i = 0; i < cells.size(); ++i) {
      cell const& c = cells[i];
      double w = 0;
      for (std::size_t k = 0; k < c.span && col + k < m.widths.size(); ++k) w += m.widths[col + k];
      std::string fill = c.header ? header_fill : "#ffffff";
      std::string colour = "#000000";
      std::string role = c.header ? "header" : "cell";
      if (c.base >= 0 && static_cast<std::size_t>(c.base) < aid_.bases.size()) {
        fill = tint(aid_.bases[c.base].colour, 0.82);
        colour = aid_.bases[c.base].colour;
        role = "changed";
      } else if (c.scenario) {
        fill = "#fff3c4";
        role = "scenario";
      }
      pg.boxes.push_back({x, y, w, height, fill, rule_colour, 0.5, c.tooltip, role});
      font const f{body_size * m.scale, c.header};
      bool const in_head = r < m.g.head_rows;
      bool const centred = (in_head ? col > 0 : col < m.centred.size() && m.centred[col]) && m.lines[r][i].size() == 1;
      for (std::size_t l = 0; l < m.lines[r][i].size(); ++l) {
        double const baseline = y + pad_y * m.scale + f.size * ascent_factor + l * f.size * line_factor;
        pg.texts.push_back({centred ? x + w / 2 : x + pad_x * m.scale, baseline, m.lines[r][i][l], f, colour, centred,
                            c.header ? "header" : "cell"});
      }
      x += w;
      col += c.span;
    }
    y += height;
  }

  aid const& aid_;
  paper const& paper_;
  text_measure const& measure_;
  laid_out out_;
  double y_[2] = {0, 0};  // the foot of each column of the current page
  double top_ = 0;        // where the current page's blocks start
};

}  // namespace

laid_out lay_out(aid const& a, paper const& p, text_measure const& measure) {
  pager pages(a, p, measure);
  for (auto const& b : a.blocks) pages.place(b);
  return pages.finish();
}

}  // namespace herald::aids
