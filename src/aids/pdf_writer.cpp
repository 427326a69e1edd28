// The PDF of an aid: its SVG pages drawn by librsvg on a cairo PDF surface, fonts embedded, text selectable.
#include <cairo-pdf.h>
#include <cairo.h>
#include <librsvg/rsvg.h>

#include <cstdlib>
#include <ctime>
#include <stdexcept>

#include "support/printable.hpp"
#include "aids/writers.hpp"

namespace herald::aids {
namespace {

cairo_status_t append(void* closure, unsigned char const* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<char const*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// The document's date: SOURCE_DATE_EPOCH when the build sets one (reproducible
// builds), else the epoch itself, never the time of the run.
std::string creation_date() {
  long long seconds = 0;
  if (char const* epoch = std::getenv("SOURCE_DATE_EPOCH")) {
    char* end = nullptr;
    long long const v = std::strtoll(epoch, &end, 10);
    if (end && *end == '\0' && v >= 0) seconds = v;
  }
  std::time_t const t = static_cast<std::time_t>(seconds);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

}  // namespace

std::string write_pdf(std::vector<std::string> const& svg_pages, paper const& p, aid const& a) {
  std::string out;
  cairo_surface_t* surface = cairo_pdf_surface_create_for_stream(append, &out, p.width, p.height);
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, printable(a.title).c_str());
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "herald aids");
  std::string const date = creation_date();
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date.c_str());
  cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date.c_str());
  cairo_t* cr = cairo_create(surface);
  std::string failure;
  for (auto const& svg : svg_pages) {
    GError* error = nullptr;
    RsvgHandle* handle = rsvg_handle_new_from_data(reinterpret_cast<guint8 const*>(svg.data()), svg.size(), &error);
    if (!handle) {
      failure = error ? error->message : "librsvg could not read a page";
      if (error) g_error_free(error);
      break;
    }
    rsvg_handle_set_dpi(handle, 72.0);
    RsvgRectangle viewport{0, 0, p.width, p.height};
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
      failure = error ? error->message : "librsvg could not draw a page";
      if (error) g_error_free(error);
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
  if (!failure.empty()) throw std::runtime_error("PDF of the aid: " + failure);
  if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("PDF of the aid: ") + cairo_status_to_string(status));
  return out;
}

}  // namespace herald::aids
