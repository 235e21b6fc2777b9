// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Seed 001's worked example: a rank-2 coordinate into a rank-3 layout
// fails the rank gate.
func.func @rank_gate(%i: i32, %j: i32) {
  %l = cute.static : !cute.layout<"(4,8,16):(128,16,1)">
  %c = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
  // expected-error @+1 {{'cute.crd2idx' op expected a coordinate of rank 3 but got '!cute.coord<"(?,?)">'}}
  %idx = cute.crd2idx(%c, %l) : (!cute.coord<"(?,?)">, !cute.layout<"(4,8,16):(128,16,1)">) -> !cute.int_tuple<"?">
  return
}

// -----

// The second variant: same rank, third component 32 out of bounds for 16.
func.func @dice_gate() {
  %l = cute.static : !cute.layout<"(4,8,16):(128,16,1)">
  %c = cute.static : !cute.coord<"(0,0,32)">
  // expected-error @+1 {{'cute.crd2idx' op Failed to dice '!cute.layout<"(4,8,16):(128,16,1)">' with '!cute.coord<"(0,0,32)">'}}
  %idx = cute.crd2idx(%c, %l) : (!cute.coord<"(0,0,32)">, !cute.layout<"(4,8,16):(128,16,1)">) -> !cute.int_tuple<"32">
  return
}

// -----

func.func @dice_gate_shape_stride() {
  %s = cute.static : !cute.shape<"(4,8)">
  %d = cute.static : !cute.stride<"(1,4)">
  %c = cute.static : !cute.coord<"(1,9)">
  // expected-error @+1 {{'cute.crd2idx' op Failed to dice '!cute.shape<"(4,8)">' with '!cute.coord<"(1,9)">'}}
  %idx = cute.crd2idx(%c, %s, %d) : (!cute.coord<"(1,9)">, !cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.int_tuple<"37">
  return
}

// -----

func.func @scalar_out_of_bounds() {
  %s = cute.static : !cute.shape<"(4,8)">
  %c = cute.static : !cute.coord<"32">
  // expected-error @+1 {{'cute.crd2idx' op Failed to dice '!cute.shape<"(4,8)">' with '!cute.coord<"32">'}}
  %idx = cute.crd2idx(%c, %s) : (!cute.coord<"32">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"32">
  return
}

// -----

func.func @scalar_negative() {
  %s = cute.static : !cute.shape<"(4,8)">
  %c = cute.static : !cute.coord<"-1">
  // expected-error @+1 {{'cute.crd2idx' op Failed to dice '!cute.shape<"(4,8)">' with '!cute.coord<"-1">'}}
  %idx = cute.crd2idx(%c, %s) : (!cute.coord<"-1">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"0">
  return
}

// -----

func.func @shape_coordinate() {
  %l = cute.static : !cute.layout<"(4,8,16):(128,16,1)">
  %c = cute.static : !cute.shape<"(0,0,3)">
  // expected-error @+1 {{'cute.crd2idx' op unexpected coordinate type, got '!cute.shape<"(0,0,3)">'}}
  %idx = cute.crd2idx(%c, %l) : (!cute.shape<"(0,0,3)">, !cute.layout<"(4,8,16):(128,16,1)">) -> !cute.int_tuple<"3">
  return
}

// -----

func.func @swizzle_shape() {
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  %c = cute.static : !cute.coord<"(1,1)">
  // expected-error @+1 {{'cute.crd2idx' op expects a shape or layout operand but got '!cute.swizzle<"S<3,4,3>">'}}
  %idx = cute.crd2idx(%c, %s) : (!cute.coord<"(1,1)">, !cute.swizzle<"S<3,4,3>">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @layout_with_stride() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  %d = cute.static : !cute.stride<"(1,4)">
  %c = cute.static : !cute.coord<"(1,1)">
  // expected-error @+1 {{'cute.crd2idx' op expects no stride operand with a layout}}
  %idx = cute.crd2idx(%c, %l, %d) : (!cute.coord<"(1,1)">, !cute.layout<"(4,8):(1,4)">, !cute.stride<"(1,4)">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @shape_as_stride() {
  %s = cute.static : !cute.shape<"(4,8)">
  %d = cute.static : !cute.shape<"(1,4)">
  %c = cute.static : !cute.coord<"(1,1)">
  // expected-error @+1 {{'cute.crd2idx' op expects a stride operand but got '!cute.shape<"(1,4)">'}}
  %idx = cute.crd2idx(%c, %s, %d) : (!cute.coord<"(1,1)">, !cute.shape<"(4,8)">, !cute.shape<"(1,4)">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @underscore_coordinate() {
  %s = cute.static : !cute.shape<"(4,8)">
  %c = cute.static : !cute.coord<"(1,_)">
  // expected-error @+1 {{'cute.crd2idx' op cannot compute the index (crd2idx: coordinate '_' has no index; use slice)}}
  %idx = cute.crd2idx(%c, %s) : (!cute.coord<"(1,_)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @result_class() {
  %s = cute.static : !cute.shape<"(4,8)">
  %c = cute.static : !cute.coord<"(1,1)">
  // expected-error @+1 {{'cute.crd2idx' op expects the result to be a !cute.int_tuple but got '!cute.shape<"5">'}}
  %idx = cute.crd2idx(%c, %s) : (!cute.coord<"(1,1)">, !cute.shape<"(4,8)">) -> !cute.shape<"5">
  return
}

// -----

func.func @declared_mismatch() {
  %l = cute.static : !cute.layout<"(4,8,16):(128,16,1)">
  %c = cute.static : !cute.coord<"(1,1,3)">
  // expected-error @+1 {{'cute.crd2idx' op declared result type '!cute.int_tuple<"148">' does not match the inferred value "147"}}
  %idx = cute.crd2idx(%c, %l) : (!cute.coord<"(1,1,3)">, !cute.layout<"(4,8,16):(128,16,1)">) -> !cute.int_tuple<"148">
  return
}
