// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @tuple_input() {
  %o = cute.static : !cute.int_tuple<"2">
  // expected-error @+1 {{'cute.get_shape' op expects `input` to be a layout or a view, got '!cute.int_tuple<"2">'}}
  %g = cute.get_shape(%o) : !cute.int_tuple<"2"> -> !cute.shape<"2">
  return
}

// -----

func.func @get_stride_swizzle() {
  %sw = cute.static : !cute.swizzle<"S<3,5,4>">
  // expected-error @+1 {{'cute.get_stride' op expects `input` to be a layout or a view, got '!cute.swizzle<"S<3,5,4>">'}}
  %g = cute.get_stride(%sw) : !cute.swizzle<"S<3,5,4>"> -> !cute.stride<"2">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  // expected-error @+1 {{'cute.get_shape' op declared result type '!cute.shape<"(4,6)">' does not match the inferred value "(4,5)"}}
  %g = cute.get_shape(%a) : !cute.layout<"(4,5):(1,4)"> -> !cute.shape<"(4,6)">
  return
}

// -----

func.func @tile_underscore(%t: !cute.tile<"[(4,8):(1,4);_]">) {
  // expected-error @+1 {{'cute.get_shape' op cannot take the shape (get_shape: an underscore slot of a tile has no shape)}}
  %s = cute.get_shape(%t) : !cute.tile<"[(4,8):(1,4);_]"> -> !cute.shape<"((4,8),1)">
  return
}
