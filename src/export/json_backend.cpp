// The JSON export as a backend.
#include "export/json_backend.hpp"

#include <filesystem>

#include "export/json_export.hpp"

namespace herald::exporting {

backend::files json_backend::render(backend::input const& in) const {
  backend::files out;
  for (model::ruleset const* rules : in.rulesets)
    out[std::filesystem::path(rules->path).stem().string() + ".json"] = json_exporter(*rules).str();
  return out;
}

}  // namespace herald::exporting
