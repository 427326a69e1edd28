#!/usr/bin/env bash
# The whole test suite: a normal build, then the same suite under
# AddressSanitizer and UndefinedBehaviorSanitizer, then a smoke run of each
# libFuzzer harness (a clang build).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
jobs=$(nproc)
start=$(date +%s)
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j "$jobs"
(cd build && ctest --output-on-failure -j "$jobs")
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DHERALD_SANITIZE=ON >/dev/null
cmake --build build-asan -j "$jobs"
# fontconfig keeps its cache for the life of the process (the aids measure and draw text with it).
leaks="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
(cd build-asan && ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="$leaks" UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --output-on-failure -j "$jobs")
# The libFuzzer harnesses (clang), each run a bounded number of times from its seeds.
fuzz_targets=(fuzz_frontend fuzz_import fuzz_situation fuzz_aids)
CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHERALD_FUZZ=ON \
  -DHERALD_BENCH=OFF >/dev/null
cmake --build build-fuzz -j "$jobs" --target "${fuzz_targets[@]}"
(cd build-fuzz && LSAN_OPTIONS="$leaks" ctest --output-on-failure -j "$jobs")
echo "test suite: the three builds passed in $(( $(date +%s) - start ))s"
