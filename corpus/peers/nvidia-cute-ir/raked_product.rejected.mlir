// raked_product((1,1):(0,0), 1:0): NVIDIA infers another result type than CuTe C++.
// Found by: cute-fuzz --seed 7 --profile nvidia-cute-ir, reduced to this
// one op; signature raked_product.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's structure or
// size-1 strides).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl, with _0, _1, _2, _9 the Int<N>):
//   print(raked_product(make_layout(make_shape(_1{}, _1{}), make_stride(_0{}, _0{})), make_layout(_1{}, _0{})));
// prints ((_1,_1),(_1,_1)):((_0,_0),(_0,_0)). NVIDIA's verifier infers (1,1):(0,0) and rejects the
// declaration of C++'s result.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((1,1),(1,1)):((0,0),(0,0))
// NVIDIA: 'cute.raked_product' op inferred type(s) '!cute.layout<"(1,1):(0,0)">' are incompatible with return type(s) of operation '!cute.layout<"((1,1),(1,1)):((0,0),(0,0))">'
func.func @main() {
  %0 = cute.static : !cute.layout<"(1,1):(0,0)">
  %1 = cute.static : !cute.layout<"1:0">
  %2 = cute.raked_product(%0, %1) : (!cute.layout<"(1,1):(0,0)">, !cute.layout<"1:0">) -> !cute.layout<"((1,1),(1,1)):((0,0),(0,0))">
  cute.print(%2) : !cute.layout<"((1,1),(1,1)):((0,0),(0,0))">
  return
}
