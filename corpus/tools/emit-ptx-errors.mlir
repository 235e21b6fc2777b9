// cute-run --emit-ptx needs a gpu.module, and a kernel that does not lower
// is a diagnostic at its op.
// RUN: not cute-run --emit-ptx %t %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: cute-run: --emit-ptx: {{.*}}emit-ptx-errors.mlir has no gpu.module
// RUN: not cute-run --emit-ptx %t %S/Inputs/kernel-not-expandable.mlir 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: kernel-not-expandable.mlir:4:{{[0-9]+}}: error: 'cute.equal' op on a tile with dynamic leaves is not supported by --cute-expand
// A chip that LLVM's NVPTX backend does not know, or an empty one, is an
// error before any lowering (it used to crash in NVVM's target verifier,
// or write `.target sm_1000` after warnings and exit 0).
// RUN: not cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip= 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: cute-run: --emit-ptx: unknown chip '': expected a processor of LLVM's NVPTX backend, such as sm_90 or sm_90a
// RUN: not cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_1000 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: cute-run: --emit-ptx: unknown chip 'sm_1000'
// The same checks for cute-opt's pipeline, and its format.
// RUN: not cute-opt %S/Inputs/empty-kernel.mlir --cute-to-ptx-pipeline=chip= 2>&1 | FileCheck %s --check-prefix=OPT-CHIP
// OPT-CHIP: error: cute-to-ptx-pipeline: unknown chip '': expected a processor of LLVM's NVPTX backend, such as sm_90 or sm_90a
// RUN: not cute-opt %S/Inputs/empty-kernel.mlir --cute-to-ptx-pipeline=format=garbage 2>&1 | FileCheck %s --check-prefix=OPT-FORMAT
// OPT-FORMAT: error: cute-to-ptx-pipeline: unknown format 'garbage': expected isa, bin or fatbin
// RUN: rm -rf %t && cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_80 && FileCheck %s --check-prefix=SM80 --input-file=%t/k.ptx
// SM80: .target sm_80
func.func @main() {
  return
}
