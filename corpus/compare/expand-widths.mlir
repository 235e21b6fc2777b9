// --cute-expand with mixed leaf widths: i32 and i64 leaves are combined in
// i64; a result leaf is as wide as the widest source it is computed from
// (C++'s types: an i64 leaf times a static 0 is a static 0) or wider (the
// verifier rejects a declared i32 leaf that would truncate an i64 one).
// RUN: cute-run %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-interp %s | FileCheck --strict-whitespace --match-full-lines %s
// RUN: cute-run %s --compare > /dev/null

// size((3,(4,5000000000))) = 60000000000
func.func @size_i64(%t: !cute.int_tuple<"(?,(4,?{i64}))">) {
  %r = cute.size(%t) : (!cute.int_tuple<"(?,(4,?{i64}))">) -> !cute.int_tuple<"?{i64}">
  cute.print(%r) : !cute.int_tuple<"?{i64}">
  return
}

// tuple_add((3,2), (4,5000000000)) = (7,5000000002)
func.func @add_mixed(%a: !cute.int_tuple<"(?,2)">, %b: !cute.int_tuple<"(4,?{i64})">) {
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(4,?{i64})">) -> !cute.int_tuple<"(?,?{i64})">
  cute.print(%r) : !cute.int_tuple<"(?,?{i64})">
  return
}

// size((3,7)) with a 32-bit 3 and a 64-bit 7, declared 64-bit: 21
func.func @size_wide(%t: !cute.int_tuple<"(?,?{i64})">) {
  %r = cute.size(%t) : (!cute.int_tuple<"(?,?{i64})">) -> !cute.int_tuple<"?{i64}">
  cute.print(%r) : !cute.int_tuple<"?{i64}">
  return
}

// size((3,5)) of 32-bit leaves, declared 64-bit (widening is allowed): 15
func.func @size_widened(%t: !cute.int_tuple<"(?,?)">) {
  %r = cute.size(%t) : (!cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"?{i64}">
  cute.print(%r) : !cute.int_tuple<"?{i64}">
  return
}

// crd2idx(5, (4,3000000000):(1,4)) with a 64-bit extent: 1*1 + 1*4 = 5
func.func @crd2idx_i64(%c: !cute.coord<"?">, %l: !cute.layout<"(4,?{i64}):(1,4)">) {
  %r = cute.crd2idx(%c, %l) : (!cute.coord<"?">, !cute.layout<"(4,?{i64}):(1,4)">) -> !cute.int_tuple<"?{i64}">
  cute.print(%r) : !cute.int_tuple<"?{i64}">
  return
}

// tuple_add(3, 5000000000) of a 32-bit run-time 3 and a static 5000000000:
// C++'s int + C<5000000000L> is a long (g++: sizeof 8), so the verifier
// infers ?{i64}: 5000000003
func.func @add_wide_static(%a: !cute.int_tuple<"?">) {
  %b = cute.static : !cute.int_tuple<"5000000000">
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"5000000000">) -> !cute.int_tuple<"?{i64}">
  cute.print(%r) : !cute.int_tuple<"?{i64}">
  return
}

// cosize((3,2):(1,5000000000)): 2*1 + 1*5000000000 + 1 in a long, as C++
func.func @cosize_wide_static(%l: !cute.layout<"(?,2):(1,5000000000)">) {
  %r = cute.cosize(%l) : (!cute.layout<"(?,2):(1,5000000000)">) -> !cute.int_tuple<"?{i64}">
  cute.print(%r) : !cute.int_tuple<"?{i64}">
  return
}

func.func @main() {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %big = arith.constant 5000000000 : i64
  %c7 = arith.constant 7 : i64
  %e3 = arith.constant 3000000000 : i64
  %t = cute.make_int_tuple(%c3, %big) : (i32, i64) -> !cute.int_tuple<"(?,(4,?{i64}))">
  func.call @size_i64(%t) : (!cute.int_tuple<"(?,(4,?{i64}))">) -> ()
  %a = cute.make_int_tuple(%c3) : (i32) -> !cute.int_tuple<"(?,2)">
  %b = cute.make_int_tuple(%big) : (i64) -> !cute.int_tuple<"(4,?{i64})">
  func.call @add_mixed(%a, %b) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(4,?{i64})">) -> ()
  %u = cute.make_int_tuple(%c3, %c7) : (i32, i64) -> !cute.int_tuple<"(?,?{i64})">
  func.call @size_wide(%u) : (!cute.int_tuple<"(?,?{i64})">) -> ()
  %v = cute.make_int_tuple(%c3, %c5) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  func.call @size_widened(%v) : (!cute.int_tuple<"(?,?)">) -> ()
  %c = cute.make_coord(%c5) : (i32) -> !cute.coord<"?">
  %s = cute.make_shape(%e3) : (i64) -> !cute.shape<"(4,?{i64})">
  %d = cute.static : !cute.stride<"(1,4)">
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(4,?{i64})">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,?{i64}):(1,4)">
  func.call @crd2idx_i64(%c, %l) : (!cute.coord<"?">, !cute.layout<"(4,?{i64}):(1,4)">) -> ()
  %n = cute.make_int_tuple(%c3) : (i32) -> !cute.int_tuple<"?">
  func.call @add_wide_static(%n) : (!cute.int_tuple<"?">) -> ()
  %ws = cute.make_shape(%c3) : (i32) -> !cute.shape<"(?,2)">
  %wd = cute.static : !cute.stride<"(1,5000000000)">
  %wl = cute.make_layout(%ws, %wd) : (!cute.shape<"(?,2)">, !cute.stride<"(1,5000000000)">) -> !cute.layout<"(?,2):(1,5000000000)">
  func.call @cosize_wide_static(%wl) : (!cute.layout<"(?,2):(1,5000000000)">) -> ()
  return
}
// CHECK:60000000000
// CHECK-NEXT:(7,5000000002)
// CHECK-NEXT:21
// CHECK-NEXT:15
// CHECK-NEXT:5
// CHECK-NEXT:5000000003
// CHECK-NEXT:5000000003
