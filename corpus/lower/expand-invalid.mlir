// RUN: cute-opt %s --cute-expand -split-input-file -verify-diagnostics

// Ops whose result structure depends on run-time values are rejected when
// they have dynamic leaves; nothing is rewritten.
func.func @composition(%a: !cute.layout<"(?,4):(1,?)">, %b: !cute.layout<"4:2">) {
  // expected-error @+1 {{'cute.composition' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"4:2">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}

// -----

func.func @complement(%a: !cute.layout<"(4,?):(1,4)">) {
  // expected-error @+1 {{'cute.complement' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.complement(%a) : (!cute.layout<"(4,?):(1,4)">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}

// -----

func.func @logical_divide(%a: !cute.layout<"(?,8):(1,?)">, %t: !cute.tile<"[2:1;4:1]">) {
  // expected-error @+1 {{'cute.logical_divide' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(?,8):(1,?)">, !cute.tile<"[2:1;4:1]">) -> !cute.layout<"((2,?),(4,2)):((1,?),(?,?))">
  cute.print(%r) : !cute.layout<"((2,?),(4,2)):((1,?),(?,?))">
  return
}

// -----

func.func @recast_layout(%cl: !cute.composed_layout<"S<3,4,3> o 0 o (16,?):(1,?)">) {
  // expected-error @+1 {{'cute.recast_layout' op with dynamic leaves is not supported by --cute-expand: its result structure depends on run-time values}}
  %r = cute.recast_layout<16, 8> (%cl) : !cute.composed_layout<"S<3,4,3> o 0 o (16,?):(1,?)"> -> !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)">
  cute.print(%r) : !cute.composed_layout<"S<3,3,3> o 0 o (8,?):(1,?)">
  return
}

// -----

// The verifier cannot check a declared type when interp/core cannot infer
// one from dynamic operands; the expansion checks the structure it computes.
func.func @declared_mismatch(%i: !cute.int_tuple<"?">, %s: !cute.shape<"(4,?)">) {
  // expected-error @+1 {{'cute.idx2crd' op declared result type '!cute.coord<"?">' does not match the expansion: it has a leaf "?" where a tuple of rank 2 was computed}}
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"?">, !cute.shape<"(4,?)">) -> !cute.coord<"?">
  cute.print(%r) : !cute.coord<"?">
  return
}

// -----

func.func @not_congruent(%a: !cute.int_tuple<"?">, %b: !cute.int_tuple<"(2,?)">) {
  // expected-error @+1 {{'cute.elem_less' op cannot be expanded: elem_less of non-congruent operands}}
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"(2,?)">) -> i1
  cute.print(%r) : i1
  return
}
