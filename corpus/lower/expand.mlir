// RUN: cute-opt %s --cute-expand | FileCheck %s

// A fully static declared result becomes cute.static even when the operand
// is dynamic.
// CHECK-LABEL: func.func @static_fold
// CHECK-NEXT:    %[[S:.*]] = cute.static : !cute.int_tuple<"4">
// CHECK-NEXT:    cute.print(%[[S]]) : !cute.int_tuple<"4">
func.func @static_fold(%l: !cute.layout<"(?,4):(1,?)">) {
  %s = cute.size<[1]>(%l) : (!cute.layout<"(?,4):(1,?)">) -> !cute.int_tuple<"4">
  cute.print(%s) : !cute.int_tuple<"4">
  return
}

// Predicates on static operands become arith.constant.
// CHECK-LABEL: func.func @static_predicates
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[F:.*]] = arith.constant false
// CHECK-NEXT:    cute.print(%[[T]]) : i1
// CHECK-NEXT:    cute.print(%[[F]]) : i1
func.func @static_predicates(%a: !cute.int_tuple<"(1,2)">, %b: !cute.int_tuple<"(2,3)">) {
  %x = cute.elem_less(%a, %b) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(2,3)">) -> i1
  %y = cute.equal(%a, %b) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(2,3)">) -> i1
  cute.print(%x) : i1
  cute.print(%y) : i1
  return
}

// size of a mixed-width tuple: computed in i64, the static 4 folded in.
// A product with an i64 leaf may overflow int64, so it is computed with its
// high half; the flags of every product that the result leaf depends on are
// or-ed and asserted false once, where the leaf is stored (the interpreter
// reports the overflow too).
// CHECK-LABEL: func.func @size
// CHECK:         %[[V:.*]]:2 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.int_tuple<"(?,(4,?{i64}))">
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT:    %[[M:.*]], %[[MH:.*]] = arith.mulsi_extended %[[C4]], %[[V]]#1 : i64
// CHECK-NEXT:    %[[C63:.*]] = arith.constant 63 : i64
// CHECK-NEXT:    %[[MS:.*]] = arith.shrsi %[[M]], %[[C63]] : i64
// CHECK-NEXT:    %[[MO:.*]] = arith.cmpi ne, %[[MH]], %[[MS]] : i64
// CHECK-NEXT:    %[[X:.*]] = arith.extsi %[[V]]#0 : i32 to i64
// CHECK-NEXT:    %[[P:.*]], %[[PH:.*]] = arith.mulsi_extended %[[X]], %[[M]] : i64
// CHECK:         %[[PO:.*]] = arith.cmpi ne, %[[PH]], %{{.*}} : i64
// CHECK-NEXT:    %[[O:.*]] = arith.ori %[[MO]], %[[PO]] : i1
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[OK:.*]] = arith.xori %[[O]], %[[T]] : i1
// CHECK-NEXT:    cf.assert %[[OK]], "'cute.size' op computes an intermediate value that overflows int64 at run time"
// CHECK-NEXT:    %[[R:.*]] = cute.make_int_tuple(%[[P]]) : (i64) -> !cute.int_tuple<"?{i64}">
// CHECK-NEXT:    cute.print(%[[R]]) : !cute.int_tuple<"?{i64}">
func.func @size(%t: !cute.int_tuple<"(?,(4,?{i64}))">) {
  %a = cute.size(%t) : (!cute.int_tuple<"(?,(4,?{i64}))">) -> !cute.int_tuple<"?{i64}">
  cute.print(%a) : !cute.int_tuple<"?{i64}">
  return
}

// crd2idx of a coordinate in a shape is Horner's c0 + s0 * 2.
// CHECK-LABEL: func.func @crd2idx_shape
// CHECK:         %[[C:.*]] = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.coord<"(?,2)">
// CHECK-NEXT:    %[[S:.*]] = cute.get_scalars<{only_dynamic}> (%arg1) : !cute.shape<"(?,4)">
// Leaves are computed in i64; storing one in its i32 leaf is checked at
// run time, as the interpreter checks it.
// CHECK-NEXT:    %[[S64:.*]] = arith.extsi %[[S]] : i32 to i64
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2 : i64
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[S64]], %[[TWO]] : i64
// CHECK-NEXT:    %[[C64:.*]] = arith.extsi %[[C]] : i32 to i64
// CHECK-NEXT:    %[[I:.*]] = arith.addi %[[C64]], %[[M]] : i64
// CHECK-NEXT:    %[[N:.*]] = arith.trunci %[[I]] : i64 to i32
// CHECK-NEXT:    %[[BACK:.*]] = arith.extsi %[[N]] : i32 to i64
// CHECK-NEXT:    %[[FITS:.*]] = arith.cmpi eq, %[[BACK]], %[[I]] : i64
// CHECK-NEXT:    cf.assert %[[FITS]], "'cute.crd2idx' op computes a result that overflows its i32 leaf at run time"
// CHECK-NEXT:    cute.make_int_tuple(%[[N]]) : (i32) -> !cute.int_tuple<"?">
func.func @crd2idx_shape(%c: !cute.coord<"(?,2)">, %s: !cute.shape<"(?,4)">) {
  %a = cute.crd2idx(%c, %s) : (!cute.coord<"(?,2)">, !cute.shape<"(?,4)">) -> !cute.int_tuple<"?">
  cute.print(%a) : !cute.int_tuple<"?">
  return
}

// An integer coordinate on a rank-2 layout is split: (i % 4) * d0 + (i / 4) * 8.
// CHECK-LABEL: func.func @crd2idx_layout
// CHECK:         %[[I:.*]] = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.coord<"?">
// CHECK-NEXT:    %[[L:.*]]:2 = cute.get_scalars<{only_dynamic}> (%arg1) : !cute.layout<"(4,?):(?,8)">
// CHECK-NEXT:    %[[I64:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT:    %[[R:.*]] = arith.remsi %[[I64]], %[[C4]] : i64
// CHECK-NEXT:    %[[D64:.*]] = arith.extsi %[[L]]#1 : i32 to i64
// CHECK-NEXT:    %[[A:.*]] = arith.muli %[[R]], %[[D64]] : i64
// CHECK-NEXT:    %[[C4b:.*]] = arith.constant 4 : i64
// CHECK-NEXT:    %[[Q:.*]] = arith.divsi %[[I64]], %[[C4b]] : i64
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : i64
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[Q]], %[[C8]] : i64
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[B]] : i64
// CHECK-NEXT:    %[[N:.*]] = arith.trunci %[[S]] : i64 to i32
// CHECK:         cute.make_int_tuple(%[[N]]) : (i32) -> !cute.int_tuple<"?">
func.func @crd2idx_layout(%i: !cute.coord<"?">, %l: !cute.layout<"(4,?):(?,8)">) {
  %b = cute.crd2idx(%i, %l) : (!cute.coord<"?">, !cute.layout<"(4,?):(?,8)">) -> !cute.int_tuple<"?">
  cute.print(%b) : !cute.int_tuple<"?">
  return
}

// S<3,4,3>: x ^ ((x & 0b1110000000) >> 3).
// CHECK-LABEL: func.func @swizzle
// CHECK:         %[[X:.*]] = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.int_tuple<"?">
// CHECK-NEXT:    %[[X64:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:    %[[M:.*]] = arith.constant 896 : i64
// CHECK-NEXT:    %[[A:.*]] = arith.andi %[[X64]], %[[M]] : i64
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i64
// CHECK-NEXT:    %[[SH:.*]] = arith.shrsi %[[A]], %[[C3]] : i64
// CHECK-NEXT:    %[[R:.*]] = arith.xori %[[X64]], %[[SH]] : i64
// CHECK-NEXT:    %[[N:.*]] = arith.trunci %[[R]] : i64 to i32
// CHECK:         cute.make_int_tuple(%[[N]]) : (i32) -> !cute.int_tuple<"?">
func.func @swizzle(%x: !cute.int_tuple<"?">) {
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  %a = cute.layout_eval(%x, %s) : (!cute.int_tuple<"?">, !cute.swizzle<"S<3,4,3>">) -> !cute.int_tuple<"?">
  cute.print(%a) : !cute.int_tuple<"?">
  return
}

// A o off o B: the swizzle applies to off + B(x).
// CHECK-LABEL: func.func @composed_eval
// CHECK:         %[[C3:.*]] = arith.constant 3 : i64
// CHECK-NEXT:    %[[O:.*]] = arith.addi %[[C3]], %{{.*}} : i64
// CHECK-NEXT:    %[[M:.*]] = arith.constant 48 : i64
// CHECK-NEXT:    arith.andi %[[O]], %[[M]] : i64
// CHECK:         arith.shrsi
// CHECK-NEXT:    arith.xori %[[O]]
func.func @composed_eval(%x: !cute.int_tuple<"?">, %cl: !cute.composed_layout<"S<2,2,2> o 3 o (4,?):(2,1)">) {
  %b = cute.layout_eval(%x, %cl) : (!cute.int_tuple<"?">, !cute.composed_layout<"S<2,2,2> o 3 o (4,?):(2,1)">) -> !cute.int_tuple<"?">
  cute.print(%b) : !cute.int_tuple<"?">
  return
}

// Scaled-basis strides give a tuple: (i, j) -> (j, i).
// CHECK-LABEL: func.func @basis_eval
// CHECK:         %[[C:.*]]:2 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.coord<"(?,?)">
// CHECK-NEXT:    cute.make_int_tuple(%[[C]]#1, %[[C]]#0) : (i32, i32) -> !cute.int_tuple<"(?,?)">
func.func @basis_eval(%c: !cute.coord<"(?,?)">) {
  %l = cute.static : !cute.layout<"(4,8):(1@1,1@0)">
  %a = cute.layout_eval(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8):(1@1,1@0)">) -> !cute.int_tuple<"(?,?)">
  cute.print(%a) : !cute.int_tuple<"(?,?)">
  return
}

// coalesce: the dynamic mode blocks its neighbours; (4,5) -> 20 and
// (3,2) -> 6 merge; the dynamic leaves are copied.
// CHECK-LABEL: func.func @coalesce
// CHECK:         %[[V:.*]]:2 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">
// CHECK-NEXT:    %[[S:.*]] = cute.make_shape(%[[V]]#0) : (i32) -> !cute.shape<"(20,?,6)">
// CHECK-NEXT:    %[[D:.*]] = cute.make_stride(%[[V]]#1) : (i32) -> !cute.stride<"(1,?,1)">
// CHECK-NEXT:    %[[L:.*]] = cute.make_layout(%[[S]], %[[D]]) : (!cute.shape<"(20,?,6)">, !cute.stride<"(1,?,1)">) -> !cute.layout<"(20,?,6):(1,?,1)">
// CHECK-NEXT:    cute.print(%[[L]])
func.func @coalesce(%l: !cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) {
  %a = cute.coalesce(%l) : (!cute.layout<"(4,5,?,3,2):(1,4,?,1,3)">) -> !cute.layout<"(20,?,6):(1,?,1)">
  cute.print(%a) : !cute.layout<"(20,?,6):(1,?,1)">
  return
}

// tuple_add/tuple_sub are element-wise in i64, and an i32 result leaf is
// checked to fit. The sum of two i32 values cannot overflow int64 and is not
// checked; a sum with an i64 leaf is (its sign differs from both operands').
// elem_less and equal become cmpi + andi.
// CHECK-LABEL: func.func @tuple_arith
// CHECK:         %[[A:.*]] = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.int_tuple<"(?,2)">
// CHECK-NEXT:    %[[B:.*]] = cute.get_scalars<{only_dynamic}> (%arg1) : !cute.int_tuple<"(3,?{i64})">
// CHECK-NEXT:    %[[A64:.*]] = arith.extsi %[[A]] : i32 to i64
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i64
// CHECK-NEXT:    %[[S0:.*]] = arith.addi %[[A64]], %[[C3]] : i64
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : i64
// CHECK-NEXT:    %[[S1:.*]] = arith.addi %[[C2]], %[[B]] : i64
// CHECK-NEXT:    %[[X1:.*]] = arith.xori %[[C2]], %[[S1]] : i64
// CHECK-NEXT:    %[[X2:.*]] = arith.xori %[[B]], %[[S1]] : i64
// CHECK-NEXT:    %[[X3:.*]] = arith.andi %[[X1]], %[[X2]] : i64
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[O1:.*]] = arith.cmpi slt, %[[X3]], %[[ZERO]] : i64
// CHECK-NEXT:    %[[N0:.*]] = arith.trunci %[[S0]] : i64 to i32
// CHECK-NEXT:    %[[BACK:.*]] = arith.extsi %[[N0]] : i32 to i64
// CHECK-NEXT:    %[[FITS:.*]] = arith.cmpi eq, %[[BACK]], %[[S0]] : i64
// CHECK-NEXT:    cf.assert %[[FITS]], "'cute.tuple_add' op computes a result that overflows its i32 leaf at run time"
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[NO1:.*]] = arith.xori %[[O1]], %[[T]] : i1
// CHECK-NEXT:    cf.assert %[[NO1]], "'cute.tuple_add' op computes an intermediate value that overflows int64 at run time"
// CHECK-NEXT:    cute.make_int_tuple(%[[N0]], %[[S1]]) : (i32, i64) -> !cute.int_tuple<"(?,?{i64})">
// CHECK:         arith.subi
// CHECK:         arith.subi
// CHECK:         cute.make_int_tuple({{.*}}) : (i32, i64) -> !cute.int_tuple<"(?,?{i64})">
// CHECK:         %[[L0:.*]] = arith.cmpi slt, {{.*}} : i64
// CHECK:         %[[L1:.*]] = arith.cmpi slt, {{.*}} : i64
// CHECK-NEXT:    %[[LT:.*]] = arith.andi %[[L0]], %[[L1]] : i1
// CHECK:         %[[E0:.*]] = arith.cmpi eq, {{.*}} : i64
// CHECK:         %[[E1:.*]] = arith.cmpi eq, {{.*}} : i64
// CHECK-NEXT:    %[[EQ:.*]] = arith.andi %[[E0]], %[[E1]] : i1
// CHECK:         cute.print(%[[LT]]) : i1
// CHECK-NEXT:    cute.print(%[[EQ]]) : i1
func.func @tuple_arith(%a: !cute.int_tuple<"(?,2)">, %b: !cute.int_tuple<"(3,?{i64})">) {
  %s = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?{i64})">) -> !cute.int_tuple<"(?,?{i64})">
  %d = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?{i64})">) -> !cute.int_tuple<"(?,?{i64})">
  %e = cute.elem_less(%a, %b) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?{i64})">) -> i1
  %q = cute.equal(%a, %b) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?{i64})">) -> i1
  cute.print(%s) : !cute.int_tuple<"(?,?{i64})">
  cute.print(%d) : !cute.int_tuple<"(?,?{i64})">
  cute.print(%e) : i1
  cute.print(%q) : i1
  return
}

// shape_div is int_tuple.hpp's (a + b - 1) / b. A run-time divisor is
// asserted non-zero first: sdiv by zero is undefined behaviour in LLVM.
// CHECK-LABEL: func.func @shape_div
// CHECK:         %[[V:.*]] = cute.get_scalars<{only_dynamic}> (%arg1)
// CHECK:         %[[V64:.*]] = arith.extsi %[[V]] : i32 to i64
// CHECK:         %[[S:.*]] = arith.addi
// CHECK:         %[[T:.*]] = arith.subi %[[S]]
// CHECK:         %[[Z:.*]] = arith.constant 0 : i64
// CHECK:         %[[NZ:.*]] = arith.cmpi ne, %[[V64]], %[[Z]] : i64
// CHECK-NEXT:    cf.assert %[[NZ]], "'cute.shape_div' op divides by zero at run time"
// CHECK-NEXT:    arith.divsi %[[T]], %[[V64]]
// CHECK:         cute.make_shape({{.*}}) : (i32) -> !cute.shape<"(?,2)">
func.func @shape_div(%a: !cute.shape<"(?,8)">, %b: !cute.shape<"(?,4)">) {
  %x = cute.shape_div(%a, %b) : (!cute.shape<"(?,8)">, !cute.shape<"(?,4)">) -> !cute.shape<"(?,2)">
  cute.print(%x) : !cute.shape<"(?,2)">
  return
}

// slice keeps the `_` modes of a layout; no arithmetic is needed.
// CHECK-LABEL: func.func @slice
// CHECK:         %[[V:.*]]:3 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(?,4,?):(1,?,8)">
// CHECK-NEXT:    %[[S:.*]] = cute.make_shape(%[[V]]#0, %[[V]]#1) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK-NEXT:    %[[D:.*]] = cute.static : !cute.stride<"(1,8)">
// CHECK-NEXT:    cute.make_layout(%[[S]], %[[D]])
func.func @slice(%l: !cute.layout<"(?,4,?):(1,?,8)">, %c: !cute.coord<"(_,1,_)">) {
  %a = cute.slice(%l, %c) : !cute.layout<"(?,4,?):(1,?,8)">, !cute.coord<"(_,1,_)">
  cute.print(%a) : !cute.layout<"(?,?):(1,8)">
  return
}

// make_ordered_layout on a dynamic shape: strides are running products.
// The product past the last extent, which no stride holds, is computed as
// C++ computes it, and only its overflow check is kept (asserted after the
// result, as every intermediate's); the rest of the unused arithmetic is
// erased.
// CHECK-LABEL: func.func @ordered
// CHECK:         %[[V:.*]]:2 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.shape<"(?,4,?)">
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i64
// CHECK-NEXT:    %[[V1:.*]] = arith.extsi %[[V]]#1 : i32 to i64
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[C4]], %[[V1]] : i64
// CHECK-NEXT:    %[[V0:.*]] = arith.extsi %[[V]]#0 : i32 to i64
// CHECK-NEXT:    %[[LOW:.*]], %[[HIGH:.*]] = arith.mulsi_extended %[[M]], %[[V0]] : i64
// CHECK:         %[[S:.*]] = cute.make_shape(%[[V]]#0, %[[V]]#1) : (i32, i32) -> !cute.shape<"(?,4,?)">
// CHECK-NEXT:    %[[N:.*]] = arith.trunci %[[M]] : i64 to i32
// CHECK:         %[[D:.*]] = cute.make_stride(%[[N]]) : (i32) -> !cute.stride<"(?,1,4)">
// CHECK-NEXT:    %[[L:.*]] = cute.make_layout(%[[S]], %[[D]])
// CHECK:         cf.assert %{{.*}}, "'cute.make_ordered_layout' op computes an intermediate value that overflows int64 at run time"
// CHECK-NEXT:    cute.print(%[[L]])
func.func @ordered(%s: !cute.shape<"(?,4,?)">, %o: !cute.int_tuple<"(2,0,1)">) {
  %a = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(?,4,?)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(?,4,?):(?,1,4)">
  cute.print(%a) : !cute.layout<"(?,4,?):(?,1,4)">
  return
}

// Composed accessors rebuild the declared part.
// CHECK-LABEL: func.func @composed_get
// CHECK:         %[[V:.*]]:2 = cute.get_scalars<{only_dynamic}> (%arg0)
// CHECK-NEXT:    %[[SW:.*]] = cute.static : !cute.swizzle<"S<2,2,2>">
// CHECK-NEXT:    %[[O:.*]] = cute.make_int_tuple(%[[V]]#0) : (i32) -> !cute.int_tuple<"?">
// CHECK-NEXT:    %[[S:.*]] = cute.make_shape(%[[V]]#1) : (i32) -> !cute.shape<"?">
// CHECK-NEXT:    %[[D:.*]] = cute.static : !cute.stride<"1">
// CHECK-NEXT:    %[[B:.*]] = cute.make_layout(%[[S]], %[[D]])
// CHECK-NEXT:    cute.make_composed_layout(%[[SW]], %[[O]], %[[B]]) : (!cute.swizzle<"S<2,2,2>">, !cute.int_tuple<"?">, !cute.layout<"?:1">) -> !cute.composed_layout<"S<2,2,2> o ? o ?:1">
func.func @composed_get(%cl: !cute.composed_layout<"S<2,2,2> o ? o (4,?):(2,1)">) {
  %m = cute.get<[1]>(%cl) : !cute.composed_layout<"S<2,2,2> o ? o (4,?):(2,1)"> -> !cute.composed_layout<"S<2,2,2> o ? o ?:1">
  cute.print(%m) : !cute.composed_layout<"S<2,2,2> o ? o ?:1">
  return
}

// A chain: the second op reads the first one's scalars from its
// constructors, with no get_scalars round trip; the first op's constructors
// are then dead and erased.
// CHECK-LABEL: func.func @chain
// CHECK:         %[[V:.*]]:3 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(?,(4,?)):(1,(?,8))">
// CHECK-NOT:     cute.make_layout
// CHECK-NOT:     cute.get_scalars
// CHECK:         %[[I:.*]] = arith.extsi %arg1 : i32 to i64
// CHECK:         %[[R:.*]] = arith.remsi %[[I]], %{{.*}} : i64
// CHECK-NEXT:    %[[D:.*]] = arith.extsi %[[V]]#2 : i32 to i64
// CHECK-NEXT:    arith.muli %[[R]], %[[D]] : i64
// CHECK-NOT:     cute.get_scalars
// CHECK:         return
func.func @chain(%l: !cute.layout<"(?,(4,?)):(1,(?,8))">, %i: i32) {
  %m = cute.get<[1]>(%l) : !cute.layout<"(?,(4,?)):(1,(?,8))"> -> !cute.layout<"(4,?):(?,8)">
  %c = cute.make_coord(%i) : (i32) -> !cute.coord<"?">
  %x = cute.crd2idx(%c, %m) : (!cute.coord<"?">, !cute.layout<"(4,?):(?,8)">) -> !cute.int_tuple<"?">
  cute.print(%x) : !cute.int_tuple<"?">
  return
}

// The layouts of atoms are static: get_layout_tv becomes cute.static, and
// the atoms, unused then, are erased.
!mma = !cute.mma_atom<!cute_nvgpu.sm80.mma, shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32>
!tiled = !cute.tiled_mma<!mma, atom_layout = "1:0">
// CHECK-LABEL: func.func @atom_layouts(
// CHECK-NOT: cute.make_
// CHECK: cute.static : !cute.layout<"((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))">
// CHECK-NOT: cute.make_
// CHECK: return
func.func @atom_layouts() {
  %a = cute.make_atom : !mma
  %t = cute.make_tiled_mma(%a) : !mma -> !tiled
  %c = cute.get_layout_tv<"C"> (%t) : !tiled -> !cute.layout<"((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))">
  cute.print(%c) : !cute.layout<"((4,8),((2,2),(1,1))):((32,1),((16,8),(0,0)))">
  return
}
