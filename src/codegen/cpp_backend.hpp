// The C++ backend as a backend: a data header and an engine entry header per ruleset, plus its system's, for `herald build`.
#pragma once

#include <cstddef>

#include "backend/backend.hpp"
#include "codegen/cpp_header.hpp"

namespace herald::codegen {

class cpp_backend final : public backend::emitter {
 public:
  // `list_capacity`: the elements a list of a generated situation struct holds.
  explicit cpp_backend(std::size_t list_capacity = system_header_writer::default_list_capacity)
      : list_capacity_(list_capacity) {}
  std::string_view item() const override { return "header"; }
  // The headers by file name (NAME.hpp, the data, and NAME_engine.hpp, the engine's entry, for
  // each ruleset and its system); a system shared by several rulesets is written once.
  backend::files render(backend::input const& in) const override;

 private:
  std::size_t list_capacity_;
};

}  // namespace herald::codegen
