// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @static_tile(%x: i32) {
  // expected-error @+1 {{'cute.make_tile' op expects 0 operands, one per '?' leaf of '!cute.tile<"[(2,3):(1,2)]">', but got 1}}
  %t = cute.make_tile(%x) : (i32) -> !cute.tile<"[(2,3):(1,2)]">
  return
}

// -----

func.func @underscore_tile(%x: i32) {
  // expected-error @+1 {{'cute.make_tile' op expects 0 operands, one per '?' leaf of '!cute.tile<"[_]">', but got 1}}
  %t = cute.make_tile(%x) : (i32) -> !cute.tile<"[_]">
  return
}

// -----

func.func @too_few(%x: i32) {
  // expected-error @+1 {{'cute.make_tile' op expects 2 operands, one per '?' leaf of '!cute.tile<"[(?,3):(1,?)]">', but got 1}}
  %t = cute.make_tile(%x) : (i32) -> !cute.tile<"[(?,3):(1,?)]">
  return
}

// -----

func.func @width_mismatch(%x: i32, %y: i64) {
  // expected-error @+1 {{'cute.make_tile' op operand #1 of type 'i64' fills a '?' leaf of width i32}}
  %t = cute.make_tile(%x, %y) : (i32, i64) -> !cute.tile<"[(?,3):(1,?)]">
  return
}

// -----

func.func @wrong_result_kind(%x: i32) {
  // expected-error @+1 {{'cute.make_tile' op expects a result of type tile but got '!cute.layout<"(?,3):(1,?)">'}}
  %t = cute.make_tile(%x, %x) : (i32, i32) -> !cute.layout<"(?,3):(1,?)">
  return
}
