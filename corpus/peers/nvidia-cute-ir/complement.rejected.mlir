// complement of a size-1 layout: NVIDIA infers another result than CuTe C++.
// Found by: cute-fuzz --seed 1 --profile nvidia-cute-ir (structure 3),
// reduced to this one op; signature complement.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's stride).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(complement(make_layout(make_shape(Int<1>{}), make_stride(Int<0>{}))));
// prints _1:_0. NVIDIA's verifier infers !cute.layout<"1:1"> and rejects
// the declaration of 1:0.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: 1:0
// NVIDIA: 'cute.complement' op inferred type(s) '!cute.layout<"1:1">' are incompatible with return type(s) of operation '!cute.layout<"1:0">'
func.func @main() {
  %0 = cute.static : !cute.layout<"(1):(0)">
  %1 = cute.complement(%0) : (!cute.layout<"(1):(0)">) -> !cute.layout<"1:0">
  cute.print(%1) : !cute.layout<"1:0">
  return
}
