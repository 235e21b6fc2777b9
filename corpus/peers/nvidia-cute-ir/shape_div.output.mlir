// shape_div by a negative extent: NVIDIA's lowering computes another value
// than CuTe C++.
// Found by: cute-fuzz --seed 7 --profile nvidia-cute-ir (structure 35),
// reduced to this one op; signature shape_div.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a zero and a negative
// extent, which neither C++ nor NVIDIA checks at run time (the interpreter
// admits them, as C++ computes them).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(shape_div(make_shape(0), make_shape(-1)));
// prints (2). NVIDIA's compiled code prints (0).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (2)
// NVIDIA: (0)
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_shape(%c0_i32) : (i32) -> !cute.shape<"(?)">
  %1 = cute.make_shape(%c-1_i32) : (i32) -> !cute.shape<"(?)">
  %2 = cute.shape_div(%0, %1) : (!cute.shape<"(?)">, !cute.shape<"(?)">) -> !cute.shape<"(?)">
  cute.print(%2) : !cute.shape<"(?)">
  return
}
