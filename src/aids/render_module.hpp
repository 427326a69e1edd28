// The aids' renderer as a loadable module (libherald_render.so): Pango's text measure and the PDF
// drawn by librsvg on cairo, behind a C table of functions. Pango, cairo and librsvg bring about forty
// shared libraries that cost every run of herald 7 ms to map and start (`herald check` included),
// so only the runs that measure or draw an aid load them (render_loader.cpp).
#pragma once

#include <cstddef>

extern "C" {

// Called with each piece of a result (a wrapped line's bytes, the PDF's bytes) and the caller's closure.
typedef void (*herald_render_sink)(void* closure, char const* data, std::size_t size);

struct herald_render_api {
  int version;  // herald_render_version: a module of another build is refused, not called
  // A text measure for a fontconfig family, or null with `error` filled.
  void* (*measure_open)(char const* family, char* error, std::size_t error_size);
  void (*measure_close)(void* measure);
  // Width in points of `text` on one line at `size` points.
  double (*measure_width)(void* measure, char const* text, std::size_t length, double size, int bold);
  // `text` broken at words into lines no wider than `max_width`: each line's bytes to `line`.
  void (*measure_wrap)(void* measure, char const* text, std::size_t length, double size, int bold, double max_width,
                       herald_render_sink line, void* closure);
  // The SVG pages drawn into one PDF of `width` × `height` points, its bytes to `out`; 0, or 1 with `error` filled.
  int (*draw_pdf)(char const* const* pages, std::size_t const* page_sizes, std::size_t page_count, double width,
                  double height, char const* title, char const* date, herald_render_sink out, void* closure,
                  char* error, std::size_t error_size);
};

// The module's one entry point, `herald_render_module` (dlsym'd by name).
typedef herald_render_api const* (*herald_render_entry)(void);
}

namespace herald::aids {
inline constexpr int herald_render_version = 1;
inline constexpr char const* render_entry_point = "herald_render_module";
}  // namespace herald::aids
