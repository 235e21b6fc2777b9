// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @exact(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
// CHECK: return %{{.*}} : !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
func.func @exact(%b: !cute.layout<"(2,3):(1,2)">, %s: !cute.shape<"(4,9)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))"> {
  %r = cute.tile_to_shape(%b, %s) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
  return %r : !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
}

// CHECK-LABEL: func.func @order_col(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
// CHECK: return %{{.*}} : !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
func.func @order_col(%b: !cute.layout<"(2,3):(1,2)">, %s: !cute.shape<"(4,9)">, %o: !cute.int_tuple<"(0,1)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))"> {
  %r = cute.tile_to_shape(%b, %s, %o) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
  return %r : !cute.layout<"((2,2),(3,3)):((1,6),(2,12))">
}

// CHECK-LABEL: func.func @order_row(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),(3,3)):((1,18),(2,6))">
// CHECK: return %{{.*}} : !cute.layout<"((2,2),(3,3)):((1,18),(2,6))">
func.func @order_row(%b: !cute.layout<"(2,3):(1,2)">, %s: !cute.shape<"(4,9)">, %o: !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),(3,3)):((1,18),(2,6))"> {
  %r = cute.tile_to_shape(%b, %s, %o) : (!cute.layout<"(2,3):(1,2)">, !cute.shape<"(4,9)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,2),(3,3)):((1,18),(2,6))">
  return %r : !cute.layout<"((2,2),(3,3)):((1,18),(2,6))">
}

// CHECK-LABEL: func.func @row_major_block(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,4):(4,1)">, !cute.shape<"(8,12)">) -> !cute.layout<"((4,2),(4,3)):((4,16),(1,32))">
// CHECK: return %{{.*}} : !cute.layout<"((4,2),(4,3)):((4,16),(1,32))">
func.func @row_major_block(%b: !cute.layout<"(4,4):(4,1)">, %s: !cute.shape<"(8,12)">) -> !cute.layout<"((4,2),(4,3)):((4,16),(1,32))"> {
  %r = cute.tile_to_shape(%b, %s) : (!cute.layout<"(4,4):(4,1)">, !cute.shape<"(8,12)">) -> !cute.layout<"((4,2),(4,3)):((4,16),(1,32))">
  return %r : !cute.layout<"((4,2),(4,3)):((4,16),(1,32))">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,8):(8,1)">, !cute.shape<"(16,16)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((8,2),(8,2)):((8,64),(1,128))">
// CHECK: return %{{.*}} : !cute.composed_layout<"S<2,4,3> o 0 o ((8,2),(8,2)):((8,64),(1,128))">
func.func @composed(%b: !cute.composed_layout<"S<2,4,3> o 0 o (8,8):(8,1)">, %s: !cute.shape<"(16,16)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((8,2),(8,2)):((8,64),(1,128))"> {
  %r = cute.tile_to_shape(%b, %s) : (!cute.composed_layout<"S<2,4,3> o 0 o (8,8):(8,1)">, !cute.shape<"(16,16)">) -> !cute.composed_layout<"S<2,4,3> o 0 o ((8,2),(8,2)):((8,64),(1,128))">
  return %r : !cute.composed_layout<"S<2,4,3> o 0 o ((8,2),(8,2)):((8,64),(1,128))">
}
