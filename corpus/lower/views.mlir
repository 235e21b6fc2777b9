// RUN: cute-opt %s -cute-lower-views | FileCheck %s

// A view's uses become accesses of its memref at the layout's offsets.

!v = !cute.view<memref<32xi32>, !cute.layout<"(4,8):(8,1)">>
!m = !cute.view<memref<32xi1>, !cute.layout<"32:1">>

// CHECK-LABEL: func.func @static_element
// CHECK-SAME: (%[[M:.*]]: memref<32xi32>)
// CHECK: %[[I:.*]] = arith.constant 10 : index
// CHECK: %[[X:.*]] = memref.load %[[M]][%[[I]]] : memref<32xi32>
// CHECK: return %[[X]]
func.func @static_element(%m: memref<32xi32>) -> i32 {
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  %v = cute.make_view %m, %l : !v
  %c = cute.static : !cute.coord<"(1,2)">
  %x = cute.memref.load %v, %c : !v, !cute.coord<"(1,2)">
  return %x : i32
}

// CHECK-LABEL: func.func @dynamic_element
// CHECK: %[[E:.*]] = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"?{i64}">
// CHECK: %[[S:.*]] = cute.get_scalars<{only_dynamic}> (%[[E]])
// CHECK: %[[I:.*]] = arith.index_cast %[[S]] : i64 to index
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<32xi32>
// CHECK-NOT: cute.make_view
func.func @dynamic_element(%m: memref<32xi32>, %c: !cute.coord<"(?,?)">, %x: i32) -> memref<32xi32> {
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  %v = cute.make_view %m, %l : !v
  cute.memref.store %x, %v, %c : !v, !cute.coord<"(?,?)">
  %it = cute.get_iter %v : !v
  return %it : memref<32xi32>
}

// CHECK-LABEL: func.func @masked_copy
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[K64:.*]] = arith.index_cast %[[K]] : index to i64
// CHECK: %[[C:.*]] = cute.make_coord(%[[K64]]) : (i64) -> !cute.coord<"?{i64}">
// CHECK: %[[P:.*]] = memref.load
// CHECK: scf.if %[[P]] {
// CHECK: memref.load
// CHECK: memref.store
func.func @masked_copy(%a: memref<32xi32>, %b: memref<32xi32>, %p: memref<32xi1>) {
  %l = cute.static : !cute.layout<"(4,8):(8,1)">
  %lin = cute.static : !cute.layout<"32:1">
  %s = cute.make_view %a, %l : !v
  %d = cute.make_view %b, %l : !v
  %q = cute.make_view %p, %lin : !m
  cute.copy(%s, %d, %q) : !v, !v, !m
  return
}
