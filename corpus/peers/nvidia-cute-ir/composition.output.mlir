// composition with a layout of negative extent: NVIDIA's lowering computes
// another stride than CuTe C++.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 45),
// reduced to this one op and simplified by hand; signature
// composition.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time. Likely the cause of ceil_div.output.mlir: past
// the mode of extent -1 C++'s rest stride is ceil_div(1, -1) * 1 = 1,
// NVIDIA's -1.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z, one, two, m1 are run-time 0, 1, 2, -1):
//   print(composition(make_layout(make_shape(m1, two), make_stride(z, one)),
//                     make_layout(one, one)));
// prints (-1,-1):(0,1). NVIDIA's compiled code prints (-1,-1):(0,-1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (-1,-1):(0,1)
// NVIDIA: (-1,-1):(0,-1)
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c2_i32 = arith.constant 2 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_shape(%c-1_i32, %c2_i32) : (i32, i32) -> !cute.shape<"(?,?)">
  %1 = cute.make_stride(%c0_i32, %c1_i32) : (i32, i32) -> !cute.stride<"(?,?)">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(?,?)">, !cute.stride<"(?,?)">) -> !cute.layout<"(?,?):(?,?)">
  %3 = cute.make_shape(%c1_i32) : (i32) -> !cute.shape<"?">
  %4 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"?">
  %5 = cute.make_layout(%3, %4) : (!cute.shape<"?">, !cute.stride<"?">) -> !cute.layout<"?:?">
  %6 = cute.composition(%2, %5) : (!cute.layout<"(?,?):(?,?)">, !cute.layout<"?:?">) -> !cute.layout<"(?,?):(?,?)">
  cute.print(%6) : !cute.layout<"(?,?):(?,?)">
  return
}
