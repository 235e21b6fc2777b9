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
// A PTX version older than the chip's first (the default +ptx80 on sm_100)
// aborted in the NVPTX backend (LLVM ERROR); a feature it does not know was
// a warning, then ignored.
// RUN: not cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_100 2>&1 | FileCheck %s --check-prefix=PTX-OLD
// PTX-OLD: cute-run: --emit-ptx: features '+ptx80' select PTX 8.0, but sm_100 needs PTX 8.6 or newer (for example +ptx86)
// RUN: not cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_90 --features=+ptx99 2>&1 | FileCheck %s --check-prefix=FEATURE
// FEATURE: cute-run: --emit-ptx: unknown feature '+ptx99': expected +name or -name of a feature of LLVM's NVPTX backend, such as +ptx80
// RUN: not cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_90 --features=ptx80 2>&1 | FileCheck %s --check-prefix=SIGN
// SIGN: cute-run: --emit-ptx: unknown feature 'ptx80'
// RUN: rm -rf %t && cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_100 --features=+ptx86 && FileCheck %s --check-prefix=SM100 --input-file=%t/k.ptx
// SM100: .version 8.6
// SM100: .target sm_100
// The same checks for cute-opt's pipeline, and its format.
// RUN: not cute-opt %S/Inputs/empty-kernel.mlir --cute-to-ptx-pipeline=chip= 2>&1 | FileCheck %s --check-prefix=OPT-CHIP
// OPT-CHIP: error: cute-to-ptx-pipeline: unknown chip '': expected a processor of LLVM's NVPTX backend, such as sm_90 or sm_90a
// RUN: not cute-opt %S/Inputs/empty-kernel.mlir --cute-to-ptx-pipeline=format=garbage 2>&1 | FileCheck %s --check-prefix=OPT-FORMAT
// OPT-FORMAT: error: cute-to-ptx-pipeline: unknown format 'garbage': expected isa, bin or fatbin
// RUN: not cute-opt %S/Inputs/empty-kernel.mlir --cute-to-ptx-pipeline=chip=sm_120 2>&1 | FileCheck %s --check-prefix=OPT-PTX
// OPT-PTX: error: cute-to-ptx-pipeline: features '+ptx80' select PTX 8.0, but sm_120 needs PTX 8.7 or newer (for example +ptx87)
// RUN: rm -rf %t && cute-run --emit-ptx %t %S/Inputs/empty-kernel.mlir --chip=sm_80 && FileCheck %s --check-prefix=SM80 --input-file=%t/k.ptx
// SM80: .target sm_80
func.func @main() {
  return
}
