// composition with a layout of negative extent: NVIDIA's compiled code
// divides by zero (SIGFPE) where CuTe C++ computes a layout.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 46),
// reduced to this one op and simplified by hand (found as
// ((1,2),((-2),1),(8,(2,1))):((0,1),((2),0),(8,(64,0))) o (0,2):(0,2));
// signature composition.crash.interpreter-vs-nv.
// Verdict: NVIDIA bug (a crash on a layout C++ computes with), on a
// negative extent, which neither checks at run time. Likely the cause of
// ceil_div.output.mlir and composition.output.mlir: past the mode of
// extent -2 C++'s rest stride is ceil_div(1, -2) = (1 - 2 - 1) / -2 = 1,
// NVIDIA's (rounding towards +infinity) 0, presumably the divisor that
// traps at the next mode; without the last mode 1:0, NVIDIA computes
// (-2,-1):(1,0) where C++ computes (-2,-1):(_1,2).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; m2 is a run-time -2):
//   print(composition(make_layout(make_shape(m2, Int<2>{}, Int<1>{}),
//                                 make_stride(Int<1>{}, Int<2>{}, Int<0>{})),
//                     make_layout(Int<2>{}, Int<1>{})));
// prints (-2,-1,1):(_1,2,_0). NVIDIA's compiled code is killed by SIGFPE
// (the shell reports exit status 136).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s
// CHECK: (-2,-1,1):(1,2,0)
func.func @case(%arg0: i32) {
  %0 = cute.make_shape(%arg0) : (i32) -> !cute.shape<"(?,2,1)">
  %1 = cute.static : !cute.stride<"(1,2,0)">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(?,2,1)">, !cute.stride<"(1,2,0)">) -> !cute.layout<"(?,2,1):(1,2,0)">
  %3 = cute.static : !cute.layout<"2:1">
  %4 = cute.composition(%2, %3) : (!cute.layout<"(?,2,1):(1,2,0)">, !cute.layout<"2:1">) -> !cute.layout<"(?,?,?):(1,?,0)">
  cute.print(%4) : !cute.layout<"(?,?,?):(1,?,0)">
  return
}
func.func @main() {
  %c-2 = arith.constant -2 : i32
  call @case(%c-2) : (i32) -> ()
  return
}
