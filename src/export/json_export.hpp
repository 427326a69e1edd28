// The JSON export of a checked ruleset: a stable, sorted, documented schema (docs/export-schema.md).
#pragma once

#include <iosfwd>
#include <string>

#include "model/model.hpp"

namespace herald::exporting {

constexpr int export_schema_version = 1;

class json_exporter {
 public:
  explicit json_exporter(model::ruleset const& ruleset) : ruleset_(ruleset) {}
  // Writes the whole document, ending with a newline.  Byte-identical for
  // the same ruleset, whatever the locale, time or run.
  void write(std::ostream& out) const;
  std::string str() const;

 private:
  model::ruleset const& ruleset_;
};

}  // namespace herald::exporting
