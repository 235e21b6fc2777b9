// complement of a layout of negative extent: NVIDIA's lowering computes
// another layout than CuTe C++.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 49),
// reduced to this one op; signature complement.output.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++, on a negative extent, which
// neither checks at run time. Likely the cause of ceil_div.output.mlir: the
// last mode's extent is ceil_div(1, -1), 1 in C++, -1 in NVIDIA's code.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl; one and m1 are run-time 1 and -1):
//   print(complement(make_layout(make_shape(m1), make_stride(one)), one));
// prints (1,1):(_1,-1). NVIDIA's compiled code prints (1,-1):(1,-1).
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: %nvidia_cute_ir_run %s | FileCheck --check-prefix=NVIDIA %s
// CHECK: (1,1):(1,-1)
// NVIDIA: (1,-1):(1,-1)
func.func @main() {
  %c1_i32 = arith.constant 1 : i32
  %c-1_i32 = arith.constant -1 : i32
  %0 = cute.make_shape(%c-1_i32) : (i32) -> !cute.shape<"(?)">
  %1 = cute.make_stride(%c1_i32) : (i32) -> !cute.stride<"(?)">
  %2 = cute.make_layout(%0, %1) : (!cute.shape<"(?)">, !cute.stride<"(?)">) -> !cute.layout<"(?):(?)">
  %3 = cute.make_shape(%c1_i32) : (i32) -> !cute.shape<"?">
  %4 = cute.complement(%2, %3) : (!cute.layout<"(?):(?)">, !cute.shape<"?">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%4) : !cute.layout<"(?,?):(1,?)">
  return
}
