// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @shape_input() {
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.cosize' op input type ['!cute.shape<"(4,8)">'] has invalid values.}}
  %g = cute.cosize(%s) : (!cute.shape<"(4,8)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @composed_affine_inner() {
  %c = cute.static : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  // expected-error @+1 {{'cute.cosize' op can't derive meaningful cosize of composed layout when inner is affine: '!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">'}}
  %g = cute.cosize(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"8">
  return
}

// -----

// The affine-inner gate runs before the mode check.
func.func @composed_affine_inner_bad_mode() {
  %c = cute.static : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">
  // expected-error @+1 {{can't derive meaningful cosize of composed layout when inner is affine: }}
  %g = cute.cosize<[7]>(%c) : (!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @mode_out_of_range() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.cosize' op mode [2] is invalid for input type '!cute.layout<"(4,8):(1,4)">'}}
  %g = cute.cosize<[2]>(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @mode_negative() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.cosize' op mode [-1] is invalid for input type '!cute.layout<"(4,8):(1,4)">'}}
  %g = cute.cosize<[-1]>(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @overflow() {
  %l = cute.static : !cute.layout<"(2,2):(4611686018427387904,4611686018427387904)">
  // expected-error @+1 {{'cute.cosize' op unable to compute cosize for input '!cute.layout<"(2,2):(4611686018427387904,4611686018427387904)">' and mode []}}
  %g = cute.cosize(%l) : (!cute.layout<"(2,2):(4611686018427387904,4611686018427387904)">) -> !cute.int_tuple<"1">
  return
}

// -----

// C++ has no run-time int + ScaledBasis: (? - 1) * 1 + 3@1 does not compile
// (int_tuple.hpp inner_product), whatever the value of ?.
func.func @runtime_term_beside_basis(%l: !cute.layout<"(?,4):(1,1@1)">) {
  // expected-error @+1 {{'cute.cosize' op unable to compute cosize for input '!cute.layout<"(?,4):(1,1@1)">' and mode []}}
  %g = cute.cosize(%l) : (!cute.layout<"(?,4):(1,1@1)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @declared_mismatch() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.cosize' op declared result type '!cute.int_tuple<"8">' does not match the inferred value "29"}}
  %g = cute.cosize<[1]>(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @declared_mismatch_swizzle() {
  %c = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,4):(1,8)">
  // expected-error @+1 {{declared result type '!cute.int_tuple<"7">' does not match the inferred value "32"}}
  %g = cute.cosize(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,4):(1,8)">) -> !cute.int_tuple<"7">
  return
}

// -----

func.func @declared_width_mismatch(%l: !cute.layout<"(4,?{i64}):(1,4)">) {
  // expected-error @+1 {{declared result type '!cute.int_tuple<"?">' does not match the inferred value "?{i64}"}}
  %g = cute.cosize(%l) : (!cute.layout<"(4,?{i64}):(1,4)">) -> !cute.int_tuple<"?">
  return
}

// -----

// A static stride past 32 bits is a long in C++ (C<5000000000L>): the
// cosize of a layout with a 32-bit run-time extent is then a long too.
func.func @wide_static_stride(%l: !cute.layout<"(?,2):(1,5000000000)">) {
  // expected-error @+1 {{'cute.cosize' op declared result type '!cute.int_tuple<"?">' does not match the inferred value "?{i64}"}}
  %r = cute.cosize(%l) : (!cute.layout<"(?,2):(1,5000000000)">) -> !cute.int_tuple<"?">
  return
}
