// RUN: cute-opt %s -split-input-file -verify-diagnostics

// An out-of-range mode reports the seed's range-check text.

func.func @top_level_out_of_range() {
  %l = cute.static : !cute.layout<"(4,8,2):(1,4,32)">
  // expected-error @+1 {{'cute.get' op vector::_M_range_check: __n (which is 3) >= this->size() (which is 3)}}
  %g = cute.get<[3]>(%l) : !cute.layout<"(4,8,2):(1,4,32)"> -> !cute.layout<"4:1">
  return
}

// -----

func.func @nested_out_of_range() {
  %l = cute.static : !cute.layout<"(4,(8,2)):(1,(4,32))">
  // expected-error @+1 {{'cute.get' op vector::_M_range_check: __n (which is 2) >= this->size() (which is 2)}}
  %g = cute.get<[1, 2]>(%l) : !cute.layout<"(4,(8,2)):(1,(4,32))"> -> !cute.layout<"4:1">
  return
}

// -----

func.func @shape_out_of_range() {
  %s = cute.static : !cute.shape<"(4,8)">
  // expected-error @+1 {{vector::_M_range_check: __n (which is 2) >= this->size() (which is 2)}}
  %g = cute.get<[2]>(%s) : !cute.shape<"(4,8)"> -> !cute.shape<"4">
  return
}

// -----

func.func @scalar_out_of_range() {
  %s = cute.static : !cute.shape<"4">
  // expected-error @+1 {{vector::_M_range_check: __n (which is 1) >= this->size() (which is 1)}}
  %g = cute.get<[1]>(%s) : !cute.shape<"4"> -> !cute.shape<"4">
  return
}

// -----

func.func @tile_out_of_range() {
  %t = cute.static : !cute.tile<"[2:1;4:1]">
  // expected-error @+1 {{vector::_M_range_check: __n (which is 2) >= this->size() (which is 2)}}
  %g = cute.get<[2]>(%t) : !cute.tile<"[2:1;4:1]"> -> !cute.tile<"[2:1]">
  return
}

// -----

func.func @negative_mode() {
  %l = cute.static : !cute.layout<"(4,(8,2)):(1,(4,32))">
  // expected-error @+1 {{'cute.get' op mode index -1 is negative in mode path [-1]}}
  %g = cute.get<[-1]>(%l) : !cute.layout<"(4,(8,2)):(1,(4,32))"> -> !cute.layout<"4:1">
  return
}

// -----

func.func @past_leaf() {
  %l = cute.static : !cute.layout<"(4,(8,2)):(1,(4,32))">
  // expected-error @+1 {{'cute.get' op mode path [0, 0] descends past a leaf of "(4,(8,2)):(1,(4,32))"}}
  %g = cute.get<[0, 0]>(%l) : !cute.layout<"(4,(8,2)):(1,(4,32))"> -> !cute.layout<"4:1">
  return
}

// -----

func.func @swizzle_input() {
  %s = cute.static : !cute.swizzle<"S<3,4,3>">
  // expected-error @+1 {{'cute.get' op expects a tuple, layout, composed_layout or tile operand but got '!cute.swizzle<"S<3,4,3>">'}}
  %g = cute.get<[0]>(%s) : !cute.swizzle<"S<3,4,3>"> -> !cute.swizzle<"S<3,4,3>">
  return
}

// -----

func.func @result_class() {
  %l = cute.static : !cute.layout<"(4,(8,2)):(1,(4,32))">
  // expected-error @+1 {{'cute.get' op expects the result to be a !cute.layout but got '!cute.shape<"2">'}}
  %g = cute.get<[1, 1]>(%l) : !cute.layout<"(4,(8,2)):(1,(4,32))"> -> !cute.shape<"2">
  return
}

// -----

func.func @declared_mismatch() {
  %l = cute.static : !cute.layout<"(4,(8,2)):(1,(4,32))">
  // expected-error @+1 {{'cute.get' op declared result type '!cute.layout<"2:4">' does not match the inferred value "2:32"}}
  %g = cute.get<[1, 1]>(%l) : !cute.layout<"(4,(8,2)):(1,(4,32))"> -> !cute.layout<"2:4">
  return
}

// -----

func.func @narrowed_width(%a: !cute.shape<"(?{i64},8)">) {
  // expected-error @+1 {{'cute.get' op declared result type '!cute.shape<"?">' does not match the inferred value "?{i64}"}}
  %r = cute.get<[0]> (%a) : !cute.shape<"(?{i64},8)"> -> !cute.shape<"?">
  return
}
