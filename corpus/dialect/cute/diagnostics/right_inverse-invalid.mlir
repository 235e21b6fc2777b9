// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @shape_input() {
  %a = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.right_inverse' op expects an input of type layout or composed layout, but got '!cute.shape<"(4,8)">'}}
  %g = cute.right_inverse(%a) : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @dynamic_input(%x: i32) {
  %s = cute.make_shape(%x) : (i32) -> !cute.shape<"(?,8)">
  %d = cute.static : !cute.stride<"(1,4)">
  %a = cute.make_layout(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(?,8):(1,4)">
  // expected-error @+1 {{'cute.right_inverse' op expects an input with static shape, but got '!cute.layout<"(?,8):(1,4)">'}}
  %g = cute.right_inverse(%a) : (!cute.layout<"(?,8):(1,4)">) -> !cute.layout<"32:1">
  return
}

// -----

func.func @basis_strides() {
  %a = cute.static : !cute.layout<"(4,8):(1@0,1@1)">
  // expected-error @+1 {{'cute.right_inverse' op unable to compute a right inverse for input '!cute.layout<"(4,8):(1@0,1@1)">' (right_inverse: expects a static shape with integer strides but got (4,8):(1@0,1@1))}}
  %g = cute.right_inverse(%a) : (!cute.layout<"(4,8):(1@0,1@1)">) -> !cute.layout<"32:1">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.right_inverse' op declared result type '!cute.layout<"(4,8):(1,4)">' does not match the inferred value "32:1"}}
  %g = cute.right_inverse(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @declared_shape() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.right_inverse' op declared result type '!cute.shape<"32">' does not match the inferred value "32:1"}}
  %g = cute.right_inverse(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.shape<"32">
  return
}
