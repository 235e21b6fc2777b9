// RUN: cute-opt %s -split-input-file | FileCheck %s
// RUN: cute-opt %s -split-input-file | cute-opt -split-input-file | FileCheck %s
// Every cute type class has an attribute of the same text, kept canonical.

// CHECK-LABEL: func.func @attrs()
// CHECK-SAME: cd = #cute.coord<"(_,1)">
// CHECK-SAME: cl = #cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
// CHECK-SAME: it = #cute.int_tuple<"(1,(?,?{i64}))">
// CHECK-SAME: ly = #cute.layout<"(?,4):(1,?)">
// CHECK-SAME: sh = #cute.shape<"((2,3),4)">
// CHECK-SAME: st = #cute.stride<"(1@0,1@1)">
// CHECK-SAME: sw = #cute.swizzle<"S<3,5,4>">
// CHECK-SAME: tl = #cute.tile<"[(2,3):(1,2);_]">
func.func @attrs() attributes {
    it = #cute.int_tuple<"(1, (?, ?{i64}))">,
    sh = #cute.shape<"((2,3),4)">,
    st = #cute.stride<"(1@0,1@1)">,
    cd = #cute.coord<"(_,1)">,
    ly = #cute.layout<"(?,4):(1,?)">,
    tl = #cute.tile<"[(2,3):(1,2);_]">,
    cl = #cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">,
    sw = #cute.swizzle<"S<3,5,4>">} {
  return
}
