// RUN: cute-opt %s | FileCheck %s

// Atom types name their SSA values (OpAsmTypeInterface::getAsmName):
// `mma_<family>` for MMA atoms, `copy_<family>` for copy atoms, and
// `copy_universal_copy_<element>` for the universal copy. Other types keep
// the default names. The hints are deterministic and non-semantic.

// CHECK-LABEL: func.func @names(
// CHECK-SAME: %mma_sm90: !cute_nvgpu.sm90.mma
// CHECK-SAME: %mma_sm90_0: !cute_nvgpu.sm90.mma
// CHECK-SAME: %mma_sm120_bs: !cute_nvgpu.SM120.mma_bs
// CHECK-SAME: %copy_sm90_tma_load: !cute_nvgpu.atom.tma_load
// CHECK-SAME: %copy_universal_copy_f16: !cute_nvgpu.atom.universal_copy<f16, 128 b>
// CHECK-SAME: %arg{{[0-9]+}}: !cute_nvgpu.smem_desc
// CHECK-SAME: %arg{{[0-9]+}}: !cute_nvgpu.i4
func.func @names(%a: !cute_nvgpu.sm90.mma, %b: !cute_nvgpu.sm90.mma,
                 %c: !cute_nvgpu.SM120.mma_bs, %d: !cute_nvgpu.atom.tma_load,
                 %e: !cute_nvgpu.atom.universal_copy<f16, 128 b>,
                 %f: !cute_nvgpu.smem_desc, %g: !cute_nvgpu.i4) {
  return
}
