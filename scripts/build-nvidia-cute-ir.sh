#!/usr/bin/env bash
# Builds NVIDIA's cute compiler (cutlass_compiler/ of a CUTLASS checkout) on
# this machine's LLVM/MLIR 22, for use as an external backend of cute-fuzz.
# See docs/peers/nvidia-cute-ir.md.
#
#   scripts/build-nvidia-cute-ir.sh CUTLASS_CHECKOUT [BUILD_DIR]
#
# The checkout is not modified: cutlass_compiler/ is copied to BUILD_DIR/src,
# where one signature is adapted to LLVM 22.1 (inferReturnTypes takes
# OpaqueProperties there, PropertyRef in the LLVM revision NVIDIA pins).
# Prints the path of the built cutlass-compiler last.
set -euo pipefail
usage() { echo "usage: $0 CUTLASS_CHECKOUT [BUILD_DIR]" >&2; exit 2; }
[[ $# -ge 1 && $# -le 2 ]] || usage
checkout=$(realpath "$1")
build=$(realpath -m "${2:-build-nvidia-cute-ir}")
[[ -f "$checkout/cutlass_compiler/CMakeLists.txt" ]] ||
  { echo "$0: $checkout has no cutlass_compiler/CMakeLists.txt" >&2; exit 2; }
llvm=/usr/lib/llvm-22

mkdir -p "$build"
rm -rf "$build/src"
cp -r "$checkout/cutlass_compiler" "$build/src"
sed -i 's/PropertyRef properties/OpaqueProperties properties/' \
  "$build/src/cute_ir/lib/Dialect/IR/CuteOps.cpp"

if [[ ! -f "$build/obj/build.ninja" ]]; then
  cmake -S "$build/src" -B "$build/obj" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$llvm/bin/clang" \
    -DCMAKE_CXX_COMPILER="$llvm/bin/clang++" \
    -DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld \
    -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=lld \
    -DLLVM_DIR="$llvm/lib/cmake/llvm" \
    -DMLIR_DIR="$llvm/lib/cmake/mlir" \
    -DCUTEGEN_ENABLE_TESTS=OFF
fi
cmake --build "$build/obj" -j "$(nproc)" --target cutlass-compiler
echo "$build/obj/tools/cutlass-compiler/cutlass-compiler"
