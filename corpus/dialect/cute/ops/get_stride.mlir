// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @plain(
// CHECK: %{{.*}} = cute.get_stride(%{{.*}}) : <"(6,(2,3)):(1,(6,12))"> -> !cute.stride<"(1,(6,12))">
// CHECK: return %{{.*}} : !cute.stride<"(1,(6,12))">
func.func @plain(%l: !cute.layout<"(6,(2,3)):(1,(6,12))">) -> !cute.stride<"(1,(6,12))"> {
  %d = cute.get_stride(%l) : !cute.layout<"(6,(2,3)):(1,(6,12))"> -> !cute.stride<"(1,(6,12))">
  return %d : !cute.stride<"(1,(6,12))">
}

// CHECK-LABEL: func.func @basis(
// CHECK: %{{.*}} = cute.get_stride(%{{.*}}) : <"(5,3):(1@1,1@0)"> -> !cute.stride<"(1@1,1@0)">
// CHECK: return %{{.*}} : !cute.stride<"(1@1,1@0)">
func.func @basis(%l: !cute.layout<"(5,3):(1@1,1@0)">) -> !cute.stride<"(1@1,1@0)"> {
  %d = cute.get_stride(%l) : !cute.layout<"(5,3):(1@1,1@0)"> -> !cute.stride<"(1@1,1@0)">
  return %d : !cute.stride<"(1@1,1@0)">
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: %{{.*}} = cute.get_stride(%{{.*}}) : <"(4,?):(?{i64},?@0)"> -> !cute.stride<"(?{i64},?@0)">
// CHECK: return %{{.*}} : !cute.stride<"(?{i64},?@0)">
func.func @dynamic(%l: !cute.layout<"(4,?):(?{i64},?@0)">) -> !cute.stride<"(?{i64},?@0)"> {
  %d = cute.get_stride(%l) : !cute.layout<"(4,?):(?{i64},?@0)"> -> !cute.stride<"(?{i64},?@0)">
  return %d : !cute.stride<"(?{i64},?@0)">
}
