// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @shape_block() {
  %a = cute.static : !cute.shape<"(2,2)">
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.tile_to_shape' op invalid input types for tile_to_shape, got '!cute.shape<"(2,2)">', '!cute.shape<"(4,8)">'}}
  %g = cute.tile_to_shape(%a, %s) : (!cute.shape<"(2,2)">, !cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @coord_target() {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.static : !cute.coord<"(4,8)">
  // expected-error @+1 {{'cute.tile_to_shape' op invalid input types for tile_to_shape, got '!cute.layout<"(2,2):(1,2)">', '!cute.coord<"(4,8)">'}}
  %g = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.coord<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @block_rank_exceeds_target() {
  %a = cute.static : !cute.layout<"(2,2,2):(1,2,4)">
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.tile_to_shape' op Target and kernel shapes must be congruent.}}
  %g = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2,2):(1,2,4)">, !cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @order_rank() {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.static : !cute.shape<"(4,8)">
  %o = cute.static : !cute.int_tuple<"(1,0,2)">
  // expected-error @+1 {{'cute.tile_to_shape' op expects target shape and order operands have same rank, but got '!cute.shape<"(4,8)">' and '!cute.int_tuple<"(1,0,2)">'}}
  %g = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">, !cute.int_tuple<"(1,0,2)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @order_not_tuple() {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.static : !cute.shape<"(4,8)">
  %o = cute.static : !cute.layout<"(2,1):(1,1)">
  // expected-error @+1 {{'cute.tile_to_shape' op expects target shape and order operands have same rank, but got '!cute.shape<"(4,8)">' and '!cute.layout<"(2,1):(1,1)">'}}
  %g = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">, !cute.layout<"(2,1):(1,1)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @dynamic_order(%x: i32) {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.static : !cute.shape<"(4,8)">
  %o = cute.make_int_tuple(%x) : (i32) -> !cute.int_tuple<"(?,0)">
  // expected-error @+1 {{'cute.tile_to_shape' op expects only static order modes, but got '!cute.int_tuple<"(?,0)">'}}
  %g = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">, !cute.int_tuple<"(?,0)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @block_does_not_divide() {
  %a = cute.static : !cute.layout<"(3,2):(1,3)">
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.tile_to_shape' op cannot tile the block to the shape (tile_to_shape: block shape (3,2) does not divide the target shape (4,8))}}
  %g = cute.tile_to_shape(%a, %s) : (!cute.layout<"(3,2):(1,3)">, !cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.tile_to_shape' op expects the result to be a !cute.layout but got '!cute.shape<"(4,8)">'}}
  %g = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">) -> !cute.shape<"(4,8)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.tile_to_shape' op declared result type '!cute.layout<"(4,8):(1,4)">' does not match the inferred value "((2,2),(2,4)):((1,4),(2,8))"}}
  %g = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}
