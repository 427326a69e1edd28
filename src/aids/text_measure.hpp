// Text measured with the font the aids are printed in (Pango over fontconfig), so columns fit and long labels wrap.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace herald::aids {

struct font {
  double size = 8;  // points
  bool bold = false;
};

class text_measure {
 public:
  // `family`: a fontconfig family name; the aids use DejaVu Sans (full French glyphs, a Debian package).
  explicit text_measure(std::string family);
  ~text_measure();
  text_measure(text_measure const&) = delete;
  text_measure& operator=(text_measure const&) = delete;

  std::string const& family() const { return family_; }
  // Width of `text` on one line, in points.
  double width(std::string const& text, font f) const;
  // Width of the widest word (what a column must hold at least).
  double widest_word(std::string const& text, font f) const;
  // `text` broken into lines no wider than `max_width` where it can be (words wider stay whole).
  std::vector<std::string> wrap(std::string const& text, font f, double max_width) const;

 private:
  struct impl;
  std::string family_;
  std::unique_ptr<impl> impl_;
};

}  // namespace herald::aids
