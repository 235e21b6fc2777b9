// RUN: cute-opt %s -split-input-file -verify-diagnostics

// A swizzled composed layout keeps at least one mode when sliced (spec).
func.func @full_coord(%cl: !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(1,8)">, %c: !cute.coord<"(2,1)">) {
  // expected-error @+1 {{'cute.slice' op cannot slice '!cute.composed_layout<"S<3,4,3> o 0 o (8,16):(1,8)">' by '!cute.coord<"(2,1)">' (slice: swizzle-A composed slice requires at least one underscore but got (2,1) for S<3,4,3> o 0 o (8,16):(1,8))}}
  %r = cute.slice(%cl, %c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,16):(1,8)">, !cute.coord<"(2,1)">
  return
}

// -----

// Fixing a mode of a swizzled composed layout needs a static outer layout.
func.func @dynamic_outer(%cl: !cute.composed_layout<"S<3,4,3> o 0 o (8,?):(1,8)">, %c: !cute.coord<"(2,_)">) {
  // expected-error @+1 {{swizzle-A composed slice requires static outer layout}}
  %r = cute.slice(%cl, %c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,?):(1,8)">, !cute.coord<"(2,_)">
  return
}

// -----

func.func @not_a_coord(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.int_tuple<"(1,2)">) {
  // expected-error @+1 {{'cute.slice' op unexpected coordinate type, got '!cute.int_tuple<"(1,2)">'}}
  %r = cute.slice(%l, %c) : !cute.layout<"(4,8):(1,4)">, !cute.int_tuple<"(1,2)">
  return
}

// -----

// The custom form reads any number of operands; the result type is
// inferred from two (a cute-fuzz-mlir finding: it read a second operand
// that was not there).
func.func @one_operand(%l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @+1 {{'cute.slice' op expects 2 operands (input, coordinate) but got 1}}
  %r = cute.slice(%l) : !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @three_operands(%l: !cute.layout<"(4,8):(1,4)">, %c: !cute.coord<"(_,1)">) {
  // expected-error @+1 {{'cute.dice' op expects 2 operands (input, coordinate) but got 3}}
  %r = cute.dice(%l, %c, %c) : !cute.layout<"(4,8):(1,4)">, !cute.coord<"(_,1)">, !cute.coord<"(_,1)">
  return
}
