// Values of the generated layout printed as the C++ aggregates a generated data header initialises
// them with, walking their fields in order (engine/core/layout_visit.hpp): what codegen prints is
// then what model::lower made, field for field, and a field added to a kind needs no writer change.
#pragma once

#include <string>
#include <string_view>
#include <type_traits>

#include "codegen/cpp_text.hpp"
#include "engine/core/layout_visit.hpp"

namespace herald::codegen {

// The aggregate of a kind that holds no span: `{"d10"sv, 0, 9, {"0.3"sv, 31, 0, "afde-2010-en.txt"sv}}`.
std::string aggregate(engine::gen::text const& item);
std::string aggregate(engine::gen::origin const& item);
std::string aggregate(engine::gen::die const& item);
std::string aggregate(engine::gen::rule const& item);
std::string aggregate(engine::gen::symbol const& item);
std::string aggregate(engine::gen::footnote const& item);
std::string aggregate(engine::gen::test_rule const& item);
std::string aggregate(engine::gen::enum_value const& item);
std::string aggregate(engine::gen::trigger const& item);
std::string aggregate(engine::gen::slot const& item);
std::string aggregate(engine::gen::pool_case const& item);
std::string aggregate(engine::gen::pool_strength const& item);
std::string aggregate(engine::gen::pool_natural const& item);
std::string aggregate(engine::gen::pool_natural_test const& item);
std::string aggregate(engine::gen::step_input const& item);
std::string aggregate(engine::gen::sequence_result const& item);
std::string aggregate(engine::gen::situation_part const& item);
// A key as the generated headers write it: `g::name_key("Ar"sv)`, `g::int_key(3)`, `g::ratio_key(2, 1)`.
std::string key_aggregate(engine::gen::key const& k);

namespace detail {

// Each field in order, comma separated (or, in a block, one a line); a nested kind in braces; a
// span as `{` + what `name_span(span)` (or `name_span(field, span)`) says of it + `}`, its items
// written where the header keeps them.
template <class NameSpan>
class fields_printer {
 public:
  fields_printer(std::string& out, NameSpan& name_span, bool block = false)
      : out_(out), name_span_(name_span), block_(block) {}
  template <class T>
  void operator()(std::string_view name, T const& field) {
    if (block_) out_ += "\n    ";
    else if (!first_) out_ += ", ";
    first_ = false;
    value(name, field);
    if (block_) out_ += std::string(",  // ") + std::string(name);
  }

 private:
  template <class T>
  void value(std::string_view name, T const& field) {
    if constexpr (engine::gen::is_layout_span<T>::value) {
      if constexpr (std::is_invocable_v<NameSpan&, std::string_view, T const&>) out_ += "{" + name_span_(name, field) + "}";
      else out_ += "{" + name_span_(field) + "}";
    } else if constexpr (std::is_same_v<T, std::string_view>) {
      out_ += cpp_string_view(field);
    } else if constexpr (std::is_same_v<T, engine::gen::group_policy>) {
      out_ += field == engine::gen::group_policy::min         ? "g::group_policy::min"
              : field == engine::gen::group_policy::exclusive ? "g::group_policy::exclusive"
                                                              : "g::group_policy::max";
    } else if constexpr (std::is_same_v<T, bool>) {
      out_ += field ? "true" : "false";
    } else if constexpr (std::is_integral_v<T>) {
      out_ += std::to_string(field);
    } else {
      static_assert(engine::gen::is_layout_kind<T>::value, "a field of the layout is a string, a number, a flag or a kind");
      out_ += '{';
      fields_printer inner(out_, name_span_);
      engine::gen::visit_fields(field, inner);
      out_ += '}';
    }
  }

  std::string& out_;
  NameSpan& name_span_;
  bool block_ = false;
  bool first_ = true;
};

}  // namespace detail

// The aggregate of any kind: each span as `name_span(span)` says (`strings + 4, 2`, or empty for none).
template <class Kind, class NameSpan>
std::string aggregate_with(Kind const& item, NameSpan&& name_span) {
  std::string out = "{";
  detail::fields_printer<std::remove_reference_t<NameSpan>> fields(out, name_span);
  engine::gen::visit_fields(item, fields);
  return out + "}";
}

// The same with each of the item's own fields on a line of its own, named in a comment (an item a header
// declares by name: `inline constexpr g::pool melee = {` ... `};`).
template <class Kind, class NameSpan>
std::string aggregate_block(Kind const& item, NameSpan&& name_span) {
  std::string out = "{";
  detail::fields_printer<std::remove_reference_t<NameSpan>> fields(out, name_span, true);
  engine::gen::visit_fields(item, fields);
  return out + "\n}";
}

}  // namespace herald::codegen
