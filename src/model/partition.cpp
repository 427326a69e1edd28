// Modifiers split into independent parts: what the checker's reachability and the impact's grouping share.
#include "model/partition.hpp"

#include <algorithm>
#include <map>
#include <numeric>

namespace herald::model {

bool linked(modifier_list const& list, modifier const& a, modifier const& b) {
  auto names = [](modifier const& m, std::string const& other) {
    return std::find(m.excludes.begin(), m.excludes.end(), other) != m.excludes.end();
  };
  if (names(a, b.name) || names(b, a.name)) return true;
  for (auto const& g : list.groups) {
    bool const has_a = std::find(g.members.begin(), g.members.end(), a.name) != g.members.end();
    bool const has_b = std::find(g.members.begin(), g.members.end(), b.name) != g.members.end();
    if (has_a && has_b) return true;
  }
  return false;
}

std::vector<std::vector<std::size_t>> independent_parts(std::size_t n,
                                                        std::function<bool(std::size_t, std::size_t)> const& tied) {
  std::vector<std::size_t> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  std::function<std::size_t(std::size_t)> root = [&](std::size_t i) {
    return parent[i] == i ? i : parent[i] = root(parent[i]);
  };
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j)
      if (tied(i, j)) parent[root(i)] = root(j);
  std::map<std::size_t, std::vector<std::size_t>> by_root;
  for (std::size_t i = 0; i < n; ++i) by_root[root(i)].push_back(i);
  std::vector<std::vector<std::size_t>> out;
  for (auto& [r, members] : by_root) out.push_back(std::move(members));
  return out;
}

}  // namespace herald::model
