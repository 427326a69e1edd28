// The resolution procedures of Au fil de l'épée, written once over a Tables type: the whole set.
//
// The procedures decide the order of the steps (which die, which table, what
// happens next); every number comes from `Tables` (engine/core/tables.hpp).
// names.hpp holds the ruleset's names of those tables and of the few values
// the steps reason about (a fatigued unit cannot élan, an At is eliminated by
// R). One header per procedure; this one includes them all, for a consumer
// that runs any of them on its generated tables.
#pragma once

#include "engine/afde/charge.hpp"
#include "engine/afde/combat.hpp"
#include "engine/afde/fire.hpp"
#include "engine/afde/initiative.hpp"
#include "engine/afde/melee.hpp"
#include "engine/afde/names.hpp"
#include "engine/afde/rally.hpp"
#include "engine/afde/tests.hpp"
