// RUN: cute-opt %s -split-input-file -verify-diagnostics
// A stripped type is read as the one class the operand can have; another
// class must be written in full and then meets the op's own diagnostic.

func.func @bad_text(%l: !cute.layout<"4:1">) {
  // expected-error @+1 {{parse error at column 3: expected an integer but found end of text in '4:'}}
  %s = cute.get_stride(%l) : <"4:"> -> !cute.stride<"1">
  return
}

// -----

func.func @other_class(%c: !cute.composed_layout<"(4,8):(1,4) o 0 o (2,4):(1,2)">) {
  // expected-error @+1 {{'cute.get_stride' op expects `input` to be a layout or a view, got '!cute.composed_layout<"(4,8):(1,4) o 0 o (2,4):(1,2)">'}}
  %s = cute.get_stride(%c) : !cute.composed_layout<"(4,8):(1,4) o 0 o (2,4):(1,2)"> -> !cute.stride<"(1,2)">
  return
}
