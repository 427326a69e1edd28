#!/usr/bin/env bash
# The whole test suite, in three steps:
#  1. the README's first command (scripts/main.sh) as a new user runs it, then `cmake --install`
#     of that build and examples/consumer built from the install (the steps the README promises);
#  2. the normal build (g++), every target but the benchmarks (bench/run.sh builds and runs them), and the suite;
#  3. one clang build under AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer's coverage:
#     the unit tests and the suite under the sanitizers, and each libFuzzer harness run from its seeds.
# Each robustness script runs in the one build where it finds the most (tests/CMakeLists.txt).
# The sanitizer build and the consumer's build run beside the other steps, each in the background,
# their output printed when they end.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc)
start=$(date +%s)
elapsed() { echo "test suite: $1 at $(( $(date +%s) - start ))s"; }
# Waits for a step started in the background and prints its output; fails the suite if it failed.
finish() {
  local pid=$1 log=$2 what=$3 status=0
  wait "$pid" || status=$?
  cat "$log"
  if [ "$status" -ne 0 ]; then echo "test suite: $what failed (exit $status)"; exit 1; fi
  elapsed "$what"
}

./scripts/main.sh
elapsed "the main job"
# A step that fails ends the suite: the builds and runs still going in the background end with it.
trap 'kill $(jobs -p) 2>/dev/null || true' EXIT

# The sanitizer build is the longest step: it starts now and runs beside the rest, so that neither
# core idles while one step waits on a link, a configure or a script.
# -O1, as the sanitizers advise for a usable speed (a third of -O0's test time, for twice its
# compile time); line tables for the reports; no comparison tracing (it guides long fuzzing runs,
# not 2,000 executions, and would double every test's time).
CC=clang CXX=clang++ cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1" \
  -DHERALD_SANITIZE=ON -DHERALD_FUZZ=ON -DHERALD_FUZZ_TRACE_CMP=OFF >/dev/null
cmake --build build-asan -j "$jobs" > build/sanitizer-build.log 2>&1 &
sanitizer_build=$!

# The C++ test programs (unit_tests, generated_tests) run in the sanitizer build only
# (tests/CMakeLists.txt, HERALD_UNIT_TESTS). The benchmarks run no test: compiling them (about
# 160 s of compiler CPU) is left to bench/run.sh, which builds them before it runs them, so that the
# suite keeps to its 13 minutes.
cmake -S . -B build -DHERALD_UNIT_TESTS=OFF -DHERALD_BENCH=OFF >/dev/null
# examples/consumer from an install of the build the main job just made: the state a new user installs
# from (so the normal suite below does not run it again).
python3 tests/tools/consumer_build.py cmake "$PWD" "$PWD/build/tests/consumer" "$PWD/build" \
  > build/consumer.log 2>&1 &
consumer=$!
cmake --build build -j "$jobs"
finish "$consumer" build/consumer.log "the install and the consumer built from it"

(cd build && ctest --output-on-failure -j "$jobs" -E '^examples/consumer$')
elapsed "the normal build's suite"
finish "$sanitizer_build" build/sanitizer-build.log "the sanitizer build"

# fontconfig keeps its cache for the life of the process (the aids measure and draw text with it).
leaks="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="$leaks" UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --output-on-failure -j "$jobs" -E '^examples/consumer$')
elapsed "the sanitizer build's suite and the fuzz harnesses"
echo "test suite: every step passed in $(( $(date +%s) - start ))s"
