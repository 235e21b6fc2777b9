// A file of the layout NVIDIA's dialect tests have, written for this test.
// RUN: cute-opt %s | FileCheck %s
// CHECK: cute.get_stride(%{{.*}}) : <"4:1"> -> !cute.stride<"1">
func.func @f(%l: !cute.layout<"4:1">) {
  %s = cute.get_stride(%l) : !cute.layout<"4:1"> -> !cute.stride<"1">
  return
}
