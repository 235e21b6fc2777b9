// ceil_div by a negative extent: NVIDIA's lowering computes another value
// than CuTe C++.
// Found by: cute-fuzz --seed 7 --profile nvidia-cute-ir (structure 0),
// reduced to this one op; signature ceil_div.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the value, for a divisor the
// interpreter admits: CuTe checks no sign).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(ceil_div(make_shape(1, 1), make_shape(1, -1)));
// prints (1,1). NVIDIA's compiled code prints (1,-1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (1,1)
// NVIDIA: (1,-1)
func.func @main() {
  %c1_i32 = arith.constant 1 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_shape(%c1_i32, %c1_i32) : (i32, i32) -> !cute.shape<"(?,?)">
  %1 = cute.make_shape(%c1_i32, %c-1_i32) : (i32, i32) -> !cute.shape<"(?,?)">
  %2 = cute.ceil_div(%0, %1) : (!cute.shape<"(?,?)">, !cute.shape<"(?,?)">) -> !cute.shape<"(?,?)">
  cute.print(%2) : !cute.shape<"(?,?)">
  return
}
