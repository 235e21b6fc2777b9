// Atoms in a program: the interpreter builds the tiled atoms and computes
// their (thread, value) layouts with interp/core; the lowered program (the
// JIT) prints the same, the layouts having folded to constants and the
// atoms being erased once unused.
// RUN: cute-interp %s | FileCheck %s
// RUN: cute-run %s --compare | FileCheck %s

!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "(1,2,1):(0,1,0)", permutation = "[16;32;8]">
!cp = !cute.copy_atom<!cute_nvgpu.atom.universal_copy<f16, 32 b>, value_type = f16>
!copy = !cute.tiled_copy<!cp, layout_tv = "((32,4),2):((2,64),1)", tile = "(64,4)">

// C++: make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN{}, Layout<Shape<_1,_2,_1>,
// Stride<_0,_1,_0>>{}, Tile<_16,_32,_8>{}).get_layoutB_TV() and C.
// CHECK: ((4,16),(2,(2,1))):((64,1),(32,(16,0)))
// CHECK-NEXT: ((4,8,2),((2,2),(1,2))):((32,1,128),((16,8),(0,256)))
// A universal copy of 2 halves per thread: the source and destination
// layouts are the tiled layout_tv, coalesced per (thread, value).
// CHECK-NEXT: (128,(2,1)):(2,(1,0))
// CHECK-NEXT: (128,(2,1)):(2,(1,0))
// The tiles they cover: C++'s tile_shape(mma), the atom's Shape_MNK, and
// the tiled copy's Tiler_MN.
// CHECK-NEXT: (16,32,8)
// CHECK-NEXT: (16,8,8)
// CHECK-NEXT: (64,4)
func.func @main() {
  %a = cute.make_atom : !mma
  %t = cute.make_tiled_mma(%a) : !mma -> !tiled
  %b = cute.get_layout_tv<"B"> (%t) : !tiled -> !cute.layout<"((4,16),(2,(2,1))):((64,1),(32,(16,0)))">
  %c = cute.get_layout_tv<"C"> (%t) : !tiled -> !cute.layout<"((4,8,2),((2,2),(1,2))):((32,1,128),((16,8),(0,256)))">
  cute.print(%b) : !cute.layout<"((4,16),(2,(2,1))):((64,1),(32,(16,0)))">
  cute.print(%c) : !cute.layout<"((4,8,2),((2,2),(1,2))):((32,1,128),((16,8),(0,256)))">
  %ca = cute.make_atom : !cp
  %ct = cute.make_tiled_copy(%ca) : !cp -> !copy
  %s = cute.get_layout_tv<"S"> (%ct) : !copy -> !cute.layout<"(128,(2,1)):(2,(1,0))">
  %d = cute.get_layout_tv<"D"> (%ct) : !copy -> !cute.layout<"(128,(2,1)):(2,(1,0))">
  cute.print(%s) : !cute.layout<"(128,(2,1)):(2,(1,0))">
  cute.print(%d) : !cute.layout<"(128,(2,1)):(2,(1,0))">
  %ts = cute.tile_shape(%t) : !tiled -> !cute.shape<"(16,32,8)">
  %as = cute.tile_shape(%a) : !mma -> !cute.shape<"(16,8,8)">
  %cs = cute.tile_shape(%ct) : !copy -> !cute.shape<"(64,4)">
  cute.print(%ts) : !cute.shape<"(16,32,8)">
  cute.print(%as) : !cute.shape<"(16,8,8)">
  cute.print(%cs) : !cute.shape<"(64,4)">
  return
}
