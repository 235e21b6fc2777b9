// cute_nvgpu types parse in every tool (cute-run registers the dialect), but
// --cute-to-llvm has no LLVM form for atoms and descriptors: a signature that
// carries one is a diagnostic naming the type, not an unconverted type left
// for LLVM translation. The interpreter runs @main, which does not touch it.
// RUN: cute-interp %s --args 3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: not cute-run %s --args 3 2>&1 | FileCheck --check-prefix=LOWER %s
// RUN: not cute-opt %s --cute-to-llvm-pipeline 2>&1 | FileCheck --check-prefix=LOWER %s

// CHECK:3
// LOWER: error: 'func.func' has the type '!cute_nvgpu.sm90.mma' in its signature, which --cute-to-llvm does not lower
func.func private @mma_kind(%atom: !cute_nvgpu.sm90.mma, %k: i32) -> i32 {
  return %k : i32
}

func.func @main(%k: i32) {
  cute.print(%k) : i32
  return
}
