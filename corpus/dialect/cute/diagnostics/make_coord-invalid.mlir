// RUN: cute-opt %s -split-input-file -verify-diagnostics

// An underscore is not a dynamic leaf and takes no operand.
func.func @underscore_takes_no_operand(%x: i32) {
  // expected-error @+1 {{'cute.make_coord' op expects 1 operands, one per '?' leaf of '!cute.coord<"(?,_)">', but got 2}}
  %t = cute.make_coord(%x, %x) : (i32, i32) -> !cute.coord<"(?,_)">
  return
}

// -----

func.func @too_few() {
  // expected-error @+1 {{'cute.make_coord' op expects 1 operands, one per '?' leaf of '!cute.coord<"(?,_)">', but got 0}}
  %t = cute.make_coord() : () -> !cute.coord<"(?,_)">
  return
}

// -----

func.func @width_mismatch(%y: i64) {
  // expected-error @+1 {{'cute.make_coord' op operand #0 of type 'i64' fills a '?' leaf of width i32}}
  %t = cute.make_coord(%y) : (i64) -> !cute.coord<"(?,_)">
  return
}

// -----

func.func @wrong_result_kind(%x: i32) {
  // expected-error @+1 {{'cute.make_coord' op expects a result of type coord but got '!cute.int_tuple<"?">'}}
  %t = cute.make_coord(%x) : (i32) -> !cute.int_tuple<"?">
  return
}
