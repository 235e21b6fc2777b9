// RUN: cute-opt %s --cute-fold-static | FileCheck %s

// A pure op with a fully static result becomes cute.static; the static
// operand it no longer uses is dead and removed.
// CHECK-LABEL: func.func @static_result
// CHECK-NEXT:    %[[S:.*]] = cute.static : !cute.int_tuple<"32">
// CHECK-NEXT:    cute.print(%[[S]]) : !cute.int_tuple<"32">
// CHECK-NEXT:    return
func.func @static_result() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  %s = cute.size(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  cute.print(%s) : !cute.int_tuple<"32">
  return
}

// A chain of algebra ops: only the last value, now static, survives.
// CHECK-LABEL: func.func @chain
// CHECK-NOT:     cute.logical_divide
// CHECK-NOT:     cute.get
// CHECK:         %[[G:.*]] = cute.static : !cute.layout<"(2,4):(1,2)">
// CHECK-NOT:     cute.logical_divide
// CHECK-NEXT:    cute.print(%[[G]]) : !cute.layout<"(2,4):(1,2)">
// CHECK-NEXT:    return
func.func @chain() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %t = cute.static : !cute.tile<"[2:1;3:1]">
  %d = cute.logical_divide(%a, %t) : (!cute.layout<"(8,6):(1,8)">, !cute.tile<"[2:1;3:1]">) -> !cute.layout<"((2,4),(3,2)):((1,2),(8,24))">
  %m = cute.get<[0]>(%d) : !cute.layout<"((2,4),(3,2)):((1,2),(8,24))"> -> !cute.layout<"(2,4):(1,2)">
  cute.print(%m) : !cute.layout<"(2,4):(1,2)">
  return
}

// A static result computed from a dynamic operand folds too; the dynamic
// producer stays only while something else uses it.
// CHECK-LABEL: func.func @static_from_dynamic
// CHECK-NOT:     cute.make_shape
// CHECK-NOT:     cute.size
// CHECK:         %[[E:.*]] = cute.static : !cute.int_tuple<"8">
// CHECK-NEXT:    cute.print(%[[E]]) : !cute.int_tuple<"8">
func.func @static_from_dynamic(%x: i32) {
  %s = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,8)">
  %e = cute.size<[1]>(%s) : (!cute.shape<"(?,8)">) -> !cute.int_tuple<"8">
  cute.print(%e) : !cute.int_tuple<"8">
  return
}

// Ops with dynamic results stay, and cute.print stays.
// CHECK-LABEL: func.func @dynamic_stays
// CHECK:         %[[D:.*]] = cute.make_shape(%{{.*}}) : (i32) -> !cute.shape<"(?,8)">
// CHECK-NEXT:    %[[P:.*]] = cute.tuple_product(%[[D]]) : (!cute.shape<"(?,8)">) -> !cute.shape<"?">
// CHECK-NEXT:    cute.print(%[[P]]) : !cute.shape<"?">
// CHECK-NEXT:    return
func.func @dynamic_stays(%x: i32) {
  %d = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,8)">
  %p = cute.tuple_product(%d) : (!cute.shape<"(?,8)">) -> !cute.shape<"?">
  cute.print(%p) : !cute.shape<"?">
  return
}

// Dead pure ops are removed, static or not; print keeps its operand alive.
// CHECK-LABEL: func.func @dead_removed
// CHECK-NOT:     cute.cosize
// CHECK-NOT:     cute.make_coord
// CHECK-NOT:     cute.coalesce
// CHECK:         %[[L:.*]] = cute.static : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT:    cute.print(%[[L]]) : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT:    return
func.func @dead_removed(%x: i32) {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  %dead = cute.cosize(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  %c = cute.make_coord(%x) : (i32) -> !cute.coord<"(?,_)">
  %co = cute.coalesce(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  cute.print(%a) : !cute.layout<"(4,8):(1,4)">
  return
}

// equal / elem_less / tuple_eq on static operands become arith constants.
// CHECK-LABEL: func.func @predicates
// CHECK-NOT:     cute.elem_less
// CHECK-NOT:     cute.equal
// CHECK-NOT:     cute.tuple_eq
// CHECK-NOT:     cute.static
// CHECK:         %[[LT:.*]] = arith.constant true
// CHECK-NEXT:    %[[EQ:.*]] = arith.constant false
// CHECK-NEXT:    %[[TE:.*]] = arith.constant true
// CHECK-NEXT:    %[[A:.*]] = arith.andi %[[LT]], %[[EQ]] : i1
// CHECK-NEXT:    %[[O:.*]] = arith.ori %[[A]], %[[TE]] : i1
// CHECK-NEXT:    return %[[O]] : i1
func.func @predicates() -> i1 {
  %i1 = cute.static : !cute.int_tuple<"(1,2)">
  %i2 = cute.static : !cute.int_tuple<"(3,4)">
  %lt = cute.elem_less(%i1, %i2) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(3,4)">) -> i1
  %eq = cute.equal(%i1, %i2) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(3,4)">) -> i1
  %te = cute.tuple_eq(%i1, %i1) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(1,2)">) -> i1
  %a = arith.andi %lt, %eq : i1
  %o = arith.ori %a, %te : i1
  return %o : i1
}

// Two layouts compare equal; elem_less false when a leaf is not below.
// CHECK-LABEL: func.func @predicates_layouts
// CHECK-DAG:     arith.constant true
// CHECK-DAG:     arith.constant false
// CHECK-NOT:     cute.
// CHECK:         return
func.func @predicates_layouts() -> (i1, i1) {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  %b = cute.static : !cute.layout<"(4,8):(1,4)">
  %eq = cute.equal(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  %i1 = cute.static : !cute.int_tuple<"(5,2)">
  %i2 = cute.static : !cute.int_tuple<"(3,4)">
  %lt = cute.elem_less(%i1, %i2) : (!cute.int_tuple<"(5,2)">, !cute.int_tuple<"(3,4)">) -> i1
  return %eq, %lt : i1, i1
}

// Predicates on dynamic operands stay.
// CHECK-LABEL: func.func @predicate_dynamic
// CHECK:         %[[D:.*]] = cute.make_int_tuple(%{{.*}}) : (i32) -> !cute.int_tuple<"(?,2)">
// CHECK:         %[[E:.*]] = cute.equal(%[[D]], %{{.*}}) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(1,2)">) -> i1
// CHECK-NOT:     arith.constant
// CHECK:         return %[[E]] : i1
func.func @predicate_dynamic(%x: i32) -> i1 {
  %d = cute.make_int_tuple(%x) : (i32) -> !cute.int_tuple<"(?,2)">
  %s = cute.static : !cute.int_tuple<"(1,2)">
  %e = cute.equal(%d, %s) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(1,2)">) -> i1
  return %e : i1
}

// Non-cute results (get_scalars' integers) are left alone.
// CHECK-LABEL: func.func @scalars_stay
// CHECK:         cute.get_scalars
// CHECK:         return
func.func @scalars_stay(%x: i32) -> i32 {
  %d = cute.make_int_tuple(%x) : (i32) -> !cute.int_tuple<"(?,2)">
  %v:2 = cute.get_scalars(%d) : !cute.int_tuple<"(?,2)">
  return %v#0 : i32
}
