// The span-free kinds of the layout as C++ aggregates (layout_writer.hpp), instantiated once here.
#include "codegen/layout_writer.hpp"

namespace herald::codegen {
namespace {

namespace gen = engine::gen;

// A span-free kind has no span to name: one would be a kind written as a leaf by mistake.
struct no_spans {
  template <class T>
  std::string operator()(gen::span<T> const&) const {
    static_assert(sizeof(T) == 0, "a kind with spans is printed by aggregate_with");
    return {};
  }
};

template <class Kind>
std::string print(Kind const& item) {
  return aggregate_with(item, no_spans{});
}

}  // namespace

std::string aggregate(gen::text const& item) { return print(item); }
std::string aggregate(gen::origin const& item) { return print(item); }
std::string aggregate(gen::die const& item) { return print(item); }
std::string aggregate(gen::rule const& item) { return print(item); }
std::string aggregate(gen::symbol const& item) { return print(item); }
std::string aggregate(gen::footnote const& item) { return print(item); }
std::string aggregate(gen::test_rule const& item) { return print(item); }
std::string aggregate(gen::enum_value const& item) { return print(item); }
std::string aggregate(gen::trigger const& item) { return print(item); }
std::string aggregate(gen::slot const& item) { return print(item); }
std::string aggregate(gen::pool_case const& item) { return print(item); }
std::string aggregate(gen::pool_strength const& item) { return print(item); }
std::string aggregate(gen::pool_natural const& item) { return print(item); }
std::string aggregate(gen::pool_natural_test const& item) { return print(item); }
std::string aggregate(gen::step_input const& item) { return print(item); }
std::string aggregate(gen::sequence_result const& item) { return print(item); }
std::string aggregate(gen::situation_part const& item) { return print(item); }

std::string key_aggregate(gen::key const& k) {
  switch (k.kind) {
    case gen::key_kind::name: return "g::name_key(" + cpp_string_view(k.name) + ")";
    case gen::key_kind::integer: return "g::int_key(" + std::to_string(k.number) + ")";
    case gen::key_kind::ratio: return "g::ratio_key(" + std::to_string(k.attacker) + ", " + std::to_string(k.defender) + ")";
  }
  return {};
}

}  // namespace herald::codegen
