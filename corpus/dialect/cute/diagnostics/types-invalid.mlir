// RUN: cute-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{invalid layout (4,5):(1,4,20): shape and stride are not congruent}}
func.func private @f(!cute.layout<"(4,5):(1,4,20)">)

// -----

// expected-error @+1 {{invalid layout (4,(5,2)):(1,4): shape and stride are not congruent}}
func.func private @f(!cute.layout<"(4,(5,2)):(1,4)">)

// -----

// expected-error @+1 {{invalid layout (4,0):(1,4): extents must be positive integers or '?' and strides may not be '_'}}
func.func private @f(!cute.layout<"(4,0):(1,4)">)

// -----

// expected-error @+1 {{invalid layout (4,-2):(1,4): extents must be positive integers or '?'}}
func.func private @f(!cute.layout<"(4,-2):(1,4)">)

// -----

// expected-error @+1 {{invalid layout (4,_):(1,4): extents must be positive integers or '?'}}
func.func private @f(!cute.layout<"(4,_):(1,4)">)

// -----

// expected-error @+1 {{invalid layout (4,1@0):(1,4): extents must be positive integers or '?'}}
func.func private @f(!cute.layout<"(4,1@0):(1,4)">)

// -----

// expected-error @+1 {{invalid layout (4,8):(1,_): extents must be positive integers or '?' and strides may not be '_'}}
func.func private @f(!cute.layout<"(4,8):(1,_)">)

// -----

// expected-error @+1 {{invalid shape "(4,_)": shape leaves must be integers or '?'}}
func.func private @f(!cute.shape<"(4,_)">)

// -----

// expected-error @+1 {{invalid shape "(4,1@1)": shape leaves must be integers or '?'}}
func.func private @f(!cute.shape<"(4,1@1)">)

// -----

// expected-error @+1 {{invalid int_tuple "(4,1@1)": leaves must be integers or '?'}}
func.func private @f(!cute.int_tuple<"(4,1@1)">)

// -----

// expected-error @+1 {{invalid int_tuple "(4,_)": leaves must be integers or '?'}}
func.func private @f(!cute.int_tuple<"(4,_)">)

// -----

// expected-error @+1 {{invalid stride "(4,_)": stride leaves must be integers, '?' or scaled-basis elements}}
func.func private @f(!cute.stride<"(4,_)">)

// -----

// expected-error @+1 {{invalid coord "(4,1@0)": coordinate leaves must be integers, '?' or '_'}}
func.func private @f(!cute.coord<"(4,1@0)">)

// -----

// expected-error @+1 {{invalid tile "0": leaves must be layouts, '_' or positive extents}}
func.func private @f(!cute.tile<"[2:1;0]">)

// -----

// expected-error @+1 {{invalid tile "-3": leaves must be layouts, '_' or positive extents}}
func.func private @f(!cute.tile<"[2:1;-3]">)

// -----

// expected-error @+1 {{invalid layout (0,4):(1,1): extents must be positive integers or '?'}}
func.func private @f(!cute.tile<"[2:1;(0,4):(1,1)]">)

// -----

// Swizzles: B <= |S|.
// expected-error @+1 {{invalid swizzle S<3,4,2>}}
func.func private @f(!cute.swizzle<"S<3,4,2>">)

// -----

// expected-error @+1 {{invalid swizzle S<-1,4,3>}}
func.func private @f(!cute.swizzle<"S<-1,4,3>">)

// -----

// expected-error @+1 {{invalid swizzle S<31,4,31>}}
func.func private @f(!cute.swizzle<"S<31,4,31>">)

// -----

// expected-error @+1 {{parse error at column 6: expected ',' but found '>' in 'S<3,4>'}}
func.func private @f(!cute.swizzle<"S<3,4>">)

// -----

// expected-error @+1 {{expected a swizzle but got "(4,5):(1,4)"}}
func.func private @f(!cute.swizzle<"(4,5):(1,4)">)

// -----

// Malformed text.
// expected-error @+1 {{parse error at column 5: expected ',' or ')' but found end of text in '(4,5'}}
func.func private @f(!cute.layout<"(4,5">)

// -----

// expected-error @+1 {{expected a layout but got "(4,5)"}}
func.func private @f(!cute.layout<"(4,5)">)

// -----

// expected-error @+1 {{parse error at column 7: expected an integer but found end of text in '(4,5):'}}
func.func private @f(!cute.layout<"(4,5):">)

// -----

// expected-error @+1 {{parse error at column 1: expected an integer but found end of text in ''}}
func.func private @f(!cute.layout<"">)

// -----

// expected-error @+1 {{parse error at column 12: expected end of text but found ')' in '(4,5):(1,4)) '}}
func.func private @f(!cute.layout<"(4,5):(1,4)) ">)

// -----

// expected-error @+1 {{expected an integer tuple but got "(4,5):(1,4)"}}
func.func private @f(!cute.shape<"(4,5):(1,4)">)

// -----

// expected-error @+1 {{parse error at column 9: expected ';' or ']' but found end of text in '[2:1;4:1'}}
func.func private @f(!cute.tile<"[2:1;4:1">)

// -----

// expected-error @+1 {{parse error at column 3: expected 'i32' or 'i64' but found 'i' in '?{i16}'}}
func.func private @f(!cute.shape<"?{i16}">)

// -----

// expected-error @+1 {{parse error at column 3: integer out of int64 range in '1@99999999999999999999'}}
func.func private @f(!cute.stride<"1@99999999999999999999">)

// -----

// expected-error @+1 {{parse error at column 1: integer out of int64 range in '99999999999999999999999'}}
func.func private @f(!cute.shape<"99999999999999999999999">)

// -----

// expected-error @+1 {{parse error: basis mode -1 is out of range (0 to 1023) in '1@-1'}}
func.func private @f(!cute.stride<"1@-1">)

// -----

// A mode index stands for an arithmetic tuple of that many elements; a huge
// one is rejected rather than allocated.
// expected-error @+1 {{parse error: basis mode 2147483647 is out of range (0 to 1023) in '(2,2):(1@2147483647,1@0)'}}
func.func private @f(!cute.layout<"(2,2):(1@2147483647,1@0)">)

// -----

// Composed layouts.
// expected-error @+1 {{invalid composed_layout "(4,5):(1,4) o (1,2,3) o (2,3):(1@0,1@1)": a tuple offset must have the rank of A's shape}}
func.func private @f(!cute.composed_layout<"(4,5):(1,4) o (1,2,3) o (2,3):(1@0,1@1)">)

// -----

// off + B(c) is tuple_add: C++ constructs a tuple offset over a scalar
// index but has no tuple + integer (layout_composed.hpp), so evaluating one
// is an error and taking it apart is not.
func.func @tuple_offset_scalar_index(%c: !cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1,2)">) {
  %o = cute.composed_get_offset(%c) : <"(4,5):(1,4) o (2,1) o (2,3):(1,2)"> -> !cute.int_tuple<"(2,1)">
  %x = cute.static : !cute.coord<"1">
  // expected-error @+1 {{'cute.layout_eval' op cannot evaluate the layout (layout_eval: tuple_add: mismatched profiles between (2,1) and 1)}}
  %r = cute.layout_eval(%x, %c) : (!cute.coord<"1">, !cute.composed_layout<"(4,5):(1,4) o (2,1) o (2,3):(1,2)">) -> !cute.int_tuple<"0">
  return
}

// -----

// The static 0 is C++'s `_0 + ArithmeticTuple`; any other scalar is not.
// expected-error @+1 {{invalid composed_layout "(4,5):(1,4) o 2 o (2,3):(1@0,1@1)": B's scaled-basis strides give a tuple index, so the offset must be a tuple or the static 0}}
func.func private @f(!cute.composed_layout<"(4,5):(1,4) o 2 o (2,3):(1@0,1@1)">)

// -----

// expected-error @+1 {{invalid composed_layout "S<3,4,3> o (0,0) o (8,4):(1,8)": a swizzle takes a scalar index, so the offset and B's strides must be integers}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o (0,0) o (8,4):(1,8)">)

// -----

// expected-error @+1 {{invalid composed_layout "S<3,4,3> o 1@0 o (2,3):(1,2)": the offset must be an integer tuple}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o 1@0 o (2,3):(1,2)">)

// -----

// expected-error @+1 {{invalid composed_layout "(4,5):(1,4) o _ o (2,3):(1,2)": the offset must be an integer tuple}}
func.func private @f(!cute.composed_layout<"(4,5):(1,4) o _ o (2,3):(1,2)">)

// -----

// expected-error @+1 {{invalid composed_layout "(4,5):(1,4) o (0,0) o (2,3):(1@0,1@2)": B's scaled-basis strides address a mode A lacks}}
func.func private @f(!cute.composed_layout<"(4,5):(1,4) o (0,0) o (2,3):(1@0,1@2)">)

// -----

// expected-error @+1 {{invalid composed_layout "S<3,4,3> o 0 o (8,4):(1@0,1@1)": a swizzle takes a scalar index, so the offset and B's strides must be integers}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o 0 o (8,4):(1@0,1@1)">)

// -----

// expected-error @+1 {{expected a composed layout but got "(2,3):(1,2)"}}
func.func private @f(!cute.composed_layout<"(2,3):(1,2)">)

// -----

// expected-error @+1 {{parse error at column 20: expected end of text but found 'o' in 'S<3,4,3> o 0 o 8:1 o 2 o 8:1'}}
func.func private @f(!cute.composed_layout<"S<3,4,3> o 0 o 8:1 o 2 o 8:1">)

// -----

// Assembly-level errors.
// expected-error @+1 {{expected string}}
func.func private @f(!cute.layout<(4,5):(1,4)>)

// -----

// expected-error @+1 {{expected '<'}}
func.func private @f(!cute.layout)

// -----

// expected-error @+1 {{unknown  type `foo` in dialect `cute`}}
func.func private @f(!cute.foo<"4">)

// -----

// cute.static needs a fully static cute type.
func.func @f() {
  // expected-error @+1 {{'cute.static' op expects a fully static type but got '!cute.shape<"?">'}}
  %a = cute.static : !cute.shape<"?">
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'cute.static' op expects a cute type but got 'i32'}}
  %a = cute.static : i32
  return
}
