// RUN: cute-opt %s -split-input-file -verify-diagnostics

// Gates in order: LayoutType tiler, static tiler shape, input kind,
// CoordType target profile, then the partition itself.

func.func @shape_tiler() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.shape<"(2,4)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op expects LayoutType tiler, but got '!cute.shape<"(2,4)">'}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.shape<"(2,4)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,4):(2,32)">
  return
}

// -----

// Tiler, input and profile all bad: the tiler gate wins.
func.func @tiler_gate_first() {
  %a = cute.static : !cute.shape<"(8,16)">
  %t = cute.static : !cute.tile<"[2:1;4:1]">
  %c = cute.static : !cute.int_tuple<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op expects LayoutType tiler, but got '!cute.tile<"[2:1;4:1]">'}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.shape<"(8,16)">, !cute.tile<"[2:1;4:1]">, !cute.int_tuple<"(1,2)">) -> !cute.layout<"(4,4):(2,32)">
  return
}

// -----

func.func @dynamic_tiler(%x: i32) {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %s = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,4)">
  %d = cute.static : !cute.stride<"(1,2)">
  %t = cute.make_layout(%s, %d) : (!cute.shape<"(?,4)">, !cute.stride<"(1,2)">) -> !cute.layout<"(?,4):(1,2)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op expects LayoutType tiler with static shape, but got '!cute.layout<"(?,4):(1,2)">'}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.layout<"(?,4):(1,2)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,4):(2,32)">
  return
}

// -----

// Input and profile both bad: the input gate wins.
func.func @input_gate_before_profile_gate() {
  %a = cute.static : !cute.shape<"(8,16)">
  %t = cute.static : !cute.layout<"(2,4):(1,2)">
  %c = cute.static : !cute.int_tuple<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op expects `input` to be a layout or a view, got '!cute.shape<"(8,16)">'}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.shape<"(8,16)">, !cute.layout<"(2,4):(1,2)">, !cute.int_tuple<"(1,2)">) -> !cute.layout<"(4,4):(2,32)">
  return
}

// -----

func.func @profile_kind() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.layout<"(2,4):(1,2)">
  %c = cute.static : !cute.int_tuple<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op expects `target_profile` be CoordType, but got '!cute.int_tuple<"(1,2)">'}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.layout<"(2,4):(1,2)">, !cute.int_tuple<"(1,2)">) -> !cute.layout<"(4,4):(2,32)">
  return
}

// -----

func.func @division_fails() {
  %a = cute.static : !cute.layout<"((4,5),16):((1,8),40)">
  %t = cute.static : !cute.layout<"(6,4):(1,6)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op unable to construct a coordinate for local_partition}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.layout<"((4,5),16):((1,8),40)">, !cute.layout<"(6,4):(1,6)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,4):(2,32)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.layout<"(2,4):(1,2)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op expects the result to be a !cute.layout but got '!cute.shape<"(4,4)">'}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.layout<"(2,4):(1,2)">, !cute.coord<"(1,2)">) -> !cute.shape<"(4,4)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(8,16):(1,8)">
  %t = cute.static : !cute.layout<"(2,4):(1,2)">
  %c = cute.static : !cute.coord<"(1,2)">
  // expected-error @+1 {{'cute.local_partition' op declared result type '!cute.layout<"(4,4):(2,16)">' does not match the inferred value "(4,4):(2,32)"}}
  %g = cute.local_partition(%a, %t, %c) : (!cute.layout<"(8,16):(1,8)">, !cute.layout<"(2,4):(1,2)">, !cute.coord<"(1,2)">) -> !cute.layout<"(4,4):(2,16)">
  return
}
