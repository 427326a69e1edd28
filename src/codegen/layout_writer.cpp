// The layout's values as C++ aggregates (layout_writer.hpp): every field through visit_fields,
// strings as `sv` literals with cpp_text's escapes, nested kinds in braces.
#include "codegen/layout_writer.hpp"

#include <string_view>
#include <type_traits>

#include "codegen/cpp_text.hpp"
#include "engine/core/layout_visit.hpp"

namespace herald::codegen {
namespace {

namespace gen = engine::gen;

// Each field in order, comma separated; a nested kind in braces.
class fields_printer {
 public:
  explicit fields_printer(std::string& out) : out_(out) {}
  template <class T>
  void operator()(std::string_view, T const& field) {
    if (!first_) out_ += ", ";
    first_ = false;
    value(field);
  }

 private:
  template <class T>
  void value(T const& field) {
    static_assert(!gen::is_layout_span<T>::value, "a span is printed as an array of its own: not a leaf kind");
    if constexpr (std::is_same_v<T, std::string_view>) {
      out_ += cpp_string_view(field);
    } else if constexpr (std::is_same_v<T, bool>) {
      out_ += field ? "true" : "false";
    } else if constexpr (std::is_integral_v<T>) {
      out_ += std::to_string(field);
    } else {
      static_assert(gen::is_layout_kind<T>::value, "a field of the layout is a string, a number, a flag or a kind");
      out_ += '{';
      fields_printer inner(out_);
      gen::visit_fields(field, inner);
      out_ += '}';
    }
  }

  std::string& out_;
  bool first_ = true;
};

template <class Kind>
std::string print(Kind const& item) {
  std::string out = "{";
  fields_printer fields(out);
  gen::visit_fields(item, fields);
  return out + "}";
}

}  // namespace

std::string aggregate(gen::die const& item) { return print(item); }
std::string aggregate(gen::rule const& item) { return print(item); }
std::string aggregate(gen::symbol const& item) { return print(item); }
std::string aggregate(gen::footnote const& item) { return print(item); }
std::string aggregate(gen::test_rule const& item) { return print(item); }
std::string aggregate(gen::enum_value const& item) { return print(item); }
std::string aggregate(gen::trigger const& item) { return print(item); }

}  // namespace herald::codegen
