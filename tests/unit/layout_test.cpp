// The generated layout's kinds walked by their field lists (engine/core/layout_fields.def): every
// field, by its name, in the order a generated header initialises it by position.
#include <gtest/gtest.h>

#include <string>
#include <type_traits>
#include <vector>

#include "engine/core/layout_visit.hpp"

namespace herald {
namespace {

using namespace engine;

// Each field visited as "name=value" (scalars and strings; other kinds as their kind's name).
struct field_texts {
  std::vector<std::string> out;
  template <class T>
  void operator()(std::string_view name, T const& field) {
    std::string text(name);
    if constexpr (std::is_same_v<T, std::string_view>) text += "=" + std::string(field);
    else if constexpr (std::is_same_v<T, bool>) text += field ? "=true" : "=false";
    else if constexpr (std::is_integral_v<T>) text += "=" + std::to_string(field);
    else if constexpr (gen::is_layout_kind<T>::value) text += ":" + std::string(gen::kind_name<T>());
    out.push_back(text);
  }
};

TEST(layout, a_kind_is_visited_in_the_order_it_is_initialised) {
  // A step made by position, as codegen writes it: each field read back under its own name.
  constexpr gen::sequence_step step{"charge_result", "lance_test", true, false, {"d6", 2, {}, {}, false},
                                    "attacker", "broken > 0", {}, {"B11.9", 1130, 1131, "book"}};
  field_texts v;
  gen::visit_fields(step, v);
  std::vector<std::string> const expected = {"name=charge_result", "procedure=lance_test", "is_pool=true",
                                             "is_roll=false", "step_roll:roll", "field=attacker",
                                             "condition=broken > 0", "inputs", "source:origin"};
  EXPECT_EQ(v.out, expected);
  static_assert(gen::field_count<gen::sequence_step>() == 9);
  field_texts where;
  gen::visit_fields(step.source, where);
  EXPECT_EQ(where.out, (std::vector<std::string>{"ref=B11.9", "line=1130", "line_end=1131", "document=book"}));
}

// Every kind of the list has fields, visits as many as it counts, and names itself as declared.
TEST(layout, every_kind_visits_as_many_fields_as_it_declares) {
  std::size_t kinds = 0;
#define HERALD_LAYOUT_TEST_KIND(kind, FIELDS)                                \
  {                                                                          \
    ++kinds;                                                                 \
    field_texts v;                                                           \
    gen::visit_fields(gen::kind{}, v);                                       \
    EXPECT_EQ(v.out.size(), gen::field_count<gen::kind>()) << #kind;         \
    EXPECT_GT(v.out.size(), 0u) << #kind;                                    \
    EXPECT_EQ(gen::kind_name<gen::kind>(), std::string_view(#kind));         \
  }
  HERALD_LAYOUT_KINDS(HERALD_LAYOUT_TEST_KIND)
#undef HERALD_LAYOUT_TEST_KIND
  EXPECT_EQ(kinds, 37u);  // the kinds of layout_fields.def, situation_kind and its parts the last added
}

}  // namespace
}  // namespace herald
