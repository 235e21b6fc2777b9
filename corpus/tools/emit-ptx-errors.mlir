// cute-run --emit-ptx needs a gpu.module, and a kernel that does not lower
// is a diagnostic at its op.
// RUN: not cute-run --emit-ptx %t %s 2>&1 | FileCheck %s --check-prefix=NONE
// NONE: cute-run: --emit-ptx: {{.*}}emit-ptx-errors.mlir has no gpu.module
// RUN: not cute-run --emit-ptx %t %S/Inputs/kernel-not-expandable.mlir 2>&1 | FileCheck %s --check-prefix=LOWER
// LOWER: kernel-not-expandable.mlir:4:{{[0-9]+}}: error: 'cute.equal' op on a tile with dynamic leaves is not supported by --cute-expand
func.func @main() {
  return
}
