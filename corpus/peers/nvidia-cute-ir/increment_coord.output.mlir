// increment_coord at zero extents: NVIDIA's lowering computes another
// coordinate than CuTe C++.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 3),
// reduced to this one op; signature increment_coord.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, at a zero extent (C++ carries
// into the next mode only when the incremented mode equals its extent:
// 1 != 0 keeps it; NVIDIA carries).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z is a run-time 0):
//   auto c = make_coord(make_coord(make_coord(z)), z);
//   cute::detail::increment(c, make_shape(make_shape(make_shape(z)), z)); print(c);
// prints (((1)),0). NVIDIA's compiled code prints (((0)),1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (((1)),0)
// NVIDIA: (((0)),1)
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %0 = cute.make_coord(%c0_i32, %c0_i32) : (i32, i32) -> !cute.coord<"(((?)),?)">
  %1 = cute.make_shape(%c0_i32, %c0_i32) : (i32, i32) -> !cute.shape<"(((?)),?)">
  %2 = cute.increment_coord(%0, %1) : (!cute.coord<"(((?)),?)">, !cute.shape<"(((?)),?)">) -> !cute.coord<"(((?)),?)">
  cute.print(%2) : !cute.coord<"(((?)),?)">
  return
}
