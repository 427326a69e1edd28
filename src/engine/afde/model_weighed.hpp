// The procedures of Au fil de l'épée that `diff --impact` weighs as wholes (model_weighed.cpp).
#pragma once

#include <vector>

#include "engine/game_system.hpp"

namespace herald::engine::afde {

// Fire, the mêlée with defensive fire and the charge chain, each over a space narrowed to one unit
// of each type in each order (none for rules without unit types).
std::vector<weighed_procedure> weighed_procedures(ruleset_tables const& t);

}  // namespace herald::engine::afde
