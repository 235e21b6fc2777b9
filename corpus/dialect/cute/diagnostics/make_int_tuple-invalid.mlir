// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @too_few(%x: i32) {
  // expected-error @+1 {{'cute.make_int_tuple' op expects 2 operands, one per '?' leaf of '!cute.int_tuple<"(?,?)">', but got 1}}
  %t = cute.make_int_tuple(%x) : (i32) -> !cute.int_tuple<"(?,?)">
  return
}

// -----

func.func @too_many(%x: i32) {
  // expected-error @+1 {{'cute.make_int_tuple' op expects 2 operands, one per '?' leaf of '!cute.int_tuple<"(?,?)">', but got 3}}
  %t = cute.make_int_tuple(%x, %x, %x) : (i32, i32, i32) -> !cute.int_tuple<"(?,?)">
  return
}

// -----

func.func @static_with_operand(%x: i32) {
  // expected-error @+1 {{'cute.make_int_tuple' op expects 0 operands, one per '?' leaf of '!cute.int_tuple<"(4,3)">', but got 1}}
  %t = cute.make_int_tuple(%x) : (i32) -> !cute.int_tuple<"(4,3)">
  return
}

// -----

func.func @width_mismatch(%x: i32, %y: i64) {
  // expected-error @+1 {{'cute.make_int_tuple' op operand #1 of type 'i64' fills a '?' leaf of width i32}}
  %t = cute.make_int_tuple(%x, %y) : (i32, i64) -> !cute.int_tuple<"(?,?)">
  return
}

// -----

func.func @width_mismatch_i64_slot(%x: i32) {
  // expected-error @+1 {{'cute.make_int_tuple' op operand #0 of type 'i32' fills a '?' leaf of width i64}}
  %t = cute.make_int_tuple(%x) : (i32) -> !cute.int_tuple<"?{i64}">
  return
}

// -----

func.func @bad_operand_type() {
  %i = arith.constant 1 : i16
  // expected-error @+1 {{'cute.make_int_tuple' op operand #0 must be i32, i64, index or a scalar dynamic cute tuple, but got 'i16'}}
  %t = cute.make_int_tuple(%i) : (i16) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @depth_one_operand(%x: i32) {
  %i = cute.make_int_tuple(%x, %x) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  // expected-error @+1 {{'cute.make_int_tuple' op operand #0 must be i32, i64, index or a scalar dynamic cute tuple, but got '!cute.int_tuple<"(?,?)">'}}
  %t = cute.make_int_tuple(%i) : (!cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @wrong_result_kind(%x: i32) {
  // expected-error @+1 {{'cute.make_int_tuple' op expects a result of type int_tuple but got '!cute.shape<"?">'}}
  %t = cute.make_int_tuple(%x) : (i32) -> !cute.shape<"?">
  return
}

// -----

func.func @shape_too_few(%x: i32) {
  // expected-error @+1 {{'cute.make_shape' op expects 2 operands, one per '?' leaf of '!cute.shape<"(?,?)">', but got 1}}
  %t = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,?)">
  return
}

// -----

func.func @stride_width(%y: i64) {
  // expected-error @+1 {{'cute.make_stride' op operand #0 of type 'i64' fills a '?' leaf of width i32}}
  %t = cute.make_stride(%y) : (i64) -> !cute.stride<"?@0">
  return
}

// -----

// A static scalar fills a `?` only where its value fits the slot's width.
func.func @static_scalar_too_wide() {
  %t = cute.static : !cute.int_tuple<"4294967296">
  // expected-error @+1 {{'cute.make_int_tuple' op operand #0 must be i32, i64, index or a scalar dynamic cute tuple, but got '!cute.int_tuple<"4294967296">'}}
  %s = cute.make_int_tuple(%t) : (!cute.int_tuple<"4294967296">) -> !cute.int_tuple<"?">
  return
}
