// crd2idx of a run-time coordinate in a mode of static extent 1: NVIDIA
// infers a static result, CuTe C++ computes a run-time one.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 6),
// reduced to this one op and simplified by hand (found as (5,(?)) in
// (?,(1))); signature crd2idx.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the static/run-time pattern of
// the result). C++'s crd2idx(coord, shape) is Horner's c0 + s0 * c1, so the
// coordinate of the mode of extent 1 stays in the result; NVIDIA computes
// it as crd2idx(coord, shape, compact_col_major(shape)), whose stride 0 for
// that mode drops the coordinate. Within the domain (a coordinate 0 in a
// mode of extent 1) both are 5; the same cause gives crd2idx.output.mlir
// and crd2idx.crash.mlir.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z is a run-time 0):
//   print(crd2idx(make_coord(Int<5>{}, z), make_shape(z, Int<1>{})));
// prints 5, a run-time value (a static one prints _5). NVIDIA's verifier
// infers !cute.int_tuple<"5"> and rejects the run-time declaration.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: 5
// NVIDIA: 'cute.crd2idx' op inferred type(s) '!cute.int_tuple<"5">' are incompatible with return type(s) of operation '!cute.int_tuple<"?">'
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %0 = cute.make_coord(%c0_i32) : (i32) -> !cute.coord<"(5,?)">
  %1 = cute.make_shape(%c0_i32) : (i32) -> !cute.shape<"(?,1)">
  %2 = cute.crd2idx(%0, %1) : (!cute.coord<"(5,?)">, !cute.shape<"(?,1)">) -> !cute.int_tuple<"?">
  cute.print(%2) : !cute.int_tuple<"?">
  return
}
