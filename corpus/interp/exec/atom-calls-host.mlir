// An atom call is collective over the atom's threads: outside a kernel it
// is an error of the interpreter (and of --cute-atoms-to-nvvm).
// RUN: not cute-interp %s 2>&1 | FileCheck %s
// CHECK: error: 'cute.copy_atom_call' is collective over the atom's threads: it runs only in a gpu kernel

!universal = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
func.func @main() {
  %s = memref.alloc() : memref<2xf16>
  %d = memref.alloc() : memref<2xf16>
  %uc = cute.make_atom : !universal
  cute.copy_atom_call(%uc, %s, %d) : !universal, memref<2xf16>, memref<2xf16>
  return
}
