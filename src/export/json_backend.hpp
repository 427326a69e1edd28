// The JSON export as a backend: one document per ruleset, named after it.
#pragma once

#include "backend/backend.hpp"

namespace herald::exporting {

class json_backend final : public backend::emitter {
 public:
  std::string_view item() const override { return "export"; }
  // NAME.json for each ruleset (the file name of its source, .herald replaced).
  backend::files render(backend::input const& in) const override;
};

}  // namespace herald::exporting
