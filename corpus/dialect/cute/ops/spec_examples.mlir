// RUN: cute-opt %s | cute-opt | FileCheck %s
// RUN: cute-opt %s -mlir-print-op-generic | cute-opt | FileCheck %s

// Conformance check of the documented syntax: every example op line below is
// quoted from the public NVIDIA CuTe IR dialect specification (its
// per-op example blocks), wrapped in a function whose arguments supply
// the operands. Examples the dialect rejects are left out (see the report).

// cute.make_composed_layout
// CHECK-LABEL: func.func @ex0(
// CHECK: %{{.*}} = cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// CHECK: return
func.func @ex0(%a: !cute.layout<"(4,5):(1,4)">, %off: !cute.int_tuple<"2">, %b: !cute.layout<"(2,3):(1,2)">) {
  %cl = cute.make_composed_layout(%a, %off, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// cute.make_composed_layout
// CHECK-LABEL: func.func @ex1(
// CHECK: %{{.*}} = cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
// CHECK: return
func.func @ex1(%sw: !cute.swizzle<"S<3,5,4>">, %off: !cute.int_tuple<"0">, %b: !cute.layout<"(8,4):(1,8)">) {
  %cl = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  return
}

// cute.make_coord
// CHECK-LABEL: func.func @ex2(
// CHECK: %{{.*}} = cute.make_coord() : () -> !cute.coord<"(1,2)">
// CHECK: return
func.func @ex2() {
  %c = cute.make_coord() : () -> !cute.coord<"(1,2)">
  return
}

// cute.make_coord
// CHECK-LABEL: func.func @ex3(
// CHECK: %{{.*}} = cute.make_coord(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.coord<"(?,?)">
// CHECK: return
func.func @ex3(%i: i32, %j: i32) {
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  return
}

// cute.make_coord
// CHECK-LABEL: func.func @ex4(
// CHECK: %{{.*}} = cute.make_coord(%{{.*}}) : (i32) -> !cute.coord<"(?,_)">
// CHECK: return
func.func @ex4(%i: i32) {
  %c = cute.make_coord(%i) : (i32) -> !cute.coord<"(?,_)">
  return
}

// cute.make_int_tuple
// CHECK-LABEL: func.func @ex5(
// CHECK: %{{.*}} = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
// CHECK: return
func.func @ex5() {
  %t = cute.make_int_tuple() : () -> !cute.int_tuple<"4">
  return
}

// cute.make_int_tuple
// CHECK-LABEL: func.func @ex6(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}) : (i32) -> !cute.int_tuple<"?">
// CHECK: return
func.func @ex6(%n: i32) {
  %t = cute.make_int_tuple(%n) : (i32) -> !cute.int_tuple<"?">
  return
}

// cute.make_int_tuple
// CHECK-LABEL: func.func @ex7(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.int_tuple<"(?,?)">
// CHECK: return
func.func @ex7(%m: i32, %n: i32) {
  %t = cute.make_int_tuple(%m, %n) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  return
}

// cute.make_int_tuple
// CHECK-LABEL: func.func @ex8(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}) : (i32) -> !cute.int_tuple<"?">
// CHECK: return
func.func @ex8(%k: i32) {
  %inner = cute.make_int_tuple(%k) : (i32) -> !cute.int_tuple<"?">
  return
}

// cute.make_int_tuple
// CHECK-LABEL: func.func @ex9(
// CHECK: %{{.*}} = cute.make_int_tuple(%{{.*}}, %{{.*}}) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
// CHECK: return
func.func @ex9(%m: i32, %inner: !cute.int_tuple<"?">) {
  %t = cute.make_int_tuple(%m, %inner) : (i32, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
  return
}

// cute.make_int_tuple
// CHECK-LABEL: func.func @ex10(
// CHECK: %{{.*}} = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,3)">
// CHECK: return
func.func @ex10() {
  %t = cute.make_int_tuple() : () -> !cute.int_tuple<"(4,3)">
  return
}

// cute.make_layout
// CHECK-LABEL: func.func @ex11(
// CHECK: %{{.*}} = cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
// CHECK: return
func.func @ex11(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(?,4)">) {
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(?,4)">) -> !cute.layout<"(?,2):(?,4)">
  return
}

// cute.make_shape
// CHECK-LABEL: func.func @ex12(
// CHECK: %{{.*}} = cute.make_shape() : () -> !cute.shape<"(128,64)">
// CHECK: return
func.func @ex12() {
  %s = cute.make_shape() : () -> !cute.shape<"(128,64)">
  return
}

// cute.make_shape
// CHECK-LABEL: func.func @ex13(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK: return
func.func @ex13(%m: i32, %n: i32) {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  return
}

// cute.make_shape
// CHECK-LABEL: func.func @ex14(
// CHECK: %{{.*}} = cute.make_shape(%{{.*}}) : (i32) -> !cute.shape<"(?,64)">
// CHECK: return
func.func @ex14(%m: i32) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,64)">
  return
}

// cute.make_stride
// CHECK-LABEL: func.func @ex15(
// CHECK: %{{.*}} = cute.make_stride() : () -> !cute.stride<"(1,4)">
// CHECK: return
func.func @ex15() {
  %d = cute.make_stride() : () -> !cute.stride<"(1,4)">
  return
}

// cute.make_stride
// CHECK-LABEL: func.func @ex16(
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"?">
// CHECK: return
func.func @ex16(%s: i32) {
  %d = cute.make_stride(%s) : (i32) -> !cute.stride<"?">
  return
}

// cute.make_stride
// CHECK-LABEL: func.func @ex17(
// CHECK: %{{.*}} = cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"?@0">
// CHECK: return
func.func @ex17(%s: i32) {
  %d = cute.make_stride(%s) : (i32) -> !cute.stride<"?@0">
  return
}

// cute.make_stride
// CHECK-LABEL: func.func @ex18(
// CHECK: %{{.*}} = cute.make_stride() : () -> !cute.stride<"4@0">
// CHECK: return
func.func @ex18() {
  %d = cute.make_stride() : () -> !cute.stride<"4@0">
  return
}

// cute.make_tile
// CHECK-LABEL: func.func @ex19(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2)]">
// CHECK: return
func.func @ex19() {
  %t = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2)]">
  return
}

// cute.make_tile
// CHECK-LABEL: func.func @ex20(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"[_]">
// CHECK: return
func.func @ex20() {
  %t = cute.make_tile() : () -> !cute.tile<"[_]">
  return
}

// cute.make_tile
// CHECK-LABEL: func.func @ex21(
// CHECK: %{{.*}} = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2);_]">
// CHECK: return
func.func @ex21() {
  %t = cute.make_tile() : () -> !cute.tile<"[(2,3):(1,2);_]">
  return
}

// cute.make_tile
// CHECK-LABEL: func.func @ex22(
// CHECK: %{{.*}} = cute.make_tile(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.tile<"[(?,3):(1,?)]">
// CHECK: return
func.func @ex22(%m: i32, %n: i32) {
  %t = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?)]">
  return
}

// cute.make_tile
// CHECK-LABEL: func.func @ex23(
// CHECK: %{{.*}} = cute.make_tile(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
// CHECK: return
func.func @ex23(%m: i32, %n: i32) {
  %t = cute.make_tile(%m, %n) : (i32, i32) -> !cute.tile<"[(?,3):(1,?);_]">
  return
}

// cute.make_tile
// CHECK-LABEL: func.func @ex24(
// CHECK: %{{.*}} = cute.make_tile(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (i32, i32, i32, i32) -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">
// CHECK: return
func.func @ex24(%m: i32, %n: i32, %p: i32, %q: i32) {
  %t = cute.make_tile(%m, %n, %p, %q) : (i32, i32, i32, i32) -> !cute.tile<"[(?,3):(1,?);(?,2):(1,?)]">
  return
}

// cute.make_identity_layout
// CHECK-LABEL: func.func @ex28(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"4"> -> !cute.layout<"4:1">
// CHECK: return
func.func @ex28(%s: !cute.shape<"4">) {
  %l = cute.make_identity_layout(%s) : !cute.shape<"4"> -> !cute.layout<"4:1">
  return
}

// cute.make_identity_layout
// CHECK-LABEL: func.func @ex29(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"(4,2)"> -> !cute.layout<"(4,2):(1@0,1@1)">
// CHECK: return
func.func @ex29(%s: !cute.shape<"(4,2)">) {
  %l = cute.make_identity_layout(%s) : !cute.shape<"(4,2)"> -> !cute.layout<"(4,2):(1@0,1@1)">
  return
}

// cute.make_identity_layout
// CHECK-LABEL: func.func @ex30(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"(2,(3,4),5)"> -> !cute.layout<"(2,(3,4),5):(1@0,(1@0@1,1@1@1),1@2)">
// CHECK: return
func.func @ex30(%s: !cute.shape<"(2,(3,4),5)">) {
  %l = cute.make_identity_layout(%s) : !cute.shape<"(2,(3,4),5)"> -> !cute.layout<"(2,(3,4),5):(1@0,(1@0@1,1@1@1),1@2)">
  return
}

// cute.make_identity_layout
// CHECK-LABEL: func.func @ex31(
// CHECK: %{{.*}} = cute.make_identity_layout(%{{.*}}) : !cute.shape<"(?,3)"> -> !cute.layout<"(?,3):(1@0,1@1)">
// CHECK: return
func.func @ex31(%s: !cute.shape<"(?,3)">) {
  %l = cute.make_identity_layout(%s) : !cute.shape<"(?,3)"> -> !cute.layout<"(?,3):(1@0,1@1)">
  return
}

// cute.make_layout_like
// CHECK-LABEL: func.func @ex32(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.layout<"8:2"> -> !cute.layout<"8:1">
// CHECK: return
func.func @ex32(%src: !cute.layout<"8:2">) {
  %r = cute.make_layout_like(%src) : !cute.layout<"8:2"> -> !cute.layout<"8:1">
  return
}

// cute.make_layout_like
// CHECK-LABEL: func.func @ex33(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.layout<"(4,2):(4,1)"> -> !cute.layout<"(4,2):(2,1)">
// CHECK: return
func.func @ex33(%src: !cute.layout<"(4,2):(4,1)">) {
  %r = cute.make_layout_like(%src) : !cute.layout<"(4,2):(4,1)"> -> !cute.layout<"(4,2):(2,1)">
  return
}

// cute.make_layout_like
// CHECK-LABEL: func.func @ex34(
// CHECK: %{{.*}} = cute.make_layout_like(%{{.*}}) : !cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)"> -> !cute.layout<"(8,2):(1,8)">
// CHECK: return
func.func @ex34(%src: !cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)">) {
  %r = cute.make_layout_like(%src) : !cute.composed_layout<"S<3,4,3> o 6 o (8,2):(2,16)"> -> !cute.layout<"(8,2):(1,8)">
  return
}

// cute.make_ordered_layout
// CHECK-LABEL: func.func @ex35(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"(4,2):(1,4)">
// CHECK: return
func.func @ex35(%s: !cute.shape<"(4,2)">, %o: !cute.int_tuple<"(0,1)">) {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// cute.make_ordered_layout
// CHECK-LABEL: func.func @ex36(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,2):(2,1)">
// CHECK: return
func.func @ex36(%s: !cute.shape<"(4,2)">, %o: !cute.int_tuple<"(1,0)">) {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,2)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,2):(2,1)">
  return
}

// cute.make_ordered_layout
// CHECK-LABEL: func.func @ex37(
// CHECK: %{{.*}} = cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,3,?,2)">, !cute.int_tuple<"(2,1,3,4)">) -> !cute.layout<"(4,3,?,2):(3,1,12,?)">
// CHECK: return
func.func @ex37(%s: !cute.shape<"(4,3,?,2)">, %o: !cute.int_tuple<"(2,1,3,4)">) {
  %l = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,3,?,2)">, !cute.int_tuple<"(2,1,3,4)">) -> !cute.layout<"(4,3,?,2):(3,1,12,?)">
  return
}

// cute.composed_get_inner
// CHECK-LABEL: func.func @ex38(
// CHECK: %{{.*}} = cute.composed_get_inner(%{{.*}}) : <"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(4,5):(1,4)">
// CHECK: return
func.func @ex38(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(4,5):(1,4)">
  return
}

// cute.composed_get_inner
// CHECK-LABEL: func.func @ex39(
// CHECK: %{{.*}} = cute.composed_get_inner(%{{.*}}) : <"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.swizzle<"S<3,5,4>">
// CHECK: return
func.func @ex39(%cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) {
  %a = cute.composed_get_inner(%cl) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.swizzle<"S<3,5,4>">
  return
}

// cute.composed_get_offset
// CHECK-LABEL: func.func @ex40(
// CHECK: %{{.*}} = cute.composed_get_offset(%{{.*}}) : <"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.int_tuple<"2">
// CHECK: return
func.func @ex40(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  %off = cute.composed_get_offset(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.int_tuple<"2">
  return
}

// cute.composed_get_offset
// CHECK-LABEL: func.func @ex41(
// CHECK: %{{.*}} = cute.composed_get_offset(%{{.*}}) : <"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)"> -> !cute.int_tuple<"(0,0)">
// CHECK: return
func.func @ex41(%cl: !cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)">) {
  %off = cute.composed_get_offset(%cl) : !cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@1)"> -> !cute.int_tuple<"(0,0)">
  return
}

// cute.composed_get_outer
// CHECK-LABEL: func.func @ex42(
// CHECK: %{{.*}} = cute.composed_get_outer(%{{.*}}) : <"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> <"(2,3):(1,2)">
// CHECK: return
func.func @ex42(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  %b = cute.composed_get_outer(%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(2,3):(1,2)">
  return
}

// cute.get_layouts_from_tile
// CHECK-LABEL: func.func @ex43(
// CHECK: %{{.*}}:2 = cute.get_layouts_from_tile(%{{.*}}) : <"[(4,8):(1,4);(2,3):(1,2)]">
// CHECK: return
func.func @ex43(%t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) {
  %l0, %l1 = cute.get_layouts_from_tile(%t) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
  return
}

// cute.get_layouts_from_tile
// CHECK-LABEL: func.func @ex44(
// CHECK: %{{.*}} = cute.get_layouts_from_tile(%{{.*}}) : <"[4:1;_]">
// CHECK: return
func.func @ex44(%t: !cute.tile<"[4:1;_]">) {
  %l0 = cute.get_layouts_from_tile(%t) : !cute.tile<"[4:1;_]">
  return
}

// cute.get_layouts_from_tile
// CHECK-LABEL: func.func @ex45(
// CHECK: %{{.*}}:4 = cute.get_layouts_from_tile(%{{.*}}) : <"[4:1;[2:1;3:1];5:1]">
// CHECK: return
func.func @ex45(%t: !cute.tile<"[4:1;[2:1;3:1];5:1]">) {
  %l0, %l1, %l2, %l3 = cute.get_layouts_from_tile(%t) : !cute.tile<"[4:1;[2:1;3:1];5:1]">
  return
}

// cute.get_layouts_from_tile
// CHECK-LABEL: func.func @ex46(
// CHECK: %{{.*}}:2 = cute.get_layouts_from_tile(%{{.*}}) : <"[(?,4):(1,?);(2,3):(1,2)]">
// CHECK: return
func.func @ex46(%t: !cute.tile<"[(?,4):(1,?);(2,3):(1,2)]">) {
  %l0, %l1 = cute.get_layouts_from_tile(%t) : !cute.tile<"[(?,4):(1,?);(2,3):(1,2)]">
  return
}

// cute.get_leaves
// CHECK-LABEL: func.func @ex47(
// CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.shape<"(4,(2,3))">
// CHECK: return
func.func @ex47(%sh: !cute.shape<"(4,(2,3))">) {
  %s0, %s1, %s2 = cute.get_leaves(%sh) : !cute.shape<"(4,(2,3))">
  return
}

// cute.get_leaves
// CHECK-LABEL: func.func @ex48(
// CHECK: %{{.*}}:2 = cute.get_leaves(%{{.*}}) : !cute.stride<"(1,4)">
// CHECK: return
func.func @ex48(%st: !cute.stride<"(1,4)">) {
  %t0, %t1 = cute.get_leaves(%st) : !cute.stride<"(1,4)">
  return
}

// cute.get_leaves
// CHECK-LABEL: func.func @ex49(
// CHECK: %{{.*}}:2 = cute.get_leaves(%{{.*}}) : !cute.coord<"(0,1)">
// CHECK: return
func.func @ex49(%co: !cute.coord<"(0,1)">) {
  %c0, %c1 = cute.get_leaves(%co) : !cute.coord<"(0,1)">
  return
}

// cute.get_leaves
// CHECK-LABEL: func.func @ex50(
// CHECK: %{{.*}}:2 = cute.get_leaves(%{{.*}}) : !cute.int_tuple<"(1,2)">
// CHECK: return
func.func @ex50(%it: !cute.int_tuple<"(1,2)">) {
  %i0, %i1 = cute.get_leaves(%it) : !cute.int_tuple<"(1,2)">
  return
}

// cute.get_leaves
// CHECK-LABEL: func.func @ex51(
// CHECK: %{{.*}}:2 = cute.get_leaves(%{{.*}}) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
// CHECK: return
func.func @ex51(%ti: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) {
  %l0, %l1 = cute.get_leaves(%ti) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">
  return
}

// cute.get_leaves
// CHECK-LABEL: func.func @ex52(
// CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
// CHECK: return
func.func @ex52(%ti: !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) {
  %l0, %u, %l1 = cute.get_leaves(%ti) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex53(
// CHECK: %{{.*}} = cute.get<[1]> (%{{.*}}) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"(2,3)">
// CHECK: return
func.func @ex53(%s: !cute.shape<"(4,(2,3))">) {
  %r = cute.get<[1]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"(2,3)">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex54(
// CHECK: %{{.*}} = cute.get<[0]> (%{{.*}}) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"4:1">
// CHECK: return
func.func @ex54(%l: !cute.layout<"(4,8):(1,4)">) {
  %r = cute.get<[0]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"4:1">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex55(
// CHECK: %{{.*}} = cute.get<[1, 0]> (%{{.*}}) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
// CHECK: return
func.func @ex55(%s: !cute.shape<"(4,(2,3))">) {
  %r = cute.get<[1, 0]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex56(
// CHECK: %{{.*}} = cute.get<[0, 1]> (%{{.*}}) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
// CHECK: return
func.func @ex56(%l: !cute.layout<"((4,2),(3,8)):((1,4),(8,24))">) {
  %r = cute.get<[0, 1]> (%l) : !cute.layout<"((4,2),(3,8)):((1,4),(8,24))"> -> !cute.layout<"2:4">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex57(
// CHECK: %{{.*}} = cute.get<[1, 1, 0]> (%{{.*}}) : !cute.shape<"(4,(2,(3,5)))"> -> !cute.shape<"3">
// CHECK: return
func.func @ex57(%s: !cute.shape<"(4,(2,(3,5)))">) {
  %r = cute.get<[1, 1, 0]> (%s) : !cute.shape<"(4,(2,(3,5)))"> -> !cute.shape<"3">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex58(
// CHECK: %{{.*}} = cute.get<[0, 0, 1]> (%{{.*}}) : !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))"> -> !cute.layout<"2:4">
// CHECK: return
func.func @ex58(%l: !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))">) {
  %r = cute.get<[0, 0, 1]> (%l) : !cute.layout<"(((4,2),3),(8,16)):(((1,4),8),(24,384))"> -> !cute.layout<"2:4">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex59(
// CHECK: %{{.*}} = cute.get (%{{.*}}) : !cute.shape<"(4,2)"> -> !cute.shape<"(4,2)">
// CHECK: return
func.func @ex59(%s: !cute.shape<"(4,2)">) {
  %r = cute.get (%s) : !cute.shape<"(4,2)"> -> !cute.shape<"(4,2)">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex60(
// CHECK: %{{.*}} = cute.get<[]> (%{{.*}}) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
// CHECK: return
func.func @ex60(%l: !cute.layout<"(4,8):(1,4)">) {
  %r = cute.get<[]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex61(
// CHECK: %{{.*}} = cute.get<[0]> (%{{.*}}) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.tile<"(4,8):(1,4)">
// CHECK: return
func.func @ex61(%t: !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]">) {
  %r = cute.get<[0]> (%t) : !cute.tile<"[(4,8):(1,4);(2,3):(1,2)]"> -> !cute.tile<"(4,8):(1,4)">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex62(
// CHECK: %{{.*}} = cute.get<[1]> (%{{.*}}) : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.tile<"_">
// CHECK: return
func.func @ex62(%t: !cute.tile<"[(4,8):(1,4);_]">) {
  %r = cute.get<[1]> (%t) : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.tile<"_">
  return
}

// cute.get
// CHECK-LABEL: func.func @ex63(
// CHECK: %{{.*}} = cute.get<[0]> (%{{.*}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
// CHECK: return
func.func @ex63(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  %r = cute.get<[0]> (%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o 2:1">
  return
}

// cute.get_scalars
// CHECK-LABEL: func.func @ex64(
// CHECK: %{{.*}}:4 = cute.get_scalars (%{{.*}}) : !cute.layout<"(4,8):(1,?)">
// CHECK: return
func.func @ex64(%l: !cute.layout<"(4,8):(1,?)">) {
  %s0, %s1, %d0, %d1 = cute.get_scalars (%l) : !cute.layout<"(4,8):(1,?)">
  return
}

// cute.get_scalars
// CHECK-LABEL: func.func @ex65(
// CHECK: %{{.*}} = cute.get_scalars<{only_dynamic}> (%{{.*}}) : !cute.layout<"(4,?):(1,4)">
// CHECK: return
func.func @ex65(%l: !cute.layout<"(4,?):(1,4)">) {
  %d = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,?):(1,4)">
  return
}

// cute.get_scalars
// CHECK-LABEL: func.func @ex66(
// CHECK: %{{.*}}:3 = cute.get_scalars (%{{.*}}) : !cute.swizzle<"S<3,5,4>">
// CHECK: return
func.func @ex66(%sw: !cute.swizzle<"S<3,5,4>">) {
  %nb, %nbase, %ns = cute.get_scalars (%sw) : !cute.swizzle<"S<3,5,4>">
  return
}

// cute.get_shape
// CHECK-LABEL: func.func @ex67(
// CHECK: %{{.*}} = cute.get_shape(%{{.*}}) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
// CHECK: return
func.func @ex67(%l: !cute.layout<"(4,8):(1,4)">) {
  %s = cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">
  return
}

// cute.get_shape
// CHECK-LABEL: func.func @ex68(
// CHECK: %{{.*}} = cute.get_shape(%{{.*}}) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.shape<"(8,4)">
// CHECK: return
func.func @ex68(%cl: !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">) {
  %s = cute.get_shape(%cl) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)"> -> !cute.shape<"(8,4)">
  return
}

// cute.get_stride
// CHECK-LABEL: func.func @ex70(
// CHECK: %{{.*}} = cute.get_stride(%{{.*}}) : <"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
// CHECK: return
func.func @ex70(%l: !cute.layout<"(4,8):(1,4)">) {
  %s = cute.get_stride(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
  return
}

// cute.get_stride
// CHECK-LABEL: func.func @ex71(
// CHECK: %{{.*}} = cute.get_stride(%{{.*}}) : <"(2,3):(1@0,1@1)"> -> !cute.stride<"(1@0,1@1)">
// CHECK: return
func.func @ex71(%l: !cute.layout<"(2,3):(1@0,1@1)">) {
  %s = cute.get_stride(%l) : !cute.layout<"(2,3):(1@0,1@1)"> -> !cute.stride<"(1@0,1@1)">
  return
}

// cute.select
// CHECK-LABEL: func.func @ex72(
// CHECK: %{{.*}} = cute.select<[0, 2]> (%{{.*}}) : !cute.shape<"(4,2,8)"> -> !cute.shape<"(4,8)">
// CHECK: return
func.func @ex72(%s: !cute.shape<"(4,2,8)">) {
  %r = cute.select<[0, 2]> (%s) : !cute.shape<"(4,2,8)"> -> !cute.shape<"(4,8)">
  return
}

// cute.select
// CHECK-LABEL: func.func @ex73(
// CHECK: %{{.*}} = cute.select<[2, 0]> (%{{.*}}) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(8,4):(8,1)">
// CHECK: return
func.func @ex73(%l: !cute.layout<"(4,2,8):(1,4,8)">) {
  %r = cute.select<[2, 0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> -> !cute.layout<"(8,4):(8,1)">
  return
}

// cute.select
// The spec's repeated-mode select<[1, 1]> is rejected: the dialect documents' mode-list
// helper reports duplicate modes (see diagnostics/select-invalid.mlir).

// cute.select
// CHECK-LABEL: func.func @ex75(
// CHECK: %{{.*}} = cute.select<[0]> (%{{.*}}) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4):(1)">
// CHECK: return
func.func @ex75(%l: !cute.layout<"(4,8):(1,4)">) {
  %r = cute.select<[0]> (%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4):(1)">
  return
}

// cute.select
// CHECK-LABEL: func.func @ex76(
// CHECK: %{{.*}} = cute.select<[1, 2]> (%{{.*}}) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]"> -> !cute.tile<"[_;(2,3):(1,2)]">
// CHECK: return
func.func @ex76(%t: !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]">) {
  %r = cute.select<[1, 2]> (%t) : !cute.tile<"[(4,8):(1,4);_;(2,3):(1,2)]"> -> !cute.tile<"[_;(2,3):(1,2)]">
  return
}

// cute.select
// CHECK-LABEL: func.func @ex77(
// CHECK: %{{.*}} = cute.select<[2, 0]> (%{{.*}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
// CHECK: return
func.func @ex77(%cl: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)">) {
  %r = cute.select<[2, 0]> (%cl) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3,8):(1,2,6)"> -> !cute.composed_layout<"(4,5):(1,4) o 2 o (8,2):(6,1)">
  return
}

// cute.select
// CHECK-LABEL: func.func @ex78(
// CHECK: %{{.*}} = cute.select<[]> (%{{.*}}) : !cute.shape<"(4,8)"> -> !cute.shape<"()">
// CHECK: return
func.func @ex78(%s: !cute.shape<"(4,8)">) {
  %r = cute.select<[]> (%s) : !cute.shape<"(4,8)"> -> !cute.shape<"()">
  return
}

// cute.to_coord
// CHECK-LABEL: func.func @ex79(
// CHECK: %{{.*}} = cute.to_coord(%{{.*}}) : !cute.int_tuple<"(0,1)"> -> !cute.coord<"(0,1)">
// CHECK: return
func.func @ex79(%i: !cute.int_tuple<"(0,1)">) {
  %c = cute.to_coord(%i) : !cute.int_tuple<"(0,1)"> -> !cute.coord<"(0,1)">
  return
}

// cute.to_coord
// CHECK-LABEL: func.func @ex80(
// CHECK: %{{.*}} = cute.to_coord(%{{.*}}) : !cute.int_tuple<"(?,3)"> -> !cute.coord<"(?,3)">
// CHECK: return
func.func @ex80(%i: !cute.int_tuple<"(?,3)">) {
  %c = cute.to_coord(%i) : !cute.int_tuple<"(?,3)"> -> !cute.coord<"(?,3)">
  return
}

// cute.to_coord
// CHECK-LABEL: func.func @ex81(
// CHECK: %{{.*}} = cute.to_coord(%{{.*}}) : !cute.int_tuple<"(0,(1,2),3)"> -> !cute.coord<"(0,(1,2),3)">
// CHECK: return
func.func @ex81(%i: !cute.int_tuple<"(0,(1,2),3)">) {
  %c = cute.to_coord(%i) : !cute.int_tuple<"(0,(1,2),3)"> -> !cute.coord<"(0,(1,2),3)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex82(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.shape<"(4,8)"> -> !cute.int_tuple<"(4,8)">
// CHECK: return
func.func @ex82(%s: !cute.shape<"(4,8)">) {
  %it = cute.to_int_tuple(%s) : !cute.shape<"(4,8)"> -> !cute.int_tuple<"(4,8)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex83(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.stride<"(1,4)"> -> !cute.int_tuple<"(1,4)">
// CHECK: return
func.func @ex83(%st: !cute.stride<"(1,4)">) {
  %it = cute.to_int_tuple(%st) : !cute.stride<"(1,4)"> -> !cute.int_tuple<"(1,4)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex84(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.coord<"(0,1)"> -> !cute.int_tuple<"(0,1)">
// CHECK: return
func.func @ex84(%c: !cute.coord<"(0,1)">) {
  %it = cute.to_int_tuple(%c) : !cute.coord<"(0,1)"> -> !cute.int_tuple<"(0,1)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex85(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.int_tuple<"(2,3)"> -> !cute.int_tuple<"(2,3)">
// CHECK: return
func.func @ex85(%i: !cute.int_tuple<"(2,3)">) {
  %it = cute.to_int_tuple(%i) : !cute.int_tuple<"(2,3)"> -> !cute.int_tuple<"(2,3)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex86(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.shape<"(?,8)"> -> !cute.int_tuple<"(?,8)">
// CHECK: return
func.func @ex86(%s: !cute.shape<"(?,8)">) {
  %it = cute.to_int_tuple(%s) : !cute.shape<"(?,8)"> -> !cute.int_tuple<"(?,8)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex87(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.shape<"(4,(2,3),8)"> -> !cute.int_tuple<"(4,(2,3),8)">
// CHECK: return
func.func @ex87(%s: !cute.shape<"(4,(2,3),8)">) {
  %it = cute.to_int_tuple(%s) : !cute.shape<"(4,(2,3),8)"> -> !cute.int_tuple<"(4,(2,3),8)">
  return
}

// cute.to_int_tuple
// CHECK-LABEL: func.func @ex88(
// CHECK: %{{.*}} = cute.to_int_tuple(%{{.*}}) : !cute.stride<"(8,?)"> -> !cute.int_tuple<"(8,?)">
// CHECK: return
func.func @ex88(%st: !cute.stride<"(8,?)">) {
  %it = cute.to_int_tuple(%st) : !cute.stride<"(8,?)"> -> !cute.int_tuple<"(8,?)">
  return
}

// cute.to_shape
// CHECK-LABEL: func.func @ex89(
// CHECK: %{{.*}} = cute.to_shape(%{{.*}}) : !cute.int_tuple<"(4,8)"> -> !cute.shape<"(4,8)">
// CHECK: return
func.func @ex89(%i: !cute.int_tuple<"(4,8)">) {
  %s = cute.to_shape(%i) : !cute.int_tuple<"(4,8)"> -> !cute.shape<"(4,8)">
  return
}

// cute.to_shape
// CHECK-LABEL: func.func @ex90(
// CHECK: %{{.*}} = cute.to_shape(%{{.*}}) : !cute.int_tuple<"(?,8)"> -> !cute.shape<"(?,8)">
// CHECK: return
func.func @ex90(%i: !cute.int_tuple<"(?,8)">) {
  %s = cute.to_shape(%i) : !cute.int_tuple<"(?,8)"> -> !cute.shape<"(?,8)">
  return
}

// cute.to_shape
// CHECK-LABEL: func.func @ex91(
// CHECK: %{{.*}} = cute.to_shape(%{{.*}}) : !cute.int_tuple<"(4,(2,3),8)"> -> !cute.shape<"(4,(2,3),8)">
// CHECK: return
func.func @ex91(%i: !cute.int_tuple<"(4,(2,3),8)">) {
  %s = cute.to_shape(%i) : !cute.int_tuple<"(4,(2,3),8)"> -> !cute.shape<"(4,(2,3),8)">
  return
}

// cute.to_stride
// CHECK-LABEL: func.func @ex92(
// CHECK: %{{.*}} = cute.to_stride(%{{.*}}) : !cute.int_tuple<"(1,4)"> -> !cute.stride<"(1,4)">
// CHECK: return
func.func @ex92(%i: !cute.int_tuple<"(1,4)">) {
  %st = cute.to_stride(%i) : !cute.int_tuple<"(1,4)"> -> !cute.stride<"(1,4)">
  return
}

// cute.to_stride
// CHECK-LABEL: func.func @ex93(
// CHECK: %{{.*}} = cute.to_stride(%{{.*}}) : !cute.int_tuple<"(1,?)"> -> !cute.stride<"(1,?)">
// CHECK: return
func.func @ex93(%i: !cute.int_tuple<"(1,?)">) {
  %st = cute.to_stride(%i) : !cute.int_tuple<"(1,?)"> -> !cute.stride<"(1,?)">
  return
}

// cute.to_stride
// CHECK-LABEL: func.func @ex94(
// CHECK: %{{.*}} = cute.to_stride(%{{.*}}) : !cute.int_tuple<"(1,(4,8),32)"> -> !cute.stride<"(1,(4,8),32)">
// CHECK: return
func.func @ex94(%i: !cute.int_tuple<"(1,(4,8),32)">) {
  %st = cute.to_stride(%i) : !cute.int_tuple<"(1,(4,8),32)"> -> !cute.stride<"(1,(4,8),32)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex95(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(4,5):(1,4)">) -> !cute.layout<"20:1">
// CHECK: return
func.func @ex95(%input: !cute.layout<"(4,5):(1,4)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(4,5):(1,4)">) -> !cute.layout<"20:1">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex96(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(3,4):(8,1)">) -> !cute.layout<"(3,4):(8,1)">
// CHECK: return
func.func @ex96(%input: !cute.layout<"(3,4):(8,1)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(3,4):(8,1)">) -> !cute.layout<"(3,4):(8,1)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex97(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,20):(8,1)">
// CHECK: return
func.func @ex97(%input: !cute.layout<"(3,(4,5)):(8,(1,4))">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,20):(8,1)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex98(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,(4,5)):(8,(1,4))">, !cute.coord<"(1,1)">) -> !cute.layout<"(3,20):(8,1)">
// CHECK: return
func.func @ex98(%input: !cute.layout<"(3,(4,5)):(8,(1,4))">, %prof: !cute.coord<"(1,1)">) {
  %r = cute.coalesce(%input, %prof) : (!cute.layout<"(3,(4,5)):(8,(1,4))">, !cute.coord<"(1,1)">) -> !cute.layout<"(3,20):(8,1)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex99(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,5):(1,4)">, !cute.coord<"1">) -> !cute.layout<"20:1">
// CHECK: return
func.func @ex99(%input: !cute.layout<"(4,5):(1,4)">, %prof: !cute.coord<"1">) {
  %r = cute.coalesce(%input, %prof) : (!cute.layout<"(4,5):(1,4)">, !cute.coord<"1">) -> !cute.layout<"20:1">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex100(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (4,5):(1,4)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 20:1">
// CHECK: return
func.func @ex100(%input: !cute.composed_layout<"(4,5):(1,4) o 2 o (4,5):(1,4)">) {
  %r = cute.coalesce(%input) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (4,5):(1,4)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o 20:1">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex101(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(?,4):(1,4)">) -> !cute.layout<"(?,4):(1,4)">
// CHECK: return
func.func @ex101(%input: !cute.layout<"(?,4):(1,4)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(?,4):(1,4)">) -> !cute.layout<"(?,4):(1,4)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex102(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(4,5):(?,4)">) -> !cute.layout<"(4,5):(?,4)">
// CHECK: return
func.func @ex102(%input: !cute.layout<"(4,5):(?,4)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(4,5):(?,4)">) -> !cute.layout<"(4,5):(?,4)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex103(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(?):(?)">) -> !cute.layout<"?:?">
// CHECK: return
func.func @ex103(%input: !cute.layout<"(?):(?)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(?):(?)">) -> !cute.layout<"?:?">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex104(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)">
// CHECK: return
func.func @ex104(%input: !cute.layout<"(4,5,?):(1,4,?)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(4,5,?):(1,4,?)">) -> !cute.layout<"(20,?):(1,?)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex105(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}) : (!cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) -> !cute.layout<"(20,?,6):(1,?,1)">
// CHECK: return
func.func @ex105(%input: !cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) {
  %r = cute.coalesce(%input) : (!cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) -> !cute.layout<"(20,?,6):(1,?,1)">
  return
}

// cute.coalesce
// CHECK-LABEL: func.func @ex106(
// CHECK: %{{.*}} = cute.coalesce(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,?):(1,4)">, !cute.coord<"(1,1)">) -> !cute.layout<"(4,?):(1,4)">
// CHECK: return
func.func @ex106(%input: !cute.layout<"(4,?):(1,4)">, %prof: !cute.coord<"(1,1)">) {
  %r = cute.coalesce(%input, %prof) : (!cute.layout<"(4,?):(1,4)">, !cute.coord<"(1,1)">) -> !cute.layout<"(4,?):(1,4)">
  return
}

// cute.complement
// CHECK-LABEL: func.func @ex108(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"3:2">, !cute.shape<"6">) -> !cute.layout<"2:1">
// CHECK: return
func.func @ex108(%input: !cute.layout<"3:2">, %cotarget: !cute.shape<"6">) {
  %r = cute.complement(%input, %cotarget) : (!cute.layout<"3:2">, !cute.shape<"6">) -> !cute.layout<"2:1">
  return
}

// cute.complement
// CHECK-LABEL: func.func @ex109(
// CHECK: %{{.*}} = cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"3:2">, !cute.layout<"6:1">) -> !cute.layout<"2:1">
// CHECK: return
func.func @ex109(%input: !cute.layout<"3:2">, %cotarget: !cute.layout<"6:1">) {
  %r = cute.complement(%input, %cotarget) : (!cute.layout<"3:2">, !cute.layout<"6:1">) -> !cute.layout<"2:1">
  return
}

// cute.composition
// CHECK-LABEL: func.func @ex111(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
// CHECK: return
func.func @ex111(%lhs: !cute.layout<"(20):(2)">, %rhs: !cute.layout<"(5,4):(4,1)">) {
  %r = cute.composition(%lhs, %rhs) : (!cute.layout<"(20):(2)">, !cute.layout<"(5,4):(4,1)">) -> !cute.layout<"(5,4):(8,2)">
  return
}

// cute.composition
// CHECK-LABEL: func.func @ex112(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4):(1,4)">
// CHECK: return
func.func @ex112(%lhs: !cute.layout<"(4,8):(1,4)">, %rhs: !cute.shape<"(2,4)">) {
  %r = cute.composition(%lhs, %rhs) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4):(1,4)">
  return
}

// cute.composition
// CHECK-LABEL: func.func @ex113(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[(2,4):(1,2)]">) -> !cute.layout<"((2,4)):((1,2))">
// CHECK: return
func.func @ex113(%lhs: !cute.layout<"(4,8):(1,4)">, %rhs: !cute.tile<"[(2,4):(1,2)]">) {
  %r = cute.composition(%lhs, %rhs) : (!cute.layout<"(4,8):(1,4)">, !cute.tile<"[(2,4):(1,2)]">) -> !cute.layout<"((2,4)):((1,2))">
  return
}

// cute.composition
// CHECK-LABEL: func.func @ex114(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// CHECK: return
func.func @ex114(%lhs: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %rhs: !cute.layout<"(2,3):(1,2)">) {
  %r = cute.composition(%lhs, %rhs) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// cute.composition
// CHECK-LABEL: func.func @ex115(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.shape<"(2,3)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
// CHECK: return
func.func @ex115(%lhs: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %rhs: !cute.shape<"(2,3)">) {
  %r = cute.composition(%lhs, %rhs) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.shape<"(2,3)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// cute.composition
// CHECK-LABEL: func.func @ex116(
// CHECK: %{{.*}} = cute.composition(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.tile<"[(2,3):(1,2)]">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((2,3)):((1,2))">
// CHECK: return
func.func @ex116(%lhs: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, %rhs: !cute.tile<"[(2,3):(1,2)]">) {
  %r = cute.composition(%lhs, %rhs) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">, !cute.tile<"[(2,3):(1,2)]">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((2,3)):((1,2))">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex117(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">
// CHECK: return
func.func @ex117(%src: !cute.layout<"(2,3,4):(1,2,6)">, %coord: !cute.coord<"(_,1,_)">) {
  %r = cute.dice(%src, %coord) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex118(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.shape<"(2,3,4)">, !cute.coord<"(1,_,_)">
// CHECK: return
func.func @ex118(%src: !cute.shape<"(2,3,4)">, %coord: !cute.coord<"(1,_,_)">) {
  %r = cute.dice(%src, %coord) : !cute.shape<"(2,3,4)">, !cute.coord<"(1,_,_)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex119(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.stride<"(?,2,4)">, !cute.coord<"(_,1,1)">
// CHECK: return
func.func @ex119(%src: !cute.stride<"(?,2,4)">, %coord: !cute.coord<"(_,1,1)">) {
  %r = cute.dice(%src, %coord) : !cute.stride<"(?,2,4)">, !cute.coord<"(_,1,1)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex120(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">
// CHECK: return
func.func @ex120(%src: !cute.int_tuple<"(1,(2,3))">, %coord: !cute.coord<"(_,1)">) {
  %r = cute.dice(%src, %coord) : !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex121(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.coord<"(0,_,1)">, !cute.coord<"(_,1,1)">
// CHECK: return
func.func @ex121(%src: !cute.coord<"(0,_,1)">, %coord: !cute.coord<"(_,1,1)">) {
  %r = cute.dice(%src, %coord) : !cute.coord<"(0,_,1)">, !cute.coord<"(_,1,1)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex122(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3,4):(1,8,24)">, !cute.coord<"(_,1,_)">
// CHECK: return
func.func @ex122(%src: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3,4):(1,8,24)">, %coord: !cute.coord<"(_,1,_)">) {
  %r = cute.dice(%src, %coord) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3,4):(1,8,24)">, !cute.coord<"(_,1,_)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex123(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4,2):(1,8,32)">, !cute.coord<"(1,_,1)">
// CHECK: return
func.func @ex123(%src: !cute.composed_layout<"S<3,5,4> o 0 o (8,4,2):(1,8,32)">, %coord: !cute.coord<"(1,_,1)">) {
  %r = cute.dice(%src, %coord) : !cute.composed_layout<"S<3,5,4> o 0 o (8,4,2):(1,8,32)">, !cute.coord<"(1,_,1)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex124(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"1">
// CHECK: return
func.func @ex124(%src: !cute.layout<"(2,3,4):(1,2,6)">, %coord: !cute.coord<"1">) {
  %r = cute.dice(%src, %coord) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"1">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex125(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"(1,_)">
// CHECK: return
func.func @ex125(%src: !cute.layout<"((2,4),3):((1,2),8)">, %coord: !cute.coord<"(1,_)">) {
  %r = cute.dice(%src, %coord) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"(1,_)">
  return
}

// cute.dice
// CHECK-LABEL: func.func @ex126(
// CHECK: %{{.*}} = cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((1,_),_)">
// CHECK: return
func.func @ex126(%src: !cute.layout<"((2,4),3):((1,2),8)">, %coord: !cute.coord<"((1,_),_)">) {
  %r = cute.dice(%src, %coord) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((1,_),_)">
  return
}

// cute.flatten
// CHECK-LABEL: func.func @ex127(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.shape<"(3,(4,5))">) -> !cute.shape<"(3,4,5)">
// CHECK: return
func.func @ex127(%src: !cute.shape<"(3,(4,5))">) {
  %r = cute.flatten(%src) : (!cute.shape<"(3,(4,5))">) -> !cute.shape<"(3,4,5)">
  return
}

// cute.flatten
// CHECK-LABEL: func.func @ex128(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,4,5):(8,1,4)">
// CHECK: return
func.func @ex128(%src: !cute.layout<"(3,(4,5)):(8,(1,4))">) {
  %r = cute.flatten(%src) : (!cute.layout<"(3,(4,5)):(8,(1,4))">) -> !cute.layout<"(3,4,5):(8,1,4)">
  return
}

// cute.flatten
// CHECK-LABEL: func.func @ex129(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.layout<"(4,3):(1,2)">) -> !cute.layout<"(4,3):(1,2)">
// CHECK: return
func.func @ex129(%src: !cute.layout<"(4,3):(1,2)">) {
  %r = cute.flatten(%src) : (!cute.layout<"(4,3):(1,2)">) -> !cute.layout<"(4,3):(1,2)">
  return
}

// cute.flatten
// CHECK-LABEL: func.func @ex130(
// CHECK: %{{.*}} = cute.flatten(%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(8,1,4)">
// CHECK: return
func.func @ex130(%src: !cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">) {
  %r = cute.flatten(%src) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,(4,5)):(8,(1,4))">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(8,1,4)">
  return
}

// cute.group_modes
// CHECK-LABEL: func.func @ex131(
// CHECK: %{{.*}} = cute.group_modes<0, 2> (%{{.*}}) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5),6):((1,4),20)">
// CHECK: return
func.func @ex131(%input: !cute.layout<"(4,5,6):(1,4,20)">) {
  %r = cute.group_modes<0, 2> (%input) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5),6):((1,4),20)">
  return
}

// cute.group_modes
// CHECK-LABEL: func.func @ex132(
// CHECK: %{{.*}} = cute.group_modes<1, 3> (%{{.*}}) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,(5,6)):(1,(4,20))">
// CHECK: return
func.func @ex132(%input: !cute.layout<"(4,5,6):(1,4,20)">) {
  %r = cute.group_modes<1, 3> (%input) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"(4,(5,6)):(1,(4,20))">
  return
}

// cute.group_modes
// CHECK-LABEL: func.func @ex133(
// CHECK: %{{.*}} = cute.group_modes<0, 3> (%{{.*}}) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5,6)):((1,4,20))">
// CHECK: return
func.func @ex133(%input: !cute.layout<"(4,5,6):(1,4,20)">) {
  %r = cute.group_modes<0, 3> (%input) : (!cute.layout<"(4,5,6):(1,4,20)">) -> !cute.layout<"((4,5,6)):((1,4,20))">
  return
}

// cute.group_modes
// CHECK-LABEL: func.func @ex134(
// CHECK: %{{.*}} = cute.group_modes<0, 2> (%{{.*}}) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((3,4),5):((1,3),12)">
// CHECK: return
func.func @ex134(%input: !cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">) {
  %r = cute.group_modes<0, 2> (%input) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (3,4,5):(1,3,12)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o ((3,4),5):((1,3),12)">
  return
}

// cute.left_inverse
// CHECK-LABEL: func.func @ex135(
// CHECK: %{{.*}} = cute.left_inverse(%{{.*}}) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
// CHECK: return
func.func @ex135(%src: !cute.layout<"(4,3):(3,1)">) {
  %r = cute.left_inverse(%src) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
  return
}

// cute.left_inverse
// CHECK-LABEL: func.func @ex136(
// CHECK: %{{.*}} = cute.left_inverse(%{{.*}}) : (!cute.layout<"(4,3):(1,4)">) -> !cute.layout<"12:1">
// CHECK: return
func.func @ex136(%src: !cute.layout<"(4,3):(1,4)">) {
  %r = cute.left_inverse(%src) : (!cute.layout<"(4,3):(1,4)">) -> !cute.layout<"12:1">
  return
}

// cute.recast_layout
// CHECK-LABEL: func.func @ex138(
// CHECK: %{{.*}} = cute.recast_layout<32, 8> (%{{.*}}) : !cute.layout<"(32,4):(1,32)"> -> !cute.layout<"(8,4):(1,8)">
// CHECK: return
func.func @ex138(%src: !cute.layout<"(32,4):(1,32)">) {
  %r = cute.recast_layout<32, 8> (%src) : !cute.layout<"(32,4):(1,32)"> -> !cute.layout<"(8,4):(1,8)">
  return
}

// cute.recast_layout
// CHECK-LABEL: func.func @ex139(
// CHECK: %{{.*}} = cute.recast_layout<8, 32> (%{{.*}}) : !cute.layout<"(8,4):(1,8)"> -> !cute.layout<"(32,4):(1,32)">
// CHECK: return
func.func @ex139(%src: !cute.layout<"(8,4):(1,8)">) {
  %r = cute.recast_layout<8, 32> (%src) : !cute.layout<"(8,4):(1,8)"> -> !cute.layout<"(32,4):(1,32)">
  return
}

// cute.recast_layout
// CHECK-LABEL: func.func @ex140(
// CHECK: %{{.*}} = cute.recast_layout<32, 32> (%{{.*}}) : !cute.layout<"(8,4):(1,8)"> -> !cute.layout<"(8,4):(1,8)">
// CHECK: return
func.func @ex140(%src: !cute.layout<"(8,4):(1,8)">) {
  %r = cute.recast_layout<32, 32> (%src) : !cute.layout<"(8,4):(1,8)"> -> !cute.layout<"(8,4):(1,8)">
  return
}

// cute.recast_layout
// CHECK-LABEL: func.func @ex142(
// CHECK: %{{.*}} = cute.recast_layout<32, 8> (%{{.*}}) : !cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)"> -> !cute.composed_layout<"S<3,3,4> o 0 o (8,?):(1,?)">
// CHECK: return
func.func @ex142(%src: !cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)">) {
  %r = cute.recast_layout<32, 8> (%src) : !cute.composed_layout<"S<3,5,4> o 0 o (32,?):(1,?)"> -> !cute.composed_layout<"S<3,3,4> o 0 o (8,?):(1,?)">
  return
}

// cute.recast_layout
// CHECK-LABEL: func.func @ex143(
// CHECK: %{{.*}} = cute.recast_layout<8, 32> (%{{.*}}) : !cute.layout<"(?,4):(1,?)"> -> !cute.layout<"(?,4):(1,?)">
// CHECK: return
func.func @ex143(%src: !cute.layout<"(?,4):(1,?)">) {
  %r = cute.recast_layout<8, 32> (%src) : !cute.layout<"(?,4):(1,?)"> -> !cute.layout<"(?,4):(1,?)">
  return
}

// cute.right_inverse
// CHECK-LABEL: func.func @ex144(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"(4,3):(1,4)">) -> !cute.layout<"12:1">
// CHECK: return
func.func @ex144(%src: !cute.layout<"(4,3):(1,4)">) {
  %r = cute.right_inverse(%src) : (!cute.layout<"(4,3):(1,4)">) -> !cute.layout<"12:1">
  return
}

// cute.right_inverse
// CHECK-LABEL: func.func @ex145(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
// CHECK: return
func.func @ex145(%src: !cute.layout<"(4,3):(3,1)">) {
  %r = cute.right_inverse(%src) : (!cute.layout<"(4,3):(3,1)">) -> !cute.layout<"(3,4):(4,1)">
  return
}

// cute.right_inverse
// CHECK-LABEL: func.func @ex146(
// CHECK: %{{.*}} = cute.right_inverse(%{{.*}}) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
// CHECK: return
func.func @ex146(%src: !cute.layout<"(2,4):(1,2)">) {
  %r = cute.right_inverse(%src) : (!cute.layout<"(2,4):(1,2)">) -> !cute.layout<"8:1">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex148(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(0,_,1)">
// CHECK: return
func.func @ex148(%src: !cute.layout<"(2,3,4):(1,2,6)">, %coord: !cute.coord<"(0,_,1)">) {
  %r = cute.slice(%src, %coord) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(0,_,1)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex149(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.shape<"(2,3,4)">, !cute.coord<"(_,1,_)">
// CHECK: return
func.func @ex149(%src: !cute.shape<"(2,3,4)">, %coord: !cute.coord<"(_,1,_)">) {
  %r = cute.slice(%src, %coord) : !cute.shape<"(2,3,4)">, !cute.coord<"(_,1,_)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex150(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.stride<"(?,2,4)">, !cute.coord<"(_,0,_)">
// CHECK: return
func.func @ex150(%src: !cute.stride<"(?,2,4)">, %coord: !cute.coord<"(_,0,_)">) {
  %r = cute.slice(%src, %coord) : !cute.stride<"(?,2,4)">, !cute.coord<"(_,0,_)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex151(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">
// CHECK: return
func.func @ex151(%src: !cute.int_tuple<"(1,(2,3))">, %coord: !cute.coord<"(_,1)">) {
  %r = cute.slice(%src, %coord) : !cute.int_tuple<"(1,(2,3))">, !cute.coord<"(_,1)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex152(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.coord<"(0,_,1)">, !cute.coord<"(_,_,_)">
// CHECK: return
func.func @ex152(%src: !cute.coord<"(0,_,1)">, %coord: !cute.coord<"(_,_,_)">) {
  %r = cute.slice(%src, %coord) : !cute.coord<"(0,_,1)">, !cute.coord<"(_,_,_)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex153(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,_)">
// CHECK: return
func.func @ex153(%src: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, %coord: !cute.coord<"(1,_)">) {
  %r = cute.slice(%src, %coord) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,_)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex154(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,1)">
// CHECK: return
func.func @ex154(%src: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, %coord: !cute.coord<"(1,1)">) {
  %r = cute.slice(%src, %coord) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(1,1)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex155(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(_,_)">
// CHECK: return
func.func @ex155(%src: !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, %coord: !cute.coord<"(_,_)">) {
  %r = cute.slice(%src, %coord) : !cute.composed_layout<"(4,5):(1,4) o 2 o (8,3):(1,8)">, !cute.coord<"(_,_)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex156(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"_">
// CHECK: return
func.func @ex156(%src: !cute.layout<"(2,3,4):(1,2,6)">, %coord: !cute.coord<"_">) {
  %r = cute.slice(%src, %coord) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"_">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex157(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"(_,0)">
// CHECK: return
func.func @ex157(%src: !cute.layout<"((2,4),3):((1,2),8)">, %coord: !cute.coord<"(_,0)">) {
  %r = cute.slice(%src, %coord) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"(_,0)">
  return
}

// cute.slice
// CHECK-LABEL: func.func @ex158(
// CHECK: %{{.*}} = cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((_,0),_)">
// CHECK: return
func.func @ex158(%src: !cute.layout<"((2,4),3):((1,2),8)">, %coord: !cute.coord<"((_,0),_)">) {
  %r = cute.slice(%src, %coord) : !cute.layout<"((2,4),3):((1,2),8)">, !cute.coord<"((_,0),_)">
  return
}

// cute.append_to_rank
// CHECK-LABEL: func.func @ex159(
// CHECK: %{{.*}} = cute.append_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.shape<"(4,8)">, !cute.shape<"1">
// CHECK: return
func.func @ex159(%in: !cute.shape<"(4,8)">, %e: !cute.shape<"1">) {
  %r = cute.append_to_rank<4> (%in, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">
  return
}

// cute.append_to_rank
// CHECK-LABEL: func.func @ex160(
// CHECK: %{{.*}} = cute.append_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.layout<"4:1">, !cute.layout<"1:0">
// CHECK: return
func.func @ex160(%in: !cute.layout<"4:1">, %e: !cute.layout<"1:0">) {
  %r = cute.append_to_rank<3> (%in, %e) : !cute.layout<"4:1">, !cute.layout<"1:0">
  return
}

// cute.append_to_rank
// CHECK-LABEL: func.func @ex161(
// CHECK: %{{.*}} = cute.append_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.shape<"(?,8)">, !cute.shape<"1">
// CHECK: return
func.func @ex161(%in: !cute.shape<"(?,8)">, %e: !cute.shape<"1">) {
  %r = cute.append_to_rank<4> (%in, %e) : !cute.shape<"(?,8)">, !cute.shape<"1">
  return
}

// cute.append_to_rank
// CHECK-LABEL: func.func @ex162(
// CHECK: %{{.*}} = cute.append_to_rank<2> (%{{.*}}, %{{.*}}) : !cute.shape<"(4,8,2)">, !cute.shape<"1">
// CHECK: return
func.func @ex162(%in: !cute.shape<"(4,8,2)">, %e: !cute.shape<"1">) {
  %r = cute.append_to_rank<2> (%in, %e) : !cute.shape<"(4,8,2)">, !cute.shape<"1">
  return
}

// cute.cosize
// CHECK-LABEL: func.func @ex163(
// CHECK: %{{.*}} = cute.cosize (%{{.*}}) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
// CHECK: return
func.func @ex163(%layout: !cute.layout<"(4,3,2):(1,4,12)">) {
  %csz = cute.cosize (%layout) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"24">
  return
}

// cute.cosize
// CHECK-LABEL: func.func @ex164(
// CHECK: %{{.*}} = cute.cosize<[1]> (%{{.*}}) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
// CHECK: return
func.func @ex164(%layout: !cute.layout<"(4,3,2):(1,4,12)">) {
  %csz = cute.cosize<[1]> (%layout) : (!cute.layout<"(4,3,2):(1,4,12)">) -> !cute.int_tuple<"9">
  return
}

// cute.idx2crd
// CHECK-LABEL: func.func @ex165(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
// CHECK: return
func.func @ex165(%idx: !cute.int_tuple<"9">, %shape: !cute.shape<"(4,8)">) {
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"9">, !cute.shape<"(4,8)">) -> !cute.coord<"(1,2)">
  return
}

// cute.idx2crd
// CHECK-LABEL: func.func @ex166(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
// CHECK: return
func.func @ex166(%idx: !cute.int_tuple<"?">, %shape: !cute.shape<"(4,8)">) {
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"?">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  return
}

// cute.idx2crd
// CHECK-LABEL: func.func @ex167(
// CHECK: %{{.*}} = cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"9">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
// CHECK: return
func.func @ex167(%idx: !cute.int_tuple<"9">, %shape: !cute.shape<"(?,8)">) {
  %crd = cute.idx2crd(%idx, %shape) : (!cute.int_tuple<"9">, !cute.shape<"(?,8)">) -> !cute.coord<"(?,?)">
  return
}

// cute.increment_coord
// CHECK-LABEL: func.func @ex168(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(2,2)">
// CHECK: return
func.func @ex168(%c: !cute.coord<"(1,2)">, %s: !cute.shape<"(4,8)">) {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(2,2)">
  return
}

// cute.increment_coord
// CHECK-LABEL: func.func @ex169(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
// CHECK: return
func.func @ex169(%c: !cute.coord<"(3,2)">, %s: !cute.shape<"(4,8)">) {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(3,2)">, !cute.shape<"(4,8)">) -> !cute.coord<"(0,3)">
  return
}

// cute.increment_coord
// CHECK-LABEL: func.func @ex170(
// CHECK: %{{.*}} = cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
// CHECK: return
func.func @ex170(%c: !cute.coord<"(?,?)">, %s: !cute.shape<"(4,8)">) {
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(4,8)">) -> !cute.coord<"(?,?)">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex171(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
// CHECK: return
func.func @ex171(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1,4)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex172(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
// CHECK: return
func.func @ex172(%crd: !cute.coord<"(?,?)">, %layout: !cute.layout<"(4,8):(1,4)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex173(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
// CHECK: return
func.func @ex173(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1,?)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1,?)">) -> !cute.int_tuple<"?">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex174(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(1,2)">
// CHECK: return
func.func @ex174(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1@0,1@1)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@0,1@1)">) -> !cute.int_tuple<"(1,2)">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex175(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(2,1)">
// CHECK: return
func.func @ex175(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"(4,8):(1@1,1@0)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(2,1)">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex176(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,2)">, !cute.layout<"((2,3),4):((1@0,1@1),1@2)">) -> !cute.int_tuple<"(1,0,2)">
// CHECK: return
func.func @ex176(%crd: !cute.coord<"(1,2)">, %layout: !cute.layout<"((2,3),4):((1@0,1@1),1@2)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"(1,2)">, !cute.layout<"((2,3),4):((1@0,1@1),1@2)">) -> !cute.int_tuple<"(1,0,2)">
  return
}

// cute.layout_eval
// CHECK-LABEL: func.func @ex177(
// CHECK: %{{.*}} = cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"0">, !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) -> !cute.int_tuple<"((0,0),0)">
// CHECK: return
func.func @ex177(%crd: !cute.coord<"0">, %layout: !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) {
  %idx = cute.layout_eval(%crd, %layout) : (!cute.coord<"0">, !cute.layout<"((2,3),4):((1@1@0,1@0@0),1@1)">) -> !cute.int_tuple<"((0,0),0)">
  return
}

// cute.prepend_to_rank
// CHECK-LABEL: func.func @ex178(
// CHECK: %{{.*}} = cute.prepend_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.shape<"(4,8)">, !cute.shape<"1">
// CHECK: return
func.func @ex178(%in: !cute.shape<"(4,8)">, %e: !cute.shape<"1">) {
  %r = cute.prepend_to_rank<4> (%in, %e) : !cute.shape<"(4,8)">, !cute.shape<"1">
  return
}

// cute.prepend_to_rank
// CHECK-LABEL: func.func @ex179(
// CHECK: %{{.*}} = cute.prepend_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.layout<"4:1">, !cute.layout<"1:0">
// CHECK: return
func.func @ex179(%in: !cute.layout<"4:1">, %e: !cute.layout<"1:0">) {
  %r = cute.prepend_to_rank<3> (%in, %e) : !cute.layout<"4:1">, !cute.layout<"1:0">
  return
}

// cute.prepend_to_rank
// CHECK-LABEL: func.func @ex180(
// CHECK: %{{.*}} = cute.prepend_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.shape<"(?,8)">, !cute.shape<"1">
// CHECK: return
func.func @ex180(%in: !cute.shape<"(?,8)">, %e: !cute.shape<"1">) {
  %r = cute.prepend_to_rank<4> (%in, %e) : !cute.shape<"(?,8)">, !cute.shape<"1">
  return
}

// cute.prepend_to_rank
// CHECK-LABEL: func.func @ex181(
// CHECK: %{{.*}} = cute.prepend_to_rank<2> (%{{.*}}, %{{.*}}) : !cute.shape<"(4,8,2)">, !cute.shape<"1">
// CHECK: return
func.func @ex181(%in: !cute.shape<"(4,8,2)">, %e: !cute.shape<"1">) {
  %r = cute.prepend_to_rank<2> (%in, %e) : !cute.shape<"(4,8,2)">, !cute.shape<"1">
  return
}

// cute.size
// CHECK-LABEL: func.func @ex182(
// CHECK: %{{.*}} = cute.size<[1]> (%{{.*}}) : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
// CHECK: return
func.func @ex182(%shape: !cute.shape<"(1,(2,4),9)">) {
  %sz = cute.size<[1]> (%shape) : (!cute.shape<"(1,(2,4),9)">) -> !cute.int_tuple<"8">
  return
}

// cute.size
// CHECK-LABEL: func.func @ex183(
// CHECK: %{{.*}} = cute.size (%{{.*}}) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
// CHECK: return
func.func @ex183(%layout: !cute.layout<"(4,(16,32)):(1,(4,64))">) {
  %sz = cute.size (%layout) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) -> !cute.int_tuple<"2048">
  return
}

// cute.tuple_product_each
// CHECK-LABEL: func.func @ex184(
// CHECK: %{{.*}} = cute.tuple_product_each(%{{.*}}) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
// CHECK: return
func.func @ex184(%t: !cute.int_tuple<"(2,(3,4))">) {
  %p = cute.tuple_product_each(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,12)">
  return
}

// cute.tuple_product_each
// CHECK-LABEL: func.func @ex185(
// CHECK: %{{.*}} = cute.tuple_product_each(%{{.*}}) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?)">
// CHECK: return
func.func @ex185(%t: !cute.shape<"(?,(3,?))">) {
  %p = cute.tuple_product_each(%t) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"(?,?)">
  return
}

// cute.tuple_product
// CHECK-LABEL: func.func @ex186(
// CHECK: %{{.*}} = cute.tuple_product(%{{.*}}) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
// CHECK: return
func.func @ex186(%t: !cute.int_tuple<"(2,(3,4))">) {
  %p = cute.tuple_product(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"24">
  return
}

// cute.tuple_product
// CHECK-LABEL: func.func @ex187(
// CHECK: %{{.*}} = cute.tuple_product(%{{.*}}) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">
// CHECK: return
func.func @ex187(%t: !cute.shape<"(?,(3,?))">) {
  %p = cute.tuple_product(%t) : (!cute.shape<"(?,(3,?))">) -> !cute.shape<"?">
  return
}

// cute.ceil_div
// CHECK-LABEL: func.func @ex188(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"7">, !cute.int_tuple<"3">) -> !cute.int_tuple<"3">
// CHECK: return
func.func @ex188(%a: !cute.int_tuple<"7">, %b: !cute.int_tuple<"3">) {
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"7">, !cute.int_tuple<"3">) -> !cute.int_tuple<"3">
  return
}

// cute.ceil_div
// CHECK-LABEL: func.func @ex189(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(8,10)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3)">
// CHECK: return
func.func @ex189(%a: !cute.int_tuple<"(8,10)">, %b: !cute.int_tuple<"(3,4)">) {
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(8,10)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3)">
  return
}

// cute.ceil_div
// CHECK-LABEL: func.func @ex190(
// CHECK: %{{.*}} = cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
// CHECK: return
func.func @ex190(%a: !cute.int_tuple<"(8,10,6)">, %b: !cute.int_tuple<"(3,4)">) {
  %r = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(8,10,6)">, !cute.int_tuple<"(3,4)">) -> !cute.int_tuple<"(3,3,6)">
  return
}

// cute.elem_less
// CHECK-LABEL: func.func @ex192(
// CHECK: %{{.*}} = cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(5,6)">) -> i1
// CHECK: return
func.func @ex192(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(5,6)">) {
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(5,6)">) -> i1
  return
}

// cute.elem_less
// CHECK-LABEL: func.func @ex193(
// CHECK: %{{.*}} = cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.shape<"(3,4)">, !cute.shape<"(5,6)">) -> i1
// CHECK: return
func.func @ex193(%a: !cute.shape<"(3,4)">, %b: !cute.shape<"(5,6)">) {
  %r = cute.elem_less(%a, %b) : (!cute.shape<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  return
}

// cute.elem_less
// CHECK-LABEL: func.func @ex194(
// CHECK: %{{.*}} = cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
// CHECK: return
func.func @ex194(%a: !cute.coord<"(3,4)">, %b: !cute.shape<"(5,6)">) {
  %r = cute.elem_less(%a, %b) : (!cute.coord<"(3,4)">, !cute.shape<"(5,6)">) -> i1
  return
}

// cute.equal
// CHECK-LABEL: func.func @ex195(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">) -> i1
// CHECK: return
func.func @ex195(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(3,4)">) {
  %r = cute.equal(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(3,4)">) -> i1
  return
}

// cute.equal
// CHECK-LABEL: func.func @ex196(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.shape<"(3,4)">, !cute.shape<"(3,5)">) -> i1
// CHECK: return
func.func @ex196(%a: !cute.shape<"(3,4)">, %b: !cute.shape<"(3,5)">) {
  %r = cute.equal(%a, %b) : (!cute.shape<"(3,4)">, !cute.shape<"(3,5)">) -> i1
  return
}

// cute.equal
// CHECK-LABEL: func.func @ex197(
// CHECK: %{{.*}} = cute.equal(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
// CHECK: return
func.func @ex197(%a: !cute.layout<"(4,8):(1,4)">, %b: !cute.layout<"(4,8):(1,4)">) {
  %r = cute.equal(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  return
}

// cute.shape_div
// CHECK-LABEL: func.func @ex198(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"12">, !cute.shape<"4">) -> !cute.shape<"3">
// CHECK: return
func.func @ex198(%a: !cute.shape<"12">, %b: !cute.shape<"4">) {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"12">, !cute.shape<"4">) -> !cute.shape<"3">
  return
}

// cute.shape_div
// CHECK-LABEL: func.func @ex199(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(8,10)">, !cute.shape<"(2,5)">) -> !cute.shape<"(4,2)">
// CHECK: return
func.func @ex199(%a: !cute.shape<"(8,10)">, %b: !cute.shape<"(2,5)">) {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"(8,10)">, !cute.shape<"(2,5)">) -> !cute.shape<"(4,2)">
  return
}

// cute.shape_div
// CHECK-LABEL: func.func @ex200(
// CHECK: %{{.*}} = cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
// CHECK: return
func.func @ex200(%a: !cute.shape<"(4,5,6)">, %b: !cute.shape<"40">) {
  %r = cute.shape_div(%a, %b) : (!cute.shape<"(4,5,6)">, !cute.shape<"40">) -> !cute.shape<"(1,1,3)">
  return
}

// cute.tuple_add
// CHECK-LABEL: func.func @ex201(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
// CHECK: return
func.func @ex201(%a: !cute.int_tuple<"(3,4)">, %b: !cute.int_tuple<"(1,2)">) {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(3,4)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  return
}

// cute.tuple_add
// CHECK-LABEL: func.func @ex202(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.shape<"(6,8)">, !cute.shape<"(2,4)">) -> !cute.shape<"(8,12)">
// CHECK: return
func.func @ex202(%a: !cute.shape<"(6,8)">, %b: !cute.shape<"(2,4)">) {
  %r = cute.tuple_add(%a, %b) : (!cute.shape<"(6,8)">, !cute.shape<"(2,4)">) -> !cute.shape<"(8,12)">
  return
}

// cute.tuple_add
// CHECK-LABEL: func.func @ex203(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
// CHECK: return
func.func @ex203(%a: !cute.int_tuple<"(1,2,3)">, %b: !cute.int_tuple<"(4,5)">) {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(1,2,3)">, !cute.int_tuple<"(4,5)">) -> !cute.int_tuple<"(5,7,3)">
  return
}

// cute.tuple_add
// CHECK-LABEL: func.func @ex204(
// CHECK: %{{.*}} = cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
// CHECK: return
func.func @ex204(%a: !cute.int_tuple<"(?,?)">, %b: !cute.int_tuple<"(1,2)">) {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
  return
}

// cute.tuple_sub
// CHECK-LABEL: func.func @ex205(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
// CHECK: return
func.func @ex205(%a: !cute.int_tuple<"(5,8)">, %b: !cute.int_tuple<"(1,2)">) {
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,8)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6)">
  return
}

// cute.tuple_sub
// CHECK-LABEL: func.func @ex206(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(5,8,3)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6,3)">
// CHECK: return
func.func @ex206(%a: !cute.int_tuple<"(5,8,3)">, %b: !cute.int_tuple<"(1,2)">) {
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,8,3)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(4,6,3)">
  return
}

// cute.tuple_sub
// CHECK-LABEL: func.func @ex208(
// CHECK: %{{.*}} = cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
// CHECK: return
func.func @ex208(%a: !cute.int_tuple<"(?,?)">, %b: !cute.int_tuple<"(1,2)">) {
  %r = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(?,?)">
  return
}

// cute.blocked_product
// CHECK-LABEL: func.func @ex209(
// CHECK: %{{.*}} = cute.blocked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">
// CHECK: return
func.func @ex209(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.blocked_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,2),(4,5)):((4,12),(1,24))">
  return
}

// cute.blocked_product
// CHECK-LABEL: func.func @ex210(
// CHECK: %{{.*}} = cute.blocked_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,2),(4,5)):((4,20),(1,40))">
// CHECK: return
func.func @ex210(%input: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.blocked_product(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,2),(4,5)):((4,20),(1,40))">
  return
}

// cute.blocked_product
// CHECK-LABEL: func.func @ex211(
// CHECK: %{{.*}} = cute.blocked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,?),(4,?)):((4,12),(1,24))">
// CHECK: return
func.func @ex211(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(?,?):(1,2)">) {
  %r = cute.blocked_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,?),(4,?)):((4,12),(1,24))">
  return
}

// cute.flat_divide
// CHECK-LABEL: func.func @ex213(
// CHECK: %{{.*}} = cute.flat_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4,2,2):(8,1,24,4)">
// CHECK: return
func.func @ex213(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.flat_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"(3,4,2,2):(8,1,24,4)">
  return
}

// cute.flat_divide
// CHECK-LABEL: func.func @ex214(
// CHECK: %{{.*}} = cute.flat_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (3,4,2,2):(8,1,24,4)">
// CHECK: return
func.func @ex214(%input: !cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.flat_divide(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (3,4,2,2):(8,1,24,4)">
  return
}

// cute.flat_divide
// CHECK-LABEL: func.func @ex215(
// CHECK: %{{.*}} = cute.flat_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[(3):(1);(4):(1)]">) -> !cute.layout<"((3),(4),2,2):((8),(1),24,4)">
// CHECK: return
func.func @ex215(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.tile<"[(3):(1);(4):(1)]">) {
  %r = cute.flat_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[(3):(1);(4):(1)]">) -> !cute.layout<"((3),(4),2,2):((8),(1),24,4)">
  return
}

// cute.flat_product
// CHECK-LABEL: func.func @ex217(
// CHECK: %{{.*}} = cute.flat_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
// CHECK: return
func.func @ex217(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.flat_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"(3,4,2,5):(4,1,12,24)">
  return
}

// cute.flat_product
// CHECK-LABEL: func.func @ex218(
// CHECK: %{{.*}} = cute.flat_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (5,4,2,5):(4,1,20,40)">
// CHECK: return
func.func @ex218(%input: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.flat_product(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (5,4,2,5):(4,1,20,40)">
  return
}

// cute.flat_product
// CHECK-LABEL: func.func @ex219(
// CHECK: %{{.*}} = cute.flat_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"(3,4,?,?):(4,1,12,24)">
// CHECK: return
func.func @ex219(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(?,?):(1,2)">) {
  %r = cute.flat_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"(3,4,?,?):(4,1,12,24)">
  return
}

// cute.logical_divide
// CHECK-LABEL: func.func @ex221(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,2),(4,2)):((8,24),(1,4))">
// CHECK: return
func.func @ex221(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.logical_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,2),(4,2)):((8,24),(1,4))">
  return
}

// cute.logical_divide
// CHECK-LABEL: func.func @ex222(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
// CHECK: return
func.func @ex222(%input: !cute.layout<"(4,2,3):(2,1,8)">, %tiler: !cute.layout<"4:2">) {
  %r = cute.logical_divide(%input, %tiler) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  return
}

// cute.logical_divide
// CHECK-LABEL: func.func @ex223(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[3:1;4:1]">) -> !cute.layout<"((3,2),(4,2)):((8,24),(1,4))">
// CHECK: return
func.func @ex223(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.tile<"[3:1;4:1]">) {
  %r = cute.logical_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[3:1;4:1]">) -> !cute.layout<"((3,2),(4,2)):((8,24),(1,4))">
  return
}

// cute.logical_divide
// CHECK-LABEL: func.func @ex224(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"{{\[\[}}3:1];4:1]">) -> !cute.layout<"(((3,2)),(4,2)):(((8,24)),(1,4))">
// CHECK: return
func.func @ex224(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.tile<"[[3:1];4:1]">) {
  %r = cute.logical_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[[3:1];4:1]">) -> !cute.layout<"(((3,2)),(4,2)):(((8,24)),(1,4))">
  return
}

// cute.logical_divide
// CHECK-LABEL: func.func @ex225(
// CHECK: %{{.*}} = cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(4,2)):((8,24),(1,4))">
// CHECK: return
func.func @ex225(%input: !cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.logical_divide(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(4,2)):((8,24),(1,4))">
  return
}

// cute.logical_product
// CHECK-LABEL: func.func @ex227(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
// CHECK: return
func.func @ex227(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.logical_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
  return
}

// cute.logical_product
// CHECK-LABEL: func.func @ex228(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
// CHECK: return
func.func @ex228(%input: !cute.layout<"(2,2):(4,1)">, %tiler: !cute.layout<"6:1">) {
  %r = cute.logical_product(%input, %tiler) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"6:1">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  return
}

// cute.logical_product
// CHECK-LABEL: func.func @ex229(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
// CHECK: return
func.func @ex229(%input: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.logical_product(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
  return
}

// cute.logical_product
// CHECK-LABEL: func.func @ex230(
// CHECK: %{{.*}} = cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),(?,?)):((4,1),(12,24))">
// CHECK: return
func.func @ex230(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(?,?):(1,2)">) {
  %r = cute.logical_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),(?,?)):((4,1),(12,24))">
  return
}

// cute.raked_product
// CHECK-LABEL: func.func @ex232(
// CHECK: %{{.*}} = cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
// CHECK: return
func.func @ex232(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.raked_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((2,3),(5,4)):((12,4),(24,1))">
  return
}

// cute.raked_product
// CHECK-LABEL: func.func @ex233(
// CHECK: %{{.*}} = cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((2,5),(5,4)):((20,4),(40,1))">
// CHECK: return
func.func @ex233(%input: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.raked_product(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((2,5),(5,4)):((20,4),(40,1))">
  return
}

// cute.raked_product
// CHECK-LABEL: func.func @ex234(
// CHECK: %{{.*}} = cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((?,3),(?,4)):((12,4),(24,1))">
// CHECK: return
func.func @ex234(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(?,?):(1,2)">) {
  %r = cute.raked_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((?,3),(?,4)):((12,4),(24,1))">
  return
}

// cute.tile_to_shape
// CHECK-LABEL: func.func @ex236(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.layout<"((3,2),(2,4)):((1,6),(3,12))">
// CHECK: return
func.func @ex236(%input: !cute.layout<"(3,2):(1,3)">, %shape: !cute.shape<"(6,8)">) {
  %r = cute.tile_to_shape(%input, %shape) : (!cute.layout<"(3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.layout<"((3,2),(2,4)):((1,6),(3,12))">
  return
}

// cute.tile_to_shape
// CHECK-LABEL: func.func @ex238(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(2,4)):((1,6),(3,12))">
// CHECK: return
func.func @ex238(%input: !cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, %shape: !cute.shape<"(6,8)">) {
  %r = cute.tile_to_shape(%input, %shape) : (!cute.composed_layout<"S<3,4,3> o 0 o (3,2):(1,3)">, !cute.shape<"(6,8)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,2),(2,4)):((1,6),(3,12))">
  return
}

// cute.tile_to_shape
// CHECK-LABEL: func.func @ex239(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"((128,8),(128,4)):((128,16384),(1,131072))">
// CHECK: return
func.func @ex239(%input: !cute.layout<"(128,128):(128,1)">, %shape: !cute.shape<"(1024,512)">, %order: !cute.int_tuple<"(0,1)">) {
  %r = cute.tile_to_shape(%input, %shape, %order) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"((128,8),(128,4)):((128,16384),(1,131072))">
  return
}

// cute.tile_to_shape
// CHECK-LABEL: func.func @ex240(
// CHECK: %{{.*}} = cute.tile_to_shape(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((128,8),(128,4)):((128,65536),(1,16384))">
// CHECK: return
func.func @ex240(%input: !cute.layout<"(128,128):(128,1)">, %shape: !cute.shape<"(1024,512)">, %order: !cute.int_tuple<"(1,0)">) {
  %r = cute.tile_to_shape(%input, %shape, %order) : (!cute.layout<"(128,128):(128,1)">, !cute.shape<"(1024,512)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((128,8),(128,4)):((128,65536),(1,16384))">
  return
}

// cute.tiled_divide
// CHECK-LABEL: func.func @ex241(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),2,2):((8,1),24,4)">
// CHECK: return
func.func @ex241(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.tiled_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),2,2):((8,1),24,4)">
  return
}

// cute.tiled_divide
// CHECK-LABEL: func.func @ex242(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,4),2,2):((8,1),24,4)">
// CHECK: return
func.func @ex242(%input: !cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.tiled_divide(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,4),2,2):((8,1),24,4)">
  return
}

// cute.tiled_divide
// CHECK-LABEL: func.func @ex243(
// CHECK: %{{.*}} = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[(3):(1);(4):(1)]">) -> !cute.layout<"(((3),(4)),2,2):(((8),(1)),24,4)">
// CHECK: return
func.func @ex243(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.tile<"[(3):(1);(4):(1)]">) {
  %r = cute.tiled_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[(3):(1);(4):(1)]">) -> !cute.layout<"(((3),(4)),2,2):(((8),(1)),24,4)">
  return
}

// cute.tiled_product
// CHECK-LABEL: func.func @ex245(
// CHECK: %{{.*}} = cute.tiled_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
// CHECK: return
func.func @ex245(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.tiled_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),2,5):((4,1),12,24)">
  return
}

// cute.tiled_product
// CHECK-LABEL: func.func @ex246(
// CHECK: %{{.*}} = cute.tiled_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),2,5):((4,1),20,40)">
// CHECK: return
func.func @ex246(%input: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.tiled_product(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),2,5):((4,1),20,40)">
  return
}

// cute.tiled_product
// CHECK-LABEL: func.func @ex247(
// CHECK: %{{.*}} = cute.tiled_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),?,?):((4,1),12,24)">
// CHECK: return
func.func @ex247(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(?,?):(1,2)">) {
  %r = cute.tiled_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),?,?):((4,1),12,24)">
  return
}

// cute.zipped_divide
// CHECK-LABEL: func.func @ex249(
// CHECK: %{{.*}} = cute.zipped_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),(2,2)):((8,1),(24,4))">
// CHECK: return
func.func @ex249(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.zipped_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.layout<"((3,4),(2,2)):((8,1),(24,4))">
  return
}

// cute.zipped_divide
// CHECK-LABEL: func.func @ex250(
// CHECK: %{{.*}} = cute.zipped_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,4),(2,2)):((8,1),(24,4))">
// CHECK: return
func.func @ex250(%input: !cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, %tiler: !cute.shape<"(3,4)">) {
  %r = cute.zipped_divide(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (6,8):(8,1)">, !cute.shape<"(3,4)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((3,4),(2,2)):((8,1),(24,4))">
  return
}

// cute.zipped_divide
// CHECK-LABEL: func.func @ex251(
// CHECK: %{{.*}} = cute.zipped_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[(3):(1);(4):(1)]">) -> !cute.layout<"(((3),(4)),(2,2)):(((8),(1)),(24,4))">
// CHECK: return
func.func @ex251(%input: !cute.layout<"(6,8):(8,1)">, %tiler: !cute.tile<"[(3):(1);(4):(1)]">) {
  %r = cute.zipped_divide(%input, %tiler) : (!cute.layout<"(6,8):(8,1)">, !cute.tile<"[(3):(1);(4):(1)]">) -> !cute.layout<"(((3),(4)),(2,2)):(((8),(1)),(24,4))">
  return
}

// cute.zipped_product
// CHECK-LABEL: func.func @ex253(
// CHECK: %{{.*}} = cute.zipped_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
// CHECK: return
func.func @ex253(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.zipped_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"((3,4),(2,5)):((4,1),(12,24))">
  return
}

// cute.zipped_product
// CHECK-LABEL: func.func @ex254(
// CHECK: %{{.*}} = cute.zipped_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
// CHECK: return
func.func @ex254(%input: !cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, %tiler: !cute.layout<"(2,5):(1,2)">) {
  %r = cute.zipped_product(%input, %tiler) : (!cute.composed_layout<"S<3,4,3> o 0 o (5,4):(4,1)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o ((5,4),(2,5)):((4,1),(20,40))">
  return
}

// cute.zipped_product
// CHECK-LABEL: func.func @ex255(
// CHECK: %{{.*}} = cute.zipped_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),(?,?)):((4,1),(12,24))">
// CHECK: return
func.func @ex255(%input: !cute.layout<"(3,4):(4,1)">, %tiler: !cute.layout<"(?,?):(1,2)">) {
  %r = cute.zipped_product(%input, %tiler) : (!cute.layout<"(3,4):(4,1)">, !cute.layout<"(?,?):(1,2)">) -> !cute.layout<"((3,4),(?,?)):((4,1),(12,24))">
  return
}

// cute.print
// CHECK-LABEL: func.func @ex257(
// CHECK: cute.print(%{{.*}}) : !cute.layout<"(2,3):(1,2)">
// CHECK: return
func.func @ex257(%x: !cute.layout<"(2,3):(1,2)">) {
  cute.print(%x) : !cute.layout<"(2,3):(1,2)">
  return
}

// cute.print
// CHECK-LABEL: func.func @ex258(
// CHECK: cute.print(%{{.*}}) : !cute.stride<"?">
// CHECK: return
func.func @ex258(%y: !cute.stride<"?">) {
  cute.print(%y) : !cute.stride<"?">
  return
}
// cute.static
// CHECK-LABEL: func.func @ex_static(
// CHECK: %{{.*}} = cute.static : !cute.layout<"(2,3):(1,2)">
// CHECK: %{{.*}} = cute.static : !cute.stride<"(1,4)">
// CHECK: %{{.*}} = cute.static : !cute.shape<"5">
// CHECK: return
func.func @ex_static() {
  %0 = cute.static : !cute.layout<"(2,3):(1,2)">
  %1 = cute.static : !cute.stride<"(1,4)">
  %2 = cute.static : !cute.shape<"5">
  return
}
