// flat_divide by a layout of negative extent: NVIDIA's lowering computes
// another layout than CuTe C++.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 52),
// reduced to this one op; signature flat_divide.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time. Likely the cause of ceil_div.output.mlir: the
// rest mode's extent is ceil_div(2, -1), 0 in C++, -2 in NVIDIA's code.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; one and m1 are run-time 1 and -1):
//   print(flat_divide(make_layout(make_shape(Int<2>{}), make_stride(Int<1>{})),
//                     make_layout(m1, one)));
// prints (-1,1,0):(1,_1,-1). NVIDIA's compiled code prints (-1,1,-2):(1,1,-1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (-1,1,0):(1,1,-1)
// NVIDIA: (-1,1,-2):(1,1,-1)
func.func @main() {
  %c1_i32 = arith.constant 1 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.static : !cute.layout<"(2):(1)">
  %1 = cute.make_shape(%c-1_i32) : (i32) -> !cute.shape<"?">
  %2 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"?">
  %3 = cute.make_layout(%1, %2) : (!cute.shape<"?">, !cute.stride<"?">) -> !cute.layout<"?:?">
  %4 = cute.flat_divide(%0, %3) : (!cute.layout<"(2):(1)">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)">
  cute.print(%4) : !cute.layout<"(?,?,?):(?,1,?)">
  return
}
