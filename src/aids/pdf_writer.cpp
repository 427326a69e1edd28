// The PDF of an aid: its SVG pages drawn by librsvg on a cairo PDF surface (in the renderer module),
// fonts embedded, text selectable.
#include <cstdlib>
#include <ctime>
#include <stdexcept>

#include "aids/render_loader.hpp"
#include "aids/writers.hpp"
#include "support/printable.hpp"

namespace herald::aids {
namespace {

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
  std::vector<char const*> pages;
  std::vector<std::size_t> sizes;
  for (auto const& svg : svg_pages) {
    pages.push_back(svg.data());
    sizes.push_back(svg.size());
  }
  std::string out;
  char error[512] = "";
  int const failed = render_module().draw_pdf(
      pages.data(), sizes.data(), pages.size(), p.width, p.height, printable(a.title).c_str(), creation_date().c_str(),
      [](void* closure, char const* data, std::size_t size) { static_cast<std::string*>(closure)->append(data, size); },
      &out, error, sizeof error);
  if (failed) throw std::runtime_error(std::string("PDF of the aid: ") + error);
  return out;
}

}  // namespace herald::aids
