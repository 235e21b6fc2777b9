// ceil_div of a negative static dividend: NVIDIA infers another result
// than CuTe C++.
// Found by: cute-fuzz --seed 10 --profile nvidia-cute-ir (structure 805),
// reduced to this one op and simplified by hand (found with the -4 computed
// by tuple_sub(4, 8)); signature ceil_div.rejected.interpreter-vs-nv.
// Verdict: NVIDIA divergence from CuTe C++ (the value, for a negative
// operand, which CuTe does not check). C++'s ceil_div is
// (a + b - 1) / b = (-4 + 2 - 1) / 2 = -1; NVIDIA's rounds towards
// +infinity (MLIR's ceildivsi), -2. The same cause as ceil_div.output.mlir,
// here in the verifier's static inference.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(ceil_div(Int<-4>{}, Int<2>{}));
// prints _-1. NVIDIA's verifier infers !cute.int_tuple<"-2"> and rejects
// the declaration of -1.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: -1
// NVIDIA: 'cute.ceil_div' op inferred type(s) '!cute.int_tuple<"-2">' are incompatible with return type(s) of operation '!cute.int_tuple<"-1">'
func.func @main() {
  %0 = cute.static : !cute.int_tuple<"-4">
  %1 = cute.static : !cute.int_tuple<"2">
  %2 = cute.ceil_div(%0, %1) : (!cute.int_tuple<"-4">, !cute.int_tuple<"2">) -> !cute.int_tuple<"-1">
  cute.print(%2) : !cute.int_tuple<"-1">
  return
}
