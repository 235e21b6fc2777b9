// RUN: cute-opt %s | FileCheck %s
// CHECK: cute.coalesce(%{{.*}}) : (!cute.layout<"1:1">) -> !cute.layout<"(1,1):(0,0)">
func.func @f(%l: !cute.layout<"1:1">) {
  %r = cute.coalesce(%l) : (!cute.layout<"1:1">) -> !cute.layout<"(1,1):(0,0)">
  return
}
