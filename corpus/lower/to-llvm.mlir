// --cute-to-llvm: cute types become structs of their dynamic leaves;
// constructors become insertvalue chains, get_scalars extractvalue or i64
// constants, print a printf call with the static text in the format.
// RUN: cute-opt %s --cute-to-llvm --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @layout
// CHECK-SAME: (%[[M:.*]]: i32, %[[S:.*]]: i64) -> !llvm.struct<(struct<(i32)>, struct<(i64)>)>
// CHECK: %[[U0:.*]] = llvm.mlir.undef : !llvm.struct<(i32)>
// CHECK: %[[SH:.*]] = llvm.insertvalue %[[M]], %[[U0]][0] : !llvm.struct<(i32)>
// CHECK: %[[U1:.*]] = llvm.mlir.undef : !llvm.struct<(i64)>
// CHECK: %[[ST:.*]] = llvm.insertvalue %[[S]], %[[U1]][0] : !llvm.struct<(i64)>
// CHECK: %[[U2:.*]] = llvm.mlir.undef : !llvm.struct<(struct<(i32)>, struct<(i64)>)>
// CHECK: %[[L0:.*]] = llvm.insertvalue %[[SH]], %[[U2]][0]
// CHECK: %[[L1:.*]] = llvm.insertvalue %[[ST]], %[[L0]][1]
// CHECK: return %[[L1]] : !llvm.struct<(struct<(i32)>, struct<(i64)>)>
func.func @layout(%m: i32, %s: i64) -> !cute.layout<"(?,4):(1,?{i64})"> {
  %shape = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  %stride = cute.make_stride(%s) : (i64) -> !cute.stride<"(1,?{i64})">
  %l = cute.make_layout(%shape, %stride) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?{i64})">) -> !cute.layout<"(?,4):(1,?{i64})">
  return %l : !cute.layout<"(?,4):(1,?{i64})">
}

// -----

// Static values and swizzles are empty structs; a composed layout is
// struct(inner, offset, outer); an index operand is cast to i64.
// CHECK-LABEL: func.func @composed
// CHECK: llvm.mlir.undef : !llvm.struct<()>
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK: %[[C:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[2] : !llvm.struct<(struct<()>, struct<()>, struct<(struct<(i64)>, struct<()>)>)>
// CHECK: return %[[C]]
func.func @composed(%n: index) -> !cute.composed_layout<"S<2,1,2> o 0 o (?{i64},8):(8,1)"> {
  %sw = cute.make_swizzle<2, 1, 2> : !cute.swizzle<"S<2,1,2>">
  %off = cute.static : !cute.int_tuple<"0">
  %s = cute.make_shape(%n) : (index) -> !cute.shape<"(?{i64},8)">
  %d = cute.static : !cute.stride<"(8,1)">
  %b = cute.make_layout_raw(%s, %d) : (!cute.shape<"(?{i64},8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?{i64},8):(8,1)">
  %c = cute.make_composed_layout_raw(%b, %sw, %off) : (!cute.layout<"(?{i64},8):(8,1)">, !cute.swizzle<"S<2,1,2>">, !cute.int_tuple<"0">) -> !cute.composed_layout<"S<2,1,2> o 0 o (?{i64},8):(8,1)">
  return %c : !cute.composed_layout<"S<2,1,2> o 0 o (?{i64},8):(8,1)">
}

// -----

// get_scalars: static leaves as i64 constants, dynamic ones extracted.
// CHECK-LABEL: func.func @scalars
// CHECK-SAME: (%[[L:.*]]: !llvm.struct<(struct<(i32)>, struct<(i32)>)>)
// CHECK-DAG: %[[A:.*]] = llvm.extractvalue %[[L]][0, 0]
// CHECK-DAG: %[[B:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK-DAG: %[[C:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK-DAG: %[[D:.*]] = llvm.extractvalue %[[L]][1, 0]
// CHECK-DAG: %[[E:.*]] = llvm.extractvalue %[[L]][0, 0]
// CHECK-DAG: %[[F:.*]] = llvm.extractvalue %[[L]][1, 0]
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]], %[[E]], %[[F]] : i32, i64, i64, i32, i32, i32
func.func @scalars(%l: !cute.layout<"(?,4):(1,?)">) -> (i32, i64, i64, i32, i32, i32) {
  %a:4 = cute.get_scalars(%l) : !cute.layout<"(?,4):(1,?)">
  %b:2 = cute.get_scalars<{only_dynamic}>(%l) : !cute.layout<"(?,4):(1,?)">
  return %a#0, %a#1, %a#2, %a#3, %b#0, %b#1 : i32, i64, i64, i32, i32, i32
}

// -----

// print: the canonical text with %d / %lld for the dynamic leaves; '%'-free
// static text is baked into the format; integers print in decimal.
// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("(%d,4):(1,%lld)\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("(1@0,%d@1)\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("%d\0A\00")
// CHECK-DAG: llvm.mlir.global private constant @{{.*}}("%lld\0A\00")
// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-LABEL: func.func @print
// CHECK: %[[A:.*]] = llvm.extractvalue %{{.*}}[0, 0] : !llvm.struct<(struct<(i32)>, struct<(i64)>)>
// CHECK: %[[B:.*]] = llvm.extractvalue %{{.*}}[1, 0] : !llvm.struct<(struct<(i32)>, struct<(i64)>)>
// CHECK: llvm.call @printf(%{{.*}}, %[[A]], %[[B]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i64) -> i32
// CHECK: arith.extui %{{.*}} : i1 to i32
// CHECK: arith.index_cast %{{.*}} : index to i64
func.func @print(%l: !cute.layout<"(?,4):(1,?{i64})">, %d: !cute.stride<"(1@0,?@1)">, %b: i1, %i: index) {
  cute.print(%l) : !cute.layout<"(?,4):(1,?{i64})">
  cute.print(%d) : !cute.stride<"(1@0,?@1)">
  cute.print(%b) : i1
  cute.print(%i) : index
  return
}

// -----

// Cute values through scf.for iter_args and across calls.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (!llvm.struct<(i32)>)
// CHECK: call @take(%{{.*}}) : (!llvm.struct<(i32)>) -> ()
func.func private @take(!cute.shape<"(?,2)">)
func.func @loop(%x: i32, %n: index) {
  %s = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,2)">
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %s) -> (!cute.shape<"(?,2)">) {
    scf.yield %acc : !cute.shape<"(?,2)">
  }
  func.call @take(%r) : (!cute.shape<"(?,2)">) -> ()
  return
}

// -----

// Cute values as block arguments of a non-entry block and as scf.if results.
// CHECK-LABEL: func.func @branches
// CHECK: cf.cond_br %{{.*}}, ^bb1(%{{.*}} : !llvm.struct<(i32)>), ^bb1(%{{.*}} : !llvm.struct<(i32)>)
// CHECK: ^bb1(%[[X:.*]]: !llvm.struct<(i32)>):
// CHECK: scf.if %{{.*}} -> (!llvm.struct<(i32)>)
func.func @branches(%a: !cute.shape<"(?,2)">, %b: !cute.shape<"(?,2)">, %t: i1) {
  cf.cond_br %t, ^bb1(%a : !cute.shape<"(?,2)">), ^bb1(%b : !cute.shape<"(?,2)">)
^bb1(%x: !cute.shape<"(?,2)">):
  cute.print(%x) : !cute.shape<"(?,2)">
  %r = scf.if %t -> !cute.shape<"(?,2)"> {
    scf.yield %b : !cute.shape<"(?,2)">
  } else {
    scf.yield %x : !cute.shape<"(?,2)">
  }
  cute.print(%r) : !cute.shape<"(?,2)">
  return
}
