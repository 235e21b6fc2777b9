#!/usr/bin/env bash
# Runs @main of the module FILE with NVIDIA's cute compiler: its host
# pipeline, then mlir-runner. An external backend for cute-fuzz and
# cute-reduce (docs/peers/nvidia-cute-ir.md):
#
#   cute-fuzz --profile nvidia-cute-ir --backends interp,external:nv \
#     --external "nv=scripts/nvidia-cute-ir-backend.sh {}"
#
# CUTLASS_COMPILER names the cutlass-compiler that
# scripts/build-nvidia-cute-ir.sh built (default: its default build tree).
set -uo pipefail
[[ $# -eq 1 ]] || { echo "usage: $0 FILE" >&2; exit 2; }
compiler=${CUTLASS_COMPILER:-build-nvidia-cute-ir/obj/tools/cutlass-compiler/cutlass-compiler}
runner=${MLIR_RUNNER:-/usr/lib/llvm-22/bin/mlir-runner}
# A crash's stack trace is printed without symbols: symbolizing it takes
# longer than the run, and the campaign reads only the signal.
export LLVM_DISABLE_SYMBOLIZATION=1
[[ -x $compiler ]] || { echo "$0: no cutlass-compiler at $compiler (set CUTLASS_COMPILER)" >&2; exit 2; }
"$compiler" -cute-fold-static -cute-expand-ops -cute-to-base -base-prepare \
  -one-shot-convert-to-llvm "$1" | "$runner" -e main -entry-point-result=void
