// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @swizzle_input() {
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  // expected-error @+1 {{'cute.size' op input type ['!cute.swizzle<"S<3,4,3>">'] has invalid values.}}
  %g = cute.size(%s) : (!cute.swizzle<"S<3,4,3>">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @non_cute_input(%a: i32) {
  // expected-error @+1 {{'cute.size' op input type ['i32'] has invalid values.}}
  %g = cute.size(%a) : (i32) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @mode_out_of_range() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.size' op mode [2] has invalid values for input type '!cute.layout<"(4,8):(1,4)">'}}
  %g = cute.size<[2]>(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @mode_negative() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.size' op mode [-1] has invalid values for input type '!cute.layout<"(4,8):(1,4)">'}}
  %g = cute.size<[-1]>(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @mode_path_too_deep() {
  %s = cute.static : !cute.shape<"(4,(8,2))">
  // expected-error @+1 {{'cute.size' op mode [1, 2] has invalid values for input type '!cute.shape<"(4,(8,2))">'}}
  %g = cute.size<[1, 2]>(%s) : (!cute.shape<"(4,(8,2))">) -> !cute.int_tuple<"8">
  return
}

// -----

func.func @overflow() {
  %s = cute.static : !cute.shape<"(4294967296,4294967296,4)">
  // expected-error @+1 {{'cute.size' op unable to compute size for input '!cute.shape<"(4294967296,4294967296,4)">' and mode []}}
  %g = cute.size(%s) : (!cute.shape<"(4294967296,4294967296,4)">) -> !cute.int_tuple<"1">
  return
}

// -----

func.func @tile_mode() {
  %t = cute.static : !cute.tile<"[2:1;4:1]">
  // expected-error @+1 {{'cute.size' op unable to compute size for input '!cute.tile<"[2:1;4:1]">' and mode [0]}}
  %g = cute.size<[0]>(%t) : (!cute.tile<"[2:1;4:1]">) -> !cute.int_tuple<"2">
  return
}

// -----

func.func @result_class() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.size' op expects the result to be a !cute.int_tuple but got '!cute.shape<"32">'}}
  %g = cute.size(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"32">
  return
}

// -----

func.func @declared_mismatch() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.size' op declared result type '!cute.int_tuple<"4">' does not match the inferred value "8"}}
  %g = cute.size<[1]>(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"4">
  return
}

// -----

// A static leaf where C++ computes a run-time value is a claim nothing
// checks: the declared type must keep the run-time leaf.
func.func @static_for_dynamic(%m: i32) {
  %s = cute.make_shape(%m) : (i32) -> !cute.shape<"(?,4)">
  // expected-error @+1 {{'cute.size' op declared result type '!cute.int_tuple<"8">' does not match the inferred value "?"}}
  %n = cute.size(%s) : (!cute.shape<"(?,4)">) -> !cute.int_tuple<"8">
  return
}

// -----

// A declared i32 leaf cannot hold an inferred i64 one: lowering would
// truncate it silently.
func.func @narrowed_width(%t: !cute.int_tuple<"(?,?{i64})">) {
  // expected-error @+1 {{'cute.size' op declared result type '!cute.int_tuple<"?">' does not match the inferred value "?{i64}"}}
  %r = cute.size(%t) : (!cute.int_tuple<"(?,?{i64})">) -> !cute.int_tuple<"?">
  return
}
