// tile_to_shape of a block of negative extent: NVIDIA's lowering computes
// another replication count than CuTe C++.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 339),
// reduced to this one op, with the shape (7) made run-time (C++ does not
// compile tile_to_shape of a run-time block to a static shape: its
// divisibility static assertion needs a static block); signature
// tile_to_shape.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time. The count is ceil_div(7, -1): C++'s
// (7 + -1 - 1) / -1 = -5, NVIDIA's rounding towards +infinity -7. The same
// cause as ceil_div.output.mlir.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; one, seven, m1 are run-time 1, 7, -1):
//   print(tile_to_shape(make_layout(m1, one), make_shape(seven)));
// prints ((-1,((-5,1)))):((1,((_1,-1)))). NVIDIA's compiled code prints
// ((-1,((-7,1)))):((1,((1,-1)))), also with the static shape (7).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((-1,((-5,1)))):((1,((1,-1))))
// NVIDIA: ((-1,((-7,1)))):((1,((1,-1))))
func.func @main() {
  %c-1_i32 = arith.constant -1 : i32
  %c1_i32 = arith.constant 1 : i32
  %c7_i32 = arith.constant 7 : i32
  %0 = cute.make_shape(%c-1_i32) : (i32) -> !cute.shape<"?">
  %1 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"?">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"?">, !cute.stride<"?">) -> !cute.layout<"?:?">
  %3 = cute.make_shape(%c7_i32) : (i32) -> !cute.shape<"(?)">
  %4 = cute.tile_to_shape(%2, %3) : (!cute.layout<"?:?">, !cute.shape<"(?)">) -> !cute.layout<"((?,((?,?)))):((?,((1,?))))">
  cute.print(%4) : !cute.layout<"((?,((?,?)))):((?,((1,?))))">
  return
}
