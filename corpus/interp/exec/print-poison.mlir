// A poison cute value has unknown leaves: cute.print prints them as `?`
// (core::print), not through the declared text's holes (print-dynamic.mlir).
// The host JIT lowers it (cute-to-llvm retypes it, convert-ub-to-llvm makes
// it llvm.mlir.poison) and prints whatever the poison holds.
// RUN: cute-interp %s --entry poison | FileCheck %s
// RUN: cute-run %s --entry poison | FileCheck %s --check-prefix=JIT
// JIT: ({{-?[0-9]+}},4):(1,{{-?[0-9]+}})
// JIT-NEXT: ({{-?[0-9]+}},({{-?[0-9]+}},3))
// CHECK: (?,4):(1,?{i64})
// CHECK-NEXT: (?,(?{i64},3))
func.func @poison() {
  %p = ub.poison : !cute.layout<"(?,4):(1,?{i64})">
  cute.print(%p) : !cute.layout<"(?,4):(1,?{i64})">
  %q = ub.poison : !cute.int_tuple<"(?,(?{i64},3))">
  cute.print(%q) : !cute.int_tuple<"(?,(?{i64},3))">
  return
}
