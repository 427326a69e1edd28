// Compiles a ruleset expression (a modifier condition, a computed delta, a test rule) to a C++ expression.
#pragma once

#include <map>
#include <stdexcept>
#include <string>

#include "model/expr.hpp"
#include "support/source.hpp"

namespace herald::codegen {

// An expression the generated C++ cannot express; carries where it is written.
struct codegen_error : std::runtime_error {
  codegen_error(source_range where, std::string const& message) : std::runtime_error(message), where(where) {}
  source_range where;
};

// The C++ spelling of expressions over `model::value const& s` (the situation),
// with `natural` and `total` in scope for test rules. Reads the situation the
// way model/situation_eval.cpp does (the differential test holds them equal),
// through the helpers of engine/generated_tables.hpp (`rt::`).
class expression_compiler {
 public:
  // `tables`: the C++ name of each grid table's constexpr object; `rules`: the
  // C++ name of the generated gen::ruleset (symbols for cells read as numbers).
  expression_compiler(std::map<std::string, std::string> tables, std::string rules)
      : tables_(std::move(tables)), rules_(std::move(rules)) {}

  std::string condition(model::expr const& e) const;  // bool
  std::string integer(model::expr const& e) const;    // std::int64_t

 private:
  std::string value(model::expr const& e, int depth) const;  // typed by e.type
  std::string path(model::expr const& e, int depth) const;   // model::value const&
  std::string call(model::expr const& e, int depth) const;
  std::string cell(model::expr const& e, int depth, std::string const& slot) const;
  std::string key(model::expr const& e, int depth) const;
  static std::string element(int depth);

  std::map<std::string, std::string> tables_;
  std::string rules_;
};

}  // namespace herald::codegen
