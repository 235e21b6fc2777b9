// RUN: cute-opt %s -split-input-file -verify-diagnostics

func.func @shape_src() {
  %a = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{'cute.recast_layout' op expects `src` is LayoutTypeInterface, but got '!cute.shape<"(4,8)">'}}
  %g = cute.recast_layout<16, 8>(%a) : !cute.shape<"(4,8)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @swizzle_src() {
  %a = cute.static : !cute.swizzle<"S<3,4,3>">
  // expected-error @+1 {{'cute.recast_layout' op expects `src` is LayoutTypeInterface, but got '!cute.swizzle<"S<3,4,3>">'}}
  %g = cute.recast_layout<16, 8>(%a) : !cute.swizzle<"S<3,4,3>"> -> !cute.swizzle<"S<3,4,3>">
  return
}

// -----

func.func @downcast_without_unit_stride() {
  %a = cute.static : !cute.layout<"(4,8):(2,8)">
  // expected-error @+1 {{'cute.recast_layout' op unable to recast layout '!cute.layout<"(4,8):(2,8)">' (recast_layout: downcast requires a stride-1 mode in (4,8):(2,8))}}
  %g = cute.recast_layout<8, 16>(%a) : !cute.layout<"(4,8):(2,8)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @upcast_indivisible_stride() {
  %a = cute.static : !cute.layout<"(4,8):(3,12)">
  // expected-error @+1 {{'cute.recast_layout' op unable to recast layout '!cute.layout<"(4,8):(3,12)">' (recast_layout: divisibility condition violated: stride 3 and 2 do not divide each other)}}
  %g = cute.recast_layout<16, 8>(%a) : !cute.layout<"(4,8):(3,12)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @zero_new_bits() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.recast_layout' op unable to recast layout '!cute.layout<"(4,8):(1,4)">' (bit widths must be positive, got 0 and 8)}}
  %g = cute.recast_layout<0, 8>(%a) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @zero_old_bits() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.recast_layout' op unable to recast layout '!cute.layout<"(4,8):(1,4)">' (bit widths must be positive, got 8 and 0)}}
  %g = cute.recast_layout<8, 0>(%a) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @result_class() {
  %a = cute.static : !cute.layout<"(4,8):(2,8)">
  // expected-error @+1 {{'cute.recast_layout' op expects the result to be a !cute.layout but got '!cute.shape<"(4,8)">'}}
  %g = cute.recast_layout<16, 8>(%a) : !cute.layout<"(4,8):(2,8)"> -> !cute.shape<"(4,8)">
  return
}

// -----

func.func @declared_mismatch() {
  %a = cute.static : !cute.layout<"(4,8):(1,4)">
  // expected-error @+1 {{'cute.recast_layout' op declared result type '!cute.layout<"(4,8):(1,4)">' does not match the inferred value "(2,8):(1,2)"}}
  %g = cute.recast_layout<16, 8>(%a) : !cute.layout<"(4,8):(1,4)"> -> !cute.layout<"(4,8):(1,4)">
  return
}
