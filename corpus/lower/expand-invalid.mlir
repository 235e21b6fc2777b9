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

