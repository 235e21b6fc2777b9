// crd2idx of a coordinate -1 in a mode of extent 1: NVIDIA's lowering
// computes another value than CuTe C++.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 22),
// reduced to this one op and simplified by hand (found as (-1,0,?) in
// (1,?,8)); signature crd2idx.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a coordinate outside its
// mode, which neither checks at run time. C++'s crd2idx(coord, shape) is
// Horner's c0 + s0 * c1 = -1 + 1 * 0; NVIDIA computes it with the strides
// compact_col_major(shape) = (0,1), dropping the coordinate of the mode of
// extent 1 (the cause of crd2idx.rejected.mlir).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z, two, m1 are run-time 0, 2, -1):
//   print(crd2idx(make_coord(m1, z), make_shape(Int<1>{}, two)));
// prints -1. NVIDIA's compiled code prints 0.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: -1
// NVIDIA: 0
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %c2_i32 = arith.constant 2 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_coord(%c-1_i32, %c0_i32) : (i32, i32) -> !cute.coord<"(?,?)">
  %1 = cute.make_shape(%c2_i32) : (i32) -> !cute.shape<"(1,?)">
  %2 = cute.crd2idx(%0, %1) : (!cute.coord<"(?,?)">, !cute.shape<"(1,?)">) -> !cute.int_tuple<"?">
  cute.print(%2) : !cute.int_tuple<"?">
  return
}
