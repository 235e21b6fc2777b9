#!/usr/bin/env bash
# Configures (once) and builds the sanitizer tree in build-san/: Clang 22,
# AddressSanitizer + UndefinedBehaviorSanitizer and libFuzzer's coverage
# instrumentation on every object (-DCUTE_SANITIZE=ON -DCUTE_LIBFUZZER=ON),
# the tests and tools, and the three libFuzzer targets, which link the same
# instrumented libraries. scripts/test-sanitized.sh runs every test in it,
# scripts/test-fuzz-smoke.sh the libFuzzer targets.
# Optimisation -O1, ASan's usual level: the tree compiles much faster than
# at -O3 (docs/ci.md).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f build-san/build.ninja ]]; then
  cmake -S . -B build-san -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_FLAGS_RELEASE="-O1 -DNDEBUG" -DCMAKE_CXX_FLAGS_RELEASE="-O1 -DNDEBUG" \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DCUTE_SANITIZE=ON -DCUTE_LIBFUZZER=ON
fi
cmake --build build-san -j "$(nproc)" --target all cute-fuzzers
