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
// tests) as a header that includes `system_header` and engine/core/generated_tables.hpp.
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

// Writes a system's enums as C++ enum classes with names, labels and lookups, and
// its records and situations as literal structs whose lists hold at most
// `list_capacity` elements (a fixed capacity keeps them usable in constant
// expressions under C++17; the engine refuses a longer list on generated tables).
class system_header_writer {
 public:
  static constexpr std::size_t default_list_capacity = 8;
  explicit system_header_writer(model::ruleset const& system, std::size_t list_capacity = default_list_capacity)
      : system_(system), list_capacity_(list_capacity) {}
  void write(std::ostream& out) const;

 private:
  model::ruleset const& system_;
  std::size_t list_capacity_;
};

}  // namespace herald::codegen
