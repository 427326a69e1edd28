// Finds and loads the renderer module once (render_loader.hpp): dlopen on the first aid measured
// or drawn, so that every other command starts without Pango, cairo and librsvg.
#include "aids/render_loader.hpp"

#include <dlfcn.h>
#include <unistd.h>

#include <climits>
#include <cstdlib>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

// Defined when the module's code is linked into the program itself (tests and fuzzers link
// herald_render_objects): then no library is looked for.
extern "C" __attribute__((weak)) herald_render_api const* herald_render_module(void);

namespace herald::aids {
namespace {

std::string program_directory() {
  std::vector<char> path(PATH_MAX + 1);
  ssize_t const n = readlink("/proc/self/exe", path.data(), PATH_MAX);
  if (n <= 0) return {};
  std::string exe(path.data(), static_cast<std::size_t>(n));
  return exe.substr(0, exe.rfind('/') + 1);
}

std::vector<std::string> places() {
  std::vector<std::string> out;
  if (char const* given = std::getenv("HERALD_RENDER_MODULE"); given && *given) out.emplace_back(given);
  std::string const dir = program_directory();
  if (!dir.empty()) {
    out.push_back(dir + HERALD_RENDER_MODULE_FROM_BINDIR);
    out.push_back(dir + "libherald_render.so");
  }
  return out;
}

herald_render_api const* load(std::string& looked) {
  if (herald_render_module) return herald_render_module();
  for (auto const& place : places()) {
    looked += "\n  " + place;
    void* handle = dlopen(place.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      if (char const* why = dlerror(); why && access(place.c_str(), F_OK) == 0) looked += std::string(": ") + why;
      continue;
    }
    auto const find = reinterpret_cast<herald_render_entry>(dlsym(handle, render_entry_point));
    herald_render_api const* api = find ? find() : nullptr;
    if (api && api->version == herald_render_version) return api;  // kept loaded for the process
    looked += ": not a renderer module of this build";
    dlclose(handle);
  }
  return nullptr;
}

}  // namespace

herald_render_api const& render_module() {
  static std::once_flag once;
  static herald_render_api const* api = nullptr;
  static std::string looked;
  std::call_once(once, [] { api = load(looked); });
  if (!api)
    throw std::runtime_error("the aids' renderer (libherald_render.so: Pango, cairo, librsvg) was not found; looked at:" +
                             looked + "\nreinstall herald, or name the module in HERALD_RENDER_MODULE");
  return *api;
}

}  // namespace herald::aids
