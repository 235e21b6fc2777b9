// --cute-desugar: the desugaring's three phases. The rewritten IR must verify.
// RUN: cute-opt %s --cute-desugar --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @constructors
// CHECK-SAME: (%[[M:.*]]: i32, %[[S:.*]]: i64)
// CHECK: %[[T:.*]] = cute.make_int_tuple(%[[M]]) : (i32) -> !cute.int_tuple<"(?,4)">
// CHECK: %[[SH:.*]] = cute.to_shape(%[[T]]) : !cute.int_tuple<"(?,4)"> -> !cute.shape<"(?,4)">
// CHECK: %[[U:.*]] = cute.make_int_tuple(%[[S]]) : (i64) -> !cute.int_tuple<"(1,?{i64})">
// CHECK: %[[ST:.*]] = cute.to_stride(%[[U]]) : !cute.int_tuple<"(1,?{i64})"> -> !cute.stride<"(1,?{i64})">
// CHECK: %[[L:.*]] = cute.make_layout_raw(%[[SH]], %[[ST]]) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,4):(1,?{i64})">
// CHECK: %[[C:.*]] = cute.make_int_tuple(%[[M]]) : (i32) -> !cute.int_tuple<"(?,2)">
// CHECK: cute.to_coord(%[[C]]) : !cute.int_tuple<"(?,2)"> -> !cute.coord<"(?,2)">
// CHECK: cute.make_tile(%[[M]])
// CHECK-NOT: cute.make_shape
// CHECK-NOT: cute.make_stride
// CHECK-NOT: cute.make_layout(
// CHECK: return %[[L]]
func.func @constructors(%m: i32, %s: i64) -> !cute.layout<"(?,4):(1,?{i64})"> {
  %shape = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %stride = cute.make_stride(%s) : (i64) -> !cute.stride<"(1,?{i64})">
  %l = cute.make_layout(%shape, %stride) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,4):(1,?{i64})">
  %c = cute.make_coord(%m) : (i32) -> !cute.coord<"(?,2)">
  cute.print(%c) : !cute.coord<"(?,2)">
  %t = cute.make_tile(%m) : (i32) -> !cute.tile<"[?:1;_]">
  cute.print(%t) : !cute.tile<"[?:1;_]">
  return %l : !cute.layout<"(?,4):(1,?{i64})">
}

// -----

// A stride with a scaled-basis leaf cannot be an int_tuple: it keeps its
// constructor (cute-to-llvm lowers it directly).
// CHECK-LABEL: func.func @basis_stride
// CHECK: cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"(1@0,?@1)">
func.func @basis_stride(%x: i32) {
  %d = cute.make_stride(%x) : (i32) -> !cute.stride<"(1@0,?@1)">
  cute.print(%d) : !cute.stride<"(1@0,?@1)">
  return
}

// -----

// make_composed_layout(inner, offset, outer) -> make_composed_layout_raw(outer, inner, offset).
// CHECK-LABEL: func.func @composed
// CHECK-SAME: (%[[B:.*]]: !cute.layout<"(4,?):(?,1)">)
// CHECK: %[[SW:.*]] = cute.make_swizzle<2, 1, 2>
// CHECK: %[[OFF:.*]] = cute.static : !cute.int_tuple<"1">
// CHECK: cute.make_composed_layout_raw(%[[B]], %[[SW]], %[[OFF]]) : (!cute.layout<"(4,?):(?,1)">, !cute.swizzle<"S<2,1,2>">, !cute.int_tuple<"1">) -> !cute.composed_layout<"S<2,1,2> o 1 o (4,?):(?,1)">
func.func @composed(%b: !cute.layout<"(4,?):(?,1)">) {
  %sw = cute.make_swizzle<2, 1, 2> : !cute.swizzle<"S<2,1,2>">
  %off = cute.static : !cute.int_tuple<"1">
  %c = cute.make_composed_layout(%sw, %off, %b) : (!cute.swizzle<"S<2,1,2>">, !cute.int_tuple<"1">, !cute.layout<"(4,?):(?,1)">) -> !cute.composed_layout<"S<2,1,2> o 1 o (4,?):(?,1)">
  cute.print(%c) : !cute.composed_layout<"S<2,1,2> o 1 o (4,?):(?,1)">
  return
}

// -----

// equal on layouts -> per-field tuple_eq + arith.andi; on tuples -> tuple_eq.
// CHECK-LABEL: func.func @equal
// CHECK-SAME: (%[[A:.*]]: !cute.layout<"(?,4):(1,?)">, %[[B:.*]]: !cute.layout<"(8,4):(1,8)">, %[[S:.*]]: !cute.shape<"(?,4)">)
// CHECK-DAG: %[[SA:.*]] = cute.get_shape(%[[A]]) : !cute.layout<"(?,4):(1,?)"> -> !cute.shape<"(?,4)">
// CHECK-DAG: %[[SB:.*]] = cute.get_shape(%[[B]]) : !cute.layout<"(8,4):(1,8)"> -> !cute.shape<"(8,4)">
// CHECK-DAG: %[[TA:.*]] = cute.get_stride(%[[A]]) : <"(?,4):(1,?)"> -> !cute.stride<"(1,?)">
// CHECK-DAG: %[[TB:.*]] = cute.get_stride(%[[B]]) : <"(8,4):(1,8)"> -> !cute.stride<"(1,8)">
// CHECK: %[[E1:.*]] = cute.tuple_eq(%[[SA]], %[[SB]])
// CHECK: %[[E2:.*]] = cute.tuple_eq(%[[TA]], %[[TB]])
// CHECK: %[[R:.*]] = arith.andi %[[E1]], %[[E2]] : i1
// CHECK: cute.print(%[[R]]) : i1
// CHECK: %[[Q:.*]] = cute.tuple_eq(%[[S]], %[[S]])
// CHECK: cute.print(%[[Q]]) : i1
func.func @equal(%a: !cute.layout<"(?,4):(1,?)">, %b: !cute.layout<"(8,4):(1,8)">, %s: !cute.shape<"(?,4)">) {
  %e = cute.equal(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"(8,4):(1,8)">) -> i1
  cute.print(%e) : i1
  %q = cute.equal(%s, %s) : (!cute.shape<"(?,4)">, !cute.shape<"(?,4)">) -> i1
  cute.print(%q) : i1
  return
}

// -----

// print {table} of a rank-2 layout: its run-time leaves, a plain print,
// then loops over the rows and columns calling printf. (Its i32 leaves
// cannot overflow an offset: no loop checks them first.)
// CHECK-LABEL: func.func @table
// CHECK-SAME: (%[[L:.*]]: !cute.layout<"(?,4):(1,?)">)
// CHECK: %[[D:.*]]:2 = cute.get_scalars<{only_dynamic}> (%[[L]]) : !cute.layout<"(?,4):(1,?)">
// CHECK-NOT: scf.for
// CHECK: cute.print(%[[L]]) : !cute.layout<"(?,4):(1,?)">
// CHECK-NOT: table
// CHECK: scf.for
// CHECK: llvm.call @printf
// CHECK: scf.for
// CHECK: scf.for
// CHECK-NOT: cute.print
// CHECK: return
func.func @table(%l: !cute.layout<"(?,4):(1,?)">) {
  cute.print(%l) : !cute.layout<"(?,4):(1,?)"> {table}
  return
}

// -----

// print {table} of a rank-1 layout: one loop printing "i -> offset".
// CHECK-LABEL: func.func @listing
// CHECK: cute.print(%{{.*}}) : !cute.layout<"8:2">
// CHECK: scf.for
// CHECK: llvm.call @printf(%{{.*}}, %{{.*}}, %{{.*}}) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64, i64) -> i32
// CHECK-NOT: scf.for
// CHECK: return
func.func @listing() {
  %l = cute.static : !cute.layout<"8:2">
  cute.print(%l) : !cute.layout<"8:2"> {table}
  return
}

// -----

// print {table} of a layout with an i64 stride: the interpreter refuses a
// table one of whose offsets overflows int64, before printing anything, so
// a loop asserts every offset before the plain print.
// CHECK-LABEL: func.func @checked
// CHECK: cute.get_scalars
// CHECK: scf.for
// CHECK: arith.mulsi_extended
// CHECK: cf.assert %{{.*}}, "'cute.print' op computes an intermediate value that overflows int64 at run time"
// CHECK: cute.print(%{{.*}}) : !cute.layout<"4:?{i64}">
// CHECK-NOT: cf.assert
// CHECK: return
func.func @checked(%l: !cute.layout<"4:?{i64}">) {
  cute.print(%l) : !cute.layout<"4:?{i64}"> {table}
  return
}
