// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Seed 001's divide skeleton: tiler kind, input kind, tiler rank, then the
// algebra. Note "invalid tiler type, got" has no space before the type.

func.func @tiler_kind() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.coord<"(2,3)">
  // expected-error @+1 {{'cute.logical_divide' op invalid tiler type, got'!cute.coord<"(2,3)">'}}
  %g = cute.logical_divide(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.coord<"(2,3)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

// Tiler and input both bad: the tiler gate fires first.
func.func @tiler_gate_before_input_gate() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.coord<"(2,3)">
  // expected-error @+1 {{'cute.zipped_divide' op invalid tiler type, got'!cute.coord<"(2,3)">'}}
  %g = cute.zipped_divide(%a, %b) : (!cute.shape<"(8,6)">, !cute.coord<"(2,3)">) -> !cute.shape<"(8,6)">
  return
}

// -----

func.func @swizzle_tiler() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.swizzle<"S<3,4,3>">
  // expected-error @+1 {{'cute.flat_divide' op invalid tiler type, got'!cute.swizzle<"S<3,4,3>">'}}
  %g = cute.flat_divide(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.swizzle<"S<3,4,3>">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @input_kind() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.shape<"(2,3)">
  // expected-error @+1 {{'cute.flat_divide' op invalid input type, got '!cute.shape<"(8,6)">'}}
  %g = cute.flat_divide(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(2,3)">) -> !cute.shape<"(8,6)">
  return
}

// -----

// Input bad and tiler rank too large: the input gate fires first.
func.func @input_gate_before_rank_gate() {
  %a = cute.static : !cute.int_tuple<"8">
  %b = cute.static : !cute.shape<"(2,3,4)">
  // expected-error @+1 {{'cute.logical_divide' op invalid input type, got '!cute.int_tuple<"8">'}}
  %g = cute.logical_divide(%a, %b) : (!cute.int_tuple<"8">, !cute.shape<"(2,3,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @rank_tile() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.tile<"[2:1;3:1;2:1]">
  // expected-error @+1 {{'cute.logical_divide' op expects rank(tiler) <= rank(input), but got input=2 and tiler=3}}
  %g = cute.logical_divide(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.tile<"[2:1;3:1;2:1]">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @rank_shape() {
  %a = cute.static : !cute.layout<"8:1">
  %b = cute.static : !cute.shape<"(2,3)">
  // expected-error @+1 {{'cute.zipped_divide' op expects rank(tiler) <= rank(input), but got input=1 and tiler=2}}
  %g = cute.zipped_divide(%a, %b) : (!cute.layout<"8:1">, !cute.shape<"(2,3)">) -> !cute.layout<"8:1">
  return
}

// -----

// The algebra fails on static operands (shape divisibility in the
// composition with the nested first mode).
func.func @algebra_fails() {
  %a = cute.static : !cute.layout<"((4,5),8):((1,8),40)">
  %b = cute.static : !cute.shape<"(6,8)">
  // expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of '!cute.layout<"((4,5),8):((1,8),40)">' by '!cute.shape<"(6,8)">'}}
  %g = cute.logical_divide(%a, %b) : (!cute.layout<"((4,5),8):((1,8),40)">, !cute.shape<"(6,8)">) -> !cute.layout<"((6,8),2,1):((1,6),4,0)">
  return
}

// -----

func.func @zero_tiler() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  %b = cute.static : !cute.shape<"(0,8)">
  // expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of '!cute.layout<"(4,8):(1,4)">' by '!cute.shape<"(0,8)">'}}
  %g = cute.logical_divide(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"(0,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// The declared result is not of the input's class.
func.func @result_class() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.shape<"(2,3)">
  // expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of '!cute.layout<"(8,6):(1,8)">' by '!cute.shape<"(2,3)">'}}
  %g = cute.logical_divide(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.shape<"(2,3)">) -> !cute.shape<"(8,6)">
  return
}

// -----

func.func @composed_input_algebra_fails() {
  %a = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(1,8)">
  %b = cute.static : !cute.shape<"(5,3)">
  // expected-error @+1 {{'cute.zipped_divide' op failed to perform a valid division of '!cute.composed_layout<"S<3,4,3> o 0 o (8,16):(1,8)">' by '!cute.shape<"(5,3)">'}}
  %g = cute.zipped_divide(%a, %b) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,16):(1,8)">, !cute.shape<"(5,3)">) -> !cute.layout<"(5,3):(1,5)">
  return
}

// -----

func.func @result_kind() {
  %a = cute.static : !cute.layout<"(8,4):(1,8)">
  %t = cute.static : !cute.layout<"2:1">
  // expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of '!cute.layout<"(8,4):(1,8)">' by '!cute.layout<"2:1">': the result must be of the input's kind, but is '!cute.shape<"(2,4)">'}}
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,4):(1,8)">, !cute.layout<"2:1">) -> !cute.shape<"(2,4)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(8,4):(1,8)">
  %t = cute.static : !cute.layout<"2:1">
  // expected-error @+1 {{'cute.logical_divide' op failed to perform a valid division of '!cute.layout<"(8,4):(1,8)">' by '!cute.layout<"2:1">': declared result type '!cute.layout<"(2,8):(1,2)">' does not match the inferred value "(2,16):(1,2)"}}
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,4):(1,8)">, !cute.layout<"2:1">) -> !cute.layout<"(2,8):(1,2)">
  return
}
