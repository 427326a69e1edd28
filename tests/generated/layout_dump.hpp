// The model lowered at run time (model/lower.hpp) held to a generated header's ruleset, field by
// field through visit_fields (layout_visit.hpp): included by the differential tests, whose files
// compile the generated data headers already (one compile of each, not a third).
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <type_traits>

#include "engine/core/layout_visit.hpp"
#include "model/lower.hpp"
#include "test_support.hpp"

namespace herald::layout_dump {

namespace gen = engine::gen;

// A layout value as text, every field by name, spans item by item: two equal dumps are equal values.
struct dump {
  std::string out;
  template <class T>
  void operator()(std::string_view name, T const& field) {
    out += name;
    out += '=';
    value(field);
    out += "; ";
  }
  void value(std::string_view s) { out += "\"" + std::string(s) + "\""; }
  void value(bool b) { out += b ? "true" : "false"; }
  void value(char c) { out += c; }
  template <class T>
  void value(gen::span<T> items) {
    out += '[';
    for (auto const& item : items) {
      value(item);
      out += ", ";
    }
    out += ']';
  }
  template <class T>
  void value(T const& x) {
    if constexpr (gen::is_layout_kind<T>::value) {
      out += '{';
      gen::visit_fields(x, *this);
      out += '}';
    } else {
      out += std::to_string(static_cast<long long>(x));
    }
  }
};

template <class T>
std::string text_of(T const& x) {
  dump d;
  d.value(x);
  return d.out;
}

// The ruleset file (under rulesets/) lowered, against what codegen printed of it: every kind, then
// the whole ruleset (nothing else differs).
inline void expect_lowered_as_printed(char const* file, gen::ruleset const& printed) {
  SCOPED_TRACE(file);
  testing::loaded state;
  auto const path = std::filesystem::path(HERALD_SOURCE_DIR) / "rulesets" / file;
  auto name = state.load(path, path.parent_path());
  ASSERT_TRUE(name) << state.ids();
  model::ruleset const* rules = state.library.find(*name);
  ASSERT_NE(rules, nullptr);
  engine::layout_store const store = model::lower(*rules);
  gen::ruleset const& lowered = store.ruleset();
  EXPECT_EQ(lowered.name, printed.name);
  EXPECT_EQ(lowered.source_file, printed.source_file);
  EXPECT_EQ(text_of(lowered.dice), text_of(printed.dice));
  EXPECT_EQ(text_of(lowered.symbols), text_of(printed.symbols));
  EXPECT_EQ(text_of(lowered.enums), text_of(printed.enums));
  EXPECT_EQ(text_of(lowered.tables), text_of(printed.tables));
  EXPECT_EQ(text_of(lowered.band_tables), text_of(printed.band_tables));
  EXPECT_EQ(text_of(lowered.modifier_lists), text_of(printed.modifier_lists));
  EXPECT_EQ(text_of(lowered.transition_tables), text_of(printed.transition_tables));
  EXPECT_EQ(text_of(lowered.tests), text_of(printed.tests));
  EXPECT_EQ(text_of(lowered.pools), text_of(printed.pools));
  EXPECT_EQ(text_of(lowered.sequences), text_of(printed.sequences));
  EXPECT_EQ(text_of(lowered.rules), text_of(printed.rules));
  EXPECT_FALSE(printed.symbols.empty() && printed.dice.empty());  // the comparison compares something
  EXPECT_EQ(text_of(lowered), text_of(printed));                   // and nothing else differs
}

}  // namespace herald::layout_dump
