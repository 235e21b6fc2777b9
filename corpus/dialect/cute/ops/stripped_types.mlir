// RUN: cute-opt %s | FileCheck %s
// RUN: cute-opt %s | cute-opt | FileCheck %s
// Where an operand or result can only be of one type class, the type prints
// without the dialect prefix (NVIDIA's cute_ir form); either form parses.

// CHECK-LABEL: func.func @stripped(
// CHECK: cute.composed_get_inner(%{{.*}}) : <"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> !cute.layout<"(4,8):(1,4)">
// CHECK: cute.composed_get_offset(%{{.*}}) : <"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> !cute.int_tuple<"0">
// CHECK: cute.composed_get_outer(%{{.*}}) : <"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> <"(2,4):(1,2)">
// CHECK: cute.get_stride(%{{.*}}) : <"(2,4):(1,2)"> -> !cute.stride<"(1,2)">
// CHECK: cute.get_layouts_from_tile(%{{.*}}) : <"[4:1;_]">
func.func @stripped(%c: !cute.composed_layout<"(4,8):(1,4) o 0 o (2,4):(1,2)">,
                    %t: !cute.tile<"[4:1;_]">) {
  %a = cute.composed_get_inner(%c) : <"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> !cute.layout<"(4,8):(1,4)">
  %o = cute.composed_get_offset(%c) : !cute.composed_layout<"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> !cute.int_tuple<"0">
  %b = cute.composed_get_outer(%c) : <"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> <"(2,4):(1,2)">
  %s = cute.get_stride(%b) : <"(2,4):(1,2)"> -> !cute.stride<"(1,2)">
  %l = cute.get_layouts_from_tile(%t) : <"[4:1;_]">
  return
}
