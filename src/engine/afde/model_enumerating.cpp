// The AFDE procedures over the model's tables with enumerating dice (every sequence of faces).
#include "engine/afde/model_instances.hpp"

namespace herald::engine::afde {
HERALD_AFDE_MODEL_INSTANCES(, enumerating_dice)
}  // namespace herald::engine::afde
