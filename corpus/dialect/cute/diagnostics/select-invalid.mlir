// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @mode_out_of_range() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.select' op Invalid results for select(). Modes: [0, 3]}}
  %g = cute.select<[0, 3]>(%l) : !cute.layout<"(4,8,2):(1,4,32)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @mode_negative() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.select' op Invalid results for select(). Modes: [-1]}}
  %g = cute.select<[-1]>(%l) : !cute.layout<"(4,8,2):(1,4,32)"> -> !cute.layout<"2:32">
  return
}

// -----

func.func @tuple_mode_out_of_range() {
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{Invalid results for select(). Modes: [1, 0, 2]}}
  %g = cute.select<[1, 0, 2]>(%s) : !cute.shape<"(4,8)"> -> !cute.shape<"(8,4)">
  return
}

// -----

func.func @swizzle_input() {
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  // expected-error @+1 {{'cute.select' op expects a tuple, layout, composed_layout or tile operand but got '!cute.swizzle<"S<3,4,3>">'}}
  %g = cute.select<[0]>(%s) : !cute.swizzle<"S<3,4,3>"> -> !cute.swizzle<"S<3,4,3>">
  return
}

// -----

func.func @result_class() {
  %s = cute.static : !cute.shape<"(4,8,2)">
  // expected-error @+1 {{'cute.select' op expects the result to be a !cute.shape but got '!cute.layout<"4:1">'}}
  %g = cute.select<[0]>(%s) : !cute.shape<"(4,8,2)"> -> !cute.layout<"4:1">
  return
}

// -----

func.func @declared_mismatch() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.select' op declared result type '!cute.layout<"(4,2):(1,32)">' does not match the inferred value "(2,4):(32,1)"}}
  %g = cute.select<[2, 0]>(%l) : !cute.layout<"(4,8,2):(1,4,32)"> -> !cute.layout<"(4,2):(1,32)">
  return
}

// -----

// Seed 001's mode-list helper rejects repeated modes.
func.func @repeated(%i: !cute.int_tuple<"(7,8,9)">) {
  // expected-error @+1 {{'cute.select' op Invalid results for select(). Modes: [2, 2, 0]}}
  %r = cute.select<[2, 2, 0]> (%i) : !cute.int_tuple<"(7,8,9)"> -> !cute.int_tuple<"(9,9,7)">
  return
}
