// crd2idx of an integer coordinate in a shape with an extent 0: NVIDIA's
// compiled code divides by zero (SIGFPE) where CuTe C++ computes 0.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 1262),
// reduced to this one op and simplified by hand (found as the coordinate
// (0,0) in the shape (0,((1,0),1)), whose integer 0 meets the tuple mode);
// signature crd2idx.crash.interpreter-vs-nv.
// Verdict: NVIDIA bug (a crash on a shape C++ computes with). C++'s
// crd2idx(coord, shape) returns an integer coordinate as it is (it is
// already an index); NVIDIA computes crd2idx(coord, shape,
// compact_col_major(shape)), which splits the integer by the extents (the
// cause of crd2idx.rejected.mlir).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z, two are run-time 0, 2):
//   print(crd2idx(z, make_shape(z, two)));
// prints 0. NVIDIA's compiled code is killed by SIGFPE (the shell reports
// exit status 136).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s
// CHECK: 0
func.func @case(%arg0: i32, %arg1: i32, %arg2: i32) {
  %0 = cute.make_coord(%arg0) : (i32) -> !cute.coord<"?">
  %1 = cute.make_shape(%arg1, %arg2) : (i32, i32) -> !cute.shape<"(?,?)">
  %2 = cute.crd2idx(%0, %1) : (!cute.coord<"?">, !cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  cute.print(%2) : !cute.int_tuple<"?">
  return
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  call @case(%c0, %c0, %c2) : (i32, i32, i32) -> ()
  return
}
