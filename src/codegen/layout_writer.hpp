// Values of the generated layout printed as the C++ aggregates a generated data header initialises
// them with, walking their fields in order (engine/core/layout_visit.hpp): what codegen prints is
// then what model::lower made, field for field, and a field added to a kind needs no writer change.
#pragma once

#include <string>

#include "engine/core/generated_layout.hpp"

namespace herald::codegen {

// The aggregate of a kind that holds no span: `{"d10"sv, 0, 9, {"0.3"sv, 31, 0, "afde-2010-en.txt"sv}}`.
std::string aggregate(engine::gen::die const& item);
std::string aggregate(engine::gen::rule const& item);
std::string aggregate(engine::gen::symbol const& item);
std::string aggregate(engine::gen::footnote const& item);
std::string aggregate(engine::gen::test_rule const& item);
std::string aggregate(engine::gen::enum_value const& item);
std::string aggregate(engine::gen::trigger const& item);

}  // namespace herald::codegen
