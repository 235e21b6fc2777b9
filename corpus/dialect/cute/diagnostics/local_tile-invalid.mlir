// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Seed 001's local_tile gates, in order: tiler kind, coordinate kind,
// coordinate rank, input kind, then dicing.

func.func @tiler_kind() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.int_tuple<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op unexpected tiler type, got '!cute.int_tuple<"(2,4)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.int_tuple<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

// Tiler and coordinate both bad: the tiler gate wins.
func.func @tiler_gate_first() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.coord<"(2,4)">
  %c = cute.static : !cute.int_tuple<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op unexpected tiler type, got '!cute.coord<"(2,4)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.coord<"(2,4)">, !cute.int_tuple<"(1,2)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

// Coordinate and input both bad: the coordinate gate wins.
func.func @coord_gate_before_input_gate() {
  %a = cute.static : !cute.shape<"(8,16)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.int_tuple<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op unexpected coordinate type, got '!cute.int_tuple<"(1,2)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.shape<"(8,16)">, !cute.shape<"(2,4)">, !cute.int_tuple<"(1,2)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

// Coordinate rank and input both bad: the rank gate wins.
func.func @rank_gate_before_input_gate() {
  %a = cute.static : !cute.shape<"(8,16)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2,0)">
  // expected-error @+1 {{'cute.local_tile' op expected a coordinate of rank 2 but got '!cute.coord<"(1,2,0)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.shape<"(8,16)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2,0)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

// With a mode list, the rank is the mode list's length.
func.func @rank_from_mode_list() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op expected a coordinate of rank 1 but got '!cute.coord<"(1,2)">'}}
  %g = cute.local_tile<[0]>(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

func.func @input_kind() {
  %a = cute.static : !cute.shape<"(8,16)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op expected a view as an input but got '!cute.shape<"(8,16)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.shape<"(8,16)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

func.func @mode_list_out_of_range() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op Failed to dice '!cute.shape<"(2,4)">' with '!cute.coord<"(1,2)">'}}
  %g = cute.local_tile<[0, 2]>(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.layout<"(2,4):(1,8)">
  return
}

// -----

func.func @division_fails() {
  %a = cute.static : !cute.layout<"((4,5),16):((1,8),40)">
  %t = cute.static : !cute.shape<"(6,4)">
  %c = cute.static : !cute.coord<"(0,0)">
  // expected-error @+1 {{'cute.local_tile' op Failed to dice '!cute.shape<"(6,4)">' with '!cute.coord<"(0,0)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.layout<"((4,5),16):((1,8),40)">, !cute.shape<"(6,4)">, !cute.coord<"(0,0)">) -> !cute.layout<"(6,4):(1,8)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op expects the result to be a !cute.layout but got '!cute.shape<"(2,4)">'}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.shape<"(2,4)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_tile' op declared result type '!cute.layout<"(2,4):(1,9)">' does not match the inferred value "(2,4):(1,8)"}}
  %g = cute.local_tile(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.layout<"(2,4):(1,9)">
  return
}
