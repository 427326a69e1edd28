// The AFDE procedures over the layout's tables (engine/core/layout_tables.hpp) with the engine's dice, compiled once (model_given.cpp,
// model_enumerating.cpp): a file that includes this header calls them without compiling their bodies.
//
// Like system.cpp, and unlike the procedures' headers, this sees the engine's model backend; it is
// not installed (a consumer runs the procedures on its generated tables, instantiated where it calls).
#pragma once

#include <string>

#include "engine/afde/procedures.hpp"
#include "engine/core/dice.hpp"
#include "engine/core/layout_tables.hpp"

// Every entry point a resolution starts from, over the tables and one Dice type: declared
// `extern` here (EXTERN = extern), defined in the file of that Dice (EXTERN empty).
#define HERALD_AFDE_MODEL_INSTANCES(EXTERN, Dice)                                                                   \
  EXTERN template resolution resolve_fire<tables, Dice>(tables const&, fire_prepared<tables>,    \
                                                              Dice&, names const&);                                \
  EXTERN template resolution resolve_melee<tables, Dice>(tables const&, melee_prepared<tables>,  \
                                                               Dice&, names const&);                               \
  EXTERN template resolution resolve_melee_situation<tables, Dice>(tables const&, value const&, Dice&, \
                                                                         names const&);                            \
  EXTERN template resolution resolve_combat<tables, Dice>(tables const&, value, Dice&, names const&);  \
  EXTERN template resolution resolve_charge<tables, Dice>(tables const&, value, Dice&, names const&);  \
  EXTERN template resolution resolve_rally<tables, Dice>(tables const&, value, Dice&, names const&);   \
  EXTERN template resolution resolve_initiative<tables, Dice>(tables const&, value, Dice&,             \
                                                                    names const&);                                 \
  EXTERN template resolution resolve_test<tables, Dice>(tables const&, std::string const&, value,      \
                                                              Dice&, names const&);

namespace herald::engine::afde {
HERALD_AFDE_MODEL_INSTANCES(extern, given_dice)
HERALD_AFDE_MODEL_INSTANCES(extern, enumerating_dice)
}  // namespace herald::engine::afde
