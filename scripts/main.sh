#!/usr/bin/env bash
# The main job: install what is missing, build herald, check every bundled
# ruleset, export the 2010 edition and regenerate the C++ headers of generated/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target herald
# With the source documents beside the repository, every cited line is verified too.
sources=()
[ -d ../shared/sources ] && sources=(--sources ../shared/sources)
./build/herald check "${sources[@]}" rulesets/*/*.herald
mkdir -p out
./build/herald export rulesets/afde/afde-2010.herald --format json -o out/afde-2010.json
# The constexpr C++ headers a game engine includes (rewritten only when they change).
./build/herald build rulesets/*/*.herald --cpp-out generated
echo "main job: rulesets check clean; out/afde-2010.json and generated/*.hpp up to date"
