// Typed expressions over a situation: modifier conditions, computed deltas, invariants.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "support/source.hpp"

namespace herald::model {

struct type_desc {
  enum class kind { unknown, integer, boolean, ratio, enumeration, record, list, table };
  kind k = kind::unknown;
  std::string name;  // enum or record name (list: its element record); table name
  std::optional<std::pair<std::int64_t, std::int64_t>> range;  // integer bounds
  std::string text() const;
  bool operator==(type_desc const& other) const { return k == other.k && name == other.name; }
};

// One node of a resolved expression.  Children are held by value (a vector
// of an incomplete type is allowed since C++17).
struct expr {
  enum class op {
    number,      // number
    boolean,     // number 0/1
    field,       // name: a field of the situation, or of the element in a list call
    enum_value,  // name (type.name gives the enum)
    member,      // args[0].name
    call,        // args[0].name(args[1]?): any all none count sum max min
    index,       // args[0][args[1]]: a table lookup
    table_ref,   // name
    negate,      // not args[0]
    minus,       // -args[0]
    binary,      // args[0] name args[1]: or and == != < <= > >= + - * /
    in_set,      // args[0] in [args[1..]]
    builtin,     // name: natural, total, die (rolls in tests and pools)
  };
  op kind = op::number;
  std::string name;
  std::int64_t number = 0;
  std::vector<expr> args;
  type_desc type;
  source_range where;
  bool qualified = false;  // an enum value written with its enum: terrain_effect.fire

  // Canonical text, used in exports and messages: `firers.sum(strength) < 4`.
  std::string text() const;
};

}  // namespace herald::model
