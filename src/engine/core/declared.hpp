// Which declared item a situation of one kind resolves (a test, a pool, a sequence), one rule for
// every game system: the item of the kind's own name, else the only one declared on it. Several
// and none of the kind's name: refused, each named, never the first one picked.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/generated_layout.hpp"
#include "engine/core/tables.hpp"

namespace herald::engine {

// The names of the items declared on situations of `kind`, in name order.
template <class Item>
std::vector<std::string> declared_on_kind(gen::span<Item> items, std::string_view kind) {
  std::vector<std::string> out;
  for (auto const& item : items)
    if (item.situation == kind) out.emplace_back(item.name);
  return out;
}

// The item a situation of `kind` resolves, or empty when none is declared on it or several are and
// none bears the kind's name (declared_or_refuse says which).
template <class Item>
std::string declared_on(gen::span<Item> items, std::string_view kind) {
  if (Item const* named = gen::find(items, kind); named && named->situation == kind) return std::string(kind);
  auto const all = declared_on_kind(items, kind);
  return all.size() == 1 ? all.front() : std::string();
}

// declared_on, or an engine_error naming every candidate (`what`: "tests") when there are several.
// Empty when none is declared.
template <class Item>
std::string declared_or_refuse(gen::span<Item> items, std::string_view kind, std::string const& what) {
  std::string const chosen = declared_on(items, kind);
  if (!chosen.empty()) return chosen;
  auto const all = declared_on_kind(items, kind);
  if (all.size() < 2) return {};
  std::string several;
  for (auto const& name : all) several += (several.empty() ? "" : ", ") + name;
  throw engine_error("several " + what + " are declared on a '" + std::string(kind) + "' situation (" + several +
                     ") and none is named '" + std::string(kind) + "'");
}

}  // namespace herald::engine
