// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @static(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(2,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"14">
// CHECK: return %{{.*}} : !cute.int_tuple<"14">
func.func @static(%c: !cute.coord<"(2,3)">, %l: !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"14"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"(2,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"14">
  return %r : !cute.int_tuple<"14">
}

// CHECK-LABEL: func.func @linear_coord(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"9">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"10">
// CHECK: return %{{.*}} : !cute.int_tuple<"10">
func.func @linear_coord(%c: !cute.coord<"9">, %l: !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"10"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"9">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"10">
  return %r : !cute.int_tuple<"10">
}

// CHECK-LABEL: func.func @dynamic_coord(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,1)">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"?">
// CHECK: return %{{.*}} : !cute.int_tuple<"?">
func.func @dynamic_coord(%c: !cute.coord<"(?,1)">, %l: !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"?"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"(?,1)">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"?">
  return %r : !cute.int_tuple<"?">
}

// CHECK-LABEL: func.func @dynamic_stride(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(0,2)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
// CHECK: return %{{.*}} : !cute.int_tuple<"?">
func.func @dynamic_stride(%c: !cute.coord<"(0,2)">, %l: !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"(0,2)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
  return %r : !cute.int_tuple<"?">
}

// CHECK-LABEL: func.func @basis(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(3,5)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(3,5)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(3,5)">
func.func @basis(%c: !cute.coord<"(3,5)">, %l: !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(3,5)"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"(3,5)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(3,5)">
  return %r : !cute.int_tuple<"(3,5)">
}

// CHECK-LABEL: func.func @basis_swapped(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(3,5)">, !cute.layout<"(4,8):(1@1,2@0)">) -> !cute.int_tuple<"(10,3)">
// CHECK: return %{{.*}} : !cute.int_tuple<"(10,3)">
func.func @basis_swapped(%c: !cute.coord<"(3,5)">, %l: !cute.layout<"(4,8):(1@1,2@0)">) -> !cute.int_tuple<"(10,3)"> {
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"(3,5)">, !cute.layout<"(4,8):(1@1,2@0)">) -> !cute.int_tuple<"(10,3)">
  return %r : !cute.int_tuple<"(10,3)">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,1)">, !cute.composed_layout<"(6,4):(4,1) o 3 o (3,2):(1,3)">) -> !cute.int_tuple<"5">
// CHECK: return %{{.*}} : !cute.int_tuple<"5">
func.func @composed(%c: !cute.coord<"(1,1)">, %cl: !cute.composed_layout<"(6,4):(4,1) o 3 o (3,2):(1,3)">) -> !cute.int_tuple<"5"> {
  %r = cute.layout_eval(%c, %cl) : (!cute.coord<"(1,1)">, !cute.composed_layout<"(6,4):(4,1) o 3 o (3,2):(1,3)">) -> !cute.int_tuple<"5">
  return %r : !cute.int_tuple<"5">
}

// CHECK-LABEL: func.func @swizzle_composed(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"3">, !cute.composed_layout<"S<1,0,1> o 0 o 4:1">) -> !cute.int_tuple<"2">
// CHECK: return %{{.*}} : !cute.int_tuple<"2">
func.func @swizzle_composed(%c: !cute.coord<"3">, %cl: !cute.composed_layout<"S<1,0,1> o 0 o 4:1">) -> !cute.int_tuple<"2"> {
  %r = cute.layout_eval(%c, %cl) : (!cute.coord<"3">, !cute.composed_layout<"S<1,0,1> o 0 o 4:1">) -> !cute.int_tuple<"2">
  return %r : !cute.int_tuple<"2">
}
