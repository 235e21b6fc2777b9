// RUN: %cutlass-compiler-run-host %s | FileCheck %s
// CHECK: (1,2)
func.func @main() {
  %t = cute.static : !cute.int_tuple<"(1,2)">
  cute.print(%t) : !cute.int_tuple<"(1,2)">
  return
}
