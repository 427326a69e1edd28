// The C++ backend: a checked ruleset as a self-contained header of constexpr tables.
#pragma once

#include <ostream>
#include <string>

#include "model/model.hpp"

namespace herald::codegen {

// The file name of a ruleset's or system's header: afde-2010.herald -> afde_2010.hpp,
// afde.system.herald -> afde_system.hpp.
std::string header_name(model::ruleset const& rules);

// Writes one ruleset (tables, bands, modifier lists compiled to C++, transitions,
// tests) as a header that includes `system_header` and engine/generated_tables.hpp.
// Throws codegen_error (codegen/cpp_expr.hpp) when an expression has no C++ form.
class ruleset_header_writer {
 public:
  // `system`: the system whose header is included (its enums type the table accessors), or nullptr.
  ruleset_header_writer(model::ruleset const& rules, std::string system_header, model::ruleset const* system)
      : rules_(rules), system_header_(std::move(system_header)), system_(system) {}
  void write(std::ostream& out) const;

 private:
  model::ruleset const& rules_;
  std::string system_header_;
  model::ruleset const* system_;
};

// Writes a system's enums as C++ enum classes with names, labels and lookups.
class system_header_writer {
 public:
  explicit system_header_writer(model::ruleset const& system) : system_(system) {}
  void write(std::ostream& out) const;

 private:
  model::ruleset const& system_;
};

}  // namespace herald::codegen
