// RUN: cute-opt %s --cute-to-llvm -verify-diagnostics

// --cute-to-llvm is given an atom call that --cute-atoms-to-nvvm did not
// lower first.

!cp = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
gpu.module @m {
  gpu.func @copy(%s: memref<2xf16>, %d: memref<2xf16>) kernel {
    // expected-error @+1 {{'cute.make_atom' has no LLVM lowering: only the static facts of atoms (cute.get_layout_tv, cute.tile_shape) lower, and this atom is still used}}
    %atom = cute.make_atom : !cp
    // expected-error @+1 {{'cute.copy_atom_call' must be lowered by --cute-atoms-to-nvvm (inside a gpu.module) before --cute-to-llvm}}
    cute.copy_atom_call(%atom, %s, %d) : !cp, memref<2xf16>, memref<2xf16>
    gpu.return
  }
}
