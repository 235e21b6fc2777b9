// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @rank1(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.layout<"6:3"> -> !cute.layout<"6:1">
// CHECK: return %{{.*}} : !cute.layout<"6:1">
func.func @rank1(%src: !cute.layout<"6:3">) -> !cute.layout<"6:1"> {
  %r = cute.make_layout_like(%src) : !cute.layout<"6:3"> -> !cute.layout<"6:1">
  return %r : !cute.layout<"6:1">
}

// CHECK-LABEL: func.func @row_major(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.layout<"(3,5):(5,1)"> -> !cute.layout<"(3,5):(5,1)">
// CHECK: return %{{.*}} : !cute.layout<"(3,5):(5,1)">
func.func @row_major(%src: !cute.layout<"(3,5):(5,1)">) -> !cute.layout<"(3,5):(5,1)"> {
  %r = cute.make_layout_like(%src) : !cute.layout<"(3,5):(5,1)"> -> !cute.layout<"(3,5):(5,1)">
  return %r : !cute.layout<"(3,5):(5,1)">
}

// CHECK-LABEL: func.func @reordered(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.layout<"(2,3,4):(100,1,10)"> -> !cute.layout<"(2,3,4):(12,1,3)">
// CHECK: return %{{.*}} : !cute.layout<"(2,3,4):(12,1,3)">
func.func @reordered(%src: !cute.layout<"(2,3,4):(100,1,10)">) -> !cute.layout<"(2,3,4):(12,1,3)"> {
  %r = cute.make_layout_like(%src) : !cute.layout<"(2,3,4):(100,1,10)"> -> !cute.layout<"(2,3,4):(12,1,3)">
  return %r : !cute.layout<"(2,3,4):(12,1,3)">
}

// CHECK-LABEL: func.func @composed(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.composed_layout<"S<2,3,3> o 4 o (4,8):(16,1)"> -> !cute.layout<"(4,8):(8,1)">
// CHECK: return %{{.*}} : !cute.layout<"(4,8):(8,1)">
func.func @composed(%src: !cute.composed_layout<"S<2,3,3> o 4 o (4,8):(16,1)">) -> !cute.layout<"(4,8):(8,1)"> {
  %r = cute.make_layout_like(%src) : !cute.composed_layout<"S<2,3,3> o 4 o (4,8):(16,1)"> -> !cute.layout<"(4,8):(8,1)">
  return %r : !cute.layout<"(4,8):(8,1)">
}
