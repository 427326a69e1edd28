// The C++ backend: a checked ruleset as a self-contained header of constexpr tables.
#pragma once

#include <ostream>
#include <string>

#include "model/model.hpp"

namespace herald::codegen {

// The file name of a ruleset's or system's data header: afde-2010.herald -> afde_2010.hpp,
// afde.system.herald -> afde_system.hpp.
std::string header_name(model::ruleset const& rules);
// The engine entry header beside it: afde_2010_engine.hpp, afde_system_engine.hpp.
std::string engine_header_name(model::ruleset const& rules);
std::string engine_header_of(std::string const& header);  // afde_2010.hpp -> afde_2010_engine.hpp

// Writes one ruleset as two headers. The data header (tables, bands, modifier lists,
// tests, pools and sequences compiled to constexpr C++, transitions) includes
// `system_header` and engine/core/generated_layout.hpp only, so a file that reads the
// tables pays for nothing else; the engine entry header reads the engine's situation
// values into the system's structs and gives engine_tables() (engine/core/layout_tables.hpp).
// Throws codegen_error (codegen/cpp_expr.hpp) when an expression has no C++ form.
class ruleset_header_writer {
 public:
  // `system`: the system whose header is included (its enums type the table accessors), or nullptr.
  ruleset_header_writer(model::ruleset const& rules, std::string system_header, model::ruleset const* system)
      : rules_(rules), system_header_(std::move(system_header)), system_(system) {}
  void write(std::ostream& data, std::ostream& engine) const;

 private:
  model::ruleset const& rules_;
  std::string system_header_;
  model::ruleset const* system_;
};

// Writes a system's enums as C++ enum classes with names, labels and lookups, and
// its records and situations as literal structs whose lists hold at most
// `list_capacity` elements (a fixed capacity keeps them usable in constant
// expressions under C++17; the engine refuses a longer list on generated tables),
// to `data`; and the reading of the engine's situation values into them to `engine`.
class system_header_writer {
 public:
  static constexpr std::size_t default_list_capacity = 8;
  explicit system_header_writer(model::ruleset const& system, std::size_t list_capacity = default_list_capacity)
      : system_(system), list_capacity_(list_capacity) {}
  void write(std::ostream& data, std::ostream& engine) const;

 private:
  model::ruleset const& system_;
  std::size_t list_capacity_;
};

}  // namespace herald::codegen
