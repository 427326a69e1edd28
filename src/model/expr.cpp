// Typed expressions over a situation: canonical text.
#include "model/expr.hpp"

namespace herald::model {

std::string type_desc::text() const {
  switch (k) {
    case kind::unknown: return "unknown";
    case kind::integer:
      return range ? "int " + std::to_string(range->first) + ".." + std::to_string(range->second)
                   : "int";
    case kind::boolean: return "bool";
    case kind::ratio: return "ratio";
    case kind::enumeration: return name;
    case kind::record: return name;
    case kind::list: return "list " + name;
    case kind::table: return "table " + name;
  }
  return "unknown";
}

namespace {
int precedence(std::string const& op) {
  if (op == "or") return 1;
  if (op == "and") return 2;
  if (op == "+" || op == "-") return 4;
  if (op == "*" || op == "/") return 5;
  return 3;  // comparisons
}
std::string wrapped(expr const& e, int parent) {
  bool needs = e.kind == expr::op::binary && precedence(e.name) < parent;
  return needs ? "(" + e.text() + ")" : e.text();
}
}  // namespace

std::string expr::text() const {
  switch (kind) {
    case op::number: return std::to_string(number);
    case op::boolean: return number ? "true" : "false";
    case op::enum_value: return qualified ? type.name + "." + name : name;
    case op::field:
    case op::table_ref:
    case op::builtin: return name;
    case op::member: return args.at(0).text() + "." + name;
    case op::call:
      return args.at(0).text() + "." + name + "(" + (args.size() > 1 ? args[1].text() : "") + ")";
    case op::index: return args.at(0).text() + "[" + args.at(1).text() + "]";
    case op::negate: return "not " + wrapped(args.at(0), 6);
    case op::minus: return "-" + wrapped(args.at(0), 6);
    case op::binary: {
      int p = precedence(name);
      // Left-associative: the right operand needs brackets at equal precedence.
      return wrapped(args.at(0), p) + " " + name + " " + wrapped(args.at(1), p + 1);
    }
    case op::in_set: {
      std::string s = args.at(0).text() + " in [";
      for (std::size_t i = 1; i < args.size(); ++i) s += (i > 1 ? " " : "") + args[i].text();
      return s + "]";
    }
  }
  return {};
}

}  // namespace herald::model
