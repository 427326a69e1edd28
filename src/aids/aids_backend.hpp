// The player aids as a backend: for one ruleset, each language and format asked, the files of its aid.
#pragma once

#include <string>
#include <vector>

#include "backend/backend.hpp"

namespace herald::aids {

struct aids_options {
  std::vector<std::string> languages;  // empty: the ruleset's own first language
  std::vector<std::string> formats;    // svg, html, pdf; empty: all three
  std::vector<std::string> scenarios;  // empty: the edition alone
  bool every_scenario = false;         // also one aid per scenario of the ruleset
  std::string paper = "a4";
  // --highlight-since: the colour asked for each base, in the order given
  // (the bases themselves are the rulesets after the first in the input).
  std::vector<std::string> base_colours;
};

// Files: NAME[-SCENARIO].LANG[.since-BASE...].html, .pdf, and .pN.svg per page (NAME: the ruleset's name).
class aids_backend final : public backend::emitter {
 public:
  explicit aids_backend(aids_options options) : options_(std::move(options)) {}
  std::string_view item() const override { return "file"; }
  backend::files render(backend::input const& in) const override;

 private:
  aids_options options_;
};

}  // namespace herald::aids
