// logical_divide((((1,1),1),2,2):(((0,0),0),2,1), (1,2)): NVIDIA infers another result type than CuTe C++.
// Found by: cute-fuzz --seed 7 --profile nvidia-cute-ir, reduced to this
// one op; signature logical_divide.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the result's structure or
// size-1 strides).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl, with _0, _1, _2, _9 the Int<N>):
//   print(logical_divide(make_layout(make_shape(make_shape(make_shape(_1{}, _1{}), _1{}), _2{}, _2{}), make_stride(make_stride(make_stride(_0{}, _0{}), _0{}), _2{}, _1{})), make_shape(_1{}, _2{})));
// prints ((_1,_1),(_2,_1),_2):((_0,_0),(_2,_0),_1). NVIDIA's verifier infers ((1,1),(2,1),2):((0,0),(2,4),1) and rejects the
// declaration of C++'s result.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((1,1),(2,1),2):((0,0),(2,0),1)
// NVIDIA: 'cute.logical_divide' op inferred type(s) '!cute.layout<"((1,1),(2,1),2):((0,0),(2,4),1)">' are incompatible with return type(s) of operation '!cute.layout<"((1,1),(2,1),2):((0,0),(2,0),1)">'
func.func @main() {
  %0 = cute.static : !cute.layout<"(((1,1),1),2,2):(((0,0),0),2,1)">
  %1 = cute.static : !cute.shape<"(1,2)">
  %2 = cute.logical_divide(%0, %1) : (!cute.layout<"(((1,1),1),2,2):(((0,0),0),2,1)">, !cute.shape<"(1,2)">) -> !cute.layout<"((1,1),(2,1),2):((0,0),(2,0),1)">
  cute.print(%2) : !cute.layout<"((1,1),(2,1),2):((0,0),(2,0),1)">
  return
}
