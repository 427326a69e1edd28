// The registry of game systems: one line per system.
#include "engine/game_system.hpp"

namespace herald::engine {

// Each system's entry, defined in its folder (engine/SYSTEM/system.cpp).
namespace afde { game_system const& game(); }
namespace order_of_arms { game_system const& game(); }

std::vector<game_system const*> const& game_systems() {
  static std::vector<game_system const*> const all = {
      &afde::game(),
      &order_of_arms::game(),
  };
  return all;
}

game_system const& system_for(model::ruleset const& rules) {
  for (game_system const* s : game_systems())
    if (s->name() == rules.system) return *s;
  return *game_systems().front();
}

}  // namespace herald::engine
