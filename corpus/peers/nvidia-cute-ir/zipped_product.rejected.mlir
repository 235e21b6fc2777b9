// zipped_product by a size-1 layout with a run-time stride: CuTe C++ gives
// the result's size-1 mode a static stride 0, NVIDIA a run-time one.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 710),
// reduced to this one op; signature zipped_product.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (which leaves are static).
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl), with a run-time int z = 0:
//   print(zipped_product(make_layout(make_shape(Int<8>{}), make_stride(Int<1>{})),
//                        make_layout(Int<1>{}, z)));
// prints ((_8),_1):((_1),_0). NVIDIA's verifier infers
// ((8),1):((1),?) and rejects the declaration of C++'s static stride.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: ((8),1):((1),0)
// NVIDIA: 'cute.zipped_product' op inferred type(s) '!cute.layout<"((8),1):((1),?)">' are incompatible with return type(s) of operation '!cute.layout<"((8),1):((1),0)">'
func.func @main() {
  %0 = cute.static : !cute.layout<"(8):(1)">
  %1 = cute.static : !cute.shape<"1">
  %c0_i32 = arith.constant 0 : i32
  %2 = cute.make_stride(%c0_i32) : (i32) -> !cute.stride<"?">
  %3 = cute.make_layout(%1, %2) : (!cute.shape<"1">, !cute.stride<"?">) -> !cute.layout<"1:?">
  %4 = cute.zipped_product(%0, %3) : (!cute.layout<"(8):(1)">, !cute.layout<"1:?">) -> !cute.layout<"((8),1):((1),0)">
  cute.print(%4) : !cute.layout<"((8),1):((1),0)">
  return
}
