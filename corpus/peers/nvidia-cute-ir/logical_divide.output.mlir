// logical_divide by a tile of negative extent: NVIDIA's lowering computes
// another layout than CuTe C++.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 98),
// reduced to this one op and simplified by hand; signature
// logical_divide.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time. Likely the cause of ceil_div.output.mlir: the
// complement's last extent is ceil_div(1, -1), 1 in C++, -1 in NVIDIA's code.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z, one, m1 are run-time 0, 1, -1):
//   print(logical_divide(make_layout(make_shape(one), make_stride(z)),
//                        make_tile(make_layout(m1, one))));
// prints ((-1,(1,1))):((0,(0,0))). NVIDIA's compiled code prints
// ((-1,(1,-1))):((0,(0,0))).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((-1,(1,1))):((0,(0,0)))
// NVIDIA: ((-1,(1,-1))):((0,(0,0)))
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_shape(%c1_i32) : (i32) -> !cute.shape<"(?)">
  %1 = cute.make_stride(%c0_i32) : (i32) -> !cute.stride<"(?)">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(?)">, !cute.stride<"(?)">) -> !cute.layout<"(?):(?)">
  %3 = cute.make_tile(%c-1_i32, %c1_i32) : (i32, i32) -> !cute.tile<"[?:?]">
  %4 = cute.logical_divide(%2, %3) : (!cute.layout<"(?):(?)">, !cute.tile<"[?:?]">) -> !cute.layout<"((?,(?,?))):((?,(?,?)))">
  cute.print(%4) : !cute.layout<"((?,(?,?))):((?,(?,?)))">
  return
}
