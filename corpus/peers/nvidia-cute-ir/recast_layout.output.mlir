// recast_layout of a layout of negative extent from 8-bit to 32-bit
// elements: NVIDIA's lowering computes another extent than CuTe C++.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 47),
// reduced to this one op; signature recast_layout.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time. C++'s upcast<4> divides the extent of a
// stride-1 mode with ceil_div(-5, 4) = (-5 + 4 - 1) / 4 = 0; NVIDIA's
// ceil_div rounds towards +infinity (MLIR's ceildivsi), -1. The same cause
// as ceil_div.output.mlir, ceil_div.rejected.mlir and
// tile_to_shape.output.mlir.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; m5 is a run-time -5; C++ names the old
// type first, cute.recast_layout<new, old> the new width first):
//   print(recast_layout<uint8_t, uint32_t>(make_layout(m5, Int<1>{})));
// prints 0:_1. NVIDIA's compiled code prints -1:1.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: 0:1
// NVIDIA: -1:1
func.func @main() {
  %c-5_i32 = arith.constant -5 : i32
  %0 = cute.make_shape(%c-5_i32) : (i32) -> !cute.shape<"?">
  %1 = cute.static : !cute.stride<"1">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"?">, !cute.stride<"1">) -> !cute.layout<"?:1">
  %3 = cute.recast_layout<32, 8> (%2) : !cute.layout<"?:1"> -> !cute.layout<"?:1">
  cute.print(%3) : !cute.layout<"?:1">
  return
}
