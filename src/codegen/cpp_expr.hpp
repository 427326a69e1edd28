// Compiles a ruleset expression (a modifier condition, a computed delta, a test rule) to a C++ expression.
#pragma once

#include <map>
#include <stdexcept>
#include <string>

#include "backend/backend.hpp"
#include "model/model.hpp"
#include "support/source.hpp"

namespace herald::codegen {

// An expression the generated C++ cannot express; carries where it is written.
struct codegen_error : backend::unsupported {
  using backend::unsupported::unsupported;
};

// The C++ spelling of expressions over `s`, a situation struct of the system
// header (`sys::fire`), with `natural` and `total` in scope for test rules. The
// result is a constant expression whenever the situation is: fields are struct
// members, enum values are enum class values, list calls are constexpr loops
// over lambdas, table lookups read the constexpr tables. A field inside a list
// call is the element's when its record has it, else the situation's, as
// model/situation_eval.cpp reads it (the differential test holds them equal).
class expression_compiler {
 public:
  // `tables`: the C++ name of each grid table; `symbols`: the C++ span of the symbols.
  // `system`: whose enums type the tables' accessors (nullptr: tables are read by name).
  expression_compiler(model::ruleset const& rules, model::ruleset const* system,
                      std::map<std::string, std::string> tables, std::string symbols)
      : rules_(rules), system_(system), tables_(std::move(tables)), symbols_(std::move(symbols)) {}

  // `situation`: the record the expression is evaluated on.
  std::string condition(model::expr const& e, std::string const& situation) const;  // bool
  std::string integer(model::expr const& e, std::string const& situation) const;    // std::int64_t

 private:
  struct scope {
    std::string situation;                // record of `s`
    std::vector<std::string> elements;    // record of e1, e2, ... (list calls, innermost last)
  };
  std::string value(model::expr const& e, scope& sc) const;
  std::string path(model::expr const& e, scope& sc) const;  // a struct member or list
  std::string call(model::expr const& e, scope& sc) const;
  std::string cell(model::expr const& e, scope& sc, std::string const& slot) const;
  std::string key(model::expr const& e, scope& sc) const;
  std::string typed_key(model::expr const& e, scope& sc) const;
  bool has_field(std::string const& record, std::string const& field) const;
  std::size_t field_bit(std::string const& record, std::string const& field) const;

  model::ruleset const& rules_;
  model::ruleset const* system_;
  std::map<std::string, std::string> tables_;
  std::string symbols_;
};

}  // namespace herald::codegen
