// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The spec's product gates, in order: input kind, tiler kind, integer
// tiler strides, a static input (the layout, or B of a composed layout),
// a static tiler when the input has scaled-basis strides; then the algebra.

func.func @input_kind(%a: !cute.shape<"(4,8)">) {
  %b = cute.static : !cute.layout<"(2,4):(1,2)">
  // expected-error @+1 {{'cute.logical_product' op invalid input type, got '!cute.shape<"(4,8)">'}}
  %r = cute.logical_product(%a, %b) : (!cute.shape<"(4,8)">, !cute.layout<"(2,4):(1,2)">) -> !cute.shape<"(4,8)">
  return
}

// -----

func.func @tiler_kind(%a: !cute.layout<"(4,8):(1,4)">) {
  %b = cute.static : !cute.shape<"(2,4)">
  // expected-error @+1 {{'cute.blocked_product' op invalid tiler type, got'!cute.shape<"(2,4)">'}}
  %r = cute.blocked_product(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(2,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @basis_tiler(%a: !cute.layout<"(4,8):(1,4)">) {
  %b = cute.static : !cute.layout<"(2,4):(1@0,1@1)">
  // expected-error @+1 {{'cute.raked_product' op expects tiler stride to be integer-only (scaled-basis strides like 'N@M' are not supported)}}
  %r = cute.raked_product(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(2,4):(1@0,1@1)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @dynamic_shape(%a: !cute.layout<"(?,8):(1,4)">) {
  %b = cute.static : !cute.layout<"(2,4):(1,2)">
  // expected-error @+1 {{'cute.logical_product' op expects input to be static}}
  %r = cute.logical_product(%a, %b) : (!cute.layout<"(?,8):(1,4)">, !cute.layout<"(2,4):(1,2)">) -> !cute.layout<"(?,8):(1,4)">
  return
}

// -----

func.func @dynamic_stride(%a: !cute.layout<"?:?">) {
  %b = cute.static : !cute.layout<"(2,5):(1,2)">
  // expected-error @+1 {{'cute.zipped_product' op expects input to be static}}
  %r = cute.zipped_product(%a, %b) : (!cute.layout<"?:?">, !cute.layout<"(2,5):(1,2)">) -> !cute.layout<"?:?">
  return
}

// -----

// Only B of a composed input must be static: a run-time offset or A is
// fine (see ops/logical_product.mlir), a run-time B is not.
func.func @dynamic_b(%a: !cute.composed_layout<"S<3,4,3> o 0 o (?,?):(?,?)">) {
  %b = cute.static : !cute.layout<"(2,5):(1,2)">
  // expected-error @+1 {{'cute.tiled_product' op expects input to be static}}
  %r = cute.tiled_product(%a, %b) : (!cute.composed_layout<"S<3,4,3> o 0 o (?,?):(?,?)">, !cute.layout<"(2,5):(1,2)">) -> !cute.composed_layout<"S<3,4,3> o 0 o (?,?):(?,?)">
  return
}

// -----

func.func @basis_input_dynamic_tiler(%b: !cute.layout<"(2,?):(1,2)">) {
  %a = cute.static : !cute.layout<"(4,3):(1@0,1@1)">
  // expected-error @+1 {{'cute.flat_product' op expects tiler to be static when input has scaled-basis strides ('N@M')}}
  %r = cute.flat_product(%a, %b) : (!cute.layout<"(4,3):(1@0,1@1)">, !cute.layout<"(2,?):(1,2)">) -> !cute.layout<"(4,3):(1@0,1@1)">
  return
}
