// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @inner_layout_mismatch() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %o = cute.static : !cute.int_tuple<"2">
  %b = cute.static : !cute.layout<"(2,3):(1,2)">
  // expected-error @+1 {{'cute.make_composed_layout' op inner operand '!cute.layout<"(4,5):(1,4)">' does not match the result's inner "(4,6):(1,4)"}}
  %c = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,6):(1,4) o 2 o (2,3):(1,2)">
  return
}

// -----

func.func @inner_layout_for_swizzle() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %o = cute.static : !cute.int_tuple<"0">
  %b = cute.static : !cute.layout<"(8,4):(1,8)">
  // expected-error @+1 {{'cute.make_composed_layout' op inner operand '!cute.layout<"(4,5):(1,4)">' does not match the result's inner "S<3,5,4>"}}
  %c = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  return
}

// -----

func.func @inner_swizzle_for_layout() {
  %sw = cute.static : !cute.swizzle<"S<3,5,4>">
  %o = cute.static : !cute.int_tuple<"0">
  %b = cute.static : !cute.layout<"(8,4):(1,8)">
  // expected-error @+1 {{'cute.make_composed_layout' op inner operand '!cute.swizzle<"S<3,5,4>">' does not match the result's inner "(4,5):(1,4)"}}
  %c = cute.make_composed_layout(%sw, %o, %b) : (!cute.swizzle<"S<3,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"(4,5):(1,4) o 0 o (8,4):(1,8)">
  return
}

// -----

func.func @swizzle_params() {
  %sw = cute.static : !cute.swizzle<"S<2,5,4>">
  %o = cute.static : !cute.int_tuple<"0">
  %b = cute.static : !cute.layout<"(8,4):(1,8)">
  // expected-error @+1 {{'cute.make_composed_layout' op inner operand '!cute.swizzle<"S<2,5,4>">' does not match the result's inner "S<3,5,4>"}}
  %c = cute.make_composed_layout(%sw, %o, %b) : (!cute.swizzle<"S<2,5,4>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"S<3,5,4> o 0 o (8,4):(1,8)">
  return
}

// -----

func.func @offset_mismatch() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %o = cute.static : !cute.int_tuple<"0">
  %b = cute.static : !cute.layout<"(2,3):(1,2)">
  // expected-error @+1 {{'cute.make_composed_layout' op offset operand '!cute.int_tuple<"0">' does not match the result's offset "2"}}
  %c = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"0">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// -----

func.func @outer_mismatch() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %o = cute.static : !cute.int_tuple<"2">
  %b = cute.static : !cute.layout<"(8,4):(1,8)">
  // expected-error @+1 {{'cute.make_composed_layout' op outer operand '!cute.layout<"(8,4):(1,8)">' does not match the result's outer "(2,3):(1,2)"}}
  %c = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// -----

func.func @shape_offset() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %s = cute.static : !cute.shape<"2">
  %b = cute.static : !cute.layout<"(2,3):(1,2)">
  // expected-error @+1 {{'cute.make_composed_layout' op expects the offset operand to be an int_tuple, but got '!cute.shape<"2">'}}
  %c = cute.make_composed_layout(%a, %s, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.shape<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// -----

func.func @shape_inner() {
  %s = cute.static : !cute.shape<"2">
  %o = cute.static : !cute.int_tuple<"2">
  %b = cute.static : !cute.layout<"(2,3):(1,2)">
  // expected-error @+1 {{'cute.make_composed_layout' op expects the inner operand to be a layout or a swizzle, but got '!cute.shape<"2">'}}
  %c = cute.make_composed_layout(%s, %o, %b) : (!cute.shape<"2">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// -----

func.func @swizzle_outer() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %o = cute.static : !cute.int_tuple<"2">
  %sw = cute.static : !cute.swizzle<"S<3,5,4>">
  // expected-error @+1 {{'cute.make_composed_layout' op expects the outer operand to be a layout, but got '!cute.swizzle<"S<3,5,4>">'}}
  %c = cute.make_composed_layout(%a, %o, %sw) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.swizzle<"S<3,5,4>">) -> !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  return
}

// -----

func.func @wrong_result_kind() {
  %a = cute.static : !cute.layout<"(4,5):(1,4)">
  %o = cute.static : !cute.int_tuple<"2">
  %b = cute.static : !cute.layout<"(2,3):(1,2)">
  // expected-error @+1 {{'cute.make_composed_layout' op expects a result of type composed_layout but got '!cute.layout<"(2,3):(1,2)">'}}
  %c = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,5):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @make_swizzle_mismatch() {
  // expected-error @+1 {{'cute.make_swizzle' op declared result type '!cute.swizzle<"S<3,5,3>">' does not match the attributes "S<3,5,4>"}}
  %g = cute.make_swizzle<3, 5, 4> : !cute.swizzle<"S<3,5,3>">
  return
}
