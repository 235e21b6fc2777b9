// RUN: cute-opt %s -split-input-file -verify-diagnostics

// C++ orders a complement's modes by stride at compile time: run-time
// strides are only allowed for a rank-1 (filtered) layout.
func.func @dynamic_strides(%a: !cute.layout<"(4,2):(?,?)">) {
  // expected-error @+1 {{'cute.complement' op cannot compute the complement (complement: expects integer strides, static unless the filtered layout has rank 1, but got (4,2):(?,?))}}
  %r = cute.complement(%a) : (!cute.layout<"(4,2):(?,?)">) -> !cute.layout<"?:?">
  return
}

// -----

func.func @non_injective() {
  %a = cute.static : !cute.layout<"(2,2):(1,1)">
  // expected-error @+1 {{'cute.complement' op cannot compute the complement (complement: non-injective layout (2,2):(1,1))}}
  %r = cute.complement(%a) : (!cute.layout<"(2,2):(1,1)">) -> !cute.layout<"1:0">
  return
}
