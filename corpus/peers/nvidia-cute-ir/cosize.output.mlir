// cosize of a layout with an extent 0: NVIDIA's lowering computes another
// value than CuTe C++.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 1331),
// reduced to this one op and simplified by hand (found as
// (7,((23,0))):(46,((2,1))), C++ 320, NVIDIA -45); signature
// cosize.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on an extent 0, which neither
// checks at run time. C++'s cosize is size(coshape(layout)), the inner
// product of the extents less 1 with the absolute strides, plus 1:
// (2-1)*3 + (0-1)*1 + 1 = 3; NVIDIA's (cutegen's coshape) evaluates the
// layout with absolute strides at the last index, size(layout) - 1, plus 1:
// here at -1, whose coordinate is (-1,0), so -3 + 1 = -2. The two agree on
// layouts of nonzero size. Likely the cause of cosize.crash.mlir, where
// splitting the index -1 meets an extent 0 as a divisor.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; z is a run-time 0):
//   print(cosize(make_layout(make_shape(Int<2>{}, z), make_stride(Int<3>{}, Int<1>{}))));
// prints 3. NVIDIA's compiled code prints -2.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: 3
// NVIDIA: -2
func.func @main() {
  %c0_i32 = arith.constant 0 : i32
  %0 = cute.make_shape(%c0_i32) : (i32) -> !cute.shape<"(2,?)">
  %1 = cute.static : !cute.stride<"(3,1)">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(2,?)">, !cute.stride<"(3,1)">) -> !cute.layout<"(2,?):(3,1)">
  %3 = cute.cosize(%2) : (!cute.layout<"(2,?):(3,1)">) -> !cute.int_tuple<"?">
  cute.print(%3) : !cute.int_tuple<"?">
  return
}
