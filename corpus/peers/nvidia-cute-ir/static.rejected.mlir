// A composed layout with a swizzle of 0 bits and offset 0: NVIDIA's
// verifier rejects the type and wants the plain layout.
// Found by: cute-fuzz --seed 9 --profile nvidia-cute-ir (structure 80),
// reduced to this one op; signature static.rejected.interpreter-vs-nv.
// Verdict: spec ambiguity. C++'s ComposedLayout holds such a value, but C++
// folds it away where it composes, as NVIDIA's verifier requires (a rule of
// its source, not of its type's documentation); both denote the function
// of 2:1, so only whether the trivial wrap is a valid type differs.
// C++ witness (g++ -std=c++17 -I CUTLASS/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl):
//   print(make_composed_layout(Swizzle<0,4,2>{}, Int<0>{}, make_layout(Int<2>{}, Int<1>{})));
// prints Sw<0,4,2> o _0 o _2:_1, a ComposedLayout; the same arguments to
//   composition(Swizzle<0,4,2>{}, Int<0>{}, make_layout(Int<2>{}, Int<1>{}))
// give the plain layout _2:_1.
// REQUIRES: nvidia-cute-ir
// RUN: cute-interp %s | FileCheck %s
// RUN: not %nvidia_cute_ir_run %s 2>&1 | FileCheck --check-prefix=NVIDIA %s
// CHECK: S<0,4,2> o 0 o 2:1
// NVIDIA: error: expects a non-trivial composed layout (with swizzle bits or non-zero offset); use `!cute.layout` for trivial wraps, but got "2:1"
func.func @main() {
  %0 = cute.static : !cute.composed_layout<"S<0,4,2> o 0 o 2:1">
  cute.print(%0) : !cute.composed_layout<"S<0,4,2> o 0 o 2:1">
  return
}
