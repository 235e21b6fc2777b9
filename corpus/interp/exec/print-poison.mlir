// A poison cute value has unknown leaves: cute.print prints them as `?`
// (core::print), not through the declared text's holes (print-dynamic.mlir).
// RUN: cute-interp %s --entry poison | FileCheck %s
// CHECK: (?,4):(1,?{i64})
// CHECK-NEXT: (?,(?{i64},3))
func.func @poison() {
  %p = ub.poison : !cute.layout<"(?,4):(1,?{i64})">
  cute.print(%p) : !cute.layout<"(?,4):(1,?{i64})">
  %q = ub.poison : !cute.int_tuple<"(?,(?{i64},3))">
  cute.print(%q) : !cute.int_tuple<"(?,(?{i64},3))">
  return
}
