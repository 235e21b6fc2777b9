// tiled_product of two rank-1 layouts: NVIDIA drops the parentheses of the
// second mode, CuTe C++ keeps them.
// Found by: cute-fuzz --seed 1 --profile nvidia-cute-ir (structure 4),
// reduced to this one op; signature tiled_product.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's structure).
// C++ witness:
//   print(tiled_product(make_layout(make_shape(Int<2>{}), make_stride(Int<1>{})),
//                       make_layout(make_shape(Int<4>{}), make_stride(Int<1>{}))));
// prints ((_2),(_4)):((_1),(_2)). NVIDIA's verifier infers
// ((2),4):((1),2) and rejects the declaration of C++'s structure.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((2),(4)):((1),(2))
// NVIDIA: 'cute.tiled_product' op inferred type(s) '!cute.layout<"((2),4):((1),2)">' are incompatible with return type(s) of operation '!cute.layout<"((2),(4)):((1),(2))">'
func.func @main() {
  %0 = cute.static : !cute.layout<"(2):(1)">
  %1 = cute.static : !cute.layout<"(4):(1)">
  %2 = cute.tiled_product(%0, %1) : (!cute.layout<"(2):(1)">, !cute.layout<"(4):(1)">) -> !cute.layout<"((2),(4)):((1),(2))">
  cute.print(%2) : !cute.layout<"((2),(4)):((1),(2))">
  return
}
