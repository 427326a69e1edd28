// Text measured with the font the aids are printed in (Pango over fontconfig), so columns fit and long labels wrap.
#include "aids/text_measure.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <stdexcept>

namespace herald::aids {

// One Pango context at 72 dpi (one unit is one point) without hinting, so
// that widths do not depend on a screen and match what librsvg lays out.
struct text_measure::impl {
  PangoFontMap* map = nullptr;
  PangoContext* context = nullptr;
  ~impl() {
    if (context) g_object_unref(context);
    if (map) g_object_unref(map);
  }
};

text_measure::text_measure(std::string family) : family_(std::move(family)), impl_(std::make_unique<impl>()) {
  impl_->map = pango_cairo_font_map_new();
  if (!impl_->map) throw std::runtime_error("no font map: Pango could not start");
  impl_->context = pango_font_map_create_context(impl_->map);
  pango_cairo_context_set_resolution(impl_->context, 72.0);
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(impl_->context, options);
  cairo_font_options_destroy(options);
}

text_measure::~text_measure() = default;

namespace {

struct layout_ptr {
  PangoLayout* p;
  ~layout_ptr() { g_object_unref(p); }
};

PangoLayout* make_layout(PangoContext* context, std::string const& family, std::string const& text, font f) {
  PangoLayout* layout = pango_layout_new(context);
  PangoFontDescription* d = pango_font_description_new();
  pango_font_description_set_family(d, family.c_str());
  pango_font_description_set_absolute_size(d, f.size * PANGO_SCALE);
  pango_font_description_set_weight(d, f.bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description(layout, d);
  pango_font_description_free(d);
  pango_layout_set_text(layout, text.data(), static_cast<int>(text.size()));
  return layout;
}

}  // namespace

double text_measure::width(std::string const& text, font f) const {
  if (text.empty()) return 0;
  layout_ptr l{make_layout(impl_->context, family_, text, f)};
  PangoRectangle logical;
  pango_layout_get_extents(l.p, nullptr, &logical);
  return static_cast<double>(logical.width) / PANGO_SCALE;
}

double text_measure::widest_word(std::string const& text, font f) const {
  double widest = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    if (end > start) widest = std::max(widest, width(text.substr(start, end - start), f));
    start = end + 1;
  }
  return widest;
}

std::vector<std::string> text_measure::wrap(std::string const& text, font f, double max_width) const {
  if (text.empty()) return {""};
  layout_ptr l{make_layout(impl_->context, family_, text, f)};
  pango_layout_set_width(l.p, static_cast<int>(max_width * PANGO_SCALE));
  pango_layout_set_wrap(l.p, PANGO_WRAP_WORD);
  std::vector<std::string> lines;
  for (GSList* it = pango_layout_get_lines_readonly(l.p); it; it = it->next) {
    auto* line = static_cast<PangoLayoutLine*>(it->data);
    std::string piece = text.substr(static_cast<std::size_t>(line->start_index), static_cast<std::size_t>(line->length));
    while (!piece.empty() && (piece.back() == ' ' || piece.back() == '\n')) piece.pop_back();
    lines.push_back(piece);
  }
  if (lines.empty()) lines.push_back(text);
  return lines;
}

}  // namespace herald::aids
