// cosize of a layout with extents 0: NVIDIA's compiled code divides by
// zero (SIGFPE) where CuTe C++ computes 1.
// Found by: cute-fuzz --seed 8 --profile nvidia-cute-ir (structure 73),
// narrowed to the crashing call and reduced to this one op; signature
// cosize.crash.interpreter-vs-nv.
// Verdict: NVIDIA bug (a crash on a layout C++ computes with).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z is a run-time 0):
//   auto l = make_layout(make_shape(make_shape(make_shape(Int<1>{}, z), z)),
//                        make_stride(make_stride(make_stride(z, z), z)));
//   print(cosize(l));
// prints 1. NVIDIA's compiled code is killed by SIGFPE (the shell reports
// exit status 136).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s
// CHECK: 1
func.func @case(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32) {
  %0 = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(((1,?),?))">
  %1 = cute.make_stride(%arg2, %arg3, %arg4) : (i32, i32, i32) -> !cute.stride<"(((?,?),?))">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(((1,?),?))">, !cute.stride<"(((?,?),?))">) -> !cute.layout<"(((1,?),?)):(((?,?),?))">
  %3 = cute.cosize (%2) : (!cute.layout<"(((1,?),?)):(((?,?),?))">) -> !cute.int_tuple<"?">
  cute.print(%3) : !cute.int_tuple<"?">
  return
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  call @case(%c0, %c0, %c0, %c0, %c0) : (i32, i32, i32, i32, i32) -> ()
  return
}
