// From the checked model to an aid's content: which tables, in which order, in which words, with which changes marked.
#pragma once

#include <string>
#include <vector>

#include "aids/aid.hpp"
#include "model/library.hpp"
#include "model/model.hpp"

namespace herald::aids {

struct base_request {
  model::ruleset const* rules = nullptr;
  std::string colour;  // empty: the default colour of its place
};

struct content_request {
  std::string lang = "en";
  std::string scenario;             // empty: the edition alone
  std::vector<base_request> bases;  // oldest first: a later base wins a cell
};

// The aid of `rules` (a ruleset of `library`). Throws backend::unsupported
// naming what cannot be printed (a label missing in `lang`, an unknown scenario).
aid make_aid(model::library const& library, model::ruleset const& rules, content_request const& request);

}  // namespace herald::aids
