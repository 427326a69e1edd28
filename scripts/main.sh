#!/usr/bin/env bash
# The main job: install what is missing, build herald, check every bundled
# ruleset, export the 2010 edition, regenerate the C++ headers of generated/ and
# make the player aids of every edition in out/aids/.
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
# The player aids of every edition and scenario, English and French (Order of Arms: English only,
# its labels), and the
# 2014 aid in French with the changes since the 13th-century edition and since Swords of France.
for edition in afde-2010 afde-2014 afde-vv45 afde-sof; do
  ./build/herald aids "rulesets/afde/$edition.herald" --all-scenarios --lang en --lang fr -o out/aids
done
./build/herald aids rulesets/order-of-arms/order-of-arms-1.0.herald --lang en -o out/aids
./build/herald aids rulesets/afde/afde-2014.herald --lang fr -o out/aids \
  --highlight-since rulesets/afde/afde-vv45.herald --highlight-since rulesets/afde/afde-sof.herald
# What changes in play from 2010 to 2014: exit 1 means changes were found, as for diff(1).
./build/herald diff rulesets/afde/afde-2010.herald rulesets/afde/afde-2014.herald --impact --format html \
  -o out/impact-2010-2014.html || [ $? -eq 1 ]
echo "main job: rulesets check clean; out/afde-2010.json, generated/*.hpp, out/aids/ and out/impact-2010-2014.html up to date"
