// tiled_divide by a tile of negative extent: NVIDIA's lowering computes
// another layout than CuTe C++.
// Found by: cute-fuzz --seed 8 --profile nvidia-cute-ir (structure 3),
// reduced to this one op; signature tiled_divide.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(tiled_divide(make_layout(make_shape(1), make_stride(1)), make_layout(-1, 1)));
// prints (-1,1,1):(1,1,-1). NVIDIA's compiled code prints (-1,1,-1):(1,1,-1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (-1,1,1):(1,1,-1)
// NVIDIA: (-1,1,-1):(1,1,-1)
func.func @main() {
  %c1_i32 = arith.constant 1 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_shape(%c1_i32) : (i32) -> !cute.shape<"(?)">
  %1 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"(?)">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(?)">, !cute.stride<"(?)">) -> !cute.layout<"(?):(?)">
  %3 = cute.make_shape(%c-1_i32) : (i32) -> !cute.shape<"?">
  %4 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"?">
  %5 = cute.make_layout(%3, %4) : (!cute.shape<"?">, !cute.stride<"?">) -> !cute.layout<"?:?">
  %6 = cute.tiled_divide(%2, %5) : (!cute.layout<"(?):(?)">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,?,?)">
  cute.print(%6) : !cute.layout<"(?,?,?):(?,?,?)">
  return
}
