// tiled_divide((1):(0), (1)): NVIDIA infers another result type than CuTe C++.
// Found by: cute-fuzz --seed 7 --profile nvidia-cute-ir, reduced to this
// one op; signature tiled_divide.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's structure or
// size-1 strides).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl, with _0, _1, _2, _9 the Int<N>):
//   print(tiled_divide(make_layout(make_shape(_1{}), make_stride(_0{})), make_shape(_1{})));
// prints ((_1),(_1)):((_0),(_0)). NVIDIA's verifier infers ((1),1):((0),0) and rejects the
// declaration of C++'s result.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((1),(1)):((0),(0))
// NVIDIA: 'cute.tiled_divide' op inferred type(s) '!cute.layout<"((1),1):((0),0)">' are incompatible with return type(s) of operation '!cute.layout<"((1),(1)):((0),(0))">'
func.func @main() {
  %0 = cute.static : !cute.layout<"(1):(0)">
  %1 = cute.static : !cute.shape<"(1)">
  %2 = cute.tiled_divide(%0, %1) : (!cute.layout<"(1):(0)">, !cute.shape<"(1)">) -> !cute.layout<"((1),(1)):((0),(0))">
  cute.print(%2) : !cute.layout<"((1),(1)):((0),(0))">
  return
}
