#!/usr/bin/env bash
# The sanitizer leg: builds the sanitizer tree (build-san/,
# scripts/build-sanitized.sh) and runs every test in it. Any sanitizer
# report stops the failing test (-fno-sanitize-recover=all).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build-sanitized.sh
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its free space
# from the inline code compiled into our (instrumented) objects, while
# Debian's libLLVM/libMLIR (not instrumented) allocate from the same arenas
# without unpoisoning; MLIR's parser then reads memory our copy poisoned
# (false "use-after-poison"). Heap, stack and leak checks stay on.
# detect_stack_use_after_return=0: Clang's runtime turns ASan's fake stacks
# on by default (GCC's, which this leg used before, does not); every frame
# of the interpreter's GPU threads, which run on fibers, then allocates from
# them, and one kernel test took 865 s instead of 68 s.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:allow_user_poisoning=0:detect_stack_use_after_return=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
ctest --test-dir build-san --output-on-failure -j "$(nproc)"
