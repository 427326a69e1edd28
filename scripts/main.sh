#!/usr/bin/env bash
# The main job: install what is missing, build herald, check every bundled
# ruleset and export the 2010 edition.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build --target herald
# With the source documents beside the repository, every cited line is verified too.
sources=()
[ -d ../shared/sources ] && sources=(--sources ../shared/sources)
./build/herald check "${sources[@]}" rulesets/afde/*.herald
mkdir -p out
./build/herald export rulesets/afde/afde-2010.herald --format json -o out/afde-2010.json
echo "main job: rulesets check clean; out/afde-2010.json written"
