// group_modes<0,1>(1:0): NVIDIA infers another result type than CuTe C++.
// Found by: cute-fuzz --seed 7 --profile nvidia-cute-ir, reduced to this
// one op; signature group_modes.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's structure or
// size-1 strides).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl, with _0, _1, _2, _9 the Int<N>):
//   auto g = group<0, 1>(make_layout(_1{}, _0{})); print(g);
// prints ((_1)):((_0)). NVIDIA's verifier infers (1):(0) and rejects the
// declaration of C++'s result.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((1)):((0))
// NVIDIA: 'cute.group_modes' op inferred type(s) '!cute.layout<"(1):(0)">' are incompatible with return type(s) of operation '!cute.layout<"((1)):((0))">'
func.func @main() {
  %0 = cute.static : !cute.layout<"1:0">
  %2 = cute.group_modes<0, 1> (%0) : (!cute.layout<"1:0">) -> !cute.layout<"((1)):((0))">
  cute.print(%2) : !cute.layout<"((1)):((0))">
  return
}
