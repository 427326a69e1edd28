// The renderer module (render_module.hpp): Pango's text measure and the PDF of an aid's SVG pages,
// drawn by librsvg on a cairo PDF surface, fonts embedded, text selectable. Nothing throws past its
// C functions: a failure is a message in the caller's buffer.
#include "aids/render_module.hpp"

#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

#include <cstdio>
#include <string>

namespace {

void copy_error(std::string const& message, char* error, std::size_t size) {
  if (size) std::snprintf(error, size, "%s", message.c_str());
}

// One Pango context at 72 dpi (one unit is one point) without hinting, so that widths do not depend
// on a screen and match what librsvg lays out.
struct measure {
  std::string family;
  PangoFontMap* map = nullptr;
  PangoContext* context = nullptr;
  ~measure() {
    if (context) g_object_unref(context);
    if (map) g_object_unref(map);
  }
};

void* measure_open(char const* family, char* error, std::size_t error_size) {
  auto* m = new measure{family, pango_cairo_font_map_new(), nullptr};
  if (!m->map) {
    delete m;
    copy_error("no font map: Pango could not start", error, error_size);
    return nullptr;
  }
  m->context = pango_font_map_create_context(m->map);
  pango_cairo_context_set_resolution(m->context, 72.0);
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(m->context, options);
  cairo_font_options_destroy(options);
  return m;
}

void measure_close(void* m) { delete static_cast<measure*>(m); }

struct layout_ptr {
  PangoLayout* p;
  ~layout_ptr() { g_object_unref(p); }
};

PangoLayout* make_layout(measure const& m, char const* text, std::size_t length, double size, int bold) {
  PangoLayout* layout = pango_layout_new(m.context);
  PangoFontDescription* d = pango_font_description_new();
  pango_font_description_set_family(d, m.family.c_str());
  pango_font_description_set_absolute_size(d, size * PANGO_SCALE);
  pango_font_description_set_weight(d, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description(layout, d);
  pango_font_description_free(d);
  pango_layout_set_text(layout, text, static_cast<int>(length));
  return layout;
}

double measure_width(void* m, char const* text, std::size_t length, double size, int bold) {
  layout_ptr l{make_layout(*static_cast<measure*>(m), text, length, size, bold)};
  PangoRectangle logical;
  pango_layout_get_extents(l.p, nullptr, &logical);
  return static_cast<double>(logical.width) / PANGO_SCALE;
}

void measure_wrap(void* m, char const* text, std::size_t length, double size, int bold, double max_width,
                  herald_render_sink line, void* closure) {
  layout_ptr l{make_layout(*static_cast<measure*>(m), text, length, size, bold)};
  pango_layout_set_width(l.p, static_cast<int>(max_width * PANGO_SCALE));
  pango_layout_set_wrap(l.p, PANGO_WRAP_WORD);
  for (GSList* it = pango_layout_get_lines_readonly(l.p); it; it = it->next) {
    auto* piece = static_cast<PangoLayoutLine*>(it->data);
    line(closure, text + piece->start_index, static_cast<std::size_t>(piece->length));
  }
}

struct pdf_sink {
  herald_render_sink out;
  void* closure;
};

cairo_status_t append(void* closure, unsigned char const* data, unsigned int length) {
  auto* sink = static_cast<pdf_sink*>(closure);
  sink->out(sink->closure, reinterpret_cast<char const*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

int draw_pdf(char const* const* pages, std::size_t const* page_sizes, std::size_t page_count, double width,
             double height, char const* title, char const* date, herald_render_sink out, void* closure, char* error,
             std::size_t error_size) {
  pdf_sink sink{out, closure};
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &sink, width, height);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "herald aids");
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date);
  cairo_t* cr = cairo_create(surface);
  std::string failure;
  for (std::size_t i = 0; i < page_count; ++i) {
    GError* e = nullptr;
    RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<guint8 const*>(pages[i]), page_sizes[i], &e);
    if (!handle) {
      failure = e ? e->message : "librsvg could not read a page";
      if (e) g_error_free(e);
      break;
    }
    rsvg_handle_set_dpi(handle, 72.0);
    RsvgRectangle viewport{0, 0, width, height};
    if (!rsvg_handle_render_document(handle, cr, &viewport, &e)) {
      failure = e ? e->message : "librsvg could not draw a page";
      if (e) g_error_free(e);
      g_object_unref(handle);
      break;
    }
    g_object_unref(handle);
    cairo_show_page(cr);
  }
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  cairo_status_t const status = cairo_surface_status(surface);
  cairo_surface_destroy(surface);
  if (failure.empty() && status != CAIRO_STATUS_SUCCESS) failure = cairo_status_to_string(status);
  if (failure.empty()) return 0;
  copy_error(failure, error, error_size);
  return 1;
}

herald_render_api const api{herald::aids::herald_render_version, measure_open, measure_close, measure_width,
                            measure_wrap, draw_pdf};

}  // namespace

extern "C" __attribute__((visibility("default"))) herald_render_api const* herald_render_module(void) { return &api; }
