// RUN: cute-opt %s | FileCheck %s
// CHECK: cute.select<[1, 1]>
func.func @f(%l: !cute.layout<"(2,3):(1,2)">) {
  %r = cute.select<[1, 1]>(%l) : !cute.layout<"(2,3):(1,2)"> -> !cute.layout<"(3,3):(2,2)">
  return
}
