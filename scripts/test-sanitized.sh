#!/usr/bin/env bash
# The sanitizer leg (issue H): configures (once) and builds an
# AddressSanitizer + UndefinedBehaviorSanitizer tree in build-asan/
# (-DCUTE_SANITIZE=ON, Release optimisation) and runs every test in it.
# Any sanitizer report stops the failing test (-fno-sanitize-recover=all).
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -f build-asan/build.ninja ]]; then
  cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=Release -DCUTE_SANITIZE=ON
fi
cmake --build build-asan
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its free space
# from the inline code compiled into our (instrumented) objects, while
# Debian's libLLVM/libMLIR (not instrumented) allocate from the same arenas
# without unpoisoning; MLIR's parser then reads memory our copy poisoned
# (false "use-after-poison"). Heap, stack and leak checks stay on.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:allow_user_poisoning=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
ctest --test-dir build-asan --output-on-failure -j "$(nproc)"
