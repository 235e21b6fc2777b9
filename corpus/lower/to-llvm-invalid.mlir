// --cute-to-llvm reports cute ops it cannot lower as normal diagnostics.
// RUN: cute-opt %s --cute-to-llvm --split-input-file -verify-diagnostics

func.func @algebra(%l: !cute.layout<"(?,4):(1,?)">) {
  // expected-error @+1 {{'cute.size' must be expanded by --cute-expand before --cute-to-llvm}}
  %s = cute.size(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%s) : !cute.int_tuple<"?">
  return
}

// -----

func.func @table(%l: !cute.layout<"(?,4):(1,?)">) {
  // expected-error @+1 {{'cute.print' with 'table' must be desugared by --cute-desugar before --cute-to-llvm}}
  cute.print(%l) : !cute.layout<"(?,4):(1,?)"> {table}
  return
}

// -----

// An atom that is still used after --cute-expand (which folds get_layout_tv
// and erases unused atoms) has no LLVM form.
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
func.func private @use(!mma)
func.func @atom_used() {
  // expected-error @+1 {{'cute.make_atom' has no LLVM lowering: only the static facts of atoms (cute.get_layout_tv, cute.tile_shape) lower, and this atom is still used}}
  %a = cute.make_atom : !mma
  func.call @use(%a) : (!mma) -> ()
  return
}

// -----

// A constructor of a static operand is --cute-expand's to fold: cute-to-llvm
// alone leaves it (it used to crash extracting from the empty struct).
func.func @static_ctor_operand() {
  %t = cute.static : !cute.int_tuple<"4">
  // expected-error @+1 {{failed to legalize operation 'cute.make_stride' that was explicitly marked illegal}}
  %s = cute.make_stride(%t) : (!cute.int_tuple<"4">) -> !cute.stride<"?">
  cute.print(%s) : !cute.stride<"?">
  return
}
