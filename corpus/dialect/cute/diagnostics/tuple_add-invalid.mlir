// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @kind_mismatch() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(2,3)">
  // expected-error @+1 {{'cute.tuple_add' op input type ['!cute.shape<"(8,6)">'] has invalid values.}}
  %g = cute.tuple_add(%a, %b) : (!cute.shape<"(8,6)">, !cute.int_tuple<"(2,3)">) -> !cute.shape<"(10,9)">
  return
}

// -----

func.func @layout_operands() {
  %a = cute.static : !cute.layout<"(8,6):(1,8)">
  // expected-error @+1 {{'cute.tuple_sub' op input type ['!cute.layout<"(8,6):(1,8)">'] has invalid values.}}
  %g = cute.tuple_sub(%a, %a) : (!cute.layout<"(8,6):(1,8)">, !cute.layout<"(8,6):(1,8)">) -> !cute.layout<"(8,6):(1,8)">
  return
}

// -----

func.func @overflow() {
  %a = cute.static : !cute.shape<"(9223372036854775807,1)">
  // expected-error @+1 {{'cute.tuple_add' op unable to compute size for input '!cute.shape<"(9223372036854775807,1)">' and mode [0] (tuple_add: int64 overflow in 9223372036854775807 + 9223372036854775807)}}
  %g = cute.tuple_add(%a, %a) : (!cute.shape<"(9223372036854775807,1)">, !cute.shape<"(9223372036854775807,1)">) -> !cute.shape<"(1,2)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(2,3)">
  // expected-error @+1 {{'cute.tuple_add' op declared result type '!cute.int_tuple<"(10,10)">' does not match the inferred value "(10,9)"}}
  %g = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(8,6)">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"(10,10)">
  return
}

// -----

func.func @declared_mismatch_sub() {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(2,3)">
  // expected-error @+1 {{'cute.tuple_sub' op declared result type '!cute.int_tuple<"(6,4)">' does not match the inferred value "(6,3)"}}
  %g = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(8,6)">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"(6,4)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(2,3)">
  // expected-error @+1 {{'cute.tuple_add' op expects the result to be a !cute.int_tuple but got '!cute.shape<"(10,9)">'}}
  %g = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(8,6)">, !cute.int_tuple<"(2,3)">) -> !cute.shape<"(10,9)">
  return
}

// -----

// A static leaf that does not fit in 32 bits is C++'s C<5000000000L>, a
// long: int + long is a long (g++: sizeof 8), so a 32-bit result would
// truncate it.
func.func @wide_static(%a: !cute.int_tuple<"?">) {
  %b = cute.static : !cute.int_tuple<"5000000000">
  // expected-error @+1 {{'cute.tuple_add' op declared result type '!cute.int_tuple<"?">' does not match the inferred value "?{i64}"}}
  %r = cute.tuple_add(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"5000000000">) -> !cute.int_tuple<"?">
  return
}
