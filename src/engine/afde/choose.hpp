// Which procedure of Au fil de l'épée a situation of one kind runs, read from the layout alone: the
// one dispatch every caller goes through (the system, the differential tests, a generated consumer).
#pragma once

#include <string>

#include "engine/core/declared.hpp"
#include "engine/core/generated_layout.hpp"

namespace herald::engine::afde {

struct choice {
  enum class procedure { none, fire, melee, charge, rally, initiative, test };
  procedure what = procedure::none;
  std::string test;  // the test declared on the situation
};

// The procedure of a `kind` situation: the book's own five, else the test declared on it (by
// engine/core/declared.hpp's rule, refused by name when several are and none bears the kind's name).
inline choice choose(gen::ruleset const& r, std::string const& kind) {
  using p = choice::procedure;
  if (kind == "fire") return {p::fire, {}};
  if (kind == "melee") return {p::melee, {}};
  if (kind == "charge") return {p::charge, {}};
  if (kind == "rally") return {p::rally, {}};
  if (kind == "initiative") return {p::initiative, {}};
  if (declared_on_kind(r.tests, kind).empty()) return {};
  return {p::test, declared_or_refuse(r.tests, kind, "tests")};
}

}  // namespace herald::engine::afde
