// cute_nvgpu types in signatures run on both backends: they are all static
// parameters, so the lowering passes them as empty structs.
// RUN: cute-run %s --args 3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s --args 3 | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --args 3 --compare > /dev/null
// RUN: cute-opt %s --cute-to-llvm-pipeline | FileCheck --check-prefix=LOWERED %s

// CHECK:3
// LOWERED: llvm.func @mma_kind(%{{.*}}: !llvm.struct<()>, %{{.*}}: i32) -> i32
func.func private @mma_kind(%atom: !cute_nvgpu.sm90.mma, %k: i32) -> i32 {
  return %k : i32
}

func.func @main(%k: i32) {
  cute.print(%k) : i32
  return
}
