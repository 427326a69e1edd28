// The literals and pooled arrays a generated data header is written with: texts, origins, keys,
// spans and each table's pools of slots, strings, cells and indices (cpp_header.cpp's helpers,
// included by it alone: the C++ backend's one Mustache user).
#pragma once

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <kainjow/mustache.hpp>

#include "codegen/cpp_text.hpp"
#include "codegen/layout_writer.hpp"
#include "engine/core/generated_layout.hpp"
#include "model/model.hpp"

namespace herald::codegen::literals {

namespace mu = kainjow::mustache;

inline std::string label_of(model::labels const& l, std::string const& language) {
  auto it = l.find(language);
  return it == l.end() ? std::string() : it->second;
}

// A span over `count` elements of a pool starting at `first` ("" when empty).
inline std::string span_of(std::string const& pool, std::size_t first, std::size_t count) {
  return count ? fmt::format("{} + {}, {}", pool, first, count) : std::string();
}

// A span over the plain array `array` of `count` items; an empty span when there
// are none (C++ has no array of none, so that array is not written).
inline std::string span_literal(std::string const& array, std::size_t count) {
  return count ? fmt::format("{{{}, {}}}", array, count) : std::string("{}");
}

// A plain constexpr array `name` of `count` items: whether it is written, and the
// span over it (`qualified` names the array where the span is written).
inline void put_array(mu::data& d, std::string const& name, std::string const& qualified, std::size_t count) {
  d.set("has_" + name, count > 0);
  d.set(name + "_span", span_literal(qualified, count));
}

// The source file's name only: output must not depend on where the checkout lives.
inline std::string file_name(std::string const& path) {
  return comment_text(std::filesystem::path(path).filename().string());
}

// Pools of one table: slots, strings (marks, lists, members), cells.
struct pools {
  mu::list slots, strings, cells;
  std::size_t slot_count = 0, string_count = 0, cell_count = 0;

  std::string add_strings(std::vector<std::string> const& items) {
    std::size_t first = string_count;
    for (auto const& s : items) strings.push_back(mu::object{{"text", cpp_string_view(s)}});
    string_count += items.size();
    return span_of("strings", first, items.size());
  }

  // A lowered cell into the pools: its slots and marks first, then the cell, each as it is printed.
  std::string add_cell(engine::gen::cell const& c) {
    struct cell_spans {
      pools& p;
      std::string operator()(engine::gen::span<engine::gen::slot> slots_of_cell) {
        std::size_t const first = p.slot_count;
        for (auto const& slot : slots_of_cell) p.slots.push_back(mu::object{{"literal", aggregate(slot)}}), ++p.slot_count;
        return span_of("slots", first, slots_of_cell.size());
      }
      std::string operator()(engine::gen::span<std::string_view> marks) {
        return p.add_strings(std::vector<std::string>(marks.begin(), marks.end()));
      }
    } spans{*this};
    cells.push_back(mu::object{{"literal", aggregate_with(c, spans)}});
    return std::to_string(cell_count++);
  }
  // Cells into the pools, the span that refers to them.
  std::string add_cells(engine::gen::span<engine::gen::cell> items) {
    std::size_t const first = cell_count;
    for (auto const& c : items) add_cell(c);
    return span_of("cells", first, items.size());
  }

  mu::list indices;
  std::size_t index_count = 0;

  // Indices the lowered layout already holds (gen::modifier::excludes, a group's members).
  std::string add_index_values(engine::gen::span<std::uint16_t> items) {
    std::size_t const first = index_count;
    for (auto const i : items) indices.push_back(mu::object{{"index", std::to_string(i)}}), ++index_count;
    return span_of("indices", first, items.size());
  }

  void put(mu::data& d) const {
    d.set("indices", indices);
    d.set("has_indices", index_count > 0);
    d.set("slots", slots);
    d.set("has_slots", slot_count > 0);
    d.set("strings", strings);
    d.set("has_strings", string_count > 0);
    d.set("cells", cells);
    d.set("has_cells", cell_count > 0);
  }
};

// How an item printed whole (aggregate_block) names its spans: each span the array its data
// namespace holds under the field's name (`melee_data::cases, 3`), unless `named` says
// otherwise (a table's column keys, placed among its keys); a roll's lists into the item's
// strings; a roll's signs, one char each, a string literal's storage.
struct item_spans {
  pools& p;
  std::string data;  // the item's data namespace, "melee_data"
  std::map<std::string, std::string, std::less<>> named = {};

  template <class T>
  std::string operator()(std::string_view field, engine::gen::span<T> items) {
    if (auto it = named.find(field); it != named.end()) return it->second;
    if (items.empty()) return {};
    if constexpr (std::is_same_v<T, char>) {
      return fmt::format("{}, {}", cpp_string(std::string(items.begin(), items.end())), items.size());
    } else if constexpr (std::is_same_v<T, std::string_view>) {
      if (field == "lists" || field == "columns")
        return data + "::" + p.add_strings(std::vector<std::string>(items.begin(), items.end()));
    }
    return fmt::format("{}::{}, {}", data, field, items.size());
  }
};

}  // namespace herald::codegen::literals
