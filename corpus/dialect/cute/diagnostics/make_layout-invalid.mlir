// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @stride_mismatch() {
  %s = cute.static : !cute.shape<"(2,3)">
  %d = cute.static : !cute.stride<"(1,2)">
  // expected-error @+1 {{'cute.make_layout' op stride operand '!cute.stride<"(1,2)">' does not match the result's stride "(1,3)"}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(2,3)">, !cute.stride<"(1,2)">) -> !cute.layout<"(2,3):(1,3)">
  return
}

// -----

func.func @shape_mismatch() {
  %s = cute.static : !cute.shape<"(2,3)">
  %d = cute.static : !cute.stride<"(1,2)">
  // expected-error @+1 {{'cute.make_layout' op shape operand '!cute.shape<"(2,3)">' does not match the result's shape "(2,4)"}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(2,3)">, !cute.stride<"(1,2)">) -> !cute.layout<"(2,4):(1,2)">
  return
}

// -----

func.func @stride_rank_mismatch() {
  %s = cute.static : !cute.shape<"(2,3)">
  %d = cute.static : !cute.stride<"(1,2,4)">
  // expected-error @+1 {{'cute.make_layout' op stride operand '!cute.stride<"(1,2,4)">' does not match the result's stride "(1,2)"}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(2,3)">, !cute.stride<"(1,2,4)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @int_tuple_stride() {
  %s = cute.static : !cute.shape<"(2,3)">
  %d = cute.static : !cute.int_tuple<"(1,2)">
  // expected-error @+1 {{'cute.make_layout' op expects a stride operand but got '!cute.int_tuple<"(1,2)">'}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(2,3)">, !cute.int_tuple<"(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @int_tuple_shape() {
  %s = cute.static : !cute.int_tuple<"(2,3)">
  %d = cute.static : !cute.stride<"(1,2)">
  // expected-error @+1 {{'cute.make_layout' op expects a shape operand but got '!cute.int_tuple<"(2,3)">'}}
  %l = cute.make_layout(%s, %d) : (!cute.int_tuple<"(2,3)">, !cute.stride<"(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @wrong_result_kind() {
  %s = cute.static : !cute.shape<"(2,3)">
  %d = cute.static : !cute.stride<"(1,2)">
  // expected-error @+1 {{'cute.make_layout' op expects a result of type layout but got '!cute.shape<"(2,3)">'}}
  %l = cute.make_layout(%s, %d) : (!cute.shape<"(2,3)">, !cute.stride<"(1,2)">) -> !cute.shape<"(2,3)">
  return
}
