// The AFDE procedures over the model's tables with given dice (one outcome, its steps explained).
#include "engine/afde/model_instances.hpp"

namespace herald::engine::afde {
HERALD_AFDE_MODEL_INSTANCES(, given_dice)
}  // namespace herald::engine::afde
