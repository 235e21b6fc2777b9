// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @zero_divisor_nested() {
  %a = cute.static : !cute.int_tuple<"((8,6),4)">
  %b = cute.static : !cute.int_tuple<"((2,3),0)">
  // expected-error @+1 {{'cute.ceil_div' op mode [2] has invalid values for input type '!cute.int_tuple<"((8,6),4)">'}}
  %g = cute.ceil_div(%a, %b) : (!cute.int_tuple<"((8,6),4)">, !cute.int_tuple<"((2,3),0)">) -> !cute.int_tuple<"((4,2),4)">
  return
}

// -----

func.func @zero_divisor_scalar() {
  %a = cute.static : !cute.int_tuple<"8">
  %b = cute.static : !cute.int_tuple<"0">
  // expected-error @+1 {{'cute.ceil_div' op mode [0] has invalid values for input type '!cute.int_tuple<"8">'}}
  %g = cute.ceil_div(%a, %b) : (!cute.int_tuple<"8">, !cute.int_tuple<"0">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @layout_input() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  %b = cute.static : !cute.tile<"[2:1;3:1]">
  // expected-error @+1 {{'cute.ceil_div' op input type ['!cute.layout<"(8,6):(1,8)">'] has invalid values.}}
  %g = cute.ceil_div(%a, %b) : (!cute.layout<"(8,6):(1,8)">, !cute.tile<"[2:1;3:1]">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// -----

func.func @overflow() {
  %a = cute.static : !cute.int_tuple<"(-9223372036854775808,1)">
  %b = cute.static : !cute.int_tuple<"(-1,1)">
  // expected-error @+1 {{'cute.ceil_div' op unable to compute size for input '!cute.int_tuple<"(-9223372036854775808,1)">' and mode [0] (ceil_div: int64 overflow}}
  %g = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(-9223372036854775808,1)">, !cute.int_tuple<"(-1,1)">) -> !cute.int_tuple<"(1,1)">
  return
}

// -----

func.func @declared_mismatch_tile() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.tile<"[2:1;3:1]">
  // expected-error @+1 {{'cute.ceil_div' op declared result type '!cute.shape<"(4,3)">' does not match the inferred value "(4,2)"}}
  %g = cute.ceil_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.tile<"[2:1;3:1]">) -> !cute.shape<"(4,3)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.shape<"(2,3)">
  // expected-error @+1 {{'cute.ceil_div' op expects the result to be a !cute.shape but got '!cute.int_tuple<"(4,2)">'}}
  %g = cute.ceil_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(2,3)">) -> !cute.int_tuple<"(4,2)">
  return
}

// -----

func.func @tile_more_modes(%a: !cute.int_tuple<"16">, %t: !cute.tile<"[4:2;8:1]">) {
  // expected-error @+1 {{'cute.ceil_div' op unable to compute size for input '!cute.int_tuple<"16">' and mode [0] (ceil_div: the tile [4:2;8:1] has more modes than 16)}}
  %r = cute.ceil_div(%a, %t) : (!cute.int_tuple<"16">, !cute.tile<"[4:2;8:1]">) -> !cute.int_tuple<"4">
  return
}
