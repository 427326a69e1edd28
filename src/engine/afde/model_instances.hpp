// The AFDE procedures over the model's tables with the engine's dice, compiled once (model_given.cpp,
// model_enumerating.cpp): a file that includes this header calls them without compiling their bodies.
//
// Like system.cpp, and unlike the procedures' headers, this sees the engine's model backend; it is
// not installed (a consumer runs the procedures on its generated tables, instantiated where it calls).
#pragma once

#include <string>

#include "engine/afde/procedures.hpp"
#include "engine/core/dice.hpp"
#include "engine/model_tables.hpp"

// Every entry point a resolution starts from, over the model's tables and one Dice type: declared
// `extern` here (EXTERN = extern), defined in the file of that Dice (EXTERN empty).
#define HERALD_AFDE_MODEL_INSTANCES(EXTERN, Dice)                                                                   \
  EXTERN template resolution resolve_fire<model_tables, Dice>(model_tables const&, fire_prepared<model_tables>,    \
                                                              Dice&, names const&);                                \
  EXTERN template resolution resolve_melee<model_tables, Dice>(model_tables const&, melee_prepared<model_tables>,  \
                                                               Dice&, names const&);                               \
  EXTERN template resolution resolve_melee_situation<model_tables, Dice>(model_tables const&, value const&, Dice&, \
                                                                         names const&);                            \
  EXTERN template resolution resolve_combat<model_tables, Dice>(model_tables const&, value, Dice&, names const&);  \
  EXTERN template resolution resolve_charge<model_tables, Dice>(model_tables const&, value, Dice&, names const&);  \
  EXTERN template resolution resolve_rally<model_tables, Dice>(model_tables const&, value, Dice&, names const&);   \
  EXTERN template resolution resolve_initiative<model_tables, Dice>(model_tables const&, value, Dice&,             \
                                                                    names const&);                                 \
  EXTERN template resolution resolve_test<model_tables, Dice>(model_tables const&, std::string const&, value,      \
                                                              Dice&, names const&);

namespace herald::engine::afde {
HERALD_AFDE_MODEL_INSTANCES(extern, given_dice)
HERALD_AFDE_MODEL_INSTANCES(extern, enumerating_dice)
}  // namespace herald::engine::afde
