// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @equal_kind_mismatch() {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  %b = cute.static : !cute.layout<"2:1">
  // expected-error @+1 {{'cute.equal' op expects operands of the same kind but got '!cute.int_tuple<"(8,6)">' and '!cute.layout<"2:1">'}}
  %g = cute.equal(%a, %b) : (!cute.int_tuple<"(8,6)">, !cute.layout<"2:1">) -> i1
  return
}

// -----

func.func @equal_non_cute(%x: i32) {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  // expected-error @+1 {{'cute.equal' op expects cute operands but got '!cute.int_tuple<"(8,6)">' and 'i32'}}
  %g = cute.equal(%a, %x) : (!cute.int_tuple<"(8,6)">, i32) -> i1
  return
}

// -----

func.func @tuple_eq_layout() {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  %b = cute.static : !cute.layout<"2:1">
  // expected-error @+1 {{'cute.tuple_eq' op expects tuple operands but got '!cute.int_tuple<"(8,6)">' and '!cute.layout<"2:1">'}}
  %g = cute.tuple_eq(%a, %b) : (!cute.int_tuple<"(8,6)">, !cute.layout<"2:1">) -> i1
  return
}

// -----

func.func @elem_less_result() {
  %a = cute.static : !cute.int_tuple<"(8,6)">
  %b = cute.static : !cute.int_tuple<"(2,3)">
  // expected-error @+1 {{'cute.elem_less' op expects an i1 result but got 'i32'}}
  %g = cute.elem_less(%a, %b) : (!cute.int_tuple<"(8,6)">, !cute.int_tuple<"(2,3)">) -> i32
  return
}

// -----

func.func @elem_less_layout() {
  %a = cute.static : !cute.layout<"2:1">
  // expected-error @+1 {{'cute.elem_less' op expects tuple operands but got '!cute.layout<"2:1">' and '!cute.layout<"2:1">'}}
  %g = cute.elem_less(%a, %a) : (!cute.layout<"2:1">, !cute.layout<"2:1">) -> i1
  return
}
