// RUN: cute-opt %s -split-input-file -verify-diagnostics

// The spec takes B of a composed layout only when A is a swizzle.
func.func @composed_layout_inner(%src: !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)">) {
  // expected-error @+1 {{'cute.make_layout_like' op cannot build a compact layout like the source (make_layout_like: expects the inner component of a composed layout to be a swizzle but got layout (4,5):(1,4))}}
  %r = cute.make_layout_like(%src) : !cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1,2)"> -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @tuple_source(%src: !cute.shape<"(4,5)">) {
  // expected-error @+1 {{'cute.make_layout_like' op expects a layout or composed_layout operand but got '!cute.shape<"(4,5)">'}}
  %r = cute.make_layout_like(%src) : !cute.shape<"(4,5)"> -> !cute.layout<"(4,5):(1,4)">
  return
}

// -----

func.func @basis_strides(%src: !cute.layout<"(4,5):(1@0,1@1)">) {
  // expected-error @+1 {{'cute.make_layout_like' op cannot build a compact layout like the source (make_layout_like: expects integer strides but got (4,5):(1@0,1@1))}}
  %r = cute.make_layout_like(%src) : !cute.layout<"(4,5):(1@0,1@1)"> -> !cute.layout<"(4,5):(1,4)">
  return
}
