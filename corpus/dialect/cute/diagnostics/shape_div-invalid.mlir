// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Seed 001's tuple arithmetic: zero divisors are rejected before the leaf
// walk, naming the flat leaf index.

func.func @zero_divisor_leaf() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.shape<"(2,0)">
  // expected-error @+1 {{'cute.shape_div' op mode [1] has invalid values for input type '!cute.shape<"(8,6)">'}}
  %g = cute.shape_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(2,0)">) -> !cute.shape<"(4,6)">
  return
}

// -----

// A static zero leaf is found even when another divisor leaf is dynamic.
func.func @zero_divisor_with_dynamic(%x: i32) {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,0)">
  // expected-error @+1 {{'cute.shape_div' op mode [1] has invalid values for input type '!cute.shape<"(8,6)">'}}
  %g = cute.shape_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(?,0)">) -> !cute.shape<"(?,?)">
  return
}

// -----

func.func @kind_mismatch() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(2,3)">
  // expected-error @+1 {{'cute.shape_div' op input type ['!cute.shape<"(8,6)">'] has invalid values.}}
  %g = cute.shape_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.int_tuple<"(2,3)">) -> !cute.shape<"(4,2)">
  return
}

// -----

// The kind gate runs before the zero-divisor gate.
func.func @kind_gate_first() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(0,0)">
  // expected-error @+1 {{input type ['!cute.shape<"(8,6)">'] has invalid values.}}
  %g = cute.shape_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.int_tuple<"(0,0)">) -> !cute.shape<"(4,2)">
  return
}

// -----

func.func @indivisible() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.shape<"(3,4)">
  // expected-error @+1 {{'cute.shape_div' op unable to compute size for input '!cute.shape<"(8,6)">' and mode [0] (shape_div: 8 is not divisible by 3}}
  %g = cute.shape_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(3,4)">) -> !cute.shape<"(3,2)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.shape<"(8,6)">
  %b = cute.static : !cute.shape<"(2,3)">
  // expected-error @+1 {{'cute.shape_div' op declared result type '!cute.shape<"(4,3)">' does not match the inferred value "(4,2)"}}
  %g = cute.shape_div(%a, %b) : (!cute.shape<"(8,6)">, !cute.shape<"(2,3)">) -> !cute.shape<"(4,3)">
  return
}
