// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @shape_input() {
  %a = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.filter_zeros' op expects an input of type layout or composed layout, but got '!cute.shape<"(4,8)">'}}
  %g = cute.filter_zeros(%a) : (!cute.shape<"(4,8)">) -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @int_tuple_profile() {
  %a = cute.static : !cute.layout<"(4,8):(0,4)">
  %p = cute.static : !cute.int_tuple<"(4,8)">
  // expected-error @+1 {{'cute.filter_zeros' op expects a ShapeType for the target profile, but got '!cute.int_tuple<"(4,8)">'}}
  %g = cute.filter_zeros(%a, %p) : (!cute.layout<"(4,8):(0,4)">, !cute.int_tuple<"(4,8)">) -> !cute.layout<"(1,8):(0,4)">
  return
}

// -----

func.func @profile_rank() {
  %a = cute.static : !cute.layout<"(4,8):(0,4)">
  %p = cute.static : !cute.shape<"(4,8,2)">
  // expected-error @+1 {{'cute.filter_zeros' op Expects target_profile has the same profile with the src, but src_profile is: (4,8) and target_profile is: (4,8,2)}}
  %g = cute.filter_zeros(%a, %p) : (!cute.layout<"(4,8):(0,4)">, !cute.shape<"(4,8,2)">) -> !cute.layout<"(1,8):(0,4)">
  return
}

// -----

func.func @profile_deeper() {
  %a = cute.static : !cute.layout<"(4,8):(0,4)">
  %p = cute.static : !cute.shape<"((4,1),8)">
  // expected-error @+1 {{Expects target_profile has the same profile with the src, but src_profile is: (4,8) and target_profile is: ((4,1),8)}}
  %g = cute.filter_zeros(%a, %p) : (!cute.layout<"(4,8):(0,4)">, !cute.shape<"((4,1),8)">) -> !cute.layout<"(1,8):(0,4)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.layout<"(4,8):(0,4)">
  // expected-error @+1 {{'cute.filter_zeros' op expects the result to be a !cute.layout but got '!cute.shape<"(1,8)">'}}
  %g = cute.filter_zeros(%a) : (!cute.layout<"(4,8):(0,4)">) -> !cute.shape<"(1,8)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(4,8):(0,4)">
  // expected-error @+1 {{'cute.filter_zeros' op declared result type '!cute.layout<"(4,8):(0,4)">' does not match the inferred value "(1,8):(0,4)"}}
  %g = cute.filter_zeros(%a) : (!cute.layout<"(4,8):(0,4)">) -> !cute.layout<"(4,8):(0,4)">
  return
}

// -----

// With a profile, the profile's zero leaves select the modes that become
// extent 1 (CuTe's filter_zeros(layout, profile)).
func.func @declared_mismatch_profile() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  %p = cute.static : !cute.shape<"0">
  // expected-error @+1 {{declared result type '!cute.layout<"(1,8):(1,4)">' does not match the inferred value "(1,1):(1,4)"}}
  %g = cute.filter_zeros(%a, %p) : (!cute.layout<"(4,8):(1,4)">, !cute.shape<"0">) -> !cute.layout<"(1,8):(1,4)">
  return
}
