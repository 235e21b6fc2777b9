// RUN: cute-opt %s --cute-expand -split-input-file -verify-diagnostics

// Ops on dynamic tiles other than the structural accessors and tiler
// operands are rejected; nothing is rewritten. (Structural errors with
// run-time leaves, such as a complement of run-time strides of rank 2 or a
// composition violating the static divisibility condition, are the
// verifier's: see dialect/cute/diagnostics.)
func.func @equal_of_dynamic_tiles(%t: !cute.tile<"[?:1;4:1]">) {
  // expected-error @+1 {{'cute.equal' op on a tile with dynamic leaves is not supported by --cute-expand (only get, select, get_leaves, get_layouts_from_tile, get_shape, and the tiler operand of ceil_div, composition, the divides, the products and local_tile/local_partition)}}
  %r = cute.equal(%t, %t) : (!cute.tile<"[?:1;4:1]">, !cute.tile<"[?:1;4:1]">) -> i1
  cute.print(%r) : i1
  return
}


// -----

// A static result that does not fit the declared i32 leaf stops the
// expansion rather than being wrapped into the constant.
func.func @static_result_overflows(%l: !cute.layout<"(?,4):(1,2147483648)">) {
  %c = cute.static : !cute.coord<"(0,1)">
  // expected-error @+1 {{'cute.crd2idx' op cannot be expanded: the result 2147483648 overflows its i32 leaf}}
  %x = cute.crd2idx(%c, %l) : (!cute.coord<"(0,1)">, !cute.layout<"(?,4):(1,2147483648)">) -> !cute.int_tuple<"?">
  cute.print(%x) : !cute.int_tuple<"?">
  return
}
