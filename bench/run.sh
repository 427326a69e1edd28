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

cmake -S "$root" -B "$build" -DHERALD_BENCH=ON >/dev/null  # scripts/test.sh leaves them out of its build
cmake --build "$build" --target herald frontend_bench engine_bench codegen_bench growth_bench >/dev/null

# Inputs are written again when the generator or the compiler is newer, and each is written
# beside its place and moved there whole: an interrupted run leaves no half file to reuse.
for mb in 1 5 20; do
  ruleset=$inputs/afde-${mb}mb.herald
  if [ ! -f "$ruleset" ] || [ "$here/make_ruleset.py" -nt "$ruleset" ] || [ "$root/rulesets/afde/afde-2010.herald" -nt "$ruleset" ]; then
    python3 "$here/make_ruleset.py" "$mb" "$ruleset.tmp" >/dev/null
    mv "$ruleset.tmp" "$ruleset"
  fi
  if [ ! -f "${ruleset%.herald}.json" ] || [ "$ruleset" -nt "${ruleset%.herald}.json" ] || [ "$build/herald" -nt "${ruleset%.herald}.json" ]; then
    "$build/herald" export "$ruleset" --format json -o "${ruleset%.herald}.json" ||
      { echo "bench/run.sh: herald export failed on $ruleset" >&2; exit 1; }
  fi
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
json growth.json "$build/growth_bench"
if [ -n "${HERALD_BENCH_QUICK:-}" ]; then
  "$build/engine_bench" --benchmark_filter=exact --benchmark_out="$out/engine.json" --benchmark_out_format=json >/dev/null
else
  "$build/engine_bench" --benchmark_out="$out/engine.json" --benchmark_out_format=json >/dev/null
fi

# Peak memory and wall time of whole runs (GNU time), and the consumer's compile cost; a run
# that fails stops the script rather than becoming a figure.
command -v /usr/bin/time >/dev/null || { echo "bench/run.sh: needs GNU time (apt install time)" >&2; exit 1; }
peak() {
  local figures
  figures=$(mktemp)
  if ! /usr/bin/time -o "$figures" -f "%e %M" "$@" >/dev/null 2>&1; then
    echo "bench/run.sh: failed: $*" >&2
    exit 1
  fi
  cat "$figures"
  rm -f "$figures"
}
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
