// coalesce of a layout of size 1 with a basis stride: NVIDIA infers
// another result than CuTe C++.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 181),
// reduced to this one op; signature coalesce.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's stride). C++'s
// coalesce gives a result of size 1 the stride 0; NVIDIA keeps the stride
// (it infers 1:1 for coalesce(1:1) too), as with the size-1 stride of
// complement.rejected.mlir.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(coalesce(make_layout(Int<1>{}, E<0>{})));
// prints _1:_0. NVIDIA's verifier infers !cute.layout<"1:1@0"> and rejects
// the declaration of 1:0.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: 1:0
// NVIDIA: 'cute.coalesce' op inferred type(s) '!cute.layout<"1:1@0">' are incompatible with return type(s) of operation '!cute.layout<"1:0">'
func.func @main() {
  %0 = cute.static : !cute.layout<"1:1@0">
  %1 = cute.coalesce(%0) : (!cute.layout<"1:1@0">) -> !cute.layout<"1:0">
  cute.print(%1) : !cute.layout<"1:0">
  return
}
