// Text measured with the font the aids are printed in (Pango over fontconfig, in the renderer module),
// so columns fit and long labels wrap.
#include "aids/text_measure.hpp"

#include <algorithm>
#include <stdexcept>

#include "aids/render_loader.hpp"

namespace herald::aids {

struct text_measure::impl {
  herald_render_api const* api = nullptr;
  void* measure = nullptr;
  ~impl() {
    if (measure) api->measure_close(measure);
  }
};

text_measure::text_measure(std::string family) : family_(std::move(family)), impl_(std::make_unique<impl>()) {
  impl_->api = &render_module();
  char error[256] = "";
  impl_->measure = impl_->api->measure_open(family_.c_str(), error, sizeof error);
  if (!impl_->measure) throw std::runtime_error(error);
}

text_measure::~text_measure() = default;

double text_measure::width(std::string const& text, font f) const {
  if (text.empty()) return 0;
  return impl_->api->measure_width(impl_->measure, text.data(), text.size(), f.size, f.bold ? 1 : 0);
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
  std::vector<std::string> lines;
  impl_->api->measure_wrap(
      impl_->measure, text.data(), text.size(), f.size, f.bold ? 1 : 0, max_width,
      [](void* closure, char const* data, std::size_t size) {
        std::string piece(data, size);
        while (!piece.empty() && (piece.back() == ' ' || piece.back() == '\n')) piece.pop_back();
        static_cast<std::vector<std::string>*>(closure)->push_back(std::move(piece));
      },
      &lines);
  if (lines.empty()) lines.push_back(text);
  return lines;
}

}  // namespace herald::aids
