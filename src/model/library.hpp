// Loads .herald files with their imports and resolves each into a checked ruleset.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/model.hpp"
#include "support/diagnostics.hpp"
#include "support/source.hpp"

namespace herald::model {

// Every file of one run, loaded once, resolved once, in import order.
class library {
 public:
  library(source_manager& sources, diagnostics& diags) : sources_(sources), diags_(diags) {}

  // Loads `file` and what it imports; imports may not leave `root`.  Returns
  // the name of the system or ruleset it declares, or nullopt when it could
  // not be read (`io_error` is then set), parsed or resolved.
  std::optional<std::string> load(std::filesystem::path const& file,
                                  std::filesystem::path const& root);

  ruleset const* find(std::string const& name) const;
  // The system `rules` is written against: itself, or the first system among
  // its imports; nullptr when it imports none.
  ruleset const* system_of(ruleset const& rules) const;
  std::map<std::string, ruleset> const& all() const { return rulesets_; }
  bool io_error() const { return io_error_; }
  // Stop after parsing: no imports, no name resolution (`check --syntax-only`).
  void set_syntax_only(bool on) { syntax_only_ = on; }

 private:
  struct unit;
  // A file or folder as named (absolute, `..` folded, links kept) and once every link is followed.
  struct place {
    std::filesystem::path canonical, named;
  };
  std::optional<std::string> load_unit(place const& file, place const& root, source_range imported_from,
                                       std::string shown);

  source_manager& sources_;
  diagnostics& diags_;
  std::map<std::string, ruleset> rulesets_;
  std::map<std::filesystem::path, std::optional<std::string>> loaded_;  // path -> name
  std::vector<std::filesystem::path> loading_;                            // import stack
  std::vector<source_range> loading_sites_;
  bool io_error_ = false;
  bool syntax_only_ = false;
};

}  // namespace herald::model
