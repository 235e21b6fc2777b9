// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @values(
// CHECK: cute.print(%{{.*}}) : !cute.layout<"(4,3):(3,1)">
// CHECK: cute.print(%{{.*}}) : !cute.stride<"(1,?)">
// CHECK: cute.print(%{{.*}}) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
// CHECK: cute.print(%{{.*}}) : !cute.tile<"[_;2:1]">
// CHECK: cute.print(%{{.*}}) : !cute.swizzle<"S<1,2,3>">
// CHECK: return
func.func @values(%l: !cute.layout<"(4,3):(3,1)">, %d: !cute.stride<"(1,?)">, %c: !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">, %t: !cute.tile<"[_;2:1]">, %s: !cute.swizzle<"S<1,2,3>">) {
  cute.print(%l) : !cute.layout<"(4,3):(3,1)">
  cute.print(%d) : !cute.stride<"(1,?)">
  cute.print(%c) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
  cute.print(%t) : !cute.tile<"[_;2:1]">
  cute.print(%s) : !cute.swizzle<"S<1,2,3>">
  return
}

// CHECK-LABEL: func.func @constructed(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}) : (i64) -> !cute.shape<"(?{i64},4)">
// CHECK: cute.print(%{{.*}}) : !cute.shape<"(?{i64},4)">
// CHECK: return
func.func @constructed(%n: i64) {
  %s = cute.make_shape(%n) : (i64) -> !cute.shape<"(?{i64},4)">
  cute.print(%s) : !cute.shape<"(?{i64},4)">
  return
}

// CHECK-LABEL: func.func @table_and_integers(
// CHECK: cute.print(%{{.*}}) : !cute.layout<"(4,?):(?,4)"> {table}
// CHECK: cute.print(%{{.*}}) : i32
// CHECK: cute.print(%{{.*}}) : i1
func.func @table_and_integers(%l: !cute.layout<"(4,?):(?,4)">, %i: i32, %b: i1) {
  cute.print(%l) : !cute.layout<"(4,?):(?,4)"> {table}
  cute.print(%i) : i32
  cute.print(%b) : i1
  return
}
