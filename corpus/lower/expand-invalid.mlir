// RUN: cute-opt %s --cute-expand -split-input-file -verify-diagnostics

// Ops on dynamic tiles other than the structural accessors and tiler
// operands are rejected; nothing is rewritten.
func.func @size_of_dynamic_tile(%t: !cute.tile<"[?:1;4:1]">) {
  // expected-error @+1 {{'cute.size' op on a tile with dynamic leaves is not supported by --cute-expand (only get, select, get_leaves, get_layouts_from_tile, and the tiler operand of ceil_div, composition, the divides, the products and local_tile/local_partition)}}
  %r = cute.size(%t) : (!cute.tile<"[?:1;4:1]">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}

// -----

// C++ orders a complement's modes by stride at compile time: run-time
// strides are only allowed for a rank-1 (filtered) layout.
func.func @complement_dynamic_strides(%a: !cute.layout<"(4,2):(?,?)">) {
  // expected-error @+1 {{'cute.complement' op cannot be expanded: complement needs static integer strides (or a rank-1 layout)}}
  %r = cute.complement(%a) : (!cute.layout<"(4,2):(?,?)">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}

// -----

// A static extent and a static stride that violate C++'s (compile-time)
// stride divisibility condition; the verifier accepts the dynamic operand.
func.func @composition_divisibility(%a: !cute.layout<"(4,?):(1,?)">, %b: !cute.layout<"2:6">) {
  // expected-error @+1 {{'cute.composition' op cannot be expanded: composition: stride divisibility condition fails for stride 6 and shape 4}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(4,?):(1,?)">, !cute.layout<"2:6">) -> !cute.layout<"?:?">
  cute.print(%r) : !cute.layout<"?:?">
  return
}

// -----

func.func @not_congruent(%a: !cute.int_tuple<"?">, %b: !cute.int_tuple<"(2,?)">) {
  // expected-error @+1 {{'cute.elem_less' op cannot be expanded: elem_less of non-congruent operands}}
  %r = cute.elem_less(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"(2,?)">) -> i1
  cute.print(%r) : i1
  return
}
