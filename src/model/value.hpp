// Structured values in the model: the engine core's situation value, and how the language writes one.
#pragma once

#include <string>

#include "engine/core/value.hpp"

namespace herald::model {

// Examples' situations and orders of battle are the values the engine reads.
using engine::value;
using engine::find_field;

// A value as written in the language: 3, 1/2, true, Ar, [a, b], {name: v}.
std::string value_text(value const& v);

}  // namespace herald::model
