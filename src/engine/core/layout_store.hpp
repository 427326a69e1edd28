// A ruleset's layout made at run time (model/lower.hpp): the gen::ruleset a generated header embeds,
// and the storage its views and spans point into, in blocks that never move (flatc's builder beside
// its views). Moving the store keeps every view valid; copying it is refused.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/generated_layout.hpp"

namespace herald::engine {

class layout_store {
 public:
  layout_store() = default;
  layout_store(layout_store&&) = default;
  layout_store& operator=(layout_store&&) = default;
  layout_store(layout_store const&) = delete;
  layout_store& operator=(layout_store const&) = delete;

  // A view of `text`, kept as long as the store.
  std::string_view keep(std::string text) {
    auto block = std::make_shared<std::string const>(std::move(text));
    std::string_view const out = *block;
    blocks_.push_back(std::move(block));
    return out;
  }
  // A span over `items`, kept as long as the store; empty items take no block.
  template <class T>
  gen::span<T> keep(std::vector<T> items) {
    if (items.empty()) return {};
    auto block = std::make_shared<std::vector<T> const>(std::move(items));
    gen::span<T> const out{block->data(), block->size()};
    blocks_.push_back(std::move(block));
    return out;
  }

  gen::ruleset& ruleset() { return ruleset_; }
  gen::ruleset const& ruleset() const { return ruleset_; }

 private:
  std::vector<std::shared_ptr<void const>> blocks_;
  gen::ruleset ruleset_;
};

}  // namespace herald::engine
