// Walks the fields of each kind of the generated layout (layout_fields.def) in aggregate order:
// visit_fields(item, v) calls v("name", item.name) for each field, what a test of the lowering and a
// writer of the layout read a kind by. Included by no data header: a generated header pays nothing.
#pragma once

#include <cstddef>
#include <string_view>
#include <type_traits>

#include "engine/core/generated_layout.hpp"

namespace herald::engine::gen {

#define HERALD_LAYOUT_VISIT_FIELD(type, name, init, doc) v(std::string_view(#name), x.name);
#define HERALD_LAYOUT_COUNT_FIELD(type, name, init, doc) +1
#define HERALD_LAYOUT_VISIT_KIND(kind, FIELDS)                                                 \
  template <class Visitor>                                                                     \
  constexpr void visit_fields(kind const& x, Visitor&& v) {                                    \
    FIELDS(HERALD_LAYOUT_VISIT_FIELD)                                                          \
  }                                                                                            \
  constexpr std::size_t field_count(kind const*) { return 0 FIELDS(HERALD_LAYOUT_COUNT_FIELD); } \
  constexpr std::string_view kind_name(kind const*) { return #kind; }

HERALD_LAYOUT_KINDS(HERALD_LAYOUT_VISIT_KIND)

#undef HERALD_LAYOUT_VISIT_KIND
#undef HERALD_LAYOUT_COUNT_FIELD
#undef HERALD_LAYOUT_VISIT_FIELD

// Whether T is a kind of the layout (visit_fields walks it), and whether it is a span of one.
template <class T, class = void>
struct is_layout_kind : std::false_type {};
template <class T>
struct is_layout_kind<T, std::void_t<decltype(field_count(static_cast<T const*>(nullptr)))>> : std::true_type {};
template <class T>
struct is_layout_span : std::false_type {};
template <class T>
struct is_layout_span<span<T>> : std::true_type {};

// How many fields a kind has, and its name: field_count<sequence_step>() == 9.
template <class Kind>
constexpr std::size_t field_count() {
  return field_count(static_cast<Kind const*>(nullptr));
}
template <class Kind>
constexpr std::string_view kind_name() {
  return kind_name(static_cast<Kind const*>(nullptr));
}

}  // namespace herald::engine::gen
