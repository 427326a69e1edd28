// "Did you mean ...?": the closest known name to a misspelt one.
#include "model/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace herald::model {
namespace {

std::size_t edit_distance(std::string const& a, std::string const& b) {
  std::vector<std::size_t> previous(b.size() + 1), current(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) previous[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    current[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                  std::tolower(static_cast<unsigned char>(b[j - 1]));
      current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (same ? 0 : 1)});
    }
    std::swap(previous, current);
  }
  return previous[b.size()];
}

}  // namespace

std::string closest_name(std::string const& name, std::vector<std::string> const& candidates) {
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(1, name.size() / 3);
  for (auto const& candidate : candidates) {
    std::size_t d = edit_distance(name, candidate);
    // Ties go to the alphabetically first candidate, so the hint is stable.
    if (d < best_distance || (d == best_distance && !best.empty() && candidate < best) ||
        (d <= best_distance && best.empty())) {
      if (d == 0 && candidate == name) continue;
      best = candidate;
      best_distance = d;
    }
  }
  return best;
}

std::string did_you_mean(std::string const& name, std::vector<std::string> const& candidates) {
  std::string best = closest_name(name, candidates);
  return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

}  // namespace herald::model
