// Which declared item a situation of one kind resolves (a test, a pool, a sequence), one rule for
// every game system: the item of the kind's own name, else the only one declared on it. Several
// and none of the kind's name: refused, each named, never the first one picked.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/core/tables.hpp"

namespace herald::engine {

// The names of the items declared on situations of `kind`, in name order.
template <class Item>
std::vector<std::string> declared_on_kind(std::map<std::string, Item> const& items, std::string const& kind) {
  std::vector<std::string> out;
  for (auto const& [name, item] : items)
    if (item.situation == kind) out.push_back(name);
  return out;
}

// The item a situation of `kind` resolves, or empty when none is declared on it or several are and
// none bears the kind's name (declared_or_refuse says which).
template <class Item>
std::string declared_on(std::map<std::string, Item> const& items, std::string const& kind) {
  if (auto named = items.find(kind); named != items.end() && named->second.situation == kind) return kind;
  auto const all = declared_on_kind(items, kind);
  return all.size() == 1 ? all.front() : std::string();
}

// declared_on, or an engine_error naming every candidate (`what`: "tests") when there are several.
// Empty when none is declared.
template <class Item>
std::string declared_or_refuse(std::map<std::string, Item> const& items, std::string const& kind, std::string const& what) {
  std::string const chosen = declared_on(items, kind);
  if (!chosen.empty()) return chosen;
  auto const all = declared_on_kind(items, kind);
  if (all.size() < 2) return {};
  std::string several;
  for (auto const& name : all) several += (several.empty() ? "" : ", ") + name;
  throw engine_error("several " + what + " are declared on a '" + kind + "' situation (" + several +
                     ") and none is named '" + kind + "'");
}

}  // namespace herald::engine
