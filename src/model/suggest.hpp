// "Did you mean ...?": the closest known name to a misspelt one.
#pragma once

#include <string>
#include <vector>

namespace herald::model {

// The candidate closest to `name` by edit distance (case-insensitive), if it
// is close enough to be a plausible typo; empty otherwise.
std::string closest_name(std::string const& name, std::vector<std::string> const& candidates);

// The names of a map's entries: the candidates of a did-you-mean.
template <typename Map>
std::vector<std::string> keys_of(Map const& map) {
  std::vector<std::string> names;
  for (auto const& entry : map) names.push_back(entry.first);
  return names;
}

// " (did you mean 'X'?)" or "".
std::string did_you_mean(std::string const& name, std::vector<std::string> const& candidates);

}  // namespace herald::model
