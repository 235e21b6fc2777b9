// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// CHECK-LABEL: func.func @int_tuple(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.int_tuple<"5">, !cute.int_tuple<"?">, !cute.int_tuple<"?{i64}">, !cute.int_tuple<"(3,(1,?),?{i64})">
func.func @int_tuple(%a: !cute.int_tuple<"5">, %b: !cute.int_tuple<"?">, %c: !cute.int_tuple<"?{i64}">, %d: !cute.int_tuple<"(3,(1,?),?{i64})">) -> (!cute.int_tuple<"5">, !cute.int_tuple<"?">, !cute.int_tuple<"?{i64}">, !cute.int_tuple<"(3,(1,?),?{i64})">) {
  return %a, %b, %c, %d : !cute.int_tuple<"5">, !cute.int_tuple<"?">, !cute.int_tuple<"?{i64}">, !cute.int_tuple<"(3,(1,?),?{i64})">
}

// CHECK-LABEL: func.func @shape(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.shape<"0">, !cute.shape<"(?,16)">, !cute.shape<"((2,2),?{i64})">
func.func @shape(%a: !cute.shape<"0">, %b: !cute.shape<"(?,16)">, %c: !cute.shape<"((2,2),?{i64})">) -> (!cute.shape<"0">, !cute.shape<"(?,16)">, !cute.shape<"((2,2),?{i64})">) {
  return %a, %b, %c : !cute.shape<"0">, !cute.shape<"(?,16)">, !cute.shape<"((2,2),?{i64})">
}

// CHECK-LABEL: func.func @stride(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.stride<"2@1">, !cute.stride<"?@0">, !cute.stride<"1@0@1">, !cute.stride<"(0,(?,8),?{i64})">, !cute.stride<"(1@1@0,4@0,?@1)">
func.func @stride(%a: !cute.stride<"2@1">, %b: !cute.stride<"?@0">, %c: !cute.stride<"1@0@1">, %d: !cute.stride<"(0,(?,8),?{i64})">, %e: !cute.stride<"(1@1@0,4@0,?@1)">) -> (!cute.stride<"2@1">, !cute.stride<"?@0">, !cute.stride<"1@0@1">, !cute.stride<"(0,(?,8),?{i64})">, !cute.stride<"(1@1@0,4@0,?@1)">) {
  return %a, %b, %c, %d, %e : !cute.stride<"2@1">, !cute.stride<"?@0">, !cute.stride<"1@0@1">, !cute.stride<"(0,(?,8),?{i64})">, !cute.stride<"(1@1@0,4@0,?@1)">
}

// CHECK-LABEL: func.func @coord(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.coord<"_">, !cute.coord<"?">, !cute.coord<"(2,(_,?{i64}))">
func.func @coord(%a: !cute.coord<"_">, %b: !cute.coord<"?">, %c: !cute.coord<"(2,(_,?{i64}))">) -> (!cute.coord<"_">, !cute.coord<"?">, !cute.coord<"(2,(_,?{i64}))">) {
  return %a, %b, %c : !cute.coord<"_">, !cute.coord<"?">, !cute.coord<"(2,(_,?{i64}))">
}

// CHECK-LABEL: func.func @layout(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.layout<"7:1">, !cute.layout<"(3,?):(?,3)">, !cute.layout<"((2,2),(3,5)):((1,2),(4,12))">, !cute.layout<"((3,2),5):((1@0@0,1@1@0),1@1)">, !cute.layout<"(?{i64},2):(1,?{i64})">
func.func @layout(%a: !cute.layout<"7:1">, %b: !cute.layout<"(3,?):(?,3)">, %c: !cute.layout<"((2,2),(3,5)):((1,2),(4,12))">, %d: !cute.layout<"((3,2),5):((1@0@0,1@1@0),1@1)">, %e: !cute.layout<"(?{i64},2):(1,?{i64})">) -> (!cute.layout<"7:1">, !cute.layout<"(3,?):(?,3)">, !cute.layout<"((2,2),(3,5)):((1,2),(4,12))">, !cute.layout<"((3,2),5):((1@0@0,1@1@0),1@1)">, !cute.layout<"(?{i64},2):(1,?{i64})">) {
  return %a, %b, %c, %d, %e : !cute.layout<"7:1">, !cute.layout<"(3,?):(?,3)">, !cute.layout<"((2,2),(3,5)):((1,2),(4,12))">, !cute.layout<"((3,2),5):((1@0@0,1@1@0),1@1)">, !cute.layout<"(?{i64},2):(1,?{i64})">
}

// CHECK-LABEL: func.func @composed_layout(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.composed_layout<"(8,2):(1,8) o 1 o (3,2):(1,3)">, !cute.composed_layout<"(6,3):(1,6) o (1,0) o (3,2):(1@1,2@0)">, !cute.composed_layout<"S<2,3,3> o 4 o (4,4):(1,4)">, !cute.composed_layout<"S<0,3,3> o 0 o (16,2):(2,1)">
func.func @composed_layout(%a: !cute.composed_layout<"(8,2):(1,8) o 1 o (3,2):(1,3)">, %b: !cute.composed_layout<"(6,3):(1,6) o (1,0) o (3,2):(1@1,2@0)">, %c: !cute.composed_layout<"S<2,3,3> o 4 o (4,4):(1,4)">, %d: !cute.composed_layout<"S<0,3,3> o 0 o (16,2):(2,1)">) -> (!cute.composed_layout<"(8,2):(1,8) o 1 o (3,2):(1,3)">, !cute.composed_layout<"(6,3):(1,6) o (1,0) o (3,2):(1@1,2@0)">, !cute.composed_layout<"S<2,3,3> o 4 o (4,4):(1,4)">, !cute.composed_layout<"S<0,3,3> o 0 o (16,2):(2,1)">) {
  return %a, %b, %c, %d : !cute.composed_layout<"(8,2):(1,8) o 1 o (3,2):(1,3)">, !cute.composed_layout<"(6,3):(1,6) o (1,0) o (3,2):(1@1,2@0)">, !cute.composed_layout<"S<2,3,3> o 4 o (4,4):(1,4)">, !cute.composed_layout<"S<0,3,3> o 0 o (16,2):(2,1)">
}

// CHECK-LABEL: func.func @swizzle(
// CHECK: return %{{.*}}, %{{.*}} : !cute.swizzle<"S<0,3,3>">, !cute.swizzle<"S<2,5,3>">
func.func @swizzle(%a: !cute.swizzle<"S<0,3,3>">, %b: !cute.swizzle<"S<2,5,3>">) -> (!cute.swizzle<"S<0,3,3>">, !cute.swizzle<"S<2,5,3>">) {
  return %a, %b : !cute.swizzle<"S<0,3,3>">, !cute.swizzle<"S<2,5,3>">
}

// CHECK-LABEL: func.func @tile(
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : !cute.tile<"[(3,2):(1,3)]">, !cute.tile<"[(3,2):(1,3);(5,2):(1,5)]">, !cute.tile<"[_]">, !cute.tile<"[_;4:2]">, !cute.tile<"{{\[\[}}2:1;_];?:1]">
func.func @tile(%a: !cute.tile<"[(3,2):(1,3)]">, %b: !cute.tile<"[(3,2):(1,3);(5,2):(1,5)]">, %c: !cute.tile<"[_]">, %d: !cute.tile<"[_;4:2]">, %e: !cute.tile<"[[2:1;_];?:1]">) -> (!cute.tile<"[(3,2):(1,3)]">, !cute.tile<"[(3,2):(1,3);(5,2):(1,5)]">, !cute.tile<"[_]">, !cute.tile<"[_;4:2]">, !cute.tile<"[[2:1;_];?:1]">) {
  return %a, %b, %c, %d, %e : !cute.tile<"[(3,2):(1,3)]">, !cute.tile<"[(3,2):(1,3);(5,2):(1,5)]">, !cute.tile<"[_]">, !cute.tile<"[_;4:2]">, !cute.tile<"[[2:1;_];?:1]">
}

// CHECK-LABEL: func.func @layout_attr(
// CHECK: %{{.*}} = cute.static {desc = #cute.layout<"(4,32):(1@0,1@1)">, dyn = #cute.layout<"(?,8):(1,?)">} : !cute.shape<"(4,32)">
// CHECK: return %{{.*}} : !cute.shape<"(4,32)">
func.func @layout_attr() -> !cute.shape<"(4,32)"> {
  %0 = cute.static {desc = #cute.layout<"(4,32):(1@0,1@1)">, dyn = #cute.layout<"(?,8):(1,?)">} : !cute.shape<"(4,32)">
  return %0 : !cute.shape<"(4,32)">
}
