#!/usr/bin/env bash
# Every performance figure of the README in one run, each beside its named alternative:
# writes the large generated rulesets and their JSON export, runs the benchmarks, measures
# the consumer's compile cost of a generated header and the peak memory of whole runs, and
# prints the table (measure, Herald, alternative, ratio, command).
#
#   bench/run.sh [build-dir]        (default: build; RelWithDebInfo; about 8 minutes)
#   HERALD_BENCH_QUICK=1 bench/run.sh   skips the Monte Carlo runs (minutes each)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=$(cd "${1:-$root/build}" && pwd)
inputs=${HERALD_BENCH_INPUTS:-/tmp/herald-bench}
out=$inputs/results
mkdir -p "$out"
export HERALD_BENCH_INPUTS=$inputs

cmake --build "$build" --target herald frontend_bench engine_bench codegen_bench >/dev/null

for mb in 1 5 20; do
  [ -f "$inputs/afde-${mb}mb.herald" ] || python3 "$here/make_ruleset.py" "$mb" "$inputs/afde-${mb}mb.herald" >/dev/null
  [ -f "$inputs/afde-${mb}mb.json" ] ||
    "$build/herald" export "$inputs/afde-${mb}mb.herald" --format json -o "$inputs/afde-${mb}mb.json" 2>/dev/null
done

# Medians of 3; the JSON goes to a file (a benchmark may print a line of its own first).
json() {
  local file=$1
  shift
  "$@" --benchmark_out="$out/$file" --benchmark_out_format=json --benchmark_repetitions=3 \
    --benchmark_report_aggregates_only=true >/dev/null
}
json frontend.json "$build/frontend_bench"
json codegen.json "$build/codegen_bench" --benchmark_filter='BM_(melee|fire)_(roll|distribution)/'
if [ -n "${HERALD_BENCH_QUICK:-}" ]; then
  "$build/engine_bench" --benchmark_filter=exact --benchmark_out="$out/engine.json" --benchmark_out_format=json >/dev/null
else
  "$build/engine_bench" --benchmark_out="$out/engine.json" --benchmark_out_format=json >/dev/null
fi

# Peak memory and wall time of whole runs (GNU time), and the consumer's compile cost.
peak() { /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1; }
{
  echo "bundled_check $(peak "$build/herald" check "$root"/rulesets/*/*.herald)"
  for mb in 1 5 20; do
    echo "syntax_only_$mb $(peak "$build/herald" check --syntax-only "$inputs/afde-${mb}mb.herald")"
    echo "check_$mb $(peak "$build/herald" check "$inputs/afde-${mb}mb.herald")"
  done
  printf '#include "afde_2010.hpp"\nint main() {}\n' >"$out/consumer.cpp"
  printf 'int main() {}\n' >"$out/empty.cpp"
  g++ -std=c++17 -fsyntax-only -I"$root/generated" -I"$root/src" "$out/consumer.cpp"  # fails loudly
  echo "compile_generated $(peak g++ -std=c++17 -O2 -I"$root/generated" -I"$root/src" -c "$out/consumer.cpp" -o /dev/null)"
  echo "compile_empty $(peak g++ -std=c++17 -O2 -c "$out/empty.cpp" -o /dev/null)"
} >"$out/whole_runs.txt"

python3 "$here/report.py" "$out" "$inputs"
